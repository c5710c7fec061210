"""A volvelle as geometry: each disc laid out alone (its pivot at the origin, y up, angles
clockwise of the top), then the discs flowed onto pages. Nothing draws here."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.geometry import MM_PER_PT, Point
from ...layout.polar import polar
from ...layout.sheet import Box
from ...layout.text import Measure
from ..frame import Frame, flow, frame
from .schema import Disc, VolvelleSheet

PT = MM_PER_PT
MARGIN = 6.0  # paper around a disc's cut line on its page, for the crop ticks
LABEL_PT = 6.0


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
        step = ring.span / (len(ring.marks) if ring.span >= 360 else max(len(ring.marks) - 1, 1))
        for i, text in enumerate(ring.marks):
            angle = (ring.start + i * step) % 360
            marks.append(Mark(text, angle, polar(ring.radius, angle), ring.size))
        if ring.label:
            angle = ring.start
            labels.append(Mark(ring.label, angle, polar(ring.radius + ring.size * PT * 1.1, angle), LABEL_PT))
    windows = tuple(_window(w.angle, w.inner, w.outer, w.width) for w in disc.windows)
    return DiscPlan(disc, tuple(marks), tuple(labels), windows)


def _window(angle: float, inner: float, outer: float, width: float) -> tuple[Point, ...]:
    """A straight-sided cut-out along the radius at `angle`, `width` mm wide."""
    import math

    a = math.radians(angle)
    along, across = (math.sin(a), math.cos(a)), (math.cos(a), -math.sin(a))
    half = width / 2
    return tuple((along[0] * r + across[0] * s, along[1] * r + across[1] * s)
                 for r, s in ((inner, -half), (outer, -half), (outer, half), (inner, half)))


def plan(sheet: VolvelleSheet, paper: str, measure: Measure) -> tuple[Frame, list[Placed]]:
    """Every disc on its page: the largest first, flowed down the page's columns."""
    page = frame(paper, sheet)
    discs = [disc_plan(d) for d in sheet.discs]
    sizes = [(2 * (d.disc.radius + MARGIN),) * 2 for d in discs]
    columns = max(1, int(page.body.width // max(w for w, _ in sizes)))
    placed = flow(sizes, page.body, columns, [f"disc {d.disc.name!r}" for d in discs])
    return page, [Placed(p.page, (p.box.x + p.box.width / 2, p.box.y + p.box.height / 2), d)
                  for p, d in zip(placed, discs)]


def cut_box(placed: Placed) -> Box:
    r = placed.plan.disc.radius
    return Box(placed.centre[0] - r, placed.centre[1] - r, 2 * r, 2 * r)
