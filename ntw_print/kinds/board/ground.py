"""The ground of a board: each cell in its colour with the grid over it, the darker lines where an
outlined terrain meets another, and (`edge: half-hexes`) the ring past the grid washed out behind a
line round the playable cells."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import Point
from ...core.recent import remember_last
from ...print.layout.chains import chains
from ...print.render.draw import colour, polygon
from ...grids.hex import DIRECTIONS, OffsetScheme
from ...print.render.paths import lines_path
from .layout import BoardPlan, Cell
from .paint import fill_cells, polylines, segments, shade

WASH = 0.55  # how much white lies over the ring past the grid
EDGE_INK = colour("#3a3a3a")


def draw_cells(canvas: Canvas, grid, cells: Sequence[Cell]) -> None:
    """Each cell filled in its colour, outlined in the grid's line when that line is opaque (a see-through
    line is drawn over the textures by `draw_grid`, each side once: a side stroked twice shows darker)."""
    ink = colour(grid.line_colour)
    if grid.line_opacity >= 1:
        fills = {fill: colour(fill) for fill in {cell.fill for cell in cells}}
        for cell in cells:
            polygon(canvas, cell.corners, fill=fills[cell.fill], stroke=ink, width=grid.line_width)
        return
    canvas.saveState()
    for fill, group in _by_fill(cells):
        fill_cells(canvas, group, colour(fill))
    canvas.restoreState()


def draw_grid(canvas: Canvas, grid, cells: Sequence[Cell]) -> None:
    """The grid's see-through lines over the cells (see `draw_cells`)."""
    if grid.line_opacity < 1:
        polylines(canvas, [(*cell.corners, cell.corners[0]) for cell in cells], colour(grid.line_colour),
                  grid.line_width, grid.line_opacity)


def _by_fill(cells: Sequence[Cell]) -> list[tuple[str, list[Cell]]]:
    groups: dict[str, list[Cell]] = {}
    for cell in cells:
        groups.setdefault(cell.fill, []).append(cell)
    return list(groups.items())


def draw_outlines(canvas: Canvas, laid: BoardPlan, grid, terrain, cells: Sequence[Cell]) -> None:
    """Where an outlined terrain meets another: a line in its colour, darkened, along the side."""
    outlined = {t for t, record in terrain.items() if record.outline}
    if not outlined:
        return
    meeting = ground_lookups(laid, grid)[2]
    lines: dict[str, list[tuple[Point, Point]]] = {}
    for cell in cells:
        if cell.terrain in outlined and id(cell) in meeting:
            lines.setdefault(cell.terrain, []).extend(meeting[id(cell)])
    for terrain_id, sides in lines.items():
        record = terrain[terrain_id]
        segments(canvas, sides, shade(colour(record.colour), record.outline_shade), record.outline)


def draw_edge(canvas: Canvas, laid: BoardPlan, grid, cells: Sequence[Cell]) -> None:
    """The ring past the grid washed out, and a line round the playable cells."""
    ring = [cell for cell in cells if not cell.label]
    if not ring:
        return
    canvas.saveState()
    canvas.setFillColor(colour("#ffffff"))
    canvas.setFillAlpha(WASH)
    canvas.drawPath(lines_path(canvas, [cell.corners for cell in ring], close=True), stroke=0, fill=1)
    canvas.restoreState()
    polylines(canvas, ground_lookups(laid, grid)[1], EDGE_INK, 0.35)


@remember_last(4)
def terrain_by_centre(laid: BoardPlan) -> dict[Point, str]:
    """Each cell's terrain by its centre (where a road crosses it), worked out once per board."""
    return {cell.centre: cell.terrain for cell in laid.cells}


@remember_last(4)
def ground_lookups(laid: BoardPlan, grid) -> tuple:
    """(every shared side, the playable edge, the sides where each cell's terrain meets another's, by its id)."""
    sides = _shared_sides(laid, grid)
    edge = chains([side for inside, other, side in sides if inside.label and not other.label])
    meeting: dict[int, list[tuple[Point, Point]]] = {}  # by the cell's id
    for inside, other, side in sides:
        if inside.terrain != other.terrain:
            meeting.setdefault(id(inside), []).append(side)
    return sides, edge, meeting


def _shared_sides(laid: BoardPlan, grid) -> list[tuple[Cell, Cell, tuple[Point, Point]]]:
    """Every side two cells share, once each way round: (the cell, its neighbour, the side's ends). On a
    hex grid each neighbour lies one step along a direction, and the side towards a direction joins the
    same two corners of every hex (found once, from the first hex that has that neighbour)."""
    cells = {cell.at: cell for cell in (*laid.cells, *laid.beyond)}
    if grid.shape != "hex":
        return _matched_sides(list(cells.values()))
    scheme = OffsetScheme(grid.orientation, grid.offset)
    cube = {at: scheme.to_cube(*at) for at in cells}
    at_of = {hex_: at for at, hex_ in cube.items()}
    corners_of: dict[int, tuple[int, int]] = {}
    found = []
    for at, cell in cells.items():
        q, r, s_ = cube[at]
        for d, (dq, dr, ds) in enumerate(DIRECTIONS):
            other = at_of.get((q + dq, r + dr, s_ + ds))
            if other is None:
                continue
            if d not in corners_of:
                corners_of[d] = _shared_corners(cell, cells[other])
            i, j = corners_of[d]
            found.append((cell, cells[other], (cell.corners[i], cell.corners[j])))
    return found


def _key(point: Point) -> tuple[int, int]:
    return int(point[0] * 1000 + 0.5), int(point[1] * 1000 + 0.5)  # to a micron: shared corners meet


def _shared_corners(cell: Cell, other: Cell) -> tuple[int, int]:
    """The indices of `cell`'s two corners it shares with `other`, in its own order round it."""
    theirs = {_key(p) for p in other.corners}
    shared = [i for i, p in enumerate(cell.corners) if _key(p) in theirs]
    return (shared[1], shared[0]) if shared == [0, len(cell.corners) - 1] else (shared[0], shared[1])


def _matched_sides(cells: list[Cell]) -> list[tuple[Cell, Cell, tuple[Point, Point]]]:
    """The shared sides of any cells, matched by their corners."""
    by_side: dict[tuple, list[tuple[Cell, tuple[Point, Point]]]] = {}
    for cell in cells:
        corners = cell.corners
        keys = [_key(p) for p in corners]
        for i, a in enumerate(corners):
            j = (i + 1) % len(corners)
            one, two = keys[i], keys[j]
            by_side.setdefault((one, two) if one < two else (two, one), []).append((cell, (a, corners[j])))
    found = []
    for pair in by_side.values():
        if len(pair) == 2:
            (one, side), (two, other_side) = pair
            found += [(one, two, side), (two, one, other_side)]
    return found
