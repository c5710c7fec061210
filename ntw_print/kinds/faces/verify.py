"""Sheets of faced items read back: every face's words and numbers, colour, size, copies, backs, and
which symbol each box carries (the name its form is marked with).

What each face should say is re-derived from the spec (its templates' text with the row's
values); where the pieces are, what they say and which back lies behind which front is read off
the paper by verify/piece_sheets.py (and matched by verify/piece_matching.py), which never looks
at how the renderer laid them out.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ...print.components import BuildOptions
from ...core.colours import rgb
from ...print.layout.sheet import Box
from ...print.symbols import placed_name
from ...print.readback.pdfread import PdfRead
from ...print.readback.places import centre, runs_at
from ...print.readback.piece_matching import match_pieces, piece_key
from ...print.readback.piece_sheets import Expected, Face, SheetRead, read_sheets
from ...print.readback.printready import TOLERANCE_MM
from ...print.readback.report import FileReport
from .fold import Part, fold_lines, parts, placed, printed_parts
from ..readback import check_keys
from .items import FaceCall, Item, marked
from .layout import background, face_boxes, prints_mark
from .schema import Templates, fill_in

UPSIDE_DOWN = 180.0  # degrees: how the turned half of a standee reads
ANGLE_TOLERANCE = 1.0


def words_of(templates: Templates, call: FaceCall, width: float, height: float) -> str:
    """The words a face prints: every text box, filled in."""
    return " ".join(fill_in(p.content.text, call.values)
                    for p in face_boxes(templates, call.template, width, height, call.cells) if p.content.text)


def face_of(templates: Templates, call: FaceCall, width: float, height: float) -> Face:
    """The words a face prints and its background colour."""
    return Face.of(words_of(templates, call, width, height),
                   fill_in(background(templates, call.template), call.values).lower())


def front_of(templates: Templates, item: Item) -> Face:
    """What the front of the sheet shows of `item`: its front face, or a standee's whole strip."""
    pieces = parts(item, Box(0.0, 0.0, item.width, item.height), 0.0)
    words = " ".join(words_of(templates, p.call, p.box.width, p.box.height) for p in pieces if p.call)
    return Face.of(words, fill_in(background(templates, item.front.template), item.front.values).lower())


def expected_items(templates: Templates, items: list[Item]) -> list[Expected]:
    return [Expected(item.label, item.key.split("/")[0], item.width, item.height, front_of(templates, item),
                     face_of(templates, item.back, item.width, item.height) if item.has_back_page else None)
            for item in items]


def check_items(templates: Templates, items: list[Item], bleed: float, pdf: PdfRead, options: BuildOptions,
                report: FileReport, noun: str = "piece", held_to: list[Expected] | None = None) -> SheetRead:
    """Every difference between the sheets in `pdf` and the items (pieces, or cards: `noun`), each a
    finding in the file's report with its page and place (the checks every printed file gets, fonts,
    boxes and glyphs, are verify's own and not repeated here). `held_to`: the pieces as a game derives
    them from its own data (each face's words, and its background by #rrggbb), which what is read back is
    matched to (and its numbers compared with) instead of the items. Returns the pieces read back."""
    options = replace(options, bleed=bleed)
    expected = expected_items(templates, items)
    colours = {rgb(c): c for e in expected for f in (e.front, e.back) if f for c in [f.colour]}
    read = read_sheets(pdf, expected, options, report, colours)
    match_pieces(read, expected if held_to is None else held_to, report, noun)
    by_face = {piece_key(e.width, e.height, e.front, e.back): item for e, item in zip(expected, items)}
    pages = {page.number: page for page in pdf.pages}
    for found in read.found:
        item = by_face.get(piece_key(found.box.width, found.box.height, found.front, found.back))
        if item is None:
            continue  # reported by match_pieces
        faces = [(part, found.page) for part in parts(item, found.box, 0.0) if part.call is not None]
        if item.has_back_page and found.back_box is not None:
            faces.append((Part("back", item.back, found.back_box, False, found.back_box), found.back_page))
        for part, page in faces:
            _check_boxes(templates, part, pages[page], item.label, report)
        _check_folds(item, found.box, pages[found.page], report)
    _check_trim(pdf, read, report)
    _check_key(templates, pdf, read, by_face, report)
    pictures = sum(1 for item in items for part in printed_parts(item) if part.call
                   for p in face_boxes(templates, part.call.template, part.box.width, part.box.height, part.call.cells)
                   if p.content.picture)
    images = sum(page.images for page in pdf.pages)
    report.checked("pictures")
    if images != pictures:
        report.fail("pictures", f"{images} images in the file, the faces show {pictures} pictures"
                    " (symbols must be drawn as vectors)")
    return read


