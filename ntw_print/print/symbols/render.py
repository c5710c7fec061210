"""A symbol drawn on a canvas: its marks scaled into a box, once per PDF as a form, placed with its
code marked on it (verify reads which symbol stands where from that mark)."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from ..layout.sheet import Box
from ..render.draw import colour
from ..render.forms import form, place
from .codes import UNFILLED
from .frames import FILLS, INK, LINE
from .geometry import marks, symbol_extent
from .paths import Mark, segments
from .symbol import Symbol


def draw_symbol(canvas: Canvas, symbol: Symbol, box: Box) -> Box:
    """The symbol fitted into `box` (as large as fits, centred, in its own proportions); returns
    where it went."""
    drawn = marks(symbol)
    left, top, right, bottom = symbol_extent(symbol)
    placed = box.fitted(right - left, bottom - top)
    scale = placed.width / (right - left)
    fill = None if symbol.fill == UNFILLED else symbol.fill or FILLS[symbol.affiliation]
    ink = symbol.ink or INK

    def draw(canvas: Canvas) -> None:
        canvas.saveState()
        canvas.setLineWidth(LINE * scale)
        canvas.setLineCap(1)
        canvas.setLineJoin(1)
        canvas.setStrokeColor(colour(ink))
        for mark in drawn:
            _stroke(canvas, mark, lambda x, y: ((x - left) * scale, (bottom - y) * scale), fill, ink)
        canvas.restoreState()

    reach = Box(0.0, 0.0, placed.width, placed.height)
    name = f"{symbol.code}-{placed.width!r}-{placed.height!r}"
    place(canvas, form(canvas, name, reach, draw), placed.x, placed.y, label=symbol.code)
    return placed


def _stroke(canvas: Canvas, mark: Mark, at: Callable[[float, float], tuple[float, float]], frame_fill: str | None, ink: str) -> None:
    fill = ink if mark.fill == "ink" else frame_fill if mark.fill == "frame" else None
    if fill is None and not mark.stroked:
        return
    path = canvas.beginPath()
    for command, points in segments(mark.path):
        flat = [v for p in points for v in at(*p)]
        if command == "M":
            path.moveTo(*flat)
        elif command == "L":
            path.lineTo(*flat)
        elif command == "C":
            path.curveTo(*flat)
        else:
            path.close()
    if fill is not None:
        canvas.setFillColor(colour(fill))
    canvas.drawPath(path, stroke=int(mark.stroked), fill=int(fill is not None))
