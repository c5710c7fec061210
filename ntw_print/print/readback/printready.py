"""Checks every output file gets: valid structure, sane size, print boxes, embedded fonts, glyphs, crop marks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.geometry import Point
from ...core.numbers import NOT_FINITE
from ..layout.sheet import PRINTER_MARGIN_MM, Box, paper_size, paper_title
from .pdfread import PdfRead, PageRead, Shape
from .report import FileReport

if TYPE_CHECKING:
    from ..render.pdf import Page

Line = Sequence[Point]  # a segment's two ends (or any line's points), in page mm

TOLERANCE_MM = 0.05
CROP_MARK_WIDTH_MM = 0.25
MIN_BYTES = 2_000
MAX_BYTES_PER_PAGE = 8_000_000
SUSPICIOUS_TEXT = re.compile(r"\w\?\w|^\?+$|\ufffd")  # a "?" inside a word, or standing alone


def check_file(pdf: PdfRead, report: FileReport, scale_bar: bool = True) -> None:
    """The checks that hold for any printed file, whatever it shows (`scale_bar` False: its pages are
    their trim and bleed alone, a board for a print shop, with no margin for a scale bar)."""
    report.pages = pdf.pages_in_file
    report.checked("structure")
    for problem in pdf.structure_problems:
        report.fail("structure", problem)
    report.checked("file size")
    if pdf.size < MIN_BYTES:
        report.fail("file size", f"only {pdf.size} bytes: too small to hold a printed page")
    if pdf.pages and pdf.size > MAX_BYTES_PER_PAGE * pdf.pages_in_file:
        report.fail("file size", f"{pdf.size / 1e6:.0f} MB for {pdf.pages_in_file} pages is more than a printer will "
                    "take")
    if not pdf.pages and not pdf.structure_problems:
        report.fail("structure", "the file has no pages")
    for font in pdf.fonts:
        report.checked("fonts embedded")
        if not font.embedded:
            report.fail("fonts embedded", f"font {font.name.lstrip('/')} ({font.subtype.lstrip('/')}) is not embedded;"
                        " a print shop would substitute it", font.pages[0])
    from .scale_bar import check_scale_bar

    report.checked("finite numbers")
    for number, operand in pdf.not_finite:
        report.fail("finite numbers", f"the page draws with '{operand}' where a number belongs (a size or place "
                    "that is not finite): a printer draws something else", number)
    for page in pdf.pages:
        check_boxes(page, report)
        check_glyphs(page, report)
        if scale_bar:
            check_scale_bar(page, report, pdf.path)


def check_boxes(page: PageRead, report: FileReport) -> None:
    report.checked("print boxes")
    if page.rotation:
        report.fail("print boxes", f"the page is turned {page.rotation}° (/Rotate): it shows and prints turned, "
                    "and a back no longer lands behind its front", page.number)
    if page.trim is None:
        report.fail("print boxes", "no TrimBox (the cut line a print shop needs)", page.number)
    if page.bleed is None:
        report.fail("print boxes", "no BleedBox", page.number)
    if page.trim is None or page.bleed is None:
        return
    if not page.bleed.contains(page.trim, TOLERANCE_MM):
        report.fail("print boxes", "the BleedBox does not contain the TrimBox", page.number)
    if not page.media.contains(page.bleed, TOLERANCE_MM):
        report.fail("print boxes", "the BleedBox runs off the page (MediaBox)", page.number)


def check_glyphs(page: PageRead, report: FileReport) -> None:
    report.checked("glyphs", len(page.texts))
    for bad in page.bad_glyphs:
        report.fail("glyphs", f"a character without a glyph (code {bad.code:#x}) prints as an empty box",
                    page.number, (bad.x, bad.y))
    embedded_reported = set()
    for run in page.texts:
        if NOT_FINITE.search(run.text):
            report.fail("finite numbers", f"'{run.text.strip()}' prints a number that is not finite", page.number,
                        (run.x, run.y))
        if SUSPICIOUS_TEXT.search(run.text):
            report.fail("glyphs", f"'{run.text.strip()}' has a '?' where a character was meant", page.number,
                        (run.x, run.y))
        if not run.embedded and run.font not in embedded_reported:
            embedded_reported.add(run.font)
            report.fail("fonts embedded", f"text '{run.text.strip()}' is set in {run.font}, which is not embedded",
                        page.number, (run.x, run.y))


def drawn_as_crop_mark(shape: Shape) -> bool:
    """A thin black axis-aligned line, as crop marks are drawn."""
    if not shape.is_line or shape.stroke is None or max(shape.stroke) > 40:
        return False
    if abs(shape.stroke_width - CROP_MARK_WIDTH_MM) > 0.02:
        return False
    (x0, y0), (x1, y1) = shape.points
    return abs(x0 - x1) <= TOLERANCE_MM or abs(y0 - y1) <= TOLERANCE_MM


def is_crop_mark(shape: Shape, bleed: Box) -> bool:
    """A thin black axis-aligned line that starts outside the bleed (a cut line's guide, not art)."""
    if not drawn_as_crop_mark(shape):
        return False
    inside = bleed.grow(TOLERANCE_MM)
    return any(not (inside.x <= x <= inside.right and inside.y <= y <= inside.top) for x, y in shape.points)


def segment_box(line: Shape) -> Box:
    (x0, y0), (x1, y1) = line.points
    return Box(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))


