"""The map of a scenario as the rules see it: the pieces laid on it, the hexes it must show, where a
zone's badge goes, the sniper's reach (what is laid over the board: scenario_overlay.py).

Pure: no drawing, no files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.scenario import ArrivesRule, ScenarioFile, SniperRule, Zone
from .grid import board_grid
from ....grids.hex import Hex, HexGrid, distance, neighbors, within
from .scenario_forces import unit_refs
from .scenarios import label_order, objective_labels, pieces_file, zone_hexes
from .special import special_rules

if TYPE_CHECKING:
    from ..loader import Game
    from ..model.pieces import PieceFace, PieceKind



def placed_pieces(game: Game, scenario: ScenarioFile) -> list[tuple[PieceKind, PieceFace, list[Hex]]]:
    """(kind of piece, the face up, covered hexes) of each terrain or area piece laid on the map."""
    from ..model.pieces import footprint

    grid, laid = board_grid(game), [(pieces_file(game).piece(p.piece), p) for p in scenario.pieces]
    return [(kind, kind.face(p.face), footprint(kind, kind.face(p.face).id, grid.hex_of(p.at), p.turns))
            for kind, p in laid]


def placed_hexes(game: Game, scenario: ScenarioFile) -> list[Hex]:
    """The hexes the scenario puts something on: objectives, placed units, markers, arrivals, pieces."""
    grid = board_grid(game)
    labels = [label for o in scenario.objectives for label in objective_labels(grid, o)]
    labels += [u.at for f in scenario.forces for s in f.sections for u in s.units if u.at]
    labels += [m.at for m in scenario.markers]
    labels += [r.at for r in scenario.special_rules if isinstance(r, ArrivesRule)]
    hexes = [grid.hex_of(label) for label in labels]
    return hexes + ([h for _, _, cells in placed_pieces(game, scenario) for h in cells] if scenario.pieces else [])


def shown_hexes(game: Game, scenario: ScenarioFile) -> list[Hex]:
    """Every hex the scenario map must show: what it puts on the board, and its zones."""
    hexes = placed_hexes(game, scenario) + [h for z in scenario.zones for h in zone_hexes(game, scenario, z)]
    return label_order(board_grid(game), hexes)


def middle_hex(grid: HexGrid, hexes: list[Hex]) -> Hex:
    """The hex of a set nearest to the middle of its columns and rows (where a zone's badge goes)."""
    cells = [grid.scheme.from_cube(h) for h in hexes]
    mid_col = (min(c for c, _ in cells) + max(c for c, _ in cells)) / 2
    mid_row = (min(r for _, r in cells) + max(r for _, r in cells)) / 2
    return min(hexes, key=lambda h: (abs(grid.scheme.from_cube(h)[0] - mid_col)
                                     + abs(grid.scheme.from_cube(h)[1] - mid_row), grid.scheme.from_cube(h)))


def sniper_reach(game: Game, scenario: ScenarioFile, rule: SniperRule) -> list[Hex]:
    """The board hexes the sniper can reach from his hex (`special-rules.yaml` gives the range)."""
    grid = board_grid(game)
    at = grid.hex_of(unit_refs(scenario)[rule.unit][1].at)
    return label_order(grid, [h for h in within(at, special_rules(game).sniper.range) if grid.on_board(h)])


def occupied_hexes(game: Game, scenario: ScenarioFile) -> set[Hex]:
    """Hexes the map already draws on (objectives, markers, units, pieces) and their neighbours."""
    hexes = placed_hexes(game, scenario)
    return set(hexes) | {n for h in hexes for n in neighbors(h)}


def badge_hex(game: Game, scenario: ScenarioFile, zone: Zone) -> Hex:
    """Where the map puts a zone's badge (the hidden units' marker count): the free hex of the zone
    nearest its middle; for a zone with no free hex, the nearest free hex just outside it."""
    grid = board_grid(game)
    inside = zone_hexes(game, scenario, zone)
    taken = occupied_hexes(game, scenario)
    middle = middle_hex(grid, inside)
    free = [h for h in inside if h not in taken]
    if not free:
        near = {n for h in inside for n in within(h, 2)} - set(inside)
        free = [h for h in label_order(grid, near) if grid.on_board(h) and h not in taken] or inside
    return min(free, key=lambda h: (distance(h, middle), grid.scheme.from_cube(h)))
