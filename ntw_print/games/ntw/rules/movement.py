"""How far a unit moves in one activation, and where it may go."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lookup import lookup
from .special import special_rules

if TYPE_CHECKING:
    from ..loader import Game


def hexes_moved(game: Game, unit_id: str, on_road_whole_move: bool, in_city_off_road: bool) -> int:
    """Hexes a unit may move: MOVE - LOAD, plus the road bonus of its category when it stays on a
    road for the whole move; an armoured vehicle off the road in the city moves a fixed number of
    hexes instead. Never below 0."""
    if on_road_whole_move and in_city_off_road:
        raise ValueError("a move cannot both stay on a road and go off the road")
    unit = lookup("unit", game.units, unit_id)
    rules = special_rules(game).movement
    if in_city_off_road and unit.category == "vehicle" and unit.armoured:
        return rules.city_off_road_armoured
    bonus = rules.road_bonus.get(unit.category, 0) if on_road_whole_move else 0
    return max(0, unit.move - unit.load + bonus)


def can_enter(game: Game, unit_id: str, terrain_id: str, on_road: bool) -> bool:
    """Whether a unit may enter a hex of this terrain. Following a road it always may (a road over
    a river is a bridge, and no road enters a building); off the road the terrain's ``vehicles`` or
    ``infantry`` access must be "allowed" ("road-only" keeps vehicles out of forest)."""
    unit = lookup("unit", game.units, unit_id)
    terrain = lookup("terrain", game.terrain, terrain_id)
    access = terrain.vehicles if unit.category == "vehicle" else terrain.infantry
    return on_road or access == "allowed"
