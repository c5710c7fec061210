"""Tests of the exact dice probabilities in ntw_print.games.ntw.rules.dice."""

import functools
from fractions import Fraction

import icepool
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ntw_print.core.numbers import percent
from ntw_print.games.ntw.rules.dice import hits_distribution, p_at_least_one, p_hit

scores = st.integers(min_value=-30, max_value=40)
dice_counts = st.integers(min_value=0, max_value=6)
sides = st.integers(min_value=1, max_value=30)
probabilities = st.fractions(min_value=0, max_value=1)

ICEPOOL_GRID = [(score, dice) for score in range(-5, 26) for dice in range(1, 5)]


@functools.cache
def icepool_hit_counts(score: int, dice: int) -> icepool.Die:
    """The number of d20 in a pool of ``dice`` that roll ``score`` or less, by icepool."""
    return icepool.d20.pool(dice).keep_outcomes(lambda face: face <= score).size()


def test_p_hit():
    assert p_hit(18) == Fraction(9, 10)  # NTW worked example B: hit score 18 on a d20
    assert p_hit(4) == Fraction(1, 5)
    assert p_hit(0) == 0 and p_hit(-7) == 0
    assert p_hit(20) == 1 and p_hit(31) == 1
    assert p_hit(3, sides=6) == Fraction(1, 2)
    with pytest.raises(ValueError, match="at least 1 side"):
        p_hit(3, sides=0)


@given(scores, sides)
def test_p_hit_is_a_probability_and_counts_faces(score, sides):
    assert 0 <= p_hit(score, sides) <= 1
    assert p_hit(score, sides) == Fraction(sum(1 for face in range(1, sides + 1) if face <= score), sides)


def test_hits_distribution():
    assert hits_distribution(4, 4) == (
        Fraction(256, 625), Fraction(256, 625), Fraction(96, 625), Fraction(16, 625), Fraction(1, 625)
    )
    assert hits_distribution(25, 2) == (0, 0, 1)
    assert hits_distribution(-1, 2) == (1, 0, 0)
    assert hits_distribution(10, 0) == (1,)
    with pytest.raises(ValueError, match="number of dice"):
        hits_distribution(10, -1)


@given(scores, dice_counts, sides)
def test_hits_distribution_is_exact_and_sums_to_one(score, dice, sides):
    distribution = hits_distribution(score, dice, sides)
    assert len(distribution) == dice + 1
    assert all(isinstance(p, Fraction) and 0 <= p <= 1 for p in distribution)
    assert sum(distribution) == 1


def test_hits_distribution_matches_icepool():
    for score, dice in ICEPOOL_GRID:
        counts = icepool_hit_counts(score, dice)
        expected = tuple(counts.probability(k) for k in range(dice + 1))
        assert hits_distribution(score, dice) == expected, (score, dice)


def test_p_at_least_one():
    assert p_at_least_one(4, 4) == 1 - Fraction(4, 5) ** 4
    assert p_at_least_one(18, 1) == Fraction(9, 10)
    assert p_at_least_one(0, 4) == 0
    assert p_at_least_one(20, 4) == 1
    assert p_at_least_one(10, 0) == 0
    with pytest.raises(ValueError, match="number of dice"):
        p_at_least_one(10, -1)


@given(scores, dice_counts, sides)
def test_p_at_least_one_is_one_minus_no_hits(score, dice, sides):
    assert 0 <= p_at_least_one(score, dice, sides) <= 1
    assert p_at_least_one(score, dice, sides) == 1 - hits_distribution(score, dice, sides)[0]


def test_p_at_least_one_matches_icepool():
    for score, dice in ICEPOOL_GRID:
        expected = icepool_hit_counts(score, dice).probability(">=", 1)
        assert p_at_least_one(score, dice) == expected, (score, dice)


@pytest.mark.parametrize(
    ("fraction", "places", "text"),
    [
        (Fraction(0), 0, "0%"),
        (Fraction(1), 0, "100%"),
        (Fraction(17, 20), 0, "85%"),
        (Fraction(169, 200), 0, "85%"),  # 84.5 rounds half up
        (Fraction(1689, 2000), 0, "84%"),  # 84.45
        (Fraction(1, 8), 0, "13%"),  # 12.5 rounds half up
        (Fraction(1, 3), 2, "33.33%"),
        (Fraction(1, 80), 1, "1.3%"),  # 1.25 rounds half up
        (Fraction(1, 200), 0, "1%"),  # 0.5 rounds half up
        (Fraction(1, 201), 0, "<1%"),
        (Fraction(1, 10**6), 1, "<0.1%"),
        (Fraction(199, 200), 0, ">99%"),  # 99.5 would round to 100
        (Fraction(1989, 2000), 0, "99%"),
        (Fraction(9999, 10000), 1, ">99.9%"),
        (Fraction(1), 2, "100.00%"),
        (Fraction(0), 1, "0.0%"),
    ],
)
def test_percent(fraction, places, text):
    assert percent(fraction, places) == text


@given(probabilities, st.integers(min_value=0, max_value=3))
def test_percent_rounds_half_up_except_near_zero_and_one(fraction, places):
    text = percent(fraction, places)
    assert text.endswith("%")
    if text[0] in "<>":
        assert 0 < fraction < 1
        return
    shown = Fraction(text[:-1])
    assert shown - Fraction(1, 2 * 10**places) <= fraction * 100 < shown + Fraction(1, 2 * 10**places)


def test_percent_rejects_non_probabilities():
    with pytest.raises(ValueError, match="between 0 and 1"):
        percent(Fraction(3, 2))
    with pytest.raises(ValueError, match="places"):
        percent(Fraction(1, 2), places=-1)
