"""The board files: `board-<side>.pdf` (one large sheet) and `board-<side>-tiled.pdf` (home-printer pages).

On the sheet every playable hex carries its coordinate exactly once, inside that hex (hex centres
from the board geometry of the data), none stands on an edge half hex, and the legend prints each
terrain's protection. The tiled pages show the board at full size: neighbouring pages show the same
labels at one consistent offset, their seam lines meet on the same board line, they overlap, the
art starts at the printer's margin, and every hex shows on some page.
"""

from __future__ import annotations

import re
import statistics
from collections import defaultdict

from ..layout.board import BoardGeometry
from ....print.layout.sheet import PRINTER_MARGIN_MM, crop_marks, smallest_sheet
from ....print.layout.scale_bar import LINE_MM as SCALE_BAR_LINE_MM
from ..rules.board import board_of
from ....print.readback.pdfread import PageRead, PdfRead, Shape, TextRun
from ....print.readback.printready import TOLERANCE_MM, check_crop_marks, check_paper_size, page_size_ok, unmatched_segments
from ....print.readback.report import FileReport, Report
from .credit import check_credit
from .marks import check_page_key
from ....core.marks import MARK

LABEL = re.compile(r"^[A-Z]{1,3}\d{1,3}$")
FOOTER = re.compile(r"Page (\d+) of (\d+): row (\d+), column (\d+) of (\d+)\D(\d+)")
PROTECTION = re.compile(r"^protection (\d+)(\u25ca?)$")
SLUG = re.compile(r"Sheet (\S+), trim ([\d.]+) \D ([\d.]+) mm, bleed ([\d.]+) mm\..* a hex measures ([\d.]+) mm")
PAGES = re.compile(r"(\d+) pages in (\d+) rows of (\d+)")
FINISHED = re.compile(r"finished board is ([\d.]+) \D ([\d.]+) cm")
HEX_SIZE = re.compile(r"[Aa] hex measures ([\d.]+) mm")
SEAM_MIN_MM = 100.0  # a straight line at least this long across a tiled page is a seam
SEAM_ROOM_MM = 2.0  # a seam keeps at least this much board on either side within the overlap


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
    tiles: dict[tuple[int, int], PageRead] = {}
    shape = None
    for page in pdf.pages:
        check_paper_size(page, options.paper, report)
        footer = next((FOOTER.search(t.text) for t in page.texts if FOOTER.search(t.text)), None)
        if footer is None:
            continue
        number, total, row, column, rows, columns = map(int, footer.groups())
        report.numbers += 2
        report.checked("page numbers")
        if (number, total) != (page.number, len(pdf.pages)):
            report.fail("page numbers", f"the footer says page {number} of {total}; this is page {page.number} of "
                        f"{len(pdf.pages)}", page.number)
        shape = shape or (rows, columns)
        tiles[(row, column)] = page
    if shape is None:
        report.fail("pages", "no page of the board says which row and column it is")
        return
    rows, columns = shape
    if rows * columns > 1:  # a board one page holds whole has nothing to assemble (render/tiled_pages.py)
        _check_assembly(game, board, pdf.pages[0], rows, columns, len(pdf.pages), report)
    for row in range(1, rows + 1):
        for column in range(1, columns + 1):
            if (row, column) not in tiles:
                report.fail("pages", f"the page for row {row}, column {column} is missing")
    seen: dict[str, int] = defaultdict(int)
    labels = {}
    for (row, column), page in tiles.items():
        visible = _visible_labels(page, board)
        labels[(row, column)] = visible
        for label in visible:
            seen[label] += 1
            report.numbers += 1
        _check_art_position(page, row, column, rows, columns, report)
    for hex_ in board.grid.hexes():
        label = board.grid.label_of(hex_)
        report.checked("coordinates")
        if not seen.get(label):
            report.fail("coordinates", f"hex {label} shows whole on no page of the tiled board")
    overlaps = []
    for (row, column), page in sorted(tiles.items()):
        for other_key, vertical in (((row, column + 1), True), ((row + 1, column), False)):
            other = tiles.get(other_key)
            if other is not None:
                overlap = _check_neighbours(page, other, labels[(row, column)], labels[other_key], vertical, report)
                if overlap is not None:
                    overlaps.append(overlap)
    if overlaps:
        report.notes.append(f"neighbouring pages overlap by {min(overlaps):.1f} to {max(overlaps):.1f} mm of board")


def _check_assembly(game, board, page: PageRead, rows: int, columns: int, total: int, report: FileReport) -> None:
    """The assembly page: the count of pages, the finished size and the hex size (its scale bar is
    measured as every page's is)."""
    geometry = geometry_of(game, board)
    text = " ".join(t.text for t in page.texts)
    pages = PAGES.search(text)
    if pages:
        for got, want, what in ((pages.group(1), rows * columns, "pages"), (pages.group(2), rows, "rows"),
                                (pages.group(3), columns, "columns")):
            report.compare_number("assembly", str(want), got, f"assembly page: {what}", page.number, None)
    finished = FINISHED.search(text)
    if finished:
        for got, want, what in ((finished.group(1), geometry.trim.width, "width"),
                                (finished.group(2), geometry.trim.height, "height")):
            report.compare_number("assembly", f"{want / 10:.1f}", got, f"finished board {what} (cm)", page.number, None)
    size = HEX_SIZE.search(text)
    if size:
        report.compare_number("assembly", f"{game.info.grid.hex_size:g}", size.group(1), "hex size", page.number, None)


