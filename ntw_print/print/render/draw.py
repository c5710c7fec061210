"""Small drawing helpers on a canvas scaled to millimetres: colours, fitted text, shapes."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import MM_PER_PT, Point
from ...core.errors import LayoutError
from ..layout import display
from ..layout.scale_bar import foot_bar
from ..layout.sheet import Box
from ..layout.text import CAP_HEIGHT
from .paths import lines_path
from .pdf import FONT, FONT_BOLD, text_width

INK = HexColor(display.INK)
PAPER = HexColor(display.PAPER)
NEUTRAL = HexColor("#e9e6dc")
NEUTRAL_DARK = HexColor("#5b5a55")
GREY = HexColor(display.GREY)


def colour(value: str) -> Color:
    return HexColor(value)


def fit_size(text: str, font: str, max_width: float, size_pt: float, min_pt: float, piece: str) -> float:
    """The largest size up to `size_pt` at which `text` fits `max_width` mm; never below `min_pt`."""
    width = text_width(text, font, size_pt)
    if width <= max_width:
        return size_pt
    fitted = size_pt * max_width / width
    if fitted < min_pt:
        raise LayoutError(
            f"{piece}: text '{text}' needs {width:.1f} mm at {size_pt} pt but its box is {max_width:.1f} mm"
            f" (smallest allowed size {min_pt} pt)"
        )
    return fitted


def unfitted(text: str, max_width: float, size_pt: float, min_pt: float, box: str, *, bold: bool = False) -> str | None:
    """Why `fitted_text` would refuse `text` in `max_width` mm (set at `size_pt`, shrunk down to `min_pt`),
    measured as it measures, with how many such letters the box holds; None where it fits. For the
    kinds' fit checks, so that the data is refused at its line rather than the build at a bare layout error."""
    try:
        fit_size(text, FONT_BOLD if bold else FONT, max_width, size_pt, min_pt, box)
        return None
    except LayoutError:
        need = text_width(text, FONT_BOLD if bold else FONT, min_pt)
        shrinks = f" (it shrinks from {size_pt:g} pt to fit, down to {min_pt:g} pt)" if min_pt < size_pt else ""
        return (f"{need:.0f} mm wide at {min_pt:g} pt{shrinks}; the {box} holds {max_width:.0f} mm: at most about "
                f"{int(len(text) * max_width / need)} characters like these")


def text(canvas: Canvas, x: float, y: float, value: str, size_pt: float, *, bold: bool = False,
         fill: Color = INK, anchor: str = "middle") -> None:
    """Set `value` with its baseline at y; anchor 'start', 'middle' or 'end' at x. Size in points."""
    font = FONT_BOLD if bold else FONT
    canvas.setFont(font, size_pt * MM_PER_PT)
    canvas.setFillColor(fill)
    if anchor == "middle":
        canvas.drawCentredString(x, y, value)
    elif anchor == "end":
        canvas.drawRightString(x, y, value)
    else:
        canvas.drawString(x, y, value)


def fitted_text(canvas: Canvas, x: float, y: float, value: str, max_width: float, size_pt: float,
                min_pt: float, piece: str, *, bold: bool = False, fill: Color = INK,
                anchor: str = "middle") -> float:
    """Like `text`, shrinking to fit `max_width` (or failing the build naming the piece)."""
    size = fit_size(value, FONT_BOLD if bold else FONT, max_width, size_pt, min_pt, piece)
    text(canvas, x, y, value, size, bold=bold, fill=fill, anchor=anchor)
    return size


def beside_scale_bar(canvas: Canvas, right: float, lines: list[str], piece: str) -> None:
    """Small grey lines (a sheet's name, the credit) set right at `right` in the room right of the
    scale bar at the foot of the page, stacked up from the foot (the last line lowest)."""
    bar = foot_bar()
    room = right - (bar.box.right + 3.0)
    for n, line in enumerate(reversed(lines)):
        fitted_text(canvas, right, bar.y + 0.2 + 2.4 * n, line, room, 6, 4.5, piece, fill=GREY, anchor="end")


def cap_height(size_pt: float) -> float:
    """Approximate cap height in mm of the sans font at `size_pt`."""
    return CAP_HEIGHT * size_pt * MM_PER_PT


def rect(canvas: Canvas, box: Box, *, fill: Color | None = None, stroke: Color | None = None,
         width: float = 0.2, radius: float = 0.0) -> None:
    canvas.saveState()
    _paint(canvas, fill, stroke, width)
    if radius:
        canvas.roundRect(box.x, box.y, box.width, box.height, radius,
                         stroke=int(stroke is not None), fill=int(fill is not None))
    else:
        canvas.rect(box.x, box.y, box.width, box.height, stroke=int(stroke is not None), fill=int(fill is not None))
    canvas.restoreState()


def _paint(canvas: Canvas, fill: Color | None, stroke: Color | None, width: float) -> None:
    """The fill and the stroke (with its width) a shape is drawn with; None leaves that one unpainted."""
    if fill is not None:
        canvas.setFillColor(fill)
    if stroke is not None:
        canvas.setStrokeColor(stroke)
        canvas.setLineWidth(width)


def polygon(canvas: Canvas, points: Sequence[Point], *, fill: Color | None = None,
            stroke: Color | None = None, width: float = 0.2) -> None:
    """A closed shape through `points` (a tuple of points given again, such as a board cell's corners,
    is written as the PDF wrote it the first time: paths.lines_path)."""
    canvas.saveState()
    _paint(canvas, fill, stroke, width)
    canvas.drawPath(lines_path(canvas, [points], close=True), stroke=int(stroke is not None), fill=int(fill is not None))
    canvas.restoreState()


