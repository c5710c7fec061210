"""Every value the data may take builds a hit-score wheel that verify accepts (or `check` refuses it)."""

from __future__ import annotations

import pytest

from ntw_game import ntw_copy, replace_in
from ntw_print.build import build
from ntw_print.components import BuildOptions
from ntw_print.loader import load_game
from ntw_print.verify import verify


def built_and_verified(game_dir, out):
    game = load_game(game_dir)
    build(game, out, BuildOptions(), ["hit-score-wheel"], jobs=1)
    return verify(game, out / "ntw" / "a4", None, ["hit-score-wheel"], jobs=1)


@pytest.mark.parametrize("dice", [2, 3])
def test_a_weapon_with_more_dice_gets_its_own_chance_ring_and_verifies(tmp_path, dice):
    """Rings side by side print the same words at the same angles (100% at the top scores); each
    ring is still read at its own radius."""
    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "weapons.yaml", "    dice: 1\n    range: 12\n", f"    dice: {dice}\n    range: 12\n")
    report = built_and_verified(game_dir, tmp_path / "out")
    assert report.ok, "\n".join(report.lines())
    assert report.files[-1].numbers > 400  # a third chance ring was read


def test_captions_of_neighbouring_attack_marks_are_staggered(tmp_path):
    """One unit's rifle at ATK 6 puts the sniper's marks on 10 and 11, side by side: the second
    caption moves out a line instead of stopping the build."""
    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "units.yaml",
               "      - {weapon: assault-rifle, attack: 5, response: 3, ammo: unlimited, designer: [attack, response]}\n"
               "      - {weapon: machine-gun, attack: 8, response: 5, ammo: 5, designer: [attack, response]}\n"
               "      - {weapon: anti-tank, attack: 12, response: 8, ammo: 4, designer: [response]}",
               "      - {weapon: assault-rifle, attack: 6, response: 3, ammo: unlimited, designer: [attack, response]}\n"
               "      - {weapon: machine-gun, attack: 8, response: 5, ammo: 5, designer: [attack, response]}\n"
               "      - {weapon: anti-tank, attack: 12, response: 8, ammo: 4, designer: [response]}")
    report = built_and_verified(game_dir, tmp_path / "out")
    assert report.ok, "\n".join(report.lines())
