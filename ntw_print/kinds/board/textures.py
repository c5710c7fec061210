"""Terrain textures: shapes, not only colours, tell the terrain apart (grass tufts, tree crowns,
roof hatching, waves), each fixed per hex so every build draws the same.

A texture drawn hex by hex comes in a few variants (the crowns of a forest hex, shifted a little
from one variant to the next); each hex takes one by a fixed noise. Crowns are many curves: each
variant is drawn once per PDF as a form that every hex of it places. Tufts and waves are a few
strokes: they go straight into one path per window (a form each would cost a viewer more than it
saves). Hatching (roof boards, flat roofs) runs across the terrain's hexes, clipped to them a few
dozen millimetres at a time, on lines fixed to the board's origin so that it runs on unbroken.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...print.layout.sheet import Box
from ...print.render.forms import form, place
from ...print.render.paths import lines_path
from .paint import Patch, path_of_cells, shade, tint

Key = tuple[int, ...]  # a cell's key (Patch.key): its first two numbers shape its variant

VARIANTS = 16
"""Variants of a texture drawn hex by hex: enough that no repeat shows."""


def noise(key: Key, salt: int) -> float:
    """A fixed pseudo-random number in [0, 1) for a cell (the same on every build)."""
    value = (key[0] * 73856093) ^ (key[1] * 19349663) ^ (salt * 83492791)
    value = (value * 2654435761) & 0xFFFFFFFF
    return ((value >> 8) & 0xFFFF) / 65536.0


# --- drawn hex by hex -------------------------------------------------------------------------------

@dataclass(frozen=True)
class CellTexture:
    """Something drawn around a hex's centre in ``variants`` shapes, each hex taking one by its
    noise with ``salt``; ``shows`` says which hexes carry it. A ``motif`` draws one variant (key,
    size, base colour) about the origin, as a form; ``lines`` add one variant's straight strokes
    about (x, y) to a list, ``curves`` its curved strokes to a path; strokes are drawn in ``ink``
    at ``width``."""

    name: str
    motif: Callable[[Canvas, Key, float, Color], None] | None = None
    lines: Callable[[list, Key, float, float, float], None] | None = None
    curves: Callable[[object, Key, float, float, float], None] | None = None
    ink: Callable[[Color], Color] = lambda base: base
    width: float = 0.0
    variants: int = VARIANTS
    salt: int = 50
    shows: Callable[[Key], bool] = lambda key: True

    def variant_key(self, key: Key) -> Key:
        """The stand-in key whose noise shapes the variant this cell takes."""
        variant = int(noise(key, self.salt) * self.variants)
        return (variant, -variant)


def _paint_hexes(canvas: Canvas, texture: CellTexture, cells: Sequence[Patch], size: float, base: Color) -> None:
    shown = [(cell.center, texture.variant_key(cell.key)) for cell in cells if texture.shows(cell.key)]
    if not shown:
        return
    if texture.motif is None:
        if texture.lines is not None:
            lines: list = []
            for (x, y), key in shown:
                texture.lines(lines, key, size, x, y)
            path = lines_path(canvas, lines)
        else:
            path = canvas.beginPath()
            for (x, y), key in shown:
                texture.curves(path, key, size, x, y)
        canvas.setStrokeColor(texture.ink(base))
        canvas.setLineWidth(texture.width)
        canvas.drawPath(path, stroke=1, fill=0)
        return
    bounds = Box(-size, -size, 2 * size, 2 * size)  # crowns reach past the hex
    colour_key = "%02x%02x%02x" % tuple(round(c * 255) for c in (base.red, base.green, base.blue))
    names: dict[Key, str] = {}
    for (x, y), key in shown:
        if key not in names:
            names[key] = form(canvas, f"{texture.name}-{colour_key}-{size:g}-{key[0]}", bounds,
                              lambda c, key=key: texture.motif(c, key, size, base))
        place(canvas, names[key], x, y)


def _tuft(lines: list, key: Key, size: float, cx: float, cy: float) -> None:
    """A small tuft of grass below the centre: three blades."""
    x = cx + (noise(key, 2) - 0.5) * size * 0.5
    y = cy - size * 0.18 + (noise(key, 3) - 0.5) * size * 0.2
    lines += [((x + dx, y), (x + dx * 1.6, y + 1.1 - abs(dx) * 0.4)) for dx in (-0.6, 0.0, 0.6)]


def _circles(canvas: Canvas, crowns: Sequence[tuple[float, float, float]]):
    path = canvas.beginPath()
    for x, y, r in crowns:
        path.circle(x, y, r)
    return path


def _shadows(canvas: Canvas, crowns: Sequence[tuple[float, float, float]], base: Color) -> None:
    canvas.setFillColor(shade(base, 0.45))
    canvas.setFillAlpha(0.35)
    canvas.drawPath(_circles(canvas, [(x + r * 0.25, y - r * 0.3, r) for x, y, r in crowns]), stroke=0, fill=1)
    canvas.setFillAlpha(1)


def _crown_fills(canvas: Canvas, crowns: Sequence[tuple[float, float, float]], base: Color) -> None:
    canvas.setFillColor(shade(base, 0.18))
    canvas.drawPath(_circles(canvas, crowns), stroke=0, fill=1)


def _crown_outlines(canvas: Canvas, crowns: Sequence[tuple[float, float, float]], base: Color) -> None:
    canvas.setStrokeColor(shade(base, 0.55))
    canvas.setLineWidth(0.22)
    canvas.drawPath(_circles(canvas, crowns), stroke=1, fill=0)


def _highlights(canvas: Canvas, crowns: Sequence[tuple[float, float, float]], base: Color) -> None:
    canvas.setFillColor(tint(base, 0.25))
    canvas.drawPath(_circles(canvas, [(x - r * 0.3, y + r * 0.3, r * 0.35) for x, y, r in crowns]), stroke=0, fill=1)


FOREST_SPOTS = ((0.0, 0.0), (-0.3, 0.22), (0.3, 0.22), (-0.3, -0.22), (0.3, -0.22), (0.0, 0.38), (0.0, -0.38))


def _forest_crowns(key: Key, size: float) -> list[tuple[float, float, float]]:
    """Close-packed crowns over the whole hex."""
    crowns = []
    for k, (dx, dy) in enumerate(FOREST_SPOTS):
        jx = (noise(key, 10 + k) - 0.5) * size * 0.08
        jy = (noise(key, 20 + k) - 0.5) * size * 0.08
        r = size * (0.16 + 0.04 * noise(key, 30 + k))
        crowns.append((dx * size + jx, dy * size + jy, r))
    return crowns


def _forest(canvas: Canvas, key: Key, size: float, base: Color) -> None:
    """Close-packed crowns over the whole hex, reaching into the next: filled, outlined, lit."""
    crowns = _forest_crowns(key, size)
    _crown_fills(canvas, crowns, base)
    _crown_outlines(canvas, crowns, base)
    _highlights(canvas, crowns, base)


def _lone_tree(canvas: Canvas, key: Key, size: float, base: Color) -> None:
    """One large tree and a bush, below the coordinate, each with its shadow."""
    left = key[0] == 0
    crowns = [((-0.12 if left else 0.12) * size, -0.06 * size, size * 0.2),
              ((0.2 if left else -0.2) * size, -0.22 * size, size * 0.1)]
    ink = shade(base, 0.25)
    _shadows(canvas, crowns, ink)
    _crown_fills(canvas, crowns, ink)
    _crown_outlines(canvas, crowns, ink)
    _highlights(canvas, crowns, ink)


def _waves(path, key: Key, size: float, cx: float, cy: float) -> None:
    """Two short wave strokes."""
    for k, (dx, dy) in enumerate(((-0.16, 0.12), (0.14, -0.16))):
        x = cx + dx * size + (noise(key, 40 + k) - 0.5) * size * 0.1
        y = cy + dy * size
        w = size * 0.11
        path.moveTo(x - 2 * w, y)
        path.curveTo(x - 1.5 * w, y + w * 0.5, x - 0.5 * w, y + w * 0.5, x, y)
        path.curveTo(x + 0.5 * w, y - w * 0.5, x + 1.5 * w, y - w * 0.5, x + 2 * w, y)


# --- hatching across a region -----------------------------------------------------------------------

@dataclass(frozen=True)
class Hatch:
    """Parallel lines at each angle (degrees), ``spacing`` (a share of the hex size) apart."""

    spacing: float
    angles: tuple[float, ...]
    shade: float
    width: float


def _paint_hatch(canvas: Canvas, hatch: Hatch, cells: Sequence[Patch], size: float, base: Color) -> None:
    """Lines clipped to the cells, a band of about 60 mm at a time (a viewer draws every line
    before it clips), on lines fixed to the origin, so hatching runs on unbroken from one hex to
    the next and from one window of the board to another."""
    spacing = size * hatch.spacing
    canvas.saveState()
    canvas.setStrokeColor(shade(base, hatch.shade))
    canvas.setLineWidth(hatch.width)
    for band in _by_band(cells):
        xs = [p[0] for c in band for p in c.corners]
        ys = [p[1] for c in band for p in c.corners]
        corners = ((min(xs), min(ys)), (max(xs), min(ys)), (min(xs), max(ys)), (max(xs), max(ys)))
        canvas.saveState()
        canvas.clipPath(path_of_cells(canvas, band), stroke=0, fill=0)
        lines = []
        for angle in hatch.angles:
            ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
            across = [-x * uy + y * ux for x, y in corners]  # distance from the line through the origin
            along = [x * ux + y * uy for x, y in corners]
            start, end = min(along), max(along)
            for i in range(math.floor(min(across) / spacing), math.ceil(max(across) / spacing) + 1):
                ox, oy = -uy * i * spacing, ux * i * spacing
                lines.append(((ox + ux * start, oy + uy * start), (ox + ux * end, oy + uy * end)))
        canvas.drawPath(lines_path(canvas, lines), stroke=1, fill=0)
        canvas.restoreState()
    canvas.restoreState()


def _by_band(cells: Sequence[Patch]) -> list[list[Patch]]:
    """Patchs split into squares of 60 mm of the board, by the square their centre falls in."""
    bands: dict[tuple[int, int], list[Patch]] = {}
    for cell in cells:
        bands.setdefault((int(cell.center[0] // 60), int(cell.center[1] // 60)), []).append(cell)
    return [bands[k] for k in sorted(bands)]


# --- by name -------------------------------------------------------------------------------------

TEXTURES: dict[str, CellTexture | Hatch] = {
    "grass": CellTexture("grass", lines=_tuft, ink=lambda base: shade(base, 0.32), width=0.22,
                         shows=lambda key: noise(key, 1) <= 0.45),  # tufts in about half the cells
    "tree": CellTexture("tree", motif=_lone_tree, variants=2, salt=4),  # the tree left of the bush, or right
    "forest": CellTexture("forest", motif=_forest),
    "planks": Hatch(0.075, (60.0,), 0.28, 0.18),  # roof boards: close diagonal lines
    "squares": Hatch(0.13, (0.0, 90.0), 0.2, 0.16),  # flat roofs: a square grid
    "waves": CellTexture("waves", curves=_waves, ink=lambda base: shade(base, 0.4), width=0.3),
}
"""The textures a board's terrain may name (`texture:` in its YAML; docs/boards.md)."""


def paint_texture(canvas: Canvas, texture: str | None, cells: Sequence[Patch], size: float, base: Color) -> None:
    """The texture named ``texture`` (none when None) over ``cells``, ``size`` mm across, shaded from the
    terrain's colour ``base``."""
    drawn = TEXTURES.get(texture or "")
    if isinstance(drawn, Hatch):
        _paint_hatch(canvas, drawn, cells, size, base)
    elif drawn is not None:
        _paint_hexes(canvas, drawn, cells, size, base)
