"""The PDF reader sees what a form shows through the window it is drawn in, and nothing beyond."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from ntw_print.print.readback.pdfread import read_pdf


def test_a_form_is_read_through_its_clip_and_transform(tmp_path: Path) -> None:
    path = tmp_path / "form.pdf"
    canvas = Canvas(str(path), pagesize=(100 * mm, 100 * mm), invariant=1)
    canvas.beginForm("art", 0, 0, 400, 400)
    canvas.drawString(10, 10, "INSIDE")
    canvas.drawString(300, 300, "OUTSIDE")
    canvas.line(10, 50, 110, 50)
    canvas.endForm()
    canvas.saveState()
    window = canvas.beginPath()
    window.rect(0, 0, 50 * mm, 50 * mm)
    canvas.clipPath(window, stroke=0, fill=0)
    canvas.translate(10 * mm, 20 * mm)
    canvas.scale(0.5, 0.5)
    canvas.doForm("art")
    canvas.restoreState()
    canvas.showPage()
    canvas.save()
    page = read_pdf(path).pages[0]
    texts = {t.text: t for t in page.texts}
    assert set(texts) == {"INSIDE"}
    assert abs(texts["INSIDE"].x - (10 + 5 / mm)) < 0.01 and abs(texts["INSIDE"].y - (20 + 5 / mm)) < 0.01
    (x0, y0), (x1, y1) = page.lines[0].points
    assert abs(x0 - (10 + 5 / mm)) < 0.01 and abs(x1 - (10 + 55 / mm)) < 0.01 and abs(y0 - (20 + 25 / mm)) < 0.01


def test_a_form_of_paths_only_inside_a_form_is_read_as_one_shape_at_its_place(tmp_path: Path) -> None:
    path = tmp_path / "motif.pdf"
    canvas = Canvas(str(path), pagesize=(100 * mm, 100 * mm), invariant=1)
    canvas.beginForm("motif", -5 * mm, -5 * mm, 5 * mm, 5 * mm)
    canvas.circle(0, 0, 4 * mm, stroke=1, fill=1)
    canvas.line(-4 * mm, 0, 4 * mm, 0)
    canvas.endForm()
    canvas.beginForm("ground", 0, 0, 100 * mm, 100 * mm)
    for x in (20, 60):
        canvas.saveState()
        canvas.translate(x * mm, 30 * mm)
        canvas.doForm("motif")
        canvas.restoreState()
    canvas.endForm()
    canvas.doForm("ground")
    canvas.saveState()
    canvas.translate(50 * mm, 80 * mm)
    canvas.doForm("motif")  # on the page itself: read path by path
    canvas.restoreState()
    canvas.showPage()
    canvas.save()
    shapes = read_pdf(path).pages[0].shapes
    motifs = [s for s in shapes if s.fill is None and s.stroke is None]
    assert [round(s.box.x + s.box.width / 2) for s in motifs] == [20, 60]
    assert all(8 < s.box.width < 9 and abs(s.box.y + s.box.height / 2 - 30) < 0.01 for s in motifs)  # what it draws
    assert len(shapes) == 4 and {round(s.box.y + s.box.height / 2) for s in shapes[2:]} == {80}


def test_what_the_walker_reads_is_what_its_records_hold(tmp_path: Path) -> None:
    """The walker makes its records without their __init__ (page_walk._made): each must equal, and
    hash as, the record its constructor makes from the same values (a text run's centre included)."""
    from dataclasses import fields

    from ntw_print.print.layout.sheet import Box
    from ntw_print.print.readback.pdfread import Shape, TextRun

    path = tmp_path / "page.pdf"
    canvas = Canvas(str(path), pagesize=(100 * mm, 100 * mm), invariant=1)
    canvas.setLineWidth(2)
    canvas.setStrokeColorRGB(1, 0, 0)
    canvas.setFillColorRGB(0, 0, 1)
    canvas.rect(10, 10, 40, 20, stroke=1, fill=1)
    canvas.line(10, 100, 90, 100)
    text = canvas.beginText(30, 60)
    text.setTextRenderMode(1)
    text.textLine("HALO")
    canvas.drawText(text)
    canvas.rotate(30)
    canvas.drawString(40, 40, "TURNED")
    canvas.showPage()
    canvas.save()
    page = read_pdf(path).pages[0]
    assert {t.text for t in page.texts} == {"HALO", "TURNED"} and len(page.shapes) == 2
    for record in [*page.texts, *page.shapes, *(t.box for t in page.texts), *(s.box for s in page.shapes)]:
        values = {f.name: getattr(record, f.name) for f in fields(record) if f.init}
        made = type(record)(**values)
        assert made == record and hash(made) == hash(record) and vars(made) == vars(record)
    assert next(t for t in page.texts if t.text == "HALO").stroked_only
    assert abs(next(t for t in page.texts if t.text == "TURNED").angle - 30) < 1e-3
    assert isinstance(page.shapes[0], Shape) and isinstance(page.texts[0], TextRun) and isinstance(page.media, Box)
