"""Text placed in mm as boxes that can turn (`Text`), set along a ring or in a block, and the overlap
tests between printed outlines. Nothing draws here; the caller passes a function that measures text."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..core.geometry import MM_PER_PT, Point
from .polar import polar
from .text import Measure, wrap

CAP = 0.74  # cap height, in ems
DESCENT = 0.22  # below the baseline, in ems (digits and capitals need less)


@dataclass(frozen=True)
class Text:
    """A line of text: (x, y) is the middle of its baseline; rotation in degrees anticlockwise."""

    text: str
    x: float
    y: float
    rotation: float
    size: float
    bold: bool
    width: float
    ink: str = "ink"  # "ink", "paper", "grey", or a side id
    anchor: str = "middle"

    def corners(self) -> list[Point]:
        """The box the letters take (baseline middle at x, y), turned with the text."""
        c, s = math.cos(math.radians(self.rotation)), math.sin(math.radians(self.rotation))
        left = {"middle": -self.width / 2, "start": 0.0, "end": -self.width}[self.anchor]
        low, high = -DESCENT * self.size * MM_PER_PT, CAP * self.size * MM_PER_PT
        box = [(left, low), (left + self.width, low), (left + self.width, high), (left, high)]
        return [(self.x + px * c - py * s, self.y + px * s + py * c) for px, py in box]


def along_ring(text: str, radius: float, angle: float, size: float, bold: bool, measure: Measure,
               ink: str = "ink") -> Text:
    """Text centred on ``angle``, its baseline at ``radius``, its top towards the rim."""
    x, y = polar(radius, angle)
    return Text(text, x, y, -angle, size, bold, measure(text, size, bold), ink)


def line_height(size: float) -> float:
    return size * MM_PER_PT * 1.25


def text_block(paragraphs: list[tuple[str, float, bool]], x: float, top: float, width: float,
               measure: Measure) -> tuple[list[Text], float]:
    """Paragraphs (words, size, bold) set left-aligned from ``top`` down; returns the lines and the
    y below the last one."""
    texts: list[Text] = []
    y = top
    for words, size, bold in paragraphs:
        for line in wrap(words, width, size, bold, measure):
            y -= line_height(size)
            texts.append(Text(line, x, y, 0, size, bold, measure(line, size, bold), "ink", "start"))
        y -= size * MM_PER_PT * 0.5
    return texts, y


def overlaps(a: list[Point], b: list[Point]) -> bool:
    """Whether two convex polygons overlap (separating axis test; touching is not overlapping)."""
    for poly in (a, b):
        for i in range(len(poly)):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = y0 - y1, x1 - x0
            pa = [nx * x + ny * y for x, y in a]
            pb = [nx * x + ny * y for x, y in b]
            if max(pa) <= min(pb) + 1e-9 or max(pb) <= min(pa) + 1e-9:
                return False
    return True


@dataclass(frozen=True)
class Item:
    """Something printed on a part, for the overlap check: its name, the mark it belongs to (the
    lines of one mark may sit closer together than two marks) and its outline."""

    name: str
    group: str
    outline: list[Point]


def clashes(items: list[Item], gap: float) -> list[tuple[str, str]]:
    """Pairs that overlap, or (from different marks) come closer than ``gap``."""
    found = []
    for i, a in enumerate(items):
        grown = grow(a.outline, gap / 2)
        for b in items[i + 1:]:
            if a.group == b.group:
                hit = overlaps(a.outline, b.outline)
            else:
                hit = overlaps(grown, grow(b.outline, gap / 2))
            if hit:
                found.append((a.name, b.name))
    return found


def grow(outline: list[Point], by: float) -> list[Point]:
    """A convex outline pushed out by ``by`` mm along each corner's bisector (enough for the
    clearance check of small boxes and tags)."""
    cx = sum(p[0] for p in outline) / len(outline)
    cy = sum(p[1] for p in outline) / len(outline)
    grown = []
    for x, y in outline:
        d = math.hypot(x - cx, y - cy) or 1.0
        grown.append((x + (x - cx) / d * by * math.sqrt(2), y + (y - cy) / d * by * math.sqrt(2)))
    return grown
