"""Tests of the pure hex grid math in ntw_print.grids.hex (labels: test_grids_labels.py)."""

import ast
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ntw_print.grids import hex as hexgrid
from ntw_print.grids.labels import GridLabels
from ntw_print.games.ntw.rules import dice
from ntw_print.grids.hex import (
    DIRECTIONS,
    FLAT,
    ORIENTATIONS,
    POINTY,
    FractionalHex,
    Hex,
    HexGrid,
    Layout,
    OffsetScheme,
    add,
    distance,
    hex_lerp,
    hex_round,
    line,
    neighbor,
    reflected,
    rotated,
    neighbors,
    ring,
    scale,
    subtract,
    within,
)

coords = st.integers(min_value=-60, max_value=60)
hexes = st.builds(lambda q, r: Hex(q, r, -q - r), coords, coords)
nudges = st.sampled_from([1, -1])
schemes = st.builds(OffsetScheme, st.sampled_from(["flat", "pointy"]), st.sampled_from(["odd", "even"]))

NTW_GRID = HexGrid(GridLabels(columns=50, rows=42, column_style="letters-doubled"), OffsetScheme("flat", "odd"))

# The six directions in which a straight line runs exactly along hexsides.
HEXSIDE_DIRECTIONS = [add(DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]) for i in range(6)]


