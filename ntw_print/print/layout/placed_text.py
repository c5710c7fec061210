"""Text placed in mm as boxes that can turn (`Text`), set along a ring or in a block, and the overlap
tests between printed outlines. Nothing draws here; the caller passes a function that measures text."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.geometry import MM_PER_PT, Point
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
    """Whether two convex polygons overlap (separating axis test; touching is not overlapping).
    Apart bounding boxes answer at once; then the sides of the polygon with fewer are tried first
    (a short rule beside a disc of many sides is told apart by one of its own)."""
    if (max(x for x, _ in a) <= min(x for x, _ in b) + 1e-9 or max(x for x, _ in b) <= min(x for x, _ in a) + 1e-9
            or max(y for _, y in a) <= min(y for _, y in b) + 1e-9 or max(y for _, y in b) <= min(y for _, y in a) + 1e-9):
        return False
    for poly in sorted((a, b), key=len):
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
    """Pairs that overlap, or (from different marks) come closer than ``gap``, in the order of
    ``items``. Only pairs whose bounding boxes (grown by the gap) meet are tested further."""
    grown = [grow(item.outline, gap / 2) for item in items]
    bounds = []
    for item, outline in zip(items, grown):
        xs = [x for x, _ in item.outline] + [x for x, _ in outline]
        ys = [y for _, y in item.outline] + [y for _, y in outline]
        bounds.append((min(xs), min(ys), max(xs), max(ys)))
    by_left = sorted(range(len(items)), key=lambda i: bounds[i][0])
    found = []
    for rank, i in enumerate(by_left):  # a sweep from left to right: only boxes still open can meet
        right = bounds[i][2]
        for j in by_left[rank + 1:]:
            if bounds[j][0] > right:
                break
            if bounds[j][1] > bounds[i][3] or bounds[i][1] > bounds[j][3]:
                continue
            a, b = (i, j) if i < j else (j, i)
            if items[a].group == items[b].group:
                hit = overlaps(items[a].outline, items[b].outline)
            else:
                hit = overlaps(grown[a], grown[b])
            if hit:
                found.append((a, b))
    return [(items[a].name, items[b].name) for a, b in sorted(found)]


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
