"""What each unit tile and section tile prints, read from the data; no drawing here. Each kind of tile
is a row of its face template in the end (`unit_rows`, `section_rows`).

Unit tiles are numbered 1..count per unit ("Infantry 3"). Every limited weapon gets an ammunition
track; all tracks share one length (the largest stock of any weapon on any tile), so a number above
a weapon's stock is grey and its technical marker starts on the highest number that is not grey.

A value the data marks as a designer choice (a unit's or its weapon's `designer: [field]`) is named in
the row's `chosen` fields, so the tile prints it with the designer mark.

A section tile shows, on its range side, every weapon's range and the miss matrix as cells of the
star around the target hex (its heading marked when the matrix's cells are designer values), and on
its status side every status with its STAT value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....grids.hex import Hex, ring
from .missmatrix import outcomes
from .ranges import range_label, weapon_range

if TYPE_CHECKING:
    from ..loader import Game

UNLIMITED = "unlimited"
OUTCOME_WORDS = {"roll-again": "roll again", "on-target": "on target"}
PIECES_FILE = "pieces.yaml"


@dataclass(frozen=True)
class AmmoBox:
    number: int
    grey: bool  # above the weapon's stock: never used
    start: bool  # the technical marker starts here


@dataclass(frozen=True)
class AmmoTrack:
    """Numbered boxes 1..length for a limited weapon; no boxes for an unlimited one."""

    stock: int | None  # None: unlimited
    boxes: tuple[AmmoBox, ...]

    @property
    def unlimited(self) -> bool:
        return self.stock is None


@dataclass(frozen=True)
class WeaponLine:
    weapon: str
    name: str
    short: str
    symbol: str
    attack: int  # large ATK, activation
    response: int  # small ATK, response
    dice: int
    track: AmmoTrack
    chosen: tuple[str, ...] = ()  # of attack, response, dice, ammo, in that order: designer values


WEAPON_MARKS = ("attack", "response", "dice", "ammo")  # the values of a weapon row that may be chosen
UNIT_MARKS = ("defence", "move", "load")


@dataclass(frozen=True)
class UnitTile:
    key: str  # unique on the sheet, e.g. "red-infantry-3"
    unit: str
    side: str
    side_name: str
    number: int
    title: str  # "Infantry 3"
    weapons: tuple[WeaponLine, ...]
    defence: int
    move: int
    load: int
    chosen: tuple[str, ...] = ()  # of defence, move, load, in that order: designer values


def track_length(game: Game) -> int:
    """The common length of every ammunition track: the largest limited stock on any tile."""
    stocks = [armed.ammo for unit in game.units.values() for armed in unit.weapons if armed.ammo != UNLIMITED]
    return max(stocks, default=0)


def ammo_track(stock: int | str, length: int) -> AmmoTrack:
    if stock == UNLIMITED:
        return AmmoTrack(None, ())
    boxes = tuple(AmmoBox(n, grey=n > stock, start=n == stock) for n in range(1, length + 1))
    return AmmoTrack(stock, boxes)


def unit_tiles(game: Game) -> list[UnitTile]:
    """Every unit tile in the box, in data order, numbered 1..count within each unit."""
    length = track_length(game)
    tiles = []
    for unit in game.units.values():
        lines = tuple(
            WeaponLine(
                weapon=armed.weapon,
                name=game.weapons[armed.weapon].name,
                short=game.weapons[armed.weapon].short,
                symbol=game.weapons[armed.weapon].symbol,
                attack=armed.attack,
                response=armed.response,
                dice=game.weapons[armed.weapon].dice,
                track=ammo_track(armed.ammo, length),
                chosen=tuple(field for field in WEAPON_MARKS if field in armed.designer
                                 or field in game.weapons[armed.weapon].designer),
            )
            for armed in unit.weapons
        )
        for number in range(1, unit.count + 1):
            tiles.append(UnitTile(
                key=f"{unit.id}-{number}", unit=unit.id, side=unit.side, side_name=game.sides[unit.side].name,
                number=number, title=f"{unit.name} {number}", weapons=lines,
                defence=unit.defence, move=unit.move, load=unit.load,
                chosen=tuple(field for field in UNIT_MARKS if field in unit.designer),
            ))
    return tiles


def max_weapons(game: Game) -> int:
    """The most weapons any unit carries: the number of weapon rows on the tile layout."""
    return max(len(unit.weapons) for unit in game.units.values())


@dataclass(frozen=True)
class RangeLine:
    weapon: str
    name: str
    symbol: str
    hexes: int | None  # None: unlimited
    label: str  # the range: "10" or "unlimited"
    chosen: bool = False  # the data marks the range a designer value


@dataclass(frozen=True)
class StarCell:
    offset: Hex  # from the target hex
    faces: tuple[int, ...]  # the d20 faces that send a missed shot here


@dataclass(frozen=True)
class MatrixOutcome:
    faces: tuple[int, ...]
    words: str  # "roll again"

    @property
    def label(self) -> str:
        return f"{', '.join(map(str, self.faces))}: {self.words}"


@dataclass(frozen=True)
class StatusLine:
    status: str
    name: str
    modifier: int
    label: str  # signed: "-3", "+1"
    condition: str
    chosen: bool = False  # the data marks the STAT a designer value


@dataclass(frozen=True)
class SectionTile:
    key: str
    side: str
    side_name: str
    number: int
    title: str  # "Red section 2"
    ranges: tuple[RangeLine, ...]
    star: tuple[StarCell, ...]
    outcomes: tuple[MatrixOutcome, ...]
    statuses: tuple[StatusLine, ...]
    star_chosen: bool = False  # the data marks the miss matrix's cells a designer value


def weapon_ranges(game: Game) -> tuple[RangeLine, ...]:
    """Every weapon of the game with its range, in data order."""
    return tuple(RangeLine(w.id, w.name, w.symbol, weapon_range(game, w.id), range_label(game, w.id),
                           "range" in w.designer) for w in game.weapons.values())


def star_cells(game: Game) -> tuple[StarCell, ...]:
    """The cells of the miss matrix that are hexes, with their faces, ordered by lowest face."""
    by_offset: dict[Hex, list[int]] = {}
    for face, result in outcomes(game.miss_matrix).items():
        if result.offset is not None:
            by_offset.setdefault(result.offset, []).append(face)
    return tuple(sorted((StarCell(offset, tuple(faces)) for offset, faces in by_offset.items()),
                        key=lambda cell: cell.faces[0]))


def matrix_outcomes(game: Game) -> tuple[MatrixOutcome, ...]:
    """The faces that name an outcome instead of a hex ("13, 20: roll again")."""
    by_outcome: dict[str, list[int]] = {}
    for face, result in outcomes(game.miss_matrix).items():
        if result.offset is None:
            by_outcome.setdefault(result.outcome, []).append(face)
    return tuple(MatrixOutcome(tuple(faces), OUTCOME_WORDS.get(name, name.replace("-", " ")))
                 for name, faces in sorted(by_outcome.items(), key=lambda item: item[1][0]))


def signed(value: int) -> str:
    """A STAT value as printed: "-3", "+1", "0"."""
    return f"{value:+d}" if value else "0"


def status_lines(game: Game) -> tuple[StatusLine, ...]:
    return tuple(StatusLine(s.id, s.name, s.modifier, signed(s.modifier), s.condition, "modifier" in s.designer)
                 for s in game.statuses.values())


def section_tile_counts(game: Game) -> dict[str, int]:
    """Section tiles per side, in the order of the game's sides (from pieces.yaml)."""
    counts = game.extras[PIECES_FILE].section_tiles
    return {side: counts[side] for side in game.sides if counts.get(side)}


