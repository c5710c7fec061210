"""The plugin: the game's sheets of printable kinds, its scenarios (`scenarios/`, a sheet each with a
map excerpt), and the checks that hold them to the rules."""

from __future__ import annotations

from pathlib import Path

from .. import Plugin
from ...print.components import Component
from ...core.errors import DataError
from ..sheets import values as sheet_values
from ..sheets.loader import SheetRules, load_folder
from ..sheets.outputs import components as sheet_components
from .checks import checks
from .scenarios import FOLDER, load_scenarios
from .scenario_checks import scenario_faults

SCENARIOS = Component("scenarios", "Scenario sheets", "ntw_print.games.switzerland.scenario_render:pages",
                      ("game.yaml#name", "game.yaml#credit", f"{FOLDER}/", "map.yaml", "setup.yaml", "symbols/"),
                      needs=(f"{FOLDER}/",), checker="ntw_print.games.switzerland.scenario_verify:check",
                      code=("ntw_print.games.switzerland.scenario_sheet", "ntw_print.kinds.board.render",
                            "ntw_print.kinds.board.map_sheet", "ntw_print.kinds.board.map_sheet_render"), effort=6)


def load(root: Path):
    """The sheets (checked as a game of sheets with this game's checks), then the scenarios."""
    sources, scenarios, faults = load_scenarios(root)
    try:
        game = load_folder(root, SheetRules(checks=checks))
    except DataError as exc:
        raise DataError(exc.faults + faults) from None
    if faults:
        raise DataError(faults)
    game.sources.update(sources)
    game.scenarios = scenarios
    game.scenario_files = [name.removeprefix(f"{FOLDER}/") for name in sources]
    faults = scenario_faults(game)
    if faults:
        raise DataError(faults)
    return game


def components(game) -> dict:
    return {**sheet_components(game), "scenarios": SCENARIOS}


def odds(game) -> dict[str, str]:
    from .odds import crt_chances

    return crt_chances(game)


PLUGIN = Plugin("switzerland", load=load, components=components, values=sheet_values, odds=odds)
