"""The board files: `board-<side>.pdf` (one large sheet) and `board-<side>-tiled.pdf` (home-printer pages).

On the sheet every playable hex carries its coordinate exactly once, inside that hex (hex centres
from the board geometry of the data), none stands on an edge half hex, and the legend prints each
terrain's protection. The tiled pages are read as every tiled board's are
(print/readback/tiled.py), against the board's hexes and size from the data.
"""

from __future__ import annotations

import re
import statistics
from collections import defaultdict

from ..layout.board import BoardGeometry
from ....print.layout.sheet import crop_marks, smallest_sheet
from ..rules.board import board_of
from ....print.readback.pdfread import PageRead, PdfRead, TextRun
from ....print.readback.printready import TOLERANCE_MM, check_crop_marks, page_size_ok, unmatched_segments
from ....print.readback.tiled import TiledBoardFacts, check_tiled_pages
from ....print.readback.report import FileReport, Report
from .credit import check_credit
from .marks import check_page_key
from ....core.marks import MARK

LABEL = re.compile(r"^[A-Z]{1,3}\d{1,3}$")
PROTECTION = re.compile(r"^protection (\d+)(\u25ca?)$")
SLUG = re.compile(r"Sheet (\S+), trim ([\d.]+) \D ([\d.]+) mm, bleed ([\d.]+) mm\..* a hex measures ([\d.]+) mm")


def geometry_of(game, board) -> BoardGeometry:
    return BoardGeometry(board.grid, game.info.grid.hex_size)


def label_runs(page: PageRead) -> list[TextRun]:
    """Coordinate labels as printed in ink (outline halos behind them are not counted again)."""
    return [t for t in page.texts if not t.stroked_only and LABEL.match(t.text)]


def check_sheet(game, pdf: PdfRead, options, report: FileReport, board_id: str) -> None:
    check_credit(game, pdf, report)
    board = board_of(game, board_id)
    geometry = geometry_of(game, board)
    if len(pdf.pages) != 1:
        report.fail("pages", f"{len(pdf.pages)} pages; the board is one sheet")
    page = pdf.pages[0]
    name, width, height = smallest_sheet(geometry.trim.width, geometry.trim.height, options.bleed)
    report.checked("page size")
    if not page_size_ok(page, [(width, height)]):
        report.fail("page size", f"{page.media.width:.0f} x {page.media.height:.0f} mm; a {geometry.trim.width:.1f} x "
                    f"{geometry.trim.height:.1f} mm board with its bleed and marks fits {name} "
                    f"({width:.0f} x {height:.0f} mm)", page.number)
    if page.trim is None or page.bleed is None:
        return
    trim = page.trim
    report.checked("trim")
    if abs(trim.width - geometry.trim.width) > 0.1 or abs(trim.height - geometry.trim.height) > 0.1:
        report.fail("trim", f"the TrimBox is {trim.width:.1f} x {trim.height:.1f} mm; the board is "
                    f"{geometry.trim.width:.1f} x {geometry.trim.height:.1f} mm", page.number)
    bleed = trim.grow(options.bleed)
    if not (bleed.contains(page.bleed, TOLERANCE_MM) and page.bleed.contains(bleed, TOLERANCE_MM)):
        report.fail("bleed", f"the BleedBox is not the TrimBox grown by the {options.bleed:g} mm bleed", page.number)
    marks = check_crop_marks(page, report)
    want = [tuple(sorted(s)) for s in crop_marks([trim], options.bleed)]
    for segment in unmatched_segments(want, [tuple(sorted(m.points)) for m in marks]):
        report.fail("crop marks", "a corner of the board has no crop mark here", page.number, segment[0])
    _check_slug(page, name, geometry, options, game, report)
    origin = (trim.x, trim.y)
    _check_labels(page, board, geometry, origin, report)
    _measure_pitch(page, board, report)
    _check_legend(game, page, report)
    _check_name(board, page, report)
    _check_floors(page, board, geometry, origin, report)


def _check_slug(page: PageRead, sheet: str, geometry: BoardGeometry, options, game, report: FileReport) -> None:
    """The line for the print shop names the sheet, the trim, the bleed and the hex size truly."""
    match = next((SLUG.search(t.text) for t in page.texts if SLUG.search(t.text)), None)
    if match is None:
        return
    at = next(t.centre for t in page.texts if SLUG.search(t.text))
    report.checked("print notes")
    if match.group(1) != sheet:
        report.fail("print notes", f"the note names sheet {match.group(1)}; the board needs {sheet}", page.number, at)
    for got, want, what in ((match.group(2), f"{geometry.trim.width:.1f}", "trim width"),
                            (match.group(3), f"{geometry.trim.height:.1f}", "trim height"),
                            (match.group(4), f"{options.bleed:g}", "bleed"),
                            (match.group(5), f"{game.info.grid.hex_size:g}", "hex size")):
        report.compare_number("print notes", want, got, f"print note: {what}", page.number, at)


def _check_labels(page: PageRead, board, geometry: BoardGeometry, origin, report: FileReport) -> None:
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
        cx, cy = geometry.center(hex_)
        report.numbers += 1
        report.checked("coordinates")
        if not runs:
            report.fail("coordinates", f"hex {label} has no coordinate", page.number, (origin[0] + cx, origin[1] + cy))
            continue
        if len(runs) > 1:
            report.fail("coordinates", f"hex {label} is labelled {len(runs)} times", page.number, runs[1].centre)
        run = runs[0]
        stands = geometry.hex_at((run.centre[0] - origin[0], run.centre[1] - origin[1]))
        if stands != hex_:
            where = grid.label_of(stands) or "an edge half hex, which is not playable"
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


def _check_floors(page: PageRead, board, geometry: BoardGeometry, origin, report: FileReport) -> None:
    """A floor count printed on the board stands in a building of that many floors."""
    for run in page.texts:
        if not run.text.isdigit() or run.stroked_only:
            continue
        hex_ = geometry.hex_at((run.centre[0] - origin[0], run.centre[1] - origin[1]))
        if not board.grid.on_board(hex_) or board.floors_at(hex_) <= 1:
            continue
        report.compare_number("floors", str(board.floors_at(hex_)), run.text,
                              f"floors of the building at {board.grid.label_of(hex_)}", page.number, run.centre)


# --- tiled ---------------------------------------------------------------------------------------

def check_tiled(game, pdf: PdfRead, options, report: FileReport, board_id: str) -> None:
    check_credit(game, pdf, report)
    board = board_of(game, board_id)
    trim = geometry_of(game, board).trim
    labels = [board.grid.label_of(hex_) for hex_ in board.grid.hexes()]
    check_tiled_pages(TiledBoardFacts(labels, trim.width, trim.height, game.info.grid.hex_size), pdf, options.paper,
                      report)


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
