"""Reading charts back from the page: ruled boxes, the tables they form, the words inside them.

Kinds draw their cells and boxes as stroked rectangles; these helpers find them in a PDF read back
by verify/pdfread.py, with no knowledge of the layout code.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..print.layout.sheet import Box
from ..core.marks import KEY, MARK, unmark
from ..print.readback.pdfread import PageRead, PdfRead, Shape, TextRun
from ..print.readback.report import FileReport
from .frame import SheetHead

import re

TOUCH = 0.6  # mm: edges closer than this are one rule (rules are at most 0.3 mm wide)
INSIDE = 0.3  # mm: how far words may reach past their box


NUMBER = re.compile(r"^[+\-−]?\d+([.,]\d+)?(\s?(mm|%|\"))?$|^\d+[\-–]\d+$")


def tell(report: FileReport, check: str, problems: Iterable[str]) -> None:
    """Each problem a kind's check found, one line each, a finding of its `check` ("table contents")."""
    for problem in problems:
        report.fail(check, problem)


def numbers_in(words: str) -> int:
    """How many numbers (3, -2, +1, 0.5, 1-2, 10") the words hold."""
    return sum(1 for word in words.split() if NUMBER.match(word))


def ruled_boxes(page: PageRead) -> list[Shape]:
    """Every stroked rectangle bigger than a speck (cells, boxes, outlines), not the straight lines."""
    return [s for s in page.shapes if s.stroke is not None and s.box.width > 1.0 and s.box.height > 1.0
            and not s.is_line]


def drawn(shape: Shape) -> Box:
    """The rectangle as the layout gave it: the reader's bounds reach out by the stroke's width."""
    return shape.box.grow(-shape.stroke_width) if shape.stroke is not None else shape.box


def touch(a: Box, b: Box) -> bool:
    return a.x <= b.right + TOUCH and b.x <= a.right + TOUCH and a.y <= b.top + TOUCH and b.y <= a.top + TOUCH


def touching_groups(boxes: list[Box]) -> list[list[Box]]:
    """Boxes that touch, gathered into groups, in reading order: down each column of groups,
    columns from the left."""
    groups: list[list[Box]] = []
    for box in boxes:
        joined = [g for g in groups if any(touch(box, other) for other in g)]
        merged = [box] + [b for g in joined for b in g]
        groups = [g for g in groups if g not in joined] + [merged]
    return sorted(groups, key=lambda g: (round(min(b.x for b in g)), -max(b.top for b in g)))


def distinct(values: Iterable[float]) -> list[float]:
    """The values in increasing order, those closer than TOUCH counted once."""
    found: list[float] = []
    for value in sorted(values):
        if not found or value - found[-1] >= TOUCH:
            found.append(value)
    return found


def words_in(page: PageRead, box: Box) -> str:
    """The words printed inside `box`, line by line from the top, spaces normalised."""
    runs = sorted(page.texts_in(box, INSIDE), key=lambda t: (-round(t.y, 1), t.x))
    return " ".join(" ".join(t.text for t in runs).split())


def head_problems(page: PageRead, head: SheetHead) -> list[str]:
    """The sheet's title, which every page carries (its credit: `check_credit`)."""
    if head.title and head.title not in {t.text for t in page.texts}:
        return [f"page {page.number}: the sheet's title {head.title!r} is missing"]
    return []


def check_credit(credit: str, pages: Iterable[PageRead], report: FileReport) -> None:
    """Every page names the sheet's source: its credit line, anywhere in the page's words (a sheet's label
    may run on into it)."""
    for page in pages if credit else ():
        report.checked("credit")
        if credit not in " ".join(run.text for run in page.texts):
            report.fail("credit", f"the page does not carry the credit line {credit!r}", page.number)


def check_page_key(page: PageRead, report: FileReport) -> None:
    """The designer marks' key on the page exactly when something else on it carries the mark."""
    report.checked("designer marks' key")
    if (problem := key_problem(" ".join(t.text for t in page.texts))) is not None:
        report.fail("designer marks' key", problem, page.number)


def check_keys(pdf: PdfRead, pages: set[int], keyed: set[int], report: FileReport) -> None:
    """Of the `pages` holding pieces, those in `keyed` (a piece there prints a designer mark) carry the
    marks' key, and no other does."""
    for page in (page for page in pdf.pages if page.number in pages):
        report.checked("designer marks' key")
        printed = any(KEY in t.text for t in page.texts)
        if printed != (page.number in keyed):
            report.fail("designer marks' key", f"the key {KEY!r} is " + (
                "missing (a piece on the sheet prints the mark)" if not printed else
                "printed, but no piece on the sheet prints the mark"), page.number)


def hold_mark(report: FileReport, got: str, chosen: bool, what: str, page: int,
              at: tuple[float, float] | None = None) -> None:
    """A value's printed words carry the designer mark exactly when the data marks it designer (`chosen`)."""
    report.checked("designer marks")
    if (MARK in got) != chosen:
        report.fail("designer marks", f"{what} prints {got!r}, the data "
                    + ("marks it designer" if chosen else "gives it as stated"), page, at)


