"""Board geometry in millimetres: where hexes, roads and the board's edges lie on a printed board
side, and which window of it a box on a page shows (the coordinates' places: kinds/board/label_room.py; the
pages of a home printer: ntw_print/print/layout/tiling.py).

Board space: millimetres, origin at the bottom-left corner of the board's trim, y up (like a page).
The trim holds a title band along the top edge, then the playable hexes with a ring of half hexes
around them: the left and right edges cut through the centres of the hexes beyond the last
columns, the top and bottom edges run along the flat tops and bottoms of the outermost hexes, so
alternate columns end in a half hex. Nothing here draws; the renderer strokes what it returns.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ....core.geometry import Point
from ..rules.board import Board
from ..rules.board_values import RoadPath
from ....grids.hex import DIRECTIONS, Hex, HexGrid, Layout, add, neighbor, neighbors
from ....kinds.board.curves import Bezier, curve_through
from ....print.layout.sheet import Box
Measure = Callable[[str], float]  # width in mm of a coordinate label

TITLE_BAND_MM = 24.0
"""Height of the band along the top edge with the title, legend, compass and scale."""
ROAD_WIDTH_MM = {"main": 5.2, "street": 4.4, "track": 3.0}
"""Full width of each kind of road, edging included."""
BRIDGE_WIDTH_MM = 6.6
ROAD_BEND = 0.5
"""How far a road bends towards the centre of a hex where it turns: 1 makes a zigzag line of
hexes wavy, 0 straight; in between keeps the road near the centres and smooth. A sharp turn (in
and out by neighbouring sides) bends all the way, so the road still passes near the centre."""


_DIRECTION_INDEX = {direction: index for index, direction in enumerate(DIRECTIONS)}
_CORNER_STEPS = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))
"""From a hex's centre to its corners 0..5 in the corner lattice (x in half radii, y down in half
heights): east, then clockwise on the page."""


@dataclass(frozen=True)
class BoardGeometry:
    """Where the hexes of a board lie in board space."""

    grid: HexGrid
    hex_size: float  # across the flats
    band: float = TITLE_BAND_MM

    def __post_init__(self) -> None:
        if self.grid.scheme.orientation != "flat":
            raise ValueError("board geometry is laid out for flat-top hexes (columns of hexes)")

    @property
    def radius(self) -> float:
        """Centre to corner."""
        return self.hex_size / math.sqrt(3.0)

    @property
    def column_step(self) -> float:
        return 1.5 * self.radius

    @property
    def width(self) -> float:
        return (self.grid.labels.columns + 1) * self.column_step

    @property
    def height(self) -> float:
        return self.band + (self.grid.labels.rows + 0.5) * self.hex_size

    @property
    def trim(self) -> Box:
        return Box(0.0, 0.0, self.width, self.height)

    @property
    def playfield(self) -> Box:
        """The trim without the title band: the hexes and the half hexes at the edges."""
        return Box(0.0, 0.0, self.width, self.height - self.band)

    @property
    def title_band(self) -> Box:
        return Box(0.0, self.height - self.band, self.width, self.band)

    @functools.cached_property
    def _layout(self) -> Layout:
        """The hex layout with y down from the top of the trim, column 0 centred one step in."""
        scheme = self.grid.scheme
        unit = Layout.flat_from_flat_to_flat(self.hex_size)
        highest = min(unit.hex_to_point(scheme.to_cube(col, 0))[1] for col in (0, 1))
        first = unit.hex_to_point(scheme.to_cube(0, 0))
        return Layout(unit.orientation, unit.size_x, unit.size_y,
                      self.column_step - first[0], self.band + self.hex_size / 2 - highest)

    def center(self, hex_: Hex) -> Point:
        x, y_down = self._layout.hex_to_point(hex_)
        return (x, self.height - y_down)

    def corners(self, hex_: Hex) -> list[Point]:
        """The six corners, starting east and turning clockwise on the page. A corner is worked out
        from its place in the lattice of corners, so the hexes that share it give the very same
        point (outlines join up exactly)."""
        i, j = 3 * hex_.q, hex_.q + 2 * hex_.r
        x0, y0, a, b = self._lattice
        return [(x0 + a * (i + di), y0 - b * (j + dj)) for di, dj in _CORNER_STEPS]

    @functools.cached_property
    def _lattice(self) -> tuple[float, float, float, float]:
        """(x0, y0, a, b): corner (i, j) of the lattice lies at (x0 + a i, y0 - b j); a hex's centre
        is at (3 q, q + 2 r)."""
        layout = self._layout
        return (layout.origin_x, self.height - layout.origin_y, layout.size_x / 2, layout.size_y * math.sqrt(3.0) / 2)

    def hexside(self, a: Hex, b: Hex) -> tuple[Point, Point]:
        """The two corners shared by neighbouring hexes ``a`` and ``b``."""
        direction = _DIRECTION_INDEX.get((b.q - a.q, b.r - a.r, b.s - a.s))
        if direction is None:
            raise ValueError(f"{a} and {b} are not neighbours")
        first = (direction + 4) % 6  # flat-top: the side towards direction d joins corners d+4 and d+5
        i, j = 3 * a.q, a.q + 2 * a.r
        x0, y0, p, q = self._lattice
        (di0, dj0), (di1, dj1) = _CORNER_STEPS[first], _CORNER_STEPS[(first + 1) % 6]
        return (x0 + p * (i + di0), y0 - q * (j + dj0)), (x0 + p * (i + di1), y0 - q * (j + dj1))

    def edge_midpoint(self, a: Hex, b: Hex) -> Point:
        (ax, ay), (bx, by) = self.center(a), self.center(b)
        return ((ax + bx) / 2, (ay + by) / 2)

    def hex_at(self, point: Point) -> Hex:
        return self._layout.point_to_hex((point[0], self.height - point[1]))

    def art_hexes(self, window: Box) -> list[Hex]:
        """Every hex, playable or beyond the edge, that shows in ``window`` (in column, row order)."""
        labels, scheme = self.grid.labels, self.grid.scheme
        found = []
        for col in range(-2, labels.columns + 2):
            for row in range(-2, labels.rows + 2):
                hex_ = scheme.to_cube(col, row)
                cx, cy = self.center(hex_)
                if (cx + self.radius >= window.x and cx - self.radius <= window.right
                        and cy + self.hex_size / 2 >= window.y and cy - self.hex_size / 2 <= window.top):
                    found.append(hex_)
        return found

    def window_around(self, hexes: Iterable[Hex], margin: float = 0.0) -> Box:
        """The smallest box holding these whole hexes, grown by ``margin`` mm."""
        points = [corner for hex_ in hexes for corner in self.corners(hex_)]
        if not points:
            raise ValueError("no hexes to frame")
        x0, x1 = min(p[0] for p in points), max(p[0] for p in points)
        y0, y1 = min(p[1] for p in points), max(p[1] for p in points)
        return Box(x0, y0, x1 - x0, y1 - y0).grow(margin)


# --- regions --------------------------------------------------------------------------------------

def region_edges(geometry: BoardGeometry, hexes: Sequence[Hex], inside: Callable[[Hex], bool],
                 ) -> list[tuple[Point, Point]]:
    """The hexsides between a hex of ``hexes`` and a neighbour for which ``inside`` is false:
    the outline of a region (a forest, a building, the river), in the order of ``hexes``."""
    return [geometry.hexside(hex_, other) for hex_ in hexes for other in neighbors(hex_) if not inside(other)]


def grid_edges(geometry: BoardGeometry, hexes: Sequence[Hex]) -> list[tuple[Point, Point]]:
    """Every hexside of these hexes once (the grid lines)."""
    shown = set(hexes)
    edges = []
    for hex_ in hexes:
        for direction, other in enumerate(neighbors(hex_)):
            if direction < 3 or other not in shown:
                edges.append(geometry.hexside(hex_, other))
    return edges


def playable_outline(geometry: BoardGeometry) -> list[tuple[Point, Point]]:
    """The hexsides between the playable hexes and the half hexes around them."""
    grid = geometry.grid
    return region_edges(geometry, grid.hexes(), grid.on_board)


# --- roads ----------------------------------------------------------------------------------------

def drawn_chain(board: Board, road: RoadPath, beyond: int = 2) -> list[Hex]:
    """The road's hexes, continued ``beyond`` hexes past the board edge at each end that lies on
    an edge hex (a road that reaches the edge leaves the board)."""
    chain = list(road.hexes)
    grid = board.grid
    if len(chain) < 2:
        return chain
    for at_start in (True, False):
        end, before = (chain[0], chain[1]) if at_start else (chain[-1], chain[-2])
        outside = [d for d in range(6) if not grid.on_board(neighbor(end, d))]
        if not outside:
            continue
        step = DIRECTIONS.index(Hex(end.q - before.q, end.r - before.r, end.s - before.s))
        direction = min(outside, key=lambda d: (min((d - step) % 6, (step - d) % 6), d))
        extra, current = [], end
        for _ in range(beyond):
            current = add(current, DIRECTIONS[direction])
            extra.append(current)
        chain = extra[::-1] + chain if at_start else chain + extra
    return chain


def road_curve(geometry: BoardGeometry, chain: Sequence[Hex]) -> list[Bezier]:
    """The road as one curve piece per hex of ``chain`` (kinds/board/roads.py), bending ROAD_BEND."""
    return curve_through([geometry.center(h) for h in chain], geometry.hex_size, ROAD_BEND)


def bridge_pieces(board: Board, chain: Sequence[Hex], curve: Sequence[Bezier]) -> list[list[Bezier]]:
    """Runs of curve pieces that lie in bridged hexes (each run is one bridge), for drawing decks."""
    runs: list[list[Bezier]] = []
    current: list[Bezier] = []
    for hex_, piece in zip(chain, curve):
        if board.grid.on_board(hex_) and board.is_bridge(hex_):
            current.append(piece)
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return runs


# --- a window of the board drawn into a box on a page ---------------------------------------------

@dataclass(frozen=True)
class BoardView:
    """A window of board space drawn into a box on a page, at one scale: the hex -> page mapping
    that overlays use to put markers on hexes."""

    geometry: BoardGeometry
    window: Box  # board space
    box: Box  # page space

    @property
    def scale(self) -> float:
        return self.box.width / self.window.width

    def to_page(self, point: Point) -> Point:
        return (self.box.x + (point[0] - self.window.x) * self.scale,
                self.box.y + (point[1] - self.window.y) * self.scale)

    def hex_center(self, hex_: Hex | str) -> Point:
        """The centre of a hex (or a board label such as 'EE31') on the page."""
        return self.to_page(self.geometry.center(self._hex(hex_)))

    def hex_corners(self, hex_: Hex | str) -> list[Point]:
        return [self.to_page(p) for p in self.geometry.corners(self._hex(hex_))]

    @property
    def hex_size(self) -> float:
        """Across the flats of a hex, on the page."""
        return self.geometry.hex_size * self.scale

    def shows(self, hex_: Hex | str) -> bool:
        """Whether the hex's centre lies inside the window."""
        x, y = self.geometry.center(self._hex(hex_))
        return self.window.x <= x <= self.window.right and self.window.y <= y <= self.window.top

    def _hex(self, hex_: Hex | str) -> Hex:
        return self.geometry.grid.hex_of(hex_) if isinstance(hex_, str) else hex_


