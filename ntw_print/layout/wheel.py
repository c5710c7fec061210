"""Geometry of the hit-score wheel, in mm: every part's outline (its cut line), ring radii, ticks,
labels, pointers and windows, and the assembly diagram. The range rule is in `range_rule.py`, the
placing of both on the pages in `wheel_sheet.py`.

Each part has its own frame: the origin on the pivot, y up, angles in degrees clockwise of
straight up. Nothing draws here; the caller passes a function that measures text.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..errors import LayoutError
from .sheet import Segment
from .text import Measure, wrap
from ..rules.wheel import PART_TITLES, PARTS, PrintedWheel, Ring, Wheel

PT = 25.4 / 72
CAP = 0.74  # cap height, in ems
DESCENT = 0.22  # below the baseline, in ems (digits and capitals need less)

BASE_RADIUS = 98.0
RIM = 1.6  # blank paper outside the outermost ring
TICK = 1.6
LABEL_GAP = 0.5  # between a tick and the first line, between lines
TOP_PAD = 0.7
RING_GAP = 1.0  # between the window rings and the turn rings
MIN_GAP = 0.6  # between two labels of one ring
POINTER_DEPTH = 5.6
POINTER_HALF_WIDTH = 2.0
PIVOT_MARK = 1.6
ARM_OVERHANG = 3.0
ARM_HALF_WIDTH = 6.0
WINDOW_FILL = 0.45  # the large window spans this share of a step each side of the arm's centre line
SMALL_WINDOW_HALF_WIDTH = 2.8
TAB_HEIGHT = 66.0  # at most: the tab is as tall as its words
TAB_HALF_WIDTH = 88.0
SMALLEST_RING = 24.0  # no ring may come closer than this to the pivot

# Text sizes (points) and boldness: the first line of a mark, then its further lines.
STYLES: dict[str, tuple[tuple[float, bool], tuple[float, bool]]] = {
    "score": ((10.0, True), (10.0, True)),
    "chance": ((7.0, False), (7.0, False)),
    "turn": ((7.5, True), (7.5, True)),
    "attack": ((9.0, True), (6.0, False)),
    "status": ((8.5, True), (6.5, False)),
    "terrain": ((9.0, True), (9.0, True)),
    "defence": ((9.0, True), (9.0, True)),
}
TITLE_SIZE = 6.5
MIN_TITLE_SIZE = 4.5
TITLE_MARGIN = 2.0  # mm kept free around a title set in a gap
MIN_WINDOW_SIZE = 5.0


TYPE_SCALES = (1.0, 0.93, 0.86, 0.8)
"""The wheel's type is tried at these scales, largest first, until every ring fits."""


def style(ring: Ring, scale: float) -> tuple[tuple[float, bool], tuple[float, bool]]:
    (first, bold), (rest, rest_bold) = STYLES[ring.term if ring.term is not None else
                                              "score" if ring.key == "score" else "chance"]
    return (first * scale, bold), (rest * scale, rest_bold)


Point = tuple[float, float]


def polar(radius: float, angle: float) -> Point:
    """The point at ``radius`` and ``angle`` (degrees clockwise of straight up)."""
    a = math.radians(angle)
    return (radius * math.sin(a), radius * math.cos(a))


def angle_of(point: Point) -> float:
    """Degrees clockwise of straight up, 0 <= a < 360."""
    return math.degrees(math.atan2(point[0], point[1])) % 360


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
        low, high = -DESCENT * self.size * PT, CAP * self.size * PT
        box = [(left, low), (left + self.width, low), (left + self.width, high), (left, high)]
        return [(self.x + px * c - py * s, self.y + px * s + py * c) for px, py in box]


def along_ring(text: str, radius: float, angle: float, size: float, bold: bool, measure: Measure,
               ink: str = "ink") -> Text:
    """Text centred on ``angle``, its baseline at ``radius``, its top towards the rim."""
    x, y = polar(radius, angle)
    return Text(text, x, y, -angle, size, bold, measure(text, size, bold), ink)


