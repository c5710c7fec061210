"""Draws an Ink block (see ink.py) at its place on a page."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..print.render.display import draw_arc, draw_disc, draw_rule, draw_ruled, draw_shape, draw_words
from .ink import Ink


def draw_ink(canvas: Canvas, x: float, top: float, ink: Ink) -> None:
    """Draw `ink` with its top-left corner at (x, top): boxes, discs, shapes, rules and arcs, then words."""
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
