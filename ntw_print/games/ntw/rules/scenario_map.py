"""The map of a scenario as the rules see it: the pieces laid on it, the hexes it must show and
frame, where a zone's badge goes, the sniper's reach, what is laid over the board (the board kind's
overlay items: their words and colours) and the key to what the map shows.

Pure: no drawing, no files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.colours import INK, PAPER
from ....kinds.board.overlay import Badge, Item, block, block_rim, Marker, Piece, Ring, Sample, Swatch, Tag, Token, Zone as ZoneItem
from ..model.scenario import ArrivesRule, HiddenRule, ScenarioFile, SniperRule, Zone
from .grid import board_grid
from ....grids.hex import Hex, HexGrid, distance, neighbors, within
from .scenario_forces import UnitInPlay, forces, unit_refs
from .scenarios import label_order, objective_labels, pieces_file, zone_hexes
from .special import special_rules

if TYPE_CHECKING:
    from ..loader import Game

OBJECTIVE_GOLD = "#f2c230"
MARKER_FILL = "#f4f1e6"
NEUTRAL = "#e9e6dc"  # a piece of no terrain
MAP_MARGIN = 2
"""Hexes of board shown around everything a scenario places."""
MAP_MIN = (12, 9)
"""The smallest map window, in columns and rows."""


def placed_pieces(game: Game, scenario: ScenarioFile) -> list[tuple[str, str, list[Hex]]]:
    """(piece id, face id, covered hexes) of each terrain or area piece laid on the map."""
    from ..model.pieces import footprint

    pieces = pieces_file(game)
    grid = board_grid(game)
    return [(p.piece, p.face or pieces.piece(p.piece).front.id,
             footprint(pieces.piece(p.piece), p.face or pieces.piece(p.piece).front.id, grid.hex_of(p.at), p.turns))
            for p in scenario.pieces]


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


def map_frame(game: Game, scenario: ScenarioFile) -> list[str]:
    """The hexes the scenario map must frame: the scenario's own `map.window` corners when it has
    one; otherwise everything it places, a margin of MAP_MARGIN hexes around it, widened about its
    middle to at least MAP_MIN columns and rows. Kept on the board."""
    grid = board_grid(game)
    if scenario.map is not None:
        return block_rim(grid.labels, *(grid.labels.parse(label) for label in scenario.map.window))
    return block(grid.labels, [grid.label_of(h) for h in shown_hexes(game, scenario)], MAP_MARGIN, MAP_MIN)


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


def map_items(game: Game, scenario: ScenarioFile) -> list[Item]:
    """What the map lays over the board, bottom to top: zones (tinted, outlined in their side's
    colour), terrain pieces, the objectives, markers (civilians, the sniper), hidden set-ups (a
    fog-of-war marker with its count), the sniper's reach (dashed), arrivals (ringed, with their turn)
    and the units (side-coloured tokens with their names, «n» beside a vehicle carrying n units)."""
    grid, refs = board_grid(game), unit_refs(scenario)

    def labels(hexes) -> tuple[str, ...]:
        return tuple(grid.label_of(h) for h in hexes)

    def ink(side: str) -> str:
        return game.sides[side].colour
    found: list[Item] = [ZoneItem(labels(zone_hexes(game, scenario, zone)), ink(zone.side),
                                  zone.name.removeprefix("the ").upper()) for zone in scenario.zones]
    for piece_id, face_id, cells in placed_pieces(game, scenario) if scenario.pieces else []:
        face = next(f for f in pieces_file(game).piece(piece_id).faces if f.id == face_id)
        found.append(Piece(labels(cells), game.terrain[face.terrain].colour if face.terrain else NEUTRAL, face.symbol))
    for objective in scenario.objectives:
        cells = tuple(objective_labels(grid, objective))
        owner = game.sides[objective.side] if objective.side else None
        found += [Ring(cells, OBJECTIVE_GOLD, inset=0.92, width=0.6, weight=0.16, joined=0.35),
                  Marker(cells[0], "objective", OBJECTIVE_GOLD, size=1.15, edge=0.3, corner=0.6, symbol_share=0.8),
                  Tag(cells[0], f"{owner.name.upper()} EXIT" if owner else "OBJECTIVE",
                      OBJECTIVE_GOLD if owner is None else owner.colour, INK if owner is None else PAPER, rise=-1.05,
                      flip=True)]
    for placement in scenario.markers:
        face = getattr(game.markers[placement.marker], placement.face)
        sided = face.colour in game.sides
        found.append(Marker(placement.at, face.symbol or "zone", ink(face.colour) if sided else MARKER_FILL,
                            PAPER if sided else INK))
    for rule in (r for r in scenario.special_rules if isinstance(r, HiddenRule)):
        at = grid.label_of(badge_hex(game, scenario, next(z for z in scenario.zones if z.id == rule.zone)))
        marker = game.markers[rule.marker]
        found += [Marker(at, marker.front.symbol or "fog", MARKER_FILL, size=1.3),
                  Tag(at, f"{rule.count} × {marker.name.upper()}", INK, PAPER, rise=-1.15)]
    found += [ZoneItem(labels(sniper_reach(game, scenario, rule)), ink(refs[rule.unit][0]), wash=0.0, dashed=True,
                       width=0.4, weight=0.1) for rule in scenario.special_rules if isinstance(rule, SniperRule)]
    for rule in (r for r in scenario.special_rules if isinstance(r, ArrivesRule)):
        side = ink(refs[rule.unit][0])
        found += [Ring((rule.at,), side, inset=0.9, width=0.5, weight=0.12),
                  Tag(rule.at, f"TURN {rule.turn}", side, PAPER, rise=1.05)]
    placed: dict[str, list[UnitInPlay]] = {}
    for unit in (u for force in forces(game, scenario) for u in force.units):
        where = unit.at or (unit.arrives[1] if unit.arrives else None)
        if where is not None:
            placed.setdefault(where, []).append(unit)
    found += [Token(at, ink(unit.side), token_name(unit), str(len(unit.passengers)) if unit.passengers else "",
                    dashed=unit.arrives is not None, icon=unit.category)
              for at, units in placed.items() for unit in units]
    return found


def token_name(unit: UnitInPlay) -> str:
    """A unit's words on the map: its role ("Sniper") or its name in a few letters ("Tank 1", "Inf 2",
    "APC 1")."""
    if unit.role and unit.role != "fire support":
        return unit.role.capitalize()
    words = unit.name.rsplit(" ", 1)[0].split()
    name = "".join(w[0].upper() for w in words) if len(words) > 1 else words[0]
    return f"{name[:3] if len(name) > 5 else name} {unit.tile}"


def map_key(game: Game, scenario: ScenarioFile) -> list[tuple[str, Sample]]:
    """The things this scenario's map shows, each with the words that say what it means and its sample."""
    found: list[tuple[str, Sample]] = [("objective", Swatch(OBJECTIVE_GOLD, symbol="objective"))]
    found += [(zone.name.removeprefix("the "), Swatch(game.sides[zone.side].tint, game.sides[zone.side].colour, 0.6))
              for zone in scenario.zones]
    units = [u for f in forces(game, scenario) for u in f.units]
    found += [(category, Token("", game.sides[game.attacker].colour, icon=category))
              for category in ("infantry", "vehicle") if any(u.category == category for u in units)]
    if any(u.passengers for u in units):
        found.append(("infantry units aboard", Badge("2")))
    faces = dict.fromkeys((piece_id, face_id) for piece_id, face_id, _ in
                          (placed_pieces(game, scenario) if scenario.pieces else []))
    for piece_id, face_id in faces:
        face = next(f for f in pieces_file(game).piece(piece_id).faces if f.id == face_id)
        found.append(((face.text or face_id).lower(), Swatch(game.terrain[face.terrain].colour if face.terrain
                                                             else NEUTRAL, symbol=face.symbol)))
    for rule in scenario.special_rules:
        if isinstance(rule, HiddenRule):
            found.append((f"hidden {game.sides[rule.side].name} units", Marker("", "fog", MARKER_FILL)))
        if isinstance(rule, ArrivesRule):
            found.append(("enters later", Swatch(width=0.3, dash=(0.6, 0.4))))
        if isinstance(rule, SniperRule):
            found.append((f"{game.markers[rule.marker].name.lower()}'s reach",
                          Swatch(edge=game.sides[unit_refs(scenario)[rule.unit][0]].colour, width=0.5,
                                 dash=(1.2, 0.8))))
    found += [(game.markers[m].name.lower(), Marker("", game.markers[m].front.symbol or "zone", MARKER_FILL))
              for m in dict.fromkeys(m.marker for m in scenario.markers)]
    return found
