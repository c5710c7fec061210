"""Scenarios as the rules see them: forces resolved into tiles and figures, zones and objectives as
hexes, rule texts with their numbers filled in, set-up steps, and every check of a scenario file.

Pure: no drawing, no files. The sheet renderer prints what these functions return.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Callable

from ..model.scenario import (ArrivesRule, CountdownRule, FiguresRule, ForceUnit, HiddenRule, HostageRule,
                              NoteRule, Objective, ScenarioFile, SniperRule, StandsStillRule,
                              SupportFireRule, WeaponsRule, Zone)
from .grid import board_grid
from .hexgrid import Hex, HexGrid, line, neighbor, within
from .special import special_rules

SCENARIO_FOLDER = "scenarios"
PIECES_FILE = "pieces.yaml"
BOARD_FOLDER = "boards"
SECTION_TILE_FACES = ("range", "status")
"""A section lays out both faces of its section tiles: one tile range side up, one status side up."""
TRANSPORT_PIECE = "troop-transport"
OBJECTIVE_MARKER = "objective"
MAP_MARGIN = 1
"""Hexes of board shown around everything a scenario places."""
MAP_MIN = (12, 9)
"""The smallest map window, in columns and rows."""

Problem = tuple[tuple, str]  # (path inside the scenario file, message)


# ---------------------------------------------------------------- loading


def scenarios(game) -> list[ScenarioFile]:
    """Every scenario of the game, in book order."""
    return sorted(game.folder(SCENARIO_FOLDER).values(), key=lambda s: (s.number, s.id))


def scenario_source(game, scenario: ScenarioFile):
    return game.sources[f"{SCENARIO_FOLDER}/{scenario.id}.yaml"]


def _pieces(game):
    return game.extras.get(PIECES_FILE)


def _boards(game) -> dict:
    return game.folder(BOARD_FOLDER)


def board_name(game, scenario: ScenarioFile) -> str:
    """The name of the board side a scenario is played on, e.g. «City and house»."""
    board = _boards(game).get(scenario.board)
    return getattr(board, "name", None) or scenario.board.replace("-", " ").capitalize()


def last_turn(game) -> int:
    return max(row.turn for row in game.turns.turns)


# ---------------------------------------------------------------- hexes


def label_order(grid: HexGrid, hexes) -> list[Hex]:
    """Hexes without repeats, in board label order (column by column, then row)."""
    return sorted(set(hexes), key=lambda h: grid.scheme.from_cube(h))


def zone_hexes(grid: HexGrid, zone: Zone) -> list[Hex]:
    """Every board hex of a zone: its rectangle, its hexes around a centre and its listed hexes."""
    found: list[Hex] = []
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


def objective_labels(grid: HexGrid, objective: Objective) -> list[str]:
    """The hexes of an objective: its hex, or every hex of its stretch from first to last."""
    if objective.hex is not None:
        return [objective.hex]
    first, last = (grid.hex_of(label) for label in objective.stretch)
    return [grid.label_of(h) for h in line(first, last)]


def objective_text(game, objective: Objective, with_side: bool = True) -> str:
    """`EE31`, or `NN30–PP33` for a stretch; followed by the side when the objective is one side's."""
    where = objective.hex or "–".join(objective.stretch)
    return f"{where} ({game.sides[objective.side].name})" if objective.side and with_side else where


def objectives_text(game, scenario: ScenarioFile, side: str | None = None) -> str:
    """All objectives (`P42 (Red) and A18 (Blue)`), or those that concern `side` (`P42`)."""
    if side is None:
        return and_list([objective_text(game, o) for o in scenario.objectives])
    return and_list([objective_text(game, o, False) for o in scenario.objectives if o.side in (None, side)])


def prose_values(game, scenario: ScenarioFile, side: str | None = None) -> dict[str, object]:
    """What a briefing text may name as {placeholder}: the objective and the scenario's values."""
    return {**scenario.values, "objective": objectives_text(game, scenario, side)}


def prose(game, scenario: ScenarioFile, text: str, side: str | None = None) -> str:
    """A briefing text (situation, mission, victory note) as printed."""
    return text.format(**prose_values(game, scenario, side))


