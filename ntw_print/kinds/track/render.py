"""Draws a sheet of tracks, flip-tracker leaves and areas, each block where the plan puts it."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...print.components import BuildOptions
from ...print.render.pdf import Page, measure
from ..frame import frame, page_count
from ..frame_render import draw_head
from ...print.layout.display import Ink
from ...print.render.display import draw_ink
from .layout import plan
from .schema import TrackSheet


def pages(sheet: TrackSheet, options: BuildOptions, art=None) -> list[Page]:
    page_frame = frame(options.paper, sheet, margin=sheet.margin)
    placed, blocks = plan(sheet, options.paper, measure)
    on_page: list[list[tuple[float, float, Ink]]] = [[] for _ in range(page_count(placed))]
    for where, (ink, _) in zip(placed, blocks):
        on_page[where.page].append((where.box.x, where.box.top, ink))

    def drawer(items: list[tuple[float, float, Ink]]):
        def draw(canvas: Canvas) -> None:
            draw_head(canvas, page_frame, sheet, sheet.marks)  # every page holds a marked label or none does
            for x, top, ink in items:
                draw_ink(canvas, x, top, ink)
        return draw

    return [Page(page_frame.width, page_frame.height, drawer(items), label=f"tracks page {n + 1}")
            for n, items in enumerate(on_page)]
