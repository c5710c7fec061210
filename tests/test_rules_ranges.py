"""Weapon ranges: the stated ones, what a tile prints, and whether a hex is in range."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ntw_game import ntw, ntw_copy, replace_in
from ntw_print.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.grid import board_grid
from ntw_print.grids.hex import distance
from ntw_print.games.ntw.rules.ranges import check_weapon_ranges, hexes_in_range, in_range, range_label, weapon_range

GAME = ntw()
GRID = board_grid(GAME)
BOARD = GRID.hexes()


def test_stated_ranges_assault_rifle_10_mortar_unlimited():
    assert weapon_range(GAME, "assault-rifle") == 10
    assert weapon_range(GAME, "mortar") is None
    assert range_label(GAME, "assault-rifle") == "10"
    assert range_label(GAME, "mortar") == "unlimited"


def test_every_weapon_on_a_tile_has_a_range():
    for unit in GAME.units.values():
        for armed in unit.weapons:
            reach = weapon_range(GAME, armed.weapon)
            assert reach is None or reach >= 1
    assert check_weapon_ranges(GAME) == []


def test_in_range_counts_hexes_between_centres():
    a = GRID.hex_of("K10")
    assert in_range(GAME, "assault-rifle", a, GRID.hex_of("K20"))
    assert not in_range(GAME, "assault-rifle", a, GRID.hex_of("K21"))
    assert in_range(GAME, "mortar", GRID.hex_of("A1"), GRID.hex_of("XX42"))


def test_hexes_in_range_near_a_corner_stay_on_the_board():
    grenade = weapon_range(GAME, "grenade")
    hexes = hexes_in_range(GAME, "grenade", GRID.hex_of("A1"), GRID)
    assert hexes and all(GRID.on_board(h) and 1 <= distance(GRID.hex_of("A1"), h) <= grenade for h in hexes)
    assert len(hexes_in_range(GAME, "mortar", GRID.hex_of("A1"), GRID)) == 50 * 42 - 1


@settings(max_examples=30)
@given(st.sampled_from(["assault-rifle", "machine-gun", "grenade", "smoke-grenade"]),
       st.sampled_from(GRID.labels.all_labels()))
def test_hexes_in_range_are_exactly_the_board_hexes_in_range(weapon, label):
    origin = GRID.hex_of(label)
    found = set(hexes_in_range(GAME, weapon, origin, GRID))
    reach = weapon_range(GAME, weapon)
    near = {h for h in BOARD if 0 < distance(origin, h) <= reach}
    assert found == near
    assert all(in_range(GAME, weapon, origin, h) for h in found)


@pytest.mark.parametrize(("line", "message"), [
    ("    range: 0\n", "weapons[2]: range must be at least 1 hex or 'unlimited'"),
    ("", "weapons[2]: missing required key 'range'"),
])
def test_load_rejects_a_weapon_without_a_range(tmp_path, line, message):
    folder = ntw_copy(tmp_path)
    replace_in(folder / "weapons.yaml", "    range: 12\n", line)
    with pytest.raises(DataError) as caught:
        load_game(folder)
    assert [f.path + ": " + f.message for f in caught.value.faults] == [message]
    assert caught.value.faults[0].file.endswith("weapons.yaml")


def test_range_check_names_a_tile_weapon_whose_range_cannot_be_printed():
    broken_gun = GAME.weapons["machine-gun"].model_copy(update={"range": None})
    broken = dataclasses.replace(GAME, weapons={**GAME.weapons, "machine-gun": broken_gun})
    faults = check_weapon_ranges(broken)
    line, column = GAME.sources["weapons.yaml"].where(("weapons", 2, "range"))
    assert [(f.line, f.column, f.path, f.message) for f in faults] == [
        (line, column, "weapons[2].range", "machine-gun is on a unit tile, so it needs a range: a number of hexes "
                                           "(1 or more) or 'unlimited', not None")]
    assert faults[0].file.endswith("weapons.yaml")
