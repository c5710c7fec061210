"""PDF files joined into one (render/pdf_join.py): every page as it was, each file's pages once,
labels and bookmarks where they were asked for, text that reads like a reference left alone, and
the same files make the same bytes."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from ntw_print.core.errors import BuildError
from ntw_print.print.render.pdf_join import Part, join


LINK = "https://example.org/see 1 0 R (and 2 0 R)"  # text that reads like references


def _pdf(path, pages: list[str]):
    canvas = Canvas(str(path), invariant=1, pageCompression=1)
    for words in pages:
        canvas.setFillAlpha(0.5)  # a graphics state in the page's resources
        canvas.drawString(72, 72, words)
        canvas.linkURL(LINK, (72, 72, 144, 90), relative=0)
        canvas.showPage()
    canvas.save()
    return path


def test_pages_labels_and_bookmarks(tmp_path):
    first = _pdf(tmp_path / "first.pdf", ["cover", "contents"])
    second = _pdf(tmp_path / "second.pdf", ["one", "two", "three"])
    target = tmp_path / "joined.pdf"
    pages = join([Part(first, ((0, "cover", False), (1, "contents", False)), (("Contents", 1),)),
                  Part(second, ((0, "second-", True),), (("1. Second «file»", 0),))],
                 target, {"Title": "Joined: «all»", "Producer": "ntw-print"})
    joined, sources = PdfReader(target), [PdfReader(first), PdfReader(second)]
    assert pages == len(joined.pages) == 5  # each file's pages once (a page's parent is not followed)
    originals = [page for source in sources for page in source.pages]
    for page, original in zip(joined.pages, originals):
        assert page.get_contents().get_data() == original.get_contents().get_data()
        assert page["/Resources"]["/ExtGState"] == original["/Resources"]["/ExtGState"]
        assert [float(v) for v in page.mediabox] == [float(v) for v in original.mediabox]
        assert page["/Annots"][0].get_object()["/A"]["/URI"] == LINK
    assert joined.page_labels == ["cover", "contents", "second-1", "second-2", "second-3"]
    assert [(joined.get_destination_page_number(item), item.title) for item in joined.outline] == [
        (1, "Contents"), (2, "1. Second «file»")]
    assert joined.metadata["/Title"] == "Joined: «all»"


def test_the_same_files_make_the_same_bytes(tmp_path):
    source = _pdf(tmp_path / "a.pdf", ["one", "two"])
    parts = [Part(source, ((0, "a-", True),), (("A", 0),))]
    join(parts, tmp_path / "one.pdf", {"Title": "t"})
    join(parts, tmp_path / "two.pdf", {"Title": "t"})
    assert (tmp_path / "one.pdf").read_bytes() == (tmp_path / "two.pdf").read_bytes()


def test_a_file_that_is_not_a_pdf_of_this_kind_is_refused(tmp_path):
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4\nnot a PDF at all\n")
    with pytest.raises(BuildError, match="broken.pdf: not a PDF with a cross-reference table"):
        join([Part(broken, ((0, "x-", True),))], tmp_path / "joined.pdf", {})
