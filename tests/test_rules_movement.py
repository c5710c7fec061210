"""Movement: MOVE - LOAD, the road bonus, tanks in the city, and which terrain a unit may enter."""

from __future__ import annotations

import pytest

from ntw_game import ntw
from ntw_print.games.ntw.rules.lookup import UnknownId
from ntw_print.games.ntw.rules.movement import can_enter, hexes_moved

GAME = ntw()


def test_the_rulebooks_examples_vehicle_on_road_8_off_road_6_infantry_3():
    assert hexes_moved(GAME, "red-tank", on_road_whole_move=True, in_city_off_road=False) == 8  # 7 - 1 + 2
    assert hexes_moved(GAME, "red-tank", on_road_whole_move=False, in_city_off_road=False) == 6  # 7 - 1
    assert hexes_moved(GAME, "red-infantry", on_road_whole_move=False, in_city_off_road=False) == 3  # 4 - 1


def test_infantry_gains_one_hex_on_a_road():
    assert hexes_moved(GAME, "blue-infantry", on_road_whole_move=True, in_city_off_road=False) == 4


def test_a_tank_off_the_road_in_the_city_moves_one_hex_but_infantry_does_not_slow_down():
    assert hexes_moved(GAME, "red-tank", on_road_whole_move=False, in_city_off_road=True) == 1
    assert hexes_moved(GAME, "blue-apc", on_road_whole_move=False, in_city_off_road=True) == 1
    assert hexes_moved(GAME, "red-infantry", on_road_whole_move=False, in_city_off_road=True) == 3


def test_exoskeleton_moves_by_its_own_move_and_load():
    unit = GAME.units["red-exoskeleton"]
    assert hexes_moved(GAME, "red-exoskeleton", False, False) == unit.move - unit.load


def test_a_move_cannot_be_on_and_off_the_road():
    with pytest.raises(ValueError, match="both stay on a road and go off the road"):
        hexes_moved(GAME, "red-tank", on_road_whole_move=True, in_city_off_road=True)


def test_vehicles_enter_forest_only_on_a_road():
    assert not can_enter(GAME, "red-tank", "forest", on_road=False)
    assert can_enter(GAME, "red-tank", "forest", on_road=True)
    assert can_enter(GAME, "red-infantry", "forest", on_road=False)


@pytest.mark.parametrize(("unit", "terrain", "on_road", "allowed"), [
    ("red-tank", "open", False, True),
    ("red-tank", "isolated-tree", False, True),
    ("red-tank", "wooden-building", False, False),
    ("red-tank", "concrete-building", False, False),
    ("red-tank", "water", False, False),
    ("red-tank", "water", True, True),  # a bridge
    ("red-infantry", "wooden-building", False, True),
    ("red-infantry", "water", False, False),
    ("red-infantry", "water", True, True),
])
def test_terrain_data_decides_who_may_enter(unit, terrain, on_road, allowed):
    assert can_enter(GAME, unit, terrain, on_road) is allowed


def test_unknown_unit_or_terrain():
    with pytest.raises(UnknownId, match="unknown terrain 'lava'"):
        can_enter(GAME, "red-tank", "lava", False)
    with pytest.raises(UnknownId, match="unknown unit 'jeep'"):
        hexes_moved(GAME, "jeep", False, False)
