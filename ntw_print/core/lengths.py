"""Lengths as designers write them ("63mm", "2.5in", "1.5cm", "12pt"), parsed once into millimetres.

The code thinks in millimetres: a length is converted here, at load time, and never again. A bare
number is refused: the unit is always written, so nobody has to guess it. A pydantic field typed
`Length` accepts any of these spellings and holds a float in mm.
"""

from __future__ import annotations

import math
import re
from typing import Annotated, Any

from pydantic import BeforeValidator, Field

from .geometry import MM_PER_PT

MM_PER_UNIT = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": MM_PER_PT}
_LENGTH = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(mm|cm|in|pt)\s*$")


def parse_length(value: Any) -> float:
    """`'3mm'`, `'1.5cm'`, `'0.75in'`, `'12pt'` -> millimetres. Bare numbers are refused."""
    if isinstance(value, str):
        match = _LENGTH.match(value)
        if match:
            length = float(match.group(1)) * MM_PER_UNIT[match.group(2)]
            if not math.isfinite(length):
                raise ValueError(f"expected a length such as '15mm', got a number too large to print "
                                 f"({value.strip()[:20]}...)")
            return length
    raise ValueError(f"expected a length such as '15mm', '1.5cm' or '0.75in', got {value!r}")


def inches(value_mm: float) -> float:
    return value_mm / MM_PER_UNIT["in"]


Length = Annotated[float, BeforeValidator(parse_length), Field(json_schema_extra={
    "type": "string", "pattern": r"^\s*\d+(\.\d+)?\s*(mm|cm|in|pt)\s*$", "examples": ["15mm", "0.75in"]})]