def prose_fields(scenario: ScenarioFile) -> list[tuple[tuple, str, str | None]]:
    """(path, text, side) of every briefing text of a scenario."""
    fields = [(("general_situation",), scenario.general_situation, None),
              (("specific_situation",), scenario.specific_situation, None)]
    fields += [(("missions", i, "text"), m.text, m.side) for i, m in enumerate(scenario.missions)]
    fields += [(("victory", "conditions", i), note, None) for i, note in enumerate(scenario.victory.conditions)]
    return fields


# ---------------------------------------------------------------- forces


@dataclass(frozen=True)
class UnitInPlay:
    """One unit tile of a scenario and where it starts."""

    ref: str  # its id in the scenario file
    side: str
    section: int
    unit: str  # units.yaml id
    tile: int
    name: str  # as printed: "Infantry 2"
    category: str
    figures: int
    at: str | None  # start hex
    zone: str | None  # set up anywhere in this zone
    aboard: str | None  # ref of the vehicle it rides in
    passengers: tuple[str, ...]  # refs of the units riding in it
    arrives: tuple[int, str] | None  # (turn, hex) for a unit that starts off the board
    hidden_under: str | None  # marker id when it sets up hidden
    support_only: bool


@dataclass(frozen=True)
class SectionInPlay:
    side: str
    number: int
    units: tuple[UnitInPlay, ...]


@dataclass(frozen=True)
class ForceInPlay:
    """A side's whole force: its sections, the tiles it takes and the figures it puts down."""

    side: str
    sections: tuple[SectionInPlay, ...]

    @property
    def units(self) -> list[UnitInPlay]:
        return [u for s in self.sections for u in s.units]

    @property
    def section_tiles(self) -> int:
        return len(self.sections) * len(SECTION_TILE_FACES)

    @property
    def infantry_figures(self) -> int:
        return sum(u.figures for u in self.units if u.category == "infantry")

    @property
    def vehicles(self) -> int:
        return sum(1 for u in self.units if u.category == "vehicle")


def tile_name(game, unit_id: str, tile: int) -> str:
    """A unit tile by the title printed on it: its name and number ("Infantry 2")."""
    return f"{game.units[unit_id].name} {tile}"


def unit_refs(scenario: ScenarioFile) -> dict[str, tuple[str, ForceUnit]]:
    """Scenario unit id -> (side, its entry)."""
    return {u.id: (force.side, u) for force in scenario.forces for section in force.sections for u in section.units}


def forces(game, scenario: ScenarioFile) -> list[ForceInPlay]:
    """Each side's force as tiles, figures and start positions, attacker first."""
    arrivals = {r.unit: (r.turn, r.at) for r in scenario.special_rules if isinstance(r, ArrivesRule)}
    support = {ref for r in scenario.special_rules if isinstance(r, SupportFireRule) for ref in r.units}
    hidden = {(r.side, r.zone): r.marker for r in scenario.special_rules if isinstance(r, HiddenRule)}
    riders: dict[str, list[str]] = {}
    for _, entry in unit_refs(scenario).values():
        if entry.aboard is not None:
            riders.setdefault(entry.aboard, []).append(entry.id)
    result = []
    for force in sorted(scenario.forces, key=lambda f: game.info.sides.index(game.sides[f.side])):
        sections = []
        for section in force.sections:
            units = []
            for entry in section.units:
                unit = game.units[entry.unit]
                units.append(UnitInPlay(
                    ref=entry.id, side=force.side, section=section.number, unit=entry.unit, tile=entry.tile,
                    name=tile_name(game, entry.unit, entry.tile), category=unit.category,
                    figures=entry.figures or unit.figures, at=entry.at, zone=entry.zone, aboard=entry.aboard,
                    passengers=tuple(riders.get(entry.id, ())), arrives=arrivals.get(entry.id),
                    hidden_under=hidden.get((force.side, entry.zone)) if entry.zone else None,
                    support_only=entry.id in support,
                ))
            sections.append(SectionInPlay(force.side, section.number, tuple(units)))
        result.append(ForceInPlay(force.side, tuple(sections)))
    return result


