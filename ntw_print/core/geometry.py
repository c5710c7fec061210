"""Geometry shared by every layer: a point in mm and the size of a typographic point in mm."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import TypeVar

Point = tuple[float, float]
"""(x, y) in mm."""

MM_PER_PT = 25.4 / 72
"""One typographic point (1/72 inch) in mm."""

Around = TypeVar("Around", float, Fraction)
"""A place round a circle: degrees, or steps of a turn."""


def toward(start: Point, target: Point, share: float) -> Point:
    """The point `share` of the way from `start` to `target` (0: start, 1: target)."""
    return (start[0] + (target[0] - start[0]) * share, start[1] + (target[1] - start[1]) * share)


def widest_gap(positions: Iterable[Around], turn: Around) -> tuple[Around, Around]:
    """(start, width) of the widest stretch of a circle without one of `positions`, measured as they are
    (degrees with `turn` 360, steps with `turn` the steps of a full turn, clockwise); of two as wide, the
    one starting first from the top; (0, turn) when there is no position."""
    ordered = sorted({p % turn for p in positions})
    if not ordered:
        return turn - turn, turn
    gaps = [((ordered[(i + 1) % len(ordered)] - p) % turn or turn, p) for i, p in enumerate(ordered)]
    width, start = max(gaps, key=lambda gap: gap[0])
    return start, width