Window = Box | str | Iterable[Hex | str]
"""What part of a board to show: a box of board space (mm), a block of hexes 'NN22:RR34' (columns
NN..RR, rows 22..34), or the hexes to frame."""


def window_box(geometry: BoardGeometry, window: Window, margin: float = 0.0) -> Box:
    """The box of board space that ``window`` names (hex windows are framed with ``margin`` mm)."""
    if isinstance(window, Box):
        return window
    grid = geometry.grid
    if isinstance(window, str):
        first, _, last = window.partition(":")
        (c0, r0), (c1, r1) = grid.labels.parse(first), grid.labels.parse(last or first)
        hexes = [grid.scheme.to_cube(c, r) for c in range(min(c0, c1), max(c0, c1) + 1)
                 for r in range(min(r0, r1), max(r0, r1) + 1)]
    else:
        hexes = [grid.hex_of(h) if isinstance(h, str) else h for h in window]
    return geometry.window_around(hexes, margin)


def fit_view(geometry: BoardGeometry, window: Box, box: Box) -> BoardView:
    """The view that shows ``window`` as large as fits in ``box``; the window grows (about its
    centre) to the box's proportions, so the whole box is filled with board."""
    scale = min(box.width / window.width, box.height / window.height)
    width, height = box.width / scale, box.height / scale
    grown = Box(window.x - (width - window.width) / 2, window.y - (height - window.height) / 2, width, height)
    return BoardView(geometry, grown, box)
