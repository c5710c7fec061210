"""Checks of a scenario file against the rest of the game: board, turns, sides, hexes, units, tiles,
pieces, markers, rule texts and the terrain under every placement. Pure.

Each problem is (path inside the scenario file, message); `check_scenarios` turns them into faults
at the file's line and column.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.scenario import (
    ArrivesRule,
    CountdownRule,
    HiddenRule,
    HostageRule,
    ScenarioFile,
    SniperRule,
)
from ....core.errors import unknown
from .grid import board_grid
from .scenario_forces import unit_refs
from .scenario_map import placed_pieces
from .scenario_prose import and_list
from .scenario_rules_checks import Problem, prose_problems, rule_problems
from .scenarios import (
    PIECES_FILE,
    SECTION_TILE_FACES,
    TRANSPORT_PIECE,
    boards,
    counter_name,
    last_turn,
    objective_labels,
    pieces_file,
    scenario_source,
    scenarios,
    transport_cards,
)

if TYPE_CHECKING:
    from ..loader import Game

def scenario_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """Everything wrong with one scenario against the rest of the game, with where it is.

    References come first (board, turns, sides, hexes, units, pieces, markers); the rules, texts
    and terrain are checked only when every reference holds, so one slip gives one message.
    """
    problems: list[Problem] = []
    for check in (_board_problems, _turn_problems, _side_problems, _hex_problems, _force_problems,
                  _piece_problems, _marker_problems):
        problems += check(game, scenario)
    if not problems:
        for check in (rule_problems, prose_problems, _terrain_problems):
            problems += check(game, scenario)
    return problems


def check_scenarios(game: Game) -> list:
    """Every problem of every scenario file, at its line and column."""
    return [scenario_source(game, scenario).fault(path, message)
            for scenario in scenarios(game) for path, message in scenario_problems(game, scenario)]


def _board_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    known = boards(game)
    return [] if scenario.board in known else [(("board",), unknown("board", scenario.board, known))]


def _turn_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    last = last_turn(game)
    return [(("turns", key), f"turn {value} is past the last turn of the turn recorder ({last})")
            for key, value in (("start", scenario.turns.start), ("end", scenario.turns.end)) if value > last]


def _side_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    problems = []
    sides = game.sides
    for group in ("missions", "forces", "zones", "objectives"):
        for i, record in enumerate(getattr(scenario, group)):
            if record.side is not None and record.side not in sides:
                problems.append(((group, i, "side"), unknown("side", record.side, sides)))
    for group in ("missions", "forces"):
        named = [record.side for record in getattr(scenario, group)]
        for side in sides:
            if named.count(side) != 1:
                problems.append(((group,), f"expected one entry for {side}, found {named.count(side)}"))
    if scenario.victory.time_out not in sides:
        problems.append((("victory", "time_out"), unknown("side", scenario.victory.time_out, sides)))
    for i, rule in enumerate(scenario.special_rules):
        side = getattr(rule, "side", None)
        if side is not None and side not in sides:
            problems.append((("special_rules", i, "side"), unknown("side", side, sides)))
    zone_ids = [z.id for z in scenario.zones]
    for i, zone_id in enumerate(zone_ids):
        if zone_id in zone_ids[:i]:
            problems.append((("zones", i, "id"), f"duplicate zone id '{zone_id}'"))
    return problems


def _labelled(scenario: ScenarioFile) -> list[tuple[tuple, str]]:
    """(path, label) of every hex label in the scenario file."""
    found: list[tuple[tuple, str]] = []
    for i, objective in enumerate(scenario.objectives):
        if objective.hex:
            found.append((("objectives", i, "hex"), objective.hex))
        for j, label in enumerate(objective.stretch or ()):
            found.append((("objectives", i, "stretch", j), label))
    for i, zone in enumerate(scenario.zones):
        found += [(("zones", i, "rect", j), label) for j, label in enumerate(zone.rect or ())]
        found += [(("zones", i, "hexes", j), label) for j, label in enumerate(zone.hexes)]
        if zone.around:
            found.append((("zones", i, "around"), zone.around))
        if zone.building:
            found.append((("zones", i, "building"), zone.building))
    for i, force in enumerate(scenario.forces):
        for j, section in enumerate(force.sections):
            for k, unit in enumerate(section.units):
                if unit.at:
                    found.append((("forces", i, "sections", j, "units", k, "at"), unit.at))
    for group in ("pieces", "markers"):
        found += [((group, i, "at"), p.at) for i, p in enumerate(getattr(scenario, group))]
    for i, rule in enumerate(scenario.special_rules):
        if getattr(rule, "at", None):
            found.append((("special_rules", i, "at"), rule.at))
    if scenario.map is not None:
        found += [(("map", "window", j), label) for j, label in enumerate(scenario.map.window)]
    return found


def _hex_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    grid = board_grid(game)
    problems = []
    for path, label in _labelled(scenario):
        try:
            grid.labels.parse(label)
        except ValueError as exc:
            problems.append((path, str(exc).replace(f"{label!r}: ", f"hex {label}: ")))
    return problems


def hexes_valid(game: Game, scenario: ScenarioFile) -> bool:
    return not _hex_problems(game, scenario)


def _force_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    problems: list[Problem] = []
    refs: dict[str, tuple] = {}
    used_tiles: dict[tuple[str, int], tuple] = {}
    zones = {z.id: z for z in scenario.zones}
    for i, force in enumerate(scenario.forces):
        numbers = [s.number for s in force.sections]
        for j, section in enumerate(force.sections):
            if section.number in numbers[:j]:
                problems.append((("forces", i, "sections", j, "number"), f"section {section.number} appears twice"))
            for k, entry in enumerate(section.units):
                path = ("forces", i, "sections", j, "units", k)
                if entry.id in refs:
                    problems.append((path + ("id",), f"unit id '{entry.id}' is used twice in this scenario"))
                refs[entry.id] = path
                unit = game.units.get(entry.unit)
                if unit is None:
                    problems.append((path + ("unit",), unknown("unit", entry.unit, game.units)))
                    continue
                if unit.side != force.side:
                    problems.append((path + ("unit",), f"{entry.unit} is a {unit.side} unit, in the {force.side} force"))
                if entry.tile > unit.count:
                    problems.append((path + ("tile",), f"{entry.unit} has {unit.count} tile"
                                                        f"{'s' if unit.count > 1 else ''}, not a tile {entry.tile}"))
                key = (_played_as(game, entry.unit), entry.tile)
                if key in used_tiles:
                    problems.append((path + ("tile",), f"tile {entry.tile} of {key[0]} is already in play"))
                used_tiles[key] = path
                if entry.figures is not None and entry.figures > unit.figures:
                    problems.append((path + ("figures",), f"{unit.name.lower()} has {unit.figures} figures at "
                                                          f"full strength, not {entry.figures}"))
                if entry.zone is not None:
                    zone = zones.get(entry.zone)
                    if zone is None:
                        problems.append((path + ("zone",), unknown("zone", entry.zone, zones)))
                    elif zone.side != force.side:
                        problems.append((path + ("zone",), f"{entry.zone} is a {zone.side} zone"))
    problems += _transport_problems(game, scenario, refs)
    problems += _placement_problems(scenario, refs)
    problems += _section_tile_problems(game, scenario)
    return problems


def _played_as(game: Game, unit_id: str) -> str:
    """A unit played instead of another uses up that unit's tile numbers too."""
    unit = game.units[unit_id]
    return unit.replaces or unit_id


