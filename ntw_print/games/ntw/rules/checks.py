"""Checks of the data against the rules, run by `ntw-print check` and before every build."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.errors import Fault
from .board import check_boards
from .components import DERIVED_COUNTS, printed_counts
from .missmatrix import matrix_problems
from .readings import check_board_readings, check_replacements
from .scenario_checks import check_scenarios
from .scenarios import check_scenario_numbers
from .special import check_special_rules
from .recorder import recorder_template_faults
from .reference import reference_template_faults
from .summary import summary_problems
from .turns import check_turn_table
from .range_rule import range_rule_problems
from .wheel import wheel_fit_problems

if TYPE_CHECKING:
    from ..loader import Check, Game


def check_miss_matrix(game: Game) -> list[Fault]:
    source = game.sources["miss-matrix.yaml"]
    return [source.fault(path, message) for path, message in matrix_problems(game.miss_matrix, game.info.die.sides)]


def check_derived_counts(game: Game) -> list[Fault]:
    """A marker whose count follows from a rule must be printed exactly that many times per side."""
    faults = []
    source = game.sources["markers.yaml"]
    for i, marker in enumerate(game.markers.values()):
        if marker.derived_count is None:
            continue
        need = DERIVED_COUNTS[marker.derived_count](game)
        have = printed_counts(marker)
        overridden = {v.side or "neutral" for v in marker.variants if v.override_note}
        for side, count in sorted(need.items()):
            if have.get(side, 0) != count and side not in overridden:
                faults.append(source.fault(("markers", i, "variants"),
                                           f"{side}: {have.get(side, 0)} printed, but the unit tiles need {count}"
                                           f" ({marker.derived_count}): leave the count out to print what the rule "
                                           "derives, or say why in override_note"))
    return faults


def check_wheel_fits(game: Game) -> list[Fault]:
    faults = [game.sources[file].fault(path, message) for file, path, message in wheel_fit_problems(game)]
    weapons = game.sources["weapons.yaml"]
    return faults + [weapons.fault(path, message) for path, message in range_rule_problems(game)]


# Stages of checks: a later stage reads what the earlier ones vouch for (a scenario's pieces, turns
# and boards), so it runs only when they found nothing, and one fault is not reported many times.
RULE_CHECK_STAGES: list[list[Check]] = [
    [check_miss_matrix, check_turn_table, check_special_rules, check_boards,
     summary_problems, reference_template_faults],
    [check_derived_counts, check_scenarios, check_scenario_numbers, check_wheel_fits, check_replacements, check_board_readings],
    [recorder_template_faults],
]
