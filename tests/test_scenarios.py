"""The nine NTW scenarios: every stated fact is in the data, forces resolve to real tiles, and the
rules texts print the numbers their fields hold."""

from __future__ import annotations

import pytest

from ntw_print.games.ntw.model.scenario import (
    ArrivesRule,
    CountdownRule,
    HiddenRule,
    HostageRule,
    SniperRule,
    StandsStillRule,
    SupportFireRule,
    WeaponsRule,
)
from ntw_print.games.ntw.rules.scenario_forces import forces, start_text, tile_name, unit_refs
from ntw_print.games.ntw.rules.scenario_map import shown_hexes
from ntw_print.games.ntw.rules.scenario_overlay import MAP_MIN, map_frame
from ntw_print.games.ntw.rules.scenario_prose import objectives_text, rule_text, victory_lines
from ntw_print.games.ntw.rules import scenarios as rules
from ntw_print.games.ntw.rules.board import board_of
from ntw_print.games.ntw.rules.grid import board_grid
from ntw_print.games.ntw.rules.scenario_checks import scenario_problems
from ntw_game import ntw

# id -> (board, start turn, end turn, objective as printed): the rulebook's facts.
STATED = {
    "junction": ("full-map", 1, 9, "EE31"),
    "capturing-a-house": ("city-and-house", 1, 9, "GG26"),
    "roadblock": ("city-and-house", 6, 12, "RR30"),
    "bridgehead": ("city-and-house", 1, 6, "NN30–PP33"),
    "crossing-the-city": ("city-and-house", 1, 6, "NN24"),
    "wake-up-call": ("city-and-house", 1, 7, "XX19"),
    "two-way-street": ("city-and-house", 1, 12, "P42 (Red) and A18 (Blue)"),
    "dont-shoot": ("city-and-house", 1, 7, "SS41"),
    "sleeper-cell": ("city-and-house", 1, 9, "NN24"),
}


def scenario(scenario_id: str):
    return next(s for s in rules.scenarios(ntw()) if s.id == scenario_id)


def rule(scenario_id: str, kind: type):
    return next(r for r in scenario(scenario_id).special_rules if isinstance(r, kind))


def test_nine_scenarios_in_book_order():
    assert [s.id for s in rules.scenarios(ntw())] == list(STATED)
    assert [s.number for s in rules.scenarios(ntw())] == list(range(1, 10))


@pytest.mark.parametrize("scenario_id", STATED)
def test_board_turns_and_objective(scenario_id):
    board, start, end, objective = STATED[scenario_id]
    found = scenario(scenario_id)
    assert (found.board, found.turns.start, found.turns.end) == (board, start, end)
    assert objectives_text(ntw(), found) == objective


@pytest.mark.parametrize("scenario_id", STATED)
def test_each_scenario_has_no_problems(scenario_id):
    assert scenario_problems(ntw(), scenario(scenario_id)) == []


@pytest.mark.parametrize("scenario_id", STATED)
def test_forces_resolve_to_tiles_that_exist(scenario_id):
    game = ntw()
    used = set()
    for force in forces(game, scenario(scenario_id)):
        for unit in force.units:
            record = game.units[unit.unit]
            assert record.side == force.side
            assert 1 <= unit.tile <= record.count
            assert 1 <= unit.figures <= record.figures
            assert (unit.unit, unit.tile) not in used
            used.add((unit.unit, unit.tile))
            assert unit.name == f"{record.name} {unit.tile}"
        assert force.section_tiles <= game.extras["pieces.yaml"].section_tiles[force.side]
    assert [f.side for f in forces(game, scenario(scenario_id))] == [game.attacker, game.defender]


def test_junction_forces_as_the_rulebook_gives_them():
    game = ntw()
    red, blue = forces(game, scenario("junction"))
    assert [sorted(u.unit for u in s.units) for s in red.sections] == [["red-infantry", "red-infantry", "red-tank"]] * 3
    assert sorted(u.unit for u in blue.units) == ["blue-apc", "blue-infantry", "blue-infantry"]
    assert (red.section_tiles, red.infantry_figures, red.vehicles) == (6, 24, 3)
    hidden = rule("junction", HiddenRule)
    assert (hidden.side, hidden.marker, hidden.count) == ("blue", "fog-of-war", 3)
    assert all(u.hidden_under == "fog-of-war" for u in blue.units)
    assert {p.face for p in scenario("junction").pieces} == {"tree"}


