"""Scenarios as the rules see them: the game's scenario files and boards, zones and objectives as
hexes. Forces are resolved in `scenario_forces.py`, texts in `scenario_prose.py`, the set-up in
`scenario_setup.py`, the map in `scenario_map.py` and `scenario_overlay.py`, the checks in `scenario_checks.py`.

Pure: no drawing, no files. The sheet renderer prints what these functions return.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.scenario import Objective, ScenarioFile, Zone
from .board import BOARD_FOLDER, board_of
from .grid import board_grid
from ....grids.hex import Hex, HexGrid, line, within

if TYPE_CHECKING:
    from ..loader import Game

SCENARIO_FOLDER = "scenarios"
PIECES_FILE = "pieces.yaml"
SECTION_TILE_FACES = ("range", "status")
"""A section lays out both faces of its section tiles: one tile range side up, one status side up."""
TRANSPORT_PIECE = "troop-transport"


def scenarios(game: Game) -> list[ScenarioFile]:
    """Every scenario of the game, in book order."""
    return sorted(game.folder(SCENARIO_FOLDER).values(), key=lambda s: (s.number, s.id))


def scenario_source(game: Game, scenario: ScenarioFile):
    return game.sources[f"{SCENARIO_FOLDER}/{scenario.id}.yaml"]


def check_scenario_numbers(game: Game) -> list:
    """The scenarios are numbered 1 to N, each number once: a sheet prints 'scenario n of N' and the
    book, the turn recorder and the sheets follow that order."""
    book = scenarios(game)
    faults, seen = [], {}
    for scenario in book:
        if scenario.number in seen:
            problem = f"scenario {seen[scenario.number]} has the number {scenario.number} too"
        elif scenario.number > len(book):
            problem = f"there are {len(book)} scenarios, numbered 1 to {len(book)}"
        else:
            seen[scenario.number] = scenario.id
            continue
        free = sorted(set(range(1, len(book) + 1)) - {s.number for s in book})
        faults.append(scenario_source(game, scenario).fault(("number",),
                                                            f"{problem}; free: {', '.join(map(str, free))}"))
    return faults


def pieces_file(game: Game):
    """The game's pieces.yaml, or None."""
    return game.extras.get(PIECES_FILE)


def counter_name(game: Game, counter_id: str) -> str | None:
    """The name of a marker, or of a piece (the smoke grenade markers are hex pieces); None: neither."""
    if counter_id in game.markers:
        return game.markers[counter_id].name
    pieces = pieces_file(game)
    return next((k.name for k in pieces.pieces if k.id == counter_id), None) if pieces else None


def transport_cards(game: Game, figures: int) -> int:
    """Troop transport pieces that this many riding figures stand on (one when a card holds any number)."""
    pieces = pieces_file(game)
    kind = next((k for k in pieces.pieces if k.id == TRANSPORT_PIECE), None) if pieces else None
    holds = kind.holds if kind is not None and kind.holds else max(figures, 1)
    return -(-figures // holds)


def boards(game: Game) -> dict:
    """The game's board sides by id."""
    return game.folder(BOARD_FOLDER)


def board_name(game: Game, scenario: ScenarioFile) -> str:
    """The name of the board side a scenario is played on, e.g. «City and house»."""
    board = boards(game).get(scenario.board)
    return getattr(board, "name", None) or scenario.board.replace("-", " ").capitalize()


def last_turn(game: Game) -> int:
    return max(row.turn for row in game.turns.turns)


def label_order(grid: HexGrid, hexes) -> list[Hex]:
    """Hexes without repeats, in board label order (column by column, then row)."""
    return sorted(set(hexes), key=lambda h: grid.scheme.from_cube(h))


def zone_hexes(game: Game, scenario: ScenarioFile, zone: Zone) -> list[Hex]:
    """Every board hex of a zone: its rectangle, its hexes around a centre, its building and its
    listed hexes, in label order."""
    grid = board_grid(game)
    found: list[Hex] = []
    if zone.building is not None:
        building = board_of(game, scenario.board).building_at(grid.hex_of(zone.building))
        found += list(building.hexes) if building is not None else []
    if zone.rect is not None:
        (c0, r0), (c1, r1) = (grid.labels.parse(label) for label in zone.rect)
        found += [grid.scheme.to_cube(c, r) for c in range(min(c0, c1), max(c0, c1) + 1)
                  for r in range(min(r0, r1), max(r0, r1) + 1)]
    if zone.around is not None:
        found += [h for h in within(grid.hex_of(zone.around), zone.radius) if grid.on_board(h)]
    found += [grid.hex_of(label) for label in zone.hexes]
    return label_order(grid, found)


def zone_corners(grid: HexGrid, zone: Zone) -> list[str]:
    """The corner hexes of a rectangular zone (where its zone markers go), in label order."""
    if zone.rect is None:
        return []
    (c0, r0), (c1, r1) = (grid.labels.parse(label) for label in zone.rect)
    corners = {(c, r) for c in (c0, c1) for r in (r0, r1)}
    return [grid.labels.format(c, r) for c, r in sorted(corners)]


def zone_name(scenario: ScenarioFile, zone_id: str) -> str:
    return next(z.name for z in scenario.zones if z.id == zone_id)


def objective_labels(grid: HexGrid, objective: Objective) -> list[str]:
    """The hexes of an objective: its hex, or every hex of its stretch from first to last."""
    if objective.hex is not None:
        return [objective.hex]
    first, last = (grid.hex_of(label) for label in objective.stretch)
    return [grid.label_of(h) for h in line(first, last)]
