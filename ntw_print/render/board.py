"""The board drawn: terrain art, roads and bridges, buildings with their floors, the house plan,
coordinates, place names and the title band.

`draw_board` draws any window of a board side at any scale into a box on a page; the one-sheet
board, the tiled board, its assembly diagram and the maps of the scenario sheets all use it.
Everything is drawn in board space (mm, y up), as few long paths as possible, and once per PDF:
each board side becomes a few forms that every page showing a window of it places under its own
transform and clipping box.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfdoc import PDFResourceDictionary
from reportlab.pdfgen.canvas import Canvas

from ..layout.board import (BRIDGE_WIDTH_MM, ROAD_WIDTH_MM, Bezier, BoardGeometry, BoardView, LabelSpot,
                            Point, Window, bridge_pieces, drawn_chain, fit_view, grid_edges, label_spots,
                            playable_outline, region_edges, road_curve, road_points_by_hex, window_box)
from ..layout.sheet import Box
from ..rules.board import Board, BuildingGroup, RoadPath, board_of, is_building_terrain
from ..rules.grid import board_grid
from ..grids.hex import Hex, neighbors
from .draw import PT_IN_MM, cap_height, colour
from .pdf import FONT, FONT_BOLD, text_width

FONT_ITALIC = "Sans-Oblique"  # registered by render.pdf
LABEL_PT = 4.6
LABEL_INK = colour("#2b2b2b")
GRID_INK = colour("#000000")
GRID_ALPHA = 0.3
GRID_WIDTH = 0.14
EDGE_WASH = 0.55  # opacity of the white over the half hexes beyond the playable area
EDGE_LINE = colour("#3a3a3a")
BAND_INK = colour("#24292e")
PAPER_WHITE = colour("#ffffff")

ROAD_STYLE = {  # kind -> (edging colour, surface colour, surface width as a share of the full width)
    "main": (colour("#3d3d3d"), colour("#f6e7a8"), 0.72),
    "street": (colour("#4d4d4d"), colour("#f3f1ea"), 0.72),
    "track": (colour("#7b5e3c"), colour("#e6d3a8"), 0.62),
}
BRIDGE_EDGE = colour("#1f1f1f")
BRIDGE_DECK = colour("#c9c6bd")

Painter = Callable[[Canvas, Sequence["Cell"], float, Color], None]


@dataclass(frozen=True)
class Cell:
    """A hex as drawn: its coordinates, centre and corners in board space."""

    hex: Hex
    center: Point
    corners: tuple[Point, ...]


# --- board art worked out once per board --------------------------------------------------------------

@dataclass
class BoardArt:
    """What does not depend on the window: the board, its geometry, road curves, label spots."""

    game: object
    board: Board
    geometry: BoardGeometry
    roads: list[tuple[RoadPath, list[Hex], list[Bezier]]]
    labels: dict[Hex, LabelSpot]
    badges: list[tuple[Hex, int]]
    labelled: list[tuple[Hex, Point]]  # hexes with a coordinate and their centres, in column, row order


_ART: dict[tuple[int, str], BoardArt] = {}


def board_art(game, board_id: str) -> BoardArt:
    key = (id(game), board_id)
    if key in _ART and _ART[key].game is game:
        return _ART[key]
    board = board_of(game, board_id)
    geometry = BoardGeometry(board_grid(game), game.info.grid.hex_size)
    roads = []
    for road in board.roads:
        chain = drawn_chain(board, road)
        roads.append((road, chain, road_curve(geometry, chain)))
    near = road_points_by_hex(geometry, [(road.kind, curve) for road, _, curve in roads])
    spots = label_spots(geometry, board, board.grid.hexes(), label_width, cap_height(LABEL_PT), near)
    by_hex = {spot.hex: spot for spot in spots}
    labelled = [(h, geometry.center(h)) for h in geometry.art_hexes(geometry.trim.grow(FORM_REACH_MM)) if h in by_hex]
    art = BoardArt(game, board, geometry, roads, by_hex, floor_badges(board, geometry), labelled)
    _ART[key] = art
    return art


def label_width(text: str) -> float:
    return text_width(text, FONT, LABEL_PT)


def floor_badges(board: Board, geometry: BoardGeometry) -> list[tuple[Hex, int]]:
    """(hex, floors) for every building of two floors or more: on the hex nearest its middle
    (not on the house drawn as a plan: its rooms say their floors)."""
    badges = []
    house = board.house.hexes if board.house else frozenset()
    for building in board.buildings:
        if building.floors < 2 or set(building.hexes) == set(house):
            continue
        badges.append((_middle_hex(building, geometry), building.floors))
    return badges


def _middle_hex(building: BuildingGroup, geometry: BoardGeometry) -> Hex:
    points = [geometry.center(h) for h in building.hexes]
    mx = sum(p[0] for p in points) / len(points)
    my = sum(p[1] for p in points) / len(points)
    return min(building.hexes, key=lambda h: (math.dist(geometry.center(h), (mx, my)), building.hexes.index(h)))


# --- the public drawing function ----------------------------------------------------------------------

Overlay = Callable[[Canvas, BoardView], None]


def draw_board(canvas: Canvas, game, board_id: str, window: Window, box: Box, *, labels: bool = True,
               overlays: Overlay | None = None, margin: float = 2.0) -> BoardView:
    """Draw the ``window`` of board side ``board_id`` into ``box`` (page mm), as large as fits; the
    window grows to the box's proportions so the box is filled. ``window`` is a Box of board space,
    a block of hexes 'NN22:RR34' or hexes to frame (with ``margin`` mm around them). ``overlays``
    is called after the board, clipped to the box, with the view that maps hexes to the page
    (``view.hex_center('EE31')``). Returns that view."""
    art = board_art(game, board_id)
    view = fit_view(art.geometry, window_box(art.geometry, window, margin), box)
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(box.x, box.y, box.width, box.height)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.saveState()
    scale = view.scale
    canvas.translate(box.x - view.window.x * scale, box.y - view.window.y * scale)
    canvas.scale(scale, scale)
    canvas.doForm(board_form(canvas, art, board_id, "ground"))
    if labels:  # drawn per page, those in the window only: a page's text stays its own
        _labels(canvas, art, _labels_in(art, view.window.grow(1.0)))
    canvas.doForm(board_form(canvas, art, board_id, "names"))
    canvas.restoreState()
    if overlays is not None:
        overlays(canvas, view)
    canvas.restoreState()
    return view


LAYERS = ("ground", "names")
"""The board's art in two forms: the ground (terrain, roads, buildings, grid, edge) under the
coordinates, and the place names with the title band over them."""
FORM_REACH_MM = 40.0
"""How far past the trim a board's form keeps what is drawn (the title band reaches 10 mm out)."""


