"""What a scenario's map lays over the board, as the board kind's overlay items (kinds/board/overlay):
which zones, rings, pieces, markers, tags and unit tokens, with their words and colours; the block of
hexes the map frames; and the key's samples of what it shows. Imported when a map is made, so that
reading the rules (as `odds` does) loads no layout.

Pure: no drawing, no files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.colours import INK, PAPER
from ....kinds.overlay import (Badge, Item, Marker, Piece, Ring, Sample, Swatch, Tag, Token, Zone, block,
                                    block_rim)
from ..model.scenario import ArrivesRule, HiddenRule, ScenarioFile, SniperRule
from .components import NEUTRAL
from .grid import board_grid
from .scenario_forces import UnitInPlay, forces, unit_refs
from .scenario_map import badge_hex, placed_pieces, shown_hexes, sniper_reach
from .scenarios import objective_labels, zone_hexes

if TYPE_CHECKING:
    from ..loader import Game

OBJECTIVE_GOLD = "#f2c230"
MARKER_FILL = "#f4f1e6"
MAP_MARGIN = 2
"""Hexes of board shown around everything a scenario places."""
MAP_MIN = (12, 9)
"""The smallest map window, in columns and rows."""


def map_frame(game: Game, scenario: ScenarioFile) -> list[str]:
    """The hexes the scenario map must frame: the scenario's own `map.window` corners when it has
    one; otherwise everything it places, a margin of MAP_MARGIN hexes around it, widened about its
    middle to at least MAP_MIN columns and rows. Kept on the board."""
    grid = board_grid(game)
    if scenario.map is not None:
        return block_rim(grid.labels, *(grid.labels.parse(label) for label in scenario.map.window))
    return block(grid.labels, [grid.label_of(h) for h in shown_hexes(game, scenario)], MAP_MARGIN, MAP_MIN)


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
    found: list[Item] = [Zone(labels(zone_hexes(game, scenario, zone)), ink(zone.side),
                              zone.name.removeprefix("the ").upper()) for zone in scenario.zones]
    for _, face, cells in placed_pieces(game, scenario) if scenario.pieces else []:
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
    found += [Zone(labels(sniper_reach(game, scenario, rule)), ink(refs[rule.unit][0]), wash=0.0, dashed=True,
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
    faces = {(kind.id, face.id): face for kind, face, _ in (placed_pieces(game, scenario) if scenario.pieces else [])}
    for face in faces.values():
        found.append(((face.text or face.id).lower(), Swatch(game.terrain[face.terrain].colour if face.terrain
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
