"""Lines through cell centres as curves: one cubic piece per cell, bending towards the centre of a cell
where the line turns (roads). Geometry in mm; roads.py draws it."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...core.geometry import Point, toward

Bezier = tuple[Point, Point, Point, Point]  # start, control, control, end


def curve_through(centres: Sequence[Point], size: float, bend: float) -> list[Bezier]:
    """A line through cell centres as one curve piece per cell: from the middle of the side it enters
    by to the middle of the side it leaves by, pulled `bend` of the way from its chord towards the
    cell's centre (0 straight, 1 through the centre; a sharp turn, in and out by neighbouring sides,
    always bends all the way so the line still passes near the centre). The end pieces start or stop
    at the centre. `size` is the cells' size across."""
    if len(centres) < 2:
        return []
    middles = [toward(a, b, 0.5) for a, b in zip(centres, centres[1:])]
    pieces: list[Bezier] = []
    for i, centre in enumerate(centres):
        start = middles[i - 1] if i > 0 else centre
        end = middles[i] if i < len(middles) else centre
        chord = toward(start, end, 0.5)
        sharp = math.dist(chord, centre) > size / 4
        control = toward(chord, centre, 1.0 if sharp else bend)
        pieces.append((start, toward(start, control, 2 / 3), toward(end, control, 2 / 3), end))
    return pieces


def sample(piece: Bezier, steps: int = 8) -> list[Point]:
    """Points along one cubic piece (for keeping words clear of it)."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = piece
    points = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        points.append((u ** 3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t ** 3 * x3,
                       u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y3))
    return points
