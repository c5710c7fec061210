"""Data-only games: sheets of printable kinds, no Python of the game's own (see model.py). A game
that needs a few lines (a unit code decoded into its parts, a check across sheets) is a plugin
made with `sheets_plugin` and its `SheetRules`.

The package imports the loader and the kinds only when a plugin is made, so that a game's rules
may use its pure helpers (`cells`, `rows`, `model`) without pulling in any drawing code."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from .. import Plugin

if TYPE_CHECKING:
    from .loader import SheetRules
    from .model import SheetsGame


def values(game: SheetsGame) -> dict[str, Any]:
    """Every value of every sheet, by its path in the file (a CSV table's rows included)."""
    from ...core.values import files_values

    return files_values(game)


def sheets_plugin(plugin_id: str, rules: SheetRules) -> Plugin[SheetsGame]:
    """A game of sheets of printable kinds with rules of its own (`rules`: a loader.SheetRules)."""
    from .loader import load_folder
    from .outputs import components

    return Plugin(plugin_id, load=functools.partial(load_folder, rules=rules), components=components, values=values)


def __getattr__(name: str) -> Any:
    if name == "SheetRules":
        from .loader import SheetRules

        return SheetRules
    if name == "PLUGIN":  # the data-only games' plugin
        from .loader import load_folder
        from .outputs import components

        globals()["PLUGIN"] = Plugin("data-only", load=load_folder, components=components, values=values)
        return globals()["PLUGIN"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