@dataclass(frozen=True)
class PlacedMark:
    ring: str
    index: int
    angle: float  # where it is printed, read back from its tick (or its first line)
    tick: Segment | None
    texts: tuple[Text, ...]


@dataclass(frozen=True)
class PlacedRing:
    key: str
    part: str
    inner: float
    outer: float
    marks: tuple[PlacedMark, ...]
    title: Text | None
    tint: str | None = None  # a side id: the band is tinted in its colour
    guides: tuple[Segment, ...] = ()  # lines leading a pointer out to marks beyond another ring


@dataclass(frozen=True)
class Pointer:
    number: int
    outline: tuple[Point, ...]
    tip: Point
    label: Text


@dataclass(frozen=True)
class Window:
    """A hole in the arm (hatched on the sheet), with arrows printed beside it."""

    outline: tuple[Point, ...]
    arrows: tuple[tuple[Point, ...], ...]
    label: Text | None

    @property
    def extent(self) -> tuple[float, float]:
        """From and to, in degrees clockwise of the arm's centre line, read from the outline."""
        signed = [(angle_of(p) + 180) % 360 - 180 for p in self.outline]
        return min(signed), max(signed)


@dataclass(frozen=True)
class Part:
    key: str
    title: str
    outline: tuple[Point, ...]  # the cut line, closed; a disc is a circle of `radius`
    radius: float | None  # set for a round disc
    rings: tuple[PlacedRing, ...] = ()
    circles: tuple[float, ...] = ()  # thin printed circles (ring borders)
    pointer: Pointer | None = None
    windows: tuple[Window, ...] = ()
    texts: tuple[Text, ...] = ()
    badges: tuple[tuple[Point, Text], ...] = ()  # step numbers in a dark disc

    def extent(self) -> tuple[float, float, float, float]:
        """x0, y0, x1, y1 of the cut line in the part's frame."""
        xs = [p[0] for p in self.outline]
        ys = [p[1] for p in self.outline]
        return min(xs), min(ys), max(xs), max(ys)


@dataclass(frozen=True)
class WheelLayout:
    wheel: Wheel
    parts: dict[str, Part]
    radii: dict[str, float]  # the cut radius of each round part (base: its round edge)

    def mark_angles(self) -> dict[str, dict[int, float]]:
        """Every printed mark's angle on its part, read from the geometry."""
        return {ring.key: {m.index: m.angle for m in ring.marks}
                for part in self.parts.values() for ring in part.rings}

    def pointer_angles(self) -> dict[str, float]:
        angles = {key: angle_of(part.pointer.tip) for key, part in self.parts.items() if part.pointer}
        small = self.parts["arm"].windows[0]
        angles["arm"] = (small.extent[0] + small.extent[1]) / 2 % 360
        return angles

    def window(self) -> tuple[float, float]:
        return self.parts["arm"].windows[1].extent

    def printed(self) -> PrintedWheel:
        """The wheel as a player holds it: every angle read back from this geometry."""
        return PrintedWheel(self.wheel, self.mark_angles(), self.pointer_angles(), self.window())


def circle_points(radius: float, steps: int = 720, centre: Point = (0.0, 0.0)) -> tuple[Point, ...]:
    return tuple((centre[0] + radius * math.sin(2 * math.pi * i / steps),
                  centre[1] + radius * math.cos(2 * math.pi * i / steps)) for i in range(steps))


def arc(radius: float, start: float, end: float, step: float = 0.5) -> list[Point]:
    """Points from angle ``start`` to ``end`` (clockwise when end > start) at ``radius``."""
    count = max(2, int(abs(end - start) / step) + 1)
    return [polar(radius, start + (end - start) * i / (count - 1)) for i in range(count)]


# --- rings ---------------------------------------------------------------------------------------

def _band_height(lines: list[tuple[float, bool]]) -> float:
    height = TICK + LABEL_GAP
    for size, _ in lines:
        height += (DESCENT + CAP) * size * PT + LABEL_GAP
    return height + TOP_PAD


def _line_sizes(ring: Ring, count: int, scale: float) -> list[tuple[float, bool]]:
    first, rest = style(ring, scale)
    return [first] + [rest] * (count - 1)


