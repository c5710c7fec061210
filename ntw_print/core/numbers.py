"""How a number from the data reads when it is printed: as the designer wrote it."""

from __future__ import annotations

from decimal import Decimal


def number_text(value: float) -> str:
    """`1234567.0` reads "1234567", `0.5` "0.5", `-0.0` "0": whole numbers without a decimal point,
    up to 15 significant digits (what a float holds exactly), never in exponent form."""
    if value == 0:
        return "0"
    text = format(value, ".15g")
    if "e" in text:
        text = format(Decimal(text), "f")
    return text
