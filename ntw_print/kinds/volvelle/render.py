"""Draws each disc of a volvelle: its cut outline (with the pointer's tab), the pivot, the rings'
marks turned to read outwards, the windows to cut out, and its name."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...print.components import BuildOptions
from ...print.layout.polar import arc, polar
from ...print.render.draw import GREY, INK, colour, polygon, text
from ...print.render.pdf import Page, measure
from ..frame import page_count
from ..frame_render import draw_head
from .layout import BASELINE, POINTER, PT, Mark, Placed, plan
from .schema import VolvelleSheet

CUT = 0.3
WINDOW_FILL = colour("#d9d9d9")
PIVOT = 3.0


def outline(placed: Placed) -> list[tuple[float, float]]:
    """The disc's cut line from the pivot: a circle, with a pointed tab at the top when it points."""
    r = placed.plan.disc.radius
    if not placed.plan.disc.pointer:
        return arc(r, 0.0, 360.0)
    return [polar(r + POINTER, 0.0), *arc(r, 6.0, 354.0)]


def pages(sheet: VolvelleSheet, options: BuildOptions, art=None) -> list[Page]:
    if sheet.assembled:
        from .render_parts import assembled_pages

        return assembled_pages(sheet, options)
    page_frame, placed = plan(sheet, options.paper, measure)
    count = page_count(placed)

    def drawer(number: int):
        def draw(canvas: Canvas) -> None:
            draw_head(canvas, page_frame, sheet)
            for disc in (p for p in placed if p.page == number):
                _disc(canvas, disc)
        return draw

    return [Page(page_frame.width, page_frame.height, drawer(n), label=f"{sheet.title}, page {n + 1}")
            for n in range(count)]


def _disc(canvas: Canvas, placed: Placed) -> None:
    cx, cy = placed.centre
    canvas.saveState()
    canvas.translate(cx, cy)
    polygon(canvas, outline(placed), stroke=INK, width=CUT)
    for window in placed.plan.windows:
        polygon(canvas, list(window), fill=WINDOW_FILL, stroke=INK, width=CUT)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.2)
    canvas.line(-PIVOT, 0, PIVOT, 0)
    canvas.line(0, -PIVOT, 0, PIVOT)
    for mark in (*placed.plan.marks, *placed.plan.labels):
        _mark(canvas, mark, GREY if mark in placed.plan.labels else INK)
    text(canvas, 0, -PIVOT - 4.0, placed.plan.disc.name, 7, bold=True, fill=GREY)
    canvas.restoreState()


def _mark(canvas: Canvas, mark: Mark, ink) -> None:
    canvas.saveState()
    canvas.translate(*mark.at)
    canvas.rotate(-mark.angle)
    text(canvas, 0, -BASELINE * mark.size * PT, mark.text, mark.size, bold=ink == INK, fill=ink)
    canvas.restoreState()