def _overlaps(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.top and b.y < a.top


def crop_marks(page: PageRead, art: tuple[Box, ...] = ()) -> list[Shape]:
    """The crop marks of a page: outside its BleedBox, and outside any other `art` (the backs of a
    folded sheet, beside the fronts its boxes hold)."""
    box = page.bleed or page.trim
    if box is None:
        return []
    return [s for s in page.lines if is_crop_mark(s, box) and not any(a.contains(segment_box(s)) for a in art)]


def check_crop_marks(page: PageRead, report: FileReport, edges: bool = True, art: tuple[Box, ...] = ()) -> list[Shape]:
    """Marks stay outside the bleed and inside what a printer prints; each trim edge is marked at both ends
    (`edges`; checkers that compare every mark with their pieces' cut lines leave that to themselves).

    Returns the marks found.
    """
    marks = crop_marks(page, art)
    report.checked("crop marks", len(marks))
    if page.trim is None or page.bleed is None:
        return marks
    printable = page.media.grow(-PRINTER_MARGIN_MM)
    bleed_inside = page.bleed.grow(-TOLERANCE_MM)
    for mark in marks:
        (x0, y0), (x1, y1) = mark.points
        if _overlaps(segment_box(mark), bleed_inside):
            report.fail("crop marks", "a crop mark runs into the bleed, where it would print on a piece",
                        page.number, (x0, y0))
        if not printable.contains(segment_box(mark), TOLERANCE_MM):
            report.fail("crop marks", f"a crop mark lies within {PRINTER_MARGIN_MM:.0f} mm of the paper edge,"
                        " where a home printer cannot print", page.number, (x0, y0))
    if not edges or page.trim.contains(page.media, TOLERANCE_MM):
        return marks  # a page cut at its own edge needs no marks
    trim = page.trim
    for x in (trim.x, trim.right):
        for below in (True, False):
            if not _has_mark(marks, vertical=True, at=x, below_or_left=below, edge=trim.y if below else trim.top):
                report.fail("crop marks", f"the cut at x = {x:.1f} mm has no mark {'below' if below else 'above'} "
                            "the pieces", page.number, (x, trim.y if below else trim.top))
    for y in (trim.y, trim.top):
        for left in (True, False):
            if not _has_mark(marks, vertical=False, at=y, below_or_left=left, edge=trim.x if left else trim.right):
                report.fail("crop marks", f"the cut at y = {y:.1f} mm has no mark on the {'left' if left else 'right'}",
                            page.number, (trim.x if left else trim.right, y))
    return marks


def check_layout(pdf: PdfRead, layout: list[Page], report: FileReport) -> None:
    """The file has the pages its layout gives (`layout`: the component's pages), each of its size with
    its TrimBox and BleedBox where the layout cuts, and the crop marks the layout places there: none
    missing, none moved, none extra, each clear of the bleed and inside what a printer prints."""
    report.checked("pages")
    if len(layout) != len(pdf.pages):
        report.fail("pages", f"the file has {len(pdf.pages)} pages, its layout gives {len(layout)}")
        return
    for read, laid in zip(pdf.pages, layout):
        _check_layout_boxes(read, laid, report)
        if laid.crop_marks:
            _check_layout_marks(read, laid, report)


def _check_layout_boxes(read: PageRead, laid: Page, report: FileReport) -> None:
    report.checked("layout boxes")
    if not page_size_ok(read, [(laid.width, laid.height)]):
        report.fail("layout boxes", f"the page is {read.media.width:.1f} x {read.media.height:.1f} mm, its layout "
                    f"{laid.width:.1f} x {laid.height:.1f} mm", read.number)
        return
    trim = laid.trim or Box(0.0, 0.0, laid.width, laid.height)
    for name, found, want in (("TrimBox", read.trim, trim), ("BleedBox", read.bleed, laid.bleed or trim)):
        if found is not None and not _same_box(found, want):
            report.fail("layout boxes", f"the {name} is {_box_text(found)}, the layout's {_box_text(want)}",
                        read.number, (found.x, found.y))


def _same_box(a: Box, b: Box) -> bool:
    return all(abs(p - q) <= TOLERANCE_MM for p, q in zip((a.x, a.y, a.right, a.top), (b.x, b.y, b.right, b.top)))


def _box_text(box: Box) -> str:
    return f"{box.width:.1f} x {box.height:.1f} mm at ({box.x:.1f}, {box.y:.1f})"


def _check_layout_marks(read: PageRead, laid: Page, report: FileReport) -> None:
    marks = check_crop_marks(read, report, edges=False)
    want = [tuple(sorted(segment)) for segment in laid.crop_marks]
    # a page whose BleedBox is the whole sheet (rulers cut apart on the sheet) has its marks inside it
    drawn = [tuple(sorted(line.points)) for line in read.lines if drawn_as_crop_mark(line)]
    for segment in unmatched_segments(want, drawn):
        report.fail("crop marks", "the layout marks a cut here; the page has no crop mark", read.number, segment[0])
    for segment in unmatched_segments([tuple(sorted(mark.points)) for mark in marks], want):
        report.fail("crop marks", "a crop mark where the layout marks no cut", read.number, segment[0])


def _has_mark(marks: list[Shape], vertical: bool, at: float, below_or_left: bool, edge: float) -> bool:
    for mark in marks:
        (x0, y0), (x1, y1) = mark.points
        if vertical and abs(x0 - x1) <= TOLERANCE_MM and abs(x0 - at) <= TOLERANCE_MM:
            if (max(y0, y1) <= edge + TOLERANCE_MM) if below_or_left else (min(y0, y1) >= edge - TOLERANCE_MM):
                return True
        if not vertical and abs(y0 - y1) <= TOLERANCE_MM and abs(y0 - at) <= TOLERANCE_MM:
            if (max(x0, x1) <= edge + TOLERANCE_MM) if below_or_left else (min(x0, x1) >= edge - TOLERANCE_MM):
                return True
    return False


def unmatched_segments(segments: Sequence[Line], others: Sequence[Line]) -> list[Line]:
    """The segments with no counterpart in `others` within the tolerance."""
    def key(segment: Line) -> tuple[float, ...]:
        return tuple(round(v, 1) for point in segment for v in point)

    exact = {key(o) for o in others}
    return [s for s in segments if key(s) not in exact and not any(_same_segment(s, o) for o in others)]


def _same_segment(a: Line, b: Line) -> bool:
    return all(abs(p - q) <= TOLERANCE_MM for u, v in zip(a, b) for p, q in zip(u, v))


def check_paper_size(page: PageRead, paper: str, report: FileReport) -> None:
    """The page is a sheet of the chosen paper."""
    width, height = paper_size(paper)
    report.checked("page size")
    if not page_size_ok(page, [(width, height)]):
        report.fail("page size", f"{page.media.width:.1f} x {page.media.height:.1f} mm, not {paper_title(paper)}", page.number)


def page_size_ok(page: PageRead, sizes: list[tuple[float, float]]) -> bool:
    """The page is one of these sizes (mm, either orientation)."""
    w, h = page.media.width, page.media.height
    return any((abs(w - a) <= 0.5 and abs(h - b) <= 0.5) or (abs(w - b) <= 0.5 and abs(h - a) <= 0.5)
               for a, b in sizes)
