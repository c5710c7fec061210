"""ntw-print's own pictograms by name, each drawn in one colour centred on (cx, cy) within a square of
side `size` mm.

Symbols are named in the data (`symbol: crosshair`); a face box draws one in its `colour` (kinds/faces/
art.py), and a name that is not one of these must be an SVG file in the game's symbols/ folder (`ntw-print
check` verifies it). They stay legible in greyscale: shape, not colour, carries meaning.
"""

from __future__ import annotations

import math
from typing import Any, Callable

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ..layout.sheet import Box

Symbol = Callable[[Canvas, float, float, float, Color], None]
SYMBOLS: dict[str, Symbol] = {}


def symbol(name: str) -> Callable[[Symbol], Symbol]:
    def register(func: Symbol) -> Symbol:
        SYMBOLS[name] = func
        return func
    return register


def draw_symbol(canvas: Canvas, name: str, cx: float, cy: float, size: float, ink: Color, art: Any = None) -> None:
    """One of ntw-print's symbols in `ink`, or else the game's SVG of that name from `art` (the
    game's `symbols`), in its own colours."""
    if name not in SYMBOLS:
        art.draw_symbol(canvas, name, Box(cx - size / 2, cy - size / 2, size, size))
        return
    canvas.saveState()
    canvas.setStrokeColor(ink)
    canvas.setFillColor(ink)
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    canvas.setLineWidth(max(size * 0.07, 0.15))
    SYMBOLS[name](canvas, cx, cy, size, ink)
    canvas.restoreState()


def _poly(canvas: Canvas, points: list[tuple[float, float]], fill: bool = True, close: bool = True) -> None:
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for p in points[1:]:
        path.lineTo(*p)
    if close:
        path.close()
    canvas.drawPath(path, stroke=int(not fill), fill=int(fill))


def _star_points(cx: float, cy: float, outer: float, inner: float, n: int = 5,
                 turn: float = 90.0) -> list[tuple[float, float]]:
    points = []
    for i in range(2 * n):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(turn + i * 180.0 / n)
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


