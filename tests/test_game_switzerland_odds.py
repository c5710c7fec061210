"""Switzerland's odds: what each column of the combat results table gives over the d6, which the
studio compares before and after a change to the table."""

from __future__ import annotations

import shutil
from pathlib import Path

from ntw_print.games import load_game
from ntw_print.app.studio.odds import GameOdds, odds_moves

SWITZERLAND = Path(__file__).resolve().parents[1] / "data" / "switzerland"


def test_each_column_gives_its_chances_counted_over_the_die():
    game = load_game(SWITZERLAND)
    odds = game.plugin.odds(game)
    # 2:1 reads 1/1, 1/1R, -/1R, 1/2, -/2, -/2R down the die (three of them stated by the rules, 8.3)
    assert odds["CRT 2:1: defender retreats"] == "50.0%"
    assert odds["CRT 2:1: attacker loses a step"] == "0.0%"
    assert odds["CRT 2:1: hits on the defender"] == "1.50 on average"
    assert odds["CRT 2:1: hits on the attacker"] == "0.50 on average"
    assert odds["CRT 1:4: attacker eliminated"] == "16.7%"  # E/- on a roll of 1
    assert len(odds) == 9 * 7


def test_a_changed_cell_moves_only_its_column(tmp_path):
    copy = tmp_path / "switzerland"
    shutil.copytree(SWITZERLAND, copy)
    aid = copy / "aid.yaml"
    text = aid.read_text(encoding="utf-8")
    row = '      - [6, 1/1R, -/1R, 1/2, -/2, -/2R, "-/*", "-/1*", "-/1*R", -/E]'
    assert row in text
    aid.write_text(text.replace(row, row.replace("-/E]", "-/2R]")), encoding="utf-8")
    moved = odds_moves(GameOdds(load_game(SWITZERLAND)), GameOdds(load_game(copy)))
    assert {m["shot"] for m in moved} == {"CRT 6:1: defender eliminated", "CRT 6:1: defender retreats",
                                          "CRT 6:1: hits on the defender"}
    assert {m["shot"]: (m["before"], m["after"]) for m in moved}["CRT 6:1: defender eliminated"] == \
        ("16.7%", "0.0%")
