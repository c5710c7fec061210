"""Line of fire: forests (not their edges), buildings and armoured units block; ends never block;
a line along a hexside follows the game's grazing rule."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ntw_game import ntw
from ntw_print.grids.labels import GridLabels
from ntw_print.grids.hex import Hex, HexGrid, OffsetScheme, add, lines_both_ways, within
from ntw_print.games.ntw.rules.lof import board_line_of_fire, line_of_fire, needs_line_of_fire, obstructions

GAME = ntw()
GRID = HexGrid(GridLabels(12, 12, "letters-doubled"), OffsetScheme("flat", "odd"))
CENTRE = GRID.hex_of("F6")


def at(label: str) -> Hex:
    return GRID.hex_of(label)


def terrain_map(**areas: list[Hex]):
    """``terrain_at`` for a board of open ground with the given terrain on the given hexes; like a
    real board's, it refuses hexes off the board."""
    where = {h: terrain for terrain, hexes in areas.items() for h in hexes}

    def terrain_at(hex_: Hex) -> str:
        if not GRID.on_board(hex_):
            raise ValueError(f"{hex_} is not on the board")
        return where.get(hex_, "open")

    return terrain_at


def nothing(_: Hex) -> bool:
    return False


def test_a_clear_line_between_neighbours_and_across_open_ground():
    assert line_of_fire(GRID, at("A1"), at("A2"), nothing).clear
    result = line_of_fire(GRID, at("A1"), at("L12"), nothing)
    assert result.clear and result.blocker is None


def test_a_building_on_the_line_blocks_and_is_named():
    building = add(CENTRE, Hex(0, 1, -1))
    blocks = obstructions(GAME, GRID, terrain_map(**{"concrete-building": [building]}))
    result = line_of_fire(GRID, CENTRE, add(CENTRE, Hex(0, 3, -3)), blocks)
    assert not result.clear and result.blocker == building and not result.grazes


def test_the_end_hexes_never_block():
    a, b = CENTRE, add(CENTRE, Hex(0, 3, -3))
    blocks = obstructions(GAME, GRID, terrain_map(**{"wooden-building": [a, b]}))
    assert line_of_fire(GRID, a, b, blocks).clear


def test_forest_blocks_inside_but_not_on_its_edge():
    forest = within(CENTRE, 2)  # ring 2 is the edge: each of its hexes touches open ground
    blocks = obstructions(GAME, GRID, terrain_map(forest=forest))
    assert blocks(CENTRE) and all(blocks(h) for h in within(CENTRE, 1))
    assert not any(blocks(h) for h in forest if h not in within(CENTRE, 1))
    through = line_of_fire(GRID, add(CENTRE, Hex(0, -3, 3)), add(CENTRE, Hex(0, 3, -3)), blocks)
    assert not through.clear and through.blocker == add(CENTRE, Hex(0, -1, 1))
    along_the_edge = line_of_fire(GRID, add(CENTRE, Hex(-2, -1, 3)), add(CENTRE, Hex(2, -3, 1)), blocks)
    assert along_the_edge.clear


def test_a_lone_forest_hex_is_all_edge_and_does_not_block():
    blocks = obstructions(GAME, GRID, terrain_map(forest=[CENTRE]))
    assert not blocks(CENTRE)


def test_forest_reaching_the_board_edge_still_blocks_there():
    corner_forest = [h for h in GRID.hexes() if GRID.label_of(h) in {"A1", "A2", "B1", "B2", "A3", "C1"}]
    blocks = obstructions(GAME, GRID, terrain_map(forest=corner_forest))
    assert blocks(at("A1"))  # its neighbours are forest or off the board


def test_armoured_units_block_and_infantry_does_not():
    middle = add(CENTRE, Hex(0, 1, -1))
    target = add(CENTRE, Hex(0, 2, -2))
    tank = obstructions(GAME, GRID, terrain_map(), units=[("red-tank", middle)])
    infantry = obstructions(GAME, GRID, terrain_map(), units=[("blue-infantry", middle)])
    assert line_of_fire(GRID, CENTRE, target, tank).blocker == middle
    assert line_of_fire(GRID, CENTRE, target, infantry).clear


