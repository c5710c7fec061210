"""Which checker reads which output file (by component name), loaded only when that file is verified."""

from __future__ import annotations

import importlib
from typing import Callable

CHECKERS: dict[str, str] = {
    "markers": "ntw_print.verify.markers:check",
    "duplex-test": "ntw_print.verify.duplex:check",
    "unit-tiles": "ntw_print.verify.unit_tiles:check",
    "section-tiles": "ntw_print.verify.section_tiles:check",
    "pieces": "ntw_print.verify.pieces:check",
}


def checker_for(name: str) -> Callable | None:
    target = CHECKERS.get(name)
    if target is None:
        return None
    module, function = target.split(":")
    return getattr(importlib.import_module(module), function)
