"""The designer marks' key on New Techno War's sheets of tiles and pieces: each sheet (front or back)
holding a piece that prints a designer mark says what the mark means in its label, and no other sheet
does."""

from __future__ import annotations

from ....core.marks import KEY, MARK
from ....print.readback.pdfread import PageRead, PdfRead
from ....print.readback.piece_sheets import SheetRead
from ....print.readback.report import FileReport


def check_key(pdf: PdfRead, pages: set[int], keyed: set[int], report: FileReport) -> None:
    """`pages`: the sheets holding tiles or pieces; `keyed`: those holding a marked one."""
    for page in pdf.pages:
        if page.number not in pages:
            continue
        report.checked("designer marks' key")
        if any(KEY in t.text for t in page.texts) != (page.number in keyed):
            report.fail("designer marks' key", f"the key {KEY!r} is " + (
                "printed, but no tile on the sheet carries the mark" if page.number not in keyed else
                "missing (a tile on the sheet carries the mark)"), page.number)


def check_piece_keys(pdf: PdfRead, read: SheetRead, report: FileReport) -> None:
    """The key on each page of pieces (fronts and backs) exactly where a piece found there prints the mark
    (what each piece prints is held to the data when the pieces are matched)."""
    pages: set[int] = set()
    keyed: set[int] = set()
    for found in read.found:
        for page, face in ((found.page, found.front), (found.back_page, found.back)):
            if page is None:
                continue
            pages.add(page)
            if face is not None and any(MARK in word for word in face.words):
                keyed.add(page)
    check_key(pdf, pages, keyed, report)


def check_page_key(page: PageRead, report: FileReport) -> None:
    """A page that prints a designer mark carries the key; no other page does."""
    keyed = any(KEY in t.text for t in page.texts)
    report.checked("designer marks' key")
    if keyed != any(MARK in t.text for t in page.texts if KEY not in t.text):
        report.fail("designer marks' key", f"the key {KEY!r} is " + (
            "printed, but nothing on the page carries the mark" if keyed else
            "missing (a value on the page carries the mark)"), page.number)


def hold_mark(report: FileReport, got: str, chosen: bool, what: str, page: int,
              at: tuple[float, float] | None) -> None:
    """A value's printed words carry the designer mark exactly when the data marks it designer."""
    report.checked("designer marks")
    if (MARK in got) != chosen:
        report.fail("designer marks", f"{what} prints {got!r}, the data "
                    + ("marks it designer" if chosen else "gives it as stated"), page, at)
