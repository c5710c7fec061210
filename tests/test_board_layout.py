"""New Techno War's board sides as the board kind lays them out (layout/board.py makes the kind's spec
from the rules' board): where hexes, roads and labels lie in board millimetres, and how the tiled
pages cover the board."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest

from ntw_game import ntw
from ntw_print.games.ntw.layout.board import ROADS, board_spec
from ntw_print.games.ntw.rules.board import board_of
from ntw_print.kinds.board.curves import sample
from ntw_print.kinds.board.layout import plan
from ntw_print.print.layout.sheet import PAPER_SIZES_MM, PRINTER_MARGIN_MM, Box
from ntw_print.print.layout.tiling import tile_board
from ntw_print.print.render.pdf import measure

BOARDS = ["full-map", "city-and-house"]
SIZE = 18.0


def laid(board_id: str = "full-map"):
    return plan(board_spec(ntw(), board_id), measure)


def by_label(board_id: str = "full-map"):
    return {cell.label: cell for cell in laid(board_id).cells}


def test_the_spec_is_made_without_drawing_code():
    script = "import sys, ntw_print.games.ntw.layout.board; print(any(m.startswith('reportlab') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.strip() == "False"


def test_every_hex_of_the_board_is_a_cell_of_its_terrain_and_neighbours_are_one_hex_size_apart():
    board, cells = board_of(ntw(), "full-map"), by_label()
    assert len(cells) == 50 * 42
    for hex_ in board.grid.hexes():
        assert cells[board.label_of(hex_)].terrain.startswith(board.terrain[hex_])
    a1, a2, b1 = cells["A1"].centre, cells["A2"].centre, cells["B1"].centre
    assert a1[1] - a2[1] == pytest.approx(SIZE)
    assert math.dist(a1, b1) == pytest.approx(SIZE)


def test_the_trim_cuts_through_the_ring_of_half_hexes_under_the_band():
    found = laid()
    step = SIZE * math.sqrt(3) / 2
    assert (found.width, found.height) == pytest.approx((51 * step, 24.0 + 42.5 * SIZE))
    assert by_label()["A1"].centre[0] == pytest.approx(step)  # the column before A is cut through its centres
    ring = {cell.at for cell in found.beyond}
    assert {(-1, 0), (50, 41), (0, -1), (0, 42)} <= ring
    assert found.band == Box(0.0, found.height - 24.0, found.width, 24.0)


@pytest.mark.parametrize("board_id", BOARDS)
def test_roads_run_through_their_hexes_and_on_past_the_edge(board_id):
    board, found = board_of(ntw(), board_id), laid(board_id)
    centres = {cell.centre for cell in found.cells}
    ring = {cell.centre for cell in found.beyond}
    for road, (feature, points) in zip(board.roads, found.paths):
        assert feature == road.kind
        inside = [p for p in points if p in centres]
        assert len(inside) == len(road.hexes)
        assert set(points) <= centres | ring


@pytest.mark.parametrize("board_id", BOARDS)
def test_each_coordinate_sits_in_its_hex_clear_of_every_road(board_id):
    from ntw_print.kinds.board.curves import curve_through

    found, spec = laid(board_id), board_spec(ntw(), board_id)
    labels = {words.text: words for words in found.labels}
    assert sorted(labels) == sorted(cell.label for cell in found.cells)
    for cell in found.cells:
        words = labels[cell.label]
        assert math.dist((words.x, words.y), cell.centre) < SIZE / 2, cell.label
    width = {f.id: ROADS[f.id][0] for f in spec.features}
    points = [(p, width[feature] / 2) for feature, centres in found.paths
              for piece in curve_through(centres, SIZE, 0.5) for p in sample(piece, 16)]
    cap = 0.73 * 4.6 * 25.4 / 72
    for words in found.labels:
        half = measure(words.text, words.size, False) / 2
        box = Box(words.x - half, words.y - 0.25, 2 * half, cap * words.size / 4.6 + 0.5)
        for (x, y), reach in points:
            if abs(x - words.x) < 8 and abs(y - words.y) < 8:
                dx = max(box.x - x, 0.0, x - box.right)
                dy = max(box.y - y, 0.0, y - box.top)
                assert math.hypot(dx, dy) >= reach - 0.05, f"a road runs over the label {words.text}"


@pytest.mark.parametrize("paper", sorted(PAPER_SIZES_MM))
def test_tiles_cover_the_board_and_overlap_their_neighbours(paper):
    found = laid()
    trim = Box(0.0, 0.0, found.width, found.height)
    width, height = PAPER_SIZES_MM[paper]
    tiling = tile_board(trim, width, height, PRINTER_MARGIN_MM, 7.0, 10.0)
    tiles = {(t.row, t.column): t for t in tiling.tiles}
    assert len(tiles) == tiling.rows * tiling.columns
    for tile in tiling.tiles:
        right, below = tiles.get((tile.row, tile.column + 1)), tiles.get((tile.row + 1, tile.column))
        if right:
            assert tile.window.right - right.window.x >= 10.0 - 1e-9
        if below:
            assert tile.window.y - below.window.top <= -10.0 + 1e-9
    assert min(t.window.x for t in tiling.tiles) == pytest.approx(0)
    assert max(t.window.right for t in tiling.tiles) == pytest.approx(found.width)


def test_the_page_count_follows_the_paper_a3_and_tabloid_need_far_fewer():
    found = laid()
    trim = Box(0.0, 0.0, found.width, found.height)
    counts = {paper: len(tile_board(trim, *PAPER_SIZES_MM[paper], PRINTER_MARGIN_MM, 7.0, 10.0).tiles)
              for paper in PAPER_SIZES_MM}
    assert counts == {"a4": 15, "letter": 20, "a3": 6, "tabloid": 8}
