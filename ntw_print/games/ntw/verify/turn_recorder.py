"""`turn-recorder.pdf`: a box for every turn of the turn table, END and each side's INT under its turn
number, and each scenario's span of turns.

Positions are relative: a value belongs to the turn whose number stands above it and to the row
whose label ("END", "Red INT") stands level with it.
"""

from __future__ import annotations

import re

from ..rules.recorder import TURN_MARKER
from ..rules.turns import endurance, intel
from ....print.readback.pdfread import PageRead, PdfRead, TextRun
from ....print.readback.printready import check_crop_marks, check_paper_size
from ....print.readback.report import FileReport
from ....core.marks import MARK, unmark
from .credit import check_credit
from .marks import check_key

MINUS = "\u2212"
SPAN = re.compile(r"^(.+): turns? (\d+)(?:[\u2013-](\d+))?$")


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else (f"-{-value}" if value < 0 else "0")


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    turns = [row.turn for row in game.turns.turns]
    for page in pdf.pages:
        check_paper_size(page, options.paper, report)
        check_crop_marks(page, report)
    for page in pdf.pages:
        columns = _turn_numbers(page, turns)
        if columns:
            _check_values(game, page, columns, report)
            _check_marker_boxes(game, page, columns, report)
            _check_spans(game, page, columns, report)
            marked = any(row.designer for row in game.turns.turns)
            check_key(pdf, {page.number}, {page.number} if marked else set(), report)
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
        if len(row) >= 3 and not set(row) & set(best) and _consecutive(row):
            best.update(row)
    return best if set(best) == set(turns) else {}


def _consecutive(row: dict[int, TextRun]) -> bool:
    numbers = sorted(row)
    xs = [row[n].centre[0] for n in numbers]
    return numbers == list(range(numbers[0], numbers[-1] + 1)) and xs == sorted(xs)


def _column_width(columns: dict[int, TextRun]) -> float:
    """From one turn's number to the next's in the same row (a long table runs on in a second row,
    under the first)."""
    gaps = [columns[n + 1].centre[0] - run.centre[0] for n, run in columns.items()
            if n + 1 in columns and abs(columns[n + 1].y - run.y) < 0.1]
    return min(gaps) if gaps else 20.0


def _check_values(game, page: PageRead, columns: dict[int, TextRun], report: FileReport) -> None:
    width = _column_width(columns)
    designer = {row.turn: row.designer for row in game.turns.turns}
    rows = [("END", None)] + [(f"{game.sides[s].name} INT", s) for s in (game.attacker, game.defender)]
    for label, side in rows:
        anchors = [t for t in page.texts if t.text == label]
        if not anchors:
            report.fail("turns", f"no '{label}' row on the turn recorder", page.number)
            continue
        for turn, number in sorted(columns.items()):
            below = [a for a in anchors if a.y < number.y]
            if not below:
                report.fail("turns", f"no '{label}' row under turn {turn}", page.number, number.centre)
                continue
            anchor = max(below, key=lambda a: a.y)  # the nearest row under this turn's number
            value = endurance(game, turn) if side is None else intel(game, side, turn)
            found = [t for t in page.texts if abs(t.centre[0] - number.centre[0]) < width / 2
                     and abs(t.centre[1] - anchor.centre[1]) < 1.5 and t is not anchor]
            got = " ".join(t.text for t in found).replace(MINUS, "-")
            report.compare_number(label, signed(value), unmark(got), f"{label} on turn {turn}", page.number,
                                  (number.centre[0], anchor.centre[1]))
            chosen = ("endurance" if side is None else "intel") in designer.get(turn, ())
            report.checked("designer marks")
            if (MARK in got) != chosen:
                report.fail("designer marks", f"{label} on turn {turn}: " + (
                    "the designer mark is missing (the turn table marks it designer)" if chosen else
                    "carries the designer mark, but the turn table gives it as stated"), page.number,
                    (number.centre[0], anchor.centre[1]))


def _check_marker_boxes(game, page: PageRead, columns: dict[int, TextRun], report: FileReport) -> None:
    """Under each turn number, an outline the turn marker fits in."""
    marker = game.markers.get(TURN_MARKER)
    if marker is None:
        return
    for turn, number in sorted(columns.items()):
        report.checked("marker boxes")
        fits = [s for s in page.shapes if s.stroke is not None and s.fill is None
                and abs(s.box.x + s.box.width / 2 - number.centre[0]) < 0.5 and s.box.top < number.y
                and marker.size <= s.box.width <= marker.size + 8 and marker.size <= s.box.height <= marker.size + 8]
        if not fits:
            report.fail("marker boxes", f"turn {turn}: no box under its number that the {marker.size:g} mm turn marker "
                        "fits in", page.number, number.centre)


def _check_spans(game, page: PageRead, columns: dict[int, TextRun], report: FileReport) -> None:
    """Each scenario's bar names its turns and runs from its first turn's column to its last's."""
    scenarios = {s.title: s for s in game.folder("scenarios").values()}
    if not scenarios:
        return
    width = _column_width(columns)
    seen = set()
    for run in page.texts:
        match = SPAN.match(run.text)
        if not match or match.group(1) not in scenarios:
            continue
        scenario = scenarios[match.group(1)]
        seen.add(scenario.title)
        start, end = int(match.group(2)), int(match.group(3) or match.group(2))
        report.compare_number("scenario turns", f"{scenario.turns.start}-{scenario.turns.end}", f"{start}-{end}",
                              f"{scenario.title}: turns", page.number, run.centre)
        report.numbers += 1  # both ends are numbers
        bar = max((s for s in page.shapes if s.fill is not None and s.box.contains(run.box, 0.2)
                   and s.box.height < 10), key=lambda s: s.box.width, default=None)
        if bar is None or scenario.turns.start not in columns or scenario.turns.end not in columns:
            continue
        left = columns[scenario.turns.start].centre[0] - width / 2
        right = columns[scenario.turns.end].centre[0] + width / 2
        report.checked("scenario bars")
        if abs(bar.box.x - left) > width / 2 or abs(bar.box.right - right) > width / 2:
            report.fail("scenario bars", f"{scenario.title}: the bar runs from {bar.box.x:.0f} to {bar.box.right:.0f} mm;"
                        f" turns {scenario.turns.start}-{scenario.turns.end} span {left:.0f} to {right:.0f} mm",
                        page.number, run.centre)
    for title in sorted(set(scenarios) - seen):
        report.fail("scenario turns", f"the scenario '{title}' has no span of turns on the recorder", page.number)
