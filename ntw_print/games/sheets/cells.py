"""A table cell's value as a game's rules read it, guarded: whatever the table kind lets through
(`x`, `-`, `6.5`, `four`), a reader gives the value or None, never an exception, so that a check
can say what is wrong at the cell."""

from __future__ import annotations

import math
import re

CANNOT = ("x", "-", "\u2013", "\u2014")  # a cell that holds no value: out of reach, no factor


def cannot(value: object) -> bool:
    """Whether the cell says "none here" (x or a dash)."""
    return isinstance(value, str) and value.strip() in CANNOT


def whole(value: object) -> int | None:
    """A whole number as written in a cell (3, "3", "+3", 3.0), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    text = str(value).strip().lstrip("+")
    return int(text) if re.fullmatch(r"-?\d+", text) else None


def number(value: object) -> float | None:
    """A finite number as written in a cell (3, "6.5"), else None ("nan" and "inf" are words)."""
    if isinstance(value, bool):
        return None
    try:
        found = float(value) if isinstance(value, (int, float)) else float(str(value).strip())
    except (ValueError, OverflowError):
        return None
    return found if math.isfinite(found) else None


def text(value: object) -> str:
    return str(value).strip()
