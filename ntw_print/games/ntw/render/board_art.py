"""The board art worked out once per board side and loaded game: the board, its geometry, road
curves, coordinate spots and floor badges (kept in `game.cache`)."""

from __future__ import annotations

import bisect
import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ....core.geometry import Point
from ..layout.board import ROAD_WIDTH_MM, Bezier, BoardGeometry, drawn_chain, playable_outline, road_curve
from ....kinds.board.label_room import LabelSpot, label_spots, road_points
from ....print.layout.chains import chains
from ..rules.board import Board, board_of
from ..rules.board_values import BuildingGroup, RoadPath
from ..rules.grid import board_grid
from ....grids.hex import DIRECTIONS, Hex, neighbors
from ....print.layout.sheet import Box
from ....print.render.draw import cap_height
from ....print.render.draw import colour
from ....print.render.pdf import FONT, text_width

GRID_INK = colour("#000000")
GRID_ALPHA = 0.3
GRID_WIDTH = 0.14
EDGE_WASH = 0.55  # opacity of the white over the half hexes beyond the playable area
EDGE_LINE = colour("#3a3a3a")
BAND_INK = colour("#24292e")
PAPER_WHITE = colour("#ffffff")
HOUSE_FLOOR_HEX, HOUSE_UPPER_HEX = "#f4ead6", "#e3cfa9"  # the house plan's floors, one storey or more
TEXTURE = {"open": "grass", "tree": "tree", "forest": "forest", "wooden-building": "planks",
           "concrete-building": "squares", "water": "waves"}
"""The board kind's texture (kinds/board/textures.py) each terrain symbol of the data is drawn with."""
LABEL_PT = 4.6
ART_REACH_MM = 40.0
"""How far past the trim the hexes are worked out (the bleed, and the title band's 10 mm)."""


