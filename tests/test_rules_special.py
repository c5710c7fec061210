"""special-rules.yaml: its ids must name records that exist."""

from __future__ import annotations

import pytest

from ntw_game import ntw, ntw_copy, replace_in
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.special import special_rules


def test_the_stated_numbers_are_in_the_data():
    rules = special_rules(ntw())
    assert rules.movement.road_bonus == {"infantry": 1, "vehicle": 2}
    assert rules.movement.city_off_road_armoured == 1
    assert "city_off_road_armoured" in rules.movement.designer  # the rulebook slows a tank, not any armour
    assert rules.line_of_fire.open_edges == ["forest"]
    assert rules.line_of_fire.grazing == "blocked-if-both" and "grazing" in rules.line_of_fire.designer


@pytest.mark.parametrize(("old", "new", "message"), [
    ("  weapon: assault-rifle\n", "  weapon: bow\n",
     "sniper.weapon: unknown weapon 'bow' (known: anti-tank, assault-rifle, cannon, grenade, "
     "machine-gun, mortar, smoke-grenade)"),
    ("  open_edges: [forest]\n", "  open_edges: [jungle]\n",
     "line_of_fire.open_edges[0]: unknown terrain 'jungle' (known: concrete-building, forest, isolated-tree, open, "
     "smoke, water, wooden-building)"),
    ("  grazing: blocked-if-both\n", "  grazing: coin-toss\n",
     "line_of_fire.grazing: input should be 'blocked-if-both' or 'blocked-if-either' (got 'coin-toss')"),
])
def test_broken_special_rules_are_located(tmp_path, old, new, message):
    folder = ntw_copy(tmp_path)
    replace_in(folder / "special-rules.yaml", old, new)
    with pytest.raises(DataError) as caught:
        load_game(folder)
    faults = caught.value.faults
    assert [f"{f.path}: {f.message}" for f in faults] == [message]
    assert faults[0].file.endswith("special-rules.yaml") and faults[0].line > 1