def board_form(canvas: Canvas, art: BoardArt, board_id: str, layer: str) -> str:
    """The name of a form holding one of the ``LAYERS`` of the whole board side in board space
    (mm), drawn into the canvas's document the first time a page asks for it, so every page that
    shows the board reuses the same art."""
    name = f"board-{board_id}-{layer}"
    if canvas.hasForm(name):
        return name
    reach = art.geometry.trim.grow(FORM_REACH_MM)
    canvas.beginForm(name, reach.x, reach.y, reach.right, reach.top)
    paint_layer(canvas, art, reach, layer)
    # reportlab leaves the transparency states out of a form's resources: name them here
    resources = PDFResourceDictionary()
    resources.basicFonts()
    resources.ExtGState = canvas._extgstate.getState() or {}
    canvas.endForm(Resources=resources)
    return name


def hex_center_on_page(view: BoardView, hex_: Hex | str) -> Point:
    """Where the centre of a hex (or a label such as 'GG26') falls on the page."""
    return view.hex_center(hex_)


def _labels_in(art: BoardArt, window: Box) -> list[LabelSpot]:
    """The coordinates of the hexes ``geometry.art_hexes(window)`` lists, found from the centres
    worked out once (a page asks for its window's)."""
    half_width, half_height = art.geometry.radius, art.geometry.hex_size / 2
    return [art.labels[h] for h, (cx, cy) in art.labelled
            if cx + half_width >= window.x and cx - half_width <= window.right
            and cy + half_height >= window.y and cy - half_height <= window.top]


# --- painting the board ------------------------------------------------------------------------------

def paint_layer(canvas: Canvas, art: BoardArt, window: Box, layer: str) -> None:
    """One of the board's ``LAYERS``, as far as it shows in ``window`` (board space)."""
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    if layer == "ground":
        _paint_ground(canvas, art, art.geometry.art_hexes(window.grow(1.0)))
    else:
        _place_names(canvas, art, window)
        if window.top > art.geometry.title_band.y:
            draw_title_band(canvas, art)


def _paint_ground(canvas: Canvas, art: BoardArt, hexes: Sequence[Hex]) -> None:
    board, geometry = art.board, art.geometry
    shown = set(hexes)
    cells = [Cell(h, geometry.center(h), tuple(geometry.corners(h))) for h in hexes]
    terrain = art.game.terrain
    by_terrain: dict[str, list[Cell]] = {t: [] for t in terrain}
    for cell in cells:
        by_terrain[board.terrain_near(cell.hex)].append(cell)
    for terrain_id, group in by_terrain.items():
        if group:
            _fill_cells(canvas, group, colour(terrain[terrain_id].colour))
    for terrain_id, group in by_terrain.items():
        if group:
            PAINTERS.get(terrain[terrain_id].symbol, _no_texture)(canvas, group, geometry.hex_size,
                                                                   colour(terrain[terrain_id].colour))
    _outlines(canvas, art, hexes)
    _grid_lines(canvas, geometry, hexes)
    _roads(canvas, art, shown)
    if board.house is not None and any(h in shown for h in board.house.hexes):
        _house_plan(canvas, art)
    for hex_, floors in art.badges:
        if hex_ in shown:
            _floor_badge(canvas, geometry.center(hex_), floors, geometry.hex_size)
    _edge_wash(canvas, geometry, [c for c in cells if not board.grid.on_board(c.hex)])


def _path_of_cells(canvas: Canvas, cells: Iterable[Cell]):
    path = canvas.beginPath()
    for cell in cells:
        path.moveTo(*cell.corners[0])
        for corner in cell.corners[1:]:
            path.lineTo(*corner)
        path.close()
    return path


