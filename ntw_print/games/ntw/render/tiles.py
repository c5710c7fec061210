"""`unit-tiles.pdf` and `section-tiles.pdf`: every tile drawn from one layout, values from the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ....core.errors import LayoutError
from ....print.layout.scale_bar import STAMP_MIN_PT, stamp_text
from ....print.layout.sheet import Box, paper
from ....print.layout.text import wrap
from ....core.marks import MARK, marked
from ..layout.tiles import (MARK_SPOT, STAMP_PT, UNLIMITED_WORD_AT, SectionTileLayout, UnitTileLayout,
                            section_tile_layout, unit_tile_layout)
from ..model.templates import section_tile_template
from ..rules.tiles import UNLIMITED, AmmoTrack, SectionTile, UnitTile, section_tiles, unit_tiles
from ....print.render.draw import GREY, INK, PAPER, cap_height, colour, fit_size, polygon, readable_on, rect, text
from ....print.render.pdf import FONT, FONT_BOLD, measure, text_width
from ....print.render.piece_sheet import Piece, piece_pages
from ....print.symbols.pictograms import draw_symbol

if TYPE_CHECKING:
    from ..loader import Game

LINE = 0.25  # box outlines, mm
START_LINE = 0.7  # outline of the box a technical marker starts on
UNUSED_FILL = HexColor("#e4e4e4")  # ammunition boxes above the stock
LABEL_INK = HexColor("#55554f")
INFINITY = "\u221e"

def boxed_text(canvas: Canvas, box: Box, value: str, size_pt: float, piece: str, *, bold: bool = False,
               fill: Color = INK, anchor: str = "middle", min_pt: float = 6.0, dy: float = 0.0) -> None:
    """`value` fitted to the box's width, its cap height centred on the box's middle (plus dy)."""
    size = fit_size(value, FONT_BOLD if bold else FONT, box.width, size_pt, min_pt, piece)
    x = {"start": box.x, "middle": box.x + box.width / 2, "end": box.right}[anchor]
    text(canvas, x, box.y + box.height / 2 + dy - cap_height(size) / 2, value, size, bold=bold, fill=fill,
         anchor=anchor)


def background(canvas: Canvas, box: Box, bleed: float, band: Box, band_colour: Color) -> None:
    """White tile with its name band in the side's colour, both running into the bleed."""
    art = box.grow(bleed)
    rect(canvas, art, fill=PAPER)
    rect(canvas, Box(art.x, box.y + band.y, art.width, art.top - box.y - band.y), fill=band_colour)


def band_text(canvas: Canvas, box: Box, layout: UnitTileLayout | SectionTileLayout, title: str, label: str,
              ink: Color, piece: str) -> None:
    size = layout.template.type_sizes.title
    boxed_text(canvas, shifted(layout.title, box), title, size, piece, bold=True, fill=ink, anchor="start")
    boxed_text(canvas, shifted(layout.side_label, box), label, size - 2, piece, bold=True, fill=ink, anchor="end")


def shifted(inner: Box, tile: Box) -> Box:
    """A layout box (relative to the tile) placed on the page."""
    return Box(tile.x + inner.x, tile.y + inner.y, inner.width, inner.height)


# Unit tiles

