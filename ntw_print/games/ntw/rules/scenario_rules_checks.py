"""Checks of a scenario's special rules and texts, once every id they name is known: a hidden set-up
has a marker for each unit, the figures rule holds for every infantry unit, the sniper starts on a
hex, and every {placeholder} of a text is one the rules fill in (and every value given is printed
somewhere). Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.references import Problem, references
from ....kinds.placeholders import Fills, model_text_problems, placeholders, text_problems
from ..model.scenario import FiguresRule, HiddenRule, ScenarioFile, SniperRule
from .scenario_forces import unit_refs
from .scenario_prose import RULE_VALUES, prose_values, rule_values

if TYPE_CHECKING:
    from ..loader import Game


def rule_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    problems: list[Problem] = []
    entries = unit_refs(scenario)
    for i, rule in enumerate(scenario.special_rules):
        path = ("special_rules", i)
        if isinstance(rule, HiddenRule):
            hidden = sum(1 for side, e in entries.values() if side == rule.side and e.zone == rule.zone)
            if hidden != rule.count:
                problems.append((path + ("count",), f"{rule.count} markers for {hidden} {rule.side} units "
                                                    f"set up in {rule.zone}"))
        if isinstance(rule, FiguresRule):
            for ref, (_, entry) in entries.items():
                unit = game.units[entry.unit]
                if unit.category == "infantry" and (entry.figures or unit.figures) != rule.figures:
                    problems.append((path + ("figures",), f"{ref} has {entry.figures or unit.figures} figures, "
                                                          f"not {rule.figures}"))
        if isinstance(rule, SniperRule) and entries[rule.unit][1].at is None:
            problems.append((path + ("unit",), f"the sniper {rule.unit} must start on a hex ('at')"))
            continue
        problems += [(path + ("text",), message) for message in text_problems(
            rule.text, rule_values(game, scenario, rule), "this rule fills in", RULE_VALUES[type(rule)][1])]
    return problems


def prose_problems(game: Game, scenario: ScenarioFile) -> list[Problem]:
    """Each briefing text prints only the scenario's values and {objective}; each value is printed."""
    problems = model_text_problems(scenario, prose_values(game, scenario))
    if problems:
        return problems
    used = {name for _, _, text in references(scenario, Fills) for name in placeholders(text)}
    return [(("values", name), f"{{{name}}} is printed by no text") for name in scenario.values if name not in used]
