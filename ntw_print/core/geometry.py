"""Geometry shared by every layer: a point in mm and the size of a typographic point in mm."""

from __future__ import annotations

Point = tuple[float, float]
"""(x, y) in mm."""

MM_PER_PT = 25.4 / 72
"""One typographic point (1/72 inch) in mm."""


def toward(start: Point, target: Point, share: float) -> Point:
    """The point `share` of the way from `start` to `target` (0: start, 1: target)."""
    return (start[0] + (target[0] - start[0]) * share, start[1] + (target[1] - start[1]) * share)
