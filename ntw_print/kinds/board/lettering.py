"""Words on a board drawn beyond a plain line of text: cell labels with a rim of their cell's colour
(`label_halo`), and texts with letter spacing, italics or a halo (a town's name over the roads)."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import MM_PER_PT
from ...print.layout.display import Words
from ...print.render.display import draw_words
from ...print.layout.display import readable_on
from ...print.render.draw import colour
from ...print.render.pdf import FONT, FONT_BOLD, FONT_ITALIC, text_width
from ...print.render.text_runs import TextRuns
from .layout import Cell

HALO_MM = 0.5  # a label's rim


def draw_labels(canvas: Canvas, grid, labelled: Sequence[tuple[Cell, Words]]) -> None:
    """Each cell's label in ink that reads on its colour; with `label_halo`, over a rim of that colour
    (all the rims first, then all the ink, each as one run of text)."""
    if not grid.label_halo:
        for cell, words in labelled:
            draw_words(canvas, words, ink=_ink(cell.fill))
        return
    for outline in (True, False):
        canvas.saveState()  # the stroke-only text mode of the rims must not outlive them
        canvas.setLineWidth(HALO_MM)
        canvas.setLineJoin(1)
        runs, last = TextRuns(canvas, outline=outline), None
        for cell, words in labelled:
            ink = _colour(cell.fill) if outline else _ink(cell.fill)
            if ink is not last:
                runs.colour(ink, stroke=outline)
                last = ink
            runs.font(FONT, words.size * MM_PER_PT)
            runs.show(words.x - _width(words.text, words.size) / 2, words.y, words.text)
        runs.draw()
        canvas.restoreState()


@functools.lru_cache(maxsize=4096)
def _width(text: str, size: float) -> float:
    return text_width(text, FONT, size)


@functools.lru_cache(maxsize=256)
def _colour(fill: str):
    return colour(fill)


@functools.lru_cache(maxsize=256)
def _ink(fill: str):
    """The ink that reads on `fill`."""
    return _colour(readable_on(fill))


def lettering(canvas: Canvas, words: Words, style) -> None:
    """Words as a board text (`style`) letters them: spaced, italic, over a rim of their halo colour."""
    font = FONT_ITALIC if style.italic else (FONT_BOLD if words.bold else FONT)  # no bold italic is embedded
    width = text_width(words.text, font, words.size) + style.spacing * (len(words.text) - 1)
    left = words.x - width / 2
    for halo in ((True, False) if style.halo else (False,)):
        canvas.saveState()
        text = canvas.beginText()
        text.setFont(font, words.size * MM_PER_PT)
        text.setCharSpace(style.spacing)
        if halo:
            text.setTextRenderMode(1)
            text.setStrokeColor(colour(style.halo))
            canvas.setLineWidth(0.9)
            canvas.setStrokeAlpha(0.85)
        else:
            text.setFillColor(colour(words.colour) if words.colour else colour("#24292e"))
        text.setTextOrigin(left, words.y)
        text.textOut(words.text)
        canvas.drawText(text)
        canvas.restoreState()
