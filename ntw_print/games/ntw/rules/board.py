"""A board side as the rules see it: terrain per hex, roads, bridges, buildings and their floors,
named places and the floor plan of a detailed house.

Pure: reads plain values (the validated board file, the grid, the terrain records) and returns
plain values. `read_board` also returns every problem it finds, each with the place in the board
file (a path into the YAML document and, for the terrain grid, the line and column inside it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ....grids.clusters import connected_groups
from ....grids.hex import Hex, HexGrid, line, neighbors
from .board_house import read_house, with_house_floors
from .board_values import BuildingGroup, HousePlan, PathKey, PlaceName, Problem, RoadPath

class TerrainLike(Protocol):
    """What the board needs to know of a kind of terrain (model.game.Terrain fits)."""

    id: str
    on_board: bool
    vehicles: str
    infantry: str


def is_building_terrain(terrain: TerrainLike) -> bool:
    """A building: infantry may enter it, no vehicle ever may."""
    return terrain.infantry != "never" and terrain.vehicles == "never"


def is_bridged_terrain(terrain: TerrainLike) -> bool:
    """Ground nobody can cross on foot (a river): a road over it is a bridge."""
    return terrain.infantry == "never"


@dataclass
class Board:
    """One side of the board, ready for the rules and the renderers."""

    id: str
    name: str
    side: str
    hex_across: str
    grid: HexGrid
    terrain: dict[Hex, str]
    characters: dict[Hex, str]
    roads: list[RoadPath]
    buildings: list[BuildingGroup]
    places: list[PlaceName]
    house: HousePlan | None
    bridged: frozenset[str]  # terrain ids a road crosses on a bridge
    chosen: bool = False  # the data marks its terrain (the map itself) a designer value: drawn for this set
    _building_of: dict[Hex, int] = field(default_factory=dict, repr=False)
    _road_hexes: frozenset[Hex] = field(default_factory=frozenset, repr=False)

    def __post_init__(self) -> None:
        self._building_of = {h: i for i, b in enumerate(self.buildings) for h in b.hexes}
        self._road_hexes = frozenset(h for road in self.roads for h in road.hexes)

    def hex_of(self, label: str) -> Hex:
        return self.grid.hex_of(label)

    def label_of(self, hex_: Hex) -> str | None:
        return self.grid.label_of(hex_)

    def terrain_at(self, hex_: Hex) -> str:
        """The terrain id of a playable hex; ValueError off the board."""
        if hex_ not in self.terrain:
            raise ValueError(f"{hex_} is not on the board")
        return self.terrain[hex_]

    def road_at(self, hex_: Hex) -> bool:
        return hex_ in self._road_hexes

    def building_at(self, hex_: Hex) -> BuildingGroup | None:
        index = self._building_of.get(hex_)
        return None if index is None else self.buildings[index]

    def floors_at(self, hex_: Hex) -> int:
        """Floors of the building on this hex; 0 when there is none."""
        building = self.building_at(hex_)
        return 0 if building is None else building.floors

    def badged_buildings(self) -> list[BuildingGroup]:
        """The buildings whose floors a badge prints: those of two floors or more, but the house drawn as a
        plan (its rooms say their floors)."""
        house = set(self.house.hexes) if self.house else set()
        return [b for b in self.buildings if b.floors >= 2 and set(b.hexes) != house]

    def upstairs_at(self, hex_: Hex) -> bool:
        """Whether a hex of the detailed house has an upper floor."""
        return self.house is not None and self.house.upstairs_at(hex_)


# --- reading --------------------------------------------------------------------------------------

def parse_terrain_grid(text: str, legend: Mapping[str, str], columns: int, rows: int,
                       ) -> tuple[list[list[str]], list[Problem]]:
    """The grid's characters, row by row, and every problem (with its line and column in the text):
    a wrong number of lines, a line of the wrong length, a character missing from the legend."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the newline that ends the last line
    problems: list[Problem] = []
    where = ("terrain",)
    for index, text_line in enumerate(lines[:rows]):
        if len(text_line) != columns:
            at = min(len(text_line), columns)
            problems.append(Problem(where, f"row {index + 1} has {len(text_line)} hexes, expected {columns}"
                                           f" (one character per hex)", (index, at)))
        for column, character in enumerate(text_line[:columns]):
            if character not in legend:
                problems.append(Problem(where, f"row {index + 1}: {character!r} is not in the legend"
                                               f" (legend: {' '.join(sorted(legend))})", (index, column)))
    if len(lines) != rows:
        at_line = min(len(lines), rows)
        problems.append(Problem(where, f"the grid has {len(lines)} rows, expected {rows}", (at_line, 0)))
    return [list(text_line) for text_line in lines], problems


