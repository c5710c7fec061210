"""Geometry of the hit-score wheel, in mm: every part's outline (its cut line), pointers and windows,
the procedure on the base's tab, and the check that nothing printed on a part overlaps. The rings
are placed in `wheel_rings.py`, the assembly notes in `wheel_assembly.py`, the range rule in
`range_rule.py`, the placing of all on the pages in `wheel_sheet.py`.

Each part has its own frame: the origin on the pivot, y up, angles in degrees clockwise of
straight up. Nothing draws here; the caller passes a function that measures text.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ....core.errors import LayoutError
from ....core.geometry import MM_PER_PT, Point
from ....print.layout.placed_text import CAP, DESCENT, Item, Text, along_ring, clashes, line_height
from ....print.layout.polar import angle_of, arc, circle_points, polar
from ....print.layout.text import Measure, wrap
from .wheel_rings import (
    MIN_GAP,
    TICK,
    WINDOW_FILL,
    PlacedRing,
    band_height,
    gap_titles,
    lead_title,
    line_sizes,
    place_ring,
    window_band,
    window_ring,
    wrapped_lines,
)
from ..rules.wheel import PART_TITLES, PARTS, Wheel, wheel_marked
from ....core.marks import KEY
from ..rules.wheel_reading import PrintedWheel

BASE_RADIUS = 98.0
RIM = 1.6  # blank paper outside the outermost ring
RING_GAP = 1.0  # between the window rings and the turn rings
POINTER_DEPTH = 5.6
POINTER_HALF_WIDTH = 2.0
PIVOT_MARK = 1.6
ARM_OVERHANG = 3.0
ARM_HALF_WIDTH = 6.0
SMALL_WINDOW_HALF_WIDTH = 2.8
TAB_HEIGHT = 66.0  # at most: the tab is as tall as its words
TAB_HALF_WIDTH = 88.0
SMALLEST_RING = 24.0  # no ring may come closer than this to the pivot


TYPE_SCALES = (1.0, 0.93, 0.86, 0.8)
"""The wheel's type is tried at these scales, largest first, until every ring fits."""


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
        inner = radius - window_band(ring, scale)
        base_rings.append(window_ring(ring, wheel, inner, radius, measure, scale))
        radius = inner
        circles.append(radius)
    window_inner = radius
    radius -= RING_GAP

    # Turn rings: the attacker's nearest the pointer, the defender's outside it; both tinted.
    turn_rings = [r for r in wheel.rings if r.term == "turn"]
    inner = radius
    for _ in range(5):  # lines wrap to the width of a step at the inner edge, which they move
        wrapped = [wrapped_lines(r, wheel, inner, measure, scale) for r in turn_rings]
        inner = radius - sum(band_height(line_sizes(r, max(len(l) for l in lines), scale))
                             for r, lines in zip(turn_rings, wrapped))
    disc_radius = {"disc-1": inner}
    placed_turns = []
    for ring, lines in zip(turn_rings, wrapped):
        placed, inner = place_ring(ring, wheel, inner, lines, measure, scale, ink=ring.side or "ink")
        placed_turns.append(placed)
    placed_turns = _with_guides(placed_turns)
    base_rings.extend(placed_turns)
    circles.append(disc_radius["disc-1"])

    titles = gap_titles([r for r in base_rings if r.key in window_keys],
                         [wheel.ring(k).title for k in window_keys], measure)
    base_rings = [_titled(r, t) for r, t in zip(base_rings, titles)] + base_rings[len(titles):]
    for ring in placed_turns:
        title = gap_titles([ring], [wheel.ring(ring.key).title.upper()], measure)[0]
        base_rings[base_rings.index(ring)] = _titled(ring, title)

    parts: dict[str, Part] = {}
    parts["base"] = _base(wheel, tuple(base_rings), tuple(circles), measure)

    # Discs 1-4: each carries the ring of the next term; the next disc is as large as the ring's
    # inner edge.
    for k in range(1, 5):
        key = PARTS[k]
        outer = disc_radius[key]
        (ring,) = wheel.rings_on(key)
        sizes = line_sizes(ring, max(len(m.lines) for m in ring.marks), scale)
        inner = outer - max(band_height(sizes), POINTER_DEPTH + TICK + 0.6)
        if inner < SMALLEST_RING:
            raise LayoutError(f"hit-score wheel: the rings reach {inner:.1f} mm from the pivot "
                              f"(at least {SMALLEST_RING} mm needed): too many lines on the rings")
        for _ in range(5):  # a staggered caption widens the band: move the ring in until it fits
            placed, reach = place_ring(ring, wheel, inner, wrapped_lines(ring, wheel, inner, measure, scale),
                                        measure, scale)
            if reach <= outer + 1e-9:
                break
            inner -= reach - outer
        if inner < SMALLEST_RING or reach > outer + 1e-9:
            raise LayoutError(f"hit-score wheel: the rings reach {inner:.1f} mm from the pivot "
                              f"(at least {SMALLEST_RING} mm needed): too many lines on the rings")
        pointer = _pointer(k, outer, float(wheel.pointer_angle(key)), measure)
        title = lead_title(placed, ring.title, measure)
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


def tab_texts(wheel: Wheel, left: float, top: float, width: float,
              measure: Measure) -> tuple[tuple[Text, ...], tuple[tuple[Point, Text], ...]]:
    """The title, the formula, the numbered procedure and the legend, top down from ``top``."""
    texts: list[Text] = []
    badges: list[tuple[Point, Text]] = []
    size = 9.0
    y = top - CAP * size * MM_PER_PT
    texts.append(Text("HIT SCORE CALCULATOR", left, y, 0, size, True, measure("HIT SCORE CALCULATOR", size, True),
                      "ink", "start"))
    texts.append(Text(wheel.formula, left + width, y, 0, 8.0, True, measure(wheel.formula, 8.0, True), "ink", "end"))
    y -= 2.2
    size = 7.0
    indent = 5.0
    for step in wheel.steps:
        y -= line_height(size)
        badges.append(((left + 1.8, y + CAP * size * MM_PER_PT / 2), _badge_text(step.number, measure)))
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
    if wheel_marked(wheel):  # the wheel's marks explained on the wheel itself
        y -= line_height(size)
        texts.append(Text(KEY, left, y, 0, size, False, measure(KEY, size, False), "ink", "start"))
    return tuple(texts), tuple(badges)


def _badge_text(number: int, measure: Measure) -> Text:
    return Text(str(number), 0, 0, 0, 6.5, True, measure(str(number), 6.5, True), "paper")


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
        band = window_band(wheel.ring(key), scale)
        size = 5.5
        title = wheel.ring(key).title
        width = measure(title, size, False)
        widest = max(widest, width)
        y = radius - band / 2 - (CAP - DESCENT) / 2 * size * MM_PER_PT
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


def check_labels(layout: WheelLayout) -> None:
    """Nothing printed on one part overlaps or crowds another; raise naming them if it does."""
    for part in layout.parts.values():
        found = clashes(part_items(part), MIN_GAP)
        if found:
            a, b = found[0]
            raise LayoutError(f"hit-score wheel, {part.title}: {a} overlaps {b}")
