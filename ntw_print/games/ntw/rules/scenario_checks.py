"""Checks of a scenario file against the rest of the game: board, turns, sides, hexes, units, tiles,
pieces, markers, rule texts and the terrain under every placement. Pure.

Each problem is (path inside the scenario file, message); `check_scenarios` turns them into faults
at the file's line and column.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....core.errors import unknown
from ....core.references import Problem, once_each, range_problems, reference_problems, repeated
from ....core.words import and_list, counted
from ....kinds.places import place_problems
from ..model.scenario import COUNTER, SCENARIO_UNIT, ArrivesRule, HiddenRule, ScenarioFile, SniperRule
from .grid import board_grid
from .scenario_forces import unit_entries, unit_refs
from .scenario_map import placed_pieces
from .scenario_rules_checks import prose_problems, rule_problems
from .scenarios import (PIECES_FILE, SECTION_TILE_FACES, TRANSPORT_PIECE, boards, last_turn, objective_labels,
                        pieces_file, scenario_source, scenarios, transport_cards)

if TYPE_CHECKING:
    from ..loader import Game


def scenario_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """Everything wrong with one scenario against the rest of the game, with where it is.

    The checks run in stages, each only when the one before found nothing, so one slip gives one
    message: first what the file names (board, sides, hexes, units, zones, pieces, markers, weapons,
    turns); then the forces, pieces and markers counted against what is printed; then the rules, texts
    and terrain.
    """
    for stage in (_reference_problems, _count_problems, _rule_problems):
        problems = stage(game, scenario)
        if problems:
            return problems
    return []


def check_scenarios(game: Game) -> list:
    """Every problem of every scenario file, at its line and column."""
    return [scenario_source(game, scenario).fault(path, message)
            for scenario in scenarios(game) for path, message in scenario_problems(game, scenario)]


def _reference_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """Every hex on the board, every id known, each side's mission and force given once, every turn in
    the game."""
    pieces = pieces_file(game)
    piece_ids = [kind.id for kind in pieces.pieces] if pieces is not None else []
    known = {"board": boards(game), "side": game.sides, "unit": game.units, "marker": game.markers,
             COUNTER: [*game.markers, *piece_ids], "weapon": game.weapons, "zone": [], SCENARIO_UNIT: [],
             **({"piece": piece_ids} if pieces else {})}
    problems = place_problems(scenario, board_grid(game).labels) + reference_problems(scenario, known)
    for group in ("missions", "forces"):
        problems += once_each((group,), [record.side for record in getattr(scenario, group)], game.sides)
    last = last_turn(game)
    problems += [(("turns", key), f"turn {value} is past the last turn of the turn recorder ({last})")
                 for key, value in (("start", scenario.turns.start), ("end", scenario.turns.end)) if value > last]
    return problems + range_problems(scenario, "turn", scenario.turns.start, scenario.turns.end, "the game")


def _count_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    return (_force_problems(game, scenario) + _transport_problems(game, scenario) + _placement_problems(scenario)
            + _section_tile_problems(game, scenario) + _piece_problems(game, scenario) + _marker_problems(game, scenario))


def _rule_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    return rule_problems(game, scenario) + prose_problems(game, scenario) + _terrain_problems(game, scenario)


def _force_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """Each unit is of its force's side and sets up in a zone of that side; its tile is printed and
    in play once; it has no more figures than its unit; a force numbers each section once."""
    problems: list[Problem] = []
    zones = {z.id: z for z in scenario.zones}
    for i, force in enumerate(scenario.forces):
        numbers = [(("forces", i, "sections", j, "number"), s.number) for j, s in enumerate(force.sections)]
        problems += [(path, f"section {number} appears twice") for path, number, _ in repeated(numbers)]
    tiles = []
    for path, side, entry in unit_entries(scenario):
        unit = game.units[entry.unit]
        if unit.side != side:
            problems.append((path + ("unit",), f"{entry.unit} is a {unit.side} unit, in the {side} force"))
        if entry.tile > unit.count:
            problems.append((path + ("tile",), f"{entry.unit} has {counted(unit.count, 'tile')}, not a tile {entry.tile}"))
        tiles.append((path + ("tile",), (_played_as(game, entry.unit), entry.tile)))
        if entry.figures is not None and entry.figures > unit.figures:
            problems.append((path + ("figures",), f"{unit.name.lower()} has {unit.figures} figures at "
                                                  f"full strength, not {entry.figures}"))
        if entry.zone is not None and zones[entry.zone].side != side:
            problems.append((path + ("zone",), f"{entry.zone} is a {zones[entry.zone].side} zone"))
    return problems + [(path, f"tile {tile} of {unit_id} is already in play")
                       for path, (unit_id, tile), _ in repeated(tiles)]


def _played_as(game: Game, unit_id: str) -> str:
    """A unit played instead of another uses up that unit's tile numbers too."""
    unit = game.units[unit_id]
    return unit.replaces or unit_id


