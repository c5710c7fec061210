"""Weapon ranges: the stated ones, and what a tile prints."""

from __future__ import annotations

import dataclasses

import pytest

from ntw_game import ntw, ntw_copy, replace_in
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.ranges import check_weapon_ranges, range_label, weapon_range

GAME = ntw()


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
