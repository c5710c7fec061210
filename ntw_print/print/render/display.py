"""Draws the display list (print/layout/display.py): one function for each type of thing placed.

Each takes `at`, where the origin of the frame the thing was placed in stands on the page (the
page's own origin when None)."""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import Point
from ..layout.display import Arc, Disc, Ink, Rule, Ruled, Shape, Words
from ..layout.sheet import Box
from .draw import INK, colour, polygon, rect, text

DASH = (1.6, 1.2)  # a dashed rule's mm on, mm off
DISC_LINE = 0.3  # a disc's outline, mm


def draw_words(canvas: Canvas, words: Words, at: Point | None = None, ink: Color = INK) -> None:
    """`words` in their colour, or else in `ink`; turned ones in a frame of their own."""
    x, y = _placed(words.x, words.y, at)
    fill = colour(words.colour) if words.colour else ink
    if words.rotation is None:
        text(canvas, x, y, words.text, words.size, bold=words.bold, fill=fill, anchor=words.anchor)
        return
    canvas.saveState()
    canvas.translate(x, y)
    canvas.rotate(words.rotation)
    text(canvas, 0, 0, words.text, words.size, bold=words.bold, fill=fill, anchor=words.anchor)
    canvas.restoreState()


def draw_ruled(canvas: Canvas, ruled: Ruled, at: Point | None = None) -> None:
    x, y = _placed(ruled.box.x, ruled.box.y, at)
    rect(canvas, Box(x, y, ruled.box.width, ruled.box.height), fill=_colour(ruled.fill), stroke=_colour(ruled.stroke),
         width=ruled.width, radius=ruled.radius)


def draw_disc(canvas: Canvas, disc: Disc, at: Point | None = None) -> None:
    x, y = _placed(*disc.centre, at)
    canvas.saveState()
    if disc.fill:
        canvas.setFillColor(colour(disc.fill))
    if disc.stroke:
        canvas.setStrokeColor(colour(disc.stroke))
        canvas.setLineWidth(DISC_LINE)
    canvas.circle(x, y, disc.radius, stroke=int(bool(disc.stroke)), fill=int(bool(disc.fill)))
    canvas.restoreState()


def draw_shape(canvas: Canvas, shape: Shape, at: Point | None = None) -> None:
    polygon(canvas, [_placed(px, py, at) for px, py in shape.points], fill=colour(shape.fill))


def draw_rule(canvas: Canvas, rule: Rule, at: Point | None = None) -> None:
    canvas.saveState()
    canvas.setStrokeColor(colour(rule.colour))
    canvas.setLineWidth(rule.width)
    if rule.dashed:
        canvas.setDash(list(DASH), 0)
    canvas.line(*_placed(*rule.start, at), *_placed(*rule.end, at))
    canvas.restoreState()


def draw_arc(canvas: Canvas, arc: Arc, at: Point | None = None) -> None:
    canvas.saveState()
    canvas.setStrokeColor(colour(arc.colour))
    canvas.setLineWidth(arc.width)
    (cx, cy), r = _placed(*arc.centre, at), arc.radius
    canvas.arc(cx - r, cy - r, cx + r, cy + r, arc.start, arc.extent)
    canvas.restoreState()


def _placed(x: float, y: float, at: Point | None) -> Point:
    """A point of the frame on the page."""
    return (x, y) if at is None else (at[0] + x, at[1] + y)


def _colour(value: str | None) -> Color | None:
    return colour(value) if value else None


def draw_ink(canvas: Canvas, x: float, top: float, ink: Ink) -> None:
    """A block with its top-left corner at (x, top): boxes, discs, shapes, rules and arcs, then words."""
    at = (x, top)
    for ruled in ink.boxes:
        draw_ruled(canvas, ruled, at)
    for disc in ink.discs:
        draw_disc(canvas, disc, at)
    for shape in ink.shapes:
        draw_shape(canvas, shape, at)
    for rule in ink.rules:
        draw_rule(canvas, rule, at)
    for arc in ink.arcs:
        draw_arc(canvas, arc, at)
    for words in ink.words:
        draw_words(canvas, words, at)