def section_tiles(game: Game) -> list[SectionTile]:
    """Every section tile, side by side in the game's order, numbered 1..count per side."""
    ranges, star, results, statuses = weapon_ranges(game), star_cells(game), matrix_outcomes(game), status_lines(game)
    tiles = []
    for side, count in section_tile_counts(game).items():
        name = game.sides[side].name
        for number in range(1, count + 1):
            tiles.append(SectionTile(f"section-{side}-{number}", side, name, number, f"{name} section {number}",
                                     ranges, star, results, statuses, "cells" in game.miss_matrix.designer))
    return tiles


# The tiles as rows of their face templates (templates/unit-tile.yaml, section-tile.yaml): every field a
# template reads, as the words it prints; a value the data marks designer is left out of the row's
# `stated:` fields, so that its `{mark:field}` prints the designer mark.

INK, GREY, GREYED, WHITE, NONE = "#1a1a1a", "#a0a0a0", "#e4e4e4", "#ffffff", "none"  # ink, and no paint
INFINITY = "\u221e"
STAR_RINGS = 2


def star_offsets() -> list[Hex]:
    """The hexes of the star as the template repeats them: the target, then ring by ring."""
    return [Hex(0, 0, 0)] + [h for radius in range(1, STAR_RINGS + 1) for h in ring(Hex(0, 0, 0), radius)]


def _row(values: dict, chosen: set[str], copies: int) -> dict:
    return {**{key: str(value) for key, value in values.items()}, "copies": copies,
            "stated": " ".join(key for key in values if key not in chosen)}


