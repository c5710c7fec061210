"""The unit tile and the section tile as boxes in mm (origin: the tile's bottom-left corner), from
their templates in `templates/`. Every unit tile uses the same layout; its size follows from the
data: one row per weapon of the unit with most weapons, ATK boxes the size of the marker that
covers them, and ammunition tracks of boxes the size of the marker that sits on them.

A designer value's mark has its own small spot in a top corner of the value's box, clear of the
value itself (which stands in the box's middle) and of the labels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....grids.hex import Hex, Layout, ring
from ..rules.tiles import max_weapons, track_length
from ....print.layout.sheet import Box
from ..model.templates import SectionTileTemplate, UnitTileTemplate, unit_tile_template

if TYPE_CHECKING:
    from ..loader import Game

STAR_RADIUS = 2  # rings of the miss matrix star around the target
UNLIMITED_WORD_AT = 7.0  # mm into the track, where the word "unlimited" starts after its sign
MARK_SPOT = 2.2  # mm, the square a designer mark is printed in
STAT_LABEL = 5.0  # mm at the top of a DEF, MOVE or LOAD box, for its label
STAMP_PT = 4.5  # which print a tile is, at the foot of its name band (template `stamp: true`)
STAMP_ROOM = (0.6, 2.0)  # mm: the stamp's box, this far above the band's foot and this tall


def mark_spot(box: Box, inset: float = 0.3, below: float = 0.0) -> Box:
    """The designer mark's square in the box's top right corner (`below` the top by that much more)."""
    return Box(box.right - inset - MARK_SPOT, box.top - inset - below - MARK_SPOT, MARK_SPOT, MARK_SPOT)


@dataclass(frozen=True)
class WeaponRow:
    row: Box  # the whole row, for its background
    symbol: Box
    short: Box
    attack: Box  # large ATK: a NO EFFECT marker covers it
    response: Box  # small ATK: a NO EFFECT marker covers it
    dice: Box
    track: tuple[Box, ...]  # ammunition box n is track[n - 1]; a technical marker sits on it
    track_area: Box  # where "unlimited" goes
    marks: dict[str, Box]  # attack, response, dice, unlimited ammo -> where its designer mark goes
    track_marks: tuple[Box, ...]  # a limited stock's designer mark, in the corner of its box


@dataclass(frozen=True)
class UnitTileLayout:
    template: UnitTileTemplate
    width: float
    height: float
    band: Box
    title: Box
    side_label: Box
    headers: dict[str, Box]  # the column's field in the template's words (attack, ...) -> box, above the rows
    rows: tuple[WeaponRow, ...]
    defence: Box
    move: Box
    load: Box
    stat_marks: dict[str, Box]  # defence, move, load -> where its designer mark goes
    stamp: Box | None = None  # where the print stamp stands, when the template asks for it


def unit_tile_layout(game: Game) -> UnitTileLayout:
    """The one layout of every unit tile of the game."""
    template = unit_tile_template(game)
    m = template.measures
    atk = game.markers[template.markers.covers_attack].size
    tech = game.markers[template.markers.sits_on_ammunition].size
    rows_count = max_weapons(game)
    length = track_length(game)
    row_h = max(atk, tech)
    gap = m.marker_gap
    track_w = max(length * tech + (length - 1) * gap, tech)
    # columns, left to right
    x_symbol = m.margin
    x_short = x_symbol + m.symbol_column
    x_attack = x_short + m.short_name_column + m.column_gap
    x_response = x_attack + atk + gap
    x_dice = x_response + atk + m.column_gap
    x_track = x_dice + m.dice_column + m.column_gap
    x_stat = x_track + track_w + m.column_gap + 1.0
    width = x_stat + m.stat_column + m.margin
    rows_h = rows_count * row_h + (rows_count - 1) * gap
    height = m.margin + rows_h + m.column_labels + m.name_band
    rows_top = m.margin + rows_h
    rows = []
    for i in range(rows_count):
        y = rows_top - (i + 1) * row_h - i * gap
        attack = Box(x_attack, y + (row_h - atk) / 2, atk, atk)
        response = Box(x_response, y + (row_h - atk) / 2, atk, atk)
        dice = Box(x_dice, y, m.dice_column, row_h)
        track = tuple(Box(x_track + n * (tech + gap), y + (row_h - tech) / 2, tech, tech) for n in range(length))
        infinity = Box(x_track, y, UNLIMITED_WORD_AT, row_h)  # the sign before the word "unlimited"
        rows.append(WeaponRow(
            row=Box(m.row_inset, y - gap / 2, x_stat - m.column_gap / 2 - m.row_inset, row_h + gap),
            symbol=Box(x_symbol, y, m.symbol_column, row_h),
            short=Box(x_short, y, m.short_name_column, row_h),
            attack=attack, response=response, dice=dice, track=track,
            track_area=Box(x_track, y, track_w, row_h),
            marks={"attack": mark_spot(attack), "response": mark_spot(response), "dice": mark_spot(dice),
                   "ammo": mark_spot(infinity, 1.0)},
            track_marks=tuple(mark_spot(b, 1.0) for b in track),  # inside the start box's border
        ))
    headers = {  # by field, not by the words printed: two columns may be given the same words
        "attack": Box(x_attack, rows_top, atk, m.column_labels),
        "response": Box(x_response, rows_top, atk, m.column_labels),
        "dice": Box(x_dice, rows_top, m.dice_column, m.column_labels),
        "ammunition": Box(x_track, rows_top, track_w, m.column_labels),
    }
    stat_h = (rows_h + m.column_labels - 2 * m.stat_gap) / 3
    stats = [Box(x_stat, m.margin + k * (stat_h + m.stat_gap), m.stat_column, stat_h) for k in (2, 1, 0)]
    band = Box(0.0, height - m.name_band, width, m.name_band)
    title_w = width * m.title_share
    return UnitTileLayout(
        template=template, width=width, height=height, band=band,
        title=Box(m.margin, band.y, title_w - m.margin, m.name_band),
        side_label=Box(title_w, band.y, width - title_w - m.margin, m.name_band),
        headers=headers, rows=tuple(rows), defence=stats[0], move=stats[1], load=stats[2],
        stat_marks={name: mark_spot(b, 1.0, STAT_LABEL) for name, b in zip(("defence", "move", "load"), stats)},
        stamp=Box(title_w, band.y + STAMP_ROOM[0], width - title_w - m.margin, STAMP_ROOM[1]) if template.stamp
        else None,
    )


@dataclass(frozen=True)
class StarHex:
    offset: Hex  # from the target hex (0, 0, 0)
    centre: tuple[float, float]
    corners: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class SectionTileLayout:
    template: SectionTileTemplate
    width: float
    height: float
    band: Box
    title: Box
    side_label: Box
    range_heading: Box
    range_cells: tuple[Box, ...]  # one per weapon, filled down the columns
    star_heading: Box
    star: tuple[StarHex, ...]  # target first, then every cell of the star
    star_hex_across_flats: float
    outcomes: Box  # the faces that are not hexes, beside the star
    status_heading: Box
    status_rows: tuple[Box, ...]
    status_values: tuple[Box, ...]
    status_marks: tuple[Box, ...]  # where a STAT's designer mark goes, inside the top corner of its box


def star_geometry(centre: tuple[float, float], across_flats: float) -> tuple[StarHex, ...]:
    """The target hex and its two rings, flat-top, as page points (y up) around `centre`."""
    layout = Layout.flat_from_flat_to_flat(across_flats)
    hexes = [Hex(0, 0, 0)] + [h for radius in range(1, STAR_RADIUS + 1) for h in ring(Hex(0, 0, 0), radius)]
    cx, cy = centre
    result = []
    for h in hexes:
        x, y = layout.hex_to_point(h)
        corners = tuple((cx + px, cy - py) for px, py in layout.corners(h))
        result.append(StarHex(h, (cx + x, cy - y), corners))
    return tuple(result)


def section_tile_layout(template: SectionTileTemplate, weapons: int, statuses: int) -> SectionTileLayout:
    """Range side (weapon ranges on the left, the miss matrix star on the right) and status side."""
    m = template.measures
    width, height = m.width, m.height
    band = Box(0.0, height - m.name_band, width, m.name_band)
    top = band.y - 1.5
    range_heading = Box(m.margin, top - m.column_labels, m.range_column, m.column_labels)
    row_h = min(m.range_row, (range_heading.y - m.margin) / weapons)
    cells = tuple(Box(m.margin, range_heading.y - (i + 1) * row_h, m.range_column, row_h) for i in range(weapons))
    side_x = m.margin + m.range_column + m.column_gap
    side_w = width - m.margin - side_x
    star_heading = Box(side_x, top - m.column_labels, side_w, m.column_labels)
    outcomes = Box(side_x, m.margin, side_w, m.outcome_row)
    room_h = star_heading.y - outcomes.top
    span = 3 * STAR_RADIUS + 2  # corner-to-corner radii across the star
    flats = min(room_h / (2 * STAR_RADIUS + 1), side_w * math.sqrt(3) / span)
    star_centre = (side_x + side_w / 2, outcomes.top + room_h / 2)
    status_heading = Box(m.margin, top - m.column_labels, width - 2 * m.margin, m.column_labels)
    status_h = (status_heading.y - m.margin) / statuses
    status_rows = tuple(Box(m.margin, status_heading.y - (k + 1) * status_h, width - 2 * m.margin, status_h)
                        for k in range(statuses))
    value_h = min(m.status_value, status_h - 2.0)
    values = tuple(Box(r.x, r.y + (r.height - value_h) / 2, m.status_value, value_h) for r in status_rows)
    title_w = width * m.title_share
    return SectionTileLayout(
        template=template, width=width, height=height, band=band,
        title=Box(m.margin, band.y, title_w - m.margin, m.name_band),
        side_label=Box(title_w, band.y, width - title_w - m.margin, m.name_band),
        range_heading=range_heading, range_cells=cells, star_heading=star_heading,
        star=star_geometry(star_centre, flats), star_hex_across_flats=flats, outcomes=outcomes,
        status_heading=status_heading, status_rows=status_rows, status_values=values,
        status_marks=tuple(mark_spot(value, inset=0.8) for value in values),
    )