def read_board(board_id: str, model: Any, grid: HexGrid, terrain: Mapping[str, TerrainLike],
               ) -> tuple[Board | None, list[Problem]]:
    """Read a validated board file (model.board.BoardFile) against the game's grid and terrain.

    Returns the board (None when the terrain grid itself is unreadable) and every problem found.
    """
    problems: list[Problem] = []
    for character, terrain_id in model.legend.items():
        if not terrain[terrain_id].on_board:  # that it exists, the loader's reference check saw
            problems.append(Problem(("legend", character), f"'{terrain_id}' is not printed on the board"))
    cells, grid_problems = parse_terrain_grid(model.terrain, model.legend, grid.labels.columns, grid.labels.rows)
    problems += grid_problems
    if problems:
        return None, problems

    rows = range(grid.labels.rows)
    characters = dict(zip(grid.hexes(), (cells[row][col] for col in range(grid.labels.columns) for row in rows)))
    hex_terrain = {h: model.legend[c] for h, c in characters.items()}
    reader = _LabelReader(grid, problems)
    roads = _read_roads(model, reader, hex_terrain, terrain, problems)
    buildings = _read_buildings(model, reader, grid, characters, hex_terrain, terrain, problems)
    places = [PlaceName(p.name, h, p.kind) for i, p in enumerate(model.places)
              if (h := reader.hex(("places", i, "at"), p.at)) is not None]
    house = read_house(model, reader, buildings, problems) if model.house is not None else None
    if house is not None:
        buildings = with_house_floors(model, grid, house, buildings, problems)
    board = Board(
        id=board_id, name=model.name, side=model.side, hex_across=model.hex_across, grid=grid,
        terrain=hex_terrain, characters=characters, roads=roads, buildings=buildings, places=places,
        house=house, bridged=frozenset(t for t, kind in terrain.items() if is_bridged_terrain(kind)),
        chosen="terrain" in model.designer,
    )
    return board, problems


@dataclass
class _LabelReader:
    grid: HexGrid
    problems: list[Problem]

    def hex(self, path: PathKey, label: str) -> Hex | None:
        try:
            return self.grid.hex_of(label)
        except ValueError as exc:
            self.problems.append(Problem(path, str(exc)))
            return None

    def hexside(self, path: PathKey, pair: Sequence[str]) -> frozenset[Hex] | None:
        a, b = self.hex(path + (0,), pair[0]), self.hex(path + (1,), pair[1])
        if a is None or b is None:
            return None
        if b not in neighbors(a):
            self.problems.append(Problem(path, f"{pair[0]} and {pair[1]} are not neighbours, so share no side"))
            return None
        return frozenset((a, b))


def _read_roads(model: Any, reader: _LabelReader, hex_terrain: dict[Hex, str],
                terrain: Mapping[str, TerrainLike], problems: list[Problem]) -> list[RoadPath]:
    roads = []
    for i, road in enumerate(model.roads):
        waypoints = [reader.hex(("roads", i, "path", j), label) for j, label in enumerate(road.path)]
        if any(w is None for w in waypoints):
            continue
        chain: list[Hex] = [waypoints[0]]
        for j, (a, b) in enumerate(zip(waypoints, waypoints[1:]), start=1):
            if a == b:
                problems.append(Problem(("roads", i, "path", j), f"waypoint {road.path[j]} repeats the one before"))
                continue
            chain += line(a, b)[1:]
        for j, label in enumerate(road.path):
            _check_road_hex(("roads", i, "path", j), reader.grid, label, hex_terrain, terrain, problems)
        for hex_ in chain:
            name = reader.grid.label_of(hex_)
            kind = terrain[hex_terrain[hex_]]
            if is_building_terrain(kind) and name not in road.path:
                problems.append(Problem(("roads", i, "path"),
                                        f"the road runs through {name}, a {kind.id} hex: a road cannot cross a building"))
        roads.append(RoadPath(road.name, road.kind, tuple(chain)))
    return roads