def start_text(game, scenario: ScenarioFile, unit: UnitInPlay) -> str:
    """Where a unit starts, in a few words: a hex, a zone, a vehicle or its arrival."""
    if unit.aboard is not None:
        return f"aboard {_unit_name(game, scenario, unit.aboard)}"
    if unit.arrives is not None:
        turn, at = unit.arrives
        return f"enters at {at} on turn {turn}"
    if unit.zone is not None:
        zone = next(z for z in scenario.zones if z.id == unit.zone)
        return f"{zone.name}, hidden" if unit.hidden_under else f"anywhere in {zone.name}"
    return unit.at or ""


# ---------------------------------------------------------------- rule texts


def and_list(items: list[str], word: str = "and") -> str:
    """'a', 'a and b', 'a, b and c' (or another joining word)."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {word} " + items[-1]


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _unit_name(game, scenario: ScenarioFile, ref: str) -> str:
    _, entry = unit_refs(scenario)[ref]
    return tile_name(game, entry.unit, entry.tile)


def _zone_name(scenario: ScenarioFile, zone_id: str) -> str:
    return next(z.name for z in scenario.zones if z.id == zone_id)


RuleValues = Callable[[object, ScenarioFile, object], dict[str, object]]

RULE_VALUES: dict[type, tuple[RuleValues, tuple[str, ...]]] = {
    # rule kind -> (its placeholder values, the placeholders its text must use)
    NoteRule: (lambda game, sc, r: {}, ()),
    HiddenRule: (lambda game, sc, r: {"side": game.sides[r.side].name, "count": r.count,
                                      "marker": game.markers[r.marker].name.lower(),
                                      "zone": _zone_name(sc, r.zone)}, ("count",)),
    ArrivesRule: (lambda game, sc, r: {"unit": _unit_name(game, sc, r.unit), "turn": r.turn, "at": r.at},
                  ("turn", "at")),
    SupportFireRule: (lambda game, sc, r: {"units": and_list([_unit_name(game, sc, u) for u in r.units])},
                      ("units",)),
    StandsStillRule: (lambda game, sc, r: {"unit": _unit_name(game, sc, r.unit), "turn": r.turn}, ("turn",)),
    SniperRule: (lambda game, sc, r: _sniper_values(game, sc, r), ("at", "bonus", "dice", "range")),
    HostageRule: (lambda game, sc, r: {"roll": r.roll, "die": f"d{game.info.die.sides}",
                                       "marker": game.markers[r.marker].name.lower()}, ("roll",)),
    CountdownRule: (lambda game, sc, r: {"marker": game.markers[r.marker].name.lower(), "start": r.faces[0],
                                         "last": r.faces[-1], "sequence": ", then ".join(str(f) for f in r.faces)},
                    ("sequence",)),
    WeaponsRule: (lambda game, sc, r: {"side": game.sides[r.side].name,
                                       "weapons": and_list([game.weapons[w].name.lower() for w in r.allowed])
                                       if r.allowed else "none"}, ()),
    FiguresRule: (lambda game, sc, r: {"figures": r.figures}, ("figures",)),
}


def _sniper_values(game, scenario: ScenarioFile, rule: SniperRule) -> dict[str, object]:
    sniper = special_rules(game).sniper
    side, entry = unit_refs(scenario)[rule.unit]
    return {"name": sniper.name.lower(), "side": game.sides[side].name, "at": entry.at,
            "floor": _ordinal(rule.floor), "bonus": f"+{sniper.bonus}" if sniper.bonus >= 0 else str(sniper.bonus),
            "status_bonus": f"{sniper.status_bonus:+d}", "accuracy_bonus": f"{sniper.accuracy_bonus:+d}",
            "dice": sniper.dice, "range": sniper.range}


def rule_values(game, scenario: ScenarioFile, rule) -> dict[str, object]:
    """The values a rule's text may name as {placeholder}."""
    return RULE_VALUES[type(rule)][0](game, scenario, rule)


def placeholders(text: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]


def rule_text(game, scenario: ScenarioFile, rule) -> str:
    """A special rule as printed: its text with its numbers filled in."""
    return rule.text.format(**rule_values(game, scenario, rule))


def victory_lines(game, scenario: ScenarioFile) -> list[str]:
    """How the game is won: the scenario's own conditions, then who wins when time runs out."""
    winner = game.sides[scenario.victory.time_out].name
    end = scenario.turns.end
    return [*(prose(game, scenario, note) for note in scenario.victory.conditions),
            f"If neither side has completed its mission by the end of turn {end}, {winner} wins."]


