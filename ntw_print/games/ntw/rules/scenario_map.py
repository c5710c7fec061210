"""The map of a scenario as the rules see it: the pieces laid on it, the hexes it must show and
frame, where a zone's badge goes, the sniper's reach, the outline of a set of hexes and the key to
what the map shows.

Pure: no drawing, no files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ....core.geometry import Point
from ..model.scenario import ArrivesRule, HiddenRule, ScenarioFile, SniperRule, Zone
from .grid import board_grid
from ....grids.hex import Hex, HexGrid, distance, neighbor, neighbors, within
from .scenario_forces import forces, unit_refs
from .scenarios import label_order, objective_labels, pieces_file, zone_hexes
from .special import special_rules

MAP_MARGIN = 2
"""Hexes of board shown around everything a scenario places."""
MAP_MIN = (12, 9)
"""The smallest map window, in columns and rows."""


def placed_pieces(game, scenario: ScenarioFile) -> list[tuple[str, str, list[Hex]]]:
    """(piece id, face id, covered hexes) of each terrain or area piece laid on the map."""
    from ..model.pieces import footprint

    pieces = pieces_file(game)
    grid = board_grid(game)
    return [(p.piece, p.face or pieces.piece(p.piece).front.id,
             footprint(pieces.piece(p.piece), p.face or pieces.piece(p.piece).front.id, grid.hex_of(p.at), p.turns))
            for p in scenario.pieces]


def shown_hexes(game, scenario: ScenarioFile) -> list[Hex]:
    """Every hex the scenario map must show: objectives, zones, placed units, pieces and markers."""
    grid = board_grid(game)
    labels = [label for o in scenario.objectives for label in objective_labels(grid, o)]
    labels += [u.at for f in scenario.forces for s in f.sections for u in s.units if u.at]
    labels += [m.at for m in scenario.markers]
    labels += [r.at for r in scenario.special_rules if isinstance(r, ArrivesRule)]
    hexes = [grid.hex_of(label) for label in labels]
    hexes += [h for z in scenario.zones for h in zone_hexes(game, scenario, z)]
    if scenario.pieces:
        hexes += [h for _, _, cells in placed_pieces(game, scenario) for h in cells]
    return label_order(grid, hexes)


def map_frame(game, scenario: ScenarioFile) -> list[Hex]:
    """The hexes the scenario map must frame: the scenario's own `map.window` corners when it has
    one; otherwise everything it places, a margin of MAP_MARGIN hexes around it, widened about its
    middle to at least MAP_MIN columns and rows. Kept on the board."""
    grid = board_grid(game)
    if scenario.map is not None:
        (c0, r0), (c1, r1) = (grid.labels.parse(label) for label in scenario.map.window)
        return rectangle_rim(grid, min(c0, c1), min(r0, r1), max(c0, c1), max(r0, r1))
    cells = [grid.scheme.from_cube(h) for h in shown_hexes(game, scenario)]
    spans = []
    for axis, minimum, limit in ((0, MAP_MIN[0], grid.labels.columns), (1, MAP_MIN[1], grid.labels.rows)):
        low = min(cell[axis] for cell in cells) - MAP_MARGIN
        high = max(cell[axis] for cell in cells) + MAP_MARGIN
        size = min(max(high - low + 1, minimum), limit)
        start = _fit(low, high, size, limit)
        spans.append((start, start + size - 1))
    (c0, c1), (r0, r1) = spans
    return rectangle_rim(grid, c0, r0, c1, r1)


def rectangle_rim(grid: HexGrid, c0: int, r0: int, c1: int, r1: int) -> list[Hex]:
    """The hexes round the edge of a block of columns c0..c1 and rows r0..r1: every column's first
    and last row (alternate columns stand half a hex lower), and the first and last columns."""
    cells = {(c, r) for c in range(c0, c1 + 1) for r in (r0, r1)}
    cells |= {(c, r) for c in (c0, c1) for r in range(r0, r1 + 1)}
    return [grid.scheme.to_cube(c, r) for c, r in sorted(cells)]


def middle_hex(grid: HexGrid, hexes: list[Hex]) -> Hex:
    """The hex of a set nearest to the middle of its columns and rows (where a zone's badge goes)."""
    cells = [grid.scheme.from_cube(h) for h in hexes]
    mid_col = (min(c for c, _ in cells) + max(c for c, _ in cells)) / 2
    mid_row = (min(r for _, r in cells) + max(r for _, r in cells)) / 2
    return min(hexes, key=lambda h: (abs(grid.scheme.from_cube(h)[0] - mid_col)
                                     + abs(grid.scheme.from_cube(h)[1] - mid_row), grid.scheme.from_cube(h)))


def sniper_reach(game, scenario: ScenarioFile, rule: SniperRule) -> list[Hex]:
    """The board hexes the sniper can reach from his hex (`special-rules.yaml` gives the range)."""
    grid = board_grid(game)
    at = grid.hex_of(unit_refs(scenario)[rule.unit][1].at)
    return label_order(grid, [h for h in within(at, special_rules(game).sniper.range) if grid.on_board(h)])


def occupied_hexes(game, scenario: ScenarioFile) -> set[Hex]:
    """Hexes the map already draws on (objectives, markers, units, pieces) and their neighbours."""
    grid = board_grid(game)
    labels = [label for o in scenario.objectives for label in objective_labels(grid, o)]
    labels += [m.at for m in scenario.markers]
    labels += [u.at for f in scenario.forces for s in f.sections for u in s.units if u.at]
    labels += [r.at for r in scenario.special_rules if isinstance(r, ArrivesRule)]
    hexes = [grid.hex_of(label) for label in labels]
    if scenario.pieces:
        hexes += [h for _, _, cells in placed_pieces(game, scenario) for h in cells]
    return set(hexes) | {n for h in hexes for n in neighbors(h)}


def badge_hex(game, scenario: ScenarioFile, zone: Zone) -> Hex:
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


def outline_segments(hexes: list[Hex], corners_of: Callable[[Hex], list[Point]]) -> list[tuple[Point, Point]]:
    """The outline of a set of hexes: every hexside between a hex of the set and one outside it,
    as the two corner points they share (`corners_of` gives a hex's corners, in order)."""
    inside = set(hexes)
    segments = []
    for hex_ in hexes:
        corners = corners_of(hex_)
        for direction in range(6):
            other = neighbor(hex_, direction)
            if other in inside:
                continue
            theirs = corners_of(other)
            shared = [c for c in corners if any(abs(c[0] - o[0]) + abs(c[1] - o[1]) < 1e-6 for o in theirs)]
            if len(shared) == 2:
                segments.append((shared[0], shared[1]))
    return segments


def _fit(low: int, high: int, size: int, limit: int) -> int:
    """The first index of a span of `size` centred on low..high and kept within 0..limit-1."""
    start = (low + high) // 2 - (size - 1) // 2
    return max(0, min(start, limit - size))


@dataclass(frozen=True)
class KeyIcon:
    """What a line of the map's key shows: a kind of thing the map draws (objective, zone,
    unit-infantry, unit-vehicle, passengers, fog, piece, marker, sniper, arrival), with its side,
    symbol or fill."""

    kind: str
    side: str | None = None
    symbol: str | None = None
    fill: str | None = None


def map_key(game, scenario: ScenarioFile) -> list[tuple[str, KeyIcon]]:
    """The things this scenario's map shows, each with the words that say what it means."""
    found = [("objective", KeyIcon("objective"))]
    found += [(zone.name.removeprefix("the "), KeyIcon("zone", side=zone.side)) for zone in scenario.zones]
    units = [u for f in forces(game, scenario) for u in f.units]
    found += [(category, KeyIcon(f"unit-{category}", side=game.attacker)) for category in ("infantry", "vehicle")
              if any(u.category == category for u in units)]
    if any(u.passengers for u in units):
        found.append(("infantry units aboard", KeyIcon("passengers")))
    faces = dict.fromkeys((piece_id, face_id) for piece_id, face_id, _ in
                          (placed_pieces(game, scenario) if scenario.pieces else []))
    for piece_id, face_id in faces:
        face = next(f for f in pieces_file(game).piece(piece_id).faces if f.id == face_id)
        found.append(((face.text or face_id).lower(), KeyIcon("piece", symbol=face.symbol, fill=game.terrain[
            face.terrain].colour if face.terrain else None)))
    for rule in scenario.special_rules:
        if isinstance(rule, HiddenRule):
            found.append((f"hidden {game.sides[rule.side].name} units", KeyIcon("fog")))
        if isinstance(rule, ArrivesRule):
            found.append(("enters later", KeyIcon("arrival")))
        if isinstance(rule, SniperRule):
            found.append((f"{game.markers[rule.marker].name.lower()}'s reach",
                          KeyIcon("sniper", side=unit_refs(scenario)[rule.unit][0])))
    found += [(game.markers[m].name.lower(), KeyIcon("marker", symbol=game.markers[m].front.symbol))
              for m in dict.fromkeys(m.marker for m in scenario.markers)]
    return found
