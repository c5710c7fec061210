"""Draws a sheet of text beside a map (map_sheet.py): the head, the columns, the map through the game's
own drawing, and its key."""

from __future__ import annotations

from typing import Callable, Hashable

from reportlab.pdfgen.canvas import Canvas

from ...print.layout.sheet import Box
from ...print.render.blocks import check_glyphs
from ...print.render.display import draw_words
from ...print.render.display import draw_ink
from ..table.render import draw_block
from .map_sheet import KeyEntry, MapPage

DrawMap = Callable[[Canvas, Box], None]
DrawIcon = Callable[[Canvas, KeyEntry, Box], None]
DrawRowIcon = Callable[[Canvas, Hashable, Box], None]


def draw_map_page(canvas: Canvas, sheet: MapPage, draw_map: DrawMap, icon: DrawIcon | None = None,
                  row_icon: DrawRowIcon | None = None) -> None:
    """The whole sheet; `draw_map` draws the map into its box, `icon` a key entry's icon into its box,
    `row_icon` a table row's icon (MapSheet.row_icons) into its box.
    LayoutError, naming the sheet, for a character the font has no glyph for."""
    for _, words in sheet.places:
        for line in words:
            check_glyphs(line.text, sheet.name)
    for words in sheet.head:
        draw_words(canvas, words)
    for box, column in sheet.columns:
        draw_ink(canvas, box.x, box.top, column.ink)
        for x, top, table in column.tables:
            draw_block(canvas, box.x + x, box.top + top, table)
            for cell in table.cells:
                if row_icon is not None and cell.icon_box is not None:
                    at = cell.icon_box
                    row_icon(canvas, cell.icon, Box(box.x + x + at.x, box.top + top + at.y, at.width, at.height))
    draw_map(canvas, sheet.map_box)
    draw_ink(canvas, *sheet.key_at, sheet.key)
    for entry, box in sheet.icons:
        if icon is not None:
            icon(canvas, entry, box)
