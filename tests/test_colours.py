"""Colours: one reading of '#rrggbb' and one choice of ink on a fill, for the kinds' plain data and
for drawing on a canvas alike."""

from __future__ import annotations

import pytest

from ntw_print.core.colours import rgb
from ntw_print.print.layout.display import INK, PAPER, readable_on


@pytest.mark.parametrize("fill, ink", [("#000000", PAPER), ("#ffffff", INK), ("#c8102e", PAPER), ("#f3d27a", INK),
                                       ("#1a5e20", PAPER), ("#8c8c8c", PAPER), ("#9cc3e4", INK)])
def test_the_ink_that_reads_on_a_fill(fill, ink):
    """One choice of ink for every layer (the board's lettering draws it, the kinds lay it out)."""
    assert readable_on(fill) == ink


def test_a_colour_reads_as_its_three_parts():
    assert rgb("#c8102E") == (200, 16, 46)
