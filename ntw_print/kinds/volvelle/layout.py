"""A volvelle as geometry: each disc laid out alone (its pivot at the origin, y up, angles
clockwise of the top), then the discs flowed onto pages. Nothing draws here."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.geometry import MM_PER_PT, Point
from ...core.errors import LayoutError
from ...print.layout.polar import polar
from ...print.layout.sheet import Box
from ...print.layout.text import CAP_HEIGHT, Measure
from ..frame import Frame, flow, frame
from .schema import Disc, Ring, VolvelleSheet

PT = MM_PER_PT
MARGIN = 6.0  # paper around a disc's cut line on its page, for the crop ticks
POINTER = 7.0  # how far a pointing disc's tab reaches past its edge
LABEL_PT = 6.0
BASELINE = 0.36  # of the type size: a mark's baseline under its middle (its capitals stand centred on it)
MARK_GAP = 1.0  # mm kept between two neighbouring marks of a ring
RIM = 0.5  # mm kept between a mark and the disc's edge


@dataclass(frozen=True)
class Mark:
    text: str
    angle: float  # degrees clockwise of the top
    at: Point  # the middle of the mark, from the pivot
    size: float


@dataclass(frozen=True)
class DiscPlan:
    disc: Disc
    marks: tuple[Mark, ...]
    labels: tuple[Mark, ...]  # each ring's label, over its first mark
    windows: tuple[tuple[Point, ...], ...]  # each window's outline, from the pivot


@dataclass(frozen=True)
class Placed:
    page: int
    centre: Point  # the pivot on its page
    plan: DiscPlan


def disc_plan(disc: Disc) -> DiscPlan:
    marks, labels = [], []
    for ring in disc.rings:
        step = _step(ring)
        for i, text in enumerate(ring.marks):
            angle = (ring.start + i * step) % 360
            marks.append(Mark(text, angle, polar(ring.radius, angle), ring.size))
        if ring.label:
            angle = ring.start
            labels.append(Mark(ring.label, angle, polar(_label_radius(ring), angle), LABEL_PT))
    windows = tuple(_window(w.angle, w.inner, w.outer, w.width) for w in disc.windows)
    return DiscPlan(disc, tuple(marks), tuple(labels), windows)


def _step(ring: Ring) -> float:
    """Degrees between two neighbouring marks: a full ring shares its circle out, a part-ring puts its
    first and last marks at the ends of its span."""
    return ring.span / (len(ring.marks) if ring.span >= 360 else max(len(ring.marks) - 1, 1))


def check_rings(disc: Disc, measure: Measure) -> None:
    """A LayoutError for the first ring whose marks cannot stand on it: a mark wider than its share of
    the ring (it would run into the next one), or a mark or the ring's label reaching past the disc's
    edge; it says at what size the marks would fit."""
    for ring in disc.rings:
        ring_fits(ring, disc, measure)


def ring_fits(ring: Ring, disc: Disc, measure: Measure) -> None:
    name = f"disc {disc.name!r}, ring {ring.label or ring.marks[0]!r}"
    widest = max(ring.marks, key=lambda mark: measure(mark, ring.size, True))
    width = measure(widest, ring.size, True)
    if len(ring.marks) > 1:
        share = 2 * ring.radius * math.sin(math.radians(min(_step(ring), 180.0)) / 2) - MARK_GAP
        if width > share:
            raise LayoutError(f"{name}: the mark {widest!r} is {width:.1f} mm wide at {ring.size:g} pt, and each of "
                              f"the ring's {len(ring.marks)} marks has {max(share, 0.0):.1f} mm at its radius of "
                              f"{ring.radius:g} mm: set the marks at {_size_for(ring.size, share / width)}, give fewer "
                              "marks or a larger radius")
    room = disc.radius - RIM
    reach = math.hypot(ring.radius + (CAP_HEIGHT - BASELINE) * ring.size * PT, width / 2)
    if reach > room:
        raise LayoutError(f"{name}: the mark {widest!r} at {ring.size:g} pt reaches {reach:.1f} mm from the pivot, past "
                          f"the disc's edge at {disc.radius:g} mm: set the marks smaller or the ring nearer the pivot")
    if ring.label:
        label_reach = math.hypot(_label_radius(ring) + (CAP_HEIGHT - BASELINE) * LABEL_PT * PT,
                                 measure(ring.label, LABEL_PT, False) / 2)
        if label_reach > room:
            raise LayoutError(f"{name}: its label {ring.label!r} reaches {label_reach:.1f} mm from the pivot, past the "
                              f"disc's edge at {disc.radius:g} mm: move the ring nearer the pivot or shorten the label")


def _size_for(size: float, scale: float) -> str:
    fits = math.floor(size * scale * 2) / 2  # to the half point below
    return f"{fits:g} pt" if fits >= 4 else "a size under the 4 pt least (they do not fit)"


def _label_radius(ring: Ring) -> float:
    return ring.radius + ring.size * PT * 1.1


def _window(angle: float, inner: float, outer: float, width: float) -> tuple[Point, ...]:
    """A straight-sided cut-out along the radius at `angle`, `width` mm wide."""
    a = math.radians(angle)
    along, across = (math.sin(a), math.cos(a)), (math.cos(a), -math.sin(a))
    half = width / 2
    return tuple((along[0] * r + across[0] * s, along[1] * r + across[1] * s)
                 for r, s in ((inner, -half), (outer, -half), (outer, half), (inner, half)))


def plan(sheet: VolvelleSheet, paper: str, measure: Measure) -> tuple[Frame, list[Placed]]:
    """Every disc on its page: the largest first, flowed down the page's columns. A pointing disc keeps
    room round it for its tab."""
    page = frame(paper, sheet)
    for disc in sheet.discs:
        check_rings(disc, measure)
    discs = [disc_plan(d) for d in sheet.discs]
    sizes = [(2 * (d.disc.radius + MARGIN + (POINTER if d.disc.pointer else 0.0)),) * 2 for d in discs]
    columns = max(1, int(page.body.width // max(w for w, _ in sizes)))
    placed = flow(sizes, page.body, columns, [f"disc {d.disc.name!r}" for d in discs])
    return page, [Placed(p.page, (p.box.x + p.box.width / 2, p.box.y + p.box.height / 2), d)
                  for p, d in zip(placed, discs)]


def cut_box(placed: Placed) -> Box:
    r = placed.plan.disc.radius
    return Box(placed.centre[0] - r, placed.centre[1] - r, 2 * r, 2 * r)
