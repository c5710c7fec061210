"""Plane geometry every layer shares (core/geometry.py)."""

from ntw_print.core.geometry import toward


def test_a_point_part_of_the_way_along_a_line():
    assert toward((0.0, 0.0), (10.0, -4.0), 0.25) == (2.5, -1.0)
    assert toward((3.0, 5.0), (7.0, 1.0), 0.0) == (3.0, 5.0) and toward((3.0, 5.0), (7.0, 1.0), 1.0) == (7.0, 1.0)
