"""The parts of a volvelle laid out on pages (`pages:` in its YAML), in mm: every part's outline
(its cut line), pointers and windows, the procedure on the bottom disc's tab, and the check that
nothing printed on a part overlaps. The bands are placed in `bands.py`, the parts on the pages and
the assembly notes in `assembly.py`.

Each part has its own frame: the origin on the pivot, y up, angles in degrees clockwise of
straight up. Nothing draws here; the caller passes a function that measures text.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.errors import LayoutError
from ...core.geometry import MM_PER_PT, Point
from ...core.marks import KEY
from ...core.recent import remember_last
from ...print.layout.display import GREY, PAPER, Words
from ...print.layout.placed_text import CAP, DESCENT, Item, along_ring, clashes, corners, line_height
from ...print.layout.polar import angle_of, arc, circle_points, polar
from ...print.layout.text import Measure, wrap
from .adding import worked_out
from .bands import (
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
from .notes import procedure
from .schema import Band, Pointer as PointerSpec, VolvelleSheet

RIM = 1.6  # blank paper outside the outermost ring
RING_GAP = 1.0  # between the window bands and the tick bands
POINTER_DEPTH = 5.6
POINTER_HALF_WIDTH = 2.0
PIVOT_MARK = 1.6
ARM_OVERHANG = 3.0
ARM_HALF_WIDTH = 6.0
SMALL_WINDOW_HALF_WIDTH = 2.8
TAB_HEIGHT = 66.0  # at most: the tab is as tall as its words
TAB_HALF_WIDTH = 88.0  # at most: 0.9 of the disc's radius on a smaller one
SMALLEST_RING = 24.0  # no ring may come closer than this to the pivot


TYPE_SCALES = (1.0, 0.93, 0.86, 0.8)
"""The parts' type is tried at these scales, largest first, until every ring fits."""


@dataclass(frozen=True)
class Pointer:
    number: str
    outline: tuple[Point, ...]
    tip: Point
    label: Words


@dataclass(frozen=True)
class Window:
    """A hole in the arm (hatched on the sheet), with arrows printed beside it."""

    outline: tuple[Point, ...]
    arrows: tuple[tuple[Point, ...], ...]
    label: Words | None

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
    texts: tuple[Words, ...] = ()
    badges: tuple[tuple[Point, Words], ...] = ()  # step numbers in a dark disc

    def extent(self) -> tuple[float, float, float, float]:
        """x0, y0, x1, y1 of the cut line in the part's frame."""
        xs = [p[0] for p in self.outline]
        ys = [p[1] for p in self.outline]
        return min(xs), min(ys), max(xs), max(ys)


@dataclass(frozen=True)
class PartsLayout:
    parts: dict[str, Part]
    radii: dict[str, float]  # the cut radius of each disc (the bottom one: its round edge)
    arm: str  # the arm's name

    def mark_angles(self) -> dict[str, dict[int, float]]:
        """Every printed mark's angle on its part, by band and mark, read from the geometry."""
        return {ring.key: {m.index: m.angle for m in ring.marks}
                for part in self.parts.values() for ring in part.rings}

    def pointer_angles(self) -> dict[str, float]:
        """Where each disc's pointer stands, and the arm's slot (its first window)."""
        angles = {key: angle_of(part.pointer.tip) for key, part in self.parts.items() if part.pointer}
        small = self.parts[self.arm].windows[0]
        angles[self.arm] = (small.extent[0] + small.extent[1]) / 2 % 360
        return angles

    def window(self) -> tuple[float, float]:
        """The extent of the arm's large window (its second), in degrees clockwise."""
        return self.parts[self.arm].windows[1].extent


# --- pointers, windows ---------------------------------------------------------------------------

def _pointer(spec: PointerSpec, radius: float, measure: Measure) -> Pointer:
    """A tag on a disc's rim, its tip on the rim where the ring of the part below begins."""
    angle = spec.at
    half = math.degrees(POINTER_HALF_WIDTH / radius)
    shoulder = radius - 2.2
    foot = radius - POINTER_DEPTH
    outline = (polar(radius, angle), polar(shoulder, angle + half), polar(foot, angle + half),
               polar(foot, angle - half), polar(shoulder, angle - half))
    size = 6.5
    label = along_ring(spec.label, foot + 0.6, angle, size, True, PAPER)
    return Pointer(spec.label, outline, polar(radius, angle), label)