def _weapon_values(i: int, line: WeaponLine | None, side, length: int) -> tuple[dict, set[str]]:
    """Row `i` of a unit tile: empty, its boxes unpainted, where the unit has no weapon `i`."""
    limited = line is not None and not line.track.unlimited
    values = {f"symbol{i}": line.symbol if line else "", f"short{i}": line.short if line else "",
              f"attack{i}": line.attack if line else "", f"response{i}": line.response if line else "",
              f"dice{i}": line.dice if line else "", f"stripe{i}": side.tint if line and i % 2 else NONE,
              f"box{i}": WHITE if line else NONE, f"line{i}": INK if line else NONE,
              f"infinity{i}": INFINITY if line and not limited else "",
              f"unlimited{i}": UNLIMITED if line and not limited else ""}
    for j in range(1, length + 1):
        box = line.track.boxes[j - 1] if limited else None
        plain, start = box is not None and not box.start, box is not None and box.start
        values |= {f"ammo{i}_{j}": box.number if plain else "", f"ammo_ink{i}_{j}": GREY if plain and box.grey else INK,
                   f"ammo_fill{i}_{j}": (GREYED if box.grey else WHITE) if plain else NONE,
                   f"ammo_line{i}_{j}": (GREY if box.grey else INK) if plain else NONE,
                   f"start{i}_{j}": box.number if start else "", f"start_fill{i}_{j}": side.tint if start else NONE,
                   f"start_line{i}_{j}": side.colour if start else NONE}
    chosen = {f"{field}{i}" for field in ("attack", "response", "dice") if line and field in line.chosen}
    if line and "ammo" in line.chosen:
        chosen.add(f"start{i}_{line.track.stock}" if limited else f"unlimited{i}")
    return values, chosen


def unit_rows(game: Game) -> list[dict]:
    """A row per unit, its count the copies (`{name} {copy}` titles a tile)."""
    rows, length = [], track_length(game)
    for tile in (t for t in unit_tiles(game) if t.number == 1):
        side = game.sides[tile.side]
        values = {"id": tile.unit, "name": game.units[tile.unit].name, "side": tile.side_name.upper(),
                  "colour": side.colour, "defence": tile.defence, "move": tile.move, "load": tile.load}
        chosen = set(tile.chosen)
        for i in range(1, max_weapons(game) + 1):
            more, marks = _weapon_values(i, tile.weapons[i - 1] if i <= len(tile.weapons) else None, side, length)
            values |= more
            chosen |= marks
        rows.append(_row(values, chosen, game.units[tile.unit].count))
    return rows


def section_rows(game: Game) -> list[dict]:
    """A row per side that has section tiles, its count the copies."""
    tiles = section_tiles(game)
    return [_section_row(game, tile, sum(1 for t in tiles if t.side == tile.side)) for tile in tiles if tile.number == 1]


def _section_row(game: Game, tile: SectionTile, copies: int) -> dict:
    side = game.sides[tile.side]
    values = {"id": f"section-{tile.side}", "side_name": tile.side_name, "colour": side.colour, "die": game.info.die.sides, "star": "",
              "outcomes": "   ".join(o.label for o in tile.outcomes)}
    chosen = {"star"} if tile.star_chosen else set()
    for i, line in enumerate(tile.ranges, start=1):
        limited = line.hexes is not None
        values |= {f"range_symbol{i}": line.symbol, f"range_stripe{i}": side.tint if i % 2 else NONE,
                   f"range_name{i}": line.name if limited else "", f"unlimited_name{i}": "" if limited else line.name,
                   f"range{i}": line.label if limited else "", f"range_infinity{i}": "" if limited else INFINITY,
                   f"range_unlimited{i}": "" if limited else line.label}
        chosen |= {f"range{i}" if limited else f"range_unlimited{i}"} if line.chosen else set()
    faces = {cell.offset: cell.faces for cell in tile.star}
    for n, offset in enumerate(star_offsets(), start=1):
        near = max(abs(offset.q), abs(offset.r), abs(offset.s))
        values |= {f"face{n}": ", ".join(map(str, faces.get(offset, ()))),
                   f"hex_fill{n}": INK if near == 0 else side.tint if near == 1 else WHITE}
    for k, line in enumerate(tile.statuses, start=1):
        values |= {f"stat{k}": line.label, f"status_name{k}": line.name, f"condition{k}": line.condition,
                   f"status_stripe{k}": side.tint if k % 2 else NONE}
        chosen |= {f"stat{k}"} if line.chosen else set()
    return _row(values, chosen, copies)
