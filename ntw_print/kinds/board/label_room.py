"""Where each cell's label stands on a board of flat hexes whose roads run unbroken (`grid:
label_room: move`): near the top of the hex, moved or shrunk where a road runs, so that no label
lies under a road. Board mm, y up; nothing draws here."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ...core.geometry import Point
from ...print.layout.sheet import Box
from .curves import Bezier, sample

LABEL_CLEARANCE_MM = 0.5
"""Space kept between a label and a road."""
LABEL_INSET_MM = 0.9
"""Space between a label and the outline of its hex."""
LABEL_SCALES = (1.0, 0.85, 0.72)
"""Sizes tried, largest first, for a label that has no room among the roads of its hex."""

RoadPoint = tuple[Point, float]  # a point along a road, and the road's half width


@dataclass(frozen=True)
class LabelSpot:
    """Where a cell's label is printed: `box` holds the text, `baseline` is where the centred text sits,
    `scale` shrinks the type where roads leave no room at full size."""

    text: str
    key: object  # the cell it labels, as the caller names it
    baseline: Point
    box: Box
    scale: float = 1.0


def road_points(roads: Iterable[tuple[float, Sequence[Bezier]]]) -> list[RoadPoint]:
    """Sample points along each (width, curve) road, with half its width."""
    return [(point, width / 2) for width, curve in roads for piece in curve for point in sample(piece)]


def label_spots(cells: Iterable[tuple[object, str, Point]], size: float, measure: Callable[[str], float],
                cap_height: float, roads: Sequence[RoadPoint]) -> list[LabelSpot]:
    """The label of each (key, text, centre) hex, `size` mm across the flats: at the top of the hex
    unless a road runs there, else the first spot clear of every road, trying the bottom, the left and
    the right and then the whole hex, nearest the top first; in smaller type if need be."""
    radius = size / math.sqrt(3.0)
    reach = radius + 4.0
    near_points = _near(roads, reach)
    known: dict[tuple[float, float, bool], list[Point]] = {}

    def offsets(width: float, cap: float, search: bool) -> list[Point]:  # a few sizes, asked for every hex
        key = (width, cap, search)
        if key not in known:
            known[key] = _label_offsets(size, width, cap, search)
        return known[key]

    spots = []
    for key, text, (cx, cy) in cells:
        full = measure(text)
        near = near_points(cx, cy)
        spot = None
        for scale in LABEL_SCALES if near else LABEL_SCALES[:1]:
            width = math.ceil(full * scale * 4) / 4  # a quarter mm up, so few sizes need working out
            cap = cap_height * scale
            for dx, dy in offsets(width, cap, bool(near)):
                box = Box(cx + dx - width / 2, cy + dy - 0.25, width, cap + 0.5)
                if _clear(box, near):
                    spot = LabelSpot(text, key, (cx + dx, cy + dy), box, scale)
                    break
            if spot is not None:
                break
        if spot is None:
            dx, dy = offsets(full, cap_height, False)[0]
            spot = LabelSpot(text, key, (cx + dx, cy + dy), Box(cx + dx - full / 2, cy + dy - 0.25, full, cap_height + 0.5))
        spots.append(spot)
    return spots


def _near(roads: Sequence[RoadPoint], reach: float) -> Callable[[float, float], list[RoadPoint]]:
    """The road points less than `reach` from (x, y) along each axis, found from squares of `reach` mm."""
    squares: dict[tuple[int, int], list[RoadPoint]] = {}
    for point, half in roads:
        squares.setdefault((math.floor(point[0] / reach), math.floor(point[1] / reach)), []).append((point, half))

    def near(x: float, y: float) -> list[RoadPoint]:
        i, j = math.floor(x / reach), math.floor(y / reach)
        return [(point, half) for a in (i - 1, i, i + 1) for b in (j - 1, j, j + 1) for point, half in squares.get((a, b), ())
                if abs(point[0] - x) < reach and abs(point[1] - y) < reach]

    return near


@functools.lru_cache(maxsize=256)
def _label_offsets(size: float, width: float, cap: float, search: bool) -> list[Point]:
    """Baseline centres (relative to the hex centre) where a label fits inside the hex: the top,
    the bottom, the left, the right, then (when `search`) every other spot, nearest the top first."""
    half, radius = size / 2, size / math.sqrt(3.0)
    top = half - LABEL_INSET_MM - cap
    bottom = -half + LABEL_INSET_MM
    side = -cap / 2
    across = radius - 1.4 - width / 2
    preferred = [(0.0, top), (0.0, bottom), (-across, side), (across, side)]
    if not search:
        return preferred
    step = 0.5
    inside = [(x, y) for j in range(int((top - bottom) / step) + 1)
              for x, y in _fitting_row(size, top - j * step, step, int(radius / step) + 1, width, cap)]
    return preferred + sorted(inside, key=lambda p: (round(top - p[1], 6) + abs(p[0]) * 0.5))


def _fitting_row(size: float, y: float, step: float, count: int, width: float, cap: float) -> list[Point]:
    """The spots `(i * step * sign, y)` (0, then +-step, +-2 step...) where a label box with its
    baseline centre there lies inside the hex, inset."""
    half, radius = size / 2, size / math.sqrt(3.0)
    edges = (y - 0.25, y + cap + 0.25)
    if any(abs(by) > half - LABEL_INSET_MM * 0.6 for by in edges):
        return []
    limit = min(radius - abs(by) / math.sqrt(3) - LABEL_INSET_MM for by in edges)
    xs = [i * step * sign for i in range(count) for sign in ((1, -1) if i else (1,))]
    return [(x, y) for x in xs if abs(x - width / 2) <= limit and abs(x + width / 2) <= limit]


def _clear(box: Box, near: list[RoadPoint]) -> bool:
    """Whether every road point (with its half width) keeps LABEL_CLEARANCE_MM from `box`."""
    left, bottom, right, top = box.x, box.y, box.right, box.top
    for (x, y), half_width in near:
        room = half_width + LABEL_CLEARANCE_MM
        dx = left - x if x < left else (x - right if x > right else 0.0)
        if dx >= room:
            continue
        dy = bottom - y if y < bottom else (y - top if y > top else 0.0)
        if dy < room and math.hypot(dx, dy) < room:
            return False
    return True
