"""A chart's title over its block (a table's, a rose's): bold, wrapped to the column it stands in,
so that a long title takes more lines, never more width than the column has."""

from __future__ import annotations

from ...core.geometry import MM_PER_PT as PT
from ...print.layout.text import CAP_HEIGHT, Measure, wrap

TITLE_PT = 9.5
LEADING = 1.2
UNDER = 0.6  # of the type size: the room under the last line, before what the title stands over


def title_lines(title: str, room: float, measure: Measure) -> tuple[list[tuple[str, float]], float, float]:
    """Each line of `title` with its baseline (mm, y up from the block's top, so below 0), how far down
    the title reaches (where the block's contents start) and how wide its widest line is."""
    if not title:
        return [], 0.0, 0.0
    lines = wrap(title, room, TITLE_PT, True, measure)
    step = TITLE_PT * PT * LEADING
    first = -TITLE_PT * PT * CAP_HEIGHT - 0.2
    placed = [(text, first - n * step) for n, text in enumerate(lines)]
    depth = TITLE_PT * PT * (1.0 + UNDER) + (len(lines) - 1) * step
    return placed, depth, max(measure(text, TITLE_PT, True) for text in lines)