def _visible_labels(page: PageRead, board) -> dict[str, TextRun]:
    """Labels whose text lies wholly inside the printable area, above the footer."""
    area = page.media.grow(-PRINTER_MARGIN_MM)
    footer_top = max((t.box.top for t in page.texts if FOOTER.search(t.text)), default=area.y)
    found = {}
    for run in label_runs(page):
        box = run.box
        if box.x >= area.x and box.right <= area.right and box.y >= footer_top and box.top <= area.top:
            if board.grid.labels.contains(run.text):
                found[run.text] = run
    return found


def seams(page: PageRead) -> tuple[list[Shape], list[Shape]]:
    """The long straight lines across a tiled page: (vertical, horizontal), left to right, top to bottom."""
    vertical, horizontal = [], []
    for line in page.lines:
        (x0, y0), (x1, y1) = line.points
        if abs(line.stroke_width - SCALE_BAR_LINE_MM) <= 0.02:
            continue  # the page's scale bar
        if abs(x0 - x1) < 0.01 and abs(y1 - y0) >= SEAM_MIN_MM:
            vertical.append(line)
        elif abs(y0 - y1) < 0.01 and abs(x1 - x0) >= SEAM_MIN_MM:
            horizontal.append(line)
    vertical.sort(key=lambda s: s.points[0][0])
    horizontal.sort(key=lambda s: -s.points[0][1])
    return vertical, horizontal


def _check_art_position(page: PageRead, row: int, column: int, rows: int, columns: int, report: FileReport) -> None:
    """The seams a page needs are there, and the art starts at the printer's margin (top left)."""
    vertical, horizontal = seams(page)
    want_v = (column > 1) + (column < columns)
    want_h = (row > 1) + (row < rows)
    report.checked("seams")
    if len(vertical) != want_v or len(horizontal) != want_h:
        report.fail("seams", f"{len(vertical)} vertical and {len(horizontal)} horizontal seams; row {row}, column "
                    f"{column} of {rows}x{columns} needs {want_v} and {want_h}", page.number)
    top = page.media.top - PRINTER_MARGIN_MM
    left = page.media.x + PRINTER_MARGIN_MM
    for line in vertical:
        high = max(y for _, y in line.points)
        report.checked("art position")
        if abs(high - top) > 0.1:
            report.fail("art position", f"the board art ends {high - top:+.1f} mm from the top margin (it should "
                        "start right at it)", page.number, line.points[0])
    for line in horizontal:
        low = min(x for x, _ in line.points)
        report.checked("art position")
        if abs(low - left) > 0.1:
            report.fail("art position", f"the board art starts {low - left:+.1f} mm from the left margin (it should "
                        "start right at it)", page.number, line.points[0])


def _check_neighbours(first: PageRead, second: PageRead, a: dict[str, TextRun], b: dict[str, TextRun],
                      vertical: bool, report: FileReport) -> float | None:
    """Two neighbouring pages: the same board at the same offset, seams on one board line, overlapping."""
    shared = sorted(set(a) & set(b))
    report.checked("overlap")
    if not shared:
        report.fail("overlap", f"pages {first.number} and {second.number} share no hex: they do not overlap",
                    second.number)
        return None
    axis = 0 if vertical else 1
    offsets = [(a[k].centre[0] - b[k].centre[0], a[k].centre[1] - b[k].centre[1]) for k in shared]
    dx = statistics.median(o[0] for o in offsets)
    dy = statistics.median(o[1] for o in offsets)
    for label, (ox, oy) in zip(shared, offsets):
        report.checked("alignment")
        if abs(ox - dx) > TOLERANCE_MM or abs(oy - dy) > TOLERANCE_MM:
            report.fail("alignment", f"hex {label} is {ox - dx:+.2f}, {oy - dy:+.2f} mm off where page {first.number} "
                        "puts it: the pages are not the same board at the same scale", second.number, b[label].centre)
            break
    shift = dx if vertical else dy
    if abs((dy if vertical else dx)) > TOLERANCE_MM:
        report.fail("alignment", f"page {second.number} is shifted {dy if vertical else dx:+.2f} mm across the seam "
                    f"against page {first.number}", second.number)
    first_seams, second_seams = seams(first), seams(second)
    solid = first_seams[axis][-1] if first_seams[axis] else None  # right (or bottom) seam of the first page
    cut = second_seams[axis][0] if second_seams[axis] else None  # left (or top) seam of the second page
    if solid is None or cut is None:
        return None
    at_first, at_second = solid.points[0][axis], cut.points[0][axis]
    report.checked("seams")
    if abs((at_first - at_second) - shift) > 0.1:
        report.fail("seams", f"the cut line of page {second.number} lands {(at_first - at_second) - shift:+.2f} mm "
                    f"from the line it goes on, on page {first.number}", second.number, cut.points[0])
    printable = first.media.grow(-PRINTER_MARGIN_MM)
    first_end = printable.right if vertical else _art_bottom(first)
    second_start = printable.x if vertical else printable.top
    overlap = abs(first_end - (second_start + shift))
    room = min(abs(at_first - first_end), abs(at_second - second_start))
    if room < SEAM_ROOM_MM:
        report.fail("overlap", f"pages {first.number} and {second.number} overlap by {overlap:.1f} mm; the seam is "
                    f"{room:.1f} mm from the edge of the art", second.number)
    return overlap


def _art_bottom(page: PageRead) -> float:
    """The lower edge of the board art on a tiled page: where its vertical seams end (or the footer)."""
    vertical, _ = seams(page)
    if vertical:
        return min(y for line in vertical for _, y in line.points)
    return max((t.box.top for t in page.texts if FOOTER.search(t.text)), default=page.media.y + PRINTER_MARGIN_MM)


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
