"""Draws each screen on two pages: the outside, then the inside where a duplex print lands it
behind the outside (turned half round when the sheet turns over its horizontal edge)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...components import BuildOptions
from ...layout.sheet import Box, crop_marks
from ...render.pdf import Page, measure
from ..ink_render import draw_ink
from ..table.render import draw_block
from .layout import Face, face, placement
from .schema import ScreenSheet


def pages(sheet: ScreenSheet, options: BuildOptions, art=None) -> list[Page]:
    found = []
    for screen in sheet.screens:
        where = placement(screen, options.paper, options.duplex, options.back_offset)
        for name, trim, turned in (("outside", where.outside, False), ("inside", where.inside, where.turned)):
            drawn = face(screen, name, measure, screen.name)
            found.append(Page(where.width, where.height, _drawer(drawn, trim, turned), trim=trim,
                              crop_marks=crop_marks([trim], 0.0), label=f"{sheet.title}: {screen.name}, {name}"))
    return found


def _drawer(drawn: Face, trim: Box, turned: bool):
    def draw(canvas: Canvas) -> None:
        canvas.saveState()
        if turned:  # the screen's top-left corner at the trim's bottom-right, upside down
            canvas.translate(trim.right, trim.y)
            canvas.rotate(180)
        else:
            canvas.translate(trim.x, trim.top)
        draw_ink(canvas, 0.0, 0.0, drawn.ink)
        for x, top, table in drawn.tables:
            draw_block(canvas, x, top, table)
        canvas.restoreState()
    return draw
