"""The designer marks' key on New Techno War's sheets of tiles: each sheet holding a tile that prints
a designer mark says what the mark means in its label, and no other sheet does."""

from __future__ import annotations

from ....core.marks import KEY
from ....verify.pdfread import PdfRead
from ....verify.report import FileReport


def check_key(pdf: PdfRead, pages: set[int], keyed: set[int], report: FileReport) -> None:
    """`pages`: the sheets holding tiles (their fronts); `keyed`: those holding a marked tile."""
    for page in pdf.pages:
        if page.number not in pages:
            continue
        report.checked("designer marks' key")
        if any(KEY in t.text for t in page.texts) != (page.number in keyed):
            report.fail("designer marks' key", f"the key {KEY!r} is " + (
                "printed, but no tile on the sheet carries the mark" if page.number not in keyed else
                "missing (a tile on the sheet carries the mark)"), page.number)
