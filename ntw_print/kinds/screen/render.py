"""Draws each screen on two pages: the outside, then the inside where a duplex print lands it
behind the outside (turned half round when the sheet turns over its horizontal edge)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...print.components import BuildOptions
from ...print.layout.sheet import PRINTER_MARGIN_MM, SCALE_BAR_ROOM_MM, Box, Segment, crop_marks
from ...print.render.draw import GREY, fitted_text
from ...print.render.pdf import Page, measure
from ...print.render.display import draw_ink
from ..table.render import draw_block
from .layout import FOOT_MIN_PT, FOOT_PT, Face, face, foot_line, foot_room, placement
from .schema import ScreenSheet

MIN_MARK_MM = 1.0  # a crop mark cut shorter than this is left out


def pages(sheet: ScreenSheet, options: BuildOptions, art=None) -> list[Page]:
    found = []
    for screen in sheet.screens:
        where = placement(screen, options.paper, options.duplex, options.back_offset)
        for name, trim, turned in (("outside", where.outside, False), ("inside", where.inside, where.turned)):
            drawn = face(screen, name, measure, screen.name)
            label = f"{sheet.title}: {screen.name}, {name}"
            foot = foot_line(sheet.title, screen, sheet.credit)
            found.append(Page(where.width, where.height, _drawer(drawn, trim, turned, where.width,
                                                                 foot if name == "outside" else ""), trim=trim,
                              crop_marks=_printable_marks(trim, where.width, where.height), label=label))
    return found


def _printable_marks(trim: Box, width: float, height: float) -> list[Segment]:
    """The crop marks round `trim`, each cut short at the printer's margin: the room kept for marks
    holds the outside's, and the back offset may move the inside's closer to the paper's edge."""
    printable = Box(0.0, 0.0, width, height).grow(-PRINTER_MARGIN_MM)
    marks = []
    for (x0, y0), (x1, y1) in crop_marks([trim], 0.0):
        if x0 == x1:  # across the paper's foot or head: shortened along y
            ends = sorted(min(max(y, printable.y), printable.top) for y in (y0, y1))
            mark = ((x0, ends[0]), (x0, ends[1]))
        else:
            ends = sorted(min(max(x, printable.x), printable.right) for x in (x0, x1))
            mark = ((ends[0], y0), (ends[1], y0))
        (a, b), (c, d) = mark
        if abs(c - a) + abs(d - b) >= MIN_MARK_MM:
            marks.append(mark)
    return marks


def _drawer(drawn: Face, trim: Box, turned: bool, width: float, foot: str):
    def draw(canvas: Canvas) -> None:
        if foot:  # on the outside's page, under its marks
            fitted_text(canvas, width / 2, PRINTER_MARGIN_MM + SCALE_BAR_ROOM_MM + 0.5, foot, foot_room(width),
                        FOOT_PT, FOOT_MIN_PT, "the screen's foot line", fill=GREY)
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
