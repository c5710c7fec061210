"""How a number from the data reads when it is printed: as the designer wrote it."""

from __future__ import annotations

import math
import re
from decimal import Decimal
from fractions import Fraction

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


def percent(chance: Fraction, places: int = 0) -> str:
    """A chance (a probability in [0, 1], exact) as a percentage with `places` decimals.

    Rounding rule: ``n = floor(chance * 100 * 10**places + 1/2)`` computed exactly, i.e. round half
    up, then ``n`` is written with ``places`` decimals (0.845 -> "85%", 0.125 -> "13%",
    ``places=1``: 0.0125 -> "1.3%"). Two exceptions keep "impossible" and "certain" honest:
    a non-zero chance that rounds to 0 is written ``"<1%"`` (``"<0.1%"`` with one place, ...),
    and one below 1 that rounds to 100 is written ``">99%"`` (``">99.9%"``, ...).
    Exactly 0 is ``"0%"`` and exactly 1 is ``"100%"`` (with the given places).
    """
    if not 0 <= chance <= 1:
        raise ValueError(f"a probability must be between 0 and 1, got {chance}")
    if places < 0:
        raise ValueError(f"places must be 0 or more, got {places}")
    hundred = 100 * 10**places
    rounded = math.floor(chance * hundred + Fraction(1, 2))
    if rounded == 0 and chance > 0:
        return f"<{_decimal(1, places)}%"
    if rounded == hundred and chance < 1:
        return f">{_decimal(hundred - 1, places)}%"
    return f"{_decimal(rounded, places)}%"


def _decimal(units: int, places: int) -> str:
    """The integer ``units`` of ``10**-places`` written as a decimal: (1234, 2) -> "12.34"."""
    if places == 0:
        return str(units)
    whole, fraction = divmod(units, 10**places)
    return f"{whole}.{fraction:0{places}d}"


def fraction_text(value: Fraction) -> str:
    """An exact chance as a fraction: "3/20", or "1" and "0" when it is whole."""
    return f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator)