@symbol("objective")
def _objective(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    for r in (0.45, 0.3, 0.15):
        c.circle(x, y, s * r, stroke=1, fill=0)
    c.circle(x, y, s * 0.05, stroke=0, fill=1)


@symbol("crosshair")
def _crosshair(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.circle(x, y, s * 0.32, stroke=1, fill=0)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c.line(x + dx * s * 0.15, y + dy * s * 0.15, x + dx * s * 0.48, y + dy * s * 0.48)


@symbol("scope")
def _scope(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.circle(x, y, s * 0.42, stroke=1, fill=0)
    c.line(x - s * 0.42, y, x + s * 0.42, y)
    c.line(x, y - s * 0.42, x, y + s * 0.42)
    c.circle(x, y, s * 0.08, stroke=0, fill=1)


@symbol("smoke")
def _smoke(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    for dx, dy, r in ((-0.2, -0.08, 0.17), (0.02, 0.08, 0.22), (0.24, -0.06, 0.16), (0.0, -0.16, 0.14)):
        c.circle(x + dx * s, y + dy * s, r * s, stroke=1, fill=0)


@symbol("fog")
def _fog(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    for row in (-0.25, 0.0, 0.25):
        path = c.beginPath()
        path.moveTo(x - 0.42 * s, y + row * s)
        for k in range(4):
            x0 = x - 0.42 * s + k * 0.21 * s
            path.curveTo(x0 + 0.05 * s, y + (row + 0.08) * s, x0 + 0.16 * s, y + (row - 0.08) * s,
                         x0 + 0.21 * s, y + row * s)
        c.drawPath(path, stroke=1, fill=0)


@symbol("civilian")
def _civilian(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.circle(x, y + s * 0.26, s * 0.13, stroke=0, fill=1)
    _poly(c, [(x - s * 0.22, y - s * 0.42), (x - s * 0.18, y + s * 0.08), (x + s * 0.18, y + s * 0.08),
              (x + s * 0.22, y - s * 0.42)])


@symbol("turn")
def _turn(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.arc(x - s * 0.32, y - s * 0.32, x + s * 0.32, y + s * 0.32, startAng=30, extent=290)
    tip = (x + s * 0.32 * math.cos(math.radians(30)), y + s * 0.32 * math.sin(math.radians(30)))
    _poly(c, [(tip[0] - s * 0.14, tip[1] + s * 0.02), (tip[0] + s * 0.12, tip[1] + s * 0.06),
              (tip[0] + s * 0.0, tip[1] - s * 0.16)])


@symbol("response")
def _response(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.arc(x - s * 0.3, y - s * 0.3, x + s * 0.3, y + s * 0.3, startAng=0, extent=180)
    _poly(c, [(x - s * 0.45, y), (x - s * 0.15, y), (x - s * 0.3, y - s * 0.2)])
    c.line(x + s * 0.3, y, x + s * 0.3, y - s * 0.3)


@symbol("activation")
def _activation(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    _poly(c, [(x + s * 0.08, y + s * 0.45), (x - s * 0.25, y - s * 0.02), (x - s * 0.02, y - s * 0.02),
              (x - s * 0.1, y - s * 0.45), (x + s * 0.25, y + s * 0.05), (x + s * 0.02, y + s * 0.05)])


@symbol("shield")
def _shield(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    path = c.beginPath()
    path.moveTo(x, y + s * 0.42)
    path.lineTo(x + s * 0.34, y + s * 0.3)
    path.curveTo(x + s * 0.34, y - s * 0.1, x + s * 0.2, y - s * 0.32, x, y - s * 0.45)
    path.curveTo(x - s * 0.2, y - s * 0.32, x - s * 0.34, y - s * 0.1, x - s * 0.34, y + s * 0.3)
    path.close()
    c.drawPath(path, stroke=1, fill=0)


@symbol("zone")
def _zone(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.line(x - s * 0.25, y - s * 0.45, x - s * 0.25, y + s * 0.45)
    _poly(c, [(x - s * 0.25, y + s * 0.45), (x + s * 0.35, y + s * 0.27), (x - s * 0.25, y + s * 0.08)])


@symbol("gear")
def _gear(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    _poly(c, _star_points(x, y, s * 0.45, s * 0.33, n=8, turn=0))
    c.saveState()
    c.setFillColorRGB(1, 1, 1)
    c.circle(x, y, s * 0.14, stroke=0, fill=1)
    c.restoreState()


@symbol("cannon")
def _cannon(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.roundRect(x - s * 0.4, y - s * 0.3, s * 0.5, s * 0.26, s * 0.05, stroke=0, fill=1)
    c.rect(x - s * 0.25, y - s * 0.06, s * 0.28, s * 0.14, stroke=0, fill=1)
    c.rect(x, y - s * 0.01, s * 0.45, s * 0.06, stroke=0, fill=1)


@symbol("rifle")
def _rifle(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    _poly(c, [(x - s * 0.45, y - s * 0.12), (x - s * 0.45, y + s * 0.02), (x + s * 0.45, y + s * 0.06),
              (x + s * 0.45, y + s * 0.0), (x - s * 0.05, y - s * 0.04), (x - s * 0.1, y - s * 0.2),
              (x - s * 0.2, y - s * 0.2), (x - s * 0.2, y - s * 0.06)])


@symbol("machine-gun")
def _machine_gun(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    _rifle(c, x, y + s * 0.08, s, ink)
    c.line(x + s * 0.15, y + s * 0.1, x + s * 0.3, y - s * 0.35)
    c.line(x + s * 0.15, y + s * 0.1, x + s * 0.0, y - s * 0.35)


@symbol("missile")
def _missile(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    _poly(c, [(x - s * 0.42, y - s * 0.05), (x + s * 0.25, y - s * 0.05), (x + s * 0.45, y),
              (x + s * 0.25, y + s * 0.05), (x - s * 0.42, y + s * 0.05)])
    _poly(c, [(x - s * 0.42, y), (x - s * 0.3, y + s * 0.18), (x - s * 0.22, y)])
    _poly(c, [(x - s * 0.42, y), (x - s * 0.3, y - s * 0.18), (x - s * 0.22, y)])


@symbol("mortar")
def _mortar(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.saveState()
    c.translate(x, y)
    c.rotate(50)
    c.rect(-s * 0.08, -s * 0.35, s * 0.16, s * 0.75, stroke=0, fill=1)
    c.restoreState()
    c.line(x - s * 0.05, y - s * 0.1, x + s * 0.25, y - s * 0.42)
    c.rect(x - s * 0.45, y - s * 0.45, s * 0.35, s * 0.07, stroke=0, fill=1)


@symbol("grenade")
def _grenade(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.circle(x, y - s * 0.08, s * 0.28, stroke=0, fill=1)
    c.rect(x - s * 0.1, y + s * 0.18, s * 0.2, s * 0.12, stroke=0, fill=1)
    c.arc(x + s * 0.05, y + s * 0.12, x + s * 0.35, y + s * 0.42, startAng=90, extent=-180)


@symbol("tree")
def _tree(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.circle(x, y + s * 0.1, s * 0.28, stroke=0, fill=1)
    c.rect(x - s * 0.05, y - s * 0.42, s * 0.1, s * 0.3, stroke=0, fill=1)


@symbol("forest")
def _forest(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    for dx, dy, k in ((-0.22, -0.05, 0.75), (0.2, -0.02, 0.8), (0.0, 0.18, 0.7)):
        _poly(c, [(x + (dx - 0.18 * k) * s, y + (dy - 0.2) * s), (x + (dx + 0.18 * k) * s, y + (dy - 0.2) * s),
                  (x + dx * s, y + (dy + 0.3 * k) * s)])


@symbol("wooden-building")
def _wooden_building(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.rect(x - s * 0.3, y - s * 0.35, s * 0.6, s * 0.4, stroke=1, fill=0)
    _poly(c, [(x - s * 0.4, y + s * 0.05), (x, y + s * 0.4), (x + s * 0.4, y + s * 0.05)], fill=False)


@symbol("concrete-building")
def _concrete_building(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.rect(x - s * 0.3, y - s * 0.4, s * 0.6, s * 0.8, stroke=1, fill=0)
    for row in (-0.2, 0.05, 0.25):
        for col in (-0.15, 0.05):
            c.rect(x + col * s, y + row * s, s * 0.1, s * 0.1, stroke=0, fill=1)


@symbol("open")
def _open(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    for dx in (-0.2, 0.0, 0.2):
        c.line(x + dx * s - s * 0.05, y - s * 0.1, x + dx * s, y + s * 0.05)
        c.line(x + dx * s + s * 0.05, y - s * 0.1, x + dx * s, y + s * 0.05)


@symbol("water")
def _water(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    _fog(c, x, y, s, ink)


@symbol("hit")
def _hit(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    _poly(c, _star_points(x, y, s * 0.45, s * 0.2, n=8))


@symbol("red-cross")
def _red_cross(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    w = s * 0.28
    c.rect(x - w / 2, y - s * 0.42, w, s * 0.84, stroke=0, fill=1)
    c.rect(x - s * 0.42, y - w / 2, s * 0.84, w, stroke=0, fill=1)


@symbol("transport")
def _transport(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    c.roundRect(x - s * 0.42, y - s * 0.15, s * 0.84, s * 0.3, s * 0.08, stroke=1, fill=0)
    for dx in (-0.26, 0.0, 0.26):
        c.circle(x + dx * s, y - s * 0.22, s * 0.08, stroke=0, fill=1)


@symbol("exoskeleton")
def _exoskeleton(c: Canvas, x: float, y: float, s: float, ink: Color) -> None:
    _civilian(c, x, y, s * 0.9, ink)
    c.line(x - s * 0.3, y - s * 0.4, x - s * 0.3, y + s * 0.1)
    c.line(x + s * 0.3, y - s * 0.4, x + s * 0.3, y + s * 0.1)