def _transport_problems(game: Game, scenario: ScenarioFile, refs: dict[str, tuple]) -> list[Problem]:
    problems = []
    entries = unit_refs(scenario)
    carriers: dict[str, int] = {}
    for ref, (side, entry) in entries.items():
        if entry.aboard is None:
            continue
        path = refs[ref] + ("aboard",)
        vehicle = entries.get(entry.aboard)
        if vehicle is None:
            problems.append((path, unknown("unit of this scenario", entry.aboard, entries)))
            continue
        vehicle_side, vehicle_entry = vehicle
        vehicle_unit = game.units.get(vehicle_entry.unit)
        if vehicle_side != side:
            problems.append((path, f"{entry.aboard} belongs to {vehicle_side}"))
        elif vehicle_unit is not None and vehicle_unit.category != "vehicle":
            problems.append((path, f"{entry.aboard} is not a vehicle"))
        elif vehicle_entry.aboard is not None:
            problems.append((path, f"{entry.aboard} itself rides in {vehicle_entry.aboard}"))
        elif game.units.get(entry.unit) is not None and game.units[entry.unit].category != "infantry":
            problems.append((path, f"only infantry rides in a vehicle, not {entry.unit}"))
        riding = entry.figures or (game.units[entry.unit].figures if entry.unit in game.units else 0)
        carriers[entry.aboard] = carriers.get(entry.aboard, 0) + riding
    pieces = pieces_file(game)
    if pieces is not None and carriers:
        have = next((k.count for k in pieces.pieces if k.id == TRANSPORT_PIECE), 0)
        need = sum(transport_cards(game, figures) for figures in carriers.values())
        if need > have:
            problems.append((("forces",), f"{len(carriers)} vehicle{'s carry' if len(carriers) > 1 else ' carries'} "
                                          f"{sum(carriers.values())} figures, who need {need} troop transport "
                                          f"pieces; there are {have}"))
    return problems


