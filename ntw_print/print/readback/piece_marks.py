"""The marks around cut-out pieces read back: the crop marks of each block (and of each shelf of a
gang sheet), the cut lines they give, the cell a point falls in, and the fold of a folded sheet."""

from __future__ import annotations

import math

from ..layout.pieces import Fold
from ..layout.sheet import CROP_MARK_LENGTH_MM, PIECE_FOOT_MM, PRINTER_MARGIN_MM, SHORT_MARK_MM, Box, \
    crop_marks as layout_crop_marks
from .pdfread import PageRead, Shape
from .printready import CROP_MARK_WIDTH_MM, TOLERANCE_MM, segment_box, unmatched_segments
from .report import FileReport

FOLD_MARK_MM = 0.3  # render/piece_sheet.py draws the fold marks thicker than crop marks, in grey
FOLD_MARK_INK = round(0.45 * 255)
EDGE_MM = 0.3


def occupied(page: PageRead, slot: Box, bleed: float) -> bool:
    """Something is drawn on the slot: text, or a shape bigger than a speck and no bigger than the slot
    with its bleed, centred within the slot (art of a neighbouring piece may reach over, into its bleed
    or, where pieces share their cuts, to its edge; its middle stays on its own piece)."""
    area = slot.grow(-EDGE_MM)  # a cut line drawn on the slot's edge belongs to its neighbour as much
    x0, y0, x1, y1 = area.x, area.y, area.right, area.top
    most_wide, most_high = slot.width + 2 * bleed + 1, slot.height + 2 * bleed + 1
    for bx0, by0, bx1, by1, big in page.extent_middles.between(x0, x1):
        if big and x0 <= (bx0 + bx1) / 2 <= x1 and y0 <= (by0 + by1) / 2 <= y1 and bx1 - bx0 <= most_wide \
                and by1 - by0 <= most_high:
            return True
    return False


def fold_marks(page: PageRead) -> list[Shape]:
    """The fold marks of a folded sheet: grey lines of a fold mark's width, as long as a crop mark."""
    return [s for s in page.lines if abs(s.stroke_width - FOLD_MARK_MM) <= 0.02 and s.stroke is not None
            and all(abs(c - FOLD_MARK_INK) <= 3 for c in s.stroke)
            and abs(math.dist(*s.points) - CROP_MARK_LENGTH_MM) <= TOLERANCE_MM]


def fold_line(page: PageRead) -> Fold | None:
    """The fold a folded sheet is marked with: its short grey lines on one vertical or horizontal line."""
    marks = fold_marks(page)
    if not marks:
        return None
    (x0, y0), (x1, y1) = marks[0].points
    return Fold(True, x0) if abs(x0 - x1) <= TOLERANCE_MM else Fold(False, y0)


def piece_marks(page: PageRead) -> list[Shape]:
    """The crop marks of a sheet of pieces: short black lines of a crop mark's width and length (or
    shorter, down to a short mark, where a block stands near the printer margin), across or down (a
    gang sheet's shelves have marks between them, inside the page's BleedBox)."""
    found = []
    for line in page.lines:
        (x0, y0), (x1, y1) = line.points
        if line.stroke is None or max(line.stroke) > 40 or abs(line.stroke_width - CROP_MARK_WIDTH_MM) > 0.02:
            continue
        length = math.dist((x0, y0), (x1, y1))
        if not (abs(x0 - x1) <= TOLERANCE_MM or abs(y0 - y1) <= TOLERANCE_MM):
            continue
        if abs(length - CROP_MARK_LENGTH_MM) <= TOLERANCE_MM or (
                SHORT_MARK_MM - TOLERANCE_MM <= length < CROP_MARK_LENGTH_MM and _ends_at_the_room(page, line)):
            found.append(line)
    return found


def _ends_at_the_room(page: PageRead, line: Shape) -> bool:
    """A short mark ends where marks may stand no further: at the printer margin, or the foot beside it
    (a short line of a symbol on a piece does not)."""
    media = page.media
    (x0, y0), (x1, y1) = line.points
    inner, outer = PRINTER_MARGIN_MM, PRINTER_MARGIN_MM + PIECE_FOOT_MM
    if abs(y0 - y1) <= TOLERANCE_MM:  # across: its outer end at the left or right
        edges, ends = (inner, outer, media.width - inner, media.width - outer), (x0, x1)
    else:
        edges, ends = (inner, outer, media.height - inner, media.height - outer), (y0, y1)
    return any(abs(end - edge) <= TOLERANCE_MM for end in ends for edge in edges)


