"""The display list's words (`Words`) set along a ring or in a block, the box their letters take
(turned with them), and the overlap tests between printed outlines. Nothing draws here; the caller
passes a function that measures text."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.geometry import MM_PER_PT, Point
from .display import Words
from .polar import polar
from .text import Measure, wrap

CAP = 0.74  # cap height, in ems
DESCENT = 0.22  # below the baseline, in ems (digits and capitals need less)


def corners(words: Words, measure: Measure) -> list[Point]:
    """The box the letters take (from their descent to their capitals), turned with the words."""
    rotation = words.rotation or 0.0
    c, s = math.cos(math.radians(rotation)), math.sin(math.radians(rotation))
    width = measure(words.text, words.size, words.bold)
    left = {"middle": -width / 2, "start": 0.0, "end": -width}[words.anchor]
    low, high = -DESCENT * words.size * MM_PER_PT, CAP * words.size * MM_PER_PT
    box = [(left, low), (left + width, low), (left + width, high), (left, high)]
    return [(words.x + px * c - py * s, words.y + px * s + py * c) for px, py in box]


def along_ring(text: str, radius: float, angle: float, size: float, bold: bool, colour: str | None = None) -> Words:
    """Words centred on ``angle``, their baseline at ``radius``, their top towards the rim."""
    x, y = polar(radius, angle)
    return Words(text, x, y, size, bold, colour=colour, rotation=-angle)


def line_height(size: float) -> float:
    return size * MM_PER_PT * 1.25


def text_block(paragraphs: list[tuple[str, float, bool]], x: float, top: float, width: float,
               measure: Measure) -> tuple[list[Words], float]:
    """Paragraphs (words, size, bold) set left-aligned from ``top`` down; returns the lines and the
    y below the last one."""
    texts: list[Words] = []
    y = top
    for words, size, bold in paragraphs:
        for line in wrap(words, width, size, bold, measure):
            y -= line_height(size)
            texts.append(Words(line, x, y, size, bold, "start", rotation=0.0))
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
