"""`BoardRead.cell_at`, which a game asks which cell a point read back stands in, buckets the cells'
centres by rounding them to whole cells. Rounding goes to the nearest whole number (halves to even), so
a point and the centre of its cell, less than a cell apart across and down (a hex's corner is 0.58 of
the width across its flats from its centre), fall in buckets at most one apart, and the three by three
buckets searched hold the cell. Every cell of flat and pointy hex grids (with and without the half
hexes past the edge) and of a square grid, at sizes round and odd, is found from its centre, from just
inside each corner and side, and from every half-cell point of the board, halves of a bucket included."""

from __future__ import annotations

import itertools
import math

import pytest

from ntw_print.kinds import KINDS
from ntw_print.kinds.board.layout import plan
from ntw_print.kinds.board.verify import BoardRead
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.source import load_spec
from ntw_print.print.layout.sheet import Box
from ntw_print.print.render.pdf import measure

TRIM = Box(7.3, 11.1, 0.0, 0.0)  # where the board's trim stands on its page: points are read on the page
INSIDE = 0.97  # of the way from a cell's centre to a corner or a side's middle


def board(tmp_path, grid: str, size: float) -> BoardRead:
    """A plain board of 8 x 6 cells of `size` mm: `flat`, `pointy`, `flat half-hexes` or `square`."""
    shape, _, edge = grid.partition(" ")
    cells = ("shape: square" if shape == "square" else f"shape: hex, orientation: {shape}") + f", cell: {size}mm"
    (tmp_path / "board.yaml").write_text(
        f"kind: board\ntitle: Cells\ngrid: {{{cells}, columns: 8, rows: 6}}\n"
        'terrain: [{id: clear, name: Clear, colour: "#efe9cf"}]\ndefault: clear\n'
        + ("edge: half-hexes\n" if edge else ""))
    spec = load_spec(tmp_path / "board.yaml", KINDS["board"], Art(tmp_path))
    return BoardRead(None, plan(spec, measure), TRIM, {}, {})  # no page: cell_at reads none


def on_page(point: tuple[float, float]) -> tuple[float, float]:
    return (TRIM.x + point[0], TRIM.y + point[1])


def towards(centre: tuple[float, float], point: tuple[float, float]) -> tuple[float, float]:
    return (centre[0] + INSIDE * (point[0] - centre[0]), centre[1] + INSIDE * (point[1] - centre[1]))


GRIDS = ["flat", "pointy", "flat half-hexes", "square"]
SIZES = [12.7, 16.0, 19.05, 25.4]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("grid", GRIDS)
def test_every_cell_is_found_from_its_centre_and_just_inside_each_corner_and_side(tmp_path, grid, size):
    read = board(tmp_path, grid, size)
    assert read.laid.beyond if "half-hexes" in grid else not read.laid.beyond
    for cell in read.laid.cells:
        corners = cell.corners
        sides = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(corners, corners[1:] + corners[:1])]
        points = [cell.centre] + [towards(cell.centre, p) for p in (*corners, *sides)]
        assert [read.cell_at(on_page(p)) for p in points] == [cell.label] * len(points), cell.label
    for cell in read.laid.beyond:  # the half hexes past the edge are no cell of the grid
        assert read.cell_at(on_page(cell.centre)) is None


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("grid", GRIDS)
def test_a_point_halfway_between_buckets_finds_a_nearest_cell(tmp_path, grid, size):
    """Every point on the half-cell lattice over the grid (x and y whole or half multiples of the size,
    where rounding has its ties), and a quarter cell either side: cell_at names a cell whose centre is
    as near the point as any (on a side two are: either is right)."""
    read = board(tmp_path, grid, size)
    every = (*read.laid.cells, *read.laid.beyond)
    by_label = {cell.label: cell for cell in read.laid.cells}
    xs = [c.centre[0] for c in read.laid.cells]
    ys = [c.centre[1] for c in read.laid.cells]
    steps = [k / 4 for k in range(math.floor(4 * min(*xs, *ys) / size), math.ceil(4 * max(*xs, *ys) / size) + 1)]
    checked = 0
    for i, j in itertools.product(steps, steps):
        point = (i * size, j * size)
        if not (min(xs) <= point[0] <= max(xs) and min(ys) <= point[1] <= max(ys)):
            continue
        nearest = min(math.dist(c.centre, point) for c in every)
        found = read.cell_at(on_page(point))
        if found is None:  # only where a half hex past the edge is as near as any cell
            assert any(not c.label and math.dist(c.centre, point) == pytest.approx(nearest) for c in every), point
        else:
            assert math.dist(by_label[found].centre, point) == pytest.approx(nearest), (point, found)
        checked += 1
    assert checked > 100
