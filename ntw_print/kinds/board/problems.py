"""What a build of a board would refuse, found when the data loads, each at its place in the file:
a terrain or feature that is not defined, a cell that is not on the grid, a side between cells
that do not touch, a path with a gap, a symbol with no SVG, a size too small for the board, a door or
window of a floor plan off its walls (plans.py)."""

from __future__ import annotations

from ...core.errors import LayoutError
from ...core.references import reference_problems
from ...print.layout.sheet import (CROP_MARK_GAP_MM, CROP_MARK_LENGTH_MM, LARGE_SHEETS_MM, MAX_BLEED_MM,
                             PRINTER_MARGIN_MM, smallest_sheet)
from ...core.geometry import Point
from ...grids.labels import GridLabels
from ...grids.labels import cells_named
from .layout import grid_points, labels_of, plan, shared_side
from .plans import plan_problems
from .schema import MIN_CELL_MM, BoardGrid, BoardSheet


def problems(spec: BoardSheet, art) -> list[tuple[tuple, str]]:
    # the terrain and features named, and each id given once
    found: list[tuple[tuple, str]] = list(reference_problems(spec, {"terrain": (), "feature": ()}))
    labels = labels_of(spec.grid)
    points = grid_points(spec.grid)

    def cell(path: tuple, text: str) -> list[tuple[int, int]]:
        try:
            return cells_named(labels, text)
        except ValueError as exc:
            found.append((path, f"{exc} (cells are named {labels.column_range} x {labels.row_range}, "
                                f"as {spec.grid.naming})"))
            return []

    if spec.grid.label_room == "move" and (spec.grid.shape, spec.grid.orientation) != ("hex", "flat"):
        found.append((("grid", "label_room"), "labels move clear of roads on flat hexes only (orientation: flat)"))
    for terrain_id, names in spec.cells.items():
        for i, name in enumerate(names):
            cell(("cells", terrain_id, i), name)
    for i, t in enumerate(spec.terrain):
        if t.symbol and art is not None and (why := art.problem(symbol=t.symbol)):
            found.append((("terrain", i, "symbol"), why))
    for group in ("sides", "paths"):
        for i, line in enumerate(getattr(spec, group)):
            if group == "sides":
                for j, pair in enumerate(line.cells):
                    ends = pair.split("/")
                    if len(ends) != 2:
                        found.append(((group, i, "cells", j), f"expected two cells that touch, as 'A/B', got {pair!r}"))
                        continue
                    a, b = (cell((group, i, "cells", j), end) for end in ends)
                    if a and b and (len(a) != 1 or len(b) != 1 or shared_side(points[a[0]][1], points[b[0]][1]) is None):
                        found.append(((group, i, "cells", j), f"{ends[0]} and {ends[1]} share no side"
                                      + (_touching_words(spec, points, labels, a[0]) if len(a) == 1 else "")))
            else:
                chain = [cell((group, i, "cells", j), name) for j, name in enumerate(line.cells)]
                for j in range(1, len(chain)):
                    a, b = chain[j - 1], chain[j]
                    if a and b and (len(a) != 1 or len(b) != 1 or shared_side(points[a[0]][1], points[b[0]][1]) is None):
                        found.append(((group, i, "cells", j), f"{line.cells[j - 1]} to {line.cells[j]}: a path goes "
                                                              "from a cell to one that touches it"))
    for group in ("places", "texts"):
        for i, item in enumerate(getattr(spec, group)):
            named = cell((group, i, "cell"), item.cell)
            if len(named) > 1:
                found.append(((group, i, "cell"), f"a {group[:-1]} stands in one cell"))
    for group in ("regions", "signs"):
        for i, item in enumerate(getattr(spec, group)):
            for j, name in enumerate(item.cells):
                cell((group, i, "cells", j), name)
    found += plan_problems(spec, cell, points)
    if not found:
        from ...print.render.pdf import measure

        try:
            laid = plan(spec, measure)
        except LayoutError as exc:
            found.append((("size",), str(exc)))
        else:
            found += _named_sheet_problems(spec, laid) if spec.sheet else _sheet_problems(laid)
    return found


def _named_sheet_problems(spec: BoardSheet, laid) -> list[tuple[tuple, str]]:
    """The sheet the board names must hold it at every bleed a build allows: else a fault at `sheet:`
    saying what does fit, a smaller cell (or size) or a larger sheet."""
    from .sheet import SLUG_ROOM, named_sheet, turned_to_fit

    name, *size = named_sheet(spec.sheet)
    if turned_to_fit(laid.width, laid.height, tuple(size), MAX_BLEED_MM) is not None:
        return []
    fitting = [f for f in (cell_that_fits(spec, tuple(size)), _larger_sheet(laid, SLUG_ROOM)) if f]
    return [(("sheet",), f"{name} ({size[0]:g} x {size[1]:g} mm) does not hold this board, {laid.width:.0f} x "
                         f"{laid.height:.0f} mm, with its crop marks and a bleed up to {MAX_BLEED_MM:g} mm: "
                         f"{'; or '.join(fitting) or 'fewer columns or rows would'}")]


