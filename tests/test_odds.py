"""`ntw-print odds`: the calculator a designer runs to see what a shot's chances are."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from ntw_game import NTW, ntw
from ntw_print.app.cli import main
from ntw_print.games.ntw.rules.combat import scale_values

REPO = Path(__file__).resolve().parent.parent
EXAMPLE_B = ["--unit", "red-infantry", "--weapon", "anti-tank", "--target", "blue-apc", "--terrain", "open",
             "--turn", "7"]
RESPONSE = ["--unit", "blue-infantry", "--weapon", "assault-rifle", "--target", "red-infantry", "--terrain", "open",
            "--turn", "7", "--response", "--status", "in-motion"]


def odds(*args: str):
    return CliRunner().invoke(main, ["odds", "--game", str(NTW), *args])


def test_example_b_reads_as_the_rulebooks_sum():
    result = odds(*EXAMPLE_B)
    assert result.exit_code == 0, result.output
    assert result.stdout == """\
Red Infantry fires the anti-tank weapon (activation) at Blue Armoured personnel carrier, turn 7

  ATK      12   Anti-tank weapon, large value, used when activated
- TER       0   Open ground
- DEF       0   Blue Armoured personnel carrier's armour does not count against the anti-tank weapon
+ STAT     +0   none
+ END      +2   turn 7
+ INT      +4   Red, turn 7
= score    18

One d20 hits on a roll of 18 or less: 90% (9/10)

dice  0 hits  1 hit  2 hits  3 hits  4 hits  at least one
   1     10%    90%                                   90%  <- the anti-tank weapon rolls 1
   2      1%    18%     81%                           99%
   3     <1%     3%     24%     73%                  >99%
   4     <1%    <1%      5%     29%     66%          >99%
"""


def test_the_response_example_shows_four_dice_for_the_assault_rifle():
    result = odds(*RESPONSE)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert "  ATK       3   Assault rifle, small value, used in a response" in lines
    assert "+ STAT     -3   In motion" in lines
    assert "= score     4" in lines
    assert "One d20 hits on a roll of 4 or less: 20% (1/5)" in lines
    assert "   4     41%    41%     15%      3%     <1%           59%  <- the assault rifle rolls 4" in lines


def test_json_keeps_exact_fractions():
    result = odds(*RESPONSE, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["terms"] == {"attack": 3, "terrain": 0, "defence": 1, "status": -3, "endurance": 2, "intel": 3,
                             "bonus": 0}
    assert data["score"] == 4 and data["dice"] == 4 and data["statuses"] == ["in-motion"]
    assert data["per_die"] == {"fraction": "1/5", "value": 0.2, "percent": "20%"}
    four = data["by_dice"][3]
    assert four["dice"] == 4
    assert [Fraction(p["fraction"]) for p in four["distribution"]] == [
        Fraction(256, 625), Fraction(256, 625), Fraction(96, 625), Fraction(16, 625), Fraction(1, 625)]
    assert Fraction(four["at_least_one"]["fraction"]) == Fraction(369, 625)


def test_statuses_repeat_and_add_up():
    data = json.loads(odds(*EXAMPLE_B, "--status", "in-motion", "--status", "under-fire", "--json").stdout)
    game = ntw()
    assert data["terms"]["status"] == game.statuses["in-motion"].modifier + game.statuses["under-fire"].modifier


def test_the_sniper_fires_his_own_way():
    result = odds("--sniper", "--unit", "red-infantry", "--target", "blue-infantry", "--terrain", "open",
                  "--turn", "7", "--json")
    data = json.loads(result.stdout)
    assert data["sniper"] and data["weapon"] == "assault-rifle" and data["dice"] == 1
    assert data["terms"]["bonus"] == 5 and data["score"] == 5 - 0 - 1 + 0 + 2 + 4 + 5
    text = odds("--sniper", "--unit", "red-infantry", "--target", "blue-infantry", "--terrain", "open",
                "--turn", "7").stdout
    assert "+ SNIPER   +5   status +2, accuracy +3" in text and "<- the sniper rolls 1" in text


def test_the_table_lists_every_reachable_score():
    result = odds("--table")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Hit score -> chance to hit: a d20 hits on a roll of the score or less."
    assert lines[2].split() == ["score", "one", "die", "at", "least", "one", "of", "4"]
    rows = {int(line.split()[0]): line.split()[1:] for line in lines[3:]}
    assert list(rows) == list(scale_values(ntw()).scores)
    assert rows[18] == ["90%", ">99%"]
    assert rows[4] == ["20%", "59%"]
    assert rows[0] == ["0%", "0%"] and rows[20] == ["100%", "100%"]


def test_the_table_as_json():
    data = json.loads(odds("--table", "--json").stdout)
    assert data["dice"] == 4
    by_score = {row["score"]: row for row in data["scores"]}
    assert list(by_score) == list(scale_values(ntw()).scores)
    assert by_score[4]["at_least_one"]["fraction"] == "369/625"
    assert by_score[-3]["per_die"]["fraction"] == "0"


@pytest.mark.parametrize(("option", "bad"), [
    ("--weapon", "lazer"), ("--unit", "red-infantri"), ("--target", "blue-tank"), ("--terrain", "swamp"),
])
def test_unknown_ids_give_one_line_listing_the_known_ones(option, bad):
    args = list(EXAMPLE_B)
    args[args.index(option) + 1] = bad
    result = odds(*args)
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: unknown ") and f"'{bad}' (" in lines[0]
    assert "known: " in lines[0]


def test_an_unknown_status_or_turn_is_refused_the_same_way():
    result = odds(*EXAMPLE_B, "--status", "sleepy")
    assert result.exit_code == 2
    assert result.stderr.startswith("error: unknown status 'sleepy' (known: cut-off, in-motion, under-fire, upstairs)")
    args = list(EXAMPLE_B)
    args[-1] = "13"
    assert odds(*args).stderr == "error: unknown turn '13' (known: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)\n"


def test_missing_options_are_named():
    result = odds("--unit", "red-infantry", "--turn", "3")
    assert result.exit_code == 2
    assert "missing --weapon, --target, --terrain (or use --table)" in result.stderr


def test_a_sniper_shot_at_a_vehicle_is_refused():
    result = odds("--sniper", "--unit", "red-infantry", "--target", "blue-apc", "--terrain", "open", "--turn", "7")
    assert result.exit_code == 2
    assert result.stderr == "error: the sniper has no effect on a vehicle (blue-apc)\n"


def test_odds_and_help_start_without_the_drawing_libraries():
    """(`check` lays the sheets out with the fonts, so it does load reportlab: tests/test_startup.py.)"""
    commands = [["odds", *EXAMPLE_B], ["odds", "--table"], ["--help"]]
    script = f"""
import sys
from ntw_print.app.cli import main
for args in {commands!r}:
    try:
        main(args, standalone_mode=False)
    finally:
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("reportlab", "PIL", "cairosvg")
                       or m.startswith(("ntw_print.print.render", "ntw_print.print.layout")))
        print("LOADED", args[0], heavy)
"""
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO)
    assert run.returncode == 0, run.stderr
    assert [line for line in run.stdout.splitlines() if line.startswith("LOADED")] == [
        "LOADED odds []", "LOADED odds []", "LOADED --help []"]
