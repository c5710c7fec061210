"""The board files: `board-<side>.pdf` (one large sheet) and `board-<side>-tiled.pdf` (home-printer pages),
drawn by the board kind and read first by its checker; then re-derived here from the rules' board,
apart from the spec the kind drew: every playable hex carries its coordinate exactly once, inside that
hex (the hexes' places worked out afresh from the grid and the hex size), none stands on an edge half
hex, the band prints each terrain's protection and the board's name with their designer marks, and a
floor count stands in a building of that many floors. The tiled pages are read as every tiled board's
are (print/readback/tiled.py), against the board's hexes and size from the data.
"""

from __future__ import annotations

import math
import re
import statistics
from collections import defaultdict

from ....core.marks import MARK
from ....kinds.board.verify import check as check_board
from ....print.readback.pdfread import PageRead, PdfRead, TextRun
from ....print.readback.report import FileReport, Report
from ....print.readback.tiled import TiledBoardFacts, check_tiled_pages
from ..layout.board import board_spec
from ..rules.board import board_of
from .credit import check_credit
from .marks import check_page_key

LABEL = re.compile(r"^[A-Z]{1,3}\d{1,3}$")
PROTECTION = re.compile(r"^protection (\d+)(\u25ca?)$")
SIZE = re.compile(r"^([\d.]+) mm$")
GROUND = re.compile(r"^[\d.]+ k?m$")
BAND_MM = 24.0  # the band along the top of the trim


class Hexes:
    """Where each hex of the board stands on the trim (mm, y up), worked out from the grid and the hex
    size alone: the trim cuts through the centres of the hexes left and right of the grid and runs
    along the flats of the outer rows, under the band."""

    def __init__(self, game, board):
        grid, self.size = board.grid, game.info.grid.hex_size
        self.step = self.size * math.sqrt(3.0) / 2
        self.columns, self.rows = grid.labels.columns, grid.labels.rows
        self.width, self.height = (self.columns + 1) * self.step, BAND_MM + (self.rows + 0.5) * self.size
        self.odd = game.info.grid.offset == "odd"
        self.label = {(col, row): grid.labels.format(col, row) for col in range(self.columns) for row in range(self.rows)}

    def centre(self, col: int, row: int) -> tuple[float, float]:
        shoved = 0.5 if (col % 2 == 1) == self.odd else 0.0
        return (self.step * (col + 1), self.height - BAND_MM - self.size * (0.5 + row + shoved))

    def at(self, x: float, y: float) -> str | None:
        """The label of the hex (x, y) lies in; None for a half hex past the grid."""
        col = round(x / self.step) - 1
        cells = [(c, r) for c in (col - 1, col, col + 1)
                 for r in range(math.floor((self.height - BAND_MM - y) / self.size) - 2,
                                math.floor((self.height - BAND_MM - y) / self.size) + 2)]
        nearest = min(cells, key=lambda cell: math.dist(self.centre(*cell), (x, y)))
        return self.label.get(nearest)


def label_runs(page: PageRead) -> list[TextRun]:
    """Coordinate labels as printed in ink (outline halos behind them are not counted again)."""
    return [t for t in page.texts if not t.stroked_only and LABEL.match(t.text)]


def check_sheet(game, pdf: PdfRead, options, report: FileReport, board_id: str) -> None:
    check_credit(game, pdf, report)
    check_board(board_spec(game, board_id), pdf, options, report)
    board = board_of(game, board_id)
    hexes = Hexes(game, board)
    page = pdf.pages[0]
    trim = page.trim
    report.checked("trim")
    if trim is None or abs(trim.width - hexes.width) > 0.1 or abs(trim.height - hexes.height) > 0.1:
        report.fail("trim", f"the board is {hexes.width:.1f} x {hexes.height:.1f} mm: its grid, half a hex round it "
                    "and the band; the TrimBox is not", page.number)
        return
    origin = (trim.x, trim.y)
    _check_labels(page, board, hexes, origin, report)
    _measure_pitch(page, board, report)
    _check_legend(game, page, report)
    _check_name(board, page, report)
    _check_floors(page, board, hexes, origin, report)
    _check_scale(game, board, page, report)


def _check_scale(game, board, page: PageRead, report: FileReport) -> None:
    """The band's one hex at full size says its width and the ground it stands for, as the data does."""
    for run in page.texts:
        if run.y < page.trim.top - BAND_MM:
            continue  # below the band: the sheet's scale bar
        if SIZE.match(run.text):
            report.compare_number("scale", f"{game.info.grid.hex_size:g}", SIZE.match(run.text).group(1),
                                  "the band's hex: its width (mm)", page.number, run.centre)
        elif board.hex_across and GROUND.match(run.text):
            report.compare_number("scale", board.hex_across, run.text, "the band's hex: the ground across it",
                                  page.number, run.centre)


