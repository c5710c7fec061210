"""What each unit tile and section tile prints, read from the data; no drawing here: each kind of tile
is a row of its face template (templates/unit-tile.yaml, section-tile.yaml), every field the template
reads as the words it prints, the row's copies the tiles printed of it (`{name} {copy}` titles a unit tile).

Every limited weapon gets an ammunition track; all tracks share one length (the largest stock of any
weapon on any tile), so a number above a weapon's stock is grey and its technical marker starts on the
highest number that is not grey.

A section tile shows, on its range side, every weapon's range and the miss matrix as cells of the
star around the target hex, and on its status side every status with its STAT value.

A value the data marks as a designer choice (a unit's or its weapon's `designer: [field]`, a weapon's
range, a STAT, the miss matrix's cells) is left out of the row's `stated:` fields, so that its
`{mark:field}` prints the designer mark.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.numbers import signed
from ....grids.hex import Hex
from .missmatrix import outcomes, star_offsets
from .ranges import UNLIMITED, range_label, weapon_range

if TYPE_CHECKING:
    from ..loader import Game
    from ..model.game import UnitWeapon

OUTCOME_WORDS = {"roll-again": "roll again", "on-target": "on target"}
PIECES_FILE = "pieces.yaml"
WEAPON_MARKS = ("attack", "response", "dice", "ammo")  # the values of a weapon row that may be chosen
UNIT_MARKS = ("defence", "move", "load")


def track_length(game: Game) -> int:
    """The common length of every ammunition track: the largest limited stock on any tile."""
    stocks = [armed.ammo for unit in game.units.values() for armed in unit.weapons if armed.ammo != UNLIMITED]
    return max(stocks, default=0)


def max_weapons(game: Game) -> int:
    """The most weapons any unit carries: the number of weapon rows on the tile layout."""
    return max(len(unit.weapons) for unit in game.units.values())


def star_faces(game: Game) -> dict[Hex, tuple[int, ...]]:
    """The cells of the miss matrix that are hexes (offsets from the target) with the faces sending a
    missed shot there."""
    by_offset: dict[Hex, list[int]] = {}
    for face, result in outcomes(game.miss_matrix).items():
        if result.offset is not None:
            by_offset.setdefault(result.offset, []).append(face)
    return {offset: tuple(faces) for offset, faces in by_offset.items()}


def matrix_outcomes(game: Game) -> list[str]:
    """The faces that name an outcome instead of a hex ("13, 20: roll again"), by lowest face."""
    by_outcome: dict[str, list[int]] = {}
    for face, result in outcomes(game.miss_matrix).items():
        if result.offset is None:
            by_outcome.setdefault(result.outcome, []).append(face)
    return [f"{', '.join(map(str, faces))}: {OUTCOME_WORDS.get(name, name.replace('-', ' '))}"
            for name, faces in sorted(by_outcome.items(), key=lambda item: item[1][0])]


def section_tile_counts(game: Game) -> dict[str, int]:
    """Section tiles per side, in the order of the game's sides (from pieces.yaml)."""
    counts = game.extras[PIECES_FILE].section_tiles
    return {side: counts[side] for side in game.sides if counts.get(side)}


INK, GREY, GREYED, WHITE, NONE = "#1a1a1a", "#a0a0a0", "#e4e4e4", "#ffffff", "none"  # ink, and no paint
INFINITY = "\u221e"


def _row(values: dict, chosen: set[str], copies: int) -> dict:
    return {**{key: str(value) for key, value in values.items()}, "copies": copies,
            "stated": " ".join(key for key in values if key not in chosen)}


