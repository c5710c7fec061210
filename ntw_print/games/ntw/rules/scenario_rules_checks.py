"""Checks of a scenario's special rules and texts: the units, zones, turns, weapons and markers a
rule names exist in the scenario, and every {placeholder} of a text is one the rules fill in (and
every value given is printed somewhere). Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.errors import unknown
from ..model.scenario import (ArrivesRule, CountdownRule, FiguresRule, HiddenRule, HostageRule, ScenarioFile,
                              SniperRule, StandsStillRule, WeaponsRule)
from .scenario_forces import unit_refs
from .scenario_prose import RULE_VALUES, placeholders, prose_fields, prose_values, rule_values
from .scenarios import counter_name

if TYPE_CHECKING:
    from ..loader import Game

Problem = tuple[tuple, str]  # (path inside the scenario file, message)


def rule_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
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
                                 unknown("unit of this scenario", ref, entries)))
                broken = True
        turn = getattr(rule, "turn", None)
        if turn is not None and not scenario.turns.start <= turn <= scenario.turns.end:
            problems.append((path + ("turn",), f"turn {turn} is outside the game (turns {scenario.turns.start} "
                                               f"to {scenario.turns.end})"))
        if isinstance(rule, HiddenRule):
            if rule.zone not in zones:
                problems.append((path + ("zone",), unknown("zone", rule.zone, zones)))
                broken = True
            else:
                hidden = sum(1 for side, e in entries.values() if side == rule.side and e.zone == rule.zone)
                if hidden != rule.count:
                    problems.append((path + ("count",), f"{rule.count} markers for {hidden} {rule.side} units "
                                                        f"set up in {rule.zone}"))
        if isinstance(rule, WeaponsRule):
            for j, weapon in enumerate(rule.allowed):
                if weapon not in game.weapons:
                    problems.append((path + ("allowed", j), unknown("weapon", weapon, game.weapons)))
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
        if isinstance(rule, (HostageRule, CountdownRule)) and counter_name(game, rule.marker) is None:
            broken = True
        if not broken:
            problems += text_problems(game, scenario, rule, path)
    return problems


def text_problems(game: Game, scenario: ScenarioFile, rule, path: tuple) -> list[Problem]:
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


def prose_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
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
