"""Reads a sheet of tables back: every ruled cell box, its words, its span, titles, notes, credit.

The tables are found from what is on the paper (the ruled boxes that touch each other form one
table), not from the layout code; their cells are compared with what the data says they print.
"""

from __future__ import annotations

import math

from ...print.layout.sheet import Box
from ...print.components import BuildOptions
from ...print.readback.pdfread import PageRead, PdfRead, TextRun
from ...print.readback.report import FileReport
from ...core.marks import KEY, unmark
from ..readback import TOUCH, check_credit, distinct, head_problems, numbers_in, ruled_boxes, tell, touching_groups, words_in
from .layout import MIN_PT
from .rose import ARROW_WIDTH, SPOKE_WIDTH, Rose
from .schema import Table, TableSheet

ANGLE = 1.0  # degrees: how far a spoke or the arrow may turn from where the data points it
WIDTH = 0.05  # mm: how far a stroke's width may differ
TITLE_FLUSH = 1.0  # mm: how far a title's lines may start from the table's left edge
TITLE_GAP = 8.0  # mm: the most room between a title's line and what it stands over
CONTENTS = "table contents"


def check(sheet: TableSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    read_back(sheet, pdf, options, report)


def read_back(sheet: TableSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> list | None:
    """What differs from the spec, into the report (`check`); a sheet of cards returns each card face read
    back (cards_check.CardRead), for a game to hold to its own figures."""
    check_credit(sheet.credit, pdf.pages, report)
    if sheet.cards:
        from .cards_check import check_cards

        return check_cards(sheet, pdf, options, report)
    problems: list[str] = []
    found = [(page, grid) for page in pdf.pages for grid in touching_groups([s.box for s in ruled_boxes(page)])]
    if len(found) != len(sheet.tables):
        problems.append(f"{len(found)} tables printed, the data has {len(sheet.tables)}")
    marks = not sheet.unmarked
    keyed: set[int] = set()  # pages holding a table with a designer mark
    for index, (table, (page, grid)) in enumerate(zip(sheet.tables, found)):
        name = f"page {page.number}, table {index + 1}" + (f" '{table.title}'" if table.title else "")
        problems += [f"{name}: {p}" for p in _compare(table, page, grid, marks)]
        report.numbers += sum(numbers_in(unmark(words)) for row in _expected_rows(table, marks) for words, _ in row)
        if marks and table.chosen_cells():
            keyed.add(page.number)
    for index, rose in enumerate(sheet.roses):
        name = f"rose {index + 1}" + (f" '{rose.title}'" if rose.title else "")
        problems += [f"{name}: {p}" for p in _rose(rose, pdf)]
    for page in pdf.pages:
        problems += head_problems(page, sheet)
        printed = any(t.text == KEY for t in page.texts)
        if printed != (page.number in keyed):
            problems.append(f"page {page.number}: the designer marks' key {KEY!r} is "
                            + ("missing (a value on the page carries the mark)" if not printed else
                               "printed, but no value on the page carries the mark"))
        small = sorted({t.size_pt for t in page.texts  # the credit line may shrink further (frame_render.py)
                        if t.size_pt < min(MIN_PT, 6.5) - 0.05 and t.text != sheet.credit})
        if small:
            problems.append(f"page {page.number}: type at {small[0]:.1f} pt, below the {MIN_PT:g} pt minimum")
    tell(report, CONTENTS, problems)
    return None


def _expected_rows(table: Table, marks: bool) -> list[list[tuple[str, int]]]:
    return table.header_rows() + [[(words, 1) for words in row] for row in table.marked_rows(marks)]


def _compare(table: Table, page: PageRead, grid: list[Box], marks: bool) -> list[str]:
    tops = distinct(b.top for b in grid)[::-1]
    edges = distinct(v for b in grid for v in (b.x, b.right))
    rows = [sorted((b for b in grid if abs(b.top - top) < TOUCH), key=lambda b: b.x) for top in tops]
    expected = _expected_rows(table, marks)
    problems = []
    if len(rows) != len(expected):
        problems.append(f"{len(rows)} rows printed, the data has {len(expected)}")
    if len(edges) - 1 != len(table.columns):
        problems.append(f"{len(edges) - 1} columns printed, the data has {len(table.columns)}")
    for number, (printed, wanted) in enumerate(zip(rows, expected), start=1):
        got = [(words_in(page, b), _span(b, edges)) for b in printed]
        want = [(" ".join(words.split()), span) for words, span in wanted]
        if got != want:
            problems.append(f"row {number} reads {_show(got)}, the data says {_show(want)}")
    block = Box.around(grid)
    if table.title and not _title_above(page, block).endswith(" ".join(table.title.split())):
        problems.append(f"the title {table.title!r} is not printed above the table")
    below = " ".join(t.text for t in _below(page, block))
    for note in table.notes:
        if " ".join(note.split()) not in below:
            problems.append(f"the note {note!r} is not printed under the table")
    return problems


def _title_above(page: PageRead, block: Box) -> str:
    """The lines set flush with the table's left edge, each close over the one under it, up from the
    table's top; read top to bottom (a wrapped title, and above it what else stands there)."""
    runs = sorted((t for t in page.texts if abs(t.box.x - block.x) < TITLE_FLUSH and t.box.y >= block.top - TOUCH),
                  key=lambda t: t.box.y)
    lines, edge = [], block.top
    for run in runs:
        if run.box.y - edge > TITLE_GAP:
            break
        lines.append(run.text)
        edge = run.box.top
    return " ".join(" ".join(reversed(lines)).split())


def _span(box: Box, edges: list[float]) -> int:
    return sum(1 for edge in edges if box.x + TOUCH < edge < box.right + TOUCH)


def _below(page: PageRead, block: Box) -> list[TextRun]:
    runs = [t for t in page.texts if t.box.top <= block.y + TOUCH and block.x - TOUCH <= t.box.x <= block.right]
    return sorted(runs, key=lambda t: (-round(t.y, 1), t.x))


def _show(cells: list[tuple[str, int]]) -> str:
    return " | ".join(words + (f" (over {span})" if span != 1 else "") for words, span in cells)


def _rose(rose: Rose, pdf: PdfRead) -> list[str]:
    """Found by its centre's label: the spokes pointing every 360/n degrees from the top, the arrow
    pointing the data's way, and every word of it on the page."""
    found = next(((page, run) for page in pdf.pages for run in page.texts if run.text == rose.centre), None)
    if found is None:
        return [f"its centre {rose.centre!r} is not printed"]
    page, run = found
    cx, cy = run.centre
    near = [line for line in page.lines if all(math.hypot(x - cx, y - cy) <= rose.radius + 0.5 for x, y in line.points)]
    problems = []
    spokes = sorted(_angle(line.points, (cx, cy)) for line in near if abs(line.stroke_width - SPOKE_WIDTH) <= WIDTH)
    want = [360.0 * k / rose.spokes for k in range(rose.spokes)]
    if len(spokes) != len(want) or any(min(_turn(a, b) for b in spokes) > ANGLE for a in want):
        problems.append(f"{len(spokes)} spokes at {_degrees(spokes)}, the data asks for {len(want)} at {_degrees(want)}")
    if rose.arrow is not None:
        arrows = [_angle(line.points, (cx, cy)) for line in near if abs(line.stroke_width - ARROW_WIDTH) <= WIDTH]
        if len(arrows) != 1 or _turn(arrows[0], rose.arrow.angle) > ANGLE:
            problems.append(f"its arrow points {_degrees(arrows)}, the data says {rose.arrow.angle:g} degrees")
    texts = " ".join(" ".join(t.text for t in page.texts).split())
    wanted = [rose.title, *(w for w in (rose.arrow.tip, rose.arrow.label) if rose.arrow and w), *rose.notes]
    problems += [f"{words!r} is not printed" for words in wanted if words and " ".join(words.split()) not in texts]
    return problems


def _angle(points, centre) -> float:
    """Degrees clockwise from straight up, from the centre to the far end of a line."""
    far = max(points, key=lambda p: math.hypot(p[0] - centre[0], p[1] - centre[1]))
    return math.degrees(math.atan2(far[0] - centre[0], far[1] - centre[1])) % 360.0


def _turn(a: float, b: float) -> float:
    return abs((a - b + 180.0) % 360.0 - 180.0)


def _degrees(angles) -> str:
    return ", ".join(f"{a:.0f}" for a in angles) or "nowhere"
