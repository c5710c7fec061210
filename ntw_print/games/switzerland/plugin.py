"""The plugin: the game's sheets of printable kinds, its scenarios (`scenarios/`, a sheet each with a
map excerpt), and the checks that hold them to the rules."""

from __future__ import annotations

from pathlib import Path

from .. import Plugin
from ...core.deferred import deferred
from ...print.components import Component
from ...core.errors import DataError
from ..sheets import values as sheet_values
from ..sheets.loader import SheetRules, load_folder
from ..sheets.outputs import components as sheet_components
from .checks import checks
from .scenarios import FOLDER, SwitzerlandGame, load_scenarios
from .scenario_checks import scenario_faults

SCENARIOS = Component("scenarios", "Scenario sheets", "ntw_print.games.switzerland.scenario_render:pages",
                      ("game.yaml#name", "game.yaml#credit", f"{FOLDER}/", "map.yaml", "setup.yaml", "symbols/"),
                      needs=(f"{FOLDER}/",), checker="ntw_print.games.switzerland.scenario_verify:check",
                      code=("ntw_print.games.switzerland.scenario_sheet", "ntw_print.kinds.board.render",
                            "ntw_print.kinds.board.map_sheet", "ntw_print.kinds.board.map_sheet_render"), effort=6)


def load(root: Path) -> SwitzerlandGame:
    """The sheets (checked as a game of sheets with this game's checks), then the scenarios."""
    sources, scenarios, faults = load_scenarios(root)
    try:
        sheets = load_folder(root, SheetRules(checks=checks))
    except DataError as exc:
        raise DataError(exc.faults + faults) from None
    if faults:
        raise DataError(faults)
    game = SwitzerlandGame.of(sheets, sources, scenarios)
    faults = scenario_faults(game)
    if faults:
        raise DataError(faults)
    return game


def components(game: SwitzerlandGame) -> dict:
    return {**sheet_components(game), "scenarios": SCENARIOS}


PLUGIN = Plugin("switzerland", load=load, components=components, values=sheet_values,
                odds=deferred(f"{__package__}.odds:crt_chances"))
