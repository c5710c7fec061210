"""Draws an Ink block (see ink.py) at its place on a page."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..print.layout.sheet import Box
from ..print.render.draw import colour, polygon, rect, text
from .ink import Ink

DASH = (1.6, 1.2)  # mm on, mm off


def draw_ink(canvas: Canvas, x: float, top: float, ink: Ink) -> None:
    """Draw `ink` with its top-left corner at (x, top): boxes, discs, shapes, rules and arcs, then words."""
    for ruled in ink.boxes:
        box = Box(x + ruled.box.x, top + ruled.box.y, ruled.box.width, ruled.box.height)
        rect(canvas, box, fill=_colour(ruled.fill), stroke=_colour(ruled.stroke), width=ruled.width,
             radius=ruled.radius)
    for disc in ink.discs:
        canvas.saveState()
        if disc.fill:
            canvas.setFillColor(colour(disc.fill))
        if disc.stroke:
            canvas.setStrokeColor(colour(disc.stroke))
            canvas.setLineWidth(0.3)
        canvas.circle(x + disc.centre[0], top + disc.centre[1], disc.radius, stroke=int(bool(disc.stroke)),
                      fill=int(bool(disc.fill)))
        canvas.restoreState()
    for shape in ink.shapes:
        polygon(canvas, [(x + px, top + py) for px, py in shape.points], fill=colour(shape.fill))
    for rule in ink.rules:
        canvas.saveState()
        canvas.setStrokeColor(colour(rule.colour))
        canvas.setLineWidth(rule.width)
        if rule.dashed:
            canvas.setDash(list(DASH), 0)
        canvas.line(x + rule.start[0], top + rule.start[1], x + rule.end[0], top + rule.end[1])
        canvas.restoreState()
    for arc in ink.arcs:
        canvas.saveState()
        canvas.setStrokeColor(colour(arc.colour))
        canvas.setLineWidth(arc.width)
        cx, cy, r = x + arc.centre[0], top + arc.centre[1], arc.radius
        canvas.arc(cx - r, cy - r, cx + r, cy + r, arc.start, arc.extent)
        canvas.restoreState()
    for words in ink.words:
        text(canvas, x + words.x, top + words.y, words.text, words.size, bold=words.bold, fill=colour(words.colour),
             anchor=words.anchor)


def _colour(value: str | None):
    return colour(value) if value else None
