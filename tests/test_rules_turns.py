"""The turn table: END and INT per turn, and the check that it follows the rules."""

from __future__ import annotations

import re

import pytest

from ntw_game import ntw, ntw_copy, replace_in
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.lookup import UnknownId
from ntw_print.games.ntw.rules.turns import LAST_TURN, STATED_TURNS, endurance, intel, turn_modifier, turn_row

GAME = ntw()


def test_turn_7_is_the_rulebooks():
    assert STATED_TURNS == {7: {"endurance": 2, "attacker": 4, "defender": 3}}
    assert endurance(GAME, 7) == 2
    assert intel(GAME, "red", 7) == 4
    assert intel(GAME, "blue", 7) == 3
    assert turn_modifier(GAME, "red", 7) == 6
    assert turn_modifier(GAME, "blue", 7) == 5


def test_the_table_runs_from_turn_1_to_12():
    assert LAST_TURN == 12
    assert [turn_row(GAME, t).turn for t in range(1, 13)] == list(range(1, 13))


def test_attacker_int_falls_defender_int_rises():
    red = [intel(GAME, "red", t) for t in range(1, 13)]
    blue = [intel(GAME, "blue", t) for t in range(1, 13)]
    assert red == sorted(red, reverse=True) and red[0] > red[-1]
    assert blue == sorted(blue) and blue[0] < blue[-1]


def test_unknown_turn_and_side_list_the_known_ones():
    with pytest.raises(UnknownId, match=re.escape("unknown turn '0' (known: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)")):
        endurance(GAME, 0)
    with pytest.raises(UnknownId, match=re.escape("unknown side 'green' (known: blue, red)")):
        intel(GAME, "green", 3)


def faults_of(folder) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_game(folder)
    return [str(fault) for fault in caught.value.faults]


def test_check_rejects_a_turn_7_that_differs_from_the_rulebook(tmp_path):
    folder = ntw_copy(tmp_path)
    replace_in(folder / "turns.yaml", "{turn: 7,  endurance: 2,  intel: {red: 4, blue: 3}}",
               "{turn: 7,  endurance: 1,  intel: {red: 4, blue: 4}}")
    faults = faults_of(folder)
    assert any(re.search(r"turns\.yaml:\d+:\d+: turns\[6\]\.endurance: END on turn 7 is 1; the rulebook's examples "
                         r"give \+2$", f) for f in faults), faults
    assert any(re.search(r"turns\.yaml:\d+:\d+: turns\[6\]\.intel\.blue: blue \(defender\) INT on turn 7 is 4; the "
                         r"rulebook's examples give \+3$", f) for f in faults), faults


def test_check_rejects_attacker_int_that_rises(tmp_path):
    folder = ntw_copy(tmp_path)
    replace_in(folder / "turns.yaml", "{turn: 9,  endurance: 0,  intel: {red: 3, blue: 4}",
               "{turn: 9,  endurance: 0,  intel: {red: 5, blue: 4}")
    faults = faults_of(folder)
    assert len(faults) == 1, faults  # the fall back on turn 10 is fine
    assert re.search(r"turns\.yaml:\d+:\d+: turns\[8\]\.intel\.red: red \(attacker\) INT goes from 3 on turn 8 to 5 "
                     r"on turn 9; the attacker's INT never rises$", faults[0]), faults


def test_check_rejects_defender_int_that_falls(tmp_path):
    folder = ntw_copy(tmp_path)
    replace_in(folder / "turns.yaml", "{turn: 2,  endurance: 4,  intel: {red: 7, blue: 1}",
               "{turn: 2,  endurance: 4,  intel: {red: 7, blue: 0}")
    replace_in(folder / "turns.yaml", "{turn: 1,  endurance: 4,  intel: {red: 8, blue: 0}",
               "{turn: 1,  endurance: 4,  intel: {red: 8, blue: 1}")
    faults = faults_of(folder)
    assert len(faults) == 1 and re.search(
        r"turns\[1\]\.intel\.blue: blue \(defender\) INT goes from 1 on turn 1 to 0 on turn 2; the defender's INT "
        r"never falls$", faults[0]), faults


def test_check_rejects_a_table_that_stops_before_turn_12(tmp_path):
    folder = ntw_copy(tmp_path)
    replace_in(folder / "turns.yaml", "  - {turn: 12, endurance: -3, intel: {red: 1, blue: 6}, designer: [endurance, intel]}\n",
               "")
    faults = faults_of(folder)
    assert len(faults) == 1 and re.search(
        r"turns\.yaml:\d+:\d+: turns: the table stops at turn 11; the turn recorder needs turns 1 to 12$",
        faults[0]), faults
