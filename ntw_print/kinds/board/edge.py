"""A board of flat hexes whose trim cuts through the ring of hexes round its grid (`edge: half-hexes`):
the left and right edges run through the centres of the hexes past the outer columns, the top and
bottom along the flats of the outer hexes, so alternate columns end in a half hex. The art runs on
past the grid (the ring takes the terrain of the nearest cell, washed out), and a road that reaches
the edge runs on out of the board. Geometry in mm, y up from the trim's bottom-left; nothing draws.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ...core.geometry import Point
from ...grids.hex import DIRECTIONS, ORIENTATIONS, Hex, Layout, OffsetScheme, add
from .schema import BoardGrid

REACH = 40.0  # how far past the trim the ring's hexes are worked out (the bleed, and a tile's overlap)
BEYOND = 2  # hexes a road runs on past the edge


def frame_size(grid: BoardGrid, band: float) -> tuple[float, float]:
    """The trim: the grid with half a hex round it and `band` mm above."""
    step = grid.cell * math.sqrt(3.0) / 2
    return (grid.columns + 1) * step, band + (grid.rows + 0.5) * grid.cell


def placer(grid: BoardGrid, height: float, band: float) -> Callable[[Point], Point]:
    """From the hex layout's points (y down, the first cell's centre at 0,0) to the trim's: column 0's
    centres one column step in, the highest hex's top flat at the band's foot."""
    layout, scheme = _layout(grid), _scheme(grid)
    highest = min(layout.hex_to_point(scheme.to_cube(col, 0))[1] for col in range(min(2, grid.columns)))
    step = grid.cell * math.sqrt(3.0) / 2
    top = height - band + highest - grid.cell / 2

    def place(point: Point) -> Point:
        return (step + point[0], top - point[1])

    return place


def ring(grid: BoardGrid, place: Callable[[Point], Point], width: float, height: float
         ) -> list[tuple[tuple[int, int], Point, tuple[Point, ...]]]:
    """The hexes past the grid that show within REACH of the trim: (col, row) off the grid, centre,
    corners, in column, row order."""
    layout, scheme = _layout(grid), _scheme(grid)
    found = []
    for col in range(-BEYOND, grid.columns + BEYOND):
        for row in range(-BEYOND, grid.rows + BEYOND):
            if 0 <= col < grid.columns and 0 <= row < grid.rows:
                continue
            hex_ = scheme.to_cube(col, row)
            x, y = place(layout.hex_to_point(hex_))
            if -REACH - grid.cell <= x <= width + REACH + grid.cell and -REACH - grid.cell <= y <= height + REACH + grid.cell:
                found.append(((col, row), (x, y), tuple(place(p) for p in layout.corners(hex_))))
    return found


def nearest(grid: BoardGrid, col: int, row: int) -> tuple[int, int]:
    """The cell of the grid nearest a hex past it (whose terrain the ring shows)."""
    return min(max(col, 0), grid.columns - 1), min(max(row, 0), grid.rows - 1)


def run_on(grid: BoardGrid, cells: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """A path's cells and, at each end on the grid's edge, BEYOND more straight out of the board (the
    way nearest its own last step)."""
    scheme = _scheme(grid)
    chain = [scheme.to_cube(*cell) for cell in cells]
    if len(chain) < 2:
        return list(cells)

    def on(hex_: Hex) -> bool:
        col, row = scheme.from_cube(hex_)
        return 0 <= col < grid.columns and 0 <= row < grid.rows

    for at_start in (True, False):
        end, before = (chain[0], chain[1]) if at_start else (chain[-1], chain[-2])
        outside = [d for d in range(6) if not on(add(end, DIRECTIONS[d]))]
        if not outside:
            continue
        step = DIRECTIONS.index(Hex(end.q - before.q, end.r - before.r, end.s - before.s))
        direction = min(outside, key=lambda d: (min((d - step) % 6, (step - d) % 6), d))
        extra, current = [], end
        for _ in range(BEYOND):
            current = add(current, DIRECTIONS[direction])
            extra.append(current)
        chain = extra[::-1] + chain if at_start else chain + extra
    return [scheme.from_cube(hex_) for hex_ in chain]


def _layout(grid: BoardGrid) -> Layout:
    return Layout.across_flats(ORIENTATIONS[grid.orientation], grid.cell)


def _scheme(grid: BoardGrid) -> OffsetScheme:
    return OffsetScheme(grid.orientation, grid.offset)