def _transport_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """Only infantry rides, in a vehicle of its side that rides in nothing itself; the troop transport
    pieces printed hold every vehicle's riders."""
    problems = []
    entries = unit_refs(scenario)
    carriers: Counter[str] = Counter()
    for path, side, entry in unit_entries(scenario):
        if entry.aboard is None:
            continue
        vehicle_side, vehicle = entries[entry.aboard]
        if vehicle_side != side:
            problems.append((path + ("aboard",), f"{entry.aboard} belongs to {vehicle_side}"))
        elif game.units[vehicle.unit].category != "vehicle":
            problems.append((path + ("aboard",), f"{entry.aboard} is not a vehicle"))
        elif vehicle.aboard is not None:
            problems.append((path + ("aboard",), f"{entry.aboard} itself rides in {vehicle.aboard}"))
        elif game.units[entry.unit].category != "infantry":
            problems.append((path + ("aboard",), f"only infantry rides in a vehicle, not {entry.unit}"))
        carriers[entry.aboard] += entry.figures or game.units[entry.unit].figures
    pieces = pieces_file(game)
    if pieces is not None and carriers:
        have = next((k.count for k in pieces.pieces if k.id == TRANSPORT_PIECE), 0)
        need = sum(transport_cards(game, figures) for figures in carriers.values())
        if need > have:
            problems.append((("forces",), f"{len(carriers)} vehicle{'s carry' if len(carriers) > 1 else ' carries'} "
                                          f"{sum(carriers.values())} figures, who need {need} troop transport "
                                          f"pieces; there are {have}"))
    return problems


def _placement_problems(scenario: ScenarioFile) -> list[Problem]:
    """Each unit starts somewhere ('at', 'zone', 'aboard') or a rule brings it on, not both."""
    arriving = {r.unit for r in scenario.special_rules if isinstance(r, ArrivesRule)}
    problems = []
    for path, _, entry in unit_entries(scenario):
        placed = entry.at or entry.zone or entry.aboard
        if placed and entry.id in arriving:
            problems.append((path, f"{entry.id} enters the board by a rule, so it has no start position"))
        elif not placed and entry.id not in arriving:
            problems.append((path, f"{entry.id} has no start: give 'at', 'zone' or 'aboard', or a rule "
                                   f"that brings it on"))
    return problems


def _section_tile_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    pieces = pieces_file(game)
    if pieces is None:
        return []
    problems = []
    for i, force in enumerate(scenario.forces):
        need = len(force.sections) * len(SECTION_TILE_FACES)
        have = pieces.section_tiles.get(force.side, 0)
        if need > have:
            count = len(force.sections)
            sections = "1 section needs" if count == 1 else f"{count} sections need"
            problems.append((("forces", i, "sections"), f"{sections} {need} section tiles "
                                                        f"({' and '.join(SECTION_TILE_FACES)} side up each), "
                                                        f"{force.side} has {have}"))
    return problems


def _piece_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """Each piece laid is a board piece with that face, printed often enough, wholly on the board."""
    pieces = pieces_file(game)
    if not scenario.pieces:
        return []
    if pieces is None:
        return [(("pieces",), f"pieces are placed, but the game has no {PIECES_FILE}")]
    from ..model.pieces import footprint

    problems = []
    grid = board_grid(game)
    used: Counter[str] = Counter()
    for i, placement in enumerate(scenario.pieces):
        kind = pieces.piece(placement.piece)
        faces = [f.id for f in kind.faces]
        if kind.hexes is None:
            problems.append((("pieces", i, "piece"), f"{placement.piece} is kept beside the board, not on it"))
            continue
        if placement.face is not None and placement.face not in faces:
            problems.append((("pieces", i, "face"), unknown(f"face of {kind.id}", placement.face, faces)))
            continue
        used[kind.id] += 1
        if used[kind.id] == kind.count + 1:
            problems.append((("pieces", i), f"only {kind.count} {kind.name.lower()}s are printed"))
        cells = footprint(kind, placement.face or kind.front.id, grid.hex_of(placement.at), placement.turns)
        if not all(grid.on_board(c) for c in cells):
            problems.append((("pieces", i, "at"), f"the piece at {placement.at} runs off the board"))
    return problems