# ---------------------------------------------------------------- set-up


def placed_pieces(game, scenario: ScenarioFile) -> list[tuple[str, str, list[Hex]]]:
    """(piece id, face id, covered hexes) of each terrain or area piece laid on the map."""
    from ..model.pieces import footprint

    pieces = _pieces(game)
    grid = board_grid(game)
    return [(p.piece, p.face or pieces.piece(p.piece).front.id,
             footprint(pieces.piece(p.piece), p.face or pieces.piece(p.piece).front.id, grid.hex_of(p.at), p.turns))
            for p in scenario.pieces]


def _face_name(game, piece_id: str, face_id: str) -> str:
    kind = _pieces(game).piece(piece_id)
    face = next(f for f in kind.faces if f.id == face_id)
    return (face.text or face.id).lower()


def setup_steps(game, scenario: ScenarioFile) -> list[str]:
    """What to put where before turn 1, in order (the forces table and map say where each unit goes)."""
    grid = board_grid(game)
    steps = [f"Lay the board with the «{board_name(game, scenario)}» side up."]
    steps.append(_objective_step(game, scenario))
    by_face: dict[tuple[str, str], list[str]] = {}
    for placement in scenario.pieces:
        face = placement.face or _pieces(game).piece(placement.piece).front.id
        by_face.setdefault((placement.piece, face), []).append(placement.at)
    for (piece_id, face), anchors in by_face.items():
        kind = _pieces(game).piece(piece_id)
        count = len(anchors)
        steps.append(f"Lay {count} {kind.name.lower()}{'s' if count > 1 else ''}, "
                     f"{_face_name(game, piece_id, face)} side up, as drawn on the map.")
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
    for zone in scenario.zones:
        corners = zone_corners(grid, zone)
        if corners:
            steps.append(f"Mark {zone.name} with {game.sides[zone.side].name.lower()} zone markers on its corners: "
                         f"{and_list(corners)}.")
    for force in forces(game, scenario):
        carriers = [u for u in force.units if u.passengers]
        for vehicle in carriers:
            riders = and_list([_unit_name(game, scenario, ref) for ref in vehicle.passengers])
            one = len(vehicle.passengers) == 1
            steps.append(f"{riders} ride{'s' if one else ''} in {vehicle.name}: stand {'its' if one else 'their'} "
                         f"figures on a troop transport piece beside the vehicle's tile.")
    steps.append("Put the technical markers on the highest non-grey number of every ammunition track.")
    steps.append(f"Put the turn marker on turn {scenario.turns.start} of the turn recorder.")
    return steps


def _objective_step(game, scenario: ScenarioFile) -> str:
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


# ---------------------------------------------------------------- the map


def shown_hexes(game, scenario: ScenarioFile) -> list[Hex]:
    """Every hex the scenario map must show: objectives, zones, placed units, pieces and markers."""
    grid = board_grid(game)
    labels = [label for o in scenario.objectives for label in objective_labels(grid, o)]
    labels += [u.at for f in scenario.forces for s in f.sections for u in s.units if u.at]
    labels += [m.at for m in scenario.markers]
    labels += [r.at for r in scenario.special_rules if isinstance(r, ArrivesRule)]
    hexes = [grid.hex_of(label) for label in labels]
    hexes += [h for z in scenario.zones for h in zone_hexes(grid, z)]
    if scenario.pieces:
        hexes += [h for _, _, cells in placed_pieces(game, scenario) for h in cells]
    return label_order(grid, hexes)


def map_frame(game, scenario: ScenarioFile) -> list[Hex]:
    """The hexes the scenario map must frame: the scenario's own `map.window` corners when it has
    one; otherwise everything it places, a margin of MAP_MARGIN hexes around it, widened about its
    middle to at least MAP_MIN columns and rows. Kept on the board."""
    grid = board_grid(game)
    if scenario.map is not None:
        return [grid.hex_of(label) for label in scenario.map.window]
    cells = [grid.scheme.from_cube(h) for h in shown_hexes(game, scenario)]
    spans = []
    for axis, minimum, limit in ((0, MAP_MIN[0], grid.labels.columns), (1, MAP_MIN[1], grid.labels.rows)):
        low = min(cell[axis] for cell in cells) - MAP_MARGIN
        high = max(cell[axis] for cell in cells) + MAP_MARGIN
        size = min(max(high - low + 1, minimum), limit)
        start = _fit(low, high, size, limit)
        spans.append((start, start + size - 1))
    (c0, c1), (r0, r1) = spans
    return [grid.scheme.to_cube(c, r) for c in (c0, c1) for r in (r0, r1)]