def find_shelves(page: PageRead, sizes: list[tuple[float, float]], bleed: float) -> list[list[Box]]:
    """The pieces on a page, shelf by shelf: a shelf is a block of pieces with its own crop marks, a
    row of marks under it and one over it (its cuts down), marks beside it (its cuts across). In
    each, the pieces of the size the data defines that fills it best, each bounded by cut lines and
    not empty."""
    marks = piece_marks(page)
    across = [m for m in marks if abs(m.points[0][1] - m.points[1][1]) <= TOLERANCE_MM]
    down = [m for m in marks if abs(m.points[0][0] - m.points[1][0]) <= TOLERANCE_MM]
    rows: dict[float, list[Shape]] = {}  # the marks down, by the height they stand at
    for mark in down:
        rows.setdefault(round(min(p[1] for p in mark.points), 1), []).append(mark)
    heights = sorted(rows)
    shelves = []
    for under, over in zip(heights[::2], heights[1::2]):  # from the foot: under a shelf, then over it
        low = max(p[1] for m in rows[under] for p in m.points)  # the shelf's cuts across lie between its marks down
        high = over
        xs = sorted({round(m.points[0][0], 3) for m in rows[under] + rows[over]})
        ys = sorted({round(m.points[0][1], 3) for m in across if low - 0.1 <= m.points[0][1] <= high + 0.1})
        best: list[Box] = []
        for width, height in sizes:
            cells = [Box(x, y, width, height) for y in cell_starts(ys, height, bleed)
                     for x in cell_starts(xs, width, bleed)]
            cells = [c for c in cells if occupied(page, c, bleed)]
            if len(cells) > len(best):
                best = cells
        if best:
            shelves.append(sorted(best, key=lambda b: (-b.top, b.x)))
    return sorted(shelves, key=lambda shelf: -shelf[0].top)


def cell_starts(lines: list[float], size: float, bleed: float) -> list[float]:
    """Where pieces of this size start between the cut lines (sorted) of a block, read from its first
    line on: a piece, then the gutter of twice the bleed, then the next piece; or, where pieces share
    their cuts, the next piece at the last one's end. Where a gutter is as wide as a piece (a 10 mm
    marker with a 5 mm bleed) the lines alone would also frame the gutters: a gutter framed so is
    empty, and `occupied` leaves it out."""
    starts: list[float] = []
    for line in lines:
        end = starts[-1] + size if starts else None
        if end is not None and abs(line - end) > TOLERANCE_MM and line < end + 2 * bleed - TOLERANCE_MM:
            continue  # inside the last piece or its gutter
        if near_line(line + size, lines):
            starts.append(line)
    return starts


def same_place(box: Box, boxes: list[Box]) -> bool:
    return any(abs(box.x - b.x) <= 0.1 and abs(box.y - b.y) <= 0.1 for b in boxes)


def near_line(value: float, lines: list[float]) -> bool:
    return any(abs(value - line) <= TOLERANCE_MM for line in lines)


def cut_lines(page: PageRead) -> tuple[list[float], list[float]]:
    xs, ys = [], []
    for mark in piece_marks(page):
        (x0, y0), (x1, y1) = mark.points
        if abs(x0 - x1) <= TOLERANCE_MM:
            xs.append(x0)
        else:
            ys.append(y0)
    return xs, ys


def cell_at(page: PageRead, point: tuple[float, float]) -> Box | None:
    """The piece around a point: the box between the nearest cut lines on each side of it."""
    xs, ys = cut_lines(page)
    left = max((x for x in xs if x < point[0]), default=None)
    right = min((x for x in xs if x > point[0]), default=None)
    low = max((y for y in ys if y < point[1]), default=None)
    high = min((y for y in ys if y > point[1]), default=None)
    if left is None or right is None or low is None or high is None:
        return None
    return Box(left, low, right - left, high - low)


def check_marks(page: PageRead, blocks: list[list[Box]], bleed: float, report: FileReport,
                room: Box | None = None) -> None:
    """The crop marks are exactly the cut guides of the blocks of pieces found (none missing, none
    extra; clear of the bleed unless `room`, where marks may stand, is too short for that), each off
    every piece and inside what a printer prints."""
    marks = piece_marks(page)
    report.checked("crop marks", len(marks))
    printable = page.media.grow(-PRINTER_MARGIN_MM)
    pieces = [box.grow(-TOLERANCE_MM) for block in blocks for box in block]
    for mark in marks:
        where = segment_box(mark)
        if any(where.x < a.right and a.x < where.right and where.y < a.top and a.y < where.top for a in pieces):
            report.fail("crop marks", "a crop mark runs into a piece, where it would print on it",
                        page.number, mark.points[0])
        if not printable.contains(where, TOLERANCE_MM):
            report.fail("crop marks", f"a crop mark lies within {PRINTER_MARGIN_MM:.0f} mm of the paper edge,"
                        " where a home printer cannot print", page.number, mark.points[0])
    if not any(blocks):
        return
    want = [tuple(sorted(segment)) for boxes in blocks if boxes for segment in layout_crop_marks(boxes, bleed, room)]
    have = [tuple(sorted(mark.points)) for mark in marks]
    for segment in unmatched_segments(want, have):
        report.fail("crop marks", "a cut line of the pieces has no crop mark here", page.number, segment[0])
    for segment in unmatched_segments(have, want):
        report.fail("crop marks", "a crop mark that matches no cut line of the pieces", page.number, segment[0])
