"""Sheets of cut-out pieces read back: where each piece is, what its faces say, whether backs line up.

A checker describes the pieces the data defines (`Expected`); this module finds the pieces on
the pages from the cut lines, reads each face, pairs fronts with the backs a duplex flip puts
behind them, and matches what it found against what the data defines, reporting every difference
at its page and place. It never looks at how the renderer laid the pieces out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..layout.pieces import FOLD, front_half
from ..layout.scale_bar import LEFT_EDGE, RIGHT_EDGE
from ..layout.sheet import PIECE_FOOT_MM, Box, SheetSpec, paper
from ..components import BuildOptions
from .pdfread import Colour, PdfRead, PageRead
from .printready import TOLERANCE_MM, page_size_ok, unmatched_segments
from .piece_marks import check_marks, find_shelves, fold_line, fold_marks, occupied, same_place
from .report import FileReport
from .scale_bar import find_bar

NUMBER = re.compile(r"^[+\-\u2212]?\d+(?:[.,]\d+)?%?\u25ca?$")  # a designer mark may follow it
PAGE_LABEL = re.compile(r"sheet (\d+) of (\d+), (front|back|folded)(?:$|\. )")  # then the credit, if any
NEUTRAL = "neutral"
Flip = tuple[float, float, str, tuple[float, float]]  # how backs land: the sheet's width, height, duplex, offset
Colours = dict[Colour, str]  # the background colours that say something, by what they say (a side's id)


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


def read_face(page: PageRead, slot: Box, bleed: float, colours: Colours) -> Face:
    """The words inside a slot and the colour of its largest fill (the background, running into the bleed:
    what shows of it, as a hex grown into the bleed is clipped at the bleed's edge)."""
    words = sorted(w for run in page.texts_in(slot, TOLERANCE_MM) for w in tokens(run.text))
    area = slot.grow(bleed + 0.8)
    x0, y0, x1, y1 = area.x, area.y, area.right, area.top
    background = None
    best = 0.0
    for shape in page.shape_lefts.between(x0, x1):
        box = shape.visible or shape.box
        if shape.fill is None or box.x < x0 or box.y < y0 or box.x + box.width > x1 or box.y + box.height > y1:
            continue
        size = box.width * box.height
        if size > best + 1e-6:
            best, background = size, shape.fill
    colour = colours.get(background, NEUTRAL) if background is not None else None
    return Face(tuple(words), colour)


def page_label(page: PageRead, sheet_margin: float) -> tuple[int, int, str] | None:
    """(sheet, of sheets, front/back/folded) from the label in the page's foot: along its foot or top, or
    along its left or right edge where the pieces take the page's whole height."""
    foot = sheet_margin + PIECE_FOOT_MM
    for run in page.texts:
        match = PAGE_LABEL.search(run.text.strip())
        if match and (run.y < foot or run.y > page.media.top - foot or run.box.right < foot
                      or run.box.x > page.media.right - foot):
            return int(match.group(1)), int(match.group(2)), match.group(3)
    return None


def foot_of(page: PageRead, sheet: SheetSpec) -> str:
    """The edge the page keeps its foot along, found by its scale bar (SheetSpec.foot_at)."""
    found = find_bar(page)
    turn = found[0].turn if found else 0
    return "left" if turn == LEFT_EDGE else "right" if turn == RIGHT_EDGE else \
        "top" if found and found[0].box.y > sheet.height / 2 else "bottom"


def mirror(box: Box, width: float, height: float, duplex: str, offset: tuple[float, float]) -> Box:
    """Where a front box lands on the back page when the sheet is turned over (plus the printer offset)."""
    dx, dy = offset
    if duplex == "long":
        return Box(width - box.right + dx, box.y + dy, box.width, box.height)
    return Box(box.x + dx, height - box.top + dy, box.width, box.height)


def read_sheets(pdf: PdfRead, expected: list[Expected], options: BuildOptions, report: FileReport,
                colours: Colours) -> SheetRead:
    """Find the pieces on every page, pair fronts with backs, check sizes, labels and crop marks.

    `colours` names the background colours that matter (a game's sides' colours, say).
    """
    sheet = paper(options.paper, options.bleed)
    flip: Flip
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
        shelves = find_shelves(front, sizes, options.bleed)
        slots = [box for shelf in shelves for box in shelf]
        if not slots:
            report.fail("pieces", "no piece of any size the data defines was found on this page", front.number)
        pieces = [Found(front.number, slot, read_face(front, slot, options.bleed, colours)) for slot in slots]
        check_marks(front, shelves, options.bleed, report, sheet.mark_room(foot_of(front, sheet)))
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


def _read_backs(back: PageRead, pieces: list[Found], fronts: list[list[Box]], sheet: SheetSpec,
                sizes: list[tuple[float, float]], flip: Flip, bleed: float, colours: Colours, report: FileReport) -> None:
    """Read each piece's back where the flip puts it; nothing may stand on the back page elsewhere."""
    _check_page(back, sheet, report)
    boxes = [mirror(p.box, *flip) for p in pieces]
    _read_back_faces(back, pieces, boxes, bleed, colours)
    check_marks(back, [[mirror(b, *flip) for b in shelf] for shelf in fronts], bleed, report,
                sheet.mark_room(foot_of(back, sheet)))
    for slot in [box for shelf in find_shelves(back, sizes, bleed) for box in shelf]:
        if not same_place(slot, boxes):
            report.fail("backs", "a piece on the back page has no front behind it", back.number, (slot.x, slot.y))


def _read_back_faces(page: PageRead, pieces: list[Found], boxes: list[Box], bleed: float, colours: Colours) -> None:
    for piece, box in zip(pieces, boxes):
        blank = not occupied(page, box, bleed)
        piece.back = None if blank else read_face(page, box, bleed, colours)
        piece.back_page = page.number
        piece.back_box = box


def _read_folded(page: PageRead, expected: list[Expected], sheet: SheetSpec, colours: Colours,
                 report: FileReport) -> list[Found]:
    """A folded sheet: fronts on one half, each back mirrored across the fold line on the other (crop
    marks round each shelf of backs, none round a shelf of one-sided pieces' blank backs), the fold
    marked outside the pieces, and nothing on the back half that is not behind a front."""
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
               for shelf in find_shelves(page, sizes, bleed)]
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
        if not same_place(slot, backs):
            report.fail("backs", "a piece on the back half is not its front's mirror across the fold", page.number,
                        (slot.x, slot.y))
    read = iter(pieces)  # crop marks round each shelf of backs that prints a back, none round a blank one
    printed = [[fold.mirror(box) for box in shelf] for shelf in fronts
               if [p for p in [next(read) for _ in shelf] if p.back is not None]]
    check_marks(page, fronts + printed, bleed, report)
    if slots:
        want = [tuple(sorted(m)) for m in fold.marks(Box.around(slots + backs), bleed)]
        have = [tuple(sorted(m.points)) for m in fold_marks(page)]
        for segment in unmatched_segments(want, have) + unmatched_segments(have, want):
            report.fail("fold", "the fold marks are not on the fold line, outside the pieces", page.number, segment[0])
    return pieces