def _sector(inner: float, outer: float, half: float) -> tuple[Point, ...]:
    return tuple(arc(outer, -half, half) + arc(inner, half, -half))


def _arrow(tip: float, pointing_out: bool) -> tuple[Point, ...]:
    """A small triangle on the arm's centre line, its tip at ``tip`` mm from the pivot."""
    size = 1.5
    base = tip - size if pointing_out else tip + size
    return ((0.0, tip), (-size * 0.6, base), (size * 0.6, base))


# --- the parts -----------------------------------------------------------------------------------

@remember_last(4)  # asked for by the fit check on each paper and by the drawing, of the same checked sheet
def parts_layout(sheet: VolvelleSheet, measure: Measure) -> PartsLayout:
    """Place every band, outside in: the window bands and tick bands on the bottom disc, then each
    disc above as large as the band it carries allows. The type shrinks a little at a time (down to
    TYPE_SCALES[-1]) when the bands do not fit. An adding sheet's angles are worked out first (adding.py)."""
    sheet = worked_out(sheet)
    for scale in TYPE_SCALES:
        try:
            return _parts_layout(sheet, measure, scale)
        except LayoutError:
            if scale == TYPE_SCALES[-1]:
                raise
    raise AssertionError("unreachable")


def _parts_layout(sheet: VolvelleSheet, measure: Measure, scale: float) -> PartsLayout:
    bottom, steps = sheet.discs[0], sheet.steps
    windowed = [b for b in bottom.bands if b.read == "window"]
    radius = bottom.radius - RIM
    base_rings: list[PlacedRing] = []
    circles = [radius]
    for band in windowed:
        inner = radius - window_band(band, scale)
        base_rings.append(window_ring(band, steps, inner, radius, measure, scale, sheet.title))
        radius = inner
        circles.append(radius)
    window_inner = radius
    radius -= RING_GAP

    # Tick bands, listed outside in, placed inside out, the innermost nearest the pointer above.
    ticked = [b for b in reversed(bottom.bands) if b.read == "tick"]
    inner, wrapped = radius, []
    for _ in range(5):  # lines wrap to the width of a step at the inner edge, which they move
        wrapped = [wrapped_lines(r, steps, inner, measure, scale) for r in ticked]
        inner = radius - sum(band_height(line_sizes(r, max(len(l) for l in lines), scale))
                             for r, lines in zip(ticked, wrapped))
    disc_radius = {bottom.name: bottom.radius, sheet.discs[1].name: inner}
    placed_ticks = []
    for ring, lines in zip(ticked, wrapped):
        placed, inner = place_ring(ring, inner, lines, measure, scale)
        placed_ticks.append(placed)
    placed_ticks = _with_guides(placed_ticks, ticked)
    base_rings.extend(placed_ticks)
    circles.append(disc_radius[sheet.discs[1].name])

    titles = gap_titles(base_rings[:len(windowed)], windowed, measure)
    base_rings = [_titled(r, t) for r, t in zip(base_rings, titles)] + base_rings[len(titles):]
    for ring, band in zip(placed_ticks, ticked):
        title = (gap_titles([ring], [band], measure)[0] if band.title_place == "gap" else
                 lead_title(ring, band, measure))
        base_rings[base_rings.index(ring)] = _titled(ring, title)

    parts: dict[str, Part] = {}
    parts[bottom.name] = _base(sheet, tuple(base_rings), tuple(circles), measure)

    # Each disc above carries one band; the next disc is as large as the band's inner edge.
    for k, disc in enumerate(sheet.discs[1:], start=1):
        outer = disc_radius[disc.name]
        (ring,) = disc.bands
        sizes = line_sizes(ring, max(len(m.lines) for m in ring.marks), scale)
        inner = outer - max(band_height(sizes), POINTER_DEPTH + TICK + 0.6)
        if inner < SMALLEST_RING:
            raise LayoutError(f"{sheet.title}: the rings reach {inner:.1f} mm from the pivot "
                              f"(at least {SMALLEST_RING} mm needed): too many lines on the rings")
        for _ in range(5):  # a staggered caption widens the band: move the ring in until it fits
            placed, reach = place_ring(ring, inner, wrapped_lines(ring, steps, inner, measure, scale), measure, scale)
            if reach <= outer + 1e-9:
                break
            inner -= reach - outer
        if inner < SMALLEST_RING or reach > outer + 1e-9:
            raise LayoutError(f"{sheet.title}: the rings reach {inner:.1f} mm from the pivot "
                              f"(at least {SMALLEST_RING} mm needed): too many lines on the rings")
        pointer = _pointer(disc.pointer, outer, measure) if isinstance(disc.pointer, PointerSpec) else None
        title = lead_title(placed, ring, measure) if ring.title_place == "lead" else \
            gap_titles([placed], [ring], measure)[0]
        texts: tuple[Words, ...] = ()
        if disc.centre:
            texts = (along_ring(disc.centre, inner * 0.55, 0, 6.0, True, GREY),)
        parts[disc.name] = Part(disc.name, disc.name, circle_points(outer), outer, (_titled(placed, title),),
                                (inner,), pointer, (), texts)
        disc_radius[sheet.discs[k + 1].name if k + 1 < len(sheet.discs) else ""] = inner
    arm = sheet.arm
    parts[arm.name] = _arm(sheet, disc_radius[""], disc_radius[sheet.discs[-1].name], window_inner, measure, scale)
    radii = {k: v for k, v in disc_radius.items() if k}
    layout = PartsLayout(parts, radii, arm.name)
    check_labels(layout, sheet.title, measure)
    return layout


