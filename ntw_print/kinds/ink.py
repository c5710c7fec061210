"""A block of a kind's sheet: the words, boxes, rules and shapes of the display list
(print/layout/display.py) that make it, placed together.

A block's things are placed relative to its top-left corner, x to the right and y **up** (so
y <= 0 inside the block); `draw_ink` in ink_render.py puts a block at its place on the page.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core.colours import light, rgb
from ..core.geometry import Point
from ..print.layout.display import INK, Arc, Disc, Rule, Ruled, Shape, Words
from ..print.layout.sheet import Box


@dataclass(frozen=True)
class Ink:
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


def readable_on(fill: str) -> str:
    """Ink or white, whichever reads better on the colour `fill` ('#rrggbb')."""
    return INK if light(*(part / 255 for part in rgb(fill))) else "#ffffff"
