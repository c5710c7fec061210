"""A volvelle's bands (schema.Band), in mm: each mark's tick and lines placed outwards from a band's
inner edge, the bands read through the arm's window, and the bands' titles."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.errors import LayoutError
from ...core.geometry import MM_PER_PT, widest_gap
from ...print.layout.display import GREY, Words
from ...print.layout.placed_text import CAP, DESCENT, along_ring, corners, grow, overlaps
from ...print.layout.polar import angle_of, polar
from ...print.layout.sheet import Segment
from ...print.layout.text import Measure
from .schema import Band

TICK = 1.6
LABEL_GAP = 0.5  # between a tick and the first line, between lines
TOP_PAD = 0.7
MIN_GAP = 0.6  # between two labels of one ring
WINDOW_FILL = 0.45  # the large window spans this share of a step each side of the arm's centre line

TITLE_SIZE = 6.5
MIN_TITLE_SIZE = 4.5
TITLE_MARGIN = 2.0  # mm kept free around a title set in a gap
MIN_WINDOW_SIZE = 5.0


class TooManySteps(LayoutError):
    """A band read through the window whose words do not fit a step even at the smallest type."""

    def __init__(self, message: str, band: str) -> None:
        super().__init__(message)
        self.band = band


def style(ring: Band, scale: float) -> tuple[tuple[float, bool], tuple[float, bool]]:
    (first, bold), (rest, rest_bold) = ring.sizes
    return (first * scale, bold), (rest * scale, rest_bold)


@dataclass(frozen=True)
class PlacedMark:
    ring: str
    index: int
    angle: float  # where it is printed, read back from its tick (or its first line)
    tick: Segment | None
    texts: tuple[Words, ...]


@dataclass(frozen=True)
class PlacedRing:
    key: str
    inner: float
    outer: float
    marks: tuple[PlacedMark, ...]
    title: Words | None
    tint: str | None = None  # the band's background colour
    guides: tuple[Segment, ...] = ()  # lines leading a pointer out to marks beyond another ring
    ink: str = "ink"  # of its ticks and words


def band_height(lines: list[tuple[float, bool]]) -> float:
    height = TICK + LABEL_GAP
    for size, _ in lines:
        height += (DESCENT + CAP) * size * MM_PER_PT + LABEL_GAP
    return height + TOP_PAD


def line_sizes(ring: Band, count: int, scale: float) -> list[tuple[float, bool]]:
    first, rest = style(ring, scale)
    return [first] + [rest] * (count - 1)


def wrapped_lines(ring: Band, steps: int, radius: float, measure: Measure, scale: float) -> list[tuple[str, ...]]:
    """The lines of every mark; a joined band joins its words into lines as wide as a step allows."""
    if not ring.join:
        return [tuple(m.lines) for m in ring.marks]
    size, bold = style(ring, scale)[0]
    room = 2 * math.pi * radius / steps - MIN_GAP
    wrapped = []
    for mark in ring.marks:
        lines: list[str] = []
        for word in mark.lines:
            joined = f"{lines[-1]} {word}" if lines else word
            if lines and measure(joined, size, bold) <= room:
                lines[-1] = joined
            else:
                lines.append(word)
        wrapped.append(tuple(lines))
    return wrapped


def place_ring(ring: Band, inner: float, lines: list[tuple[str, ...]], measure: Measure,
               scale: float, ticks: bool = True) -> tuple[PlacedRing, float]:
    """Ticks on the inner edge, then the lines of each mark outwards. Returns the ring and its
    outer radius."""
    depth = max(len(l) for l in lines)
    sizes = line_sizes(ring, depth, scale)
    outer = inner + band_height(sizes)
    placed: list[PlacedMark] = []
    ink = ring.ink or "ink"
    for i, (mark, words) in enumerate(zip(ring.marks, lines)):
        angle = mark.at
        tick = (polar(inner, angle), polar(inner + TICK, angle)) if ticks else None
        if ring.rim_first:
            words = words[::-1]
        # A caption that crowds a neighbour's moves out a line (a joined list stays in one block).
        for skipped in range(1 if ring.join else len(words)):
            texts, top = _mark_lines(words, sizes, skipped, inner, angle, None if ink == "ink" else ink)
            if not _crowds(texts[1:], placed, measure):
                break
        outer = max(outer, top + TOP_PAD)
        read = angle_of(tick[1]) if tick else angle_of((texts[0].x, texts[0].y))
        placed.append(PlacedMark(ring.name, i, read, tick, tuple(texts)))
    return PlacedRing(ring.name, inner, outer, tuple(placed), None, ring.tint, ink=ink), outer


def _mark_lines(words: tuple[str, ...], sizes: list[tuple[float, bool]], skipped: int, inner: float,
                angle: float, colour: str | None) -> tuple[list[Words], float]:
    """A mark's lines outwards from its tick, with `skipped` empty lines before the second line
    (the first line stays by the tick). Returns the texts and the radius above the last."""
    radius = inner + TICK + LABEL_GAP
    texts = []
    for n, (word, (size, bold)) in enumerate(zip(words, sizes)):
        if n == 1:
            radius += skipped * ((DESCENT + CAP) * size * MM_PER_PT + LABEL_GAP)
        radius += DESCENT * size * MM_PER_PT
        texts.append(along_ring(word, radius, angle, size, bold, colour))
        radius += CAP * size * MM_PER_PT + LABEL_GAP
    return texts, radius


def _crowds(texts: list[Words], placed: list[PlacedMark], measure: Measure) -> bool:
    """Whether any of these texts comes closer than MIN_GAP to a text of the marks placed so far."""
    return any(overlaps(grow(corners(a, measure), MIN_GAP / 2), grow(corners(b, measure), MIN_GAP / 2))
               for a in texts for mark in placed for b in mark.texts)


def window_ring(ring: Band, steps: int, inner: float, outer: float, measure: Measure,
                scale: float, title: str) -> PlacedRing:
    """A ring read through the arm's window: one line per mark, centred in its band, set smaller
    when the widest word would not fit a step."""
    (size, bold), _ = style(ring, scale)
    room = 2 * math.pi * inner / steps * 2 * WINDOW_FILL - MIN_GAP
    widest = max(measure(m.lines[0], size, bold) for m in ring.marks)
    if widest > room:
        size *= room / widest
        if size < MIN_WINDOW_SIZE:
            raise TooManySteps(f"{title}: the '{ring.title}' ring has {steps} steps, too many "
                               f"for its words at {MIN_WINDOW_SIZE} pt", ring.name)
    baseline = (inner + outer) / 2 - (CAP - DESCENT) / 2 * size * MM_PER_PT
    marks = []
    for i, mark in enumerate(ring.marks):
        text = along_ring(mark.lines[0], baseline, mark.at, size, bold)
        marks.append(PlacedMark(ring.name, i, angle_of((text.x, text.y)), None, (text,)))
    return PlacedRing(ring.name, inner, outer, tuple(marks), None)


def window_band(ring: Band, scale: float) -> float:
    (size, _), _ = style(ring, scale)
    return (DESCENT + CAP) * size * MM_PER_PT + 2 * LABEL_GAP + 0.6


def _widest_gap(ring: PlacedRing) -> tuple[float, float]:
    """(start, width) in degrees of the widest stretch of the ring without a mark."""
    return widest_gap((m.angle for m in ring.marks), 360)


def _title_radius(ring: PlacedRing, size: float, rim_first: bool) -> float:
    first = ring.marks[0].texts[-1 if rim_first else 0]
    if ring.marks[0].tick:
        return math.hypot(first.x, first.y)
    return (ring.inner + ring.outer) / 2 - (CAP - DESCENT) / 2 * size * MM_PER_PT


def gap_titles(rings: list[PlacedRing], bands: list[Band], measure: Measure) -> list[Words]:
    """Titles of bands set in the middle of the widest empty stretch of the first band."""
    start, width = _widest_gap(rings[0])
    texts = []
    for ring, band in zip(rings, bands):
        radius = _title_radius(ring, TITLE_SIZE, band.rim_first)
        size = _title_size(ring, band.title, radius, start, width, measure)
        texts.append(along_ring(band.title, _title_radius(ring, size, band.rim_first), (start + width / 2) % 360,
                                size, True, GREY))
    return texts


def _title_size(ring: PlacedRing, title: str, radius: float, start: float, width: float, measure: Measure) -> float:
    """TITLE_SIZE, or smaller (down to MIN_TITLE_SIZE) when the title is longer than the gap
    between the marks on either side of it."""
    def half_width(angle: float) -> float:
        near = min(ring.marks, key=lambda m: abs((m.angle - angle + 180) % 360 - 180))
        return max(measure(t.text, t.size, t.bold) for t in near.texts) / 2

    # straight lines on a curve: the boxes' corners reach further than their arcs, so keep a margin
    room = radius * math.radians(width) - half_width(start) - half_width(start + width) - 2 * MIN_GAP - TITLE_MARGIN
    wide = measure(title, TITLE_SIZE, True)
    return TITLE_SIZE if wide <= room else max(MIN_TITLE_SIZE, TITLE_SIZE * room / wide)


def lead_title(ring: PlacedRing, band: Band, measure: Measure) -> Words:
    """A band's title just before its first mark (clockwise), so it reads as the scale's name."""
    start, width, title = *_widest_gap(ring), band.title
    radius = _title_radius(ring, TITLE_SIZE, band.rim_first)
    first = next(m for m in ring.marks if abs((m.angle - (start + width)) % 360) < 1e-6 or
                 abs((m.angle - (start + width)) % 360 - 360) < 1e-6)
    nearest = max(measure(t.text, t.size, t.bold) for t in first.texts)
    half = measure(title, TITLE_SIZE, True) / 2 + nearest / 2 + 1.5
    return along_ring(title, radius, (start + width - math.degrees(half / radius)) % 360, TITLE_SIZE, True, GREY)
