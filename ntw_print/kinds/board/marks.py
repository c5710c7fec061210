"""The small marks of a board, as outlines in mm: a place's mark (a star for a capital, a square for
a city, a triangle for a fortress, a dot for a town) and a sign's shape. Pure geometry, and the one
function that draws it."""

from __future__ import annotations

import math

from reportlab.pdfgen.canvas import Canvas

from ...print.render.draw import INK, colour, polygon

PLACE_SHAPES = {"capital": "star", "city": "square", "fortress": "triangle", "dot": "dot"}


def outline(shape: str, at: tuple[float, float], radius: float) -> list[tuple[float, float]] | None:
    """The corners of a shape of `radius` mm around `at`; None for the round ones (dot, ring)."""
    x, y = at

    def round_(points: int, inner: float, turn: float = 90.0) -> list[tuple[float, float]]:
        return [(x + r * math.cos(math.radians(turn + 180.0 / points * i)),
                 y + r * math.sin(math.radians(turn + 180.0 / points * i)))
                for i in range(2 * points) for r in ((radius if i % 2 == 0 else radius * inner),)]

    if shape == "star":
        return round_(5, 0.45)
    if shape == "bastion":  # a star fort: four points, seen from above
        return round_(4, 0.55, 45.0)
    if shape == "square":
        r = radius * 0.8
        return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    if shape == "diamond":
        return [(x, y + radius), (x + radius * 0.8, y), (x, y - radius), (x - radius * 0.8, y)]
    if shape == "triangle":
        return [(x, y + radius), (x + radius * 0.9, y - radius * 0.6), (x - radius * 0.9, y - radius * 0.6)]
    return None


def draw_mark(canvas: Canvas, shape: str, at: tuple[float, float], radius: float, fill: str | None = None) -> None:
    """A shape filled with `fill` (ink when None), outlined in ink when it has a colour of its own."""
    ink = colour(fill) if fill else INK
    edge = INK if fill else None
    corners = outline(shape, at, radius)
    if corners is not None:
        polygon(canvas, corners, fill=ink, stroke=edge, width=0.25)
        return
    canvas.saveState()
    canvas.setFillColor(ink)
    canvas.setStrokeColor(ink if shape == "ring" else (edge or ink))
    canvas.setLineWidth(radius * 0.35 if shape == "ring" else 0.25)
    if shape == "ring":
        canvas.circle(at[0], at[1], radius * 0.8, stroke=1, fill=0)
    else:
        canvas.circle(at[0], at[1], radius * 0.6 if shape == "dot" and not fill else radius, stroke=1 if fill else 0,
                      fill=1)
    canvas.restoreState()


def draw_place_mark(canvas: Canvas, key: str, at: tuple[float, float], radius: float) -> None:
    """A place's mark by its key (`city`, or `city|#rrggbb` for a coloured one)."""
    mark, _, fill = key.partition("|")
    if mark != "none":
        draw_mark(canvas, PLACE_SHAPES[mark], at, radius, fill or None)
