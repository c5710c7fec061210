"""The PDF/X writer (render/pdfx.py): colours become the press's CMYK as they are drawn, the file
carries the output intent and the PDF/X keys, X-1a has no transparency; and ΔE2000 itself."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.lib.colors import HexColor
from reportlab.lib.utils import ImageReader

from ntw_print.core.colour_difference import delta_e_2000
from ntw_print.print.render.pdfx import PDFX_1A, PDFX_4, cmyk_of, pdfx_canvas

# Sharma, Wu and Dalal's test pairs (2005), with the differences they give
SHARMA = [((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425), ((50, 3.1571, -77.2803), (50, 0, -82.7485), 2.8615),
          ((50, 0, 0), (50, -1, 2), 2.3669), ((50, 2.5, 0), (73, 25, -18), 27.1492),
          ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
          ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373), ((50, 2.5, 0), (50, 0, -2.5), 4.3065)]


@pytest.mark.parametrize("first, second, expected", SHARMA)
def test_delta_e_2000_gives_the_published_differences(first, second, expected):
    assert delta_e_2000(first, second) == pytest.approx(expected, abs=1e-4)
    assert delta_e_2000(second, first) == pytest.approx(expected, abs=1e-4)


def test_the_paper_white_takes_no_ink_and_a_grey_takes_all_four():
    assert cmyk_of((255, 255, 255)) == (0, 0, 0, 0)
    cyan, magenta, yellow, black = cmyk_of((0x5b, 0x5a, 0x55))
    assert min(cyan, magenta, yellow) > 0.3 and black > 0.1


def _draw(path, standard):
    canvas = pdfx_canvas(path, standard, invariant=1, pageCompression=1)
    canvas.setTitle("test")
    canvas.setTrimBox((10, 10, 200, 200))
    canvas.setBleedBox((0, 0, 210, 210))
    canvas.setFillColor(HexColor("#3366cc"))
    canvas.rect(20, 20, 50, 50, fill=1)
    canvas.setStrokeColorRGB(1, 0, 0)
    canvas.setFillAlpha(0.5)
    canvas.rect(40, 40, 50, 50, fill=1, stroke=1)
    text = canvas.beginText(30, 180)
    text.setFillColor(HexColor("#228833"))
    text.textLine("Hello")
    canvas.drawText(text)
    picture = io.BytesIO()
    Image.new("RGBA", (4, 4), (0, 200, 0, 128)).save(picture, "PNG")
    picture.seek(0)
    canvas.drawImage(ImageReader(picture), 100, 20, 40, 40, mask="auto")
    canvas.saveState()
    edge = canvas.beginPath()
    edge.rect(150, 150, 40, 40)
    canvas.clipPath(edge, stroke=0, fill=0)
    canvas.linearGradient(150, 150, 190, 190, [HexColor("#ffcc00"), HexColor("#3366cc")])
    canvas.restoreState()
    canvas.showPage()
    canvas.save()
    return canvas


def _streams(path) -> str:
    return PdfReader(path).pages[0].get_contents().get_data().decode("latin-1")


@pytest.mark.parametrize("standard", [PDFX_4, PDFX_1A])
def test_every_colour_is_cmyk_and_the_file_names_its_press(tmp_path, standard):
    path = tmp_path / "x.pdf"
    canvas = _draw(path, standard)
    reader = PdfReader(path)
    intent = reader.trailer["/Root"]["/OutputIntents"][0].get_object()
    assert intent["/S"] == "/GTS_PDFX" and intent["/OutputConditionIdentifier"] == "FOGRA39"
    assert intent["/DestOutputProfile"].get_object()["/N"] == 4
    assert reader.metadata["/GTS_PDFXVersion"] == standard.name and reader.metadata["/Trapped"] == "/False"
    assert reader.trailer["/ID"]
    content = _streams(path)
    assert not re.search(r"\b(rg|RG)\b", content)
    assert f"{' '.join(f'{v:g}'.lstrip('0') or '0' for v in cmyk_of((0x33, 0x66, 0xcc)))} k" in content
    assert "#3366cc" in canvas.palette and "#228833" in canvas.palette
    image = reader.pages[0]["/Resources"]["/XObject"]
    colour_spaces = {str(x.get_object()["/ColorSpace"]) for x in image.values()}
    assert "/DeviceRGB" not in colour_spaces and "/DeviceCMYK" in colour_spaces
    shading = reader.pages[0]["/Resources"]["/Shading"]
    assert {str(s.get_object()["/ColorSpace"]) for s in shading.values()} == {"/DeviceCMYK"}


def test_x1a_mixes_translucent_colours_with_the_paper_instead_of_keeping_transparency(tmp_path):
    path = tmp_path / "x.pdf"
    canvas = _draw(path, PDFX_1A)
    data = path.read_bytes()
    assert b"/SMask" not in data and b"/ca" not in data and b"/CA" not in data
    assert "#99b2e6" in canvas.palette  # the blue fill at half opacity over the white paper
    assert b"/GTS_PDFXConformance (PDF/X-1a:2003)" in data


def test_x4_keeps_transparency_and_says_its_version_in_the_metadata(tmp_path):
    path = tmp_path / "x.pdf"
    _draw(path, PDFX_4)
    data = path.read_bytes()
    assert b"/SMask" in data and b"/ca .5" in data
    assert b"<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>" in data


def test_the_same_drawing_gives_the_same_bytes(tmp_path):
    _draw(tmp_path / "a.pdf", PDFX_4)
    _draw(tmp_path / "b.pdf", PDFX_4)
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


def test_verify_finds_rgb_a_missing_output_intent_and_a_colour_no_design_gave(tmp_path):
    from reportlab.pdfgen.canvas import Canvas

    from ntw_print.print.readback.pdfx import check_print_shop
    from ntw_print.print.readback.report import FileReport

    plain = Canvas(str(tmp_path / "rgb.pdf"))
    plain.setFillColor(HexColor("#3366cc"))
    plain.rect(20, 20, 50, 50, fill=1)
    plain.linearGradient(100, 100, 150, 150, [HexColor("#ffcc00"), HexColor("#3366cc")])
    plain.showPage()
    plain.save()
    report = FileReport("rgb.pdf")
    check_print_shop(tmp_path / "rgb.pdf", report, "4", {})
    said = " ".join(f.message for f in report.findings)
    assert "no PDF/X output intent" in said and "an RGB colour (0.2 0.4 0.8)" in said and "GTS_PDFXVersion" in said
    assert "a gradient in /DeviceRGB" in said

    canvas = _draw(tmp_path / "x.pdf", PDFX_4)
    report = FileReport("x.pdf")
    check_print_shop(tmp_path / "x.pdf", report, "4", dict(canvas.palette))
    assert report.ok, [f.message for f in report.findings]
    farthest = re.search(r"farthest from (#\w+) \(ΔE2000 ([\d.]+)", " ".join(report.notes))
    assert farthest.group(1) == "#ff0000" and 4 < float(farthest.group(2)) < 8  # pure red: beyond the press's inks
    report = FileReport("x.pdf")
    check_print_shop(tmp_path / "x.pdf", report, "4", {"#3366cc": canvas.palette["#3366cc"]})
    assert [f.check for f in report.findings] == ["colour", "colour"]  # the red and the green came from no design
    report = FileReport("x.pdf")
    check_print_shop(tmp_path / "x.pdf", report, "1a", dict(canvas.palette))
    assert any("transparency" in f.message for f in report.findings)