def _check_page(page: PageRead, sheet: SheetSpec, report: FileReport) -> None:
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


def _check_label(page: PageRead, label: tuple[int, int, str] | None, sheet_number: int, role: str,
                 report: FileReport) -> None:
    report.checked("page labels")
    if label is None:
        report.fail("page labels", f"no 'sheet {sheet_number} of N, {role}' label at the foot of the page", page.number)
    elif (label[0], label[2]) != (sheet_number, role):
        report.fail("page labels", f"the label says sheet {label[0]}, {label[2]}; this page is sheet {sheet_number}, "
                    f"{role}", page.number)


def _needs_back(pieces: list[Found], expected: list[Expected]) -> bool:
    """Whether the data gives a back to any piece found on this front: the piece of the same size
    and words, or, when the words do not say, every piece of that size."""
    by_size: dict[tuple[float, float], list[tuple[tuple[str, ...], Expected]]] = {}
    for e in expected:
        by_size.setdefault((round(e.width, 1), round(e.height, 1)), []).append((plain_words(e.front), e))
    for piece in pieces:
        size = (round(piece.box.width, 1), round(piece.box.height, 1))
        same_size = [e for _, e in by_size.get(size, [])]
        words = plain_words(piece.front)
        same_words = [e for said, e in by_size.get(size, []) if said == words]
        if any(e.back is not None for e in same_words):
            return True
        if not same_words and same_size and all(e.back is not None for e in same_size):
            return True
    return False


def plain_words(face: Face) -> tuple[str, ...]:
    """The words of a face without its numbers (a wrong number must not hide that a back is due)."""
    return tuple(w for w in face.words if not is_number(w))