@dataclass
class BoardArt:
    """What does not depend on the window: the board, its geometry, road curves, label spots, the
    hexes the art shows and their terrain."""

    game: object
    board: Board
    geometry: BoardGeometry
    roads: list[tuple[RoadPath, list[Hex], list[Bezier]]]
    labels: dict[Hex, LabelSpot]
    badges: list[tuple[Hex, int]]
    cells: list[tuple[Hex, Point]]  # every hex within ART_REACH_MM of the trim and its centre, in column, row order
    ground: dict[Hex, str]  # the terrain drawn on each of them (beyond the edge: the nearest playable hex's)
    _characters: dict[Hex, str] = field(default_factory=dict)  # asked so far
    _neighbours: dict[Hex, tuple[Hex, ...]] = field(default_factory=dict)  # asked so far, in DIRECTIONS order

    @functools.cached_property
    def centre(self) -> dict[Hex, Point]:
        return dict(self.cells)

    @functools.cached_property
    def corners(self) -> dict[Hex, tuple[Point, ...]]:
        """The corners of every hex in ``cells`` (as ``geometry.corners``), worked out once."""
        return {h: tuple(self.geometry.corners(h)) for h, _ in self.cells}

    @functools.cached_property
    def label_origin(self) -> dict[Hex, float]:
        """Where each coordinate starts (x), centred on its spot."""
        return {h: spot.baseline[0] - label_width(spot.text) * spot.scale / 2 for h, spot in self.labels.items()}

    @functools.cached_property
    def label_ground(self) -> dict[Hex, str]:
        """The colour each coordinate is printed on (its halo): the terrain's, or the house plan's floor."""
        house = self.board.house
        found = {}
        for hex_ in self.labels:
            if house is not None and hex_ in house.hexes:
                found[hex_] = HOUSE_UPPER_HEX if house.upstairs_at(hex_) else HOUSE_FLOOR_HEX
            else:
                found[hex_] = self.game.terrain[self.board.terrain_at(hex_)].colour
        return found

    @functools.cached_property
    def playable_outline(self) -> list[list[Point]]:
        """The line round the playable hexes, joined end to end."""
        return chains(playable_outline(self.geometry))


    def character(self, hex_: Hex) -> str:
        """The grid character of a hex (beyond the edge: the nearest playable hex's), kept once asked."""
        found = self._characters.get(hex_)
        if found is None:
            found = self._characters[hex_] = self.board.character_near(hex_)
        return found

    def terrain(self, hex_: Hex) -> str:
        """The terrain drawn on a hex."""
        found = self.ground.get(hex_)
        return found if found is not None else self.board.terrain_near(hex_)

    def outline(self, hexes: Sequence[Hex], inside: Callable[[Hex, Hex], bool]) -> list[tuple[Point, Point]]:
        """The sides between each hex of ``hexes`` and those of its neighbours for which
        ``inside(neighbour, hex)`` is false, each running clockwise round its hex (so the outline of
        a region keeps it on one hand: see ``chains``)."""
        corners, neighbours = self.corners, self._neighbours
        found = []
        for hex_ in hexes:
            points = corners[hex_]
            around = neighbours.get(hex_)
            if around is None:
                around = neighbours[hex_] = tuple(neighbors(hex_))
            for direction, other in enumerate(around):
                if not inside(other, hex_):  # the side towards direction d joins corners d+4 and d+5
                    found.append((points[(direction + 4) % 6], points[(direction + 5) % 6]))
        return found

    def grid_lines(self, hexes: Sequence[Hex], shown: set[Hex]) -> list[list[Point]]:
        """Every side of these hexes once, as lines through the corners (the grid): each hex's top
        and its two sides to the right, and those of its other sides that no hex in ``shown`` draws
        (at the edge of a window)."""
        corners = self.corners
        lines = []
        for hex_ in hexes:
            points = corners[hex_]
            q, r, s = hex_
            line = [points[4], points[5], points[0], points[1]]  # the top and the sides towards NE and SE
            for direction, (dq, dr, ds) in ((3, DIRECTIONS[3]), (4, DIRECTIONS[4]), (5, DIRECTIONS[5])):
                if (q + dq, r + dr, s + ds) not in shown:
                    start, end = points[(direction + 4) % 6], points[(direction + 5) % 6]
                    if line[-1] != start:
                        lines.append(line)
                        line = [start]
                    line.append(end)
            lines.append(line)
        return lines

    def hexes_in(self, window: Box) -> list[Hex]:
        """Every hex, playable or beyond the edge, that shows in ``window`` (as
        ``geometry.art_hexes``, from the centres worked out once)."""
        return [h for h, _ in self.cells_near(window)]

    def cells_near(self, window: Box) -> list[tuple[Hex, Point]]:
        """The hexes of ``cells`` (with their centres) that reach into ``window``, in their order."""
        half_width, half_height = self.geometry.radius, self.geometry.hex_size / 2
        xs, order = self._by_x
        bottom, top = window.y - half_height, window.top + half_height
        cells = self.cells
        return [cells[i] for i in sorted(order[bisect.bisect_left(xs, window.x - half_width):
                                               bisect.bisect_right(xs, window.right + half_width)])
                if bottom <= cells[i][1][1] <= top]

    @functools.cached_property
    def _by_x(self) -> tuple[list[float], list[int]]:
        """The centres' x, smallest first, and the index in ``cells`` of each (a window asks for a
        run of them)."""
        order = sorted(range(len(self.cells)), key=lambda i: self.cells[i][1][0])
        return [self.cells[i][1][0] for i in order], order


def board_art(game, board_id: str) -> BoardArt:
    """The art of board side ``board_id``, worked out once per loaded game (kept in ``game.cache``)."""
    known = game.cache.setdefault("board_art", {})
    if board_id in known:
        return known[board_id]
    board = board_of(game, board_id)
    geometry = BoardGeometry(board_grid(game), game.info.grid.hex_size)
    roads = []
    for road in board.roads:
        chain = drawn_chain(board, road)
        roads.append((road, chain, road_curve(geometry, chain)))
    near = road_points([(ROAD_WIDTH_MM[road.kind], curve) for road, _, curve in roads])
    spots = label_spots([(h, board.label_of(h), geometry.center(h)) for h in board.grid.hexes()], geometry.hex_size,
                        label_width, cap_height(LABEL_PT), near)
    cells = [(h, geometry.center(h)) for h in geometry.art_hexes(geometry.trim.grow(ART_REACH_MM))]
    ground = {h: board.terrain_near(h) for h, _ in cells}
    art = BoardArt(game, board, geometry, roads, {spot.key: spot for spot in spots}, floor_badges(board, geometry),
                   cells, ground)
    known[board_id] = art
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
