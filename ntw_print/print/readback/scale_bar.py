"""Every page carries the scale bar (layout/scale_bar.py): found by its two lines, measured, and
checked to stand in the margin, clear of the pieces, their bleed and everything else printed."""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING

from ...core.geometry import MM_PER_PT
from ..layout.scale_bar import GAP, IMPERIAL_MM, LEFT_EDGE, LINE_MM, LONG_TICK, METRIC_MM, RIGHT_EDGE, ScaleBar
from ..layout.sheet import PRINTER_MARGIN_MM, Box
from .pdfread import PageRead, Shape
from .printready import TOLERANCE_MM
from .report import FileReport

if TYPE_CHECKING:
    from PIL.Image import Image

FIND_MM = 3.0  # a line this close to 100 mm or 4 in is taken for the bar, then measured exactly


def _straight(shape: Shape, axis: int) -> bool:
    """Whether the shape is a line of the bar's width along `axis` (0: across, 1: up the page)."""
    (x0, y0), (x1, y1) = shape.points
    across = (y0, y1) if axis == 0 else (x0, x1)
    return abs(across[0] - across[1]) <= TOLERANCE_MM and abs(shape.stroke_width - LINE_MM) <= 0.02


def _span(shape: Shape, axis: int) -> float:
    return abs(shape.points[1][axis] - shape.points[0][axis])


def find_bar(page: PageRead) -> tuple[ScaleBar, float, float] | None:
    """The bar (its room's corner), its metric and its inch line's lengths; None when there is none. A
    bar along the page's left or right edge (ScaleBar's turn) is found by its two lines down."""
    lines = [s for s in page.lines if _straight(s, 0)]
    metric = [s for s in lines if abs(_span(s, 0) - METRIC_MM) <= FIND_MM]
    imperial = [s for s in lines if abs(_span(s, 0) - IMPERIAL_MM) <= FIND_MM]
    for top in metric:
        for low in imperial:
            x, y = min(p[0] for p in top.points), top.points[0][1]
            if abs(min(p[0] for p in low.points) - x) <= 0.1 and abs(y - low.points[0][1] - GAP) <= 0.1:
                return ScaleBar(x, low.points[0][1] - LONG_TICK), _span(top, 0), _span(low, 0)
    return _turned_bar(page)


def _turned_bar(page: PageRead) -> tuple[ScaleBar, float, float] | None:
    lines = [s for s in page.lines if _straight(s, 1)]
    metric = [s for s in lines if abs(_span(s, 1) - METRIC_MM) <= FIND_MM]
    imperial = [s for s in lines if abs(_span(s, 1) - IMPERIAL_MM) <= FIND_MM]
    size = (page.media.width, page.media.height)
    for top in metric:
        for low in imperial:
            across = top.points[0][0] - low.points[0][0]  # the metric line stands further from the edge
            if abs(across - GAP) <= 0.1 and abs(max(p[1] for p in top.points) - max(p[1] for p in low.points)) <= 0.1:
                bar = ScaleBar(size[1] - max(p[1] for p in top.points), low.points[0][0] - LONG_TICK, LEFT_EDGE, size)
            elif abs(across + GAP) <= 0.1 and abs(min(p[1] for p in top.points) - min(p[1] for p in low.points)) <= 0.1:
                bar = ScaleBar(min(p[1] for p in top.points), size[0] - low.points[0][0] - LONG_TICK, RIGHT_EDGE, size)
            else:
                continue
            return bar, _span(top, 1), _span(low, 1)
    return None


def check_scale_bar(page: PageRead, report: FileReport, path: Path | None = None) -> None:
    report.checked("scale bar")
    found = find_bar(page)
    if found is None:
        report.fail("scale bar", "no scale bar (100 mm above 4 in) on this page", page.number)
        return
    bar, metric, imperial = found
    report.measured.setdefault("scale bar", metric)
    where = (bar.box.x, bar.box.y)
    for length, want, name in ((metric, METRIC_MM, "100 mm"), (imperial, IMPERIAL_MM, "4 in")):
        if abs(length - want) > TOLERANCE_MM:
            report.fail("scale bar", f"the {name} line measures {length:.2f} mm", page.number, where)
    box = bar.box
    if not page.media.grow(-PRINTER_MARGIN_MM).contains(box, TOLERANCE_MM):
        report.fail("scale bar", f"the scale bar lies within {PRINTER_MARGIN_MM:g} mm of the paper's edge, where a "
                    "home printer cannot print", page.number, where)
    suspects = _others(page, box)
    if suspects and (path is None or _inked_beside_the_bar(path, page, box)):
        other = suspects[0]
        report.fail("scale bar", "the scale bar is printed over something else on the page", page.number,
                    (other.x, other.y))


def _others(page: PageRead, bar: Box) -> list[Box]:
    """What is drawn over the bar's room other than the bar itself (a page-wide background aside)."""
    room = bar
    found = []
    for text in page.texts:
        if _overlaps(text.box, room) and text.text.strip() not in ("100 mm", "4 in"):
            found.append(text.box)
    for shape in page.shapes:
        seen = shape.visible or shape.box
        if not _overlaps(seen, room) or seen.contains(page.media, 1.0):
            continue  # the page's ground
        if shape.is_line and abs(shape.stroke_width - LINE_MM) <= 0.02 and bar.grow(LINE_MM + 0.05).contains(shape.box):
            continue  # the bar's own lines and ticks
        found.append(seen)
    return found


PIXELS_PER_MM = 8


def _inked_beside_the_bar(path: Path, page: PageRead, room: Box) -> bool:
    """Whether anything but the bar itself is seen in its room, the page rendered as printed (the
    bounds of clipped art may reach over the bar where nothing shows)."""
    import pypdfium2 as pdfium

    own = [s.box.grow(0.15) for s in page.shapes if s.is_line and abs(s.stroke_width - LINE_MM) <= 0.02
           and room.grow(LINE_MM + 0.05).contains(s.box)]
    own += [t.box.grow(0.3) for t in page.texts if t.text.strip() in ("100 mm", "4 in") and _overlaps(t.box, room)]
    document = pdfium.PdfDocument(str(path))
    try:
        pdf_page = document[page.number - 1]
        media = page.media
        crop = tuple(v / MM_PER_PT for v in (room.x - media.x, room.y - media.y, media.right - room.right,
                                                 media.top - room.top))
        image = pdf_page.render(scale=PIXELS_PER_MM * MM_PER_PT, crop=crop).to_pil().convert("L")
    finally:
        document.close()
    return _inked(image, room, own)


def _inked(image: Image, room: Box, own: list[Box]) -> bool:
    """Whether a pixel of ``image`` (the room, rendered) is dark where none of the ``own`` boxes
    holds its centre."""
    from PIL import ImageDraw

    width, height = image.size
    dark = image.point(lambda value: 255 if value < 200 else 0)
    erase = ImageDraw.Draw(dark)
    for box in own:  # the pixels whose centres the box holds (centre of column c: room.x + (c + 0.5) / px)
        first = max(math.ceil((box.x - room.x) * PIXELS_PER_MM - 0.5), 0)
        last = min(math.floor((box.right - room.x) * PIXELS_PER_MM - 0.5), width - 1)
        top = max(math.ceil((room.top - box.top) * PIXELS_PER_MM - 0.5), 0)
        bottom = min(math.floor((room.top - box.y) * PIXELS_PER_MM - 0.5), height - 1)
        if first <= last and top <= bottom:
            erase.rectangle((first, top, last, bottom), fill=0)
    return dark.getbbox() is not None


def _overlaps(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.top and b.y < a.top