def _wrapped(ring: Ring, wheel: Wheel, radius: float, measure: Measure, scale: float) -> list[tuple[str, ...]]:
    """The lines of every mark; a turn ring joins its turns into lines as wide as a step allows."""
    if ring.term != "turn":
        return [m.lines for m in ring.marks]
    size, bold = style(ring, scale)[0]
    room = 2 * math.pi * radius / wheel.positions - MIN_GAP
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


def _place_ring(ring: Ring, wheel: Wheel, inner: float, lines: list[tuple[str, ...]], measure: Measure,
                scale: float, ink: str = "ink", ticks: bool = True) -> tuple[PlacedRing, float]:
    """Ticks on the inner edge, then the lines of each mark outwards. Returns the ring and its
    outer radius."""
    depth = max(len(l) for l in lines)
    sizes = _line_sizes(ring, depth, scale)
    outer = inner + _band_height(sizes)
    placed: list[PlacedMark] = []
    for i, (mark, words) in enumerate(zip(ring.marks, lines)):
        angle = float(wheel.angle(ring, mark))
        tick = (polar(inner, angle), polar(inner + TICK, angle)) if ticks else None
        if ring.term == "turn":  # a list of turns reads from the rim down
            words = words[::-1]
        # A caption that crowds a neighbour's moves out a line (a turn list stays in one block).
        for skipped in range(1 if ring.term == "turn" else len(words)):
            texts, top = _mark_lines(words, sizes, skipped, inner, angle, measure, ink)
            if not _crowds(texts[1:], placed):
                break
        outer = max(outer, top + TOP_PAD)
        read = angle_of(tick[1]) if tick else angle_of((texts[0].x, texts[0].y))
        placed.append(PlacedMark(ring.key, i, read, tick, tuple(texts)))
    return PlacedRing(ring.key, ring.part, inner, outer, tuple(placed), None, ring.side), outer


def _mark_lines(words: tuple[str, ...], sizes: list[tuple[float, bool]], skipped: int, inner: float,
                angle: float, measure: Measure, ink: str) -> tuple[list[Text], float]:
    """A mark's lines outwards from its tick, with `skipped` empty lines before the second line
    (the first line stays by the tick). Returns the texts and the radius above the last."""
    radius = inner + TICK + LABEL_GAP
    texts = []
    for n, (word, (size, bold)) in enumerate(zip(words, sizes)):
        if n == 1:
            radius += skipped * ((DESCENT + CAP) * size * PT + LABEL_GAP)
        radius += DESCENT * size * PT
        texts.append(along_ring(word, radius, angle, size, bold, measure, ink))
        radius += CAP * size * PT + LABEL_GAP
    return texts, radius


def _crowds(texts: list[Text], placed: list[PlacedMark]) -> bool:
    """Whether any of these texts comes closer than MIN_GAP to a text of the marks placed so far."""
    return any(overlaps(_grow(a.corners(), MIN_GAP / 2), _grow(b.corners(), MIN_GAP / 2))
               for a in texts for mark in placed for b in mark.texts)


def _window_ring(ring: Ring, wheel: Wheel, inner: float, outer: float, measure: Measure,
                 scale: float) -> PlacedRing:
    """A ring read through the arm's window: one line per mark, centred in its band, set smaller
    when the widest word would not fit a step."""
    (size, bold), _ = style(ring, scale)
    room = 2 * math.pi * inner / wheel.positions * 2 * WINDOW_FILL - MIN_GAP
    widest = max(measure(m.lines[0], size, bold) for m in ring.marks)
    if widest > room:
        size *= room / widest
        if size < MIN_WINDOW_SIZE:
            raise LayoutError(f"hit-score wheel: the '{ring.title}' ring has {wheel.positions} steps, too many "
                              f"for its words at {MIN_WINDOW_SIZE} pt")
    baseline = (inner + outer) / 2 - (CAP - DESCENT) / 2 * size * PT
    marks = []
    for i, mark in enumerate(ring.marks):
        angle = float(wheel.angle(ring, mark))
        text = along_ring(mark.lines[0], baseline, angle, size, bold, measure)
        marks.append(PlacedMark(ring.key, i, angle_of((text.x, text.y)), None, (text,)))
    return PlacedRing(ring.key, ring.part, inner, outer, tuple(marks), None)


