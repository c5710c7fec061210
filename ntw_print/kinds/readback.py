"""Reading charts back from the page: ruled boxes, the tables they form, the words inside them.

Kinds draw their cells and boxes as stroked rectangles; these helpers find them in a PDF read back
by verify/pdfread.py, with no knowledge of the layout code.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..print.layout.sheet import Box
from ..print.readback.pdfread import PageRead, Shape
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
    """The sheet's title and credit line, which every page carries."""
    texts = {t.text for t in page.texts}
    return [f"page {page.number}: the sheet's {what} {words!r} is missing"
            for what, words in (("title", head.title), ("credit line", head.credit)) if words and words not in texts]


def read_grids(page: PageRead) -> list[list[list[tuple[Box, str]]]]:
    """Every group of ruled boxes that touch (a table) on the page, as its rows top down, each row its
    cells left to right, each cell its box and the words inside it."""
    found = []
    for grid in touching_groups([s.box for s in ruled_boxes(page)]):
        tops = distinct(b.top for b in grid)[::-1]
        found.append([[(b, words_in(page, b)) for b in sorted((b for b in grid if abs(b.top - top) < TOUCH),
                                                                key=lambda b: b.x)] for top in tops])
    return found


def read_tables(page: PageRead) -> list[list[list[str]]]:
    """Every table on the page, each as its rows top down, each row its cells' words left to right."""
    return [[[words for _, words in row] for row in grid] for grid in read_grids(page)]
