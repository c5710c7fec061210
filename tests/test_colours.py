"""Colours: one reading of '#rrggbb' and one choice of ink on a fill, for the kinds' plain data and
for drawing on a canvas alike."""

from __future__ import annotations

import pytest

from ntw_print.core.colours import rgb
from ntw_print.print.layout.display import readable_on as ink_on
from ntw_print.print.render.draw import INK, PAPER, colour, readable_on


@pytest.mark.parametrize("fill", ["#000000", "#ffffff", "#c8102e", "#f3d27a", "#1a5e20", "#8c8c8c", "#9cc3e4"])
def test_both_layers_choose_the_same_ink_on_a_fill(fill):
    drawn = readable_on(colour(fill))
    assert (drawn == INK and ink_on(fill) == "#1a1a1a") or (drawn == PAPER and ink_on(fill) == "#ffffff")


def test_a_colour_reads_as_its_three_parts():
    assert rgb("#c8102E") == (200, 16, 46)
