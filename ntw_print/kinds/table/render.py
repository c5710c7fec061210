"""Draws a sheet of tables: each cell a ruled box (tinted for headers and alternate rows)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...print.components import BuildOptions
from ...print.layout.sheet import Box
from ...print.render.display import draw_ink, draw_words
from ...print.render.draw import INK, NEUTRAL, colour, rect
from ...print.render.pdf import Page, measure
from ..frame import frame, page_count
from ..frame_render import draw_head
from ...print.layout.display import Ink
from .layout import TableBlock, plan
from .schema import TableSheet

RULE = 0.2
TINTS = {"header": NEUTRAL, "row-header": NEUTRAL, "shade": colour("#f3f1ea")}


def pages(sheet: TableSheet, options: BuildOptions, art=None) -> list[Page]:
    if sheet.cards:
        from .cards import card_pages

        return card_pages(sheet, options, measure)
    page_frame = frame(options.paper, sheet)
    placed, blocks = plan(sheet, options.paper, measure)
    on_page: list[list[tuple[Box, TableBlock | Ink]]] = [[] for _ in range(page_count(placed))]
    keyed = [False] * len(on_page)  # pages that print a designer mark carry the key
    for index, (where, block) in enumerate(zip(placed, blocks)):
        on_page[where.page].append((where.box, block))
        keyed[where.page] |= sheet.marks and index < len(sheet.tables) and bool(sheet.tables[index].chosen_cells())

    def drawer(items: list[tuple[Box, TableBlock | Ink]], key: bool):
        def draw(canvas: Canvas) -> None:
            draw_head(canvas, page_frame, sheet, key)
            for box, block in items:
                if isinstance(block, Ink):
                    draw_ink(canvas, box.x, box.top, block)
                else:
                    draw_block(canvas, box.x, box.top, block)
        return draw

    return [Page(page_frame.width, page_frame.height, drawer(items, key), label=f"tables page {n + 1}")
            for n, (items, key) in enumerate(zip(on_page, keyed))]


def draw_block(canvas: Canvas, x: float, top: float, block: TableBlock) -> None:
    for line in block.title:
        draw_words(canvas, line, (x, top))
    for cell in block.cells:
        box = Box(x + cell.box.x, top + cell.box.y, cell.box.width, cell.box.height)
        rect(canvas, box, fill=TINTS[cell.tint] if cell.tint else None, stroke=INK, width=RULE)
        for line in cell.lines:
            draw_words(canvas, line, (x, top))
    for note in block.notes:
        draw_words(canvas, note, (x, top))
