"""Read a finished PDF back: page boxes, every piece of text with its place, strokes, fills, fonts.

Everything is in millimetres with the origin at the page's bottom-left corner, like the layout
code. A form XObject is read through its transformation and clipping path; one made only of paths
placed inside another form (a motif placed many times in a drawing that is itself a form, such as
a hex's texture in a board's ground) is read as one shape, its bounds, with no fill or stroke.
pdfium (C, fast) walks the page objects (page_walk.py); pypdf opens the file strictly and lists the fonts
(pdffonts.py). Nothing here knows about games: it only says what is on the paper.
"""

from __future__ import annotations

import bisect
import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pypdfium2 as pdfium

from ...core.geometry import Point
from ..layout.sheet import Box
from .pdffonts import FontRead, structure

Colour = tuple[int, int, int]
LINE_POINTS = 2  # by default only straight lines keep their points; other outlines keep their bounds


@dataclass(frozen=True)
class TextRun:
    """One text-show operation: the string, where its baseline starts, how big and which way up."""

    text: str
    x: float
    y: float
    box: Box
    size_pt: float
    angle: float  # degrees, counter-clockwise
    font: str
    embedded: bool
    stroked_only: bool = False  # outline text, such as a halo behind a label
    centre: Point = (0.0, 0.0)  # the middle of its box, filled in on creation

    def __post_init__(self) -> None:
        object.__setattr__(self, "centre", centre_of(self.box))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickled as plain values, its box's included (what is read ahead is pickled across: a
        quarter quicker to write and to read back than a dataclass's own way)."""
        box = self.box
        return _run_of, (self.text, self.x, self.y, box.x, box.y, box.width, box.height, self.size_pt, self.angle,
                         self.font, self.embedded, self.stroked_only, self.centre)


def _run_of(text: str, x: float, y: float, left: float, bottom: float, width: float, height: float, size_pt: float,
            angle: float, font: str, embedded: bool, stroked_only: bool, centre: Point) -> TextRun:
    """A pickled text run made again (TextRun.__reduce__), without the dataclasses' __init__."""
    box = _new(Box)
    box.__dict__.update(x=left, y=bottom, width=width, height=height)
    run = _new(TextRun)
    run.__dict__.update(text=text, x=x, y=y, box=box, size_pt=size_pt, angle=angle, font=font, embedded=embedded,
                        stroked_only=stroked_only, centre=centre)
    return run


_new = object.__new__


def centre_of(box: Box) -> Point:
    return (box.x + box.width / 2, box.y + box.height / 2)


@dataclass(frozen=True)
class Shape:
    """One painted path: its bounds, fill and stroke, and its corner points when it is small."""

    box: Box
    fill: Colour | None
    stroke: Colour | None
    stroke_width: float
    points: tuple[Point, ...]  # in page mm; empty for long outlines
    visible: Box | None = None  # the part of `box` its clipping path lets show (None: all of it)

    @property
    def is_line(self) -> bool:
        """A single straight stroked segment (a crop mark, a tick, a rule)."""
        return self.fill is None and self.stroke is not None and len(self.points) == 2


@dataclass(frozen=True)
class PlacedSymbol:
    """A symbol placed as a form, with the name it was marked with (render/forms.py `place`)."""

    name: str
    box: Box


@dataclass(frozen=True)
class BadGlyph:
    """A character printed without a glyph in its font (it shows as an empty box or nothing)."""

    x: float
    y: float
    code: int


