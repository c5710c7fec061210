"""Paths in the symbol square: a small subset of SVG path data, read into points.

Every shape of a symbol is written as `M x,y L x,y C x1,y1 x2,y2 x,y Z` (absolute moves, lines,
cubic curves and closes) in the standard's square of 200 units, y pointing down, with the friend
frame at 25..175 x 50..150. `circle` and `oval` write the path of those shapes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

Point = tuple[float, float]
Segment = tuple[str, tuple[Point, ...]]  # ("M" | "L" | "C" | "Z", its points)

_TOKEN = re.compile(r"[MLCZ]|-?\d+(?:\.\d+)?")
_POINTS = {"M": 1, "L": 1, "C": 3, "Z": 0}
KAPPA = 0.5523  # a quarter circle's control points, as a share of the radius


def segments(path: str) -> list[Segment]:
    """The path's segments; a command's numbers may repeat it (`L 1,2 3,4` is two lines)."""
    tokens = _TOKEN.findall(path)
    found: list[Segment] = []
    command, i = "", 0
    while i < len(tokens):
        if tokens[i] in _POINTS:
            command, i = tokens[i], i + 1
            if command == "Z":
                found.append(("Z", ()))
                continue
        count = _POINTS[command]
        numbers = [float(n) for n in tokens[i:i + 2 * count]]
        if len(numbers) < 2 * count or any(t in _POINTS for t in tokens[i:i + 2 * count]):
            raise ValueError(f"path '{path}': '{command}' wants {count} point(s)")
        found.append((command, tuple(zip(numbers[::2], numbers[1::2]))))
        i += 2 * count
        if command == "M":
            command = "L"  # numbers after a move draw lines, as in SVG
    return found


def bounds(path: str) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of every point of the path, control points included."""
    points = [p for _, pts in segments(path) for p in pts]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def _n(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def oval(left: float, top: float, right: float, bottom: float) -> str:
    """An ellipse inside the box, as four curves."""
    cx, cy, rx, ry = (left + right) / 2, (top + bottom) / 2, (right - left) / 2, (bottom - top) / 2
    kx, ky = rx * KAPPA, ry * KAPPA
    p = [(cx + rx, cy), (cx + rx, cy + ky), (cx + kx, cy + ry), (cx, cy + ry), (cx - kx, cy + ry), (cx - rx, cy + ky),
         (cx - rx, cy), (cx - rx, cy - ky), (cx - kx, cy - ry), (cx, cy - ry), (cx + kx, cy - ry), (cx + rx, cy - ky)]
    text = [f"{_n(x)},{_n(y)}" for x, y in p]
    return (f"M{text[0]} C{text[1]} {text[2]} {text[3]} C{text[4]} {text[5]} {text[6]} "
            f"C{text[7]} {text[8]} {text[9]} C{text[10]} {text[11]} {text[0]} Z")


def circle(cx: float, cy: float, r: float) -> str:
    return oval(cx - r, cy - r, cx + r, cy + r)



@dataclass(frozen=True)
class Mark:
    """One shape of a symbol: its path, what fills it ("ink", "frame" for the frame's own fill, or
    None) and whether its outline is stroked in ink."""

    path: str
    fill: str | None = None
    stroked: bool = True


def line(path: str) -> Mark:
    return Mark(path)


def solid(path: str) -> Mark:
    return Mark(path, "ink", False)
