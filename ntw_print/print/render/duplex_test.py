"""`duplex-test.pdf`: one sheet that shows how far a printer's back side lands from its front."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..layout.sheet import MAX_BACK_OFFSET_MM, Box, back_of, page_flip, paper
from .draw import GREY, INK, text
from .pdf import Page
from ..components import BuildOptions

SCALE_MM = int(MAX_BACK_OFFSET_MM)  # the back scales read -4..+4 mm
TARGET_INSET_MM = 30


def target_points(width: float, height: float) -> list[tuple[float, float]]:
    """Where the crosses stand on the front: near each corner and in the middle."""
    i = TARGET_INSET_MM
    return [(i, i), (width - i, i), (width / 2, height / 2), (i, height - i), (width - i, height - i)]


def duplex_test(game: object, options: BuildOptions) -> list[Page]:
    sheet = paper(options.paper, 0.0)
    w, h = sheet.width, sheet.height
    points = target_points(w, h)

    def front(canvas: Canvas) -> None:
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.2)
        for x, y in points:
            canvas.line(x - 6, y, x + 6, y)
            canvas.line(x, y - 6, x, y + 6)
        lines = [
            "Duplex test: print this sheet on both sides, as you will print the markers and tiles",
            f"({page_flip(options.duplex)}-edge flip). Hold it against a window: each cross on this side shows",
            "through onto a scale on the back. Read where it lands in mm across (x) and up (y) on the",
            "back, and build with  --back-offset X,Y  using that reading. 0,0 means a perfect printer.",
        ]
        for n, line in enumerate(lines):
            text(canvas, w / 2, h / 2 + 40 - n * 5, line, 9)

    def back(canvas: Canvas) -> None:
        canvas.setLineWidth(0.15)
        canvas.setStrokeColor(INK)
        for x, y in points:
            spot = back_of(Box(x, y, 0, 0), w, h, page_flip(options.duplex))
            _scale(canvas, spot.x, spot.y)
        text(canvas, w / 2, h / 2 - 40, "Back: read x along the horizontal scale, y along the vertical one (mm).", 9)

    return [Page(w, h, front, label="duplex test, front"), Page(w, h, back, label="duplex test, back")]


def _scale(canvas: Canvas, x: float, y: float) -> None:
    for step in range(-SCALE_MM * 2, SCALE_MM * 2 + 1):
        offset = step / 2
        long_tick = step % 2 == 0
        size = 1.6 if long_tick else 0.9
        canvas.line(x + offset, y - size, x + offset, y + size)
        canvas.line(x - size, y + offset, x + size, y + offset)
        if long_tick and step:
            text(canvas, x + offset, y - 3.6, f"{int(offset):+d}", 4.5, fill=GREY)
            text(canvas, x + 2.4, y + offset - 0.6, f"{int(offset):+d}", 4.5, fill=GREY, anchor="start")