def _fill_cells(canvas: Canvas, cells: Iterable[Cell], fill: Color) -> None:
    canvas.setFillColor(fill)
    canvas.setStrokeColor(fill)
    canvas.setLineWidth(0.05)  # closes hairline gaps between neighbouring fills
    canvas.drawPath(_path_of_cells(canvas, cells), stroke=1, fill=1)


def _segments(canvas: Canvas, segments: Iterable[tuple[Point, Point]], ink: Color, width: float,
              alpha: float = 1.0, dash: Sequence[float] | None = None) -> None:
    path = canvas.beginPath()
    count = 0
    for (x0, y0), (x1, y1) in segments:
        path.moveTo(x0, y0)
        path.lineTo(x1, y1)
        count += 1
    if not count:
        return
    canvas.saveState()
    canvas.setStrokeColor(ink)
    canvas.setStrokeAlpha(alpha)
    canvas.setLineWidth(width)
    if dash:
        canvas.setDash(list(dash))
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.restoreState()


def shade(base: Color, amount: float) -> Color:
    """``base`` mixed with black (amount 0..1)."""
    return Color(base.red * (1 - amount), base.green * (1 - amount), base.blue * (1 - amount))


def tint(base: Color, amount: float) -> Color:
    """``base`` mixed with white (amount 0..1)."""
    return Color(*(c + (1 - c) * amount for c in (base.red, base.green, base.blue)))


def _noise(hex_: Hex, salt: int) -> float:
    """A fixed pseudo-random number in [0, 1) for a hex (the same on every build)."""
    value = (hex_.q * 73856093) ^ (hex_.r * 19349663) ^ (salt * 83492791)
    value = (value * 2654435761) & 0xFFFFFFFF
    return ((value >> 8) & 0xFFFF) / 65536.0


# --- terrain textures: shapes, not only colours, tell the terrain apart ---------------------------