def _check_labels(page: PageRead, board, hexes: Hexes, origin, report: FileReport) -> None:
    """Every playable hex labelled once, inside itself; no label on an edge half hex."""
    grid = board.grid
    by_label: dict[str, list[TextRun]] = defaultdict(list)
    for run in label_runs(page):
        if grid.labels.contains(run.text):
            by_label[run.text].append(run)
        else:
            report.fail("coordinates", f"'{run.text}' is not a hex of the {grid.labels.column_range} x "
                        f"{grid.labels.row_range} grid", page.number, run.centre)
    for hex_ in grid.hexes():
        label = grid.label_of(hex_)
        runs = by_label.pop(label, [])
        cx, cy = hexes.centre(*grid.scheme.from_cube(hex_))
        report.numbers += 1
        report.checked("coordinates")
        if not runs:
            report.fail("coordinates", f"hex {label} has no coordinate", page.number, (origin[0] + cx, origin[1] + cy))
            continue
        if len(runs) > 1:
            report.fail("coordinates", f"hex {label} is labelled {len(runs)} times", page.number, runs[1].centre)
        run = runs[0]
        stands = hexes.at(run.centre[0] - origin[0], run.centre[1] - origin[1])
        if stands != label:
            where = stands or "an edge half hex, which is not playable"
            report.fail("coordinates", f"the label {label} stands in {where}", page.number, run.centre)


def _measure_pitch(page: PageRead, board, report: FileReport) -> None:
    """The printed distance from one hex to the next down a column, from labels standing alike."""
    grid = board.grid
    at = {run.text: run for run in label_runs(page)}
    steps = []
    for hex_ in grid.hexes():
        col, row = grid.scheme.from_cube(hex_)
        below = grid.labels.format(col, row + 1) if grid.labels.in_range(col, row + 1) else None
        here = at.get(grid.label_of(hex_))
        there = at.get(below) if below else None
        if here is not None and there is not None and abs(here.x - there.x) < 1e-3:
            steps.append(here.y - there.y)
    if steps:
        report.measured["board hex pitch"] = statistics.median(steps)


def _check_legend(game, page: PageRead, report: FileReport) -> None:
    """Each terrain named in the legend shows its protection right under its name."""
    names = {t.name: t for t in game.terrain.values()}
    runs = page.texts
    for run in runs:
        terrain = names.get(run.text)
        if terrain is None:
            continue
        below = [t for t in runs if PROTECTION.match(t.text) and abs(t.x - run.x) < 0.5 and 0 < run.y - t.y < 8]
        if not below:
            continue  # a place name that happens to be a terrain's name
        value, mark = PROTECTION.match(below[0].text).groups()
        report.compare_number("protection", str(terrain.protection), value, f"legend: {terrain.name}", page.number,
                              below[0].centre)
        report.checked("designer marks")
        if bool(mark) != ("protection" in terrain.designer):
            report.fail("designer marks", f"legend: {terrain.name}'s {below[0].text!r}: the data "
                        + ("marks it designer" if not mark else "gives it as stated"), page.number, below[0].centre)


def _check_name(board, page: PageRead, report: FileReport) -> None:
    """The board's name in the band carries the designer mark when its map is drawn for this set, and the
    band then says what the mark means (as it does when a terrain's protection is marked)."""
    names = [t for t in page.texts if t.text.endswith(f"· {board.name}") or t.text.endswith(f"· {board.name}{MARK}")]
    report.checked("designer marks")
    if not names:
        report.fail("designer marks", f"the band does not name the board «{board.name}»", page.number)
    elif names[0].text.endswith(MARK) != board.chosen:
        report.fail("designer marks", f"the band names the board {names[0].text!r}: the data "
                    + ("marks its map designer" if board.chosen else "gives its map as stated"), page.number)
    check_page_key(page, report)


def _check_floors(page: PageRead, board, hexes: Hexes, origin, report: FileReport) -> None:
    """A floor count printed on the board stands in a building of that many floors."""
    for run in page.texts:
        if not run.text.isdigit() or run.stroked_only:
            continue
        label = hexes.at(run.centre[0] - origin[0], run.centre[1] - origin[1])
        if label is None or board.floors_at(board.hex_of(label)) <= 1:
            continue
        hex_ = board.hex_of(label)
        report.compare_number("floors", str(board.floors_at(hex_)), run.text,
                              f"floors of the building at {board.grid.label_of(hex_)}", page.number, run.centre)


# --- tiled ---------------------------------------------------------------------------------------

def check_tiled(game, pdf: PdfRead, options, report: FileReport, board_id: str) -> None:
    check_credit(game, pdf, report)
    board = board_of(game, board_id)
    hexes = Hexes(game, board)
    labels = [board.grid.label_of(hex_) for hex_ in board.grid.hexes()]
    check_tiled_pages(TiledBoardFacts(labels, hexes.width, hexes.height, hexes.size), pdf, options.paper, report)


def check_pitches(game, report: Report) -> None:
    """Every hex pitch measured on the paper (range rule, board) is the game's hex size."""
    size = game.info.grid.hex_size
    for result in report.files:
        for name, value in result.measured.items():
            if name.endswith("hex pitch"):
                result.checked("hex pitch")
                if abs(value - size) > 0.05:
                    result.fail("hex pitch", f"{name} measures {value:.2f} mm; the board's hexes are {size:g} mm "
                                "across the flats")
