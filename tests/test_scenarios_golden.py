"""Every word the scenario sheets print, as one text file a person can read and review in a diff.

After changing a scenario on purpose, regenerate it with
`NTW_UPDATE_GOLDENS=1 python -m pytest tests/test_scenarios_golden.py` and read the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

from ntw_print.games.ntw.rules.scenario_forces import forces, start_text
from ntw_print.games.ntw.rules.scenario_prose import objectives_text, prose, rule_text, victory_lines
from ntw_print.games.ntw.rules.scenario_setup import setup_steps
from ntw_print.games.ntw.rules import scenarios as rules
from ntw_game import ntw

GOLDEN = Path(__file__).parent / "goldens" / "scenarios.txt"


def sheet_words(game) -> str:
    lines: list[str] = []
    for scenario in rules.scenarios(game):
        lines += [f"# {scenario.number}. {scenario.title} ({scenario.kind}, board {rules.board_name(game, scenario)})",
                  f"turns {scenario.turns.start}-{scenario.turns.end}; objective {objectives_text(game, scenario)}",
                  f"general: {prose(game, scenario, scenario.general_situation)}",
                  f"specific: {prose(game, scenario, scenario.specific_situation)}"]
        lines += [f"mission {m.side}: {prose(game, scenario, m.text, m.side)}" for m in scenario.missions]
        for force in forces(game, scenario):
            lines.append(f"force {force.side}: {len(force.sections)} sections, {force.section_tiles} section tiles, "
                         f"{force.infantry_figures} figures, {force.vehicles} vehicles")
            lines += [f"  s{u.section} {u.name}{f' «{len(u.passengers)}»' if u.passengers else ''}"
                      f"{f' ({u.role})' if u.role else ''}: {u.figures} - {start_text(game, scenario, u)}"
                      for u in force.units]
        lines += [f"rule: {' '.join(rule_text(game, scenario, r).split())}" for r in scenario.special_rules]
        lines += [f"set-up {i}: {step}" for i, step in enumerate(setup_steps(game, scenario), start=1)]
        lines += [f"victory: {line}" for line in victory_lines(game, scenario)]
        lines.append("")
    return "\n".join(lines)


def test_sheet_words_match_the_golden():
    words = sheet_words(ntw())
    if os.environ.get("NTW_UPDATE_GOLDENS"):
        GOLDEN.write_text(words, encoding="utf-8")
    assert words == GOLDEN.read_text(encoding="utf-8"), "scenario texts changed: regenerate and review the golden"
