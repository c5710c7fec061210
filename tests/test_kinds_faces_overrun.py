"""Overruns of a face measured in mm: words crossing a shape's edge, the smallest face that holds a box (pure)."""

from __future__ import annotations

import pytest

from ntw_print.kinds.faces.overrun import Overrun, _crossing, reported
from ntw_print.print.layout.sheet import Box

SHAPE = Box(0.0, 0.0, 10.0, 10.0)


@pytest.mark.parametrize("line, kind, depth", [
    (Box(2.0, 4.0, 6.0, 2.0), "rect", 0.0),  # inside
    (Box(12.0, 4.0, 6.0, 2.0), "rect", 0.0),  # clear of it
    (Box(7.0, 4.0, 6.0, 2.0), "rect", 3.0),  # over the right edge: 3 mm in, 3 mm out
    (Box(8.5, 4.0, 6.0, 2.0), "rect", 1.5),  # mostly out: 1.5 mm to move clear
    (Box(2.0, 4.0, 6.0, 2.0), "ellipse", 0.0),
    (Box(1.0, 7.0, 8.0, 2.0), "ellipse", pytest.approx(4 * 2 ** 0.5 - 5.0)),  # its top corners, past the rim
    (Box(9.0, 9.0, 3.0, 3.0), "ellipse", 0.0),  # in the corner the ellipse leaves
])
def test_words_crossing_a_shapes_edge_are_measured(line, kind, depth):
    assert _crossing(line, SHAPE, kind, 0.0) == depth


def test_a_stroke_widens_the_edge_the_words_must_keep_off():
    assert _crossing(Box(2.0, 4.0, 7.9, 2.0), SHAPE, "rect", 0.0) == 0.0
    assert _crossing(Box(2.0, 4.0, 7.9, 2.0), SHAPE, "rect", 0.5) == pytest.approx(0.4)


def test_the_smallest_face_holds_every_row_of_the_group():
    group = [Overrun("words", ("templates", "t", "boxes", "b", "text"), "b", (10.0, 10.0), ("sets", 0, "rows", r),
                     f"row {r}", 1.0 + r, "too long", lambda w, h, need=11.0 + r: w >= need) for r in range(3)]
    [(path, message)] = reported(group, lambda width, height: 10.0)
    assert path == ("templates", "t", "boxes", "b", "text")
    assert message == ("box 'b', 3 rows overrun; the most, row 3 (row 2): too long; a face of at least 13.0 x 13.0 mm "
                       "holds every row's words")