def middle_hex(grid: HexGrid, hexes: list[Hex]) -> Hex:
    """The hex of a set nearest to the middle of its columns and rows (where a zone's badge goes)."""
    cells = [grid.scheme.from_cube(h) for h in hexes]
    mid_col = (min(c for c, _ in cells) + max(c for c, _ in cells)) / 2
    mid_row = (min(r for _, r in cells) + max(r for _, r in cells)) / 2
    return min(hexes, key=lambda h: (abs(grid.scheme.from_cube(h)[0] - mid_col)
                                     + abs(grid.scheme.from_cube(h)[1] - mid_row), grid.scheme.from_cube(h)))


Point = tuple[float, float]


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


# ---------------------------------------------------------------- checks


def scenario_problems(game, scenario: ScenarioFile) -> list[Problem]:
    """Everything wrong with one scenario against the rest of the game, with where it is.

    References come first (board, turns, sides, hexes, units, pieces, markers); the rules, texts
    and terrain are checked only when every reference holds, so one slip gives one message.
    """
    problems: list[Problem] = []
    for check in (_board_problems, _turn_problems, _side_problems, _hex_problems, _force_problems,
                  _piece_problems, _marker_problems):
        problems += check(game, scenario)
    if not problems:
        for check in (_rule_problems, _prose_problems, _terrain_problems):
            problems += check(game, scenario)
    return problems


def check_scenarios(game) -> list:
    """Every problem of every scenario file, at its line and column."""
    return [scenario_source(game, scenario).fault(path, message)
            for scenario in scenarios(game) for path, message in scenario_problems(game, scenario)]


def _known(kind: str, value: str, known) -> str:
    return f"unknown {kind} '{value}' (known: {', '.join(sorted(known))})"


def _board_problems(game, scenario: ScenarioFile) -> list[Problem]:
    boards = _boards(game)
    return [] if scenario.board in boards else [(("board",), _known("board", scenario.board, boards))]


def _turn_problems(game, scenario: ScenarioFile) -> list[Problem]:
    last = last_turn(game)
    return [(("turns", key), f"turn {value} is past the last turn of the turn recorder ({last})")
            for key, value in (("start", scenario.turns.start), ("end", scenario.turns.end)) if value > last]


def _side_problems(game, scenario: ScenarioFile) -> list[Problem]:
    problems = []
    sides = game.sides
    for group in ("missions", "forces", "zones", "objectives"):
        for i, record in enumerate(getattr(scenario, group)):
            if record.side is not None and record.side not in sides:
                problems.append(((group, i, "side"), _known("side", record.side, sides)))
    for group in ("missions", "forces"):
        named = [record.side for record in getattr(scenario, group)]
        for side in sides:
            if named.count(side) != 1:
                problems.append(((group,), f"expected one entry for {side}, found {named.count(side)}"))
    if scenario.victory.time_out not in sides:
        problems.append((("victory", "time_out"), _known("side", scenario.victory.time_out, sides)))
    for i, rule in enumerate(scenario.special_rules):
        side = getattr(rule, "side", None)
        if side is not None and side not in sides:
            problems.append((("special_rules", i, "side"), _known("side", side, sides)))
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


def _hex_problems(game, scenario: ScenarioFile) -> list[Problem]:
    grid = board_grid(game)
    problems = []
    for path, label in _labelled(scenario):
        try:
            grid.labels.parse(label)
        except ValueError as exc:
            problems.append((path, str(exc).replace(f"{label!r}: ", f"hex {label}: ")))
    return problems


def hexes_valid(game, scenario: ScenarioFile) -> bool:
    return not _hex_problems(game, scenario)


def _force_problems(game, scenario: ScenarioFile) -> list[Problem]:
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
                    problems.append((path + ("unit",), _known("unit", entry.unit, game.units)))
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
                        problems.append((path + ("zone",), _known("zone", entry.zone, zones)))
                    elif zone.side != force.side:
                        problems.append((path + ("zone",), f"{entry.zone} is a {zone.side} zone"))
    problems += _transport_problems(game, scenario, refs)
    problems += _placement_problems(scenario, refs)
    problems += _section_tile_problems(game, scenario)
    return problems