@dataclass
class PageRead:
    number: int  # 1-based
    media: Box
    trim: Box | None
    bleed: Box | None
    texts: list[TextRun] = field(default_factory=list)
    shapes: list[Shape] = field(default_factory=list)
    bad_glyphs: list[BadGlyph] = field(default_factory=list)
    symbols: list[PlacedSymbol] = field(default_factory=list)
    images: int = 0
    rotation: int = 0  # degrees clockwise a viewer and a printer turn the page (its /Rotate)

    @functools.cached_property
    def lines(self) -> list[Shape]:
        """The straight stroked segments among the shapes (found once a page: every check of marks asks)."""
        return [s for s in self.shapes if s.is_line]

    @functools.cached_property
    def extents(self) -> list[tuple[float, float, float, float, bool]]:
        """(left, bottom, right, top, more than a speck) of everything drawn: for quick area tests."""
        found = [(t.box.x, t.box.y, t.box.right, t.box.top, True) for t in self.texts]
        return found + [(s.box.x, s.box.y, s.box.right, s.box.top, s.box.width * s.box.height > 1.0)
                        for s in self.shapes]

    # what is found in a range across the page by bisection (a sheet of counters asks for each of its
    # hundreds of boxes); each asker holds the few found to its own test
    @functools.cached_property
    def text_middles(self) -> Across:
        return Across(self.texts, lambda t: t.centre[0])

    @functools.cached_property
    def text_lefts(self) -> Across:
        return Across(self.texts, lambda t: t.box.x)

    @functools.cached_property
    def shape_lefts(self) -> Across:
        """The shapes by the left edge of what shows of them."""
        return Across(self.shapes, lambda s: (s.visible or s.box).x)

    @functools.cached_property
    def extent_middles(self) -> Across:
        return Across(self.extents, lambda e: (e[0] + e[2]) / 2)

    @functools.cached_property
    def symbol_middles(self) -> Across:
        return Across(self.symbols, lambda s: s.box.x + s.box.width / 2)

    def texts_in(self, box: Box, margin: float = 0.0) -> list[TextRun]:
        """Text runs lying wholly inside the box grown by `margin`."""
        x0, y0 = box.x - margin - 0.05, box.y - margin - 0.05
        x1, y1 = box.right + margin + 0.05, box.top + margin + 0.05
        return [t for t in self.text_lefts.between(x0, x1)
                if t.box.x >= x0 and t.box.y >= y0 and t.box.x + t.box.width <= x1 and t.box.y + t.box.height <= y1]


class Across:
    """Things (of a page) sorted by where they lie across it, to find those that may lie from `low` to
    `high` (mm) by bisection: a few more, never fewer (a slack of a micrometre), in their own order."""

    SLACK = 0.001

    def __init__(self, things: list[Any], at: Callable[[Any], float]) -> None:
        where = [at(thing) for thing in things]
        self.things = things
        self.order = sorted(range(len(things)), key=where.__getitem__)
        self.at = [where[i] for i in self.order]

    def between(self, low: float, high: float) -> list[Any]:
        first = bisect.bisect_left(self.at, low - self.SLACK)
        picked = self.order[first:bisect.bisect_right(self.at, high + self.SLACK)]
        return [self.things[i] for i in sorted(picked)]


@dataclass
class PdfRead:
    path: Path
    size: int
    pages: list[PageRead]
    fonts: list[FontRead]
    structure_problems: list[str]
    not_finite: list[tuple[int, str]] = field(default_factory=list)  # (page, operand) of a `nan` in the drawing
    page_count: int | None = None  # the file's pages, when only the first of them were read (`pages`)

    @property
    def pages_in_file(self) -> int:
        return len(self.pages) if self.page_count is None else self.page_count


def read_pdf(path: Path, points: int = LINE_POINTS, first_pages: int | None = None) -> PdfRead:
    """Everything the checkers need from one file (structure problems instead of exceptions).

    Outlines of up to `points` segments keep their corner points (2: straight lines only). With
    `first_pages`, only those pages are read and searched for numbers that are not finite (the whole
    file's structure and fonts still are): the print-and-play file's, whose other pages are held to be
    those of the files it gathers, each read whole.
    """
    from .page_walk import read_page

    size = path.stat().st_size
    problems, fonts, not_finite = structure(path, first_pages)
    try:
        document = pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError as exc:
        return PdfRead(path, size, [], fonts, problems + [f"pdfium cannot open it: {exc}"], not_finite)
    try:
        total = len(document)
        pages = [read_page(document, index, points) for index in range(min(first_pages or total, total))]
    finally:
        document.close()
    return PdfRead(path, size, pages, fonts, problems, not_finite, None if first_pages is None else total)
