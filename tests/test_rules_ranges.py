"""Weapon ranges: the stated ones, and what a tile prints."""

from __future__ import annotations

import pytest

from ntw_game import ntw, ntw_copy, replace_in
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.ranges import range_label, weapon_range

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

