"""Lengths as designers write them ("63mm", "2.5in", "1.5cm", "12pt", a bare number = mm), parsed once.

The code thinks in millimetres: a length is converted here, at load time, and never again.
A pydantic field typed `Length` accepts any of these spellings and holds a float in mm.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import BeforeValidator

MM_PER_UNIT = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": 25.4 / 72}

_LENGTH = re.compile(r"^\s*(-?\d+(?:\.\d+)?|-?\.\d+)\s*(mm|cm|in|pt|\")?\s*$")


def parse_length(value: object) -> float:
    """Millimetres for `value`: a number (mm) or a string with a unit; ValueError names the choices."""
    if isinstance(value, bool):
        raise ValueError(f"expected a length such as 63mm, 2.5in or 12pt, got {value!r}")
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        match = _LENGTH.match(value)
        if match:
            number, unit = match.groups()
            return float(number) * MM_PER_UNIT["in" if unit == '"' else unit or "mm"]
    raise ValueError(f"expected a length such as 63mm, 2.5in, 1.5cm or 12pt, got {value!r}")


def inches(value_mm: float) -> float:
    return value_mm / MM_PER_UNIT["in"]


Length = Annotated[float, BeforeValidator(parse_length)]