def _window_band(ring: Ring, scale: float) -> float:
    (size, _), _ = style(ring, scale)
    return (DESCENT + CAP) * size * PT + 2 * LABEL_GAP + 0.6


def _widest_gap(ring: PlacedRing) -> tuple[float, float]:
    """(start, width) in degrees of the widest stretch of the ring without a mark."""
    angles = sorted(m.angle for m in ring.marks)
    gaps = [((angles[(i + 1) % len(angles)] - a) % 360 or 360, a) for i, a in enumerate(angles)]
    width, start = max(gaps)
    return start, width


def _title_radius(ring: PlacedRing, size: float) -> float:
    first = ring.marks[0].texts[-1 if ring.key.startswith("turn") else 0]
    return math.hypot(first.x, first.y) if ring.marks[0].tick else (ring.inner + ring.outer) / 2 - (CAP - DESCENT) / 2 * size * PT


def _gap_titles(rings: list[PlacedRing], titles: list[str], measure: Measure) -> list[Text]:
    """Titles of rings set in the middle of the widest empty stretch of the first ring."""
    start, width = _widest_gap(rings[0])
    texts = []
    for ring, title in zip(rings, titles):
        radius = _title_radius(ring, TITLE_SIZE)
        size = _title_size(ring, title, radius, start, width, measure)
        texts.append(along_ring(title, _title_radius(ring, size), (start + width / 2) % 360, size, True,
                                measure, "grey"))
    return texts


def _title_size(ring: PlacedRing, title: str, radius: float, start: float, width: float, measure: Measure) -> float:
    """TITLE_SIZE, or smaller (down to MIN_TITLE_SIZE) when the title is longer than the gap
    between the marks on either side of it."""
    def half_width(angle: float) -> float:
        near = min(ring.marks, key=lambda m: abs((m.angle - angle + 180) % 360 - 180))
        return max(t.width for t in near.texts) / 2

    # straight lines on a curve: the boxes' corners reach further than their arcs, so keep a margin
    room = radius * math.radians(width) - half_width(start) - half_width(start + width) - 2 * MIN_GAP - TITLE_MARGIN
    wide = measure(title, TITLE_SIZE, True)
    return TITLE_SIZE if wide <= room else max(MIN_TITLE_SIZE, TITLE_SIZE * room / wide)


def _lead_title(ring: PlacedRing, title: str, measure: Measure) -> Text:
    """A ring's title just before its first mark (clockwise), so it reads as the scale's name."""
    start, width = _widest_gap(ring)
    radius = _title_radius(ring, TITLE_SIZE)
    first = next(m for m in ring.marks if abs((m.angle - (start + width)) % 360) < 1e-6 or
                 abs((m.angle - (start + width)) % 360 - 360) < 1e-6)
    half = measure(title, TITLE_SIZE, True) / 2 + max(t.width for t in first.texts) / 2 + 1.5
    return along_ring(title, radius, (start + width - math.degrees(half / radius)) % 360, TITLE_SIZE, True,
                      measure, "grey")


# --- pointers, windows ---------------------------------------------------------------------------

def _pointer(number: int, radius: float, angle: float, measure: Measure) -> Pointer:
    """A tag on a disc's rim, its tip on the rim where the ring of the part below begins."""
    half = math.degrees(POINTER_HALF_WIDTH / radius)
    shoulder = radius - 2.2
    foot = radius - POINTER_DEPTH
    outline = (polar(radius, angle), polar(shoulder, angle + half), polar(foot, angle + half),
               polar(foot, angle - half), polar(shoulder, angle - half))
    size = 6.5
    label = along_ring(str(number), foot + 0.6, angle, size, True, measure, "paper")
    return Pointer(number, outline, polar(radius, angle), label)


def _sector(inner: float, outer: float, half: float) -> tuple[Point, ...]:
    return tuple(arc(outer, -half, half) + arc(inner, half, -half))


