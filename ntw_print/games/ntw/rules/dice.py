"""Exact dice probabilities, kept as ``Fraction`` until printed."""

from __future__ import annotations

import math
from fractions import Fraction


def p_hit(score: int, sides: int = 20) -> Fraction:
    """P(one d``sides`` roll <= ``score``), clamped to [0, 1]:
    ``score <= 0`` never hits, ``score >= sides`` always hits."""
    if sides < 1:
        raise ValueError(f"a die needs at least 1 side, got {sides}")
    return Fraction(min(max(score, 0), sides), sides)


def hits_distribution(score: int, dice: int, sides: int = 20) -> tuple[Fraction, ...]:
    """P(exactly k hits) for k = 0..``dice`` when each of ``dice`` d``sides`` hits on a roll
    <= ``score`` (binomial, exact). The result sums to exactly 1."""
    if dice < 0:
        raise ValueError(f"the number of dice must be 0 or more, got {dice}")
    hit = p_hit(score, sides)
    return tuple(math.comb(dice, k) * hit**k * (1 - hit) ** (dice - k) for k in range(dice + 1))


def p_at_least_one(score: int, dice: int, sides: int = 20) -> Fraction:
    """P(at least one of ``dice`` d``sides`` rolls <= ``score``)."""
    if dice < 0:
        raise ValueError(f"the number of dice must be 0 or more, got {dice}")
    return 1 - (1 - p_hit(score, sides)) ** dice


def percent(fr: Fraction, places: int = 0) -> str:
    """``fr`` (a probability in [0, 1]) as a percentage with ``places`` decimals.

    Rounding rule: ``n = floor(fr * 100 * 10**places + 1/2)`` computed exactly, i.e. round half
    up, then ``n`` is written with ``places`` decimals (0.845 -> "85%", 0.125 -> "13%",
    ``places=1``: 0.0125 -> "1.3%"). Two exceptions keep "impossible" and "certain" honest:
    a non-zero ``fr`` that rounds to 0 is written ``"<1%"`` (``"<0.1%"`` with one place, ...),
    and an ``fr`` below 1 that rounds to 100 is written ``">99%"`` (``">99.9%"``, ...).
    Exactly 0 is ``"0%"`` and exactly 1 is ``"100%"`` (with the given places).
    """
    if not 0 <= fr <= 1:
        raise ValueError(f"a probability must be between 0 and 1, got {fr}")
    if places < 0:
        raise ValueError(f"places must be 0 or more, got {places}")
    unit = 10**places
    hundred = 100 * unit
    rounded = math.floor(fr * hundred + Fraction(1, 2))
    if rounded == 0 and fr > 0:
        return f"<{_decimal(1, places)}%"
    if rounded == hundred and fr < 1:
        return f">{_decimal(hundred - 1, places)}%"
    return f"{_decimal(rounded, places)}%"


def _decimal(units: int, places: int) -> str:
    """The integer ``units`` of ``10**-places`` written as a decimal: (1234, 2) -> "12.34"."""
    if places == 0:
        return str(units)
    whole, fraction = divmod(units, 10**places)
    return f"{whole}.{fraction:0{places}d}"
