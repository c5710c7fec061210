"""What the two player cards share: the A6 size, the insets, text styles and the coloured title band."""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ....print.layout.sheet import Box
from ....print.render.blocks import style
from ....print.render.draw import PAPER, cap_height, fitted_text, rect

CARD_WIDTH = 148.0  # A6 landscape: two cards fit one A4 or Letter sheet with bleed and crop marks
CARD_HEIGHT = 105.0
INSET = 5.0
BAND = 11.0
GAP = 3.0
LINE = 0.3

BODY = style("card-body", 7.6)
LIST = style("card-list", 7.6, indent=3.6)
SMALL = style("card-small", 6.6)
BOX_WORDS = style("card-box", 7.4, bold=True, leading=1.15)
BOX_WORDS_WHITE = style("card-box-white", 7.4, bold=True, ink=PAPER, leading=1.15)


def band(canvas: Canvas, box: Box, bleed: float, title: str, note: str, fill: Color, piece: str) -> None:
    """White card, title band in the side's colour running into the bleed."""
    art = box.grow(bleed)
    rect(canvas, art, fill=PAPER)
    rect(canvas, Box(art.x, box.top - BAND, art.width, BAND + bleed), fill=fill)
    fitted_text(canvas, box.x + INSET, box.top - BAND / 2 - cap_height(15) / 2, title, box.width * 0.6, 15, 10,
                piece, bold=True, fill=PAPER, anchor="start")
    fitted_text(canvas, box.right - INSET, box.top - BAND / 2 - cap_height(8) / 2, note, box.width * 0.35, 8, 6,
                piece, bold=True, fill=PAPER, anchor="end")


def inner_box(box: Box) -> Box:
    """The room on a card under its band, inside the insets."""
    return Box(box.x + INSET, box.y + INSET, box.width - 2 * INSET, box.height - BAND - 2 * INSET + 1)