def imported_top_level_modules(source: str) -> set[str]:
    """Top-level names of the modules that ``source`` imports ('' for a relative import)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add("" if node.level else (node.module or "").split(".")[0])
    return names


def test_grid_and_dice_math_import_only_the_standard_library_and_their_own_package():
    allowed = {"", "__future__", "collections", "dataclasses", "fractions", "functools", "math", "re", "typing"}
    for module in (hexgrid, dice):
        imported = imported_top_level_modules(Path(module.__file__).read_text())
        assert imported <= allowed, f"{module.__name__} imports {imported - allowed}"


def test_hex_rejects_coordinates_not_summing_to_zero():
    assert Hex(1, -3, 2).s == 2
    with pytest.raises(ValueError, match="must sum to 0"):
        Hex(1, 1, 1)


def test_add():
    assert add(Hex(1, -3, 2), Hex(3, -7, 4)) == Hex(4, -10, 6)


def test_subtract():
    assert subtract(Hex(1, -3, 2), Hex(3, -7, 4)) == Hex(-2, 4, -2)


def test_scale():
    assert scale(Hex(1, -3, 2), 3) == Hex(3, -9, 6)


def test_directions_are_n_ne_se_s_sw_nw_on_a_flat_top_page():
    layout = Layout(FLAT, 1.0, 1.0)
    for index, direction in enumerate(DIRECTIONS):
        x, y = layout.hex_to_point(direction)
        bearing = math.degrees(math.atan2(x, -y)) % 360  # clockwise from up; y grows down
        assert bearing == pytest.approx(60 * index)
        assert add(direction, DIRECTIONS[(index + 3) % 6]) == Hex(0, 0, 0)


def test_neighbor():
    assert neighbor(Hex(1, -2, 1), 0) == Hex(1, -3, 2)
    assert neighbor(Hex(1, -2, 1), 2) == Hex(2, -2, 0)
    assert neighbor(Hex(1, -2, 1), 8) == neighbor(Hex(1, -2, 1), 2)


@given(hexes)
def test_neighbors_are_the_six_hexes_at_distance_one(center):
    around = neighbors(center)
    assert len(set(around)) == 6
    assert all(distance(center, hex_) == 1 for hex_ in around)


def test_distance():
    assert distance(Hex(3, -7, 4), Hex(0, 0, 0)) == 7


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a, b, c):
    assert distance(a, a) == 0
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, b) == distance(b, a)
    assert distance(a, c) <= distance(a, b) + distance(b, c)


def test_hex_round():
    a, b, c = Hex(0, 0, 0), Hex(1, -1, 0), Hex(0, -1, 1)
    assert hex_round(hex_lerp(Hex(0, 0, 0), Hex(10, -20, 10), 0.5)) == Hex(5, -10, 5)
    assert hex_round(hex_lerp(a, b, 0.499)) == a
    assert hex_round(hex_lerp(a, b, 0.501)) == b
    assert hex_round(FractionalHex(0.4 * a.q + 0.3 * b.q + 0.3 * c.q, 0.4 * a.r + 0.3 * b.r + 0.3 * c.r,
                                   0.4 * a.s + 0.3 * b.s + 0.3 * c.s)) == a
    assert hex_round(FractionalHex(0.3 * a.q + 0.3 * b.q + 0.4 * c.q, 0.3 * a.r + 0.3 * b.r + 0.4 * c.r,
                                   0.3 * a.s + 0.3 * b.s + 0.4 * c.s)) == c


def test_hex_lerp():
    assert hex_lerp(Hex(0, 0, 0), Hex(4, -2, -2), 0.25) == FractionalHex(1.0, -0.5, -0.5)


def test_line():
    assert line(Hex(0, 0, 0), Hex(1, -5, 4)) == [
        Hex(0, 0, 0), Hex(0, -1, 1), Hex(0, -2, 2), Hex(1, -3, 2), Hex(1, -4, 3), Hex(1, -5, 4)
    ]
    assert line(Hex(2, -1, -1), Hex(2, -1, -1)) == [Hex(2, -1, -1)]
    with pytest.raises(ValueError, match="nudge must be"):
        line(Hex(0, 0, 0), Hex(1, -1, 0), nudge=0)


@given(hexes, hexes, nudges)
def test_line_is_connected_from_a_to_b(a, b, nudge):
    path = line(a, b, nudge)
    assert path[0] == a and path[-1] == b
    assert len(path) == distance(a, b) + 1
    assert all(distance(here, there) == 1 for here, there in zip(path, path[1:]))


def test_lines_nudged_both_ways_differ_exactly_along_a_hexside():
    origin = Hex(0, 0, 0)
    for step in HEXSIDE_DIRECTIONS:
        plus, minus = line(origin, scale(step, 3), 1), line(origin, scale(step, 3), -1)
        assert plus != minus
        assert len(plus) == len(minus) == 7
        # each detour hex sits on its own side of the hexside
        assert [h for h in plus if h not in minus] and [h for h in minus if h not in plus]
    assert line(origin, Hex(1, -5, 4), 1) == line(origin, Hex(1, -5, 4), -1)


@given(hexes, st.integers(min_value=0, max_value=6))
def test_within(center, radius):
    found = within(center, radius)
    assert len(found) == len(set(found)) == 3 * radius * (radius + 1) + 1
    assert all(distance(center, hex_) <= radius for hex_ in found)


@given(hexes, st.integers(min_value=1, max_value=6))
def test_ring(center, radius):
    found = ring(center, radius)
    assert len(found) == len(set(found)) == 6 * radius
    assert all(distance(center, hex_) == radius for hex_ in found)
    assert all(distance(here, there) == 1 for here, there in zip(found, found[1:] + found[:1]))
    assert ring(center, 0) == [center]
    with pytest.raises(ValueError, match="radius"):
        ring(center, -1)


@given(hexes, st.sampled_from([FLAT, POINTY]))
def test_point_to_hex_inverts_hex_to_point(hex_, orientation):
    layout = Layout(orientation, 10.0, 15.0, 35.0, 71.0)
    assert layout.point_to_hex(layout.hex_to_point(hex_)) == hex_


def test_hex_to_point():
    layout = Layout.flat_from_flat_to_flat(18.0, origin=(5.0, 7.0))
    assert layout.hex_to_point(Hex(0, 0, 0)) == (5.0, 7.0)
    x, y = layout.hex_to_point(DIRECTIONS[3])  # one hex south: one pitch down the page
    assert (x, y) == (pytest.approx(5.0), pytest.approx(25.0))


def test_corners_of_a_flat_top_hex_18mm_across_the_flats():
    layout = Layout.flat_from_flat_to_flat(18.0)
    corners = layout.corners(Hex(2, -1, -1))
    center = layout.hex_to_point(Hex(2, -1, -1))
    assert len(corners) == 6
    assert corners[0] == (pytest.approx(center[0] + 18 / math.sqrt(3)), pytest.approx(center[1]))
    assert corners[1][1] > center[1]  # clockwise on a y-down page: corner 1 is below corner 0
    midpoints = [
        ((x0 + x1) / 2, (y0 + y1) / 2) for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1])
    ]
    for edge in range(3):
        assert math.dist(midpoints[edge], midpoints[edge + 3]) == pytest.approx(18.0)
    (_, y1), (_, y2), (_, y4), (_, y5) = corners[1], corners[2], corners[4], corners[5]
    assert y1 == pytest.approx(y2) and y4 == pytest.approx(y5)  # the flats are horizontal
    assert y1 - y4 == pytest.approx(18.0)


def test_offset_scheme_to_cube_flat_odd_shoves_odd_columns_down():
    ntw = OffsetScheme("flat", "odd")
    assert ntw.to_cube(0, 0) == Hex(0, 0, 0)
    assert ntw.to_cube(1, 0) == DIRECTIONS[2]  # SE of column 0, row 0
    assert ntw.to_cube(2, 0) == Hex(2, -1, -1)
    layout = Layout.flat_from_flat_to_flat(18.0)
    assert layout.hex_to_point(ntw.to_cube(1, 0))[1] == pytest.approx(9.0)
    assert layout.hex_to_point(ntw.to_cube(2, 0))[1] == pytest.approx(0.0)
    assert OffsetScheme("flat", "even").to_cube(1, 0) == DIRECTIONS[1]
    with pytest.raises(ValueError, match="parity"):
        OffsetScheme("flat", "oddish")


def test_offset_scheme_to_cube_pointy_odd_shoves_odd_rows_right():
    scheme = OffsetScheme("pointy", "odd")
    layout = Layout.across_flats(ORIENTATIONS["pointy"], 18.0)
    assert scheme.to_cube(0, 1) == Hex(0, 1, -1)
    assert layout.hex_to_point(scheme.to_cube(0, 1))[0] == pytest.approx(9.0)
    assert layout.hex_to_point(scheme.to_cube(1, 0))[0] == pytest.approx(18.0)
    assert layout.hex_to_point(scheme.to_cube(0, 2)) == (pytest.approx(0.0), pytest.approx(18.0 * math.sqrt(3)))


def test_orientations_differ_only_in_data():
    for name, orientation in ORIENTATIONS.items():
        (f0, f1), (f2, f3) = orientation.forward
        (b0, b1), (b2, b3) = orientation.inverse
        assert (f0 * b0 + f1 * b2, f0 * b1 + f1 * b3) == (pytest.approx(1.0), pytest.approx(0.0)), name
        assert (f2 * b0 + f3 * b2, f2 * b1 + f3 * b3) == (pytest.approx(0.0), pytest.approx(1.0)), name
    flat, pointy = Layout.across_flats(FLAT, 18.0), Layout.across_flats(POINTY, 18.0)
    assert flat.corner_offset(0) == (pytest.approx(18 / math.sqrt(3)), pytest.approx(0.0))
    assert pointy.corner_offset(1) == (pytest.approx(0.0), pytest.approx(18 / math.sqrt(3)))


@given(schemes, coords, coords)
def test_offset_scheme_from_cube_inverts_to_cube(scheme, col, row):
    assert scheme.from_cube(scheme.to_cube(col, row)) == (col, row)


@given(schemes, hexes)
def test_offset_scheme_to_cube_inverts_from_cube(scheme, hex_):
    assert scheme.to_cube(*scheme.from_cube(hex_)) == hex_


def test_hex_grid_hex_of():
    assert NTW_GRID.hex_of("A1") == Hex(0, 0, 0)
    assert NTW_GRID.hex_of("B1") == DIRECTIONS[2]
    with pytest.raises(ValueError, match="'YY3'"):
        NTW_GRID.hex_of("YY3")


def test_hex_grid_label_of():
    assert all(NTW_GRID.label_of(NTW_GRID.hex_of(label)) == label for label in NTW_GRID.labels.row_by_row)
    assert NTW_GRID.label_of(Hex(0, -1, 1)) is None
    assert NTW_GRID.label_of(Hex(-1, 0, 1)) is None


def test_hex_grid_on_board():
    assert NTW_GRID.on_board(NTW_GRID.hex_of("XX42"))
    assert not NTW_GRID.on_board(neighbor(NTW_GRID.hex_of("XX42"), 3))


def test_hex_grid_hexes():
    column_by_column = [NTW_GRID.labels.format(col, row) for col in range(50) for row in range(42)]
    assert [NTW_GRID.label_of(hex_) for hex_ in NTW_GRID.hexes()] == column_by_column


def test_turning_once_moves_north_to_north_east():
    origin = Hex(0, 0, 0)
    assert rotated(DIRECTIONS[0], 1) == DIRECTIONS[1]
    assert [rotated(d, 2) for d in DIRECTIONS] == list(DIRECTIONS[2:] + DIRECTIONS[:2])
    assert set(hexgrid.neighbors(origin)) == {rotated(d, 3) for d in DIRECTIONS}
    assert rotated(Hex(2, -1, -1), 6) == Hex(2, -1, -1)


@given(st.integers(-20, 20), st.integers(-20, 20))
def test_a_reflection_keeps_north_and_swaps_left_and_right(q, r):
    h = Hex(q, r, -q - r)
    assert reflected(reflected(h)) == h and reflected(DIRECTIONS[0]) == DIRECTIONS[0]
    assert [reflected(d) for d in DIRECTIONS[1:]] == list(reversed(DIRECTIONS[1:]))
    assert hexgrid.distance(reflected(h), Hex(0, 0, 0)) == hexgrid.distance(h, Hex(0, 0, 0))