def _no_texture(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    return None


def _grass(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    """A few small tufts in some open hexes."""
    path = canvas.beginPath()
    for cell in cells:
        if _noise(cell.hex, 1) > 0.45:
            continue
        cx, cy = cell.center
        x = cx + (_noise(cell.hex, 2) - 0.5) * size * 0.5
        y = cy - size * 0.18 + (_noise(cell.hex, 3) - 0.5) * size * 0.2
        for dx in (-0.6, 0.0, 0.6):
            path.moveTo(x + dx, y)
            path.lineTo(x + dx * 1.6, y + 1.1 - abs(dx) * 0.4)
    canvas.setStrokeColor(shade(base, 0.32))
    canvas.setLineWidth(0.22)
    canvas.drawPath(path, stroke=1, fill=0)


def _crowns(canvas: Canvas, crowns: Sequence[tuple[float, float, float]], base: Color, shadow: bool) -> None:
    """Tree crowns: a soft shadow, then a filled, outlined disc each."""
    if shadow:
        path = canvas.beginPath()
        for x, y, r in crowns:
            path.circle(x + r * 0.25, y - r * 0.3, r)
        canvas.setFillColor(shade(base, 0.45))
        canvas.setFillAlpha(0.35)
        canvas.drawPath(path, stroke=0, fill=1)
        canvas.setFillAlpha(1)
    path = canvas.beginPath()
    for x, y, r in crowns:
        path.circle(x, y, r)
    canvas.setFillColor(shade(base, 0.18))
    canvas.setStrokeColor(shade(base, 0.55))
    canvas.setLineWidth(0.22)
    canvas.drawPath(path, stroke=1, fill=1)
    path = canvas.beginPath()
    for x, y, r in crowns:  # a highlight on each crown
        path.circle(x - r * 0.3, y + r * 0.3, r * 0.35)
    canvas.setFillColor(tint(base, 0.25))
    canvas.drawPath(path, stroke=0, fill=1)


FOREST_SPOTS = ((0.0, 0.0), (-0.3, 0.22), (0.3, 0.22), (-0.3, -0.22), (0.3, -0.22), (0.0, 0.38), (0.0, -0.38))


def _forest(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    """Close-packed crowns over the whole hex."""
    crowns = []
    for cell in cells:
        cx, cy = cell.center
        for k, (dx, dy) in enumerate(FOREST_SPOTS):
            jx = (_noise(cell.hex, 10 + k) - 0.5) * size * 0.08
            jy = (_noise(cell.hex, 20 + k) - 0.5) * size * 0.08
            r = size * (0.16 + 0.04 * _noise(cell.hex, 30 + k))
            crowns.append((cx + dx * size + jx, cy + dy * size + jy, r))
    _crowns(canvas, crowns, base, shadow=False)


def _lone_tree(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    """One large tree and a bush per hex, below the coordinate."""
    crowns = []
    for cell in cells:
        cx, cy = cell.center
        left = _noise(cell.hex, 4) < 0.5
        crowns.append((cx + (-0.12 if left else 0.12) * size, cy - 0.06 * size, size * 0.2))
        crowns.append((cx + (0.2 if left else -0.2) * size, cy - 0.22 * size, size * 0.1))
    _crowns(canvas, crowns, shade(base, 0.25), shadow=True)


def _hatch(canvas: Canvas, cells: Sequence[Cell], spacing: float, angles: Sequence[float], ink: Color,
           width: float) -> None:
    """Parallel lines at each angle, clipped to the cells."""
    canvas.saveState()
    canvas.clipPath(_path_of_cells(canvas, cells), stroke=0, fill=0)
    xs = [p[0] for c in cells for p in c.corners]
    ys = [p[1] for c in cells for p in c.corners]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    reach = math.hypot(x1 - x0, y1 - y0)
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    path = canvas.beginPath()
    for angle in angles:
        ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        count = int(reach / spacing / 2) + 1
        for i in range(-count, count + 1):
            ox, oy = mx - uy * i * spacing, my + ux * i * spacing
            path.moveTo(ox - ux * reach / 2, oy - uy * reach / 2)
            path.lineTo(ox + ux * reach / 2, oy + uy * reach / 2)
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(width)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.restoreState()


def _by_region(cells: Sequence[Cell], size: float) -> list[list[Cell]]:
    """Cells split into bands of about 60 mm, so clipped hatching stays local."""
    bands: dict[tuple[int, int], list[Cell]] = {}
    for cell in cells:
        bands.setdefault((int(cell.center[0] // 60), int(cell.center[1] // 60)), []).append(cell)
    return [bands[k] for k in sorted(bands)]


def _wooden(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    """Roof boards: close diagonal lines."""
    for group in _by_region(cells, size):
        _hatch(canvas, group, size * 0.075, (60.0,), shade(base, 0.28), 0.18)


def _concrete(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    """Flat roofs: a square grid."""
    for group in _by_region(cells, size):
        _hatch(canvas, group, size * 0.13, (0.0, 90.0), shade(base, 0.2), 0.16)


def _waves(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    """Two short wave strokes per hex."""
    path = canvas.beginPath()
    for cell in cells:
        cx, cy = cell.center
        for k, (dx, dy) in enumerate(((-0.16, 0.12), (0.14, -0.16))):
            x = cx + dx * size + (_noise(cell.hex, 40 + k) - 0.5) * size * 0.1
            y = cy + dy * size
            w = size * 0.11
            path.moveTo(x - 2 * w, y)
            path.curveTo(x - 1.5 * w, y + w * 0.5, x - 0.5 * w, y + w * 0.5, x, y)
            path.curveTo(x + 0.5 * w, y - w * 0.5, x + 1.5 * w, y - w * 0.5, x + 2 * w, y)
    canvas.setStrokeColor(shade(base, 0.4))
    canvas.setLineWidth(0.3)
    canvas.drawPath(path, stroke=1, fill=0)


PAINTERS: dict[str, Painter] = {
    "open": _grass,
    "tree": _lone_tree,
    "forest": _forest,
    "wooden-building": _wooden,
    "concrete-building": _concrete,
    "water": _waves,
}
"""Texture painters by the terrain's `symbol` in the data."""


# --- outlines, grid, edge ------------------------------------------------------------------------------

def _outlines(canvas: Canvas, art: BoardArt, hexes: Sequence[Hex]) -> None:
    """Forest edges, river banks and building walls: lines where the terrain changes."""
    board, geometry, terrain = art.board, art.geometry, art.game.terrain
    kinds = {h: board.terrain_near(h) for h in hexes}

    def kind(h: Hex) -> str:
        return kinds[h] if h in kinds else board.terrain_near(h)

    for terrain_id, record in terrain.items():
        members = [h for h in hexes if kinds[h] == terrain_id]
        if not members:
            continue
        ink = shade(colour(record.colour), 0.55)
        if is_building_terrain(record):
            edges = [geometry.hexside(h, o) for h in members for o in neighbors(h)
                     if kind(o) != terrain_id or board.character_near(o) != board.character_near(h)]
            _segments(canvas, edges, shade(colour(record.colour), 0.7), 0.45)
        elif record.symbol in ("forest", "water"):
            edges = region_edges(geometry, members, lambda o, t=terrain_id: kind(o) == t)
            _segments(canvas, edges, ink, 0.35 if record.symbol == "forest" else 0.45)


def _grid_lines(canvas: Canvas, geometry: BoardGeometry, hexes: Sequence[Hex]) -> None:
    _segments(canvas, grid_edges(geometry, hexes), GRID_INK, GRID_WIDTH, GRID_ALPHA)


def _edge_wash(canvas: Canvas, geometry: BoardGeometry, beyond: Sequence[Cell]) -> None:
    """The half hexes beyond the playable area: washed out, behind a line round the playable hexes."""
    if beyond:
        canvas.saveState()
        canvas.setFillColor(PAPER_WHITE)
        canvas.setFillAlpha(EDGE_WASH)
        canvas.drawPath(_path_of_cells(canvas, beyond), stroke=0, fill=1)
        canvas.restoreState()
        _segments(canvas, playable_outline(geometry), EDGE_LINE, 0.35)


# --- roads and bridges -----------------------------------------------------------------------------

def _curve_path(canvas: Canvas, curve: Sequence[Bezier]):
    path = canvas.beginPath()
    last = None
    for start, c1, c2, end in curve:
        if start != last:
            path.moveTo(*start)
        path.curveTo(*c1, *c2, *end)
        last = end
    return path


def _roads(canvas: Canvas, art: BoardArt, shown: set[Hex]) -> None:
    """Edgings of every road first, then the bridges, then the surfaces, so that roads merge where
    they meet; ends are square, and a disc of surface closes the joint where a road ends on another."""
    visible = [(road, chain, curve) for road, chain, curve in art.roads if any(h in shown for h in chain)]
    order = ("track", "street", "main")
    for kind in order:
        for road, _, curve in visible:
            if road.kind == kind:
                _stroke(canvas, _curve_path(canvas, curve), ROAD_STYLE[kind][0], ROAD_WIDTH_MM[kind], cap=0)
    for road, chain, curve in visible:
        for run in bridge_pieces(art.board, chain, curve):
            _bridge(canvas, run, road.kind)
    for kind in order:
        edge, surface, share = ROAD_STYLE[kind]
        for road, _, curve in visible:
            if road.kind == kind:
                _stroke(canvas, _curve_path(canvas, curve), surface, ROAD_WIDTH_MM[kind] * share, cap=0)
    for hex_, kind in _joints(art):
        if hex_ in shown:
            edge, surface, share = ROAD_STYLE[kind]
            canvas.setFillColor(surface)
            canvas.circle(*art.geometry.center(hex_), ROAD_WIDTH_MM[kind] * share / 2, stroke=0, fill=1)


def _joints(art: BoardArt) -> list[tuple[Hex, str]]:
    """Hexes where a road ends on another road, with the widest kind of road there."""
    rank = {kind: i for i, kind in enumerate(("track", "street", "main"))}
    kinds: dict[Hex, list[str]] = {}
    for road, _, _ in art.roads:
        for hex_ in road.hexes:
            kinds.setdefault(hex_, []).append(road.kind)
    ends = {h for road, _, _ in art.roads for h in (road.hexes[0], road.hexes[-1]) if len(kinds[h]) > 1}
    return [(h, max(kinds[h], key=rank.__getitem__)) for h in sorted(ends, key=lambda h: (h.q, h.r))]


def _stroke(canvas: Canvas, path, ink: Color, width: float, cap: int = 1) -> None:
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(width)
    canvas.setLineCap(cap)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.setLineCap(1)


def _bridge(canvas: Canvas, run: Sequence[Bezier], kind: str) -> None:
    """A deck wider than the road, with square ends, over the water."""
    path = _curve_path(canvas, run)
    _stroke(canvas, path, BRIDGE_EDGE, BRIDGE_WIDTH_MM, cap=0)
    _stroke(canvas, path, BRIDGE_DECK, BRIDGE_WIDTH_MM - 1.0, cap=0)
    _stroke(canvas, path, ROAD_STYLE[kind][0], ROAD_WIDTH_MM[kind], cap=0)


# --- buildings, the house -----------------------------------------------------------------------------

def _floor_badge(canvas: Canvas, center: Point, floors: int, size: float) -> None:
    """The number of floors in a small white square with a dark border."""
    cx, cy = center
    side = size * 0.24
    y = cy - size * 0.12
    canvas.setFillColor(PAPER_WHITE)
    canvas.setStrokeColor(BAND_INK)
    canvas.setLineWidth(0.3)
    canvas.roundRect(cx - side / 2, y - side / 2, side, side, side * 0.15, stroke=1, fill=1)
    canvas.setFillColor(BAND_INK)
    canvas.setFont(FONT_BOLD, 7 * PT_IN_MM)
    canvas.drawCentredString(cx, y - cap_height(7) / 2, str(floors))


HOUSE_FLOOR_HEX, HOUSE_UPPER_HEX = "#f4ead6", "#e3cfa9"
HOUSE_FLOOR = colour(HOUSE_FLOOR_HEX)
HOUSE_UPPER = colour(HOUSE_UPPER_HEX)
WALL_INK = colour("#2f2419")
WINDOW_GLASS = colour("#d7ecf7")


def _house_plan(canvas: Canvas, art: BoardArt) -> None:
    """The house as a plan: floors (darker where an upper floor is built over the room), walls,
    doors, windows, the staircase and the room names."""
    board, geometry = art.board, art.geometry
    house = board.house
    assert house is not None
    for room in house.rooms:
        cells = [Cell(h, geometry.center(h), tuple(geometry.corners(h))) for h in room.hexes]
        _fill_cells(canvas, cells, HOUSE_UPPER if room.upstairs else HOUSE_FLOOR)
    _segments(canvas, grid_edges(geometry, sorted(house.hexes, key=lambda h: (h.q, h.r))), GRID_INK,
              GRID_WIDTH, GRID_ALPHA)
    inner, outer, glass = [], [], []
    for inside, other in house.walls():
        a, b = geometry.hexside(inside, other)
        side = frozenset((inside, other))
        is_outer = other not in house.hexes
        target = outer if is_outer else inner
        if side in house.doors:
            target += [(a, _lerp(a, b, 0.28)), (_lerp(a, b, 0.72), b)]
            _door(canvas, _lerp(a, b, 0.28), _lerp(a, b, 0.72), geometry.center(inside))
        else:
            target.append((a, b))
            if side in house.windows:
                glass.append((_lerp(a, b, 0.3), _lerp(a, b, 0.7)))
    _segments(canvas, inner, WALL_INK, 0.6)
    _segments(canvas, outer, WALL_INK, 1.2)
    _segments(canvas, glass, WINDOW_GLASS, 0.7)
    _segments(canvas, glass, WALL_INK, 0.15)
    _stairs(canvas, geometry.center(house.stairs), geometry.hex_size)
    for room in house.rooms:
        where = next((h for h in room.hexes if h != house.stairs), room.hexes[0])
        cx, cy = geometry.center(where)
        y = cy + geometry.hex_size * (0.14 if where == house.stairs else 0.0)
        canvas.setFillColor(WALL_INK)
        canvas.setFont(FONT_ITALIC, 5 * PT_IN_MM)
        canvas.drawCentredString(cx, y, room.name)
        canvas.setFont(FONT, 4 * PT_IN_MM)
        canvas.drawCentredString(cx, y - 1.9, "2 floors" if room.upstairs else "1 floor")


def _lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _door(canvas: Canvas, hinge: Point, latch: Point, inside: Point) -> None:
    """A door leaf swung into the room and its arc."""
    width = math.dist(hinge, latch)
    ux, uy = (latch[0] - hinge[0]) / width, (latch[1] - hinge[1]) / width
    nx, ny = -uy, ux
    if (inside[0] - hinge[0]) * nx + (inside[1] - hinge[1]) * ny < 0:
        nx, ny = -nx, -ny
    tip = (hinge[0] + nx * width, hinge[1] + ny * width)
    path = canvas.beginPath()
    path.moveTo(*hinge)
    path.lineTo(*tip)
    k = 0.5523 * width
    path.moveTo(*tip)
    path.curveTo(tip[0] + ux * k, tip[1] + uy * k, latch[0] + nx * k, latch[1] + ny * k, *latch)
    canvas.setStrokeColor(WALL_INK)
    canvas.setLineWidth(0.2)
    canvas.drawPath(path, stroke=1, fill=0)


def _stairs(canvas: Canvas, center: Point, size: float) -> None:
    """A flight of steps with an arrow pointing up the stairs."""
    cx, cy = center
    w, h = size * 0.2, size * 0.36
    x0, y0 = cx - w / 2, cy - size * 0.42
    canvas.setFillColor(PAPER_WHITE)
    canvas.setStrokeColor(WALL_INK)
    canvas.setLineWidth(0.25)
    canvas.rect(x0, y0, w, h, stroke=1, fill=1)
    path = canvas.beginPath()
    for i in range(1, 7):
        path.moveTo(x0, y0 + h * i / 7)
        path.lineTo(x0 + w, y0 + h * i / 7)
    path.moveTo(cx, y0 + h * 0.1)
    path.lineTo(cx, y0 + h * 0.9)
    path.moveTo(cx - w * 0.25, y0 + h * 0.75)
    path.lineTo(cx, y0 + h * 0.9)
    path.lineTo(cx + w * 0.25, y0 + h * 0.75)
    canvas.setLineWidth(0.18)
    canvas.drawPath(path, stroke=1, fill=0)


# --- text ---------------------------------------------------------------------------------------------

def _labels(canvas: Canvas, art: BoardArt, spots: Sequence[LabelSpot]) -> None:
    """Coordinates: a halo in the colour of the ground under them, then the ink."""
    canvas.saveState()  # the stroke-only text mode of the halo must not outlive it
    canvas.setLineWidth(0.5)
    canvas.setLineJoin(1)
    halo = canvas.beginText()
    halo.setTextRenderMode(1)
    _label_runs(halo, spots, lambda spot: _ground_under(art, spot.hex))
    canvas.drawText(halo)
    canvas.restoreState()
    ink = canvas.beginText()
    ink.setFillColor(LABEL_INK)
    _label_runs(ink, spots)
    canvas.drawText(ink)


def _ground_under(art: BoardArt, hex_: Hex) -> str:
    """The colour a coordinate is printed on: the terrain's, or the floor of the house plan."""
    house = art.board.house
    if house is not None and hex_ in house.hexes:
        return HOUSE_UPPER_HEX if house.upstairs_at(hex_) else HOUSE_FLOOR_HEX
    return art.game.terrain[art.board.terrain_at(hex_)].colour


def _label_runs(text, spots: Sequence[LabelSpot], halo_of: Callable[[LabelSpot], str] | None = None) -> None:
    """One text object for many labels: the font is set only when the size changes, and the
    halo colour only when the terrain does."""
    size = last = None
    for spot in spots:
        if halo_of is not None and halo_of(spot) != last:
            last = halo_of(spot)
            text.setStrokeColor(colour(last))
        if spot.scale != size:
            size = spot.scale
            text.setFont(FONT, LABEL_PT * size * PT_IN_MM)
        text.setTextOrigin(spot.baseline[0] - label_width(spot.text) * spot.scale / 2, spot.baseline[1])
        text.textOut(spot.text)


PLACE_STYLE = {  # kind -> (font, size in points, letter spacing in mm, capitals)
    "town": (FONT_BOLD, 15.0, 1.4, True),
    "district": (FONT_BOLD, 8.5, 0.6, True),
    "feature": (FONT_ITALIC, 8.0, 0.15, False),
}


def _place_names(canvas: Canvas, art: BoardArt, window: Box) -> None:
    """Names of places, centred on their hex between the rows of coordinates, with a white halo."""
    geometry = art.geometry
    for place in art.board.places:
        font, points, spacing, capitals = PLACE_STYLE[place.kind]
        name = place.name.upper() if capitals else place.name
        cx, cy = geometry.center(place.at)
        width = text_width(name, font, points) + spacing * (len(name) - 1)
        if cx + width / 2 < window.x or cx - width / 2 > window.right:
            continue
        baseline = cy + geometry.hex_size * 0.19 - cap_height(points) / 2
        for halo in (True, False):
            canvas.saveState()
            text = canvas.beginText()
            text.setFont(font, points * PT_IN_MM)
            text.setCharSpace(spacing)
            if halo:
                text.setTextRenderMode(1)
                text.setStrokeColor(PAPER_WHITE)
                canvas.setLineWidth(0.9)
                canvas.setStrokeAlpha(0.85)
            else:
                text.setFillColor(BAND_INK)
            text.setTextOrigin(cx - width / 2, baseline)
            text.textOut(name)
            canvas.drawText(text)
            canvas.restoreState()


# --- the title band -------------------------------------------------------------------------------

BAND_TEXT = PAPER_WHITE
SWATCH_MM = 11.0


def draw_title_band(canvas: Canvas, art: BoardArt) -> None:
    """The band along the top edge: title, the key to terrain (with its protection), roads,
    buildings and the house, a compass and the scale."""
    band = art.geometry.title_band
    canvas.saveState()
    canvas.setFillColor(BAND_INK)
    canvas.rect(band.x - 10, band.y, band.width + 20, band.height + 10, stroke=0, fill=1)
    mid = band.y + band.height / 2
    x = band.x + art.geometry.column_step + 2
    game, board = art.game, art.board
    _band_text(canvas, x, mid + 1.2, game.info.name.upper(), 15, FONT_BOLD, spacing=0.8)
    _band_text(canvas, x, mid - 6.2, f"Side {board.side} · {board.name}", 10, FONT)
    x += max(text_width(game.info.name.upper(), FONT_BOLD, 15) + 0.8 * len(game.info.name),
             text_width(f"Side {board.side} · {board.name}", FONT, 10)) + 14
    for item in _legend_items(art):
        x = item(canvas, x, mid) + 7
    _compass_and_scale(canvas, art, band, mid)
    canvas.restoreState()


def _band_text(canvas: Canvas, x: float, y: float, value: str, points: float, font: str = FONT,
               spacing: float = 0.0, ink: Color = BAND_TEXT, anchor: str = "start") -> float:
    """Text in the band; returns its width."""
    width = text_width(value, font, points) + spacing * max(len(value) - 1, 0)
    text = canvas.beginText()
    text.setFont(font, points * PT_IN_MM)
    text.setCharSpace(spacing)
    text.setFillColor(ink)
    text.setTextOrigin(x - (width / 2 if anchor == "middle" else 0), y)
    text.textOut(value)
    canvas.drawText(text)
    return width


def _swatch_cell(x: float, y: float, size: float = SWATCH_MM) -> Cell:
    radius = size / math.sqrt(3)
    corners = tuple((x + radius * math.cos(math.radians(60 * k)), y - radius * math.sin(math.radians(60 * k)))
                    for k in range(6))
    return Cell(Hex(3, -5, 2), (x, y), corners)


def _legend_items(art: BoardArt) -> list[Callable[[Canvas, float, float], float]]:
    """Drawers of the key's entries, each returning where the next may start."""
    items: list[Callable[[Canvas, float, float], float]] = []
    for record in art.game.terrain.values():
        if record.on_board:
            items.append(lambda c, x, y, t=record: _terrain_key(c, x, y, t))
    kinds = [kind for kind in ROAD_STYLE if any(road.kind == kind for road in art.board.roads)]
    if kinds:
        items.append(lambda c, x, y: _road_key(c, x, y, kinds))
    if any(art.board.is_bridge(h) for h in art.board.road_hexes()):
        items.append(_bridge_key)
    if art.badges:
        items.append(_floors_key)
    if art.board.house is not None:
        items.append(_house_key)
    items.append(_edge_key)
    return items


def _two_lines(canvas: Canvas, x: float, y: float, first: str, second: str) -> float:
    a = _band_text(canvas, x, y + 1.0, first, 6.5, FONT_BOLD)
    b = _band_text(canvas, x, y - 3.6, second, 6.0, FONT)
    return x + max(a, b)


def _terrain_key(canvas: Canvas, x: float, y: float, record) -> float:
    cell = _swatch_cell(x + SWATCH_MM * 0.58, y)
    base = colour(record.colour)
    _fill_cells(canvas, [cell], base)
    canvas.saveState()
    canvas.clipPath(_path_of_cells(canvas, [cell]), stroke=0, fill=0)
    PAINTERS.get(record.symbol, _no_texture)(canvas, [cell], SWATCH_MM, base)
    canvas.restoreState()
    canvas.setStrokeColor(BAND_TEXT)
    canvas.setLineWidth(0.3)
    canvas.drawPath(_path_of_cells(canvas, [cell]), stroke=1, fill=0)
    return _two_lines(canvas, x + SWATCH_MM * 1.25, y, record.name, f"protection {record.protection}")


ROAD_NAMES = {"main": "main road", "street": "street", "track": "track"}


def _road_key(canvas: Canvas, x: float, y: float, kinds: Sequence[str]) -> float:
    """Samples of each kind of road, stacked, and one caption: all are roads for the rules."""
    step = 6.0
    top = y + step * (len(kinds) - 1) / 2 - 1
    for i, kind in enumerate(kinds):
        edge, surface, share = ROAD_STYLE[kind]
        path = canvas.beginPath()
        path.moveTo(x, top - i * step)
        path.lineTo(x + 12, top - i * step)
        _stroke(canvas, path, edge, ROAD_WIDTH_MM[kind], cap=0)
        _stroke(canvas, path, surface, ROAD_WIDTH_MM[kind] * share, cap=0)
    names = ", ".join(ROAD_NAMES[kind] for kind in kinds)
    return _two_lines(canvas, x + 15, y, "Roads", names[0].upper() + names[1:] + ": all are roads")


def _bridge_key(canvas: Canvas, x: float, y: float) -> float:
    canvas.setFillColor(colour("#a9cfe8"))
    canvas.rect(x + 2, y - 6, 8, 10, stroke=0, fill=1)
    path = canvas.beginPath()
    path.moveTo(x, y - 1)
    path.lineTo(x + 12, y - 1)
    _bridge(canvas, [((x, y - 1), (x + 4, y - 1), (x + 8, y - 1), (x + 12, y - 1))], "street")
    _stroke(canvas, path, ROAD_STYLE["street"][1], ROAD_WIDTH_MM["street"] * ROAD_STYLE["street"][2], cap=0)
    return _two_lines(canvas, x + 15, y, "Bridge", "road over water")


def _floors_key(canvas: Canvas, x: float, y: float) -> float:
    _floor_badge(canvas, (x + 5, y + 2.2), 3, 18.0)
    return _two_lines(canvas, x + 11, y, "Floors", "no number: 1 floor")


def _house_key(canvas: Canvas, x: float, y: float) -> float:
    for dx, fill in ((0, HOUSE_UPPER), (7, HOUSE_FLOOR)):
        canvas.setFillColor(fill)
        canvas.setStrokeColor(WALL_INK)
        canvas.setLineWidth(0.6)
        canvas.rect(x + dx, y - 5, 7, 9, stroke=1, fill=1)
    return _two_lines(canvas, x + 17, y, "House plan", "dark floor: upper floor above")


def _edge_key(canvas: Canvas, x: float, y: float) -> float:
    cell = _swatch_cell(x + SWATCH_MM * 0.58, y)
    _fill_cells(canvas, [cell], colour("#eef0d6"))
    canvas.saveState()
    canvas.setFillColor(PAPER_WHITE)
    canvas.setFillAlpha(EDGE_WASH)
    canvas.drawPath(_path_of_cells(canvas, [cell]), stroke=0, fill=1)
    canvas.restoreState()
    canvas.setStrokeColor(BAND_TEXT)
    canvas.setLineWidth(0.3)
    canvas.drawPath(_path_of_cells(canvas, [cell]), stroke=1, fill=0)
    return _two_lines(canvas, x + SWATCH_MM * 1.25, y, "Half hex", "at the edge: not playable")


def _compass_and_scale(canvas: Canvas, art: BoardArt, band: Box, mid: float) -> None:
    """A north arrow and one hex at full size with its ground distance, at the right end."""
    size = art.geometry.hex_size
    right = band.right - art.geometry.column_step - 2
    cell = _swatch_cell(right - size / math.sqrt(3), mid, size)
    canvas.setStrokeColor(BAND_TEXT)
    canvas.setLineWidth(0.3)
    canvas.drawPath(_path_of_cells(canvas, [cell]), stroke=1, fill=0)
    cx = cell.center[0]
    path = canvas.beginPath()
    path.moveTo(cx - size / 2, mid - size * 0.2)
    path.lineTo(cx + size / 2, mid - size * 0.2)
    for end in (cx - size / 2, cx + size / 2):
        path.moveTo(end, mid - size * 0.2 - 0.8)
        path.lineTo(end, mid - size * 0.2 + 0.8)
    canvas.drawPath(path, stroke=1, fill=0)
    _band_text(canvas, cx, mid + 0.6, art.board.hex_across or "1 hex", 6.5, FONT_BOLD, anchor="middle")
    _band_text(canvas, cx, mid - size * 0.2 - 3.2, f"{size:g} mm", 5.5, FONT, anchor="middle")
    north_x = cell.center[0] - size / math.sqrt(3) - 9
    arrow = canvas.beginPath()
    arrow.moveTo(north_x, mid + 6)
    arrow.lineTo(north_x + 3, mid - 4)
    arrow.lineTo(north_x, mid - 2)
    arrow.lineTo(north_x - 3, mid - 4)
    arrow.close()
    canvas.setFillColor(BAND_TEXT)
    canvas.drawPath(arrow, stroke=0, fill=1)
    _band_text(canvas, north_x, mid + 7.6, "N", 8, FONT_BOLD, anchor="middle")
