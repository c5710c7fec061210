"""*Switzerland must be Conquered*: a game of sheets of printable kinds (map, counters, setup chart,
players' aid, turn track, scenario sheets) with a few lines of its own: the checks that hold its
sheets to the rules' stated facts (`checks.py`, `aid_checks.py`) and the rules' numbers (`rules.py`)."""

from __future__ import annotations

from ..sheets import sheets_plugin
from ..sheets.loader import SheetRules
from .checks import checks

PLUGIN = sheets_plugin("switzerland", SheetRules(checks=checks))
