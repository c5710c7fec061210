"""Geometry shared by every layer: a point in mm and the size of a typographic point in mm."""

from __future__ import annotations

Point = tuple[float, float]
"""(x, y) in mm."""

MM_PER_PT = 25.4 / 72
"""One typographic point (1/72 inch) in mm."""
