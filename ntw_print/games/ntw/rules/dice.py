"""Exact dice probabilities, kept as ``Fraction`` until printed (as core/numbers' `percent`)."""

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
