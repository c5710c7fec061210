"""`turn-recorder.pdf`: the track kind reads its record back against the spec (each turn's box where
the plan puts it, the values in their cells); this re-derives from the data what it must show: under
each turn's number, END and each side's INT (marked where the turn table marks them) in the row its
name heads; boxes the turn marker fits in; each scenario's span of turns."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ....core.numbers import signed
from ....kinds.readback import hold_value
from ....kinds.track.verify import read_back
from ....print.readback.pdfread import PdfRead
from ....print.readback.report import FileReport
from ..render.turn_recorder import recorder_spec
from ..rules.recorder import TURN_MARKER
from ..rules.scenarios import scenarios

if TYPE_CHECKING:
    from ..loader import Game

SPAN = re.compile(r"^(.+): turns (\d+)\u2013(\d+)$")


def check(game: Game, pdf: PdfRead, options, report: FileReport) -> None:
    report.checked("track contents")
    spec = recorder_spec(game)
    cells = read_back(spec, pdf, options, report)  # (row, turn) -> the words in the row's cell under the turn
    page, marker = pdf.pages[0], game.markers.get(TURN_MARKER)
    rows = {f"{game.sides[s].name} INT": ("intel", s) for s in (game.attacker, game.defender)} | {"END": ("endurance", None)}
    for turn in game.turns.turns:
        for label, (field, side) in rows.items():
            value = turn.endurance if side is None else turn.intel[side]
            got, at = cells.get((label, turn.turn), ("", None))
            hold_value(report, label, signed(value, "-"), got, field in turn.designer, f"{label} on turn {turn.turn}",
                       page.number, at)
    size = spec.tracks[0].size  # each turn's box, printed where the kind reads it
    report.checked("marker boxes")
    if marker and not marker.size <= size <= marker.size + 8:
        report.fail("marker boxes", f"the turns' boxes are {size:g} mm: the {marker.size:g} mm turn marker does not "
                    "fit in them", page.number)
    spans = {m.group(1): (m.group(2), m.group(3), t.centre) for t in page.texts if (m := SPAN.match(t.text))}
    for scenario in scenarios(game):
        start, end, at = spans.get(scenario.title, ("", "", None))
        for what, want, got in (("first", scenario.turns.start, start), ("last", scenario.turns.end, end)):
            report.compare_number("scenario turns", str(want), got, f"{scenario.title}: {what} turn", page.number, at)
