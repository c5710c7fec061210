"""Issue 14: each reading the NTW data takes where the rulebook is silent or unclear is recorded
with its note, and a check refuses data that breaks it, with the file, line and column."""

from __future__ import annotations

import pytest

from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.ntw.rules import scenarios as rules
from ntw_print.games.ntw.rules.recorder import recorder_values
from ntw_print.games.ntw.rules.scenario_prose import victory_lines
from ntw_print.games.ntw.rules.scenario_setup import setup_steps
from ntw_print.games.ntw.rules.special import time_out_words
from ntw_game import ntw, ntw_copy, replace_in


def faults_of(root) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_game(root)
    return [f"{f.file.rsplit('/', 1)[-1]}:{f.line}:{f.column}: {f.path}: {f.message}" for f in caught.value.faults]


def test_exoskeleton_infantry_plays_as_the_infantry_it_replaces():
    game = ntw()
    for side in ("red", "blue"):
        exo, infantry = game.units[f"{side}-exoskeleton"], game.units[f"{side}-infantry"]
        assert (exo.move, exo.load, exo.defence, exo.figures) == (infantry.move, infantry.load, infantry.defence,
                                                                  infantry.figures) == (4, 1, 1, 4)
        assert [(w.weapon, w.ammo) for w in exo.weapons] == [(w.weapon, w.ammo) for w in infantry.weapons]


def test_an_exoskeleton_value_of_its_own_needs_a_designer_mark_and_note(tmp_path):
    root = ntw_copy(tmp_path)
    replace_in(root / "units.yaml", "    move: 4\n    load: 1\n    replaces: blue-infantry",
               "    move: 5\n    load: 1\n    replaces: blue-infantry")
    assert faults_of(root) == ["units.yaml:93:11: units[5].move: blue-exoskeleton replaces blue-infantry and so plays "
                               "by its values (move: 5, not 4); mark it as a designer value with a note to change it"]
    replace_in(root / "units.yaml", "    replaces: blue-infantry\n    notes:\n",
               "    replaces: blue-infantry\n    designer: [move]\n    notes:\n      move: the suit carries the load\n")
    assert load_game(root).units["blue-exoskeleton"].move == 5


def test_a_scenario_says_why_it_uses_its_board_side(tmp_path):
    game = ntw()
    assert all("board" in s.designer and s.notes["board"] for s in rules.scenarios(game))
    root = ntw_copy(tmp_path)
    replace_in(root / "scenarios" / "roadblock.yaml", "designer: [board]\n", "")
    text = (root / "scenarios" / "roadblock.yaml").read_text()
    replace_in(root / "scenarios" / "roadblock.yaml", text[text.index("notes:\n  board:"):text.index("turns:")], "")
    assert faults_of(root) == ["roadblock.yaml:6:8: board: say why this scenario is played on this board side: "
                               "mark board as a designer value with a note"]


def test_nine_riders_need_both_troop_transport_pieces(tmp_path):
    game = ntw()
    assert rules.transport_cards(game, 8) == 1 and rules.transport_cards(game, 9) == 2
    steps = setup_steps(game, next(s for s in rules.scenarios(game) if s.id == "capturing-a-house"))
    assert any("stand their figures on 2 troop transport pieces" in step for step in steps)
    root = ntw_copy(tmp_path)
    replace_in(root / "pieces.yaml", "    holds: 8\n", "    holds: 4\n")
    assert faults_of(root) == [
        "capturing-a-house.yaml:34:3: forces: 1 vehicle carries 9 figures, who need 3 troop transport pieces; "
        "there are 2",
        "junction.yaml:37:3: forces: 2 vehicles carry 16 figures, who need 4 troop transport pieces; there are 2"]


def test_every_hex_of_the_star_gets_a_face_before_a_face_rolls_again(tmp_path):
    root = ntw_copy(tmp_path)
    replace_in(root / "miss-matrix.yaml", "  - {faces: [12], steps: [nw, n]}\n", "")
    replace_in(root / "miss-matrix.yaml", "{faces: [13, 20], outcome: roll-again}",
               "{faces: [12, 13, 20], outcome: roll-again}")
    assert [f.split(": ", 1)[1] for f in faults_of(root)] == [
        "cells: 1 hex of the star get no face: give each hex of both rings a face before an outcome"]


def test_dont_shoot_ends_when_no_civilian_is_left():
    game = ntw()
    lines = victory_lines(game, next(s for s in rules.scenarios(game) if s.id == "dont-shoot"))
    assert "Blue loses at once when no civilian is left on the board, free or held as a hostage." in lines


def test_one_time_out_sentence_for_sheets_recorder_and_card():
    game = ntw()
    sheet = victory_lines(game, rules.scenarios(game)[0])[-1]
    assert sheet == time_out_words(game, "turn 9", "Blue") == \
        "When turn 9 is over and neither side has completed its mission, Blue wins."
    assert recorder_values(game)["time_out"] == time_out_words(game, "the scenario's last turn", "Blue")


def test_a_summary_placeholder_must_be_known(tmp_path):
    root = ntw_copy(tmp_path)
    replace_in(root / "special-rules.yaml", "Direct shot ({direct})", "Direct shot ({straight})")
    found = faults_of(root)
    assert len(found) == 1 and found[0].startswith("special-rules.yaml:") and \
        "summary.front.panels[0].title: {straight} is not a value of the summary" in found[0]
