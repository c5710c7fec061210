"""Sheets of cut-out pieces read back: where each piece is, what its faces say, whether backs line up.

A checker describes the pieces the data defines (`Expected`); this module finds the pieces on
the pages from the cut lines, reads each face, pairs fronts with the backs a duplex flip puts
behind them, and matches what it found against what the data defines, reporting every difference
at its page and place. It never looks at how the renderer laid the pieces out.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field

from ..layout.pieces import FOLD, Fold, front_half
from ..layout.sheet import (CROP_MARK_GAP_MM, CROP_MARK_LENGTH_MM, PRINTER_MARGIN_MM, Box,
                           crop_marks as layout_crop_marks, paper)
from .pdfread import PdfRead, PageRead, Shape
from .places import TextLedger, fill_at, shifted
from .printready import CROP_MARK_WIDTH_MM, TOLERANCE_MM, page_size_ok, segment_box, unmatched_segments
from .report import FileReport

NUMBER = re.compile(r"^[+\-\u2212]?\d+(?:[.,]\d+)?%?$")
PAGE_LABEL = re.compile(r"sheet (\d+) of (\d+), (front|back|folded)(?:$|\. )")  # then the credit, if any
FOLD_MARK_MM = 0.3  # render/piece_sheet.py draws the fold marks thicker than crop marks, in grey
FOLD_MARK_INK = round(0.45 * 255)
NEUTRAL = "neutral"
EDGE_MM = 0.3


def tokens(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def is_number(token: str) -> bool:
    return bool(NUMBER.match(token))


@dataclass(frozen=True)
class Face:
    """What one face shows: its words (in any order and line breaking) and its background colour.

    `colour` is a side id, "neutral" (none of the sides' colours) or None (not compared).
    """

    words: tuple[str, ...]
    colour: str | None

    @staticmethod
    def of(text: str, colour: str | None) -> "Face":
        return Face(tuple(sorted(tokens(text))), colour)

    def describe(self) -> str:
        words = " ".join(self.words) if self.words else "no words"
        return f"'{words}'" + (f" on {self.colour}" if self.colour else "")


@dataclass(frozen=True)
class Expected:
    """One piece the data defines."""

    kind: str  # e.g. "protection", for counts and messages
    side: str  # a side id or "neutral"
    width: float
    height: float
    front: Face
    back: Face | None


@dataclass
class Found:
    page: int
    box: Box
    front: Face
    back: Face | None = None
    back_page: int | None = None
    back_box: Box | None = None

    @property
    def centre(self) -> tuple[float, float]:
        return (self.box.x + self.box.width / 2, self.box.y + self.box.height / 2)


@dataclass
class SheetRead:
    """The pieces found on a file's pages, and the pages that are backs."""

    found: list[Found] = field(default_factory=list)
    back_pages: set[int] = field(default_factory=set)


def side_colours(game) -> dict[tuple[int, int, int], str]:
    return {rgb(side.colour): side.id for side in game.info.sides}


def rgb(hex_colour: str) -> tuple[int, int, int]:
    value = hex_colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def read_face(page: PageRead, slot: Box, bleed: float, colours: dict) -> Face:
    """The words inside a slot and the colour of its largest fill (the background, running into the bleed)."""
    words = sorted(w for run in page.texts_in(slot, TOLERANCE_MM) for w in tokens(run.text))
    area = slot.grow(bleed + 0.8)
    x0, y0, x1, y1 = area.x, area.y, area.right, area.top
    background = None
    best = 0.0
    for shape in page.shapes:
        box = shape.box
        if shape.fill is None or box.x < x0 or box.y < y0 or box.x + box.width > x1 or box.y + box.height > y1:
            continue
        size = box.width * box.height
        if size > best + 1e-6:
            best, background = size, shape.fill
    colour = colours.get(background, NEUTRAL) if background is not None else None
    return Face(tuple(words), colour)


def occupied(page: PageRead, slot: Box, bleed: float) -> bool:
    """Something is drawn on the slot: text, or a shape bigger than a speck, centred within the slot
    and its bleed (art of a neighbouring piece may reach over; its middle stays on its own piece)."""
    area = slot.grow(bleed - EDGE_MM)  # a cut line drawn on the slot's edge belongs to its neighbour as much
    x0, y0, x1, y1 = area.x, area.y, area.right, area.top
    for bx0, by0, bx1, by1, big in page.extents:
        if big and x0 <= (bx0 + bx1) / 2 <= x1 and y0 <= (by0 + by1) / 2 <= y1 and bx1 - bx0 <= area.width + 1 \
                and by1 - by0 <= area.height + 1:
            return True
    return False


def page_label(page: PageRead, sheet_margin: float) -> tuple[int, int, str] | None:
    for run in page.texts:
        match = PAGE_LABEL.search(run.text.strip())
        if match and run.y < sheet_margin + 1:
            return int(match.group(1)), int(match.group(2)), match.group(3)
    return None


def mirror(box: Box, width: float, height: float, duplex: str, offset: tuple[float, float]) -> Box:
    """Where a front box lands on the back page when the sheet is turned over (plus the printer offset)."""
    dx, dy = offset
    if duplex == "long":
        return Box(width - box.right + dx, box.y + dy, box.width, box.height)
    return Box(box.x + dx, height - box.top + dy, box.width, box.height)


def read_sheets(pdf: PdfRead, expected: list[Expected], options, game, report: FileReport,
                colours: dict | None = None) -> SheetRead:
    """Find the pieces on every page, pair fronts with backs, check sizes, labels and crop marks.

    `colours` names the background colours that matter (default: the sides' colours).
    """
    sheet = paper(options.paper, options.bleed)
    colours = colours if colours is not None else side_colours(game)
    if options.duplex == FOLD:  # pieces too big to fold have a page of backs, turned as by the long edge
        flip = (sheet.width, sheet.height, "long", (0.0, 0.0))
    else:
        flip = (sheet.width, sheet.height, options.duplex, options.back_offset)
    sizes = sorted({(e.width, e.height) for e in expected})
    result = SheetRead()
    sheets_seen = 0
    index = 0
    while index < len(pdf.pages):
        front = pdf.pages[index]
        sheets_seen += 1
        _check_page(front, sheet, report)
        label = page_label(front, sheet.margin)
        if label and label[2] == "back":
            report.fail("backs", "this page is a back, but no front precedes it", front.number)
        if label and label[2] == "folded":
            if options.duplex != FOLD:
                report.fail("fold", f"a folded sheet in a set built for {options.duplex}-edge duplex", front.number)
            result.found.extend(_read_folded(front, expected, sheet, colours, report))
            _check_label(front, label, sheets_seen, "folded", report)
            _check_guide(front, "fold on the dashed line", report)
            index += 1
            continue
        shelves = _find_shelves(front, sizes, options.bleed)
        slots = [box for shelf in shelves for box in shelf]
        if not slots:
            report.fail("pieces", "no piece of any size the data defines was found on this page", front.number)
        pieces = [Found(front.number, slot, read_face(front, slot, options.bleed, colours)) for slot in slots]
        _check_marks(front, shelves, options.bleed, report)
        back_page = pdf.pages[index + 1] if index + 1 < len(pdf.pages) else None
        back_label = page_label(back_page, sheet.margin) if back_page else None
        data_wants_back = _needs_back(pieces, expected)
        labelled_back = back_label is not None and back_label[2] == "back"
        if data_wants_back and not labelled_back:
            report.fail("backs", "the pieces on this page have backs, but the next page is not their back"
                        + ("" if back_page else " (the file ends here)"), front.number)
        if labelled_back and not data_wants_back:
            report.fail("backs", "a back page follows, but no piece on this page has a back in the data",
                        front.number)
        if back_page is not None and (labelled_back or (data_wants_back and back_label is None)):
            _read_backs(back_page, pieces, shelves, sheet, sizes, flip, options.bleed, colours, report)
            result.back_pages.add(back_page.number)
            _check_label(back_page, back_label, sheets_seen, "back", report)
            index += 2
        else:
            index += 1
        _check_label(front, label, sheets_seen, "front", report)
        if labelled_back:
            _check_guide(front, "glue this behind the next" if options.duplex == FOLD else f"({flip[2]}-edge flip)",
                         report)
        result.found.extend(pieces)
    for page in pdf.pages:
        label = page_label(page, sheet.margin)
        if label and label[1] != sheets_seen:
            report.fail("page labels", f"the label says {label[1]} sheets, the file has {sheets_seen}", page.number)
    return result


def _read_backs(back: PageRead, pieces: list[Found], fronts: list[list[Box]], sheet, sizes, flip, bleed: float,
                colours: dict, report: FileReport) -> None:
    """Read each piece's back where the flip puts it; nothing may stand on the back page elsewhere."""
    _check_page(back, sheet, report)
    boxes = [mirror(p.box, *flip) for p in pieces]
    _read_back_faces(back, pieces, boxes, bleed, colours)
    _check_marks(back, [[mirror(b, *flip) for b in shelf] for shelf in fronts], bleed, report)
    for slot in [box for shelf in _find_shelves(back, sizes, bleed) for box in shelf]:
        if not _same_place(slot, boxes):
            report.fail("backs", "a piece on the back page has no front behind it", back.number, (slot.x, slot.y))


def _read_back_faces(page: PageRead, pieces: list[Found], boxes: list[Box], bleed: float, colours: dict) -> None:
    for piece, box in zip(pieces, boxes):
        blank = not occupied(page, box, bleed)
        piece.back = None if blank else read_face(page, box, bleed, colours)
        piece.back_page = page.number
        piece.back_box = box


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


def _read_folded(page: PageRead, expected: list[Expected], sheet, colours: dict, report: FileReport) -> list[Found]:
    """A folded sheet: fronts on one half, each back mirrored across the fold line on the other,
    the fold marked outside the pieces, and nothing on the back half that is not behind a front."""
    _check_page(page, sheet, report)
    report.checked("fold")
    fold = fold_line(page)
    if fold is None:
        report.fail("fold", "a folded sheet without fold marks: where is it folded?", page.number)
        return []
    bleed = sheet.bleed
    sizes = sorted({(e.width, e.height) for e in expected})
    half = front_half(sheet, fold.vertical)
    front_side = Box(0.0, 0.0, half.width, half.height)
    back_side = fold.mirror(front_side)
    shelves = [[box for box in shelf if front_side.contains(box) or back_side.contains(box)]  # none crosses the fold
               for shelf in _find_shelves(page, sizes, bleed)]
    fronts = [kept for shelf in shelves if (kept := [box for box in shelf if front_side.contains(box)])]
    slots = [box for shelf in fronts for box in shelf]
    if not slots:
        report.fail("pieces", "no piece of any size the data defines was found on the front half", page.number)
    pieces = [Found(page.number, slot, read_face(page, slot, bleed, colours)) for slot in slots]
    backs = [fold.mirror(slot) for slot in slots]
    _read_back_faces(page, pieces, backs, bleed, colours)
    if pieces and not _needs_back(pieces, expected):
        report.fail("fold", "a folded sheet, but no piece on it has a back in the data", page.number)
    for slot in [box for shelf in shelves for box in shelf if not front_side.contains(box)]:
        report.checked("backs")
        if not _same_place(slot, backs):
            report.fail("backs", "a piece on the back half is not its front's mirror across the fold", page.number,
                        (slot.x, slot.y))
    _check_marks(page, fronts + [[fold.mirror(b) for b in shelf] for shelf in fronts], bleed, report)
    if slots:
        want = [tuple(sorted(m)) for m in fold.marks(Box.around(slots + backs), bleed)]
        have = [tuple(sorted(m.points)) for m in fold_marks(page)]
        for segment in unmatched_segments(want, have) + unmatched_segments(have, want):
            report.fail("fold", "the fold marks are not on the fold line, outside the pieces", page.number, segment[0])
    return pieces


def _check_page(page: PageRead, sheet, report: FileReport) -> None:
    report.checked("page size")
    if not page_size_ok(page, [(sheet.width, sheet.height)]):
        report.fail("page size", f"{page.media.width:.1f} x {page.media.height:.1f} mm, expected "
                    f"{sheet.width:.1f} x {sheet.height:.1f} mm", page.number)
    if page.trim is not None and page.bleed is not None:
        report.checked("bleed")
        grown = page.trim.grow(sheet.bleed)
        if not (grown.contains(page.bleed, TOLERANCE_MM) and page.bleed.contains(grown, TOLERANCE_MM)):
            report.fail("bleed", f"the BleedBox is not the TrimBox grown by the {sheet.bleed:g} mm bleed", page.number)


def _check_guide(page: PageRead, words: str, report: FileReport) -> None:
    """The cutting guide at the foot of a front says how to print its backs, as the set was built."""
    report.checked("cutting guide")
    guide = " ".join(t.text for t in page.texts if t.text.startswith("Print "))
    if words not in guide:
        report.fail("cutting guide", f"the cutting guide does not say '{words}'"
                    + (f" (it says '{guide}')" if guide else " (there is none)"), page.number)


def _check_label(page: PageRead, label, sheet_number: int, role: str, report: FileReport) -> None:
    report.checked("page labels")
    if label is None:
        report.fail("page labels", f"no 'sheet {sheet_number} of N, {role}' label at the foot of the page", page.number)
    elif (label[0], label[2]) != (sheet_number, role):
        report.fail("page labels", f"the label says sheet {label[0]}, {label[2]}; this page is sheet {sheet_number}, "
                    f"{role}", page.number)


def _needs_back(pieces: list[Found], expected: list[Expected]) -> bool:
    """Whether the data gives a back to any piece found on this front: the piece of the same size
    and words, or, when the words do not say, every piece of that size."""
    for piece in pieces:
        size = (round(piece.box.width, 1), round(piece.box.height, 1))
        same_size = [e for e in expected if (round(e.width, 1), round(e.height, 1)) == size]
        same_words = [e for e in same_size if _plain(e.front) == _plain(piece.front)]
        if any(e.back is not None for e in same_words):
            return True
        if not same_words and same_size and all(e.back is not None for e in same_size):
            return True
    return False


def _plain(face: Face) -> tuple[str, ...]:
    """The words of a face without its numbers (a wrong number must not hide that a back is due)."""
    return tuple(w for w in face.words if not is_number(w))


def piece_marks(page: PageRead) -> list[Shape]:
    """The crop marks of a sheet of pieces: short black lines of a crop mark's width and length, across
    or down (a gang sheet's shelves have marks between them, inside the page's BleedBox)."""
    found = []
    for line in page.lines:
        (x0, y0), (x1, y1) = line.points
        if line.stroke is None or max(line.stroke) > 40 or abs(line.stroke_width - CROP_MARK_WIDTH_MM) > 0.02:
            continue
        if (abs(x0 - x1) <= TOLERANCE_MM or abs(y0 - y1) <= TOLERANCE_MM) and \
                abs(math.dist((x0, y0), (x1, y1)) - CROP_MARK_LENGTH_MM) <= TOLERANCE_MM:
            found.append(line)
    return found


def _find_shelves(page: PageRead, sizes: list[tuple[float, float]], bleed: float) -> list[list[Box]]:
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
        low = under + CROP_MARK_LENGTH_MM + CROP_MARK_GAP_MM + bleed
        high = over - CROP_MARK_GAP_MM - bleed
        xs = sorted({round(m.points[0][0], 3) for m in rows[under] + rows[over]})
        ys = sorted({round(m.points[0][1], 3) for m in across if low - 0.1 <= m.points[0][1] <= high + 0.1})
        best: list[Box] = []
        for width, height in sizes:
            cells = [Box(x, y, width, height) for y in ys for x in xs
                     if _near(x + width, xs) and _near(y + height, ys)]
            cells = [c for c in cells if occupied(page, c, bleed)]
            if len(cells) > len(best):
                best = cells
        if best:
            shelves.append(sorted(best, key=lambda b: (-b.top, b.x)))
    return sorted(shelves, key=lambda shelf: -shelf[0].top)


def _same_place(box: Box, boxes: list[Box]) -> bool:
    return any(abs(box.x - b.x) <= 0.1 and abs(box.y - b.y) <= 0.1 for b in boxes)


def _near(value: float, lines: list[float]) -> bool:
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
    if None in (left, right, low, high):
        return None
    return Box(left, low, right - left, high - low)


def _check_marks(page: PageRead, blocks: list[list[Box]], bleed: float, report: FileReport) -> None:
    """The crop marks are exactly the cut guides of the blocks of pieces found (none missing, none
    extra), each clear of every piece's bleed and inside what a printer prints."""
    marks = piece_marks(page)
    report.checked("crop marks", len(marks))
    printable = page.media.grow(-PRINTER_MARGIN_MM)
    art = [box.grow(bleed - TOLERANCE_MM) for block in blocks for box in block]
    for mark in marks:
        where = segment_box(mark)
        if any(where.x < a.right and a.x < where.right and where.y < a.top and a.y < where.top for a in art):
            report.fail("crop marks", "a crop mark runs into a piece's bleed, where it would print on it",
                        page.number, mark.points[0])
        if not printable.contains(where, TOLERANCE_MM):
            report.fail("crop marks", f"a crop mark lies within {PRINTER_MARGIN_MM:.0f} mm of the paper edge,"
                        " where a home printer cannot print", page.number, mark.points[0])
    if not any(blocks):
        return
    want = [tuple(sorted(segment)) for boxes in blocks if boxes for segment in layout_crop_marks(boxes, bleed)]
    have = [tuple(sorted(mark.points)) for mark in marks]
    for segment in unmatched_segments(want, have):
        report.fail("crop marks", "a cut line of the pieces has no crop mark here", page.number, segment[0])
    for segment in unmatched_segments(have, want):
        report.fail("crop marks", "a crop mark that matches no cut line of the pieces", page.number, segment[0])


def match_pieces(read: SheetRead, expected: list[Expected], report: FileReport) -> None:
    """Every piece found is one the data defines, and every piece the data defines is there."""
    want = Counter(piece_key(e.width, e.height, e.front, e.back) for e in expected)
    meta = {piece_key(e.width, e.height, e.front, e.back): e for e in expected}
    leftovers: list[Found] = []
    for piece in read.found:
        key = piece_key(piece.box.width, piece.box.height, piece.front, piece.back)
        if want[key] > 0:
            want[key] -= 1
            _count_numbers(meta[key], report)
        else:
            leftovers.append(piece)
    missing = [meta[key] for key, n in sorted(want.items(), key=lambda kv: str(kv[0])) for _ in range(n)]
    for piece in leftovers:
        partner = _closest(piece, missing)
        if partner is not None:
            missing.remove(partner)
            _explain(piece, partner, report)
        else:
            report.fail("pieces", f"a {piece.box.width:g} x {piece.box.height:g} mm piece showing {piece.front.describe()}"
                        + (f", back {piece.back.describe()}" if piece.back else "")
                        + " is not a piece the data defines", piece.page, piece.centre)
    for kind, count in Counter((e.kind, e.side) for e in missing).items():
        report.fail("pieces", f"{count} x {kind[0]} ({kind[1]}) missing: the data defines them, the file does not print them")
    counts = Counter((e.kind, e.side) for e in expected)
    report.checked("piece counts per kind and side", len(counts))


def piece_key(width: float, height: float, front: Face, back: Face | None):
    return (round(width, 1), round(height, 1), front, back)


def _count_numbers(expected: Expected, report: FileReport) -> None:
    faces = [expected.front] + ([expected.back] if expected.back else [])
    count = sum(1 for face in faces for w in face.words if is_number(w))
    report.numbers += count
    report.checked("numbers", count)


def _closest(piece: Found, missing: list[Expected]) -> Expected | None:
    """The missing piece this one most resembles: same size, then the same front, then the same back."""
    best, best_score = None, 0
    for candidate in missing:
        if (round(candidate.width, 1), round(candidate.height, 1)) != (round(piece.box.width, 1), round(piece.box.height, 1)):
            continue
        score = 1 + 10 * (piece.front == candidate.front) + _similarity(piece.front, candidate.front)
        if piece.back is not None and candidate.back is not None:
            score += 5 * (piece.back == candidate.back) + _similarity(piece.back, candidate.back)
        if score > best_score:
            best, best_score = candidate, score
    return best


def _similarity(a: Face, b: Face) -> int:
    shared = sum((Counter(a.words) & Counter(b.words)).values())
    return shared + 2 * (_plain(a) == _plain(b)) + (a.colour == b.colour)


def _explain(piece: Found, expected: Expected, report: FileReport) -> None:
    """Say exactly what differs between a piece and the data's piece it most resembles."""
    _count_numbers(expected, report)
    faces = [("front", piece.front, expected.front, piece.page, piece.box)]
    if expected.back is not None or piece.back is not None:
        faces.append(("back", piece.back, expected.back, piece.back_page or piece.page, piece.back_box or piece.box))
    for name, found, want, page, box in faces:
        where = (box.x + box.width / 2, box.y + box.height / 2)
        check = "backs" if name == "back" else "pieces"
        if found == want:
            continue
        if found is None or want is None:
            report.fail(check, f"{expected.kind}: the data gives it {'a' if want else 'no'} back, "
                        f"the file prints {'one' if found else 'none'}", page, where)
        elif _plain(found) == _plain(want) and found.colour == want.colour:
            got = " ".join(w for w in found.words if is_number(w)) or "nothing"
            report.fail("numbers", f"{expected.kind} {name}: prints {got}, the data says "
                        f"{' '.join(w for w in want.words if is_number(w))}", page, where)
        else:
            report.fail(check, f"{expected.kind} {name}: shows {found.describe()}, the data says {want.describe()}"
                        + (" (this back belongs behind another piece)" if name == "back" else ""), page, where)


def claim(pool: list, side: str | None, title: str, kind: str, found: Found, report: FileReport):
    """Take the piece titled `title` on `side` out of `pool` (items with .side and .title).

    A title the data does not define is reported; when a piece of the same name and side is still
    unclaimed (a wrong number in the title), that one is taken so its values are still compared.
    """
    match = next((t for t in pool if (t.side, t.title) == (side, title)), None)
    if match is None:
        stem = title.rsplit(" ", 1)[0]
        match = next((t for t in pool if t.side == side and t.title.rsplit(" ", 1)[0] == stem), None)
        report.fail("pieces", f"a {kind} titled '{title}' on {side or 'no side colour'} is not one the data defines"
                    + (f" (read as {match.title})" if match else ""), found.page, found.centre)
    if match is not None:
        pool.remove(match)
        report.numbers += 1  # the number in the title
        report.checked(f"{kind}s identified")
    return match


def identified_tiles(pdf: PdfRead, expected: list[Expected], wanted: list, layout, kind: str, options, game,
                     report: FileReport):
    """Each tile found on the sheets, known by the title and colour of its band and matched to the
    data, as (page, found, ledger of its words, the wanted tile); afterwards every wanted tile that
    was not found is reported. `layout` gives the tile's `title` and `band` boxes."""
    read = read_sheets(pdf, expected, options, game, report)
    colours = side_colours(game)
    pages = {page.number: page for page in pdf.pages}
    pool = list(wanted)
    for found in read.found:
        page = pages[found.page]
        ledger = TextLedger(page, found.box)
        title = ledger.take(shifted(layout.title, found.box))
        side = colours.get(fill_at(page, shifted(layout.band, found.box).grow(-0.5)))
        tile = claim(pool, side, title, kind, found, report)
        if tile is not None:
            yield page, found, ledger, tile
    for t in pool:
        report.fail("pieces", f"{t.title} ({t.side}) is missing: the data defines it, the file does not print it")
    report.notes.append(f"{len(wanted) - len(pool)} of {len(wanted)} {kind}s found and read")
