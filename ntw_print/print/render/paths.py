"""Paths through many points, built in one go: a board's fills, grid and outlines are tens of
thousands of points, and reportlab's path object spends more time per point than the PDF needs.
The result is the same path object and the same bytes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from ...core.geometry import Point


def lines_path(canvas: Canvas, lines: Iterable[Sequence[Point]], close: bool = False) -> PDFPathObject:
    """A path through the points of each line (each closed when ``close``), for ``drawPath`` or
    ``clipPath``. On another canvas taking reportlab's drawing calls (an SVG one), drawn through
    its own path."""
    if not isinstance(canvas, Canvas):
        path = canvas.beginPath()
        for line in lines:
            path.moveTo(*line[0])
            for point in line[1:]:
                path.lineTo(*point)
            if close:
                path.close()
        return path
    code = ["n"]  # what PDFPathObject starts a path with (it writes its code joined by spaces)
    known = _LINES[close]
    for line in lines:
        text = known.get(line) if type(line) is tuple else None
        if text is None:
            text = _line(line, close)
            if type(line) is tuple:
                if len(known) > 100_000:  # a long `watch` session draws many boards
                    known.clear()
                known[line] = text
        code.append(text)
    return PDFPathObject(code=code)


_LINES: dict[bool, dict[tuple[Point, ...], str]] = {False: {}, True: {}}
"""Lines as a PDF writes them, open and closed: a board's cells are written again and again (by the
fills, the grid, the outlines, on the sheet, each tiled page and each window of it)."""
_WRITTEN: dict[Point, str] = {}
"""Points as a PDF writes them: each corner of a board's cells is shared by three hexes."""


def _line(line: Sequence[Point], close: bool) -> str:
    """`x y m x y l ... [h]`: one line of a path's code."""
    known = _WRITTEN
    code = [(known.get(line[0]) or _written(line[0])) + " m"]
    code += [(known.get(point) or _written(point)) + " l" for point in line[1:]]
    if close:
        code.append("h")
    return " ".join(code)


def _written(point: Point) -> str:
    if len(_WRITTEN) > 200_000:  # a long `watch` session draws many boards
        _WRITTEN.clear()
    text: str = fp_str(*point)
    _WRITTEN[point] = text
    return text
