"""New Techno War's boards, drawn by the board kind (kinds/board/: imported alone, not every kind through
KINDS) from the spec layout/board.py makes:
the one-sheet board, the tiled pages and a window of it (the maps of the scenario sheets). What only
this game paints is its art hooks: the house drawn as a floor plan (walls, doors, windows, stairs,
the rooms' names), the floor count of tall buildings, and their two entries in the band's key."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from reportlab.pdfgen.canvas import Canvas

from ....core.geometry import MM_PER_PT, Point, toward
from ....kinds.board.band import two_lines
from ....kinds.board.layout import BoardPlan, plan, shared_side
from ....kinds.board.render import View, draw_window, meets, pages, prepare, tiled
from ....kinds.board.paint import segments
from ....kinds.faces.art import Art
from ....print.layout.sheet import Box
from ....print.render.draw import cap_height, colour
from ....print.render.forms import form, place
from ....print.render.pdf import FONT, FONT_BOLD, FONT_ITALIC, Page, measure
from ..layout.board import HOUSE_FLOOR, HOUSE_UPPER, LEGEND_TEMPLATE, board_spec
from ..rules.board import Board, board_of

if TYPE_CHECKING:
    from ..loader import Game

WALL_INK = colour("#2f2419")
WINDOW_GLASS = colour("#d7ecf7")
BADGE_INK = colour("#24292e")


def board_sheet(game: Game, options, board_id: str) -> list[Page]:
    return pages(board_spec(game, board_id), options, board_art(game, board_id))


def board_tiled(game: Game, options, board_id: str) -> list[Page]:
    return tiled(board_spec(game, board_id), options, board_art(game, board_id))


def prepare_boards(game: Game) -> None:
    """Every board side's plan, lookups and art worked out once (a build does it before its workers
    start, which draw the sheets, the tiled pages and the scenario maps from them)."""
    for board_id in sorted(game.folder("boards")):
        spec = board_spec(game, board_id)
        prepare(spec)
        board_art(game, board_id).board_hooks._places(plan(spec, measure))


def draw_board_window(canvas: Canvas, game: Game, board_id: str, window: Box, box: Box,
                      overlays: Callable[[Canvas, View], None] | None = None) -> View:
    """The `window` of board side `board_id` (board mm) drawn into `box` on a page, with its labels, and
    `overlays(canvas, view)` over it: a scenario's map."""
    spec = board_spec(game, board_id)
    return draw_window(canvas, spec, plan(spec, measure), board_art(game, board_id), window, box, True, overlays)


def board_art(game: Game, board_id: str) -> "BoardArt":
    known = game.cache.setdefault("board_art", {})
    if board_id not in known:
        known[board_id] = BoardArt(BoardHooks(game, board_of(game, board_id)))
    return known[board_id]


class BoardArt(Art):
    """The board's art hooks, as the kind takes them (the board draws none of the game's symbols/ or
    pictures/, so it reads no file of them)."""

    def __init__(self, hooks: "BoardHooks"):
        super().__init__(None)
        self.board_hooks = hooks


@dataclass
class BoardHooks:
    game: object
    board: Board
    known: tuple | None = None

    def paint(self, canvas: Canvas, stage: str, laid: BoardPlan, area: Box) -> None:
        if stage != "features":
            return
        centre, corners, badges = self._places(laid)
        house = self.board.house
        if house is not None and any(meets(corners[self.board.label_of(h)], area) for h in house.hexes):
            _house_plan(canvas, self.board, centre, corners, laid.cell, area)
        for label, floors in badges:
            if meets(corners[label], area):
                floor_badge(canvas, centre[label], floors, laid.cell)

    def _places(self, laid: BoardPlan) -> tuple:
        """Each hex's centre and corners by label, and the floor badges, worked out once per plan."""
        if self.known is None or self.known[0] is not laid:
            centre = {cell.label: cell.centre for cell in laid.cells}
            self.known = (laid, centre, {cell.label: cell.corners for cell in laid.cells},
                          floor_badges(self.board, centre))
        return self.known[1:]

    def key_entries(self) -> list[Callable[[Canvas, float, float], float]]:
        words = self.game.templates.model(LEGEND_TEMPLATE).words
        entries = []
        if any(building.floors >= 2 for building in self.board.buildings):
            entries.append(lambda c, x, y: (floor_badge(c, (x + 5, y + 2.2), 3, 18.0),
                                            two_lines(c, x + 11, y, words.floors, words.floors_caption))[1])
        if self.board.house is not None:
            entries.append(lambda c, x, y: _house_key(c, x, y, words))
        return entries