def _arrow(tip: float, pointing_out: bool) -> tuple[Point, ...]:
    """A small triangle on the arm's centre line, its tip at ``tip`` mm from the pivot."""
    size = 1.5
    base = tip - size if pointing_out else tip + size
    return ((0.0, tip), (-size * 0.6, base), (size * 0.6, base))


# --- the parts -----------------------------------------------------------------------------------

def wheel_layout(wheel: Wheel, measure: Measure) -> WheelLayout:
    """Place every ring, outside in: the window rings and turn rings on the base, then one disc
    per term, each as large as the ring it carries allows. The type shrinks a little at a time
    (down to TYPE_SCALES[-1]) when the rings do not fit."""
    for scale in TYPE_SCALES:
        try:
            return _wheel_layout(wheel, measure, scale)
        except LayoutError:
            if scale == TYPE_SCALES[-1]:
                raise
    raise AssertionError("unreachable")


def _wheel_layout(wheel: Wheel, measure: Measure, scale: float) -> WheelLayout:
    window_keys = wheel.window_rings
    radius = BASE_RADIUS - RIM
    base_rings: list[PlacedRing] = []
    circles = [radius]
    for key in window_keys:
        ring = wheel.ring(key)
        inner = radius - _window_band(ring, scale)
        base_rings.append(_window_ring(ring, wheel, inner, radius, measure, scale))
        radius = inner
        circles.append(radius)
    window_inner = radius
    radius -= RING_GAP

    # Turn rings: the attacker's nearest the pointer, the defender's outside it; both tinted.
    turn_rings = [r for r in wheel.rings if r.term == "turn"]
    inner = radius
    for _ in range(5):  # lines wrap to the width of a step at the inner edge, which they move
        wrapped = [_wrapped(r, wheel, inner, measure, scale) for r in turn_rings]
        inner = radius - sum(_band_height(_line_sizes(r, max(len(l) for l in lines), scale))
                             for r, lines in zip(turn_rings, wrapped))
    disc_radius = {"disc-1": inner}
    placed_turns = []
    for ring, lines in zip(turn_rings, wrapped):
        placed, inner = _place_ring(ring, wheel, inner, lines, measure, scale, ink=ring.side or "ink")
        placed_turns.append(placed)
    placed_turns = _with_guides(placed_turns)
    base_rings.extend(placed_turns)
    circles.append(disc_radius["disc-1"])

    titles = _gap_titles([r for r in base_rings if r.key in window_keys],
                         [wheel.ring(k).title for k in window_keys], measure)
    base_rings = [_titled(r, t) for r, t in zip(base_rings, titles)] + base_rings[len(titles):]
    for ring in placed_turns:
        title = _gap_titles([ring], [wheel.ring(ring.key).title.upper()], measure)[0]
        base_rings[base_rings.index(ring)] = _titled(ring, title)

    parts: dict[str, Part] = {}
    parts["base"] = _base(wheel, tuple(base_rings), tuple(circles), measure)

    # Discs 1-4: each carries the ring of the next term; the next disc is as large as the ring's
    # inner edge.
    for k in range(1, 5):
        key = PARTS[k]
        outer = disc_radius[key]
        (ring,) = wheel.rings_on(key)
        sizes = _line_sizes(ring, max(len(m.lines) for m in ring.marks), scale)
        inner = outer - max(_band_height(sizes), POINTER_DEPTH + TICK + 0.6)
        if inner < SMALLEST_RING:
            raise LayoutError(f"hit-score wheel: the rings reach {inner:.1f} mm from the pivot "
                              f"(at least {SMALLEST_RING} mm needed): too many lines on the rings")
        for _ in range(5):  # a staggered caption widens the band: move the ring in until it fits
            placed, reach = _place_ring(ring, wheel, inner, _wrapped(ring, wheel, inner, measure, scale),
                                        measure, scale)
            if reach <= outer + 1e-9:
                break
            inner -= reach - outer
        if inner < SMALLEST_RING or reach > outer + 1e-9:
            raise LayoutError(f"hit-score wheel: the rings reach {inner:.1f} mm from the pivot "
                              f"(at least {SMALLEST_RING} mm needed): too many lines on the rings")
        pointer = _pointer(k, outer, float(wheel.pointer_angle(key)), measure)
        title = _lead_title(placed, ring.title, measure)
        texts: tuple[Text, ...] = ()
        if k == 4:
            texts = _centre_texts(inner, measure)
        parts[key] = Part(key, PART_TITLES[key], circle_points(outer), outer, (_titled(placed, title),),
                          (inner,), pointer, (), texts)
        disc_radius[PARTS[k + 1] if k < 4 else "arm-window"] = inner
    parts["arm"] = _arm(wheel, disc_radius["arm-window"], disc_radius["disc-4"], window_inner, measure, scale)
    radii = {"base": BASE_RADIUS, **{k: v for k, v in disc_radius.items() if k.startswith("disc")}}
    layout = WheelLayout(wheel, parts, radii)
    check_labels(layout)
    return layout


