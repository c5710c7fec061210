"""Sheets of faced items read back: every face's words and numbers, colour, size, copies, backs, art.

What each face should say is re-derived from the spec (its templates' text with the row's
values); where the pieces are, what they say and which back lies behind which front is read off
the paper by verify/piece_sheets.py, which never looks at how the renderer laid them out.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ...layout.sheet import Box
from ...verify.pdfread import PdfRead
from ...verify.places import centre, runs_at
from ...verify.piece_sheets import Expected, Face, match_pieces, piece_key, read_sheets, rgb
from ...verify.printready import TOLERANCE_MM, check_file
from ...verify.report import FileReport
from ..readback import Problems
from .items import FaceCall, Item
from .layout import background, face_boxes, shifted
from .schema import Templates, fill_in


def face_of(templates: Templates, call: FaceCall, width: float, height: float) -> Face:
    """The words a face prints (every text box, filled in) and its background colour."""
    words = " ".join(fill_in(p.content.text, call.values)
                     for p in face_boxes(templates, call.template, width, height) if p.content.text)
    return Face.of(words, fill_in(background(templates, call.template), call.values).lower())


def expected_items(templates: Templates, items: list[Item]) -> list[Expected]:
    return [Expected(item.label, item.key.split("/")[0], item.width, item.height,
                     face_of(templates, item.front, item.width, item.height),
                     face_of(templates, item.back, item.width, item.height) if item.back else None)
            for item in items]


def check_items(templates: Templates, items: list[Item], options, bleed: float, pdf: PdfRead,
                name: str) -> list[str]:
    """Every difference between the sheets in `pdf` and the items, one line each."""
    options = replace(options, bleed=bleed)
    expected = expected_items(templates, items)
    colours = {rgb(c): c for e in expected for f in (e.front, e.back) if f for c in [f.colour]}
    report = FileReport(name)
    check_file(pdf, report)
    read = read_sheets(pdf, expected, options, None, report, colours)
    match_pieces(read, expected, report)
    by_face = {piece_key(e.width, e.height, e.front, e.back): item for e, item in zip(expected, items)}
    pages = {page.number: page for page in pdf.pages}
    for found in read.found:
        item = by_face.get(piece_key(found.box.width, found.box.height, found.front, found.back))
        if item is None:
            continue  # reported by match_pieces
        faces = [(item.front, found.page, found.box)]
        if item.back is not None and found.back_box is not None:
            faces.append((item.back, found.back_page, found.back_box))
        for call, page, trim in faces:
            _check_boxes(templates, call, pages[page], trim, item.label, report)
    _check_trim(pdf, read, report)
    pictures = sum(1 for item in items for call in (item.front, item.back) if call
                   for p in face_boxes(templates, call.template, item.width, item.height) if p.content.picture)
    images = sum(page.images for page in pdf.pages)
    report.checked("pictures")
    if images != pictures:
        report.fail("pictures", f"{images} images in the file, the faces show {pictures} pictures"
                    " (symbols must be drawn as vectors)")
    return Problems([str(f) for f in report.findings], report.numbers)


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


def _check_boxes(templates: Templates, call: FaceCall, page, trim: Box, label: str, report: FileReport) -> None:
    """Each text box's words are printed inside it, and each symbol is drawn as paths inside its box."""
    for placed in face_boxes(templates, call.template, trim.width, trim.height):
        where = shifted(placed.box, trim)
        if placed.content.text:
            report.checked("words in their boxes")
            want = Counter(fill_in(placed.content.text, call.values).split())
            have = Counter(" ".join(run.text for run in runs_at(page, where)).split())
            if want - have:
                report.fail("words in their boxes", f"{label}: box '{placed.name}' should print "
                            f"'{' '.join(want.elements())}', it holds '{' '.join(have.elements()) or 'nothing'}'",
                            page.number, centre(where))
        if placed.content.symbol:
            report.checked("symbols")
            symbol = fill_in(placed.content.symbol, call.values)
            if not any(where.grow(TOLERANCE_MM + 0.5).contains(s.box) for s in page.shapes):
                report.fail("symbols", f"{label}: symbol '{symbol}' is not drawn as paths in its box", page.number,
                            centre(where))
