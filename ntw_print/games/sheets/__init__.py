"""Data-only games: sheets of printable kinds, no Python of the game's own (see model.py)."""

from __future__ import annotations

from .. import Plugin
from .loader import load_folder
from .outputs import components


def values(game) -> dict:
    """Every value of every sheet, by its path in the file (a CSV table's rows included)."""
    from ...core.values import files_values

    return files_values(game)


PLUGIN = Plugin("data-only", load=load_folder, components=components, values=values)
