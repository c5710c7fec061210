"""Measured blocks of running text for sheets and cards: paragraphs, headed panels, stacked columns.

Sizes are in mm (the canvas is scaled to mm), type sizes in points. Every block is wrapped and
measured before anything is drawn, so a sheet knows whether its texts fit while it is planned.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph

from ...core.geometry import MM_PER_PT
from ...core.errors import LayoutError
from ..layout.sheet import Box
from .draw import INK, NEUTRAL_DARK, cap_height, rect, text
from .pdf import FONT, FONT_BOLD, register_fonts

UNBOUNDED = 10_000.0


def style(name: str, size_pt: float, *, bold: bool = False, ink: Color = INK, leading: float = 1.22,
          indent: float = 0.0) -> ParagraphStyle:
    """A paragraph style in mm for a canvas scaled to mm; `indent` leaves room for a bullet."""
    register_fonts()
    size = size_pt * MM_PER_PT
    return ParagraphStyle(name, fontName=FONT_BOLD if bold else FONT, fontSize=size, leading=size * leading,
                          textColor=ink, leftIndent=indent, bulletIndent=0, bulletFontName=FONT_BOLD,
                          bulletFontSize=size)


def check_glyphs(value: str, piece: str) -> None:
    """Fail when the embedded font has no glyph for a character (it would print as an empty box)."""
    register_fonts()
    face = pdfmetrics.getFont(FONT).face
    missing = sorted({ch for ch in value if ord(ch) >= 32 and ord(ch) not in face.charToGlyph})
    if missing:
        raise LayoutError(f"{piece}: the font has no glyph for {' '.join(missing)} in {value!r}")


def paragraph(value: str, paragraph_style: ParagraphStyle, piece: str, bullet: str | None = None) -> Paragraph:
    """Plain text (no markup) as a paragraph, checked for missing glyphs."""
    check_glyphs(value, piece)
    return Paragraph(escape(value), paragraph_style, bulletText=bullet)


def height_of(flowable: Flowable, width: float) -> float:
    height: float = flowable.wrap(width, UNBOUNDED)[1]
    return height


class Panel(Flowable):  # type: ignore[misc]  # reportlab ships no types: its Flowable is Any to mypy
    """Paragraphs under a small capitals heading; optionally on a tint with a coloured bar."""

    HEAD_PT = 7.0
    HEAD_GAP = 2.2
    PARA_GAP = 1.0
    BAR = 1.4

    def __init__(self, heading: str, body: list[Flowable], *, bar: Color | None = None,
                 tint: Color | None = None, heading_ink: Color = NEUTRAL_DARK, pad: float = 0.0):
        super().__init__()
        self.heading = heading
        self.body = body
        self.bar = bar
        self.tint = tint
        self.heading_ink = heading_ink
        self.pad = pad
        self.min_height = 0.0
        self.sizes: list[tuple[float, float]] = []

    def _inner_left(self) -> float:
        return self.pad + (self.BAR + 1.6 if self.bar is not None else 0.0)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        inner = avail_width - self._inner_left() - self.pad
        self.sizes = [f.wrap(inner, UNBOUNDED) for f in self.body]
        self.width = avail_width
        natural = (2 * self.pad + cap_height(self.HEAD_PT) + self.HEAD_GAP
                   + sum(h for _, h in self.sizes) + self.PARA_GAP * (len(self.body) - 1))
        self.height = max(natural, self.min_height)
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        if self.tint is not None:
            rect(canvas, Box(0, 0, self.width, self.height), fill=self.tint)
        if self.bar is not None:
            rect(canvas, Box(0, 0, self.BAR, self.height), fill=self.bar)
        left = self._inner_left()
        top = self.height - self.pad
        text(canvas, left, top - cap_height(self.HEAD_PT), self.heading.upper(), self.HEAD_PT, bold=True,
             fill=self.heading_ink, anchor="start")
        y = top - cap_height(self.HEAD_PT) - self.HEAD_GAP
        for flowable, (_, h) in zip(self.body, self.sizes):
            flowable.drawOn(canvas, left, y - h)
            y -= h + self.PARA_GAP


@dataclass(frozen=True)
class Block:
    """A measured flowable and the place of its top-left corner."""

    flowable: Flowable
    x: float
    top: float
    width: float
    height: float

    def moved(self, dy: float) -> "Block":
        return Block(self.flowable, self.x, self.top + dy, self.width, self.height)

    def draw(self, canvas: Canvas) -> None:
        self.flowable.drawOn(canvas, self.x, self.top - self.height)


def column(flowables: list[Flowable], x: float, top: float, width: float, gap: float) -> tuple[list[Block], float]:
    """Flowables stacked downwards from `top`; returns the blocks and the height they take."""
    blocks, y = [], top
    for flowable in flowables:
        height = height_of(flowable, width)
        blocks.append(Block(flowable, x, y, width, height))
        y -= height + gap
    return blocks, (top - y - gap) if blocks else 0.0


def row(panels: list[Panel], x: float, top: float, width: float, gap: float) -> tuple[list[Block], float]:
    """Panels side by side, each `width` wide and all as tall as the tallest."""
    tallest = max(height_of(p, width) for p in panels)
    blocks = []
    for i, panel in enumerate(panels):
        panel.min_height = tallest
        blocks.append(Block(panel, x + i * (width + gap), top, width, height_of(panel, width)))
    return blocks, tallest


def fit_column(blocks_height: float, room: float, piece: str, what: str) -> None:
    """Fail the build when a column of text is taller than the room it has."""
    if blocks_height > room + 1e-6:
        raise LayoutError(f"{piece}: {what} needs {blocks_height:.1f} mm but has {room:.1f} mm")
