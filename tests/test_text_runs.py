"""Words written straight as PDF text operators land where they were asked to, however many."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from ntw_print.print.render.pdf import FONT, register_fonts
from ntw_print.print.render.text_runs import TextRuns
from ntw_print.print.readback.pdfread import read_pdf


def test_a_long_run_of_words_is_read_back_where_each_was_placed(tmp_path: Path) -> None:
    register_fonts()
    path = tmp_path / "words.pdf"
    canvas = Canvas(str(path), pagesize=(200 * mm, 200 * mm), invariant=1)
    canvas.scale(mm, mm)
    words = [(5 + column * 17.3205081, 190 - row * 1.0 / 3 - column * 0.123456, f"W{column}-{row}")
             for column in range(10) for row in range(500)]
    runs = TextRuns(canvas)
    runs.colour(HexColor("#2b2b2b"))
    for i, (x, y, word) in enumerate(words):
        runs.font(FONT, 1.5 if i % 7 else 2.0)
        runs.show(x, y, word)
    runs.draw()
    canvas.showPage()
    canvas.save()
    read = {t.text: (t.x, t.y) for t in read_pdf(path).pages[0].texts}
    assert len(read) == len(words)
    worst = max(max(abs(read[word][0] - x), abs(read[word][1] - y)) for x, y, word in words)
    assert worst < 0.001, worst  # mm: no rounding piles up down a column of words


def test_a_halo_run_strokes_its_words_and_leaves_the_text_mode_to_its_own_object(tmp_path: Path) -> None:
    register_fonts()
    canvas = Canvas(str(tmp_path / "halo.pdf"), invariant=1)
    halo = TextRuns(canvas, outline=True)
    halo.font(FONT, 2)
    halo.colour(HexColor("#ffffff"), stroke=True)
    halo.show(10, 10, "AA21")
    halo.draw()
    code = canvas._code[-1]
    assert code.startswith("BT 1 Tr 1 1 1 RG 1 0 0 1 10 10 Tm /") and code.endswith("(AA21) Tj ET")