def _weapon_values(game: Game, i: int, armed: UnitWeapon | None, side, length: int) -> tuple[dict, set[str]]:
    """Row `i` of a unit tile: empty, its boxes unpainted, where the unit has no weapon `i`; a limited
    weapon's boxes 1..`length`, grey above its stock, the technical marker's start on the stock."""
    weapon = game.weapons[armed.weapon] if armed else None
    stock = armed.ammo if armed and armed.ammo != UNLIMITED else None
    values = {f"symbol{i}": weapon.symbol if weapon else "", f"short{i}": weapon.short if weapon else "",
              f"attack{i}": armed.attack if armed else "", f"response{i}": armed.response if armed else "",
              f"dice{i}": weapon.dice if weapon else "", f"stripe{i}": side.tint if armed and i % 2 else NONE,
              f"box{i}": WHITE if armed else NONE, f"line{i}": INK if armed else NONE,
              f"infinity{i}": INFINITY if armed and stock is None else "",
              f"unlimited{i}": UNLIMITED if armed and stock is None else ""}
    for j in range(1, length + 1):
        plain, start, grey = stock is not None and j != stock, j == stock, stock is not None and j > stock
        values |= {f"ammo{i}_{j}": j if plain else "", f"ammo_ink{i}_{j}": GREY if plain and grey else INK,
                   f"ammo_fill{i}_{j}": (GREYED if grey else WHITE) if plain else NONE,
                   f"ammo_line{i}_{j}": (GREY if grey else INK) if plain else NONE,
                   f"start{i}_{j}": j if start else "", f"start_fill{i}_{j}": side.tint if start else NONE,
                   f"start_line{i}_{j}": side.colour if start else NONE}
    marks = {field for field in WEAPON_MARKS if armed and (field in armed.designer or field in weapon.designer)}
    chosen = {f"{field}{i}" for field in ("attack", "response", "dice") if field in marks}
    if "ammo" in marks:
        chosen.add(f"unlimited{i}" if stock is None else f"start{i}_{stock}")
    return values, chosen


def unit_rows(game: Game) -> list[dict]:
    """A row per unit, its count the copies (`{name} {copy}` titles a tile)."""
    rows, length = [], track_length(game)
    for unit in game.units.values():
        side = game.sides[unit.side]
        values = {"id": unit.id, "name": unit.name, "side": side.name.upper(), "colour": side.colour,
                  "defence": unit.defence, "move": unit.move, "load": unit.load}
        chosen = {field for field in UNIT_MARKS if field in unit.designer}
        for i in range(1, max_weapons(game) + 1):
            armed = unit.weapons[i - 1] if i <= len(unit.weapons) else None
            more, marks = _weapon_values(game, i, armed, side, length)
            values |= more
            chosen |= marks
        rows.append(_row(values, chosen, unit.count))
    return rows


def section_rows(game: Game) -> list[dict]:
    """A row per side that has section tiles, its count the copies: every weapon's range, the miss
    matrix's star and outcomes, every status's STAT."""
    return [_section_row(game, game.sides[side], count) for side, count in section_tile_counts(game).items()]


def _section_row(game: Game, side, copies: int) -> dict:
    values = {"id": f"section-{side.id}", "side_name": side.name, "colour": side.colour, "die": game.info.die.sides,
              "star": "", "outcomes": "   ".join(matrix_outcomes(game))}
    chosen = {"star"} if "cells" in game.miss_matrix.designer else set()
    for i, weapon in enumerate(game.weapons.values(), start=1):
        limited, label = weapon_range(game, weapon.id) is not None, range_label(game, weapon.id)
        values |= {f"range_symbol{i}": weapon.symbol, f"range_stripe{i}": side.tint if i % 2 else NONE,
                   f"range_name{i}": weapon.name if limited else "", f"unlimited_name{i}": "" if limited else weapon.name,
                   f"range{i}": label if limited else "", f"range_infinity{i}": "" if limited else INFINITY,
                   f"range_unlimited{i}": "" if limited else label}
        chosen |= {f"range{i}" if limited else f"range_unlimited{i}"} if "range" in weapon.designer else set()
    faces = star_faces(game)
    for n, offset in enumerate(star_offsets(), start=1):
        near = max(abs(offset.q), abs(offset.r), abs(offset.s))
        values |= {f"face{n}": ", ".join(map(str, faces.get(offset, ()))),
                   f"hex_fill{n}": INK if near == 0 else side.tint if near == 1 else WHITE}
    for k, status in enumerate(game.statuses.values(), start=1):
        values |= {f"stat{k}": signed(status.modifier, "-"), f"status_name{k}": status.name,
                   f"condition{k}": status.condition, f"status_stripe{k}": side.tint if k % 2 else NONE}
        chosen |= {f"stat{k}"} if "modifier" in status.designer else set()
    return _row(values, chosen, copies)
