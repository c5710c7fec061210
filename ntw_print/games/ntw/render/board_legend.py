"""The title band along the top edge of a board: title, the key to terrain, roads, bridges,
floors, the house and the edge, a compass and the scale."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ....core.geometry import MM_PER_PT
from ....print.layout.sheet import Box
from ....grids.hex import Hex
from .board_art import BAND_INK, EDGE_WASH, PAPER_WHITE, TEXTURE, BoardArt
from .board_house import HOUSE_FLOOR, HOUSE_UPPER, WALL_INK, floor_badge
from ....kinds.board.paint import Patch, fill_cells, path_of_cells, stroke
from .board_roads import ROAD_STYLE
from ....kinds.board.roads import draw_bridge
from ....kinds.board.textures import paint_texture
from ....print.render.draw import colour
from ....print.render.pdf import FONT, FONT_BOLD, text_width
from ....core.marks import KEY, marked
from ..rules.board import board_marked

BAND_TEXT = PAPER_WHITE
SWATCH_MM = 11.0
LEGEND_TEMPLATE = "board-legend.yaml"  # the words of the key (templates/)


def draw_title_band(canvas: Canvas, art: BoardArt) -> None:
    """The band along the top edge: title, the key to terrain (with its protection), roads,
    buildings and the house, a compass and the scale."""
    band = art.geometry.title_band
    canvas.saveState()
    canvas.setFillColor(BAND_INK)
    canvas.rect(band.x - 10, band.y, band.width + 20, band.height + 10, stroke=0, fill=1)
    mid = band.y + band.height / 2
    x = band.x + art.geometry.column_step + 2
    game, board = art.game, art.board
    words = game.templates.model(LEGEND_TEMPLATE).words
    side = words.side.format(side=board.side, name=marked(board.name, board.chosen))
    key = KEY if board_marked(game, board) else ""
    _band_text(canvas, x, mid + 1.2, game.info.name.upper(), 15, FONT_BOLD, spacing=0.8)
    _band_text(canvas, x, mid - 6.2, side, 10, FONT)
    if key:
        _band_text(canvas, x, mid - 10.0, key, 6, FONT)
    x += max(text_width(game.info.name.upper(), FONT_BOLD, 15) + 0.8 * len(game.info.name),
             text_width(side, FONT, 10), text_width(key, FONT, 6)) + 14
    for item in _legend_items(art, words):
        x = item(canvas, x, mid) + 7
    _compass_and_scale(canvas, art, band, mid, words)
    canvas.restoreState()


def _band_text(canvas: Canvas, x: float, y: float, value: str, points: float, font: str = FONT,
               spacing: float = 0.0, ink: Color = BAND_TEXT, anchor: str = "start") -> float:
    """Text in the band; returns its width."""
    width = text_width(value, font, points) + spacing * max(len(value) - 1, 0)
    text = canvas.beginText()
    text.setFont(font, points * MM_PER_PT)
    text.setCharSpace(spacing)
    text.setFillColor(ink)
    text.setTextOrigin(x - (width / 2 if anchor == "middle" else 0), y)
    text.textOut(value)
    canvas.drawText(text)
    return width


def _swatch_cell(x: float, y: float, size: float = SWATCH_MM) -> Patch:
    radius = size / math.sqrt(3)
    corners = tuple((x + radius * math.cos(math.radians(60 * k)), y - radius * math.sin(math.radians(60 * k)))
                    for k in range(6))
    return Patch(Hex(3, -5, 2), (x, y), corners)


def _legend_items(art: BoardArt, words) -> list[Callable[[Canvas, float, float], float]]:
    """Drawers of the key's entries, each returning where the next may start."""
    items: list[Callable[[Canvas, float, float], float]] = []
    for record in art.game.terrain.values():
        if record.on_board:
            items.append(lambda c, x, y, t=record: _terrain_key(c, x, y, t, words))
    kinds = [kind for kind in ROAD_STYLE if any(road.kind == kind for road in art.board.roads)]
    if kinds:
        items.append(lambda c, x, y: _road_key(c, x, y, kinds, words))
    if any(art.board.is_bridge(h) for h in art.board.road_hexes()):
        items.append(lambda c, x, y: _bridge_key(c, x, y, words))
    if art.badges:
        items.append(lambda c, x, y: _floors_key(c, x, y, words))
    if art.board.house is not None:
        items.append(lambda c, x, y: _house_key(c, x, y, words))
    items.append(lambda c, x, y: _edge_key(c, x, y, words))
    return items


def _two_lines(canvas: Canvas, x: float, y: float, first: str, second: str) -> float:
    a = _band_text(canvas, x, y + 1.0, first, 6.5, FONT_BOLD)
    b = _band_text(canvas, x, y - 3.6, second, 6.0, FONT)
    return x + max(a, b)


def _terrain_key(canvas: Canvas, x: float, y: float, record, words) -> float:
    cell = _swatch_cell(x + SWATCH_MM * 0.58, y)
    base = colour(record.colour)
    fill_cells(canvas, [cell], base)
    canvas.saveState()
    canvas.clipPath(path_of_cells(canvas, [cell]), stroke=0, fill=0)
    paint_texture(canvas, TEXTURE.get(record.symbol), [cell], SWATCH_MM, base)
    canvas.restoreState()
    canvas.setStrokeColor(BAND_TEXT)
    canvas.setLineWidth(0.3)
    canvas.drawPath(path_of_cells(canvas, [cell]), stroke=1, fill=0)
    protection = marked(str(record.protection), "protection" in record.designer)
    return _two_lines(canvas, x + SWATCH_MM * 1.25, y, record.name, words.protection.format(protection=protection))