def test_smoke_and_isolated_trees_do_not_block():
    middle = add(CENTRE, Hex(0, 1, -1))
    for terrain in ("smoke", "isolated-tree", "open", "water"):
        blocks = obstructions(GAME, GRID, terrain_map(**{terrain: [middle]}))
        assert line_of_fire(GRID, CENTRE, add(CENTRE, Hex(0, 2, -2)), blocks).clear, terrain


def test_a_line_along_a_hexside_follows_the_grazing_rule():
    target = add(CENTRE, Hex(1, 1, -2))  # two hexes away between the SE and S neighbours
    plus, minus = lines_both_ways(CENTRE, target)
    assert plus != minus
    left, right = plus[1], minus[1]
    one = {left}.__contains__
    both = {left, right}.__contains__
    assert line_of_fire(GRID, CENTRE, target, one, "blocked-if-both").clear
    assert line_of_fire(GRID, CENTRE, target, one, "blocked-if-both").grazes
    assert line_of_fire(GRID, CENTRE, target, one, "blocked-if-either").blocker == left
    assert line_of_fire(GRID, CENTRE, target, both, "blocked-if-both").blocker == left


def test_the_game_data_names_the_grazing_rule():
    target = add(CENTRE, Hex(1, 1, -2))
    plus, _ = lines_both_ways(CENTRE, target)
    result = board_line_of_fire(GAME, GRID, CENTRE, target, terrain_map(**{"concrete-building": [plus[1]]}))
    assert result.clear and result.grazes  # NTW: blocked only when both paths are


def test_unknown_grazing_rule_and_off_board_ends_are_refused():
    with pytest.raises(LookupError, match="unknown grazing rule 'coin-toss'"):
        line_of_fire(GRID, CENTRE, at("A1"), nothing, "coin-toss")
    with pytest.raises(ValueError, match="off the board"):
        line_of_fire(GRID, CENTRE, Hex(-5, 0, 5), nothing)


def test_curved_trajectories_need_no_line_of_fire():
    needs = {w.id: needs_line_of_fire(w) for w in GAME.weapons.values()}
    assert needs == {"cannon": True, "assault-rifle": True, "machine-gun": True, "anti-tank": True,
                     "mortar": False, "grenade": False, "smoke-grenade": False}


board_hexes = st.sampled_from(GRID.hexes())


@given(board_hexes, board_hexes, st.sets(board_hexes, max_size=40), st.sampled_from(["blocked-if-both",
                                                                                      "blocked-if-either"]))
def test_a_blocker_lies_between_the_ends_and_the_rule_combines_the_paths(a, b, walls, grazing):
    result = line_of_fire(GRID, a, b, walls.__contains__, grazing)
    paths_blocked = [any(h in walls for h in path[1:-1]) for path in result.paths]
    assert result.clear == (not all(paths_blocked) if grazing == "blocked-if-both" else not any(paths_blocked))
    if not result.clear:
        assert result.blocker in walls and result.blocker not in (a, b)
        assert any(result.blocker in path[1:-1] for path in result.paths)
    assert all(path[0] == a and path[-1] == b for path in result.paths)


@given(board_hexes, board_hexes)
def test_open_ground_is_always_clear(a, b):
    assert line_of_fire(GRID, a, b, obstructions(GAME, GRID, terrain_map())).clear


def test_a_line_along_the_ragged_board_edge_asks_no_terrain_off_the_board():
    a, b = at("A1"), at("E1")  # the top row zigzags: one path along it crosses the half hexes above
    assert any(not GRID.on_board(h) for path in lines_both_ways(a, b) for h in path)
    walls = obstructions(GAME, GRID, terrain_map(**{"concrete-building": [at("C1")]}))  # raises off the board
    result = line_of_fire(GRID, a, b, walls, "blocked-if-either")
    assert result.blocker == at("C1") and result.grazes
