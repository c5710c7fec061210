"""The board kind's map overlay (kinds/board/overlay*.py): zones, rings, pieces, markers, tags and
tokens laid over a window of a board, the window fitted round the cells that must show, and the
overlay's words read back at their cells. The example is the kinds' small test map, not a game."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from kinds_build import FIXTURES, load
from ntw_print.kinds.board.layout import plan
from ntw_print.kinds.overlay import Marker, Piece, Ring, Tag, Token, Zone, block, block_rim, cells_of, outline, stacks
from ntw_print.kinds.board.framing import framing
from ntw_print.kinds.board.overlay_render import draw_overlay
from ntw_print.kinds.board.overlay_verify import check_overlay, read_map
from ntw_print.kinds.board.render import draw_window
from ntw_print.kinds.faces.art import Art
from ntw_print.print.layout.sheet import Box
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.readback.report import FileReport
from ntw_print.print.render.pdf import Page, measure, render_pages

LABEL = re.compile(r"\d{4}")
BOX = Box(20.0, 40.0, 170.0, 150.0)  # the map's place on the page
ITEMS = (
    Zone(("0302", "0303", "0402"), "#1f5fa8", "NORTH WOOD"),
    Piece(("0505",), "#9b8b6a", "mountain"),
    Ring(("0203", "0204"), "#f2c230", inset=0.92, width=0.6, weight=0.16, joined=0.35),
    Marker("0203", "objective", "#f2c230", size=1.15),
    Tag("0203", "OBJECTIVE", "#f2c230", "#1a1a1a", rise=-1.05, flip=True),
    Zone(("0404", "0405", "0504"), "#c8102e", wash=0.0, dashed=True),
    Tag("0603", "TURN 4", "#c8102e", rise=1.05),
    Token("0404", "#c8102e", "Scout 1"),
    Token("0404", "#c8102e", "Truck 2", badge="3", shape="square", icon="load"),
    Token("0603", "#1f5fa8", "Guard 7", dashed=True, shape="disc"),
)


def icons(drawn: list):
    def icon(canvas, key, x, y, width, height) -> None:
        drawn.append((key, round(width, 3), round(height, 3)))
    return icon


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """The test map's window round the overlay's cells, the overlay drawn over it, read back."""
    spec = load("board")
    laid = plan(spec, measure)
    framed = framing(laid, [cell for item in ITEMS for cell in cells_of(item)])  # all must show
    drawn: list = []

    def draw(canvas) -> None:
        window = framed.window(BOX)
        art = Art(FIXTURES)
        draw_window(canvas, spec, laid, art, window, BOX, True,
                    lambda c, view: draw_overlay(c, laid, view, ITEMS, "the sample map", art, icons(drawn)))
    path = tmp_path_factory.mktemp("overlay") / "overlay.pdf"
    render_pages([Page(210.0, 297.0, draw)], path, "overlay")
    page = read_pdf(path).pages[0]
    return laid, page, read_map(page, BOX, LABEL, 12.0, laid_labels(spec)), drawn


def laid_labels(spec):
    from ntw_print.kinds.board.layout import labels_of
    return labels_of(spec.grid)


def test_an_outline_runs_round_the_cells_once():
    laid = plan(load("board"), measure)
    corners = {cell.label: list(cell.corners) for cell in laid.cells}
    assert len(outline(["0303"], corners.__getitem__)) == 6
    assert len(outline(["0303", "0304"], corners.__getitem__)) == 10  # the side they share is not drawn
    top = outline(["0303"], corners.__getitem__)[0]
    assert top[0][1] == pytest.approx(top[1][1]) == max(y for _, y in corners["0303"])  # from the top side on


def test_tokens_on_one_cell_stand_side_by_side_in_order():
    assert [stacks(ITEMS)[i] for i in (7, 8, 9)] == [(0, 2), (1, 2), (0, 1)]


def test_the_window_frames_the_cells_at_the_rooms_shape_and_stays_on_the_board():
    laid = plan(load("board"), measure)
    framed = framing(laid, ["0202", "0303"])
    window = framed.window(Box(0, 0, 200, 100))
    assert window.width / window.height == pytest.approx(2.0)
    assert framed.field.x <= window.x and window.right <= framed.field.right
    assert window.x <= framed.frame.x and framed.frame.right <= window.right + 1e-9
    wide = framing(laid, [cell.label for cell in laid.cells])  # the whole board in a very wide room
    fitted = wide.fit(Box(0, 0, 1000, 100))
    assert fitted.height == 100 and fitted.width < 1000 and fitted.x > 0  # centred across, no wider than the board


def test_a_block_round_cells_has_its_margin_its_least_size_and_stays_on_the_grid():
    labels = laid_labels(load("board"))  # 8 columns x 6 rows, 0101 top-left
    rim = block_rim(labels, (3, 3), (1, 1))  # columns and rows 02..04, either way round
    assert rim == ["0202", "0203", "0204", "0302", "0304", "0402", "0403", "0404"]  # not the middle, 0303
    rim = [labels.parse(label) for label in block(labels, ["0303"], 1, (2, 2))]
    assert {c for c, _ in rim} == {1, 2, 3} and {r for _, r in rim} == {1, 2, 3}  # one more each way
    rim = [labels.parse(label) for label in block(labels, ["0101"], 1, (5, 4))]
    assert (min(c for c, _ in rim), min(r for _, r in rim)) == (0, 0)  # slid onto the grid
    assert (max(c for c, _ in rim), max(r for _, r in rim)) == (4, 3)  # at least 5 columns and 4 rows
    everything = [labels.parse(label) for label in block(labels, ["0101"], 1, (20, 20))]
    assert max(c for c, _ in everything) == 7 and max(r for _, r in everything) == 5  # no more than the grid


def test_every_word_of_the_overlay_is_read_back_at_its_cell(printed):
    _, page, found, _ = printed
    report = FileReport("overlay.pdf")
    check_overlay(ITEMS, found, report, "overlay", "the sample map", page.number)
    assert report.findings == []
    assert report.checks["overlay"] == 6  # two tags, a zone's label, three tokens (one with a badge)
    assert report.numbers == 5  # TURN 4, Scout 1, Truck 2 and its badge 3, Guard 7
    assert "NORTH WOOD" in found.beside("0302") and "Guard 7" in found.in_cell("0603") and "3" in found.near("0404")


def test_a_wrong_word_on_the_map_is_caught(printed):
    _, page, found, _ = printed
    report = FileReport("overlay.pdf")
    wrong = list(ITEMS)
    wrong[8] = replace(ITEMS[8], badge="4")
    wrong[6] = replace(ITEMS[6], words="TURN 5")
    check_overlay(wrong, found, report, "overlay", "the sample map", page.number)
    assert sorted(f.message for f in report.findings) == [
        "the sample map: the tag 'TURN 5' is not printed at 0603 on the map",
        "the sample map: the token '4' is not printed at 0404 on the map"]


def test_the_games_art_hook_draws_the_tokens_icons(printed):
    *_, drawn = printed
    assert [key for key, _, _ in drawn] == ["load"]  # only the token that names an icon
    _, width, height = drawn[0]
    assert width == height  # a square token
