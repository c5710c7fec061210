"""The unit tile and the section tile, declared once as boxes in mm (origin: the tile's bottom-left
corner). Every unit tile uses the same layout; its size follows from the data: one row per weapon
of the unit with most weapons, ATK boxes the size of the NO EFFECT marker that covers them, and
ammunition tracks of boxes the size of the technical marker that sits on them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..rules.hexgrid import Hex, Layout, ring
from ..rules.tiles import max_weapons, track_length
from .sheet import Box

# Markers that sit on a unit tile (ids in markers.yaml).
NO_EFFECT_MARKER = "no-effect"
TECHNICAL_MARKER = "technical"

# The unit tile's design, in mm.
PAD = 3.0  # nothing printed closer than this to the cut line
BAND = 10.0  # name band across the top, in the side's colour
HEADER = 4.5  # column labels above the weapon rows
COLUMN_GAP = 2.0  # between the columns of a weapon row
MARKER_GAP = 1.0  # between two boxes that markers sit on, so neighbouring markers never touch
SYMBOL_W = 8.0
SHORT_W = 11.0
STRIPE_INSET = 1.5  # weapon row backgrounds start this far from the cut line
DICE_W = 9.0
STAT_W = 16.0  # DEF / MOVE / LOAD column
STAT_GAP = 2.0

# The section tile: two across and three down on A4 and on Letter.
SECTION_W = 87.0
SECTION_H = 79.0
SECTION_BAND = 8.0
RANGE_W = 38.0  # the column of weapon ranges
RANGE_ROW = 8.0  # at most
OUTCOME_H = 5.0  # the faces that are not hexes, under the star
STAR_RADIUS = 2  # rings of the miss matrix star around the target
STATUS_VALUE_W = 14.0


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


@dataclass(frozen=True)
class UnitTileLayout:
    width: float
    height: float
    band: Box
    title: Box
    side_label: Box
    headers: dict[str, Box]  # column label -> box, above the weapon rows
    rows: tuple[WeaponRow, ...]
    defence: Box
    move: Box
    load: Box


def marker_size(game, marker_id: str) -> float:
    marker = game.markers.get(marker_id)
    if marker is None:
        raise ValueError(f"the unit tile needs the '{marker_id}' marker of markers.yaml to size its boxes")
    return marker.size


def unit_tile_layout(game) -> UnitTileLayout:
    """The one layout of every unit tile of the game."""
    atk = marker_size(game, NO_EFFECT_MARKER)
    tech = marker_size(game, TECHNICAL_MARKER)
    rows_count = max_weapons(game)
    length = track_length(game)
    row_h = max(atk, tech)
    track_w = max(length * tech + (length - 1) * MARKER_GAP, tech)
    # columns, left to right
    x_symbol = PAD
    x_short = x_symbol + SYMBOL_W
    x_attack = x_short + SHORT_W + COLUMN_GAP
    x_response = x_attack + atk + MARKER_GAP
    x_dice = x_response + atk + COLUMN_GAP
    x_track = x_dice + DICE_W + COLUMN_GAP
    x_stat = x_track + track_w + COLUMN_GAP + 1.0
    width = x_stat + STAT_W + PAD
    rows_h = rows_count * row_h + (rows_count - 1) * MARKER_GAP
    height = PAD + rows_h + HEADER + BAND
    rows_top = PAD + rows_h
    rows = []
    for i in range(rows_count):
        y = rows_top - (i + 1) * row_h - i * MARKER_GAP
        rows.append(WeaponRow(
            row=Box(STRIPE_INSET, y - MARKER_GAP / 2, x_stat - COLUMN_GAP / 2 - STRIPE_INSET, row_h + MARKER_GAP),
            symbol=Box(x_symbol, y, SYMBOL_W, row_h),
            short=Box(x_short, y, SHORT_W, row_h),
            attack=Box(x_attack, y + (row_h - atk) / 2, atk, atk),
            response=Box(x_response, y + (row_h - atk) / 2, atk, atk),
            dice=Box(x_dice, y, DICE_W, row_h),
            track=tuple(Box(x_track + n * (tech + MARKER_GAP), y + (row_h - tech) / 2, tech, tech)
                        for n in range(length)),
            track_area=Box(x_track, y, track_w, row_h),
        ))
    header_y = rows_top
    headers = {
        "ATK": Box(x_attack, header_y, atk, HEADER),
        "RESP": Box(x_response, header_y, atk, HEADER),
        "DICE": Box(x_dice, header_y, DICE_W, HEADER),
        "AMMO": Box(x_track, header_y, track_w, HEADER),
    }
    stat_h = (rows_h + HEADER - 2 * STAT_GAP) / 3
    stats = [Box(x_stat, PAD + k * (stat_h + STAT_GAP), STAT_W, stat_h) for k in (2, 1, 0)]
    band = Box(0.0, height - BAND, width, BAND)
    return UnitTileLayout(
        width=width, height=height, band=band,
        title=Box(PAD, band.y, width * 0.62 - PAD, BAND),
        side_label=Box(width * 0.62, band.y, width * 0.38 - PAD, BAND),
        headers=headers, rows=tuple(rows), defence=stats[0], move=stats[1], load=stats[2],
    )


@dataclass(frozen=True)
class StarHex:
    offset: Hex  # from the target hex (0, 0, 0)
    centre: tuple[float, float]
    corners: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class SectionTileLayout:
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


def section_tile_layout(weapons: int, statuses: int) -> SectionTileLayout:
    """Range side (weapon ranges on the left, the miss matrix star on the right) and status side."""
    width, height = SECTION_W, SECTION_H
    band = Box(0.0, height - SECTION_BAND, width, SECTION_BAND)
    top = band.y - 1.5
    range_heading = Box(PAD, top - HEADER, RANGE_W, HEADER)
    row_h = min(RANGE_ROW, (range_heading.y - PAD) / weapons)
    cells = tuple(Box(PAD, range_heading.y - (i + 1) * row_h, RANGE_W, row_h) for i in range(weapons))
    side_x = PAD + RANGE_W + COLUMN_GAP
    side_w = width - PAD - side_x
    star_heading = Box(side_x, top - HEADER, side_w, HEADER)
    outcomes = Box(side_x, PAD, side_w, OUTCOME_H)
    room_h = star_heading.y - outcomes.top
    span = 3 * STAR_RADIUS + 2  # corner-to-corner radii across the star
    flats = min(room_h / (2 * STAR_RADIUS + 1), side_w * math.sqrt(3) / span)
    star_centre = (side_x + side_w / 2, outcomes.top + room_h / 2)
    status_heading = Box(PAD, top - HEADER, width - 2 * PAD, HEADER)
    status_h = (status_heading.y - PAD) / statuses
    status_rows = tuple(Box(PAD, status_heading.y - (k + 1) * status_h, width - 2 * PAD, status_h)
                        for k in range(statuses))
    value_h = min(STATUS_VALUE_W, status_h - 2.0)
    values = tuple(Box(r.x, r.y + (r.height - value_h) / 2, STATUS_VALUE_W, value_h) for r in status_rows)
    return SectionTileLayout(
        width=width, height=height, band=band,
        title=Box(PAD, band.y, width * 0.6 - PAD, SECTION_BAND),
        side_label=Box(width * 0.6, band.y, width * 0.4 - PAD, SECTION_BAND),
        range_heading=range_heading, range_cells=cells, star_heading=star_heading,
        star=star_geometry(star_centre, flats), star_hex_across_flats=flats, outcomes=outcomes,
        status_heading=status_heading, status_rows=status_rows, status_values=values,
    )
