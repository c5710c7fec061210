"""The display list: what a layout places on a page, as plain data in mm (x to the right, y up).

A kind's layout works out where each thing goes and hands back these records; nothing draws here.
The PDF renderer draws each type with one function (print/render/display.py), the export's SVG and
PNG come from the same drawing calls, and verify compares what it reads back from the PDF with the
places the layout gave. Coordinates are relative to whatever frame the layout names (a block's
top-left corner, a face's trim, a board's trim); the renderer is told where that frame stands.
Colours are '#rrggbb'. A block of a sheet (`Ink`) holds such records relative to its top-left corner.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.colours import INK as INK, PAPER as PAPER, ink_on  # INK and PAPER: the display list names them too
from ...core.geometry import Point
from .sheet import Box

GREY = "#a0a0a0"


@dataclass(frozen=True)
class Words:
    """A line of text: its baseline at y, `anchor` (start, middle or end) at x; size in points;
    colour None for the ink of where it stands (the renderer's to say). With a `rotation` (degrees
    anticlockwise) the words are set in a frame of their own, its origin at (x, y), turned so: words
    along a ring. A rotation of 0 prints them where None does, through that frame."""

    text: str
    x: float
    y: float
    size: float
    bold: bool = False
    anchor: str = "middle"
    colour: str | None = None
    rotation: float | None = None


@dataclass(frozen=True)
class Ruled:
    """A rectangle, filled and/or stroked."""

    box: Box
    fill: str | None = None
    stroke: str | None = INK
    width: float = 0.25
    radius: float = 0.0  # rounded corners (a bar with round ends: half its height)


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


@dataclass(frozen=True)
class Ink:
    """A block of a sheet: the things of the display list that make it, placed relative to its top-left
    corner (x to the right, y up, so y <= 0 inside it)."""

    width: float
    height: float
    words: tuple[Words, ...] = ()
    boxes: tuple[Ruled, ...] = ()
    rules: tuple[Rule, ...] = ()
    discs: tuple[Disc, ...] = ()
    shapes: tuple[Shape, ...] = ()
    arcs: tuple[Arc, ...] = ()

    def moved(self, dx: float, dy: float) -> "Ink":
        """The same things, dx to the right and dy up."""
        def at(point: Point) -> Point:
            return point[0] + dx, point[1] + dy

        return replace(
            self,
            words=tuple(replace(w, x=w.x + dx, y=w.y + dy) for w in self.words),
            boxes=tuple(replace(b, box=Box(b.box.x + dx, b.box.y + dy, b.box.width, b.box.height)) for b in self.boxes),
            rules=tuple(replace(r, start=at(r.start), end=at(r.end)) for r in self.rules),
            discs=tuple(replace(d, centre=at(d.centre)) for d in self.discs),
            shapes=tuple(replace(s, points=tuple(at(p) for p in s.points)) for s in self.shapes),
            arcs=tuple(replace(a, centre=at(a.centre)) for a in self.arcs))


def joined(width: float, height: float, parts: list[Ink]) -> Ink:
    """One block holding the things of every part (each already moved to its place)."""
    return Ink(width, height, *(tuple(thing for part in parts for thing in getattr(part, name))
                                for name in ("words", "boxes", "rules", "discs", "shapes", "arcs")))


readable_on = ink_on  # the ink that reads on a fill ('#rrggbb'), as the layouts name it
