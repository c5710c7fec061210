"""Pictures from PDF: a piece or board drawn by its sheet's own code onto a page the size of its trim,
and that page (or a built file's page) rasterised by PDFium, so a PNG shows exactly what prints."""

from __future__ import annotations

import io
import math
from typing import BinaryIO, Callable

from PIL import Image, ImageChops, ImageDraw

from ...print.render.digital import Outline
from .png import PngWriter

MM_PER_INCH = 25.4
SUPERSAMPLE = 4  # the cut outline is drawn this much finer, then reduced: a smooth edge


def pdf_of(pages: list[tuple[float, float, Callable]]) -> bytes:
    """A PDF of a page of `width` x `height` mm for each (width, height, draw), drawn by `draw(canvas)`
    on a canvas in mm. Pieces drawn together share one document: its fonts are embedded once."""
    from reportlab.lib.units import mm
    from reportlab.pdfgen.canvas import Canvas

    from ...print.render.pdf import FONT, register_fonts

    register_fonts()
    buffer = io.BytesIO()
    # not deflated: it is read once, straight away, by PDFium
    canvas = Canvas(buffer, pagesize=(pages[0][0] * mm, pages[0][1] * mm), invariant=1, pageCompression=0,
                    initialFontName=FONT)
    for width, height, draw in pages:
        canvas.setPageSize((width * mm, height * mm))
        canvas.saveState()
        canvas.scale(mm, mm)
        draw(canvas)
        canvas.restoreState()
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def pixels(length_mm: float, dpi: float) -> int:
    return max(1, round(length_mm / MM_PER_INCH * dpi))


BAND_PIXELS = 12_000_000  # a larger opaque page is drawn in bands: a 300 dpi A0 board is never in memory whole


def render_pages(pdf, dpis: tuple[float, ...]) -> list[list[Image.Image]]:
    """Every page of `pdf` (bytes or a path) at each of `dpis`, RGBA on a transparent ground."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        return [[page.render(scale=dpi / 72, fill_color=(255, 255, 255, 0), may_draw_forms=False).to_pil()
                 .convert("RGBA") for dpi in dpis] for page in document]
    finally:
        document.close()


def page_png(pdf, index: int, dpi: float, stream: BinaryIO) -> tuple[int, int]:
    """Page `index` of `pdf` (bytes or a path) at `dpi` on white, written to `stream` as PNG a band at
    a time; its size in pixels. A page drawn in bands is its height in pixels rounded (one drawn whole,
    rounded up, as PDFium draws it)."""
    import ctypes

    import pypdfium2
    from pypdfium2 import PdfBitmap

    document = pypdfium2.PdfDocument(pdf)
    try:
        page = document[index]
        scale = dpi / 72
        width, height = page.get_size()
        white = {"fill_color": (255, 255, 255, 255), "may_draw_forms": False, "rev_byteorder": True}
        if width * height * scale * scale <= BAND_PIXELS:
            pixels = page.render(scale=scale, **white).to_numpy()
            writer = PngWriter(stream, pixels.shape[1], pixels.shape[0], "RGB", dpi)
            writer.add(pixels)
        else:
            drawn = math.ceil(height * scale)  # the rows PDFium would draw the page in
            writer = PngWriter(stream, math.ceil(width * scale), round(height * scale), "RGB", dpi)
            step = max(1, BAND_PIXELS // writer.width)
            band = (ctypes.c_ubyte * (writer.width * 3 * (step + drawn - writer.height)))()  # drawn into, band after band

            def into_band(width: int, height: int, **kwargs):
                return PdfBitmap.new_native(width, height, buffer=band, **kwargs)

            for top in range(0, writer.height, step):
                bottom = min(writer.height, top + step)
                # a crop is in points, which PDFium rounds up to whole pixels: half a pixel short of each edge
                crop = (0, (drawn - bottom - 0.5) / scale, 0, (top - 0.5) / scale if top else 0)
                writer.add(page.render(scale=scale, crop=crop, bitmap_maker=into_band, **white).to_numpy()[:bottom - top])
        writer.close()
        return writer.width, writer.height
    finally:
        document.close()


def page_count(pdf) -> int:
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        return len(document)
    finally:
        document.close()


def cut(image: Image.Image, outline: Outline, width: float, height: float) -> Image.Image:
    """The picture with everything outside the cut outline transparent."""
    if outline.shape == "rect":
        return image
    w, h = image.size
    big = Image.new("L", (w * SUPERSAMPLE, h * SUPERSAMPLE), 0)
    pen = ImageDraw.Draw(big)
    sx, sy = w * SUPERSAMPLE / width, h * SUPERSAMPLE / height
    if outline.shape == "ellipse":
        pen.ellipse((0, 0, w * SUPERSAMPLE - 1, h * SUPERSAMPLE - 1), fill=255)
    else:
        for polygon in outline.polygons:
            pen.polygon([(x * sx, (height - y) * sy) for x, y in polygon], fill=255)
    mask = big.resize((w, h), Image.Resampling.BOX)
    red, green, blue, alpha = image.split()
    return Image.merge("RGBA", (red, green, blue, ImageChops.multiply(alpha, mask)))
