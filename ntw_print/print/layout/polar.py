"""Polar geometry in mm: the origin on a pivot, y up, angles in degrees clockwise of straight up."""

from __future__ import annotations

import math

from ...core.geometry import Point


def polar(radius: float, angle: float) -> Point:
    """The point at ``radius`` and ``angle`` (degrees clockwise of straight up)."""
    a = math.radians(angle)
    return (radius * math.sin(a), radius * math.cos(a))


def angle_of(point: Point) -> float:
    """Degrees clockwise of straight up, 0 <= a < 360."""
    return math.degrees(math.atan2(point[0], point[1])) % 360


def circle_points(radius: float, steps: int = 720, centre: Point = (0.0, 0.0)) -> tuple[Point, ...]:
    return tuple((centre[0] + radius * math.sin(2 * math.pi * i / steps),
                  centre[1] + radius * math.cos(2 * math.pi * i / steps)) for i in range(steps))


def arc(radius: float, start: float, end: float, step: float = 0.5) -> list[Point]:
    """Points from angle ``start`` to ``end`` (clockwise when end > start) at ``radius``."""
    count = max(2, int(abs(end - start) / step) + 1)
    return [polar(radius, start + (end - start) * i / (count - 1)) for i in range(count)]