def hold_value(report: FileReport, check: str, want: str, got: str, chosen: bool, what: str, page: int,
               at: tuple[float, float] | None = None) -> None:
    """A printed value (its words `got`, a minus sign read as '-') is the data's (`want`), with the designer
    mark exactly when the data marks it designer."""
    report.compare_number(check, want, unmark(got).replace("\u2212", "-").strip(), what, page, at)
    hold_mark(report, got, chosen, what, page, at)



def read_grids(page: PageRead) -> list[list[list[tuple[Box, str]]]]:
    """Every group of ruled boxes that touch (a table) on the page, as its rows top down, each row its
    cells left to right, each cell its box and the words inside it."""
    return [grid_rows(page, grid) for grid in touching_groups([s.box for s in ruled_boxes(page)])]


def grid_rows(page: PageRead, grid: list[Box]) -> list[list[tuple[Box, str]]]:
    """The ruled boxes of one table as its rows top down, each row its cells left to right with their words."""
    return [[(b, words_in(page, b)) for b in sorted((b for b in grid if abs(b.top - top) < TOUCH), key=lambda b: b.x)]
            for top in distinct(b.top for b in grid)[::-1]]


def read_tables(page: PageRead) -> list[list[list[str]]]:
    """Every table on the page, each as its rows top down, each row its cells' words left to right."""
    return [[[words for _, words in row] for row in grid] for grid in read_grids(page)]


def cell_at(page: PageRead, x: float, y: float, smallest: float = 0.0) -> tuple[Box | None, str]:
    """The ruled cell holding the point (x, y) and its words, top line first (text under `smallest`
    points left out: a map's coordinates may run on, clipped, under the page's other parts; a shape its
    clip hides is no cell)."""
    box = min((s.box for s in page.shapes if s.box.x < x < s.box.right and s.box.y < y < s.box.top
               and s.box.height < 40 and _shows(s)), key=lambda b: b.width * b.height, default=None)
    runs = sorted((t for t in page.texts_in(box, 0.1) if t.size_pt >= smallest), key=lambda t: -t.y) if box else []
    return box, " ".join(t.text for t in runs)


def _shows(shape: Shape) -> bool:
    return shape.visible is None or (shape.visible.width > 0 and shape.visible.height > 0)


def cells_after(page: PageRead, cell: Box, smallest: float = 0.0) -> list[str]:
    """The words of each cell of the row that `cell` starts, left to right after it (see `cell_at`)."""
    row = sorted((s.box for s in page.shapes if abs(s.box.y - cell.y) < 0.05 and abs(s.box.top - cell.top) < 0.05
                  and s.box.x > cell.x + cell.width / 2), key=lambda b: b.x)
    return [cell_at(page, box.x + box.width / 2, box.y + box.height / 2, smallest)[1] for box in row]


def lines_from(page: PageRead, first: TextRun | None) -> str:
    """The words of a wrapped line of text (a title over its table) from its first line on: the lines
    under it that start at its x, one line's step apart."""
    lines = [first] if first else []
    while lines and (below := [t for t in page.texts if abs(t.x - lines[-1].x) < 0.3
                               and 0.1 < lines[-1].y - t.y < lines[-1].size_pt * 0.53]):
        lines.append(max(below, key=lambda t: t.y))
    return " ".join(t.text for t in lines)


def marks_problems(words: str, wanted: Iterable[tuple[str, str, bool]]) -> Iterable[str]:
    """For each (what, its words, chosen), a problem unless the words are printed, each time followed by
    the designer mark exactly when they are chosen (words running on into a digit are others: 'tank 1' is
    not printed in 'tank 12'). `words`: the page's, spaces normalised."""
    for what, want, chosen in wanted:
        want = " ".join(want.split())
        ends = [end for at in _places(words, want)
                for end in [words[at + len(want):at + len(want) + 1]] if not end.isdigit()]
        if not ends:
            yield f"{what} is not printed as the data gives it ({want!r})"
        elif any((end == MARK) != chosen for end in ends):
            yield f"{what} " + ("lacks the designer mark, which the data gives it" if chosen else
                                "carries the designer mark, but the data gives it as stated")


def _places(words: str, want: str) -> list[int]:
    """Where `want` starts in `words`, every time (times that overlap too), as `str.find` finds them."""
    found, at = [], words.find(want)
    while 0 <= at < len(words):
        found.append(at)
        at = words.find(want, at + 1)
    return found


def key_problem(words: str) -> str | None:
    """The marks' key printed on a page where nothing carries the mark, or missing where something does."""
    if (KEY in words) == (MARK in words.replace(KEY, "")):
        return None
    return f"the key {KEY!r} is " + ("printed, but nothing on the sheet carries the mark" if KEY in words else
                                     "missing (a value on the sheet carries the mark)")
