"""Draws a board's floor plans and count badges (plans.py gives where) over its features, each where it
shows in the area drawn (a window's clip hides nothing it draws); their entries in the band's key are
band.py's."""

from __future__ import annotations

import math
from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import MM_PER_PT, Point, toward
from ...print.layout.sheet import Box
from ...print.render.draw import cap_height, colour
from ...print.render.forms import form, place
from ...print.render.pdf import FONT, FONT_BOLD, FONT_ITALIC
from ...print.symbols.paths import KAPPA
from .layout import BoardPlan
from .paint import meets, segments
from .plans import BADGE_SIDE, NOTE_BELOW, PlanShapes, plan_shapes
from .schema import BoardSheet


def draw_plans(canvas: Canvas, spec: BoardSheet, laid: BoardPlan, area: Box) -> None:
    """Every floor plan, then every badge, that reaches into `area`."""
    if not spec.plans and spec.badges is None:
        return
    plans, badges = plan_shapes(spec, laid)
    for shapes in plans:
        if any(meets(cell.corners, area) for cell in shapes.cells):
            _plan(canvas, shapes, laid.cell, area)
    for badge in badges:
        if meets(badge.cell.corners, area):
            draw_badge(canvas, badge.middle(laid.cell), badge.value, laid.cell, spec.badges.ink)


def draw_badge(canvas: Canvas, at: Point, value: int, size: float, ink: str) -> None:
    """The number in a small white rounded square whose middle is `at` (on a board of cells `size` across):
    each value drawn once per PDF (a form) and placed wherever it stands."""
    side = size * BADGE_SIDE

    def draw(badge: Canvas) -> None:
        badge.setFillColor(colour("#ffffff"))
        badge.setStrokeColor(colour(ink))
        badge.setLineWidth(0.3)
        badge.roundRect(-side / 2, -side / 2, side, side, side * 0.15, stroke=1, fill=1)
        badge.setFillColor(colour(ink))
        badge.setFont(FONT_BOLD, 7 * MM_PER_PT)
        badge.drawCentredString(0, -cap_height(7) / 2, str(value))

    reach = side / 2 + 0.3
    name = form(canvas, f"badge-{value}-{size:g}-{ink[1:]}", Box(-reach, -reach, 2 * reach, 2 * reach), draw)
    place(canvas, name, at[0], at[1])


def _plan(canvas: Canvas, shapes: PlanShapes, size: float, area: Box) -> None:
    """The walls (thicker outside), doors, windows, the staircase and the rooms' names."""
    plan, ink = shapes.plan, colour(shapes.plan.ink)
    inner, outer, glass = [], [], []
    for wall in shapes.walls:
        a, b = wall.ends
        if not meets((a, b), area):
            continue
        target = outer if wall.outer else inner
        if wall.door is not None:
            target += [(a, toward(a, b, 0.28)), (toward(a, b, 0.72), b)]
            _door(canvas, toward(a, b, 0.28), toward(a, b, 0.72), wall.door, ink)
        else:
            target.append((a, b))
            if wall.window:
                glass.append((toward(a, b, 0.3), toward(a, b, 0.7)))
    segments(canvas, inner, ink, plan.inner_wall)
    segments(canvas, outer, ink, plan.wall)
    segments(canvas, glass, colour(plan.glass), 0.7)
    segments(canvas, glass, ink, 0.15)
    if shapes.stairs is not None and meets(shapes.stairs.corners, area):
        _stairs(canvas, shapes.stairs.centre, size, ink)
    for room in shapes.rooms:
        if not meets(room.corners, area):
            continue
        canvas.setFillColor(ink)
        canvas.setFont(FONT_ITALIC, 5 * MM_PER_PT)
        canvas.drawCentredString(room.at[0], room.at[1], room.name)
        if room.note:
            canvas.setFont(FONT, 4 * MM_PER_PT)
            canvas.drawCentredString(room.at[0], room.at[1] - NOTE_BELOW, room.note)


def _door(canvas: Canvas, hinge: Point, latch: Point, inside: Point, ink) -> None:
    """A door leaf swung towards `inside` and its arc."""
    width = math.dist(hinge, latch)
    ux, uy = (latch[0] - hinge[0]) / width, (latch[1] - hinge[1]) / width
    nx, ny = -uy, ux
    if (inside[0] - hinge[0]) * nx + (inside[1] - hinge[1]) * ny < 0:
        nx, ny = -nx, -ny
    tip = (hinge[0] + nx * width, hinge[1] + ny * width)
    path = canvas.beginPath()
    path.moveTo(*hinge)
    path.lineTo(*tip)
    k = KAPPA * width
    path.moveTo(*tip)
    path.curveTo(tip[0] + ux * k, tip[1] + uy * k, latch[0] + nx * k, latch[1] + ny * k, *latch)
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(0.2)
    canvas.drawPath(path, stroke=1, fill=0)


def _stairs(canvas: Canvas, center: Point, size: float, ink) -> None:
    """A flight of steps with an arrow pointing up the stairs."""
    cx, cy = center
    w, h = size * 0.2, size * 0.36
    x0, y0 = cx - w / 2, cy - size * 0.42
    canvas.setFillColor(colour("#ffffff"))
    canvas.setStrokeColor(ink)
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
