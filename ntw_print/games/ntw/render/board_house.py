"""Buildings on the board: the floor badges of tall buildings and the house drawn as a plan
(rooms, walls, doors, windows, stairs)."""

from __future__ import annotations

import math

from reportlab.pdfgen.canvas import Canvas

from ....core.geometry import MM_PER_PT
from ....core.geometry import Point
from ..layout.board import grid_edges
from .board_art import (BAND_INK, GRID_ALPHA, GRID_INK, GRID_WIDTH, HOUSE_FLOOR_HEX, HOUSE_UPPER_HEX, PAPER_WHITE,
                        BoardArt)
from ....kinds.board.paint import Patch, fill_cells, segments
from ....print.layout.sheet import Box
from ....print.render.draw import cap_height, colour
from ....print.render.forms import form, place
from ....print.render.pdf import FONT, FONT_BOLD, FONT_ITALIC


def floor_badge(canvas: Canvas, center: Point, floors: int, size: float) -> None:
    """The number of floors in a small white square with a dark border, below the hex's centre:
    each count drawn once per PDF (a form) and placed on every building of that many floors."""
    side = size * 0.24

    def draw(badge: Canvas) -> None:
        badge.setFillColor(PAPER_WHITE)
        badge.setStrokeColor(BAND_INK)
        badge.setLineWidth(0.3)
        badge.roundRect(-side / 2, -side / 2, side, side, side * 0.15, stroke=1, fill=1)
        badge.setFillColor(BAND_INK)
        badge.setFont(FONT_BOLD, 7 * MM_PER_PT)
        badge.drawCentredString(0, -cap_height(7) / 2, str(floors))

    reach = side / 2 + 0.3
    name = form(canvas, f"floor-badge-{floors}-{size:g}", Box(-reach, -reach, 2 * reach, 2 * reach), draw)
    place(canvas, name, center[0], center[1] - size * 0.12)


HOUSE_FLOOR = colour(HOUSE_FLOOR_HEX)
HOUSE_UPPER = colour(HOUSE_UPPER_HEX)
WALL_INK = colour("#2f2419")
WINDOW_GLASS = colour("#d7ecf7")


def draw_house_plan(canvas: Canvas, art: BoardArt) -> None:
    """The house as a plan: floors (darker where an upper floor is built over the room), walls,
    doors, windows, the staircase and the room names."""
    board, geometry = art.board, art.geometry
    house = board.house
    assert house is not None
    for room in house.rooms:
        cells = [Patch(h, geometry.center(h), tuple(geometry.corners(h))) for h in room.hexes]
        fill_cells(canvas, cells, HOUSE_UPPER if room.upstairs else HOUSE_FLOOR)
    segments(canvas, grid_edges(geometry, sorted(house.hexes, key=lambda h: (h.q, h.r))), GRID_INK,
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
    segments(canvas, inner, WALL_INK, 0.6)
    segments(canvas, outer, WALL_INK, 1.2)
    segments(canvas, glass, WINDOW_GLASS, 0.7)
    segments(canvas, glass, WALL_INK, 0.15)
    _stairs(canvas, geometry.center(house.stairs), geometry.hex_size)
    for room in house.rooms:
        where = next((h for h in room.hexes if h != house.stairs), room.hexes[0])
        cx, cy = geometry.center(where)
        y = cy + geometry.hex_size * (0.14 if where == house.stairs else 0.0)
        canvas.setFillColor(WALL_INK)
        canvas.setFont(FONT_ITALIC, 5 * MM_PER_PT)
        canvas.drawCentredString(cx, y, room.name)
        canvas.setFont(FONT, 4 * MM_PER_PT)
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