def _titled(ring: PlacedRing, title: Words | None) -> PlacedRing:
    return PlacedRing(ring.key, ring.inner, ring.outer, ring.marks, title if title and title.text else None,
                      ring.tint, ring.guides, ring.ink)


def _with_guides(rings: list[PlacedRing], bands: list[Band]) -> list[PlacedRing]:
    """Lines through the innermost band to each mark of a band with guides, where the innermost has no mark."""
    if not rings:
        return rings
    inner = rings[0]
    taken = {round(m.angle, 6) for m in inner.marks}
    return [ring if not band.guides else PlacedRing(
        ring.key, ring.inner, ring.outer, ring.marks, ring.title, ring.tint,
        tuple((polar(inner.inner, m.angle), polar(ring.inner, m.angle)) for m in ring.marks
              if round(m.angle, 6) not in taken), ring.ink) for ring, band in zip(rings, bands)]


def _base(sheet: VolvelleSheet, rings: tuple[PlacedRing, ...], circles: tuple[float, ...], measure: Measure) -> Part:
    """The bottom disc: a round card, with a tab below it for the procedure when it has one."""
    disc, radius = sheet.discs[0], sheet.discs[0].radius
    if disc.tab is None:
        return Part(disc.name, disc.name, circle_points(radius), radius, rings, circles)
    half = min(TAB_HALF_WIDTH, 0.9 * radius)
    left, top = -half + 4.0, -radius - 3.0
    texts, badges = tab_texts(sheet, left, top, 2 * half - 8.0, measure)
    bottom = min(t.y for t in texts) - 4.0
    if bottom < -radius - TAB_HEIGHT:
        raise LayoutError(f"{sheet.title}, {disc.name}: the procedure does not fit the tab below the wheel")
    join = angle_of((half, -math.sqrt(radius ** 2 - half ** 2)))
    outline = tuple(arc(radius, -join, join, 0.25)) + ((half, bottom), (-half, bottom))
    return Part(disc.name, disc.name, outline, None, rings, circles, texts=texts, badges=badges)


def tab_texts(sheet: VolvelleSheet, left: float, top: float, width: float,
              measure: Measure) -> tuple[tuple[Words, ...], tuple[tuple[Point, Words], ...]]:
    """The title, the formula, the numbered procedure and the legend, top down from ``top``."""
    tab = sheet.discs[0].tab
    texts: list[Words] = []
    badges: list[tuple[Point, Words]] = []
    size = 9.0
    y = top - CAP * size * MM_PER_PT
    texts.append(Words(tab.title, left, y, size, True, "start", rotation=0.0))
    if tab.formula:
        texts.append(Words(tab.formula, left + width, y, 8.0, True, "end", rotation=0.0))
    y -= 2.2
    size = 7.0
    indent = 5.0
    for number, step in enumerate(procedure(sheet), start=1):
        y -= line_height(size)
        badges.append(((left + 1.8, y + CAP * size * MM_PER_PT / 2), _badge_text(number)))
        for i, line in enumerate(wrap(step, width - indent, size, False, measure)):
            if i:
                y -= line_height(size)
            texts.append(Words(line, left + indent, y, size, False, "start", rotation=0.0))
        y -= 0.8
    y -= 1.2
    size = 6.0
    key_width = max((measure(what, size, True) for what, _ in tab.legend), default=0.0) + 2.0
    for what, values in tab.legend:
        y -= line_height(size)
        texts.append(Words(what, left, y, size, True, "start", rotation=0.0))
        for i, line in enumerate(wrap(values, width - key_width, size, False, measure)):
            if i:
                y -= line_height(size)
            texts.append(Words(line, left + key_width, y, size, False, "start", rotation=0.0))
    if sheet.marks:  # the designer marks explained on the volvelle itself
        y -= line_height(size)
        texts.append(Words(KEY, left, y, size, False, "start", rotation=0.0))
    return tuple(texts), tuple(badges)


