"""A scenario's set-up: what to put where before turn 1, in order, as printed on its sheet.

Pure: no drawing, no files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.words import and_list, counted
from ..model.scenario import ScenarioFile, SniperRule
from .grid import board_grid
from .scenario_forces import forces, unit_name, unit_refs
from .scenario_prose import board_words, objective_text
from .scenario_map import placed_pieces
from .scenarios import transport_cards, zone_corners, zone_name

if TYPE_CHECKING:
    from ..loader import Game

OBJECTIVE_MARKER = "objective"


def setup_steps(game: Game, scenario: ScenarioFile) -> list[str]:
    """What to put where before turn 1, in order (the forces table and map say where each unit goes)."""
    grid = board_grid(game)
    steps = [f"Lay the board with the {board_words(game, scenario)} side up."]
    steps.append(_objective_step(game, scenario))
    by_face: dict[tuple[str, str], list] = {}  # the pieces laid, by kind and face up
    for kind, face, _ in placed_pieces(game, scenario):
        by_face.setdefault((kind.id, face.id), []).append((kind, face))
    for (kind, face), *more in by_face.values():
        steps.append(f"Lay {counted(1 + len(more), kind.name.lower())}, {(face.text or face.id).lower()} side up, "
                     "as drawn on the map.")
    by_marker: dict[tuple[str, str], list[str]] = {}
    for placement in scenario.markers:
        by_marker.setdefault((placement.marker, placement.face), []).append(placement.at)
    for (marker_id, face), hexes in by_marker.items():
        marker_def = game.markers[marker_id]
        name = marker_def.name.lower()
        shown = getattr(marker_def, face)
        side_note = f" ({shown.colour} side up)" if marker_def.back is not None and shown.colour in game.sides else ""
        plural = "s" if len(hexes) > 1 else ""
        steps.append(f"Put {len(hexes) if len(hexes) > 1 else 'the'} {name} marker{plural}{side_note} "
                     f"on {and_list(hexes)}.")
    for rule in scenario.special_rules:
        if isinstance(rule, SniperRule):
            side, entry = unit_refs(scenario)[rule.unit]
            marker = game.markers[rule.marker]
            steps.append(f"Put the {marker.name.lower()} marker on {entry.at}, {game.sides[side].name} side up.")
    for zone in scenario.zones:
        corners = zone_corners(grid, zone)
        if corners:
            steps.append(f"Mark {zone.name} with {game.sides[zone.side].name.lower()} zone markers on its corners: "
                         f"{and_list(corners)}.")
    zone_steps = []
    for force in forces(game, scenario):
        by_zone: dict[str, list[str]] = {}
        for unit in force.units:
            if unit.zone is not None and unit.hidden_under is None:
                by_zone.setdefault(unit.zone, []).append(unit.name)
        for zone_id, names in by_zone.items():
            zone_steps.append((force.side != game.defender,
                               f"{game.sides[force.side].name} places {and_list(names)} anywhere in "
                               f"{zone_name(scenario, zone_id)}."))
    if len({first for first, _ in zone_steps}) > 1:
        zone_steps.insert(0, (False, f"{game.sides[game.defender].name} sets up first, then "
                                     f"{game.sides[game.attacker].name}."))
    steps += [words for _, words in sorted(zone_steps, key=lambda item: item[0])]
    for force in forces(game, scenario):
        carriers = [u for u in force.units if u.passengers]
        for vehicle in carriers:
            riders = and_list([unit_name(game, scenario, ref) for ref in vehicle.passengers])
            one = len(vehicle.passengers) == 1
            cards = transport_cards(game, sum(u.figures for u in force.units if u.ref in vehicle.passengers))
            on = "a troop transport piece" if cards == 1 else f"{cards} troop transport pieces"
            steps.append(f"{riders} ride{'s' if one else ''} in {vehicle.name}: stand {'its' if one else 'their'} "
                         f"figures on {on} beside the vehicle's tile.")
    steps.append("Put the technical markers on the highest non-grey number of every ammunition track.")
    steps.append(f"Put the turn marker on turn {scenario.turns.start} of the turn recorder.")
    return steps


def _objective_step(game: Game, scenario: ScenarioFile) -> str:
    """Where the objective marker goes; objectives beyond the markers printed are on the map only."""
    printed = game.markers[OBJECTIVE_MARKER].total if OBJECTIVE_MARKER in game.markers else 0
    first, *others = scenario.objectives
    where = first.hex or first.stretch[0]
    step = f"Put the objective marker on {where}"
    if first.stretch:
        step += f"; the objective runs along the road to {first.stretch[1]}"
    if first.side:
        step += f" ({game.sides[first.side].name}'s objective)"
    if others and printed < len(scenario.objectives):
        rest = and_list([objective_text(game, o) for o in others])
        step += f"; {rest} {'is' if len(others) == 1 else 'are'} marked on the map only"
    elif others:
        step = f"Put objective markers on {and_list([o.hex or o.stretch[0] for o in scenario.objectives])}"
    return step + "."
