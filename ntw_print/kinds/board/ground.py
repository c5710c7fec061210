"""The ground of a board: each cell in its colour with the grid over it, the darker lines where an
outlined terrain meets another, and (`edge: half-hexes`) the ring past the grid washed out behind a
line round the playable cells."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import Point
from ...print.layout.chains import chains
from ...print.render.draw import colour, polygon
from ...print.render.paths import lines_path
from .layout import BoardPlan, Cell
from .paint import polylines, segments, shade

WASH = 0.55  # how much white lies over the ring past the grid
EDGE_INK = colour("#3a3a3a")


def draw_cells(canvas: Canvas, grid, cells: Sequence[Cell]) -> None:
    """Each cell filled in its colour; the grid over them in the grid's line, each side once when the
    line is see-through (a side two cells share would show darker stroked twice)."""
    ink = colour(grid.line_colour)
    if grid.line_opacity >= 1:
        for cell in cells:
            polygon(canvas, list(cell.corners), fill=colour(cell.fill), stroke=ink, width=grid.line_width)
        return
    canvas.saveState()
    for fill, group in _by_fill(cells):
        canvas.setFillColor(colour(fill))
        canvas.setStrokeColor(colour(fill))
        canvas.setLineWidth(0.05)  # closes hairline gaps between neighbouring fills
        canvas.drawPath(lines_path(canvas, [cell.corners for cell in group], close=True), stroke=1, fill=1)
    canvas.restoreState()
    polylines(canvas, [(*cell.corners, cell.corners[0]) for cell in cells], ink, grid.line_width, grid.line_opacity)


def _by_fill(cells: Sequence[Cell]) -> list[tuple[str, list[Cell]]]:
    groups: dict[str, list[Cell]] = {}
    for cell in cells:
        groups.setdefault(cell.fill, []).append(cell)
    return list(groups.items())


def draw_outlines(canvas: Canvas, laid: BoardPlan, terrain, cells: Sequence[Cell]) -> None:
    """Where an outlined terrain meets another: a line in its colour, darkened, along the side."""
    if not any(record.outline for record in terrain.values()):
        return
    shown = {id(cell) for cell in cells}
    lines: dict[str, list[tuple[Point, Point]]] = {}
    for inside, other, side in _sides(laid):
        if id(inside) in shown and terrain[inside.terrain].outline and inside.terrain != other.terrain:
            lines.setdefault(inside.terrain, []).append(side)
    for terrain_id, sides in lines.items():
        record = terrain[terrain_id]
        segments(canvas, sides, shade(colour(record.colour), record.outline_shade), record.outline)


def draw_edge(canvas: Canvas, laid: BoardPlan, cells: Sequence[Cell]) -> None:
    """The ring past the grid washed out, and a line round the playable cells."""
    ring = [cell for cell in cells if not cell.label]
    if not ring:
        return
    canvas.saveState()
    canvas.setFillColor(colour("#ffffff"))
    canvas.setFillAlpha(WASH)
    canvas.drawPath(lines_path(canvas, [cell.corners for cell in ring], close=True), stroke=0, fill=1)
    canvas.restoreState()
    polylines(canvas, _playable_edge(laid), EDGE_INK, 0.35)


_KNOWN: list[tuple[BoardPlan, list, list]] = []  # the last boards' sides and edges, worked out once


def _sides(laid: BoardPlan) -> list[tuple[Cell, Cell, tuple[Point, Point]]]:
    return _worked_out(laid)[0]


def _playable_edge(laid: BoardPlan) -> list[list[Point]]:
    """The line between the grid's cells and the ring, joined end to end."""
    return _worked_out(laid)[1]


def _worked_out(laid: BoardPlan) -> tuple[list, list]:
    for known, sides, edge in _KNOWN:
        if known is laid:
            return sides, edge
    sides = _shared_sides(laid)
    edge = chains([side for inside, other, side in sides if inside.label and not other.label])
    _KNOWN[:] = [(laid, sides, edge)] + _KNOWN[:3]
    return sides, edge


def _shared_sides(laid: BoardPlan) -> list[tuple[Cell, Cell, tuple[Point, Point]]]:
    """Every side two cells share, once each way round: (the cell, its neighbour, the side's ends)."""
    by_side: dict[tuple, list[tuple[Cell, tuple[Point, Point]]]] = {}
    for cell in (*laid.cells, *laid.beyond):
        corners = cell.corners
        for a, b in zip(corners, (*corners[1:], corners[0])):
            key = tuple(sorted(((round(a[0], 4), round(a[1], 4)), (round(b[0], 4), round(b[1], 4)))))
            by_side.setdefault(key, []).append((cell, (a, b)))
    found = []
    for pair in by_side.values():
        if len(pair) == 2:
            (one, side), (two, other_side) = pair
            found += [(one, two, side), (two, one, other_side)]
    return found
