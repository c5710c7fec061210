"""How a number from the data reads when it is printed: as the designer wrote it."""

from __future__ import annotations

import re
from decimal import Decimal

# How a number that is not finite reads once printed ("nan", "-inf", "infinity"): no page may show one.
NOT_FINITE = re.compile(r"(?<![\w.#/])[-+]?(?:nan|inf|infinity)(?![\w.])")
UNPRINTABLE = "is not a finite number: no page can print it"
MINUS = "\u2212"  # a true minus sign, as wide as the plus


def signed(value: int, minus: str = MINUS) -> str:
    """A modifier as printed: "+3", "0", "\u22123" (`minus` the sign a negative one starts with)."""
    return f"+{value}" if value > 0 else plain(value, minus)


def plain(value: int, minus: str = MINUS) -> str:
    """A whole number as printed, a negative one with `minus`: "3", "0", "\u22123"."""
    return f"{minus}{-value}" if value < 0 else str(value)


def number_text(value: float) -> str:
    """`1234567.0` reads "1234567", `0.5` "0.5", `-0.0` "0": whole numbers without a decimal point,
    up to 15 significant digits (what a float holds exactly), never in exponent form."""
    if value == 0:
        return "0"
    text = format(value, ".15g")
    if "e" in text:
        text = format(Decimal(text), "f")
    return text


def reads_not_finite(text: str) -> bool:
    """Whether a value written as text would print as a number that is not finite ("nan", "-inf")."""
    return NOT_FINITE.fullmatch(text.strip()) is not None