def _check_key(templates: Templates, pdf: PdfRead, read, by_face: dict, report: FileReport) -> None:
    """A sheet whose pieces print a designer mark says what the mark means under them, its back page
    too where their backs print one; no other does."""
    pages: set[int] = set()
    keyed: set[int] = set()
    for found in read.found:
        item = by_face.get(piece_key(found.box.width, found.box.height, found.front, found.back))
        pages.add(found.page)
        if item is not None and marked(item):
            keyed.add(found.page)
        if found.back_page is not None:
            pages.add(found.back_page)
            if item is not None and item.has_back_page and prints_mark(templates, item.back):
                keyed.add(found.back_page)
    check_keys(pdf, pages, keyed, report)


def _check_trim(pdf: PdfRead, read, report: FileReport) -> None:
    """Each page's TrimBox is the cut outline of the block of pieces found on it (of the fronts, on a
    folded sheet: the backs stand beside them, across the fold)."""
    boxes: dict[int, list[Box]] = {}
    for found in read.found:
        boxes.setdefault(found.page, []).append(found.box)
        if found.back_box is not None and found.back_page is not None and found.back_page != found.page:
            boxes.setdefault(found.back_page, []).append(found.back_box)
    for page in pdf.pages:
        if page.number not in boxes or page.trim is None:
            continue
        report.checked("trim boxes")
        block = Box.around(boxes[page.number])
        if not (block.grow(TOLERANCE_MM).contains(page.trim) and page.trim.grow(TOLERANCE_MM).contains(block)):
            report.fail("trim boxes", f"the TrimBox is {page.trim.width:.1f} x {page.trim.height:.1f} mm at "
                        f"({page.trim.x:.1f}, {page.trim.y:.1f}); the pieces' cut outline is {block.width:.1f} x "
                        f"{block.height:.1f} mm at ({block.x:.1f}, {block.y:.1f})", page.number)


def _check_folds(item: Item, trim: Box, page, report: FileReport) -> None:
    """A standee's fold lines run across its strip where its tabs and faces meet."""
    for (x0, y), (x1, _) in fold_lines(item, trim):
        report.checked("fold lines")
        if not any(abs(a[1] - y) <= TOLERANCE_MM and abs(b[1] - y) <= TOLERANCE_MM
                   and abs(min(a[0], b[0]) - x0) <= TOLERANCE_MM and abs(max(a[0], b[0]) - x1) <= TOLERANCE_MM
                   for a, b in (line.points for line in page.lines)):
            report.fail("fold lines", f"{item.label}: no fold line across the standee {y - trim.y:.1f} mm above "
                        "its foot", page.number, (trim.x + trim.width / 2, y))


def _check_boxes(templates: Templates, part: Part, page, label: str, report: FileReport) -> None:
    """Each text box's words are printed inside it (upside down on a standee's turned half), and each
    symbol is drawn as paths inside its box."""
    call = part.call
    name = label if part.name == "front" else f"{label} ({part.name})"
    for box in face_boxes(templates, call.template, part.box.width, part.box.height, call.cells):
        where = placed(box.box, part)
        if box.content.text:
            report.checked("words in their boxes")
            want = Counter(fill_in(box.content.text, call.values).split())
            runs = runs_at(page, where)
            have = Counter(" ".join(run.text for run in runs).split())
            if want - have:
                report.fail("words in their boxes", f"{name}: box '{box.name}' should print "
                            f"'{' '.join(want.elements())}', it holds '{' '.join(have.elements()) or 'nothing'}'",
                            page.number, centre(where))
            elif part.turned and any(abs((run.angle % 360) - UPSIDE_DOWN) > ANGLE_TOLERANCE for run in runs):
                report.fail("words in their boxes", f"{name}: box '{box.name}' must read upside down (the "
                            "standee's other side, above its fold)", page.number, centre(where))
        if box.content.symbol and fill_in(box.content.symbol, call.values):
            report.checked("symbols")
            symbol = placed_name(fill_in(box.content.symbol, call.values))
            near = where.grow(TOLERANCE_MM + 0.5)
            carried = [s.name for s in page.symbol_middles.between(near.x, near.right)
                       if near.contains(Box(*centre(s.box), 0.0, 0.0))]
            if symbol not in carried:
                report.fail("symbols", f"{name}: box '{box.name}' should carry the symbol '{symbol}', it carries "
                            f"{', '.join(repr(c) for c in carried) or 'none'}", page.number, centre(where))
