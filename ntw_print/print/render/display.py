"""Draws the display list (print/layout/display.py): one function for each type of thing placed."""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import Point
from ..layout.display import Words
from .draw import INK, colour, text


def draw_words(canvas: Canvas, words: Words, at: Point | None = None, ink: Color = INK) -> None:
    """`words` in the frame whose origin stands at `at` on the page (the page's own when None), in
    their colour or else `ink`."""
    x, y = (words.x, words.y) if at is None else (at[0] + words.x, at[1] + words.y)
    text(canvas, x, y, words.text, words.size, bold=words.bold, fill=colour(words.colour) if words.colour else ink,
         anchor=words.anchor)