def floor_badges(board: Board, centre: dict[str, Point]) -> list[tuple[str, int]]:
    """(label, floors) for every building of two floors or more, on its hex nearest its middle (not on
    the house drawn as a plan: its rooms say their floors)."""
    house = set(board.house.hexes) if board.house else set()
    badges = []
    for building in board.buildings:
        if building.floors < 2 or set(building.hexes) == house:
            continue
        labels = [board.label_of(h) for h in building.hexes]
        mx = sum(centre[label][0] for label in labels) / len(labels)
        my = sum(centre[label][1] for label in labels) / len(labels)
        badges.append((min(labels, key=lambda label: (math.dist(centre[label], (mx, my)), labels.index(label))),
                       building.floors))
    return badges


def floor_badge(canvas: Canvas, at: Point, floors: int, size: float) -> None:
    """The number of floors in a small white square, below the hex's centre: each count drawn once per
    PDF (a form) and placed on every building of that many floors."""
    side = size * 0.24

    def draw(badge: Canvas) -> None:
        badge.setFillColor(colour("#ffffff"))
        badge.setStrokeColor(BADGE_INK)
        badge.setLineWidth(0.3)
        badge.roundRect(-side / 2, -side / 2, side, side, side * 0.15, stroke=1, fill=1)
        badge.setFillColor(BADGE_INK)
        badge.setFont(FONT_BOLD, 7 * MM_PER_PT)
        badge.drawCentredString(0, -cap_height(7) / 2, str(floors))

    reach = side / 2 + 0.3
    name = form(canvas, f"floor-badge-{floors}-{size:g}", Box(-reach, -reach, 2 * reach, 2 * reach), draw)
    place(canvas, name, at[0], at[1] - size * 0.12)


def _house_key(canvas: Canvas, x: float, y: float, words) -> float:
    for dx, fill in ((0, HOUSE_UPPER), (7, HOUSE_FLOOR)):
        canvas.setFillColor(colour(fill))
        canvas.setStrokeColor(WALL_INK)
        canvas.setLineWidth(0.6)
        canvas.rect(x + dx, y - 5, 7, 9, stroke=1, fill=1)
    return two_lines(canvas, x + 17, y, words.house, words.house_caption)


def _house_plan(canvas: Canvas, board: Board, centre, corners, size: float, area: Box) -> None:
    """The house as a plan over its floors (the kind fills them): walls, doors, windows, the staircase
    and the room names, each where it shows in `area` (a window's clip hides nothing it draws)."""
    house = board.house
    inner, outer, glass = [], [], []
    for inside, other in house.walls():
        a, b = shared_side(corners[board.label_of(inside)], corners[board.label_of(other)])
        if not meets((a, b), area):
            continue
        target = outer if other not in house.hexes else inner
        if frozenset((inside, other)) in house.doors:
            target += [(a, toward(a, b, 0.28)), (toward(a, b, 0.72), b)]
            _door(canvas, toward(a, b, 0.28), toward(a, b, 0.72), centre[board.label_of(inside)])
        else:
            target.append((a, b))
            if frozenset((inside, other)) in house.windows:
                glass.append((toward(a, b, 0.3), toward(a, b, 0.7)))
    segments(canvas, inner, WALL_INK, 0.6)
    segments(canvas, outer, WALL_INK, 1.2)
    segments(canvas, glass, WINDOW_GLASS, 0.7)
    segments(canvas, glass, WALL_INK, 0.15)
    if meets(corners[board.label_of(house.stairs)], area):
        _stairs(canvas, centre[board.label_of(house.stairs)], size)
    for room in house.rooms:
        where = next((h for h in room.hexes if h != house.stairs), room.hexes[0])
        if not meets(corners[board.label_of(where)], area):
            continue
        cx, cy = centre[board.label_of(where)]
        y = cy + size * (0.14 if where == house.stairs else 0.0)
        canvas.setFillColor(WALL_INK)
        canvas.setFont(FONT_ITALIC, 5 * MM_PER_PT)
        canvas.drawCentredString(cx, y, room.name)
        canvas.setFont(FONT, 4 * MM_PER_PT)
        canvas.drawCentredString(cx, y - 1.9, "2 floors" if room.upstairs else "1 floor")


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
    canvas.setFillColor(colour("#ffffff"))
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