def _played_as(game, unit_id: str) -> str:
    """A unit played instead of another uses up that unit's tile numbers too."""
    unit = game.units[unit_id]
    return unit.replaces or unit_id


def _transport_problems(game, scenario: ScenarioFile, refs: dict[str, tuple]) -> list[Problem]:
    problems = []
    entries = unit_refs(scenario)
    carriers = set()
    for ref, (side, entry) in entries.items():
        if entry.aboard is None:
            continue
        path = refs[ref] + ("aboard",)
        vehicle = entries.get(entry.aboard)
        if vehicle is None:
            problems.append((path, _known("unit of this scenario", entry.aboard, entries)))
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
        carriers.add(entry.aboard)
    pieces = _pieces(game)
    if pieces is not None and carriers:
        have = next((k.count for k in pieces.pieces if k.id == TRANSPORT_PIECE), 0)
        if len(carriers) > have:
            problems.append((("forces",), f"{len(carriers)} vehicles carry troops, but there are only {have} "
                                          f"troop transport pieces"))
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


def _section_tile_problems(game, scenario: ScenarioFile) -> list[Problem]:
    pieces = _pieces(game)
    if pieces is None:
        return []
    problems = []
    for i, force in enumerate(scenario.forces):
        need = len(force.sections) * len(SECTION_TILE_FACES)
        have = pieces.section_tiles.get(force.side, 0)
        if need > have:
            problems.append((("forces", i, "sections"), f"{len(force.sections)} sections need {need} section tiles "
                                                        f"({' and '.join(SECTION_TILE_FACES)} side up each), "
                                                        f"{force.side} has {have}"))
    return problems


def _piece_problems(game, scenario: ScenarioFile) -> list[Problem]:
    pieces = _pieces(game)
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
            problems.append((("pieces", i, "piece"), _known("piece", placement.piece, known)))
            continue
        if kind.hexes is None:
            problems.append((("pieces", i, "piece"), f"{placement.piece} is kept beside the board, not on it"))
            continue
        faces = [f.id for f in kind.faces]
        if placement.face is not None and placement.face not in faces:
            problems.append((("pieces", i, "face"), _known(f"face of {kind.id}", placement.face, faces)))
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


def _marker_problems(game, scenario: ScenarioFile) -> list[Problem]:
    problems: list[Problem] = []
    need: dict[str, int] = {}
    where: dict[str, tuple] = {}

    def use(marker_id: str, count: int, path: tuple) -> None:
        if marker_id not in game.markers:
            problems.append((path, _known("marker", marker_id, game.markers)))
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
        elif isinstance(rule, (HostageRule, CountdownRule)):
            use(rule.marker, 0, ("special_rules", i, "marker"))
    for zone in scenario.zones:
        if zone.rect is not None and "zone" in game.markers:
            need.setdefault("zone", 0)
    for marker_id, count in need.items():
        printed = game.markers[marker_id].total
        if count > printed:
            problems.append((where[marker_id], f"{count} {game.markers[marker_id].name.lower()} markers are needed, "
                                               f"{printed} are printed"))
    return problems