def _titled(ring: PlacedRing, title: Text) -> PlacedRing:
    return PlacedRing(ring.key, ring.part, ring.inner, ring.outer, ring.marks, title, ring.tint, ring.guides)


def _with_guides(rings: list[PlacedRing]) -> list[PlacedRing]:
    """Lines through the inner turn ring to each outer mark, where the inner ring has no mark."""
    inner, outer = rings[0], rings[-1]
    taken = {round(m.angle, 6) for m in inner.marks}
    guides = tuple((polar(inner.inner, m.angle), polar(outer.inner, m.angle)) for m in outer.marks
                   if round(m.angle, 6) not in taken)
    last = outer
    return rings[:-1] + [PlacedRing(last.key, last.part, last.inner, last.outer, last.marks, last.title,
                                    last.tint, guides)]


def _centre_texts(radius: float, measure: Measure) -> tuple[Text, ...]:
    """Words around the pivot of the top disc."""
    size = 6.0
    return (along_ring("HIT SCORE", radius * 0.55, 0, size, True, measure, "grey"),)


def _base(wheel: Wheel, rings: tuple[PlacedRing, ...], circles: tuple[float, ...], measure: Measure) -> Part:
    """The base: a round card with a tab below it for the procedure."""
    left, top = -TAB_HALF_WIDTH + 4.0, -BASE_RADIUS - 3.0
    texts, badges = tab_texts(wheel, left, top, 2 * TAB_HALF_WIDTH - 8.0, measure)
    bottom = min(t.y for t in texts) - 4.0
    if bottom < -BASE_RADIUS - TAB_HEIGHT:
        raise LayoutError("hit-score wheel, base: the procedure does not fit the tab below the wheel")
    join = angle_of((TAB_HALF_WIDTH, -math.sqrt(BASE_RADIUS ** 2 - TAB_HALF_WIDTH ** 2)))
    outline = tuple(arc(BASE_RADIUS, -join, join, 0.25)) + ((TAB_HALF_WIDTH, bottom), (-TAB_HALF_WIDTH, bottom))
    return Part("base", PART_TITLES["base"], outline, None, rings, circles, texts=texts, badges=badges)


def line_height(size: float) -> float:
    return size * PT * 1.25


def tab_texts(wheel: Wheel, left: float, top: float, width: float,
              measure: Measure) -> tuple[tuple[Text, ...], tuple[tuple[Point, Text], ...]]:
    """The title, the formula, the numbered procedure and the legend, top down from ``top``."""
    texts: list[Text] = []
    badges: list[tuple[Point, Text]] = []
    size = 9.0
    y = top - CAP * size * PT
    texts.append(Text("HIT SCORE CALCULATOR", left, y, 0, size, True, measure("HIT SCORE CALCULATOR", size, True),
                      "ink", "start"))
    texts.append(Text(wheel.formula, left + width, y, 0, 8.0, True, measure(wheel.formula, 8.0, True), "ink", "end"))
    y -= 2.2
    size = 7.0
    indent = 5.0
    for step in wheel.steps:
        y -= line_height(size)
        badges.append(((left + 1.8, y + CAP * size * PT / 2), _badge_text(step.number, measure)))
        for i, line in enumerate(wrap(step.text, width - indent, size, False, measure)):
            if i:
                y -= line_height(size)
            texts.append(Text(line, left + indent, y, 0, size, False, measure(line, size, False), "ink", "start"))
        y -= 0.8
    y -= 1.2
    size = 6.0
    key_width = max(measure(what, size, True) for what, _ in wheel.legend) + 2.0
    for what, values in wheel.legend:
        y -= line_height(size)
        texts.append(Text(what, left, y, 0, size, True, measure(what, size, True), "ink", "start"))
        for i, line in enumerate(wrap(values, width - key_width, size, False, measure)):
            if i:
                y -= line_height(size)
            texts.append(Text(line, left + key_width, y, 0, size, False, measure(line, size, False), "ink", "start"))
    return tuple(texts), tuple(badges)


