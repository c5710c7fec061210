"""Reads a tiled board back (print/render/tiled_pages.py drew it): every page of the build's paper and
numbered truly, the assembly page's counts and sizes, every cell's label whole on some page, and
neighbouring pages showing the same board at one consistent offset, their seam lines on one board
line, overlapping, the art starting at the printer's margin. Any board kind or game's board calls it
with its cells' labels and sizes."""

from __future__ import annotations

import re
import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from ..layout.scale_bar import LINE_MM as SCALE_BAR_LINE_MM
from ..layout.sheet import PRINTER_MARGIN_MM
from .pdfread import PageRead, PdfRead, Shape, TextRun
from .printready import TOLERANCE_MM, check_paper_size
from .report import FileReport

FOOTER = re.compile(r"Page (\d+) of (\d+): row (\d+), column (\d+) of (\d+)\D(\d+)")
PAGES = re.compile(r"(\d+) pages in (\d+) rows of (\d+)")
FINISHED = re.compile(r"finished board is ([\d.]+) \D ([\d.]+) cm")
CELL_SIZE = re.compile(r"[Aa] (?:hex|square) measures ([\d.]+) mm")
SEAM_MIN_MM = 100.0  # a straight line at least this long across a tiled page is a seam
SEAM_ROOM_MM = 2.0  # a seam keeps at least this much board on either side within the overlap


@dataclass(frozen=True)
class TiledBoardFacts:
    """What the data says of the board a tiled file shows, worked out apart from its drawing."""

    labels: Sequence[str]  # every cell's label, as printed
    width: float  # the trim, mm
    height: float
    cell: float  # a hex across the flats, or a square's side, mm


def check_tiled_pages(board: TiledBoardFacts, pdf: PdfRead, paper: str, report: FileReport) -> None:
    tiles: dict[tuple[int, int], PageRead] = {}
    shape = None
    for page in pdf.pages:
        check_paper_size(page, paper, report)
        footer = next(filter(None, (FOOTER.search(t.text) for t in page.texts)), None)
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
        _check_assembly(board, pdf.pages[0], rows, columns, report)
    for row in range(1, rows + 1):
        for column in range(1, columns + 1):
            if (row, column) not in tiles:
                report.fail("pages", f"the page for row {row}, column {column} is missing")
    known = set(board.labels)
    seen: dict[str, int] = defaultdict(int)
    labels = {}
    for (row, column), page in tiles.items():
        visible = _visible_labels(page, known)
        labels[(row, column)] = visible
        for label in visible:
            seen[label] += 1
            report.numbers += 1
        _check_art_position(page, row, column, rows, columns, report)
    for label in board.labels:
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


def _check_assembly(board: TiledBoardFacts, page: PageRead, rows: int, columns: int, report: FileReport) -> None:
    """The assembly page: the count of pages, the finished size and the cell size (its scale bar is
    measured as every page's is)."""
    text = " ".join(t.text for t in page.texts)
    pages = PAGES.search(text)
    if pages:
        for got, want, what in ((pages.group(1), rows * columns, "pages"), (pages.group(2), rows, "rows"),
                                (pages.group(3), columns, "columns")):
            report.compare_number("assembly", str(want), got, f"assembly page: {what}", page.number, None)
    finished = FINISHED.search(text)
    if finished:
        for got, length, what in ((finished.group(1), board.width, "width"),
                                  (finished.group(2), board.height, "height")):
            report.compare_number("assembly", f"{length / 10:.1f}", got, f"finished board {what} (cm)", page.number,
                                  None)
    size = CELL_SIZE.search(text)
    if size:
        report.compare_number("assembly", f"{board.cell:g}", size.group(1), "hex size", page.number, None)


def _visible_labels(page: PageRead, known: set[str]) -> dict[str, TextRun]:
    """Cell labels printed in ink (outline halos behind them are not counted again) whose text lies
    wholly inside the printable area, above the footer."""
    area = page.media.grow(-PRINTER_MARGIN_MM)
    footer_top = max((t.box.top for t in page.texts if FOOTER.search(t.text)), default=area.y)
    found = {}
    for run in page.texts:
        box = run.box
        if run.stroked_only or run.text not in known:
            continue
        if box.x >= area.x and box.right <= area.right and box.y >= footer_top and box.top <= area.top:
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
    if not a or not b:
        return None  # a page of margin round a small board: no cell to follow across the seam
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