def _placement_problems(scenario: ScenarioFile, refs: dict[str, tuple]) -> list[Problem]:
    arriving = {r.unit for r in scenario.special_rules if isinstance(r, ArrivesRule)}
    problems = []
    for ref, (_, entry) in unit_refs(scenario).items():
        placed = entry.at or entry.zone or entry.aboard
        if placed and ref in arriving:
            problems.append((refs[ref], f"{ref} enters the board by a rule, so it has no start position"))
        elif not placed and ref not in arriving:
            problems.append((refs[ref], f"{ref} has no start: give 'at', 'zone' or 'aboard', or a rule "
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
    pieces = pieces_file(game)
    if not scenario.pieces:
        return []
    if pieces is None:
        return [(("pieces",), f"pieces are placed, but the game has no {PIECES_FILE}")]
    problems = []
    grid = board_grid(game)
    known = {kind.id: kind for kind in pieces.pieces}
    used: dict[str, int] = {}
    for i, placement in enumerate(scenario.pieces):
        kind = known.get(placement.piece)
        if kind is None:
            problems.append((("pieces", i, "piece"), unknown("piece", placement.piece, known)))
            continue
        if kind.hexes is None:
            problems.append((("pieces", i, "piece"), f"{placement.piece} is kept beside the board, not on it"))
            continue
        faces = [f.id for f in kind.faces]
        if placement.face is not None and placement.face not in faces:
            problems.append((("pieces", i, "face"), unknown(f"face of {kind.id}", placement.face, faces)))
            continue
        used[kind.id] = used.get(kind.id, 0) + 1
        if used[kind.id] == kind.count + 1:
            problems.append((("pieces", i), f"only {kind.count} {kind.name.lower()}s are printed"))
        if grid.labels.contains(placement.at):
            from ..model.pieces import footprint

            cells = footprint(kind, placement.face or kind.front.id, grid.hex_of(placement.at), placement.turns)
            if not all(grid.on_board(c) for c in cells):
                problems.append((("pieces", i, "at"), f"the piece at {placement.at} runs off the board"))
    return problems


def _marker_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    problems: list[Problem] = []
    need: dict[str, int] = {}
    where: dict[str, tuple] = {}

    def use(marker_id: str, count: int, path: tuple) -> None:
        if marker_id not in game.markers:
            problems.append((path, unknown("marker", marker_id, game.markers)))
            return
        need[marker_id] = need.get(marker_id, 0) + count
        where.setdefault(marker_id, path)

    for i, placement in enumerate(scenario.markers):
        use(placement.marker, 1, ("markers", i, "marker"))
        marker = game.markers.get(placement.marker)
        if marker is not None and placement.face == "back" and marker.back is None:
            problems.append((("markers", i, "face"), f"the {marker.name.lower()} marker has no back"))
    for i, rule in enumerate(scenario.special_rules):
        if isinstance(rule, HiddenRule):
            use(rule.marker, rule.count, ("special_rules", i, "count"))
        elif isinstance(rule, SniperRule):
            use(rule.marker, 1, ("special_rules", i, "marker"))
        elif isinstance(rule, (HostageRule, CountdownRule)) and counter_name(game, rule.marker) is None:
            use(rule.marker, 0, ("special_rules", i, "marker"))  # reports the unknown id
    for zone in scenario.zones:
        if zone.rect is not None and "zone" in game.markers:
            need.setdefault("zone", 0)
    for marker_id, count in need.items():
        printed = game.markers[marker_id].total
        if count > printed:
            problems.append((where[marker_id], f"{count} {game.markers[marker_id].name.lower()} markers are needed, "
                                               f"{printed} are printed"))
    return problems


def _board(game: Game, scenario: ScenarioFile):
    """The scenario's board as the rules read it; None when it is missing or has problems of its own
    (those are reported by the board checks)."""
    from .board import read_game_board

    if scenario.board not in boards(game):
        return None
    board, problems = read_game_board(game, scenario.board)
    return None if problems else board


def _terrain_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """Units start where they may stand, pieces lie on open ground, the sniper has his floor, a
    stretch objective follows a road."""
    from .movement import can_enter

    board = _board(game, scenario)
    if board is None or not hexes_valid(game, scenario):
        return []
    problems: list[Problem] = []
    for i, force in enumerate(scenario.forces):
        for j, section in enumerate(force.sections):
            for k, entry in enumerate(section.units):
                if entry.at is None or entry.unit not in game.units:
                    continue
                hex_ = board.hex_of(entry.at)
                terrain = board.terrain_at(hex_)
                if not can_enter(game, entry.unit, terrain, board.road_at(hex_)):
                    problems.append((("forces", i, "sections", j, "units", k, "at"),
                                     f"{entry.id} cannot stand on {entry.at}: {game.terrain[terrain].name.lower()}"))
    refs = unit_refs(scenario)
    for i, rule in enumerate(scenario.special_rules):
        if isinstance(rule, ArrivesRule) and rule.unit in refs and refs[rule.unit][1].unit in game.units:
            hex_ = board.hex_of(rule.at)
            terrain = board.terrain_at(hex_)
            if not can_enter(game, refs[rule.unit][1].unit, terrain, board.road_at(hex_)):
                problems.append((("special_rules", i, "at"), f"{rule.unit} cannot enter at {rule.at}: "
                                                             f"{game.terrain[terrain].name.lower()}"))
        if isinstance(rule, SniperRule) and rule.unit in refs and refs[rule.unit][1].at:
            at = refs[rule.unit][1].at
            floors = board.floors_at(board.hex_of(at))
            if floors < rule.floor:
                problems.append((("special_rules", i, "floor"), f"the building at {at} has {floors} floor"
                                                                f"{'s' if floors != 1 else ''}, not {rule.floor}"))
    for i, zone in enumerate(scenario.zones):
        if zone.building is not None and board.building_at(board.hex_of(zone.building)) is None:
            problems.append((("zones", i, "building"), f"{zone.building} is not a building hex"))
    for i, objective in enumerate(scenario.objectives):
        if objective.stretch is not None:
            off_road = [label for label in objective_labels(board.grid, objective)
                        if not board.road_at(board.hex_of(label))]
            if off_road:
                problems.append((("objectives", i, "stretch"), f"the stretch leaves the road at {and_list(off_road)}"))
    if scenario.pieces and pieces_file(game) is not None and not _piece_problems(game, scenario):
        for i, (_, _, cells) in enumerate(placed_pieces(game, scenario)):
            for hex_ in cells:
                terrain = game.terrain[board.terrain_at(hex_)]
                if board.road_at(hex_) or terrain.blocks_line_of_fire or terrain.infantry == "never":
                    what = "a road" if board.road_at(hex_) else terrain.name.lower()
                    problems.append((("pieces", i, "at"), f"the piece covers {board.label_of(hex_)}, "
                                                          f"{what}: lay it on open ground"))
                    break
    return problems