def _badge_text(number: int, measure: Measure) -> Text:
    return Text(str(number), 0, 0, 0, 6.5, True, measure(str(number), 6.5, True), "paper")


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
        y -= size * PT * 0.5
    return texts, y


def _arm(wheel: Wheel, small_inner: float, small_outer: float, window_inner: float, measure: Measure,
         scale: float) -> Part:
    """A strip from the pivot past the base's edge: a small window on the last term's ring, a large
    one over the window rings, captions beside it."""
    step = 360 / wheel.positions
    top = BASE_RADIUS + ARM_OVERHANG
    rim = BASE_RADIUS - RIM
    # Small window: on the last disc's ring, between its ticks and its rim.
    low, high = small_inner + 0.4, small_outer - 0.6
    half_small = math.degrees(SMALL_WINDOW_HALF_WIDTH / ((low + high) / 2))
    small = Window(_sector(low, high, half_small), (_arrow(low - 0.4, True), _arrow(high + 0.4, False)), None)
    # Large window: over the score and chance rings.
    half_large = WINDOW_FILL * step
    inner, outer = window_inner + 0.4, rim - 0.4
    cut = Text("CUT OUT", *polar((inner + outer) / 2, 0), 0, 4.5, True, measure("CUT OUT", 4.5, True), "grey")
    large = Window(_sector(inner, outer, half_large), (_arrow(inner - 0.4, True), _arrow(outer + 0.4, False)), cut)
    # Outline: round end at the pivot, narrow shaft, a wide head to the left for the captions.
    ring_keys = wheel.window_rings
    captions, widest = [], 0.0
    radius = rim
    for key in ring_keys:
        band = _window_band(wheel.ring(key), scale)
        size = 5.5
        title = wheel.ring(key).title
        width = measure(title, size, False)
        widest = max(widest, width)
        y = radius - band / 2 - (CAP - DESCENT) / 2 * size * PT
        captions.append((title, y, size))
        radius -= band
    window_half = polar(outer, half_large)[0]
    head_left = -(window_half + 1.2 + widest + 1.5)
    head_right = window_half + 2.5
    head_bottom = window_inner - 5.0
    outline = tuple(arc(ARM_HALF_WIDTH, 90, 270, 5)) + (
        (-ARM_HALF_WIDTH, head_bottom - 6), (head_left, head_bottom), (head_left, top),
        (head_right, top), (head_right, head_bottom), (ARM_HALF_WIDTH, head_bottom - 6))
    texts = [Text(t, -(window_half + 1.2), y, 0, size, False, measure(t, size, False), "ink", "end")
             for t, y, size in captions]
    setting, reading = wheel.steps[-2].number, wheel.steps[-1].number
    badges = (((3.4, inner - 3.4), _badge_text(reading, measure)),
              ((-ARM_HALF_WIDTH + 2.6, high + 3.8), _badge_text(setting, measure)))
    return Part("arm", PART_TITLES["arm"], outline, None, windows=(small, large), texts=tuple(texts), badges=badges)


# --- checks --------------------------------------------------------------------------------------

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