def unit_tile_drawer(game: Game, tile: UnitTile, layout: UnitTileLayout, stamp: str = ""):
    """The tile's face; `stamp` (which print it is) at the foot of its band where the template asks."""
    side = game.sides[tile.side]
    band_colour, tint = colour(side.colour), colour(side.tint)
    piece = f"unit tile {tile.key}"
    pt, words = layout.template.type_sizes, layout.template.words
    symbols = game.symbols

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        background(canvas, box, bleed, layout.band, band_colour)
        band_text(canvas, box, layout, tile.title, tile.side_name.upper(), readable_on(band_colour), piece)
        if layout.stamp is not None and stamp:
            boxed_text(canvas, shifted(layout.stamp, box), stamp, STAMP_PT, piece, fill=readable_on(band_colour),
                       anchor="end", min_pt=STAMP_MIN_PT)
        for field, header in layout.headers.items():
            boxed_text(canvas, shifted(header, box), getattr(words, field), pt.column_label, piece, bold=True,
                       fill=LABEL_INK)
        for index, (line, row) in enumerate(zip(tile.weapons, layout.rows)):
            if index % 2 == 0:
                rect(canvas, shifted(row.row, box), fill=tint)
            symbol_box = shifted(row.symbol, box)
            draw_symbol(canvas, line.symbol, symbol_box.x + symbol_box.width / 2,
                        symbol_box.y + symbol_box.height / 2, symbol_box.width - 1.0, INK, symbols)
            boxed_text(canvas, shifted(row.short, box), line.short, pt.weapon, piece, bold=True, anchor="start")
            value_box(canvas, shifted(row.attack, box), str(line.attack), pt.attack, piece)
            value_box(canvas, shifted(row.response, box), str(line.response), pt.response, piece)
            boxed_text(canvas, shifted(row.dice, box), str(line.dice), pt.dice, piece, bold=True)
            ammo_track(canvas, box, row.track, row.track_area, line.track, band_colour, tint, pt.ammunition, piece)
            for field in line.chosen:
                spot = row.marks[field] if field != "ammo" or line.track.unlimited else row.track_marks[line.track.stock - 1]
                designer_mark(canvas, shifted(spot, box), pt.column_label)
        for label, stat_box, value in ((words.defence, layout.defence, tile.defence),
                                       (words.move, layout.move, tile.move), (words.load, layout.load, tile.load)):
            stat(canvas, shifted(stat_box, box), label, str(value), band_colour, pt, piece)
        for field in tile.chosen:
            designer_mark(canvas, shifted(layout.stat_marks[field], box), pt.column_label)

    return draw


def value_box(canvas: Canvas, box: Box, value: str, size_pt: float, piece: str) -> None:
    rect(canvas, box, fill=PAPER, stroke=INK, width=LINE)
    boxed_text(canvas, box.grow(-1.0), value, size_pt, piece, bold=True)


def designer_mark(canvas: Canvas, spot: Box, size_pt: float) -> None:
    """The lozenge of a value the rules do not give, centred in its spot."""
    text(canvas, spot.x + spot.width / 2, spot.y + spot.height / 2 - cap_height(size_pt) / 2, MARK, size_pt,
         bold=True, fill=LABEL_INK, anchor="middle")


def ammo_track(canvas: Canvas, tile: Box, boxes: tuple[Box, ...], area: Box, track: AmmoTrack,
               accent: Color, tint: Color, size_pt: float, piece: str) -> None:
    if track.unlimited:
        place = shifted(area, tile)
        text(canvas, place.x + 1.0, place.y + place.height / 2 - cap_height(16) / 2, INFINITY, 16, bold=True)
        word = Box(place.x + UNLIMITED_WORD_AT, place.y, place.width - UNLIMITED_WORD_AT, place.height)
        boxed_text(canvas, word, UNLIMITED, size_pt, piece, anchor="start")
        return
    for ammo, layout_box in zip(track.boxes, boxes):
        place = shifted(layout_box, tile)
        if ammo.grey:
            rect(canvas, place, fill=UNUSED_FILL, stroke=GREY, width=LINE)
            boxed_text(canvas, place, str(ammo.number), size_pt, piece, fill=GREY)
        elif ammo.start:
            rect(canvas, place.grow(-START_LINE / 2), fill=tint, stroke=accent, width=START_LINE)
            boxed_text(canvas, place, str(ammo.number), size_pt + 1, piece, bold=True)
        else:
            rect(canvas, place, fill=PAPER, stroke=INK, width=LINE)
            boxed_text(canvas, place, str(ammo.number), size_pt, piece)


def stat(canvas: Canvas, box: Box, label: str, value: str, accent: Color, pt, piece: str) -> None:
    rect(canvas, box, fill=PAPER, stroke=accent, width=0.5, radius=1.0)
    label_box = Box(box.x, box.top - 5.0, box.width, 4.0)
    boxed_text(canvas, label_box, label, pt.column_label, piece, bold=True, fill=LABEL_INK)
    value_area = Box(box.x + 1.0, box.y, box.width - 2.0, box.height - 4.0)
    boxed_text(canvas, value_area, value, pt.stat, piece, bold=True)


def unit_tile_pieces(game: Game, stamp: str = "") -> list[Piece]:
    layout = unit_tile_layout(game)
    return [Piece(tile.key, layout.width, layout.height, unit_tile_drawer(game, tile, layout, stamp),
                  marked=tile.marked)
            for tile in unit_tiles(game)]


