"""Weapon ranges in hexes, and how a tile prints them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.errors import Fault
from .lookup import lookup

if TYPE_CHECKING:
    from ..loader import Game

UNLIMITED = "unlimited"


def weapon_range(game: Game, weapon_id: str) -> int | None:
    """The range of a weapon in hexes; None when it is unlimited."""
    reach = lookup("weapon", game.weapons, weapon_id).range
    return reach if reach != UNLIMITED and isinstance(reach, int) else None


def range_label(game: Game, weapon_id: str) -> str:
    """The range as printed: the number of hexes, or "unlimited"."""
    reach = weapon_range(game, weapon_id)
    return UNLIMITED if reach is None else str(reach)


def check_weapon_ranges(game: Game) -> list[Fault]:
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