def _rule_problems(game, scenario: ScenarioFile) -> list[Problem]:
    problems: list[Problem] = []
    entries = unit_refs(scenario)
    zones = {z.id for z in scenario.zones}
    for i, rule in enumerate(scenario.special_rules):
        path = ("special_rules", i)
        refs = [("unit", rule.unit)] if isinstance(rule, (ArrivesRule, StandsStillRule, SniperRule)) else []
        refs += [(("units", j), ref) for j, ref in enumerate(getattr(rule, "units", []))]
        broken = False
        for key, ref in refs:
            if ref not in entries:
                problems.append((path + (key if isinstance(key, tuple) else (key,)),
                                 _known("unit of this scenario", ref, entries)))
                broken = True
        turn = getattr(rule, "turn", None)
        if turn is not None and not scenario.turns.start <= turn <= scenario.turns.end:
            problems.append((path + ("turn",), f"turn {turn} is outside the game (turns {scenario.turns.start} "
                                               f"to {scenario.turns.end})"))
        if isinstance(rule, HiddenRule):
            if rule.zone not in zones:
                problems.append((path + ("zone",), _known("zone", rule.zone, zones)))
                broken = True
            else:
                hidden = sum(1 for side, e in entries.values() if side == rule.side and e.zone == rule.zone)
                if hidden != rule.count:
                    problems.append((path + ("count",), f"{rule.count} markers for {hidden} {rule.side} units "
                                                        f"set up in {rule.zone}"))
        if isinstance(rule, WeaponsRule):
            for j, weapon in enumerate(rule.allowed):
                if weapon not in game.weapons:
                    problems.append((path + ("allowed", j), _known("weapon", weapon, game.weapons)))
                    broken = True
        if isinstance(rule, FiguresRule):
            for ref, (_, entry) in entries.items():
                unit = game.units.get(entry.unit)
                if unit is not None and unit.category == "infantry" and (entry.figures or unit.figures) != rule.figures:
                    problems.append((path + ("figures",), f"{ref} has {entry.figures or unit.figures} figures, "
                                                          f"not {rule.figures}"))
        if isinstance(rule, SniperRule) and not broken:
            if rule.marker not in game.markers:
                broken = True
            elif entries[rule.unit][1].at is None:
                problems.append((path + ("unit",), f"the sniper {rule.unit} must start on a hex ('at')"))
                broken = True
        if isinstance(rule, (HostageRule, CountdownRule)) and rule.marker not in game.markers:
            broken = True
        if not broken:
            problems += _text_problems(game, scenario, rule, path)
    return problems


def _text_problems(game, scenario: ScenarioFile, rule, path: tuple) -> list[Problem]:
    values, required = rule_values(game, scenario, rule), RULE_VALUES[type(rule)][1]
    try:
        used = placeholders(rule.text)
    except ValueError as exc:
        return [(path + ("text",), f"unreadable placeholder: {exc}")]
    problems = [(path + ("text",), f"unknown placeholder {{{name}}} (this rule knows: "
                                   f"{', '.join('{' + k + '}' for k in sorted(values)) or 'none'})")
                for name in used if name not in values]
    problems += [(path + ("text",), f"the text must print {{{name}}}") for name in required if name not in used]
    return problems


def _prose_problems(game, scenario: ScenarioFile) -> list[Problem]:
    problems: list[Problem] = []
    known = prose_values(game, scenario)
    used: set[str] = set()
    for path, text, _ in prose_fields(scenario):
        try:
            names = placeholders(text)
        except ValueError as exc:
            problems.append((path, f"unreadable placeholder: {exc}"))
            continue
        used.update(names)
        problems += [(path, f"unknown placeholder {{{name}}} (known: "
                            f"{', '.join('{' + k + '}' for k in sorted(known))})") for name in names if name not in known]
    problems += [(("values", name), f"{{{name}}} is printed by no text") for name in scenario.values
                 if name not in used]
    return problems


def _board(game, scenario: ScenarioFile):
    """The scenario's board as the rules read it; None when it is missing or has problems of its own
    (those are reported by the board checks)."""
    from .board import read_game_board

    if scenario.board not in _boards(game):
        return None
    board, problems = read_game_board(game, scenario.board)
    return None if problems else board


def _terrain_problems(game, scenario: ScenarioFile) -> list[Problem]:
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
    for i, objective in enumerate(scenario.objectives):
        if objective.stretch is not None:
            off_road = [label for label in objective_labels(board.grid, objective)
                        if not board.road_at(board.hex_of(label))]
            if off_road:
                problems.append((("objectives", i, "stretch"), f"the stretch leaves the road at {and_list(off_road)}"))
    if scenario.pieces and _pieces(game) is not None and not _piece_problems(game, scenario):
        for i, (_, _, cells) in enumerate(placed_pieces(game, scenario)):
            for hex_ in cells:
                terrain = game.terrain[board.terrain_at(hex_)]
                if board.road_at(hex_) or terrain.blocks_line_of_fire or terrain.infantry == "never":
                    what = "a road" if board.road_at(hex_) else terrain.name.lower()
                    problems.append((("pieces", i, "at"), f"the piece covers {board.label_of(hex_)}, "
                                                          f"{what}: lay it on open ground"))
                    break
    return problems
