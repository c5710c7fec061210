"""Pictures from PDF: a piece or board drawn by its sheet's own code onto a page the size of its trim,
and that page (or a built file's page) rasterised by PDFium, so a PNG shows exactly what prints."""

from __future__ import annotations

import io
from typing import Callable

from PIL import Image, ImageChops, ImageDraw

from ..render.digital import Outline

MM_PER_INCH = 25.4
SUPERSAMPLE = 4  # the cut outline is drawn this much finer, then reduced: a smooth edge


def pdf_of(width: float, height: float, draw: Callable) -> bytes:
    """A one-page PDF of `width` x `height` mm, drawn by `draw(canvas)` on a canvas in mm."""
    from reportlab.lib.units import mm
    from reportlab.pdfgen.canvas import Canvas

    from ..render.pdf import FONT, register_fonts

    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(width * mm, height * mm), invariant=1, pageCompression=1, initialFontName=FONT)
    canvas.saveState()
    canvas.scale(mm, mm)
    draw(canvas)
    canvas.restoreState()
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def pixels(length_mm: float, dpi: float) -> int:
    return max(1, round(length_mm / MM_PER_INCH * dpi))


BAND_PIXELS = 12_000_000  # an opaque page larger than this is drawn in bands: a 300 dpi A0 board stays in memory once


def render_page(pdf, index: int, dpi: float, transparent: bool = False) -> Image.Image:
    """Page `index` of `pdf` (bytes or a path) at `dpi`: RGBA on a transparent ground, else RGB on white."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        page = document[index]
        scale = dpi / 72
        fill = (255, 255, 255, 0 if transparent else 255)
        width, height = page.get_size()
        if transparent or width * height * scale * scale <= BAND_PIXELS:
            image = page.render(scale=scale, fill_color=fill, may_draw_forms=False).to_pil()
            return image.convert("RGBA" if transparent else "RGB")
        return _in_bands(page, scale, fill, width, height)
    finally:
        document.close()


def _in_bands(page, scale: float, fill, width: float, height: float) -> Image.Image:
    """The page drawn a band of rows at a time into one RGB picture."""
    band = max(1.0, BAND_PIXELS / (width * scale) / scale)  # points of the page per band
    whole = None
    top = 0.0
    while top < height - 1e-6:
        bottom = min(height, top + band)
        part = page.render(scale=scale, crop=(0, height - bottom, 0, top), fill_color=fill,
                           may_draw_forms=False).to_pil().convert("RGB")
        if whole is None:
            whole = Image.new("RGB", (part.width, round(height * scale)), "white")
        whole.paste(part, (0, round(top * scale)))
        top = bottom
    return whole


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


def png_bytes(image: Image.Image, dpi: float) -> bytes:
    """The picture as PNG, saying its resolution (pHYs), so that an editor or a table program shows it
    at its true size."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=6, dpi=(dpi, dpi))
    return buffer.getvalue()
