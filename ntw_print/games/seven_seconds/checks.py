"""Checks across 7 Seconds' sheets, each fault at its place in the file: a troop card asks for no
more figures than the set holds; a mission's troop line is A, B or C; a chance-encounter mission
names no objective (objectives are only used in attack and defence games); each player's blips
are numbered, on their backs, exactly as the holding area's squares."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import TYPE_CHECKING

from ...core.errors import Fault
from ..sheets.rows import placed_rows
from .rules import DRONE_COSTS, SQUAD_LINES, TROOPERS, activation_counters_needed, beyond_the_set, parse_squad

if TYPE_CHECKING:
    from ..sheets.model import SheetsGame

STANDEES, TROOPS, MISSIONS = "standees.yaml", "troop-cards.yaml", "mission-cards.yaml"
COUNTERS, HOLDING_AREA = "counters.yaml", "holding-area.yaml"
CHANCE_ENCOUNTER = "chance-encounter"
MISSION_TEXT = ("title", "flavour", "obj1", "obj2", "obj3", "obj4")


MIN_TYPE_PT = 6.0  # the smallest type a counter or standee may print, read at arm's length on the table


def checks(game: SheetsGame) -> list[Fault]:
    return _troop_cards(game) + _missions(game) + _blips(game) + _activation_counters(game) + _type_sizes(game)


def figure_set(game: SheetsGame, units=TROOPERS) -> dict[str, int]:
    """How many figures of each trooper type (or of `units`, drone types) one player has: the
    standees printed for each side (the smallest count, should the sides differ)."""
    counts: dict[str, Counter] = {}
    for _, row in placed_rows(game.sheets[STANDEES].spec):
        if row.get("unit") in units:
            counts.setdefault(str(row.get("side")), Counter())[row["unit"]] += row.get("copies", 1)
    return {unit: min(side[unit] for side in counts.values()) for unit in units} if counts else {}


def _troop_cards(game: SheetsGame) -> list[Fault]:
    if TROOPS not in game.sheets or STANDEES not in game.sheets:
        return []
    figures, source, faults = figure_set(game), game.sources[TROOPS], []
    for path, row in placed_rows(game.sheets[TROOPS].spec):
        for line in SQUAD_LINES:
            over = beyond_the_set(parse_squad(row[line]), figures)
            if over:
                faults.append(source.fault(path + (line,), f"line {line} asks for {'; '.join(over)} "
                                           "(a troop card asks for no more figures than the set holds)"))
    return faults


def objective_names(game: SheetsGame) -> list[str]:
    """The objective counters' names (ALPHA ...) and their Greek letters (α ...), as a mission might
    write them."""
    if COUNTERS not in game.sheets:
        return []
    rows = [row for _, row in placed_rows(game.sheets[COUNTERS].spec) if row.get("kind") == "objective"]
    letters = [unicodedata.lookup(f"GREEK {case} LETTER {row['letter']}") for row in rows if row.get("letter")
               for case in ("SMALL", "CAPITAL")]
    return [str(row["name"]) for row in rows] + letters


def _named_objective(words: str, names: list[str]) -> str | None:
    """How `words` name an objective (its name or letter, or the word itself), or None."""
    for name in names:
        if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", words, re.IGNORECASE):
            return f"objective {name.title() if len(name) > 1 else name}"
    return "an objective" if re.search(r"\bobjectives?\b", words, re.IGNORECASE) else None


def _missions(game: SheetsGame) -> list[Fault]:
    if MISSIONS not in game.sheets:
        return []
    source, faults = game.sources[MISSIONS], []
    names = objective_names(game)
    spec = game.sheets[MISSIONS].spec
    for path, row in placed_rows(spec):
        if row.get("troops") not in SQUAD_LINES:
            faults.append(source.fault(path + ("troops",), f"the troop line is one of "
                                       f"{', '.join(SQUAD_LINES)}, got {row.get('troops')!r}"))
        if spec.decks[path[1]].id != CHANCE_ENCOUNTER:
            continue
        for field in MISSION_TEXT:
            named = _named_objective(str(row.get(field, "")), names)
            if named:
                faults.append(source.fault(path + (field,), f"a chance-encounter mission names {named}: "
                                           "objectives are only used in attack and defence games"))
    return faults


def _blips(game: SheetsGame) -> list[Fault]:
    """Each player's blips carry the holding area's square numbers on their backs, each once: a
    number twice or off the area is a fault at its row (in the CSV file it comes from), a number
    missing one at the side's set."""
    if COUNTERS not in game.sheets or HOLDING_AREA not in game.sheets:
        return []
    squares = sorted(n for area in game.sheets[HOLDING_AREA].spec.areas if area.cells for n in area.cells.numbers())
    sheet, faults = game.sheets[COUNTERS], []
    seen: dict[str, set] = {}
    where: dict[str, tuple] = {}
    for path, row in placed_rows(sheet.spec):
        if row.get("kind") != "blip":
            continue
        side, number = str(row.get("side")), row.get("back", {}).get("value")
        where.setdefault(side, path[:3])
        if number not in squares:
            faults.append(sheet.fault(path + ("back", "value"), f"a {side} blip is numbered {number!r} on its back; "
                                      f"the holding area's squares are {_numbers(squares)}"))
        elif number in seen.setdefault(side, set()) or row.get("copies", 1) > 1:
            faults.append(sheet.fault(path + ("back", "value"), f"the {side} player has more than one blip numbered "
                                      f"{number}: one blip a square of the holding area"))
        seen[side].add(number)
    for side, numbers in seen.items():
        missing = [n for n in squares if n not in numbers]
        if missing:
            faults.append(sheet.fault(where[side], f"the {side} player has no blip numbered {_numbers(missing)}: "
                                                   "one blip a square of the holding area"))
    return faults


def _numbers(values) -> str:
    return ", ".join(str(v) for v in sorted(values, key=lambda v: (not isinstance(v, int), str(v).zfill(4))))


def _activation_counters(game: SheetsGame) -> list[Fault]:
    """Enough activation counters for every unit of both sides at once: 16 blips a side at set-up,
    and after it the most units a troop card's line fields (its troopers and the drones its points
    buy from the set's figures)."""
    if not all(name in game.sheets for name in (COUNTERS, TROOPS, STANDEES)):
        return []
    lines = [parse_squad(row[line]) for _, row in placed_rows(game.sheets[TROOPS].spec) for line in SQUAD_LINES]
    needed = activation_counters_needed(lines, figure_set(game, tuple(DRONE_COSTS)))
    sheet, faults = game.sheets[COUNTERS], []
    for path, row in placed_rows(sheet.spec):
        if row.get("kind") == "activation" and row.get("copies", 1) < needed:
            faults.append(sheet.fault(path + ("copies",), f"{row.get('copies', 1)} activation counters; play can "
                                      f"need {needed} at once (every unit or blip of both sides holds one)"))
    return faults


def _type_sizes(game: SheetsGame) -> list[Fault]:
    """No words on a counter or standee smaller than MIN_TYPE_PT: a box's size, or the size it may
    shrink to, below it is a fault at the box."""
    faults = []
    for name in (COUNTERS, STANDEES):
        if name not in game.sheets:
            continue
        sheet = game.sheets[name]
        for template, spec in sheet.spec.templates.items():
            for box, content in spec.boxes.items():
                for key in ("size", "min_size"):
                    size = getattr(content, key)
                    if size is not None and size < MIN_TYPE_PT:
                        faults.append(sheet.fault(("templates", template, "boxes", box, key), f"{size:g} pt is "
                                                  f"smaller than the {MIN_TYPE_PT:g} pt a counter or standee may print"))
    return faults