def part_items(part: Part) -> list[Item]:
    """Everything printed on a part that must not overlap."""
    items: list[Item] = []
    for ring in part.rings:
        for mark in ring.marks:
            for text in mark.texts:
                items.append(Item(f"{ring.key} mark {text.text!r}", f"{ring.key}/{mark.index}", text.corners()))
        if ring.title:
            items.append(Item(f"{ring.key} title", f"{ring.key}/title", ring.title.corners()))
    if part.pointer:
        items.append(Item(f"pointer {part.pointer.number}", "pointer", list(part.pointer.outline)))
    for i, text in enumerate(part.texts):
        items.append(Item(f"text {text.text!r}", f"text/{i}", text.corners()))
    return items


def clashes(items: list[Item], gap: float = MIN_GAP) -> list[tuple[str, str]]:
    """Pairs that overlap, or (from different marks) come closer than ``gap``."""
    found = []
    for i, a in enumerate(items):
        grown = _grow(a.outline, gap / 2)
        for b in items[i + 1:]:
            if a.group == b.group:
                hit = overlaps(a.outline, b.outline)
            else:
                hit = overlaps(grown, _grow(b.outline, gap / 2))
            if hit:
                found.append((a.name, b.name))
    return found


def _grow(outline: list[Point], by: float) -> list[Point]:
    """A convex outline pushed out by ``by`` mm along each corner's bisector (enough for the
    clearance check of small boxes and tags)."""
    cx = sum(p[0] for p in outline) / len(outline)
    cy = sum(p[1] for p in outline) / len(outline)
    grown = []
    for x, y in outline:
        d = math.hypot(x - cx, y - cy) or 1.0
        grown.append((x + (x - cx) / d * by * math.sqrt(2), y + (y - cy) / d * by * math.sqrt(2)))
    return grown


def check_labels(layout: WheelLayout) -> None:
    """Nothing printed on one part overlaps or crowds another; raise naming them if it does."""
    for part in layout.parts.values():
        found = clashes(part_items(part))
        if found:
            a, b = found[0]
            raise LayoutError(f"hit-score wheel, {part.title}: {a} overlaps {b}")


# --- assembly notes ------------------------------------------------------------------------------

DIAGRAM_SCALE = 0.34  # at most; less when the notes are narrower
LAYER_PITCH = 4.0


@dataclass(frozen=True)
class Notes:
    """The assembly words and a side view of the stack: bars (x0, y, x1, name), the split pin."""

    texts: tuple[Text, ...]
    bars: tuple[tuple[float, float, float, Text], ...]
    pin: tuple[float, float, float]  # x, top, bottom


def assembly_notes(paragraphs: list[tuple[str, float, bool]], box: tuple[float, float, float, float],
                   layout: WheelLayout, measure: Measure) -> Notes:
    """The words from the top of ``box``, then the parts seen from the side, top part first."""
    x, y, w, h = box
    texts, below = text_block(paragraphs, x, y + h, w, measure)
    arm = layout.parts["arm"].extent()
    reach = {**{k: (-r, r) for k, r in layout.radii.items()}, "arm": (arm[1], arm[3])}
    names = [PART_TITLES[k] for k in reversed(PARTS)]
    label_width = max(measure(n, 6.0, False) for n in names) + 2.0
    span = max(r[1] for r in reach.values()) - min(r[0] for r in reach.values())
    scale = min(DIAGRAM_SCALE, (w - label_width - 1.0) / span)
    left = min(reach[k][0] for k in PARTS) * scale
    pivot = x + label_width - left
    bars = []
    top = below - 4.0
    for i, key in enumerate(reversed(PARTS)):
        level = top - LAYER_PITCH * (i + 1)
        x0, x1 = (pivot + v * scale for v in reach[key])
        name = PART_TITLES[key]
        bars.append((x0, level, x1, Text(name, x0 - 1.5, level - 0.2, 0, 6.0, False, measure(name, 6.0, False),
                                         "ink", "end")))
    bottom = top - LAYER_PITCH * (len(PARTS) + 1)
    if bottom < y or max(b[2] for b in bars) > x + w:
        raise LayoutError("hit-score wheel: the assembly notes do not fit beside the discs")
    return Notes(tuple(texts), tuple(bars), (pivot, top, bottom))
