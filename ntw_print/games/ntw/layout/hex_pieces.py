"""Pieces cut as clusters of board hexes: each hex's corners, the cut line around the cluster and
the piece's bounding box, in mm with the origin at the box's bottom-left corner (y up).

Hexes are flat-top at the board's size, so a piece covers board hexes exactly. The back of a piece
is the front's outline mirrored across the axis the sheet turns over.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ....core.geometry import Point
from ....grids.hex import Hex, Layout
from ....print.layout.sheet import Duplex, Segment
ROUND = 6  # decimals when matching corners of neighbouring hexes


@dataclass(frozen=True)
class HexCell:
    offset: Hex  # from the piece's anchor hex
    centre: Point
    corners: tuple[Point, ...]


@dataclass(frozen=True)
class HexPieceShape:
    width: float
    height: float
    across_flats: float
    cells: tuple[HexCell, ...]  # in the data's order: the anchor first
    cut: tuple[Segment, ...]  # the outline of the whole cluster: where to cut
    seams: tuple[Segment, ...]  # edges between two hexes of the piece


def hex_piece_shape(offsets: list[Hex], across_flats: float) -> HexPieceShape:
    """The cluster of hexes at `across_flats` mm, fitted into its bounding box."""
    layout = Layout.flat_from_flat_to_flat(across_flats)
    raw = [(h, layout.hex_to_point(h), layout.corners(h)) for h in offsets]
    xs = [x for _, _, corners in raw for x, _ in corners]
    ys = [y for _, _, corners in raw for _, y in corners]
    x0, y_top = min(xs), min(ys)  # grid points run y down: the smallest y is the top
    width, height = max(xs) - x0, max(ys) - y_top

    def page(point: Point) -> Point:
        return (point[0] - x0, height - (point[1] - y_top))

    cells = tuple(HexCell(h, page(centre), tuple(page(c) for c in corners)) for h, centre, corners in raw)
    return HexPieceShape(width, height, across_flats, cells, *_cut_and_seams(cells))


def _cut_and_seams(cells: tuple[HexCell, ...]) -> tuple[tuple[Segment, ...], tuple[Segment, ...]]:
    """Edges used by one hex are the outline; edges shared by two are seams inside the piece."""
    edges: list[Segment] = []
    for cell in cells:
        corners = cell.corners
        edges.extend((corners[i], corners[(i + 1) % 6]) for i in range(6))
    count = Counter(_edge_key(e) for e in edges)
    cut = tuple(e for e in edges if count[_edge_key(e)] == 1)
    seen: set = set()
    seams = []
    for e in edges:
        key = _edge_key(e)
        if count[key] == 2 and key not in seen:
            seen.add(key)
            seams.append(e)
    return cut, tuple(seams)


def _edge_key(edge: Segment) -> frozenset:
    return frozenset((round(x, ROUND), round(y, ROUND)) for x, y in edge)


def mirrored(shape: HexPieceShape, duplex: Duplex) -> HexPieceShape:
    """The shape as seen from the back: across x when the sheet turns over its long edge, across y
    when it turns over its short edge (portrait sheets)."""

    def flip(point: Point) -> Point:
        x, y = point
        return (shape.width - x, y) if duplex == "long" else (x, shape.height - y)

    def flip_segment(segment: Segment) -> Segment:
        return (flip(segment[0]), flip(segment[1]))

    cells = tuple(HexCell(c.offset, flip(c.centre), tuple(flip(p) for p in c.corners)) for c in shape.cells)
    return HexPieceShape(shape.width, shape.height, shape.across_flats, cells,
                         tuple(map(flip_segment, shape.cut)), tuple(map(flip_segment, shape.seams)))


def grown_corners(cell: HexCell, across_flats: float, by: float) -> tuple[Point, ...]:
    """The hex grown outward by `by` mm on every side (for art that runs into the bleed)."""
    scale = (across_flats + 2 * by) / across_flats
    cx, cy = cell.centre
    return tuple((cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in cell.corners)