def cell_that_fits(spec: BoardSheet, size: tuple[float, float]) -> str:
    """In words, the largest cell (to 0.1 mm) with which the board fits a sheet of `size` at every
    bleed, or the largest trim when the board states its `size`; "" when no cell does."""
    from ...print.render.pdf import measure
    from .sheet import SLUG_ROOM, turned_to_fit

    def fits(tenths: int) -> bool:
        grid = spec.grid.model_copy(update={"cell": tenths / 10})
        try:
            laid = plan(spec.model_copy(update={"grid": grid}), measure)
        except LayoutError:
            return False
        return turned_to_fit(laid.width, laid.height, size, MAX_BLEED_MM) is not None

    if spec.trim_size is not None:
        need = 2 * (PRINTER_MARGIN_MM + CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM + MAX_BLEED_MM)
        width, height = size
        return (f"a size of at most {width - need:.0f} x {height - need - SLUG_ROOM:.0f} mm (or "
                f"{height - need:.0f} x {width - need - SLUG_ROOM:.0f}) would fit it")
    least, most = round(MIN_CELL_MM * 10), round(spec.grid.cell * 10)
    if not fits(least):
        return ""
    while most - least > 1:  # the largest that fits, by halving
        middle = (least + most) // 2
        least, most = (middle, most) if fits(middle) else (least, middle)
    across = "a side" if spec.grid.shape == "square" else "across the flats"
    return (f"{'squares' if spec.grid.shape == 'square' else 'hexes'} of at most {least / 10:g} mm {across} "
            f"(now {spec.grid.cell:g} mm) would fit it")


def _larger_sheet(laid, slug: float) -> str:
    try:
        name, _, _ = smallest_sheet(laid.width, laid.height + slug, MAX_BLEED_MM)
    except ValueError:
        return ""
    return f"sheet: {name} holds it as it is"


def _touching_words(spec: BoardSheet, points, labels, cell: tuple[int, int]) -> str:
    """' (0602 touches 0502, 0503, ...; the columns of 0201, 0401, ... stand half a hex lower ...)'."""
    named = ", ".join(labels.format(*other) for other in touching(points, cell))
    how = shoved(spec.grid, labels)
    return f" ({labels.format(*cell)} touches {named}" + (f"; {how}" if how else "") + ")"


Cell = tuple[int, int]


def touching(points: dict[Cell, tuple[Point, tuple[Point, ...]]], cell: Cell) -> list[Cell]:
    """The cells that share a side with `cell` (on a grid of offset hexes or squares, they are among
    the cells a column and a row either way)."""
    col, row = cell
    return [other for other in sorted(points, key=lambda c: (c[0], c[1]))
            if abs(other[0] - col) <= 1 and abs(other[1] - row) <= 1 and other != cell
            and shared_side(points[cell][1], points[other][1]) is not None]


def shoved(grid: BoardGrid, labels: GridLabels) -> str:
    """Which hex columns (flat) or rows (pointy) the grid's offset shoves half a hex, in the grid's
    own names: '' for squares."""
    if grid.shape != "hex":
        return ""
    first = 1 if grid.offset == "odd" else 0
    if grid.orientation == "flat":
        names = [labels.format(c, 0) for c in range(first, min(grid.columns, first + 3), 2)]
        return f"the columns of {', '.join(names)}, ... stand half a hex lower than the columns beside them"
    names = [labels.format(0, r) for r in range(first, min(grid.rows, first + 3), 2)]
    return f"the rows of {', '.join(names)}, ... stand half a hex to the right of the rows beside them"


def _sheet_problems(laid) -> list[tuple[tuple, str]]:
    """A board no standard sheet holds (with 3 mm of bleed up to the 10 mm a build allows) is refused."""
    from .sheet import SLUG_ROOM

    try:
        smallest_sheet(laid.width, laid.height + SLUG_ROOM, MAX_BLEED_MM)
    except ValueError:
        width, height = LARGE_SHEETS_MM["B0"]
        return [(("grid",), f"the board is {laid.width:.0f} x {laid.height:.0f} mm; the largest sheet a print shop "
                            f"takes (B0, {width:.0f} x {height:.0f} mm) holds it only with fewer or smaller cells")]
    return []
