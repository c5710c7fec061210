"""Plane geometry every layer shares (core/geometry.py)."""

from ntw_print.core.geometry import toward


def test_a_point_part_of_the_way_along_a_line():
    assert toward((0.0, 0.0), (10.0, -4.0), 0.25) == (2.5, -1.0)
    assert toward((3.0, 5.0), (7.0, 1.0), 0.0) == (3.0, 5.0) and toward((3.0, 5.0), (7.0, 1.0), 1.0) == (7.0, 1.0)


def test_the_widest_gap_of_a_circle_is_found_across_the_top_and_the_first_of_two_as_wide():
    from fractions import Fraction

    from ntw_print.core.geometry import widest_gap

    assert widest_gap([10.0, 100.0, 300.0], 360) == (100.0, 200.0)
    assert widest_gap([30.0, 300.0, 330.0], 360) == (30.0, 270.0)
    assert widest_gap([225.0, 45.0], 360) == (45.0, 180.0)  # the one across the top is as wide, and starts later
    assert widest_gap([Fraction(5, 2), Fraction(25, 2)], 20) == (Fraction(5, 2), 10)  # in steps of a turn of 20
    assert widest_gap([], 360) == (0, 360)
