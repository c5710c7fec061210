"""Weapon ranges in hexes, and how a tile prints them."""

from __future__ import annotations

from typing import TYPE_CHECKING

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

