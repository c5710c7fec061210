"""Roads and bridges on the board: edgings under surfaces so roads merge where they meet, bridge
decks over the water."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from ..layout.board import BRIDGE_WIDTH_MM, ROAD_WIDTH_MM, Bezier, bridge_pieces
from ....grids.hex import Hex
from .board_art import BoardArt
from ....kinds.board.paint import stroke
from ....print.render.draw import colour

ROAD_STYLE = {  # kind -> (edging colour, surface colour, surface width as a share of the full width)
    "main": (colour("#3d3d3d"), colour("#f6e7a8"), 0.72),
    "street": (colour("#4d4d4d"), colour("#f3f1ea"), 0.72),
    "track": (colour("#7b5e3c"), colour("#e6d3a8"), 0.62),
}
BRIDGE_EDGE = colour("#1f1f1f")
BRIDGE_DECK = colour("#c9c6bd")


def _curve_path(canvas: Canvas, curve: Sequence[Bezier]):
    path = canvas.beginPath()
    last = None
    for start, c1, c2, end in curve:
        if start != last:
            path.moveTo(*start)
        path.curveTo(*c1, *c2, *end)
        last = end
    return path


def draw_roads(canvas: Canvas, art: BoardArt, shown: set[Hex]) -> None:
    """Edgings of every road first, then the bridges, then the surfaces, so that roads merge where
    they meet; ends are square, and a disc of surface closes the joint where a road ends on another."""
    visible = [(road, chain, curve) for road, chain, curve in art.roads if any(h in shown for h in chain)]
    order = ("track", "street", "main")
    for kind in order:
        for road, _, curve in visible:
            if road.kind == kind:
                stroke(canvas, _curve_path(canvas, curve), ROAD_STYLE[kind][0], ROAD_WIDTH_MM[kind], cap=0)
    for road, chain, curve in visible:
        for run in bridge_pieces(art.board, chain, curve):
            draw_bridge(canvas, run, road.kind)
    for kind in order:
        edge, surface, share = ROAD_STYLE[kind]
        for road, _, curve in visible:
            if road.kind == kind:
                stroke(canvas, _curve_path(canvas, curve), surface, ROAD_WIDTH_MM[kind] * share, cap=0)
    for hex_, kind in _joints(art):
        if hex_ in shown:
            edge, surface, share = ROAD_STYLE[kind]
            canvas.setFillColor(surface)
            canvas.circle(*art.geometry.center(hex_), ROAD_WIDTH_MM[kind] * share / 2, stroke=0, fill=1)


def _joints(art: BoardArt) -> list[tuple[Hex, str]]:
    """Hexes where a road ends on another road, with the widest kind of road there."""
    rank = {kind: i for i, kind in enumerate(("track", "street", "main"))}
    kinds: dict[Hex, list[str]] = {}
    for road, _, _ in art.roads:
        for hex_ in road.hexes:
            kinds.setdefault(hex_, []).append(road.kind)
    ends = {h for road, _, _ in art.roads for h in (road.hexes[0], road.hexes[-1]) if len(kinds[h]) > 1}
    return [(h, max(kinds[h], key=rank.__getitem__)) for h in sorted(ends, key=lambda h: (h.q, h.r))]


def draw_bridge(canvas: Canvas, run: Sequence[Bezier], kind: str) -> None:
    """A deck wider than the road, with square ends, over the water."""
    path = _curve_path(canvas, run)
    stroke(canvas, path, BRIDGE_EDGE, BRIDGE_WIDTH_MM, cap=0)
    stroke(canvas, path, BRIDGE_DECK, BRIDGE_WIDTH_MM - 1.0, cap=0)
    stroke(canvas, path, ROAD_STYLE[kind][0], ROAD_WIDTH_MM[kind], cap=0)