def _badge_text(number: int) -> Words:
    return Words(str(number), 0, 0, 6.5, True, colour=PAPER, rotation=0.0)


def _arm(sheet: VolvelleSheet, small_inner: float, small_outer: float, window_inner: float, measure: Measure,
         scale: float) -> Part:
    """A strip from the pivot past the bottom disc's edge: a slot over the top disc's band, a large
    window over the window bands, their titles beside it."""
    step = 360 / sheet.steps
    base = sheet.discs[0]
    top = base.radius + ARM_OVERHANG
    rim = base.radius - RIM
    slot, seen = sorted(sheet.arm.windows, key=lambda w: any(b.read == "window" for b in base.bands
                                                             if b.name in w.bands))
    # The slot: on the top disc's band, between its ticks and its rim.
    low, high = small_inner + 0.4, small_outer - 0.6
    half_small = math.degrees(SMALL_WINDOW_HALF_WIDTH / ((low + high) / 2))
    small = Window(_sector(low, high, half_small), (_arrow(low - 0.4, True), _arrow(high + 0.4, False)), None)
    # The large window: over the window bands.
    half_large = WINDOW_FILL * step
    inner, outer = window_inner + 0.4, rim - 0.4
    cut = Words(seen.label, *polar((inner + outer) / 2, 0), 4.5, True, colour=GREY,
                rotation=0.0) if seen.label else None
    large = Window(_sector(inner, outer, half_large), (_arrow(inner - 0.4, True), _arrow(outer + 0.4, False)), cut)
    # Outline: round end at the pivot, narrow shaft, a wide head to the left for the captions.
    captions, widest = [], 0.0
    radius = rim
    for ring in (b for b in base.bands if b.name in seen.bands):
        band = window_band(ring, scale)
        size = 5.5
        title = ring.title
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
    texts = [Words(t, -(window_half + 1.2), y, size, False, "end", rotation=0.0)
             for t, y, size in captions]
    badges = tuple((at, _badge_text(window.badge)) for at, window in
                   (((3.4, inner - 3.4), seen), ((-ARM_HALF_WIDTH + 2.6, high + 3.8), slot)) if window.badge)
    return Part(sheet.arm.name, sheet.arm.name, outline, None, windows=(small, large), texts=tuple(texts),
                badges=badges)


# --- checks --------------------------------------------------------------------------------------

def part_items(part: Part, measure: Measure) -> list[Item]:
    """Everything printed on a part that must not overlap."""
    items: list[Item] = []
    for ring in part.rings:
        for mark in ring.marks:
            for text in mark.texts:
                items.append(Item(f"{ring.key} mark {text.text!r}", f"{ring.key}/{mark.index}",
                                  corners(text, measure)))
        if ring.title:
            items.append(Item(f"{ring.key} title", f"{ring.key}/title", corners(ring.title, measure)))
    if part.pointer:
        items.append(Item(f"pointer {part.pointer.number}", "pointer", list(part.pointer.outline)))
    for i, text in enumerate(part.texts):
        items.append(Item(f"text {text.text!r}", f"text/{i}", corners(text, measure)))
    return items


def check_labels(layout: PartsLayout, title: str, measure: Measure) -> None:
    """Nothing printed on one part overlaps or crowds another; raise naming them if it does."""
    for part in layout.parts.values():
        found = clashes(part_items(part, measure), MIN_GAP)
        if found:
            a, b = found[0]
            raise LayoutError(f"{title}, {part.title}: {a} overlaps {b}")
