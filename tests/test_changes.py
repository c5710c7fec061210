"""The change report: what a tweak to the data means in game terms, after a build and in `diff`."""

from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner

from ntw_game import NTW, edit
from ntw_print.app.build import build
from ntw_print.app.changes import SNAPSHOT, compare, diff_games, game_values
from ntw_print.app.cli import main
from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game


@pytest.fixture
def old_and_new(tmp_path):
    old, new = tmp_path / "old", tmp_path / "new"
    shutil.copytree(NTW, old)
    shutil.copytree(NTW, new)
    return old, new


def report(old, new) -> list[str]:
    return diff_games(load_game(old), load_game(new)).changes


def test_an_attack_value_names_the_unit_the_weapon_and_the_wheel(old_and_new):
    old, new = old_and_new
    edit(new / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    assert report(old, new) == ["unit red-infantry: weapons anti-tank ATK 12 → 13",
                                "hit-score wheel: ATK scale extended (13 added)"]


def test_a_turn_table_change_names_the_turn(old_and_new):
    old, new = old_and_new
    edit(new / "turns.yaml", "{turn: 3,  endurance: 3,  intel: {red: 6,", "{turn: 3,  endurance: 2,  intel: {red: 7,")
    assert report(old, new) == ["turn 3: END 3 → 2; INT red 6 → 7"]


def test_a_new_marker_count_names_the_marker(old_and_new):
    old, new = old_and_new
    edit(new / "markers.yaml", "variants: [{count: 30}]", "variants: [{count: 32}]")
    assert report(old, new) == ["marker under-fire: variants 1 count 30 → 32; printed neutral 30 → 32"]


def test_a_weapon_taken_off_a_tile(old_and_new):
    old, new = old_and_new
    edit(new / "units.yaml", "      - {weapon: machine-gun, attack: 8, response: 5, ammo: unlimited,"
                             " designer: [attack, response, ammo]}\n", "")
    assert report(old, new)[0] == ("unit red-tank: weapons machine-gun ATK removed (was 8); weapons machine-gun "
                                   "response ATK removed (was 5); weapons machine-gun ammo removed (was unlimited)")


def test_same_data_no_changes(old_and_new):
    old, new = old_and_new
    edit(new / "units.yaml", "units:\n", "# only a comment\nunits:\n")
    result = diff_games(load_game(old), load_game(new))
    assert result.changes == [] and result.outputs == []


def test_compare_names_things_added_and_removed():
    old = {"unit a": {"DEF": 1}, "unit b": {"DEF": 2}}
    new = {"unit a": {"DEF": 1, "MOVE": 4}, "unit c": {"DEF": 3}}
    assert compare(old, new) == ["unit a: MOVE 4 (new)", "unit c: new (DEF 3)", "unit b: removed"]
    assert compare(None, new) == []


def test_a_new_thing_is_described_with_its_values_long_ones_summed_up():
    new = {"unit s": {"name": "Scout", "DEF": 1, "anti-tank ammo": 4},
           "board y": {"name": "Y", "road hexes": [f"A{i}" for i in range(1, 301)],
                       "terrain": {f"A{i}": "open" for i in range(1, 301)}}}
    assert compare({}, new) == [
        "unit s: new (name Scout; DEF 1; anti-tank ammo 4)",
        "board y: new (name Y; road hexes 300: A1, A2, A3, A4, A5, A6, ...; terrain 300 entries)"]


def test_a_road_edit_is_summed_up():
    old = {"board x": {"road hexes": [f"B{i}" for i in range(1, 5)]}}
    new = {"board x": {"road hexes": [f"B{i}" for i in range(1, 5)] + [f"C{i}" for i in range(1, 301)]}}
    assert compare(old, new) == ["board x: road hexes extended (300: C1, C2, C3, C4, C5, C6, ... added)"]
    assert compare(new, old) == ["board x: road hexes shortened (300: C1, C2, C3, C4, C5, C6, ... gone)"]
    moved = {"board x": {"road hexes": ["B1", "B2", "D1"]}}
    assert compare(old, moved) == ["board x: road hexes D1 added, B3, B4 gone"]


def test_compare_sums_up_a_large_map_change():
    old = {"board x": {"terrain": {f"A{i}": "open" for i in range(1, 20)}}}
    new = {"board x": {"terrain": {f"A{i}": "forest" if i < 10 else "open" for i in range(1, 20)}}}
    assert compare(old, new) == ["board x: terrain of 9 changed (A1, A2, A3, A4, A5, A6, ...)"]
    one = {"board x": {"terrain": {**old["board x"]["terrain"], "A3": "forest"}}}
    assert compare(old, one) == ["board x: terrain A3 open → forest"]


def test_every_value_is_plain_json(game):
    import json

    values = game_values(game)
    assert json.loads(json.dumps(values)) == values
    assert values["unit red-infantry"]["weapons anti-tank ATK"] == 12
    assert values["turn 7"] == {"END": 2, "INT red": 4, "INT blue": 3}


def test_build_reports_changes_since_the_previous_build(old_and_new, tmp_path):
    _, data = old_and_new
    out = tmp_path / "out"
    options = BuildOptions()
    first = build(load_game(data), out, options, only=["duplex-test"], jobs=1)
    assert first.changes == []  # nothing to compare with
    assert (out / "ntw" / "a4" / SNAPSHOT).exists()
    edit(data / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    second = build(load_game(data), out, options, only=["duplex-test"], jobs=1)
    assert second.rebuilt == {}  # the duplex test prints no unit, yet the change is news
    assert second.changes == ["unit red-infantry: weapons anti-tank ATK 12 → 13",
                              "hit-score wheel: ATK scale extended (13 added)"]
    lines = second.report_lines()
    assert lines[0] == "0 rebuilt, 1 up to date"
    assert "  unit red-infantry: weapons anti-tank ATK 12 → 13" in lines
    assert build(load_game(data), out, options, only=["duplex-test"], jobs=1).changes == []


def test_a_damaged_snapshot_is_ignored(tmp_path):
    out = tmp_path / "out"
    build(load_game(NTW), out, BuildOptions(), only=["duplex-test"], jobs=1)
    (out / "ntw" / "a4" / SNAPSHOT).write_text("{not json")
    assert build(load_game(NTW), out, BuildOptions(), only=["duplex-test"], jobs=1).changes == []


def test_diff_command(old_and_new):
    old, new = old_and_new
    edit(new / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    result = CliRunner().invoke(main, ["diff", str(old), str(new)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[:2] == ["unit red-infantry: weapons anti-tank ATK 12 → 13",
                         "hit-score wheel: ATK scale extended (13 added)"]
    assert lines[2].startswith("files that read changed data: ") and "unit-tiles.pdf" in lines[2]
    assert "duplex-test.pdf" not in lines[2]


def test_diff_of_broken_data_lists_its_faults(old_and_new):
    old, new = old_and_new
    edit(new / "units.yaml", "defence: 1", "defence: -1")
    result = CliRunner().invoke(main, ["diff", str(old), str(new)])
    assert result.exit_code == 2
    assert "units.yaml" in result.output and "nothing was built" not in result.output.splitlines()[0]
