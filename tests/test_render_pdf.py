"""Pages before they are written: a page moved to the middle of a larger sheet keeps what it is; words
are measured once however often a layout asks."""

from __future__ import annotations

from ntw_print.print.layout.sheet import Box
from ntw_print.print.render.pdf import Page, centred


def test_a_centred_back_stays_a_back_with_its_boxes_moved():
    page = Page(100.0, 150.0, lambda canvas: None, trim=Box(10, 10, 80, 130), label="back", back=True)
    moved = centred(page, 210.0, 297.0)
    assert (moved.width, moved.height, moved.back, moved.label) == (210.0, 297.0, True, "back")
    assert moved.trim == Box(65.0, 83.5, 80, 130)


def test_words_are_measured_once_however_often_they_are_asked_for(monkeypatch):
    from reportlab.pdfbase import pdfmetrics

    from ntw_print.print.render import pdf

    asked = []
    measured = pdfmetrics.stringWidth
    monkeypatch.setattr(pdfmetrics, "stringWidth", lambda *args: asked.append(args) or measured(*args))
    words = "a word measured only once, at 9.25 pt"
    first = pdf.text_width(words, pdf.FONT, 9.25)
    assert pdf.text_width(words, pdf.FONT, 9.25) == first == measured(words, pdf.FONT, 9.25) / pdf.mm
    assert pdf.measure(words, 9.25, False) == first
    assert len(asked) == 1
    assert pdf.text_width(words, pdf.FONT_BOLD, 9.25) > first and len(asked) == 2  # another face, measured
