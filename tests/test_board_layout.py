"""Board geometry as numbers: hex pitch, the trim and its half hexes, road curves, where each
coordinate goes, and how the board is cut into pages."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest

from ntw_game import ntw
from ntw_print.games.ntw.layout.board import (
    ROAD_WIDTH_MM,
    BoardGeometry,
    fit_view,
    playable_outline,
    road_curve,
    window_box,
)
from ntw_print.kinds.board.curves import sample
from ntw_print.kinds.board.label_room import label_spots, road_points
from ntw_print.print.layout.tiling import tile_board
from ntw_print.print.layout.sheet import PAPER_SIZES_MM, PRINTER_MARGIN_MM, Box
from ntw_print.games.ntw.rules.board import board_of
from ntw_print.grids.hex import neighbors

BOARDS = ["full-map", "city-and-house"]
CAP_MM = 0.73 * 4.6 * 25.4 / 72  # cap height of the 4.6 pt coordinates


def geometry() -> BoardGeometry:
    game = ntw()
    return BoardGeometry(board_of(game, "full-map").grid, game.info.grid.hex_size)


def measure(text: str) -> float:
    """Width of a coordinate as the board prints it."""
    from ntw_print.games.ntw.render.board_art import label_width

    return label_width(text)


def _cells(geo, board):
    return [(h, board.label_of(h), geo.center(h)) for h in board.grid.hexes()]


def test_the_layout_imports_no_drawing_code():
    script = "import sys, ntw_print.games.ntw.layout.board; print(any(m.startswith('reportlab') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.strip() == "False"


def test_neighbouring_centres_are_one_hex_size_apart():
    geo = geometry()
    size = ntw().info.grid.hex_size
    for label in ("A1", "B1", "EE31", "XX42", "WW2"):
        hex_ = geo.grid.hex_of(label)
        for other in neighbors(hex_):
            assert math.dist(geo.center(hex_), geo.center(other)) == pytest.approx(size, abs=1e-9)
    assert geo.center(geo.grid.hex_of("A1"))[1] - geo.center(geo.grid.hex_of("A2"))[1] == pytest.approx(size)


def test_the_trim_holds_every_playable_hex_and_cuts_the_ring_of_half_hexes():
    geo = geometry()
    field = geo.playfield
    for hex_ in geo.grid.hexes():
        for x, y in geo.corners(hex_):
            assert field.x - 1e-9 <= x <= field.right + 1e-9 and field.y - 1e-9 <= y <= field.top + 1e-9
    a1, b1 = geo.grid.hex_of("A1"), geo.grid.hex_of("B1")
    assert geo.center(a1)[0] == pytest.approx(1.5 * geo.radius)  # the left edge halves the hexes beyond column A
    assert geo.center(a1)[1] + geo.hex_size / 2 == pytest.approx(field.top)  # column A touches the top edge
    assert geo.center(b1)[1] + geo.hex_size == pytest.approx(field.top)  # column B ends in a half hex
    assert geo.title_band.y == pytest.approx(field.top) and geo.trim.top == pytest.approx(geo.title_band.top)
    assert (round(geo.width, 1), round(geo.height, 1)) == (795.0, 789.0)


def test_hexsides_are_shared_corners():
    geo = geometry()
    hex_ = geo.grid.hex_of("EE31")
    for other in neighbors(hex_):
        a, b = geo.hexside(hex_, other)
        assert {_round(a), _round(b)} <= {_round(p) for p in geo.corners(other)}
        assert _round(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)) == _round(geo.edge_midpoint(hex_, other))


def test_the_outline_of_the_playable_area_runs_between_playable_and_half_hexes():
    geo = geometry()
    outline = playable_outline(geo)
    assert len(outline) == len({frozenset((_round(a), _round(b))) for a, b in outline})
    for a, b in outline:
        middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        inside = geo.hex_at(middle)
        across = [n for n in neighbors(inside) if math.dist(geo.center(n), middle) == pytest.approx(geo.hex_size / 2)]
        sides = {geo.grid.on_board(inside), *(geo.grid.on_board(n) for n in across)}
        assert sides == {True, False}


@pytest.mark.parametrize("board_id", BOARDS)
def test_roads_are_drawn_through_their_hexes(board_id):
    board = board_of(ntw(), board_id)
    geo = BoardGeometry(board.grid, ntw().info.grid.hex_size)
    for road in board.roads:
        curve = road_curve(geo, road.hexes)
        assert len(curve) == len(road.hexes)
        assert curve[0][0] == geo.center(road.hexes[0]) and curve[-1][-1] == geo.center(road.hexes[-1])
        for piece, following in zip(curve, curve[1:]):
            assert piece[-1] == following[0]
        for hex_, piece in zip(road.hexes, curve):
            for point in sample(piece)[1:-1]:
                assert geo.hex_at(point) == hex_, f"{road.name} leaves {board.label_of(hex_)}"
            closest = min(math.dist(point, geo.center(hex_)) for point in sample(piece, 32))
            assert closest < geo.hex_size * 0.25, f"{road.name} passes far from the centre of {board.label_of(hex_)}"


@pytest.mark.parametrize("board_id", BOARDS)
def test_each_coordinate_sits_in_its_hex_clear_of_every_road(board_id):
    board = board_of(ntw(), board_id)
    geo = BoardGeometry(board.grid, ntw().info.grid.hex_size)
    curves = [(road.kind, road_curve(geo, road.hexes)) for road in board.roads]
    spots = label_spots(_cells(geo, board), geo.hex_size, measure, CAP_MM,
                        road_points([(ROAD_WIDTH_MM[kind], curve) for kind, curve in curves]))
    assert [spot.text for spot in spots] == board.grid.labels.all_labels()
    for spot in spots:
        box = spot.box
        for corner in ((box.x, box.y), (box.right, box.y), (box.x, box.top), (box.right, box.top)):
            assert geo.hex_at(corner) == spot.key, spot.text
    buckets: dict[tuple[int, int], list[tuple[float, float, float]]] = {}  # 10 mm squares of road points
    for kind, curve in curves:
        for x, y in (p for piece in curve for p in sample(piece, 16)):
            buckets.setdefault((int(x // 10), int(y // 10)), []).append((x, y, ROAD_WIDTH_MM[kind] / 2))
    for spot in spots:
        box = spot.box
        near = [p for i in range(int(box.x // 10) - 1, int(box.right // 10) + 2)
                for j in range(int(box.y // 10) - 1, int(box.top // 10) + 2) for p in buckets.get((i, j), [])]
        for x, y, half in near:
            gap = math.hypot(max(box.x - x, 0, x - box.right), max(box.y - y, 0, y - box.top))
            assert gap >= half, f"the road runs over the label {spot.text}"
    top = sum(1 for spot in spots if spot.baseline[1] > geo.center(spot.key)[1])
    assert top > 0.9 * len(spots), "most coordinates stand at the top of their hex"


@pytest.mark.parametrize("paper", sorted(PAPER_SIZES_MM))
def test_tiles_cover_the_board_and_overlap_their_neighbours(paper):
    geo = geometry()
    width, height = PAPER_SIZES_MM[paper]
    tiling = tile_board(geo.trim, width, height, PRINTER_MARGIN_MM, 7.0, 10.0)
    tiles = {(t.row, t.column): t for t in tiling.tiles}
    assert len(tiles) == tiling.rows * tiling.columns
    for tile in tiling.tiles:
        page = tile.page
        assert page.x == pytest.approx(PRINTER_MARGIN_MM) and page.top == pytest.approx(tiling.paper_height - PRINTER_MARGIN_MM)
        assert page.y >= PRINTER_MARGIN_MM + 7.0 - 1e-9
        assert (page.width, page.height) == pytest.approx((tile.window.width, tile.window.height))  # scale 1
        right, below = tiles.get((tile.row, tile.column + 1)), tiles.get((tile.row + 1, tile.column))
        if right:
            assert tile.window.right - right.window.x >= 10.0 - 1e-9
            assert right.window.x < tile.cut_right == right.cut_left < tile.window.right
        if below:
            assert tile.window.y - below.window.top <= -10.0 + 1e-9
            assert below.window.y < tile.cut_bottom == below.cut_top < tile.window.top
    assert min(t.window.x for t in tiling.tiles) == pytest.approx(0)
    assert max(t.window.right for t in tiling.tiles) == pytest.approx(geo.width)
    assert max(t.window.top for t in tiling.tiles) == pytest.approx(geo.height)
    assert min(t.window.y for t in tiling.tiles) == pytest.approx(0)


def test_the_page_count_follows_the_paper_a3_and_tabloid_need_far_fewer():
    geo = geometry()
    counts = {paper: len(tile_board(geo.trim, *PAPER_SIZES_MM[paper], PRINTER_MARGIN_MM, 7.0, 10.0).tiles)
              for paper in PAPER_SIZES_MM}
    assert counts == {"a4": 15, "letter": 20, "a3": 6, "tabloid": 8}


@pytest.mark.parametrize("paper", sorted(PAPER_SIZES_MM))
def test_every_coordinate_shows_whole_on_some_page_and_overlaps_agree(paper):
    board = board_of(ntw(), "full-map")
    geo = BoardGeometry(board.grid, ntw().info.grid.hex_size)
    tiling = tile_board(geo.trim, *PAPER_SIZES_MM[paper], PRINTER_MARGIN_MM, 7.0, 10.0)
    spots = label_spots(_cells(geo, board), geo.hex_size, measure, CAP_MM, [])
    on_page = {}
    for tile in tiling.tiles:
        on_page[(tile.row, tile.column)] = {s.text: tile.to_page(s.baseline) for s in spots if tile.window.contains(s.box)}
    assert set().union(*on_page.values()) == {s.text for s in spots}
    for (row, column), labels in on_page.items():
        for other in ((row, column + 1), (row + 1, column)):
            if other not in on_page:
                continue
            shared = set(labels) & set(on_page[other])
            assert shared, f"pages {row},{column} and {other} share no coordinate"
            offsets = {(round(labels[t][0] - on_page[other][t][0], 6), round(labels[t][1] - on_page[other][t][1], 6))
                       for t in shared}
            assert len(offsets) == 1, "neighbouring pages place their shared coordinates inconsistently"


def test_a_window_of_hexes_is_framed_and_fitted_to_the_box():
    geo = geometry()
    window = window_box(geo, "NN22:RR34")
    for label in ("NN22", "RR34", "NN34", "RR22"):
        for corner in geo.corners(geo.grid.hex_of(label)):
            assert window.grow(1e-9).contains(Box(corner[0], corner[1], 0, 0))
    view = fit_view(geo, window, Box(10, 20, 100, 50))
    assert view.box == Box(10, 20, 100, 50)
    assert view.window.width / view.window.height == pytest.approx(2.0)
    assert view.window.contains(window)
    x, y = view.hex_center("PP28")
    assert 10 < x < 110 and 20 < y < 70
    assert view.hex_size == pytest.approx(geo.hex_size * view.scale)


def _round(point) -> tuple[float, float]:
    return (round(point[0], 6), round(point[1], 6))
