"""Which checker reads which output file (by component name), loaded only when that file is verified."""

from __future__ import annotations

import importlib
import re
from typing import Callable

CHECKERS: dict[str, str] = {
    "markers": "ntw_print.verify.markers:check",
    "duplex-test": "ntw_print.verify.duplex:check",
    "unit-tiles": "ntw_print.verify.unit_tiles:check",
    "section-tiles": "ntw_print.verify.section_tiles:check",
    "pieces": "ntw_print.verify.pieces:check",
    "hit-score-wheel": "ntw_print.verify.wheel:check",
    "turn-recorder": "ntw_print.verify.turn_recorder:check",
    "scenarios": "ntw_print.verify.scenarios:check",
    "reference-card": "ntw_print.verify.reference_card:check",
}


# Families of files named after their data (one board file per board side).
PATTERNS: list[tuple[str, str]] = [
    (r"board-.+-tiled", "ntw_print.verify.board:check_tiled"),
    (r"board-.+", "ntw_print.verify.board:check_sheet"),
]


def checker_for(name: str) -> Callable | None:
    target = CHECKERS.get(name) or next((t for pattern, t in PATTERNS if re.fullmatch(pattern, name)), None)
    if target is None:
        return None
    module, function = target.split(":")
    return getattr(importlib.import_module(module), function)
