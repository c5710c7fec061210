"""The board PDFs read back: the one-sheet board is at full size with its print boxes and every
coordinate in place; the tiled pages show the same board coordinates where they overlap."""

from __future__ import annotations

import math
import re

import pytest

from ntw_game import ntw
from ntw_print.print.components import BuildOptions
from ntw_print.games.ntw.components import components
from ntw_print.print.layout.sheet import LARGE_SHEETS_MM, Box
from ntw_print.games.ntw.layout.board import board_spec
from ntw_print.kinds.board.layout import plan
from ntw_print.print.layout.tiling import home_tiling
from ntw_print.print.render.pdf import FONT, measure, render_pages, text_width
from ntw_print.print.readback.pdfread import read_pdf

BOARD = "full-map"
LABEL = re.compile(r"^[A-Z]{1,2}[0-9]{1,2}$")
OPTIONS = BuildOptions(paper="a4", bleed=3.0)


@pytest.fixture(scope="module")
def sheet(tmp_path_factory):
    path = tmp_path_factory.mktemp("board") / "board-full-map.pdf"
    render_pages(components(ntw())["board-full-map"].pages(ntw(), OPTIONS), path, "board")
    return read_pdf(path)


@pytest.fixture(scope="module")
def tiled(tmp_path_factory):
    path = tmp_path_factory.mktemp("board") / "board-full-map-tiled.pdf"
    render_pages(components(ntw())["board-full-map-tiled"].pages(ntw(), OPTIONS), path, "board")
    return read_pdf(path)


def ink_labels(page) -> dict[str, list]:
    found: dict[str, list] = {}
    for run in page.texts:
        if LABEL.match(run.text) and not run.stroked_only:
            found.setdefault(run.text, []).append(run)
    return found


def laid():
    return plan(board_spec(ntw(), BOARD), measure)


def board_tiling():
    found = laid()
    return home_tiling(Box(0.0, 0.0, found.width, found.height), OPTIONS.paper)


def test_the_sheet_is_the_smallest_standard_size_with_trim_and_bleed(sheet):
    found = laid()
    page = sheet.pages[0]
    assert len(sheet.pages) == 1
    assert sorted([round(page.media.width), round(page.media.height)]) == sorted(round(v) for v in LARGE_SHEETS_MM["A0"])
    assert page.trim.width == pytest.approx(found.width, abs=0.05)
    assert page.trim.height == pytest.approx(found.height, abs=0.05)
    grown = page.trim.grow(OPTIONS.bleed)
    assert (page.bleed.x, page.bleed.y, page.bleed.width, page.bleed.height) == pytest.approx(
        (grown.x, grown.y, grown.width, grown.height), abs=0.05)


def test_every_coordinate_is_printed_once_where_the_layout_puts_it(sheet):
    page = sheet.pages[0]
    found = ink_labels(page)
    assert sorted(found) == sorted(words.text for words in laid().labels)
    assert all(len(runs) == 1 for runs in found.values())
    for words in laid().labels:
        run = found[words.text][0]
        expected = (page.trim.x + words.x, page.trim.y + words.y)
        assert math.dist((run.x + run.box.width / 2, run.y), expected) < 0.3, words.text


def centre_of(run) -> tuple[float, float]:
    """The middle of a coordinate's baseline (from its advance width, as it was set)."""
    return (run.x + text_width(run.text, FONT, run.size_pt) / 2, run.y)


def test_the_hex_pitch_on_the_sheet_is_the_hex_size(sheet):
    """Labels standing alike (at the top of their hex, full size) a hex apart down a column, or two
    columns apart across, are one hex size apart on the paper."""
    size = ntw().info.grid.hex_size
    found = {text: centre_of(runs[0]) for text, runs in ink_labels(sheet.pages[0]).items()}
    cells = {cell.at: cell for cell in laid().cells}
    words = {words.text: words for words in laid().labels}
    rise = {at: words[cell.label].y - cell.centre[1] for at, cell in cells.items()}
    at_top = {at for at, cell in cells.items() if words[cell.label].size == 4.6
              and words[cell.label].x == cell.centre[0] and rise[at] == pytest.approx(max(rise.values()))}
    pairs = 0
    for col, row in sorted(at_top):
        for other, step in (((col, row + 1), (0.0, -size)), ((col + 2, row), (2 * 1.5 * size / math.sqrt(3), 0.0))):
            if other in at_top:
                (ax, ay), (bx, by) = found[cells[col, row].label], found[cells[other].label]
                assert (bx - ax, by - ay) == pytest.approx(step, abs=0.1), cells[col, row].label
                pairs += 1
    assert pairs > 3000


def test_tiled_pages_show_the_same_coordinates_where_they_overlap(tiled):
    tiling = board_tiling()
    assert len(tiled.pages) == len(tiling.tiles) + 1
    assert any("assembl" in run.text for run in tiled.pages[0].texts)
    shown: dict[tuple[int, int], dict[str, tuple[float, float]]] = {}
    for tile, page in zip(tiling.tiles, tiled.pages[1:]):
        assert any(f"row {tile.row}, column {tile.column} of {tiling.rows}×{tiling.columns}" in run.text
                   for run in page.texts)
        area = tile.page
        shown[(tile.row, tile.column)] = {
            text: (runs[0].x, runs[0].y) for text, runs in ink_labels(page).items()
            if area.contains(runs[0].box)}
    everything = set().union(*shown.values())
    assert everything == {words.text for words in laid().labels}
    tiles = {(t.row, t.column): t for t in tiling.tiles}
    for key, labels in shown.items():
        for other in ((key[0], key[1] + 1), (key[0] + 1, key[1])):
            if other not in shown:
                continue
            shared = set(labels) & set(shown[other])
            assert len(shared) >= 5
            a, b = tiles[key], tiles[other]
            expected = (b.window.x - a.window.x + a.page.x - b.page.x, b.window.y - a.window.y + a.page.y - b.page.y)
            for text in shared:
                dx = labels[text][0] - shown[other][text][0]
                dy = labels[text][1] - shown[other][text][1]
                assert (dx, dy) == pytest.approx(expected, abs=0.05), text


def test_the_printed_page_windows_leave_the_footer_clear(tiled):
    tiling = board_tiling()
    for tile, page in zip(tiling.tiles, tiled.pages[1:]):
        footer = [run for run in page.texts if run.text.startswith("Page ")]
        assert footer and all(run.box.top <= tile.page.y + 1e-6 for run in footer)
        assert Box(0, 0, page.media.width, page.media.height).contains(tile.page)
