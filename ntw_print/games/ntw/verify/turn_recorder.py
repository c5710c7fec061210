"""`turn-recorder.pdf`: the track kind reads its record back (every box, number and value where its
spec puts them); this re-derives from the data what it must show: END and each side's INT under
each turn's number (marked where the turn table marks them), a box under each number the turn marker
fits in, each scenario's span of turns, the designer marks' key and the credit.

Positions are relative: a value belongs to the turn whose number stands above it and to the row whose
name ("END", "Red INT") stands level with it.
"""

from __future__ import annotations

import re

from ....kinds import KINDS
from ....core.marks import unmark
from ....print.readback.pdfread import PageRead, PdfRead, TextRun
from ....print.readback.report import FileReport
from ..render.turn_recorder import recorder_spec
from ..rules.recorder import TURN_MARKER
from ..rules.turns import endurance, intel
from .credit import check_credit
from .marks import check_page_key, hold_mark

SPAN = re.compile(r"^(.+): turns? (\d+)(?:[\u2013-](\d+))?$")


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    report.checked("track contents")
    KINDS["track"].check(recorder_spec(game), pdf, options, report)
    check_credit(game, pdf, report)
    turns = [row.turn for row in game.turns.turns]
    for page in pdf.pages:
        columns = _turn_numbers(page, turns)
        if columns:
            _check_values(game, page, columns, report)
            _check_marker_boxes(game, page, columns, report)
            _check_spans(game, page, report)
            check_page_key(page, report)
            return
    report.fail("turns", f"no row of turn numbers 1 to {turns[-1]} in the file")


def _turn_numbers(page: PageRead, turns: list[int]) -> dict[int, TextRun]:
    """Turn -> its number above the track (the rows of numbers that together hold every turn)."""
    rows: dict[float, dict[int, TextRun]] = {}
    for run in page.texts:
        if run.text.isdigit() and int(run.text) in turns:
            rows.setdefault(round(run.y, 1), {})[int(run.text)] = run
    best: dict[int, TextRun] = {}
    for y in sorted(rows, reverse=True):
        row = rows[y]
        numbers = sorted(row)
        if (len(row) >= 3 and not set(row) & set(best) and numbers == list(range(numbers[0], numbers[-1] + 1))
                and [row[n].centre[0] for n in numbers] == sorted(row[n].centre[0] for n in numbers)):
            best.update(row)
    return best if set(best) == set(turns) else {}


def _near(page: PageRead, x: float, y: float, reach: float) -> list[TextRun]:
    return [t for t in page.texts if abs(t.centre[0] - x) < reach and abs(t.centre[1] - y) < 1.5]


def _check_values(game, page: PageRead, columns: dict[int, TextRun], report: FileReport) -> None:
    designer = {row.turn: row.designer for row in game.turns.turns}
    rows = [("END", None)] + [(f"{game.sides[s].name} INT", s) for s in (game.attacker, game.defender)]
    for label, side in rows:
        anchors = [t for t in page.texts if t.text == label]
        for turn, number in sorted(columns.items()):
            below = [a for a in anchors if a.y < number.y]
            if not below:
                report.fail("turns", f"no '{label}' row under turn {turn}", page.number, number.centre)
                continue
            anchor = max(below, key=lambda a: a.y)  # the nearest row under this turn's number
            value = endurance(game, turn) if side is None else intel(game, side, turn)
            at = (number.centre[0], anchor.centre[1])
            got = " ".join(t.text for t in _near(page, *at, 5.0))
            report.compare_number(label, f"{value:+d}" if value else "0", unmark(got).replace("\u2212", "-"),
                                  f"{label} on turn {turn}", page.number, at)
            chosen = ("endurance" if side is None else "intel") in designer.get(turn, ())
            hold_mark(report, got, chosen, f"{label} on turn {turn}", page.number, at)


def _check_marker_boxes(game, page: PageRead, columns: dict[int, TextRun], report: FileReport) -> None:
    """Under each turn number, an outline the turn marker fits in."""
    marker = game.markers.get(TURN_MARKER)
    for turn, number in sorted(columns.items()) if marker else ():
        report.checked("marker boxes")
        if not any(s.stroke is not None and s.fill is None and abs(s.box.x + s.box.width / 2 - number.centre[0]) < 0.5
                   and s.box.top < number.y and marker.size <= min(s.box.width, s.box.height) <= marker.size + 8
                   for s in page.shapes):
            report.fail("marker boxes", f"turn {turn}: no box under its number that the {marker.size:g} mm turn "
                        "marker fits in", page.number, number.centre)


def _check_spans(game, page: PageRead, report: FileReport) -> None:
    """Each scenario's bar names the turns its file gives."""
    scenarios = {s.title: s for s in game.folder("scenarios").values()}
    seen = set()
    for run in page.texts:
        match = SPAN.match(run.text)
        if match and match.group(1) in scenarios:
            scenario = scenarios[match.group(1)]
            seen.add(scenario.title)
            printed = f"{match.group(2)}-{match.group(3) or match.group(2)}"
            report.compare_number("scenario turns", f"{scenario.turns.start}-{scenario.turns.end}", printed,
                                  f"{scenario.title}: turns", page.number, run.centre)
            report.numbers += 1  # both ends are numbers
    for title in sorted(set(scenarios) - seen):
        report.fail("scenario turns", f"the scenario '{title}' has no span of turns on the recorder", page.number)