def unit_tile_sheet(game: Game, options) -> list:
    """`unit-tiles.pdf`: every unit tile, one face (with which print it is, where the template asks)."""
    return piece_pages(unit_tile_pieces(game, stamp_text(options.stamp)), paper(options.paper, options.bleed),
                       options.duplex, f"{game.info.name} unit tiles", options.back_offset, game.info.credit)


# Section tiles

def range_side_drawer(game: Game, tile: SectionTile, layout: SectionTileLayout):
    band_colour, tint = colour(game.sides[tile.side].colour), colour(game.sides[tile.side].tint)
    piece = f"section tile {tile.key} (range side)"
    pt, words = layout.template.type_sizes, layout.template.words
    star_heading = words.star_heading.format(die=game.info.die.sides)
    symbols = game.symbols
    marks = tile.marked  # a column for the marks, so the ranges stay aligned

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        background(canvas, box, bleed, layout.band, band_colour)
        band_text(canvas, box, layout, tile.title, words.range_side, readable_on(band_colour), piece)
        boxed_text(canvas, shifted(layout.range_heading, box), words.range_heading, pt.column_label, piece,
                   bold=True, fill=LABEL_INK, anchor="start")
        for index, (line, cell) in enumerate(zip(tile.ranges, layout.range_cells)):
            place = shifted(cell, box)
            if index % 2 == 0:
                rect(canvas, place, fill=tint)
            range_row(canvas, place, line.symbol, line.name, line.hexes, line.label, pt, piece, symbols,
                      line.chosen if marks else None)
        boxed_text(canvas, shifted(layout.star_heading, box), marked(star_heading, tile.star_chosen), pt.column_label,
                   piece, bold=True, fill=LABEL_INK)
        star(canvas, box, layout, tile, tint, piece)
        outcome_lines = [o.label for o in tile.outcomes]
        if outcome_lines:
            boxed_text(canvas, shifted(layout.outcomes, box), "   ".join(outcome_lines), pt.range_name, piece,
                       bold=True)

    return draw


def range_row(canvas: Canvas, place: Box, symbol: str, name: str, hexes: int | None, label: str, pt,
              piece: str, symbols, mark: bool | None = None) -> None:
    """A weapon's symbol, name and range; with `mark` not None, a column at the right end for the designer
    mark, printed when `mark` is True."""
    symbol_w = place.height
    draw_symbol(canvas, symbol, place.x + symbol_w / 2, place.y + place.height / 2, symbol_w - 1.6, INK, symbols)
    if mark is not None:
        spot = Box(place.right - MARK_SPOT - 0.3, place.y + (place.height - MARK_SPOT) / 2, MARK_SPOT, MARK_SPOT)
        if mark:
            designer_mark(canvas, spot, pt.column_label)
        place = Box(place.x, place.y, spot.x - place.x, place.height)
    value_w = 9.0
    if hexes is None:  # unlimited: the sign and the word
        word_w = text_width(label, FONT, pt.column_label) + 0.5
        boxed_text(canvas, Box(place.right - word_w - 0.5, place.y, word_w, place.height), label, pt.column_label,
                   piece, anchor="end")
        value_w = word_w + 0.5 + text_width(INFINITY, FONT_BOLD, pt.range) + 1.0
        text(canvas, place.right - word_w - 1.5, place.y + place.height / 2 - cap_height(pt.range) / 2, INFINITY,
             pt.range, bold=True, anchor="end")
    else:
        boxed_text(canvas, Box(place.right - value_w, place.y, value_w - 0.5, place.height), label, pt.range,
                   piece, bold=True, anchor="end")
    name_box = Box(place.x + symbol_w + 0.5, place.y, place.width - symbol_w - value_w - 1.5, place.height)
    name_lines(canvas, name_box, name, pt.range_name, pt.range_name_two_lines, piece)


def name_lines(canvas: Canvas, box: Box, name: str, one_line_pt: float, two_lines_pt: float, piece: str) -> None:
    """A weapon's name on one line, or on two smaller ones when one line would shrink it."""
    lines = wrap(name, box.width, two_lines_pt, False, measure)
    if text_width(name, FONT, one_line_pt) <= box.width or len(lines) != 2:
        boxed_text(canvas, box, name, one_line_pt, piece, anchor="start")
        return
    leading = two_lines_pt * 0.4
    for n, line in enumerate(lines):
        boxed_text(canvas, box, line, two_lines_pt, piece, anchor="start", dy=leading * (0.5 - n))


