"""Data-only games: sheets of printable kinds, no Python of the game's own (see model.py). A game
that needs a few lines (a unit code decoded into its parts, a check across sheets) is a plugin
made with `sheets_plugin` and its `SheetRules`."""

from __future__ import annotations

import functools

from .. import Plugin
from .loader import SheetRules, load_folder
from .outputs import components


def values(game) -> dict:
    """Every value of every sheet, by its path in the file (a CSV table's rows included)."""
    from ...core.values import files_values

    return files_values(game)


def sheets_plugin(plugin_id: str, rules: SheetRules) -> Plugin:
    """A game of sheets of printable kinds with rules of its own."""
    return Plugin(plugin_id, load=functools.partial(load_folder, rules=rules), components=components, values=values)


PLUGIN = Plugin("data-only", load=load_folder, components=components, values=values)
