"""Every hex the scenarios name is a sensible place on its side of the board."""

from __future__ import annotations

from collections import deque

import pytest

from ntw_game import ntw
from ntw_print.games.ntw.rules.board import Board, board_of, is_building_terrain
from ntw_print.grids.hex import Hex, distance, line, neighbors


def side(board_id: str) -> Board:
    return board_of(ntw(), board_id)


def road_neighbours(board: Board) -> dict[Hex, set[Hex]]:
    """Each road hex, and the hexes one step along some road from it."""
    links: dict[Hex, set[Hex]] = {}
    for road in board.roads:
        for a, b in zip(road.hexes, road.hexes[1:]):
            links.setdefault(a, set()).add(b)
            links.setdefault(b, set()).add(a)
    return links


def road_distances(board: Board, start: Hex) -> dict[Hex, int]:
    """Steps along roads from ``start`` to every road hex it connects to."""
    steps, links = {start: 0}, road_neighbours(board)
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in links[here]:
            if there not in steps:
                steps[there] = steps[here] + 1
                queue.append(there)
    return steps


def edge_distance(board: Board, hex_: Hex) -> int:
    """0 for a hex on the edge of the board (next to a half hex), 1 for the ring inside, ..."""
    col, row = board.grid.scheme.from_cube(hex_)
    labels = board.grid.labels
    return min(col, row, labels.columns - 1 - col, labels.rows - 1 - row)


def terrain_kind(board: Board, hex_: Hex):
    return ntw().terrain[board.terrain_at(hex_)]


def test_ee31_is_a_road_junction_on_the_way_into_town():
    board = side("full-map")
    junction = board.hex_of("EE31")
    assert board.road_at(junction)
    assert len(road_neighbours(board)[junction]) >= 3
    town = [h for h, steps in road_distances(board, junction).items() if steps <= 20
            and any(board.grid.on_board(n) and board.terrain_at(n) == "concrete-building" for n in neighbors(h))]
    assert town, "no road from EE31 reaches the town's concrete buildings within 20 hexes"


def test_gg26_is_in_the_house_drawn_as_a_plan():
    board = side("city-and-house")
    house = board.hex_of("GG26")
    assert is_building_terrain(terrain_kind(board, house))
    assert board.house is not None and house in board.house.hexes
    assert set(board.building_at(house).hexes) == set(board.house.hexes)
    assert board.floors_at(house) >= 2 and board.upstairs_at(house)
    assert len(board.house.rooms) >= 4 and board.house.doors and board.house.windows


@pytest.mark.parametrize("label", ["RR30", "NN24"])
def test_roadblocks_stand_on_crossroads(label):
    board = side("city-and-house")
    hex_ = board.hex_of(label)
    assert board.road_at(hex_) and len(road_neighbours(board)[hex_]) >= 3


def test_nn30_to_pp33_is_one_stretch_of_road():
    board = side("city-and-house")
    stretch = line(board.hex_of("NN30"), board.hex_of("PP33"))
    assert all(board.road_at(h) for h in stretch)
    assert all(b in road_neighbours(board)[a] for a, b in zip(stretch, stretch[1:]))


def test_oo27_is_a_building_of_three_floors_or_more():
    board = side("city-and-house")
    tower = board.hex_of("OO27")
    assert is_building_terrain(terrain_kind(board, tower))
    assert board.floors_at(tower) >= 3


@pytest.mark.parametrize("label, most", [("A18", 0), ("XX19", 0), ("P42", 0), ("SS41", 1)])
def test_exits_lie_at_the_edge_and_are_reached_by_road_from_the_centre(label, most):
    board = side("city-and-house")
    exit_ = board.hex_of(label)
    assert edge_distance(board, exit_) <= most
    assert board.road_at(exit_)
    assert exit_ in road_distances(board, board.hex_of("NN24"))


def test_vv19_is_an_entry_road_from_the_edge():
    board = side("city-and-house")
    entry = board.hex_of("VV19")
    assert board.road_at(entry) and edge_distance(board, entry) <= 2
    reached = road_distances(board, entry)
    assert any(edge_distance(board, h) == 0 and steps <= 3 for h, steps in reached.items())
    house = board.building_at(board.hex_of("GG26")).hexes
    assert set(house) & {n for h in reached for n in neighbors(h)}, "no road leads from VV19 to the house"


def test_full_map_has_forests_a_river_with_bridges_and_open_approaches():
    board = side("full-map")
    hexes = board.grid.hexes()
    kinds = [board.terrain_at(h) for h in hexes]
    assert kinds.count("forest") > 150 and kinds.count("open") > len(hexes) // 3
    water = [h for h in hexes if board.terrain_at(h) == "water"]
    assert _connected(water), "the river is in pieces"
    assert {board.grid.scheme.from_cube(h)[1] for h in water} >= {0, board.grid.labels.rows - 1}, \
        "the river does not cross the board from edge to edge"
    bridges = [h for h in hexes if board.road_at(h) and board.terrain_at(h) in board.bridged]
    assert len(bridges) >= 2
    junction = board.hex_of("EE31")
    open_near = [h for h in hexes if 3 <= distance(h, junction) <= 8 and board.terrain_at(h) == "open"]
    assert len(open_near) > 100, "the approaches to the junction should be mostly open"


def test_city_side_has_streets_blocks_of_both_materials_and_a_park():
    board = side("city-and-house")
    floors = [b.terrain for b in board.buildings]
    assert floors.count("concrete-building") > 60 and floors.count("wooden-building") > 40
    assert sum(1 for h in board.grid.hexes() if board.road_at(h)) > 300
    park = [h for h in board.grid.hexes() if board.terrain_at(h) in ("isolated-tree", "forest")]
    assert len(park) > 100


def test_every_road_is_a_chain_of_neighbours_and_avoids_buildings():
    for board_id in ("full-map", "city-and-house"):
        board = side(board_id)
        for road in board.roads:
            assert all(b in neighbors(a) for a, b in zip(road.hexes, road.hexes[1:])), road.name
            assert not any(is_building_terrain(terrain_kind(board, h)) for h in road.hexes), road.name


def _connected(hexes: list[Hex]) -> bool:
    todo, seen = [hexes[0]], {hexes[0]}
    members = set(hexes)
    while todo:
        for n in neighbors(todo.pop()):
            if n in members and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == members