def star(canvas: Canvas, box: Box, layout: SectionTileLayout, tile: SectionTile, tint: Color, piece: str) -> None:
    faces = {cell.offset: cell.faces for cell in tile.star}
    flats = layout.star_hex_across_flats
    for cell in layout.star:
        corners = [(box.x + x, box.y + y) for x, y in cell.corners]
        cx, cy = box.x + cell.centre[0], box.y + cell.centre[1]
        if cell.offset not in faces:  # the target
            polygon(canvas, corners, fill=INK, stroke=INK, width=LINE)
            draw_symbol(canvas, "crosshair", cx, cy, flats * 0.7, PAPER)
            continue
        near = max(abs(cell.offset.q), abs(cell.offset.r), abs(cell.offset.s)) == 1
        polygon(canvas, corners, fill=tint if near else PAPER, stroke=INK, width=LINE)
        label = ", ".join(map(str, faces[cell.offset]))
        boxed_text(canvas, Box(cx - flats * 0.5, cy - flats * 0.3, flats, flats * 0.6), label,
                   layout.template.type_sizes.face, piece, bold=True)


def status_side_drawer(game: Game, tile: SectionTile, layout: SectionTileLayout):
    band_colour, tint = colour(game.sides[tile.side].colour), colour(game.sides[tile.side].tint)
    piece = f"section tile {tile.key} (status side)"
    pt, words = layout.template.type_sizes, layout.template.words

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        background(canvas, box, bleed, layout.band, band_colour)
        band_text(canvas, box, layout, tile.title, words.status_side, readable_on(band_colour), piece)
        boxed_text(canvas, shifted(layout.status_heading, box), words.status_heading, pt.column_label, piece,
                   bold=True, fill=LABEL_INK, anchor="start")
        for index, (line, row, value, spot) in enumerate(zip(tile.statuses, layout.status_rows, layout.status_values,
                                                             layout.status_marks)):
            place, value_place = shifted(row, box), shifted(value, box)
            if index % 2 == 0:
                rect(canvas, place, fill=tint)
            rect(canvas, value_place, fill=PAPER, stroke=band_colour, width=0.5, radius=1.0)
            boxed_text(canvas, value_place, line.label, pt.status_value, piece, bold=True)
            if line.chosen:
                designer_mark(canvas, shifted(spot, box), pt.column_label)
            area = Box(value_place.right + 2.5, place.y, place.right - value_place.right - 3.5, place.height)
            status_words(canvas, area, line.name, line.condition, pt, piece)

    return draw


def status_words(canvas: Canvas, box: Box, name: str, condition: str, pt, piece: str) -> None:
    """The status name on top, its condition in up to two lines below, centred in the row."""
    lines = wrap(condition, box.width, pt.status_condition, False, measure)
    if len(lines) > 2:
        raise_too_long(piece, condition, box.width)
    leading = pt.status_condition * 0.42
    block = 5.2 + leading * len(lines)
    top = box.y + box.height / 2 + block / 2
    boxed_text(canvas, Box(box.x, top - 4.2, box.width, 4.2), name, pt.status_name, piece, bold=True,
               anchor="start")
    for n, line in enumerate(lines):
        text(canvas, box.x, top - 5.2 - leading * (n + 1) + 0.9, line, pt.status_condition, anchor="start")


def raise_too_long(piece: str, value: str, width: float) -> None:
    raise LayoutError(f"{piece}: '{value}' needs more than two lines of {width:.1f} mm; shorten it in the data")


def section_tile_pieces(game: Game) -> list[Piece]:
    tiles = section_tiles(game)
    if not tiles:
        return []
    layout = section_tile_layout(section_tile_template(game), len(tiles[0].ranges), len(tiles[0].statuses))
    return [Piece(tile.key, layout.width, layout.height, range_side_drawer(game, tile, layout),
                  status_side_drawer(game, tile, layout), marked=tile.marked, back_marked=tile.back_marked)
            for tile in tiles]


def section_tile_sheet(game: Game, options) -> list:
    """`section-tiles.pdf`: range side on the front pages, status side behind it on the back pages."""
    return piece_pages(section_tile_pieces(game), paper(options.paper, options.bleed), options.duplex,
                       f"{game.info.name} section tiles", options.back_offset, game.info.credit)
