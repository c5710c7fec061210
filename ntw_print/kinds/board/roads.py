"""Lines through cell centres drawn as roads (their curves: curves.py): a dark casing under a light
surface so that roads merge where they meet, a deck where a road crosses water, and a disc of
surface where a road ends on another."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import Point
from ...print.render.draw import colour
from .curves import Bezier, curve_through
from .paint import stroke


@dataclass(frozen=True)
class Deck:
    """A bridge: a deck `width` mm wide edged in `edge`, under the road's casing."""

    edge: Color
    deck: Color
    width: float


@dataclass(frozen=True)
class RoadStyle:
    """How one kind of road is drawn: a casing `width` mm wide, the surface `surface_width` over it, a
    `deck` where it crosses water; `rank` orders the kinds (a higher rank is drawn over a lower where
    they meet)."""

    casing: Color
    width: float
    surface: Color
    surface_width: float
    rank: int = 0
    deck: Deck | None = None


@dataclass(frozen=True)
class Road:
    style: RoadStyle
    curve: list[Bezier]
    bridges: list[list[Bezier]]  # runs of the curve's pieces that cross water, each one deck


def curve_path(canvas: Canvas, curve: Sequence[Bezier]):
    path = canvas.beginPath()
    last = None
    for start, c1, c2, end in curve:
        if start != last:
            path.moveTo(*start)
        path.curveTo(*c1, *c2, *end)
        last = end
    return path


def draw_roads(canvas: Canvas, roads: Sequence[Road], joints: Sequence[tuple[Point, RoadStyle]]) -> None:
    """Every road's casing first (lowest rank first), then the bridges, then the surfaces, so that roads
    merge where they meet; ends are square, and a disc of surface at each of `joints` closes the
    joint where a road ends on another."""
    ranked = sorted(roads, key=lambda road: road.style.rank)
    for road in ranked:
        stroke(canvas, curve_path(canvas, road.curve), road.style.casing, road.style.width, cap=0)
    for road in roads:
        for run in road.bridges:
            draw_bridge(canvas, run, road.style)
    for road in ranked:
        stroke(canvas, curve_path(canvas, road.curve), road.style.surface, road.style.surface_width, cap=0)
    for centre, style in joints:
        canvas.setFillColor(style.surface)
        canvas.circle(*centre, style.surface_width / 2, stroke=0, fill=1)


def draw_bridge(canvas: Canvas, run: Sequence[Bezier], style: RoadStyle) -> None:
    """A deck wider than the road, with square ends, and the road's casing over it."""
    deck = style.deck
    assert deck is not None, "a road without a deck crosses no water"
    path = curve_path(canvas, run)
    stroke(canvas, path, deck.edge, deck.width, cap=0)
    stroke(canvas, path, deck.deck, deck.width - 1.0, cap=0)
    stroke(canvas, path, style.casing, style.width, cap=0)


def roads_of(lines: Sequence[tuple[str, tuple[Point, ...]]], features, terrain_at, size: float
             ) -> tuple[list[Road], list[tuple[Point, RoadStyle]]]:
    """The (feature id, centres) paths of features drawn as roads (with a casing), each curved by its
    feature's `bend`, its bridges over the cells whose terrain (`terrain_at(centre)`) its `bridge` names;
    and the joints, the ends of roads on a cell another road (or the road itself) also passes."""
    ids = list(features)
    styles = {}
    for rank, (feature_id, feature) in enumerate(features.items()):
        if feature.casing is None:
            continue
        deck = (Deck(colour(feature.bridge.edge), colour(feature.bridge.colour), feature.bridge.width)
                if feature.bridge else None)
        styles[feature_id] = RoadStyle(colour(feature.casing), max(feature.casing_width, feature.width),
                                       colour(feature.colour), feature.width, rank, deck)
    roads, passing = [], {}
    for feature_id, centres in lines:
        if feature_id not in styles:
            continue
        feature, curve = features[feature_id], curve_through(centres, size, features[feature_id].bend)
        over = set(feature.bridge.over) if feature.bridge else set()
        roads.append(Road(styles[feature_id], curve, _runs(curve, [terrain_at(c) in over for c in centres])))
        for centre in centres:
            passing.setdefault(centre, []).append(ids.index(feature_id))
    ends = {c for feature_id, centres in lines if feature_id in styles for c in (centres[0], centres[-1])
            if len(passing[c]) > 1}
    joints = [(c, styles[ids[max(passing[c])]]) for c in sorted(ends)]
    return roads, joints


def _runs(curve: Sequence[Bezier], bridged: Sequence[bool]) -> list[list[Bezier]]:
    """The runs of pieces of `curve` whose cells are bridged, each one deck."""
    runs: list[list[Bezier]] = []
    for piece, over in zip(curve, bridged):
        if over and runs and runs[-1][-1][-1] == piece[0]:
            runs[-1].append(piece)
        elif over:
            runs.append([piece])
    return runs