def _road_key(canvas: Canvas, x: float, y: float, kinds: Sequence[str], words) -> float:
    """Samples of each kind of road, stacked, and one caption: all are roads for the rules."""
    step = 6.0
    top = y + step * (len(kinds) - 1) / 2 - 1
    for i, kind in enumerate(kinds):
        style = ROAD_STYLE[kind]
        path = canvas.beginPath()
        path.moveTo(x, top - i * step)
        path.lineTo(x + 12, top - i * step)
        stroke(canvas, path, style.casing, style.width, cap=0)
        stroke(canvas, path, style.surface, style.surface_width, cap=0)
    names = ", ".join(words.road_kinds[kind] for kind in kinds)
    return _two_lines(canvas, x + 15, y, words.roads, words.roads_caption.format(kinds=names[0].upper() + names[1:]))


def _bridge_key(canvas: Canvas, x: float, y: float, words) -> float:
    canvas.setFillColor(colour("#a9cfe8"))
    canvas.rect(x + 2, y - 6, 8, 10, stroke=0, fill=1)
    path = canvas.beginPath()
    path.moveTo(x, y - 1)
    path.lineTo(x + 12, y - 1)
    street = ROAD_STYLE["street"]
    draw_bridge(canvas, [((x, y - 1), (x + 4, y - 1), (x + 8, y - 1), (x + 12, y - 1))], street)
    stroke(canvas, path, street.surface, street.surface_width, cap=0)
    return _two_lines(canvas, x + 15, y, words.bridge, words.bridge_caption)


def _floors_key(canvas: Canvas, x: float, y: float, words) -> float:
    floor_badge(canvas, (x + 5, y + 2.2), 3, 18.0)
    return _two_lines(canvas, x + 11, y, words.floors, words.floors_caption)


def _house_key(canvas: Canvas, x: float, y: float, words) -> float:
    for dx, fill in ((0, HOUSE_UPPER), (7, HOUSE_FLOOR)):
        canvas.setFillColor(fill)
        canvas.setStrokeColor(WALL_INK)
        canvas.setLineWidth(0.6)
        canvas.rect(x + dx, y - 5, 7, 9, stroke=1, fill=1)
    return _two_lines(canvas, x + 17, y, words.house, words.house_caption)


def _edge_key(canvas: Canvas, x: float, y: float, words) -> float:
    cell = _swatch_cell(x + SWATCH_MM * 0.58, y)
    fill_cells(canvas, [cell], colour("#eef0d6"))
    canvas.saveState()
    canvas.setFillColor(PAPER_WHITE)
    canvas.setFillAlpha(EDGE_WASH)
    canvas.drawPath(path_of_cells(canvas, [cell]), stroke=0, fill=1)
    canvas.restoreState()
    canvas.setStrokeColor(BAND_TEXT)
    canvas.setLineWidth(0.3)
    canvas.drawPath(path_of_cells(canvas, [cell]), stroke=1, fill=0)
    return _two_lines(canvas, x + SWATCH_MM * 1.25, y, words.half_hex, words.half_hex_caption)


def _compass_and_scale(canvas: Canvas, art: BoardArt, band: Box, mid: float, words) -> None:
    """A north arrow and one hex at full size with its ground distance, at the right end."""
    size = art.geometry.hex_size
    right = band.right - art.geometry.column_step - 2
    cell = _swatch_cell(right - size / math.sqrt(3), mid, size)
    canvas.setStrokeColor(BAND_TEXT)
    canvas.setLineWidth(0.3)
    canvas.drawPath(path_of_cells(canvas, [cell]), stroke=1, fill=0)
    cx = cell.center[0]
    path = canvas.beginPath()
    path.moveTo(cx - size / 2, mid - size * 0.2)
    path.lineTo(cx + size / 2, mid - size * 0.2)
    for end in (cx - size / 2, cx + size / 2):
        path.moveTo(end, mid - size * 0.2 - 0.8)
        path.lineTo(end, mid - size * 0.2 + 0.8)
    canvas.drawPath(path, stroke=1, fill=0)
    _band_text(canvas, cx, mid + 0.6, art.board.hex_across or words.one_hex, 6.5, FONT_BOLD, anchor="middle")
    _band_text(canvas, cx, mid - size * 0.2 - 3.2, f"{size:g} mm", 5.5, FONT, anchor="middle")
    north_x = cell.center[0] - size / math.sqrt(3) - 9
    arrow = canvas.beginPath()
    arrow.moveTo(north_x, mid + 6)
    arrow.lineTo(north_x + 3, mid - 4)
    arrow.lineTo(north_x, mid - 2)
    arrow.lineTo(north_x - 3, mid - 4)
    arrow.close()
    canvas.setFillColor(BAND_TEXT)
    canvas.drawPath(arrow, stroke=0, fill=1)
    _band_text(canvas, north_x, mid + 7.6, words.north, 8, FONT_BOLD, anchor="middle")
