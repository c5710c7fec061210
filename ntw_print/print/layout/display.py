"""The display list: what a layout places on a page, as plain data in mm (x to the right, y up).

A kind's layout works out where each thing goes and hands back these records; nothing draws here.
The PDF renderer draws each type with one function (print/render/display.py), the export's SVG and
PNG come from the same drawing calls, and verify compares what it reads back from the PDF with the
places the layout gave. Coordinates are relative to whatever frame the layout names (a block's
top-left corner, a face's trim, a board's trim); the renderer is told where that frame stands.
Colours are '#rrggbb'.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.geometry import Point
from .sheet import Box

INK = "#1a1a1a"


@dataclass(frozen=True)
class Words:
    """A line of text: its baseline at y, `anchor` (start, middle or end) at x; size in points;
    colour None for the ink of where it stands (the renderer's to say)."""

    text: str
    x: float
    y: float
    size: float
    bold: bool = False
    anchor: str = "middle"
    colour: str | None = None


@dataclass(frozen=True)
class Ruled:
    """A rectangle, filled and/or stroked."""

    box: Box
    fill: str | None = None
    stroke: str | None = INK
    width: float = 0.25


@dataclass(frozen=True)
class Rule:
    """A straight stroke; a dashed one is a fold or a binding line."""

    start: Point
    end: Point
    width: float = 0.25
    colour: str = INK
    dashed: bool = False


@dataclass(frozen=True)
class Disc:
    centre: Point
    radius: float
    fill: str | None
    stroke: str | None = INK


@dataclass(frozen=True)
class Arc:
    """A stroked arc: `extent` degrees counter-clockwise from `start` (0 = along x)."""

    centre: Point
    radius: float
    start: float
    extent: float
    width: float = 0.25
    colour: str = INK


@dataclass(frozen=True)
class Shape:
    """A filled polygon (an arrowhead)."""

    points: tuple[Point, ...]
    fill: str = INK
