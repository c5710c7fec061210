"""Faces cut as clusters of hexes: each hex's box and corners, the cut line around the cluster and the
seams inside it, in mm from the bottom-left corner of the cluster's bounding box (y up); pure geometry.

Hexes are flat-top, `across_flats` mm from side to side (a board's hex size: a piece covers board
hexes exactly). The back of a piece is the front's cluster mirrored across the axis the sheet turns over.
"""

from __future__ import annotations

from collections import Counter

from ...core.geometry import Point
from ...grids.clusters import offset_of
from ...grids.hex import Layout
from ...print.layout.sheet import Box, Duplex, Segment

ROUND = 6  # decimals when matching corners of neighbouring hexes
Cells = tuple[Box, ...]  # each hex's bounding box, the anchor first


def cluster(steps: list[list[str]], across_flats: float) -> tuple[Cells, float, float]:
    """Each hex's box, and the width and height of the cluster's bounding box."""
    layout = Layout.flat_from_flat_to_flat(across_flats)
    corners = [layout.corners(offset_of(s)) for s in steps]
    xs = [x for hex_ in corners for x, _ in hex_]
    ys = [y for hex_ in corners for _, y in hex_]
    x0, y_top, width, height = min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)  # grid points run y down
    boxes = []
    for hex_ in corners:
        left, right = min(x for x, _ in hex_) - x0, max(x for x, _ in hex_) - x0
        top, bottom = min(y for _, y in hex_) - y_top, max(y for _, y in hex_) - y_top
        boxes.append(Box(left, height - bottom, right - left, bottom - top))
    return tuple(boxes), width, height


def corners(cell: Box, grow: float = 0.0) -> tuple[Point, ...]:
    """The flat-top hex inside its box, grown outward by `grow` mm on every side (art into the bleed)."""
    scale = (cell.height + 2 * grow) / cell.height
    cx, cy, w, h = cell.x + cell.width / 2, cell.y + cell.height / 2, cell.width * scale, cell.height * scale
    return ((cx + w / 2, cy), (cx + w / 4, cy - h / 2), (cx - w / 4, cy - h / 2), (cx - w / 2, cy),
            (cx - w / 4, cy + h / 2), (cx + w / 4, cy + h / 2))


def cut_and_seams(cells: Cells) -> tuple[list[Segment], list[Segment]]:
    """The edges of one hex only are the cut line; those two hexes share are seams inside the piece."""
    edges = [(c[i], c[(i + 1) % 6]) for cell in cells for c in [corners(cell)] for i in range(6)]
    count = Counter(_key(e) for e in edges)
    seams = {_key(e): e for e in edges if count[_key(e)] == 2}
    return [e for e in edges if count[_key(e)] == 1], list(seams.values())


def _key(edge: Segment) -> frozenset:
    return frozenset((round(x, ROUND), round(y, ROUND)) for x, y in edge)


def mirrored(cells: Cells, width: float, height: float, flip: Duplex) -> Cells:
    """The cells as seen from the back: across x when the sheet turns over its long edge, across y when
    it turns over its short edge."""
    if flip == "long":
        return tuple(Box(width - c.right, c.y, c.width, c.height) for c in cells)
    return tuple(Box(c.x, height - c.top, c.width, c.height) for c in cells)


def placed(cells: Cells, trim: Box) -> Cells:
    """The cells on a face whose trim is `trim`."""
    return tuple(Box(trim.x + c.x, trim.y + c.y, c.width, c.height) for c in cells)
