"""A board as geometry, in mm with the origin at the trim's bottom-left corner and y up: every
cell's centre and corners, the sides and paths of its features, its places, the title band above
the grid and the legend under it. Nothing draws here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.marks import marked, with_key
from ...core.errors import LayoutError
from ...core.recent import remember_last
from ...core.words import and_list
from ...print.layout.display import Words
from ...print.layout.sheet import Box
from ...grids.hex import ORIENTATIONS, Layout, OffsetScheme
from ...grids.labels import GridLabels, cells_named
from ...grids.square import SquareLayout
from ...print.layout.text import CAP_HEIGHT, Measure
from ...core.geometry import MM_PER_PT as PT, Point
from .clearing import clear_boxes
from .curves import curve_through
from .edge import frame_size, nearest, placer, ring, run_on
from .label_room import label_spots, road_points
from .schema import BoardGrid, BoardSheet

TITLE_PT = 14.0
TITLE_BAND = 11.0  # from the trim's top to the grid's margin: the title
CREDIT_PT = 6.5
CREDIT_BAND = 5.0  # at the foot of the trim
LEGEND_PT = 7.0
LEGEND_ROW = 6.0  # height of one row of the legend
SWATCH = 4.5  # a legend entry's sample
LEGEND_GAP = 5.0  # between two legend entries
PLACE_PT = 7.5


# where a sign stands in its cell, as a share of the way from the centre to the edge (x, y up)
POSITIONS = {"centre": (0.0, 0.0), "top": (0.0, 0.62), "bottom": (0.0, -0.62), "left": (-0.62, 0.0),
             "right": (0.62, 0.0), "top-left": (-0.5, 0.36), "top-right": (0.5, 0.36), "bottom-left": (-0.5, -0.36),
             "bottom-right": (0.5, -0.36)}


@dataclass(frozen=True)
class Cell:
    label: str  # its name in the data (and on the board, unless the board prints no labels)
    terrain: str
    centre: Point
    corners: tuple[Point, ...]
    fill: str = ""  # #rrggbb: the terrain's colour under the veils of the cell's regions
    at: tuple[int, int] = (0, 0)  # column and row, 0-based from the top left (off the grid: the ring past it)


@dataclass(frozen=True)
class Entry:
    """One item of the legend: a sample at `at` (its left, the row's middle) and its name."""

    kind: str  # terrain, feature or place
    key: str  # terrain or feature id, or the place mark
    at: Point
    words: Words


@dataclass(frozen=True)
class PlaceMark:
    name: str
    mark: str
    at: Point
    words: Words


@dataclass(frozen=True)
class SignMark:
    sign: str  # the sign's id
    shape: str
    colour: str
    at: Point
    size: float  # across, mm


@dataclass(frozen=True)
class BoardPlan:
    width: float  # the trim
    height: float
    cell: float  # across the flats, or a square's side
    cells: tuple[Cell, ...]
    labels: tuple[Words, ...]  # printed cell labels, in the order of `cells`
    sides: tuple[tuple[str, Point, Point], ...]  # feature id, the shared side's two ends
    paths: tuple[tuple[str, tuple[Point, ...]], ...]  # feature id, centre to centre
    places: tuple[PlaceMark, ...]
    signs: tuple[SignMark, ...]
    texts: tuple[Words, ...]  # words across the board
    title: Words | None
    credit: Words | None
    legend: tuple[Entry, ...]
    # where the paths break (see clearing.py): round place names, and round them and the cell labels
    clear_places: tuple[Box, ...] = ()
    clear_all: tuple[Box, ...] = ()
    beyond: tuple[Cell, ...] = ()  # `edge: half-hexes`: the ring of hexes past the grid, in the nearest cell's terrain
    band: Box | None = None  # where the band (title, legend) stands, when the board has one


def labels_of(grid: BoardGrid) -> GridLabels:
    return GridLabels(grid.columns, grid.rows, grid.naming)


def grid_points(grid: BoardGrid) -> dict[tuple[int, int], tuple[Point, tuple[Point, ...]]]:
    """Each cell's centre and corners, y down, in mm from the first cell's centre."""
    found = {}
    if grid.shape == "square":
        squares = SquareLayout(grid.cell)
        for row in range(grid.rows):
            for col in range(grid.columns):
                found[col, row] = (squares.centre((col, row)), tuple(squares.corners((col, row))))
        return found
    layout = Layout.across_flats(ORIENTATIONS[grid.orientation], grid.cell)
    scheme = OffsetScheme(grid.orientation, grid.offset)
    for row in range(grid.rows):
        for col in range(grid.columns):
            hex_ = scheme.to_cube(col, row)
            found[col, row] = (layout.hex_to_point(hex_), tuple(layout.corners(hex_)))
    return found


def cell_terrain(spec: BoardSheet, cells_named) -> dict[tuple[int, int], str]:
    """The terrain of every cell: the default, then each `cells` entry in order (later wins)."""
    found = {(c, r): spec.default for r in range(spec.grid.rows) for c in range(spec.grid.columns)}
    for terrain, names in spec.cells.items():
        for name in names:
            for cell in cells_named(name):
                found[cell] = terrain
    return found


def shared_side(a: tuple[Point, ...], b: tuple[Point, ...]) -> tuple[Point, Point] | None:
    """The side two cells share (two corners in common), or None when they do not touch along one."""
    common = []
    for point in a:
        x, y = point
        for qx, qy in b:
            if -1e-6 < x - qx < 1e-6 and -1e-6 < y - qy < 1e-6:
                common.append(point)
                break
    return (common[0], common[1]) if len(common) == 2 else None


@remember_last(8)  # loading checks a board, the sheet and its tiles and a scenario's map draw it
def plan(spec: BoardSheet, measure: Measure) -> BoardPlan:
    """Where everything on the board goes; LayoutError when a stated size cannot hold it."""
    return _plan(spec, measure)


def _plan(spec: BoardSheet, measure: Measure) -> BoardPlan:
    grid, labels = spec.grid, labels_of(spec.grid)
    points = grid_points(grid)
    xs = [x for _, corners in points.values() for x, _ in corners]
    ys = [y for _, corners in points.values() for _, y in corners]
    grid_w, grid_h = max(xs) - min(xs), max(ys) - min(ys)
    in_band, half = spec.band is not None, spec.edge == "half-hexes"
    title_band = spec.band.height if spec.band else (TITLE_BAND if spec.title else 0.0)
    credit_band = CREDIT_BAND if (spec.credit or spec.marks) and not half else 0.0
    rows = _legend_rows(_legend_entries(spec), grid_w, measure) if spec.legend and not in_band else []
    legend_w = max((sum(w for _, w in row) + LEGEND_GAP * (len(row) - 1) for row in rows), default=0.0)
    legend_h = LEGEND_ROW * len(rows) + (2.0 if rows else 0.0)
    need_w = max(grid_w, legend_w) + 2 * spec.margin
    need_h = grid_h + 2 * spec.margin + title_band + legend_h + credit_band
    width, height = frame_size(grid, title_band) if half else (spec.trim_size or (need_w, need_h))
    if not half and (width + 1e-6 < need_w or height + 1e-6 < need_h):
        parts = [name for name, room in (("margins", spec.margin), ("title", title_band), ("legend", legend_h),
                                         ("credit line" if spec.credit else "marks' key", credit_band)) if room]
        raise LayoutError(f"the board needs {need_w:.1f} x {need_h:.1f} mm (its grid of {grid.columns} x {grid.rows} "
                          f"cells of {grid.cell:g} mm{' with its ' + and_list(parts) if parts else ''}); size gives "
                          f"{width:.1f} x {height:.1f} mm")
    # the grid centred between the title band and the legend
    free_top = height - title_band
    free_bottom = credit_band + legend_h
    left = (width - grid_w) / 2
    top = free_top - (free_top - free_bottom - grid_h) / 2
    x0, y0 = min(xs), min(ys)

    def centred(point: Point) -> Point:
        return (left + point[0] - x0, top - (point[1] - y0))

    place = placer(grid, height, title_band) if half else centred
    terrain = cell_terrain(spec, lambda text: cells_named(labels, text))
    fills = cell_fills(spec, terrain, lambda text: cells_named(labels, text))
    cells = tuple(Cell(labels.format(col, row), terrain[col, row], place(centre), tuple(place(p) for p in corners),
                       fills[col, row], (col, row))
                  for (col, row), (centre, corners) in points.items())
    by_label = {cell.label: cell for cell in cells}
    label_size = grid.label_size or min(7.0, max(4.0, grid.cell * 0.3))
    beyond = ()
    if half:
        beyond = tuple(Cell("", terrain[nearest(grid, *at)], centre, corners, fills[nearest(grid, *at)], at)
                       for at, centre, corners in ring(grid, place, width, height))
        centres = {cell.at: cell.centre for cell in (*cells, *beyond)}
        paths = tuple((line.feature, tuple(centres[at] for at in run_on(grid, [labels.parse(n) for n in line.cells])))
                      for line in spec.paths)
    else:
        paths = tuple((line.feature, tuple(by_label[name].centre for name in line.cells)) for line in spec.paths)
    if grid.labels == "none":
        printed: tuple[Words, ...] = ()
    elif grid.label_room == "move":
        printed = _moved_labels(spec, cells, paths, label_size, measure)
    else:
        printed = tuple(_label(grid, cell, label_size) for cell in cells)
    sides = _region_edges(spec, points, lambda text: cells_named(labels, text), place)
    sides += tuple((line.feature, *shared_side(by_label[a].corners, by_label[b].corners))
                   for line in spec.sides for a, b in (pair.split("/") for pair in line.cells))
    places = tuple(PlaceMark(p.name, place_key(p), by_label[p.cell].centre,
                             Words(p.name, by_label[p.cell].centre[0],
                                   by_label[p.cell].centre[1] - grid.cell * 0.32, PLACE_PT, True))
                   for p in spec.places)
    signs = tuple(SignMark(sign.id, sign.shape, sign.colour, _at(by_label[name], POSITIONS[sign.position], grid.cell),
                           sign.size)
                  for sign in spec.signs for text in sign.cells for name in _names(labels, text))
    texts = tuple(Words(t.text, by_label[t.cell].centre[0] + t.nudge[0],
                        by_label[t.cell].centre[1] + t.nudge[1] - t.size * PT * 0.36, t.size, t.bold, colour=t.colour)
                  for t in spec.texts)
    title = (Words(marked(spec.title, spec.marks), width / 2, height - 4.0 - TITLE_PT * PT * CAP_HEIGHT, TITLE_PT, True)
             if spec.title and not in_band else None)
    foot = with_key(spec.credit) if spec.marks else spec.credit
    credit = Words(foot, width / 2, 1.8, CREDIT_PT) if foot and not half else None
    legend = _legend(rows, width, credit_band + legend_h - LEGEND_ROW / 2 - 1.0)
    names = [p.words for p in places]
    return BoardPlan(width, height, grid.cell, cells, printed, sides, paths, places, signs, texts, title, credit,
                     legend, clear_boxes(names, measure),
                     clear_boxes([*names] if grid.label_room == "move" else [*printed, *names], measure), beyond,
                     Box(0.0, height - title_band, width, title_band) if in_band else None)


def _names(labels: GridLabels, text: str) -> list[str]:
    return [labels.format(col, row) for col, row in cells_named(labels, text)]


def _at(cell: Cell, share: tuple[float, float], size: float) -> Point:
    return (cell.centre[0] + share[0] * size / 2, cell.centre[1] + share[1] * size / 2)


def cell_fills(spec: BoardSheet, terrain: dict, cells_named) -> dict[tuple[int, int], str]:
    """Each cell's colour: its terrain's, under the veil of every region that holds it, in order
    (terrain that is not `veiled`, such as water, keeps its colour)."""
    colours = {t.id: t.colour for t in spec.terrain}
    veiled = {t.id for t in spec.terrain if t.veiled}
    fills = {cell: colours[terrain_id] for cell, terrain_id in terrain.items()}
    for region in spec.regions:
        if region.veil is None:
            continue
        for text in region.cells:
            for cell in cells_named(text):
                if terrain[cell] in veiled:
                    fills[cell] = blend(fills[cell], region.veil, region.opacity)
    return fills


def blend(under: str, over: str, share: float) -> str:
    """`over` laid over `under` with `share` of it showing, as #rrggbb (no transparency in the PDF)."""
    a, b = (tuple(int(c[i:i + 2], 16) for i in (1, 3, 5)) for c in (under, over))
    return "#" + "".join(f"{round(x + (y - x) * share):02x}" for x, y in zip(a, b))


def region_cells(spec: BoardSheet, labels: GridLabels) -> dict[str, set[str]]:
    """The cells of each region, by region id, as labels."""
    return {region.id: {name for text in region.cells for name in _names(labels, text)} for region in spec.regions}


def _region_edges(spec: BoardSheet, points, cells_named, place) -> tuple:
    """The sides between each region with an `edge` and the cells outside it: each side once, in the
    feature of the first region listed that draws it."""
    found, drawn = [], set()
    for region in spec.regions:
        if region.edge is None:
            continue
        inside = {cell for text in region.cells for cell in cells_named(text)}
        for cell in sorted(inside):
            for other in _touching(points, cell):
                if other in inside:
                    continue
                ends = shared_side(points[cell][1], points[other][1])
                key = tuple(sorted((round(x, 6), round(y, 6)) for x, y in ends))
                if key not in drawn:
                    drawn.add(key)
                    found.append((region.edge, place(ends[0]), place(ends[1])))
    return tuple(found)


def _touching(points, cell) -> list[tuple[int, int]]:
    """The cells sharing a side with `cell`, in a fixed order."""
    col, row = cell
    near = [(c, r) for c in range(col - 1, col + 2) for r in range(row - 1, row + 2) if (c, r) != cell and (c, r) in points]
    return [other for other in near if shared_side(points[cell][1], points[other][1]) is not None]


def _moved_labels(spec: BoardSheet, cells: tuple[Cell, ...], paths, size: float, measure: Measure) -> tuple[Words, ...]:
    """The cells' labels moved clear of the roads (`label_room: move`), in smaller type where they must."""
    cased = {f.id: f for f in spec.features if f.casing is not None}
    curves = [(max(cased[feature].casing_width, cased[feature].width), curve_through(points, spec.grid.cell,
                                                                                    cased[feature].bend))
              for feature, points in paths if feature in cased]
    spots = label_spots([(cell, cell.label, cell.centre) for cell in cells], spec.grid.cell,
                        lambda text: measure(text, size, False), size * PT * CAP_HEIGHT, road_points(curves))
    return tuple(Words(spot.text, spot.baseline[0], spot.baseline[1], size * spot.scale) for spot in spots)


def _label(grid: BoardGrid, cell: Cell, size: float) -> Words:
    """A cell's label near its top edge: centred on a hex, in the top-left corner of a square (the
    middle stays free for what stands on it)."""
    x, y = cell.centre[0], cell.centre[1] + _label_rise(grid)
    if grid.shape == "square":
        return Words(cell.label, x - grid.cell / 2 + 1.5, y, size, anchor="start")
    return Words(cell.label, x, y, size)


def _label_rise(grid: BoardGrid) -> float:
    """From a cell's centre up to its label's baseline: near the top edge, inside the cell."""
    top = grid.cell / 2 if grid.shape == "square" or grid.orientation == "flat" else grid.cell / 3 ** 0.5 * 0.8
    return top - 1.2 - min(7.0, max(4.0, grid.cell * 0.3)) * PT * CAP_HEIGHT


def _legend_entries(spec: BoardSheet) -> list[tuple[str, str, str]]:
    """(kind, key, name) of what the legend explains: terrain in use, features, place marks (one per
    mark, colour and words: the key is `mark` or `mark|#colour`), signs."""
    used = {spec.default, *spec.cells}
    entries = [("terrain", t.id, t.name) for t in spec.terrain if t.id in used]
    drawn = {line.feature for line in (*spec.sides, *spec.paths)} | {r.edge for r in spec.regions if r.edge}
    entries += [("feature", f.id, f.name) for f in spec.features if f.id in drawn]
    marks = {"capital": "Capital", "city": "City", "fortress": "Fortress", "dot": "Town"}
    for place in spec.places:
        if place.mark == "none":
            continue
        entry = ("place", place_key(place), place.legend or marks[place.mark])
        if entry not in entries:
            entries.append(entry)
    entries += [("sign", sign.id, sign.name) for sign in spec.signs]
    return entries


def place_key(place) -> str:
    """How a place's mark is drawn: its shape, and its colour when it has one."""
    return f"{place.mark}|{place.colour}" if place.colour else place.mark


def _legend_rows(entries, room: float, measure: Measure) -> list[list[tuple[tuple[str, str, str], float]]]:
    """The entries with their widths, in rows that fit `room` mm."""
    rows: list[list] = []
    used = room + 1
    for entry in entries:
        width = SWATCH + 1.5 + measure(entry[2], LEGEND_PT, False)
        if not rows or used + LEGEND_GAP + width > room:
            rows.append([])
            used = -LEGEND_GAP
        rows[-1].append((entry, width))
        used += LEGEND_GAP + width
    return rows


def _legend(rows, width: float, first_y: float) -> tuple[Entry, ...]:
    found = []
    for i, row in enumerate(rows):
        total = sum(w for _, w in row) + LEGEND_GAP * (len(row) - 1)
        x, y = (width - total) / 2, first_y - i * LEGEND_ROW
        for (kind, key, name), entry_width in row:
            words = Words(name, x + SWATCH + 1.5, y - LEGEND_PT * PT * 0.36, LEGEND_PT, anchor="start")
            found.append(Entry(kind, key, (x, y), words))
            x += entry_width + LEGEND_GAP
    return tuple(found)


def window_around(laid: BoardPlan, labels: set[str], margin: float) -> Box:
    """The part of the board (mm, as in the plan) holding the named cells with `margin` mm around
    them, kept inside the trim: the window of an excerpt."""
    points = [p for cell in laid.cells if cell.label in labels for p in cell.corners]
    if not points:
        raise ValueError("a window needs at least one cell of the board")
    xs, ys = [x for x, _ in points], [y for _, y in points]
    left = max(0.0, min(xs) - margin)
    bottom = max(0.0, min(ys) - margin)
    right = min(laid.width, max(xs) + margin)
    top = min(laid.height, max(ys) + margin)
    return Box(left, bottom, right - left, top - bottom)
