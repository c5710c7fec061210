"""`turn-recorder.pdf`: the track kind reads its record back against the spec; this re-derives from the
data what it must show: under each turn's number, END and each side's INT (marked where the turn table
marks them) in the row its name heads; a box under each number the turn marker fits in; each scenario's
span of turns; the credit."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ....core.marks import unmark
from ....kinds import KINDS
from ....kinds.readback import read_grids
from ....print.readback.pdfread import PdfRead, centre_of
from ....print.readback.report import FileReport
from ..render.turn_recorder import recorder_spec
from ..rules.recorder import TURN_MARKER
from .credit import check_credit
from .marks import hold_mark

if TYPE_CHECKING:
    from ..loader import Game

SPAN = re.compile(r"^(.+): turns (\d+)\u2013(\d+)$")


def check(game: Game, pdf: PdfRead, options, report: FileReport) -> None:
    report.checked("track contents")
    KINDS["track"].check(recorder_spec(game), pdf, options, report)
    check_credit(game, pdf, report)
    page, marker = pdf.pages[0], game.markers.get(TURN_MARKER)
    numbers = [t for t in page.texts if t.text.isdigit()]
    rows = {f"{game.sides[s].name} INT": ("intel", s) for s in (game.attacker, game.defender)} | {"END": ("endurance", None)}
    printed = {}  # (row, turn) -> words, the turn being the number over the value's column
    for row in (row for grid in read_grids(page) for row in grid if row[0][1] in rows):
        for box, words in row[1:]:
            above = [t for t in numbers if box.x < t.centre[0] < box.right and t.y > box.top]
            if above:
                printed[row[0][1], int(min(above, key=lambda t: t.y).text)] = (words, centre_of(box))
    for turn in game.turns.turns:
        for label, (field, side) in rows.items():
            value = turn.endurance if side is None else turn.intel[side]
            got, at = printed.get((label, turn.turn), ("", None))
            report.compare_number(label, f"{value:+d}" if value else "0", unmark(got).replace("\u2212", "-"),
                                  f"{label} on turn {turn.turn}", page.number, at)
            hold_mark(report, got, field in turn.designer, f"{label} on turn {turn.turn}", page.number, at)
        number = next((t for t in numbers if t.text == str(turn.turn)), None)
        report.checked("marker boxes")
        if marker and not (number and any(s.stroke and s.fill is None and s.box.top < number.y
                                          and abs(centre_of(s.box)[0] - number.centre[0]) < 0.5
                                          and marker.size <= min(s.box.width, s.box.height) <= marker.size + 8
                                          for s in page.shapes)):
            report.fail("marker boxes", f"turn {turn.turn}: no box under its number that the {marker.size:g} mm "
                        "turn marker fits in", page.number)
    spans = {m.group(1): (m.group(2), m.group(3), t.centre) for t in page.texts if (m := SPAN.match(t.text))}
    for scenario in game.folder("scenarios").values():
        start, end, at = spans.get(scenario.title, ("", "", None))
        for what, want, got in (("first", scenario.turns.start, start), ("last", scenario.turns.end, end)):
            report.compare_number("scenario turns", str(want), got, f"{scenario.title}: {what} turn", page.number, at)