def _marker_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """The markers laid and those the rules lay, counted against those printed; a marker laid on its
    back has one."""
    uses = [(("markers", i, "marker"), placement.marker, 1) for i, placement in enumerate(scenario.markers)]
    for i, rule in enumerate(scenario.special_rules):
        if isinstance(rule, HiddenRule):
            uses.append((("special_rules", i, "count"), rule.marker, rule.count))
        elif isinstance(rule, SniperRule):
            uses.append((("special_rules", i, "marker"), rule.marker, 1))
    need: Counter[str] = Counter()
    where: dict[str, tuple] = {}
    for path, marker_id, count in uses:
        need[marker_id] += count
        where.setdefault(marker_id, path)
    problems = [(("markers", i, "face"), f"the {game.markers[p.marker].name.lower()} marker has no back")
                for i, p in enumerate(scenario.markers) if p.face == "back" and game.markers[p.marker].back is None]
    return problems + [(where[marker_id], f"{count} {game.markers[marker_id].name.lower()} markers are needed, "
                                          f"{game.markers[marker_id].total} are printed")
                       for marker_id, count in need.items() if count > game.markers[marker_id].total]


def _terrain_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """Units start (or come on) where they may stand, pieces lie on open ground, the sniper has his
    floor, a zone's building is one, a stretch objective follows a road. Nothing when the board has
    problems of its own (the board checks report those)."""
    from .board import read_game_board
    from .movement import can_enter

    board, board_problems = read_game_board(game, scenario.board)
    if board_problems:
        return []
    problems: list[Problem] = []
    refs = unit_refs(scenario)
    starts = [(path + ("at",), entry.id, entry.unit, entry.at, "stand on")
              for path, _, entry in unit_entries(scenario) if entry.at is not None]
    starts += [(("special_rules", i, "at"), rule.unit, refs[rule.unit][1].unit, rule.at, "enter at")
               for i, rule in enumerate(scenario.special_rules) if isinstance(rule, ArrivesRule)]
    for path, ref, unit_id, at, verb in starts:
        terrain = board.terrain_at(board.hex_of(at))
        if not can_enter(game, unit_id, terrain, board.road_at(board.hex_of(at))):
            problems.append((path, f"{ref} cannot {verb} {at}: {game.terrain[terrain].name.lower()}"))
    for i, rule in enumerate(scenario.special_rules):
        if isinstance(rule, SniperRule) and refs[rule.unit][1].at is not None:
            at = refs[rule.unit][1].at
            floors = board.floors_at(board.hex_of(at))
            if floors < rule.floor:
                problems.append((("special_rules", i, "floor"), f"the building at {at} has "
                                                                f"{counted(floors, 'floor')}, not {rule.floor}"))
    for i, zone in enumerate(scenario.zones):
        if zone.building is not None and board.building_at(board.hex_of(zone.building)) is None:
            problems.append((("zones", i, "building"), f"{zone.building} is not a building hex"))
    for i, objective in enumerate(scenario.objectives):
        off_road = [label for label in objective_labels(board.grid, objective)
                    if objective.stretch is not None and not board.road_at(board.hex_of(label))]
        if off_road:
            problems.append((("objectives", i, "stretch"), f"the stretch leaves the road at {and_list(off_road)}"))
    for i, (_, _, cells) in enumerate(placed_pieces(game, scenario)):
        for hex_ in cells:
            terrain = game.terrain[board.terrain_at(hex_)]
            if board.road_at(hex_) or terrain.blocks_line_of_fire or terrain.infantry == "never":
                what = "a road" if board.road_at(hex_) else terrain.name.lower()
                problems.append((("pieces", i, "at"), f"the piece covers {board.label_of(hex_)}, "
                                                      f"{what}: lay it on open ground"))
                break
    return problems
