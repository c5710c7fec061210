"""Terrain textures: shapes, not only colours, tell the terrain apart (grass tufts, tree crowns,
roof hatching, waves), each fixed per hex so every build draws the same."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ....grids.hex import Hex
from .board_paint import Cell, path_of_cells, shade, tint

Painter = Callable[[Canvas, Sequence["Cell"], float, Color], None]


def noise(hex_: Hex, salt: int) -> float:
    """A fixed pseudo-random number in [0, 1) for a hex (the same on every build)."""
    value = (hex_.q * 73856093) ^ (hex_.r * 19349663) ^ (salt * 83492791)
    value = (value * 2654435761) & 0xFFFFFFFF
    return ((value >> 8) & 0xFFFF) / 65536.0


def no_texture(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    return None


def _grass(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    """A few small tufts in some open hexes."""
    path = canvas.beginPath()
    for cell in cells:
        if noise(cell.hex, 1) > 0.45:
            continue
        cx, cy = cell.center
        x = cx + (noise(cell.hex, 2) - 0.5) * size * 0.5
        y = cy - size * 0.18 + (noise(cell.hex, 3) - 0.5) * size * 0.2
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
            jx = (noise(cell.hex, 10 + k) - 0.5) * size * 0.08
            jy = (noise(cell.hex, 20 + k) - 0.5) * size * 0.08
            r = size * (0.16 + 0.04 * noise(cell.hex, 30 + k))
            crowns.append((cx + dx * size + jx, cy + dy * size + jy, r))
    _crowns(canvas, crowns, base, shadow=False)


def _lone_tree(canvas: Canvas, cells: Sequence[Cell], size: float, base: Color) -> None:
    """One large tree and a bush per hex, below the coordinate."""
    crowns = []
    for cell in cells:
        cx, cy = cell.center
        left = noise(cell.hex, 4) < 0.5
        crowns.append((cx + (-0.12 if left else 0.12) * size, cy - 0.06 * size, size * 0.2))
        crowns.append((cx + (0.2 if left else -0.2) * size, cy - 0.22 * size, size * 0.1))
    _crowns(canvas, crowns, shade(base, 0.25), shadow=True)


def _hatch(canvas: Canvas, cells: Sequence[Cell], spacing: float, angles: Sequence[float], ink: Color,
           width: float) -> None:
    """Parallel lines at each angle, clipped to the cells."""
    canvas.saveState()
    canvas.clipPath(path_of_cells(canvas, cells), stroke=0, fill=0)
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
            x = cx + dx * size + (noise(cell.hex, 40 + k) - 0.5) * size * 0.1
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

