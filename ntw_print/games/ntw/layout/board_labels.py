"""Where each hex's coordinate label stands on a printed board: near the top of the hex, moved
or shrunk where a road runs, so that no label lies over a road. Board space in mm, y up; nothing
draws here."""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass

from ....core.geometry import Point
from ....grids.hex import Hex, neighbors
from ....print.layout.sheet import Box
from ..rules.board import Board
from ....kinds.board.curves import Bezier, sample
from .board import ROAD_WIDTH_MM, BoardGeometry, Measure

LABEL_CLEARANCE_MM = 0.5
"""Space kept between a coordinate label and a road."""


@dataclass(frozen=True)
class LabelSpot:
    """Where a hex's coordinate is printed: ``box`` holds the text, ``baseline`` is where the
    centred text sits, ``scale`` shrinks the type where roads leave no room at full size."""

    text: str
    hex: Hex
    baseline: Point
    box: Box
    scale: float = 1.0


LABEL_SCALES = (1.0, 0.85, 0.72)
"""Sizes tried, largest first, for a coordinate that has no room among the roads of its hex."""


def label_spots(geometry: BoardGeometry, board: Board, hexes: Iterable[Hex], measure: Measure,
                cap_height: float, road_points: dict[Hex, list[tuple[Point, float]]]) -> list[LabelSpot]:
    """The coordinate label of every playable hex in ``hexes``: at the top of the hex unless a road
    runs there, else the first spot clear of every road, trying the bottom, the left and the right
    and then the whole hex, nearest the top first; in smaller type if need be."""
    spots = []
    around = _road_points_around(road_points)
    reach = geometry.radius + 4.0
    known: dict[tuple[float, float, bool], list[Point]] = {}

    def offsets(width: float, cap: float, search: bool) -> list[Point]:  # a few sizes, asked for every hex
        key = (width, cap, search)
        if key not in known:
            known[key] = _label_offsets(geometry, width, cap, search)
        return known[key]

    for hex_ in hexes:
        text = board.label_of(hex_)
        if text is None:
            continue
        full = measure(text)
        cx, cy = geometry.center(hex_)
        near = [(point, half) for point, half in around.get(hex_, ())
                if abs(point[0] - cx) < reach and abs(point[1] - cy) < reach]
        spot = None
        for scale in LABEL_SCALES if near else LABEL_SCALES[:1]:
            width = math.ceil(full * scale * 4) / 4  # a quarter mm up, so few sizes need working out
            cap = cap_height * scale
            for dx, dy in offsets(width, cap, bool(near)):
                box = Box(cx + dx - width / 2, cy + dy - 0.25, width, cap + 0.5)
                if _clear(box, near):
                    spot = LabelSpot(text, hex_, (cx + dx, cy + dy), box, scale)
                    break
            if spot is not None:
                break
        if spot is None:
            dx, dy = offsets(full, cap_height, False)[0]
            spot = LabelSpot(text, hex_, (cx + dx, cy + dy), Box(cx + dx - full / 2, cy + dy - 0.25, full, cap_height + 0.5))
        spots.append(spot)
    return spots


def _road_points_around(road_points: dict[Hex, list[tuple[Point, float]]],
                        ) -> dict[Hex, list[tuple[Point, float]]]:
    """The road points of each hex and its six neighbours, by hex (only hexes near some road)."""
    around: dict[Hex, list[tuple[Point, float]]] = {}
    for hex_, points in road_points.items():
        for other in (hex_, *neighbors(hex_)):
            around.setdefault(other, []).extend(points)
    return around


LABEL_INSET_MM = 0.9
"""Space between a coordinate label and the outline of its hex."""


@functools.lru_cache(maxsize=256)
def _label_offsets(geometry: BoardGeometry, width: float, cap: float, search: bool) -> list[Point]:
    """Baseline centres (relative to the hex centre) where a label fits inside the hex: the top,
    the bottom, the left, the right, then (when ``search``) every other spot, nearest the top first."""
    half, radius = geometry.hex_size / 2, geometry.radius
    top = half - LABEL_INSET_MM - cap
    bottom = -half + LABEL_INSET_MM
    side = -cap / 2
    across = radius - 1.4 - width / 2
    preferred = [(0.0, top), (0.0, bottom), (-across, side), (across, side)]
    if not search:
        return preferred
    step = 0.5
    inside = [(x, y) for j in range(int((top - bottom) / step) + 1)
              for x, y in _fitting_row(geometry, top - j * step, step, int(radius / step) + 1, width, cap)]
    return preferred + sorted(inside, key=lambda p: (round(top - p[1], 6) + abs(p[0]) * 0.5))


def _fitting_row(geometry: BoardGeometry, y: float, step: float, count: int, width: float, cap: float,
                 ) -> list[Point]:
    """The spots ``(i * step * sign, y)`` (0, then +-step, +-2 step...) where a label box with its
    baseline centre there lies inside the hex, inset."""
    half, radius = geometry.hex_size / 2, geometry.radius
    edges = (y - 0.25, y + cap + 0.25)
    if any(abs(by) > half - LABEL_INSET_MM * 0.6 for by in edges):
        return []
    limit = min(radius - abs(by) / math.sqrt(3) - LABEL_INSET_MM for by in edges)
    xs = [i * step * sign for i in range(count) for sign in ((1, -1) if i else (1,))]
    return [(x, y) for x in xs if abs(x - width / 2) <= limit and abs(x + width / 2) <= limit]


def _clear(box: Box, near: list[tuple[Point, float]]) -> bool:
    """Whether every road point (with its half width) keeps LABEL_CLEARANCE_MM from ``box``."""
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


def road_points_by_hex(geometry: BoardGeometry, curves: Iterable[tuple[str, list[Bezier]]],
                       ) -> dict[Hex, list[tuple[Point, float]]]:
    """Sample points of every road (with its half width), grouped by the hex they fall in."""
    found: dict[Hex, list[tuple[Point, float]]] = {}
    for kind, curve in curves:
        half = ROAD_WIDTH_MM[kind] / 2
        for piece in curve:
            for point in sample(piece):
                found.setdefault(geometry.hex_at(point), []).append((point, half))
    return found
