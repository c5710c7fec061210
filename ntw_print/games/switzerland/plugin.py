"""The plugin: a game of sheets of printable kinds, with the checks of `checks.py`."""

from __future__ import annotations

from ..sheets import sheets_plugin
from ..sheets.loader import SheetRules
from .checks import checks

PLUGIN = sheets_plugin("switzerland", SheetRules(checks=checks))
