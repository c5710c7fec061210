"""Weapon ranges in hexes, and whether a target is within range."""

from __future__ import annotations

from ....errors import Fault
from ....grids.hex import Hex, HexGrid, distance, within
from .lookup import lookup

UNLIMITED = "unlimited"


def weapon_range(game, weapon_id: str) -> int | None:
    """The range of a weapon in hexes; None when it is unlimited."""
    reach = lookup("weapon", game.weapons, weapon_id).range
    return None if reach == UNLIMITED else reach


def range_label(game, weapon_id: str) -> str:
    """The range as printed: the number of hexes, or "unlimited"."""
    reach = weapon_range(game, weapon_id)
    return UNLIMITED if reach is None else str(reach)


def in_range(game, weapon_id: str, a: Hex, b: Hex) -> bool:
    """Whether a weapon fired from hex ``a`` reaches hex ``b``."""
    reach = weapon_range(game, weapon_id)
    return reach is None or distance(a, b) <= reach


def hexes_in_range(game, weapon_id: str, origin: Hex, grid: HexGrid) -> list[Hex]:
    """The board hexes a weapon fired from ``origin`` reaches, ``origin`` itself excluded, in the
    order of ``grids.hex.within`` (every board hex for an unlimited range)."""
    reach = weapon_range(game, weapon_id)
    candidates = grid.hexes() if reach is None else within(origin, reach)
    return [h for h in candidates if h != origin and grid.on_board(h)]


def check_weapon_ranges(game) -> list[Fault]:
    """Every weapon on a unit tile has a range the tile can print: a whole number of hexes (1 or
    more) or unlimited."""
    source = game.sources["weapons.yaml"]
    used = {armed.weapon for unit in game.units.values() for armed in unit.weapons}
    faults = []
    for i, weapon in enumerate(game.weapons.values()):
        reach = weapon.range
        if weapon.id in used and not (reach == UNLIMITED or (isinstance(reach, int) and reach >= 1)):
            faults.append(source.fault(("weapons", i, "range"),
                                       f"{weapon.id} is on a unit tile, so it needs a range: a number of "
                                       f"hexes (1 or more) or '{UNLIMITED}', not {reach!r}"))
    return faults
