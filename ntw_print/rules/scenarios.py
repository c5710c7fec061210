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
from ..grids.hex import Hex, HexGrid, distance, line, neighbor, neighbors, within
from .special import special_rules, time_out_words

SCENARIO_FOLDER = "scenarios"
PIECES_FILE = "pieces.yaml"
BOARD_FOLDER = "boards"
SECTION_TILE_FACES = ("range", "status")
"""A section lays out both faces of its section tiles: one tile range side up, one status side up."""
TRANSPORT_PIECE = "troop-transport"
OBJECTIVE_MARKER = "objective"
MAP_MARGIN = 2
"""Hexes of board shown around everything a scenario places."""
MAP_MIN = (12, 9)
"""The smallest map window, in columns and rows."""



# ---------------------------------------------------------------- loading


def scenarios(game) -> list[ScenarioFile]:
    """Every scenario of the game, in book order."""
    return sorted(game.folder(SCENARIO_FOLDER).values(), key=lambda s: (s.number, s.id))


def scenario_source(game, scenario: ScenarioFile):
    return game.sources[f"{SCENARIO_FOLDER}/{scenario.id}.yaml"]


def pieces_file(game):
    """The game's pieces.yaml, or None."""
    return game.extras.get(PIECES_FILE)


def counter_name(game, counter_id: str) -> str | None:
    """The name of a marker, or of a piece (the smoke grenade markers are hex pieces); None: neither."""
    if counter_id in game.markers:
        return game.markers[counter_id].name
    pieces = pieces_file(game)
    return next((k.name for k in pieces.pieces if k.id == counter_id), None) if pieces else None


def transport_cards(game, figures: int) -> int:
    """Troop transport pieces that this many riding figures stand on (one when a card holds any number)."""
    pieces = pieces_file(game)
    kind = next((k for k in pieces.pieces if k.id == TRANSPORT_PIECE), None) if pieces else None
    holds = kind.holds if kind is not None and kind.holds else max(figures, 1)
    return -(-figures // holds)


def boards(game) -> dict:
    """The game's board sides by id."""
    return game.folder(BOARD_FOLDER)


def board_name(game, scenario: ScenarioFile) -> str:
    """The name of the board side a scenario is played on, e.g. «City and house»."""
    board = boards(game).get(scenario.board)
    return getattr(board, "name", None) or scenario.board.replace("-", " ").capitalize()


def last_turn(game) -> int:
    return max(row.turn for row in game.turns.turns)


# ---------------------------------------------------------------- hexes


def label_order(grid: HexGrid, hexes) -> list[Hex]:
    """Hexes without repeats, in board label order (column by column, then row)."""
    return sorted(set(hexes), key=lambda h: grid.scheme.from_cube(h))


def zone_hexes(game, scenario: ScenarioFile, zone: Zone) -> list[Hex]:
    """Every board hex of a zone: its rectangle, its hexes around a centre, its building and its
    listed hexes, in label order."""
    grid = board_grid(game)
    found: list[Hex] = []
    if zone.building is not None:
        from .board import board_of

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
    role: str | None  # what a rule makes of it: "fire support", "sniper"


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
    roles = {ref: "fire support" for r in scenario.special_rules if isinstance(r, SupportFireRule) for ref in r.units}
    roles |= {r.unit: special_rules(game).sniper.name.lower() for r in scenario.special_rules
              if isinstance(r, SniperRule)}
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
                    role=roles.get(entry.id),
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
    CountdownRule: (lambda game, sc, r: {"marker": counter_name(game, r.marker).lower(), "start": r.faces[0],
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
    """The values a rule's text may name as {placeholder}: its own, and the scenario's objective."""
    return {"objective": objectives_text(game, scenario), **RULE_VALUES[type(rule)][0](game, scenario, rule)}


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
            time_out_words(game, f"turn {end}", winner)]


# ---------------------------------------------------------------- set-up


def placed_pieces(game, scenario: ScenarioFile) -> list[tuple[str, str, list[Hex]]]:
    """(piece id, face id, covered hexes) of each terrain or area piece laid on the map."""
    from ..model.pieces import footprint

    pieces = pieces_file(game)
    grid = board_grid(game)
    return [(p.piece, p.face or pieces.piece(p.piece).front.id,
             footprint(pieces.piece(p.piece), p.face or pieces.piece(p.piece).front.id, grid.hex_of(p.at), p.turns))
            for p in scenario.pieces]


def _face_name(game, piece_id: str, face_id: str) -> str:
    kind = pieces_file(game).piece(piece_id)
    face = next(f for f in kind.faces if f.id == face_id)
    return (face.text or face.id).lower()


def setup_steps(game, scenario: ScenarioFile) -> list[str]:
    """What to put where before turn 1, in order (the forces table and map say where each unit goes)."""
    grid = board_grid(game)
    steps = [f"Lay the board with the «{board_name(game, scenario)}» side up."]
    steps.append(_objective_step(game, scenario))
    by_face: dict[tuple[str, str], list[str]] = {}
    for placement in scenario.pieces:
        face = placement.face or pieces_file(game).piece(placement.piece).front.id
        by_face.setdefault((placement.piece, face), []).append(placement.at)
    for (piece_id, face), anchors in by_face.items():
        kind = pieces_file(game).piece(piece_id)
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
                               f"{_zone_name(scenario, zone_id)}."))
    if len({first for first, _ in zone_steps}) > 1:
        zone_steps.insert(0, (False, f"{game.sides[game.defender].name} sets up first, then "
                                     f"{game.sides[game.attacker].name}."))
    steps += [words for _, words in sorted(zone_steps, key=lambda item: item[0])]
    for force in forces(game, scenario):
        carriers = [u for u in force.units if u.passengers]
        for vehicle in carriers:
            riders = and_list([_unit_name(game, scenario, ref) for ref in vehicle.passengers])
            one = len(vehicle.passengers) == 1
            cards = transport_cards(game, sum(u.figures for u in force.units if u.ref in vehicle.passengers))
            on = "a troop transport piece" if cards == 1 else f"{cards} troop transport pieces"
            steps.append(f"{riders} ride{'s' if one else ''} in {vehicle.name}: stand {'its' if one else 'their'} "
                         f"figures on {on} beside the vehicle's tile.")
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