def test_passengers_show_beside_their_vehicle():
    red, _ = forces(ntw(), scenario("capturing-a-house"))
    tank = next(u for u in red.units if u.unit == "red-tank")
    assert [ref for ref in tank.passengers] == ["red-inf-1", "red-inf-2", "red-inf-3"]
    assert {u.figures for u in red.units if u.category == "infantry"} == {3}
    assert start_text(ntw(), scenario("capturing-a-house"), red.units[1]) == "aboard Tank 1"


def test_capturing_a_house_rules():
    arrives = rule("capturing-a-house", ArrivesRule)
    assert (arrives.unit, arrives.turn, arrives.at) == ("blue-apc", 3, "VV19")
    support = rule("capturing-a-house", SupportFireRule)
    names = [tile_name(ntw(), unit_refs(scenario("capturing-a-house"))[u][1].unit,
                             unit_refs(scenario("capturing-a-house"))[u][1].tile) for u in support.units]
    assert names == ["Infantry 2", "Infantry 3"]
    text = rule_text(ntw(), scenario("capturing-a-house"), arrives)
    assert "VV19" in text and "3" in text


def test_sniper_numbers_come_from_the_special_rules():
    game = ntw()
    sniper = rule("dont-shoot", SniperRule)
    entry = unit_refs(scenario("dont-shoot"))[sniper.unit][1]
    assert entry.at == "OO27" and sniper.floor >= 3
    assert board_of(game, "city-and-house").floors_at(board_grid(game).hex_of("OO27")) >= 3
    text = rule_text(game, scenario("dont-shoot"), sniper)
    for fragment in ("OO27", "+5", "+2", "+3", "1 die", "3 hexes"):
        assert fragment in text


def test_hostage_countdown_and_wake_up_numbers():
    game = ntw()
    assert rule("dont-shoot", HostageRule).roll == 7
    assert "7 or less" in rule_text(game, scenario("dont-shoot"), rule("dont-shoot", HostageRule))
    countdown = rule("sleeper-cell", CountdownRule)
    assert (countdown.marker, countdown.faces) == ("smoke-grenade", [2, 1])
    assert "2, then 1" in rule_text(game, scenario("sleeper-cell"), countdown)
    assert rule("sleeper-cell", HiddenRule).count == 6
    weapons = {r.side: r.allowed for r in scenario("sleeper-cell").special_rules if isinstance(r, WeaponsRule)}
    assert weapons == {"blue": ["assault-rifle"], "red": []}
    assert all(u.figures == 1 for f in forces(game, scenario("sleeper-cell")) for u in f.units)
    still = rule("wake-up-call", StandsStillRule)
    assert still.turn == 1 and unit_refs(scenario("wake-up-call"))[still.unit][1].unit == "red-tank"


def test_two_way_street_has_one_exit_per_side():
    objectives = {o.side: o.hex for o in scenario("two-way-street").objectives}
    assert objectives == {"red": "P42", "blue": "A18"}
    assert objectives_text(ntw(), scenario("two-way-street"), "red") == "P42"


def test_bridgehead_stretch_is_the_road_from_nn30_to_pp33():
    game = ntw()
    grid = board_grid(game)
    labels = rules.objective_labels(grid, scenario("bridgehead").objectives[0])
    assert labels[0] == "NN30" and labels[-1] == "PP33"
    board = board_of(game, "city-and-house")
    assert all(board.road_at(grid.hex_of(label)) for label in labels)


@pytest.mark.parametrize("scenario_id", STATED)
def test_time_out_goes_to_blue(scenario_id):
    lines = victory_lines(ntw(), scenario(scenario_id))
    assert lines[-1] == f"When turn {STATED[scenario_id][2]} is over and neither side has completed its mission, Blue wins."


def test_zones_are_hex_sets_and_rect_corners_take_zone_markers():
    game = ntw()
    grid = board_grid(game)
    zone = scenario("junction").zones[0]
    hexes = rules.zone_hexes(game, scenario("junction"), zone)
    (c0, r0), (c1, r1) = (grid.labels.parse(label) for label in zone.rect)
    assert len(hexes) == len(set(hexes)) == (abs(c1 - c0) + 1) * (abs(r1 - r0) + 1)
    assert len(rules.zone_corners(grid, zone)) == 4


def test_map_frame_holds_everything_placed():
    game = ntw()
    grid = board_grid(game)
    for found in rules.scenarios(game):
        frame = [grid.labels.parse(label) for label in map_frame(game, found)]
        cols = [col for col, _ in frame]
        rows = [row for _, row in frame]
        for hex_ in shown_hexes(game, found):
            col, row = grid.scheme.from_cube(hex_)
            assert min(cols) <= col <= max(cols) and min(rows) <= row <= max(rows), (found.id, hex_)
        assert max(cols) - min(cols) + 1 >= MAP_MIN[0]
