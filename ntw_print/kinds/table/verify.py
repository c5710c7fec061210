"""Reads a sheet of tables back: every ruled cell box, its words, its span, titles, notes, credit.

The tables are found from what is on the paper (the ruled boxes that touch each other form one
table), not from the layout code; their cells are compared with what the data says they print.
"""

from __future__ import annotations

from ...layout.sheet import Box
from ...verify.pdfread import PageRead, PdfRead, TextRun
from ..readback import TOUCH, Problems, distinct, head_problems, numbers_in, ruled_boxes, touching_groups, words_in
from .layout import MIN_PT
from .schema import Table, TableSheet


def check(sheet: TableSheet, options, pdf: PdfRead) -> list[str]:
    problems = Problems()
    found = [(page, grid) for page in pdf.pages for grid in touching_groups([s.box for s in ruled_boxes(page)])]
    if len(found) != len(sheet.tables):
        problems.append(f"{len(found)} tables printed, the data has {len(sheet.tables)}")
    for index, (table, (page, grid)) in enumerate(zip(sheet.tables, found)):
        name = f"page {page.number}, table {index + 1}" + (f" '{table.title}'" if table.title else "")
        problems += [f"{name}: {p}" for p in _compare(table, page, grid)]
        problems.numbers += sum(numbers_in(words) for row in _expected_rows(table) for words, _ in row)
    for page in pdf.pages:
        problems += head_problems(page, sheet)
        small = sorted({t.size_pt for t in page.texts if t.size_pt < min(MIN_PT, 6.5) - 0.05})
        if small:
            problems.append(f"page {page.number}: type at {small[0]:.1f} pt, below the {MIN_PT:g} pt minimum")
    return problems


def _expected_rows(table: Table) -> list[list[tuple[str, int]]]:
    return table.header_rows() + [[(words, 1) for words in row] for row in table.body_rows()]


def _compare(table: Table, page: PageRead, grid: list[Box]) -> list[str]:
    tops = distinct(b.top for b in grid)[::-1]
    edges = distinct(v for b in grid for v in (b.x, b.right))
    rows = [sorted((b for b in grid if abs(b.top - top) < TOUCH), key=lambda b: b.x) for top in tops]
    expected = _expected_rows(table)
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
    if table.title and not any(t.text == table.title and 0 <= t.box.y - block.top < 8.0 for t in page.texts):
        problems.append(f"the title {table.title!r} is not printed above the table")
    below = " ".join(t.text for t in _below(page, block))
    for note in table.notes:
        if " ".join(note.split()) not in below:
            problems.append(f"the note {note!r} is not printed under the table")
    return problems


def _span(box: Box, edges: list[float]) -> int:
    return sum(1 for edge in edges if box.x + TOUCH < edge < box.right + TOUCH)


def _below(page: PageRead, block: Box) -> list[TextRun]:
    runs = [t for t in page.texts if t.box.top <= block.y + TOUCH and block.x - TOUCH <= t.box.x <= block.right]
    return sorted(runs, key=lambda t: (-round(t.y, 1), t.x))


def _show(cells: list[tuple[str, int]]) -> str:
    return " | ".join(words + (f" (over {span})" if span != 1 else "") for words, span in cells)