def _check_road_hex(path: PathKey, grid: HexGrid, label: str, hex_terrain: dict[Hex, str],
                    terrain: Mapping[str, TerrainLike], problems: list[Problem]) -> None:
    kind = terrain[hex_terrain[grid.hex_of(label)]]
    if is_building_terrain(kind):
        problems.append(Problem(path, f"waypoint {label} is a {kind.id} hex: a road cannot cross a building"))


def _read_buildings(model: Any, reader: _LabelReader, grid: HexGrid, characters: dict[Hex, str],
                    hex_terrain: dict[Hex, str], terrain: Mapping[str, TerrainLike],
                    problems: list[Problem]) -> list[BuildingGroup]:
    building_terrain = {t: is_building_terrain(kind) for t, kind in terrain.items()}
    # a building: neighbouring building hexes written with the same character, in label order
    groups = [tuple(group) for group in connected_groups(
        (h for h in grid.hexes() if building_terrain[hex_terrain[h]]), lambda a, b: characters[a] == characters[b])]
    group_of = {h: i for i, group in enumerate(groups) for h in group}
    details: dict[int, tuple[int, str]] = {}
    for i, entry in enumerate(model.buildings):
        hex_ = reader.hex(("buildings", i, "at"), entry.at)
        if hex_ is None:
            continue
        if hex_ not in group_of:
            problems.append(Problem(("buildings", i, "at"),
                                    f"{entry.at} is {hex_terrain[hex_]}, not a building hex"))
            continue
        if group_of[hex_] in details:
            problems.append(Problem(("buildings", i, "at"), f"{entry.at} is in a building already listed"))
            continue
        details[group_of[hex_]] = (entry.floors, entry.name)
    return [BuildingGroup(group, hex_terrain[group[0]], *details.get(i, (1, ""))) for i, group in enumerate(groups)]


# --- the game's boards ----------------------------------------------------------------------------

BOARD_FOLDER = "boards"


def read_game_board(game: Any, board_id: str) -> tuple[Board | None, list[Problem]]:
    """The board `boards/<board_id>.yaml` of a loaded game, and its problems (read once per game)."""
    from .grid import board_grid

    known = game.cache.setdefault("boards_read", {})
    if board_id not in known:
        boards = game.folder(BOARD_FOLDER)
        if board_id not in boards:
            raise KeyError(f"no board '{board_id}' (boards: {', '.join(sorted(boards)) or 'none'})")
        known[board_id] = read_board(board_id, boards[board_id], board_grid(game), game.terrain)
    return known[board_id]


def board_of(game: Any, board_id: str) -> Board:
    """The board `board_id` of a loaded (so already checked) game."""
    board, problems = read_game_board(game, board_id)
    if board is None or problems:
        raise ValueError(f"board '{board_id}' has problems: {problems[0].message if problems else 'unreadable'}")
    return board


def board_ids(game: Any) -> list[str]:
    """The game's board sides, in side order (A, B, ...)."""
    boards = game.folder(BOARD_FOLDER)
    return sorted(boards, key=lambda board_id: (boards[board_id].side, board_id))


def check_boards(game: Any) -> list:
    """Every problem of every board file, at its line and column (for the terrain grid: the cell)."""
    faults = []
    for board_id in board_ids(game):
        source = game.sources[f"{BOARD_FOLDER}/{board_id}.yaml"]
        for problem in read_game_board(game, board_id)[1]:
            if problem.cell is not None:
                faults.append(source.fault_in_block(problem.path, *problem.cell, problem.message))
            else:
                faults.append(source.fault(problem.path, problem.message))
    return faults
