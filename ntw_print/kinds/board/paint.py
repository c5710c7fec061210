"""Drawing primitives of a board's painters (the kind's own, and a game's art hooks): a cell as drawn
(`Patch`), filled cells and regions, batched line segments, strokes, colours shaded and tinted, and
whether a shape reaches into the area drawn."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import Point
from ...print.layout.chains import chains
from ...print.layout.sheet import Box
from ...print.render.paths import lines_path


@dataclass(frozen=True)
class Patch:
    """A cell as drawn: a key of two whole numbers that stays the same from build to build (a hex's
    cube q and r, or a column and row: textures vary by it), its centre and corners in board mm."""

    key: tuple[int, ...]
    center: Point
    corners: tuple[Point, ...]


def path_of_cells(canvas: Canvas, cells: Iterable[Patch]):
    return lines_path(canvas, [cell.corners for cell in cells], close=True)


def fill_cells(canvas: Canvas, cells: Iterable[Patch], fill: Color) -> None:
    _fill(canvas, path_of_cells(canvas, cells), fill)


def region_path(canvas: Canvas, outline: Iterable[tuple[Point, Point]]):
    """The path round a region of cells, from ``outline``: the sides between its cells and the
    cells around, each running the same way round its cell (as a game's art gives it), so holes stay holes."""
    return lines_path(canvas, chains(outline), close=True)


def fill_region(canvas: Canvas, outline: Iterable[tuple[Point, Point]], fill: Color) -> None:
    """Fill a region of cells (see ``region_path``), as ``fill_cells`` fills each of them."""
    _fill(canvas, region_path(canvas, outline), fill)


def _fill(canvas: Canvas, path, fill: Color) -> None:
    canvas.setFillColor(fill)
    canvas.setStrokeColor(fill)
    canvas.setLineWidth(0.05)  # closes hairline gaps between neighbouring fills
    canvas.drawPath(path, stroke=1, fill=1)


def segments(canvas: Canvas, segments: Iterable[tuple[Point, Point]], ink: Color, width: float,
              alpha: float = 1.0, dash: Sequence[float] | None = None) -> None:
    """Stroke line segments, all as one path."""
    polylines(canvas, list(segments), ink, width, alpha, dash)


def polylines(canvas: Canvas, lines: Sequence[Sequence[Point]], ink: Color, width: float, alpha: float = 1.0,
              dash: Sequence[float] | None = None) -> None:
    """Stroke lines through points, all as one path."""
    if not lines:
        return
    canvas.saveState()
    canvas.setStrokeColor(ink)
    canvas.setStrokeAlpha(alpha)
    canvas.setLineWidth(width)
    if dash:
        canvas.setDash(list(dash))
    canvas.drawPath(lines_path(canvas, lines), stroke=1, fill=0)
    canvas.restoreState()


def meets(points, area: Box) -> bool:
    """Whether a cell (its corners) or a line (its points) reaches into ``area``: a window draws
    its own only."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs) <= area.right and max(xs) >= area.x and min(ys) <= area.top and max(ys) >= area.y


def shade(base: Color, amount: float) -> Color:
    """``base`` mixed with black (amount 0..1)."""
    return Color(base.red * (1 - amount), base.green * (1 - amount), base.blue * (1 - amount))


def tint(base: Color, amount: float) -> Color:
    """``base`` mixed with white (amount 0..1)."""
    return Color(*(c + (1 - c) * amount for c in (base.red, base.green, base.blue)))


def stroke(canvas: Canvas, path, ink: Color, width: float, cap: int = 1) -> None:
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(width)
    canvas.setLineCap(cap)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.setLineCap(1)
