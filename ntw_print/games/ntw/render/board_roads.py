"""Roads and bridges on the board, drawn by the board kind's roads (kinds/board/roads.py) in New
Techno War's three kinds of road."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..layout.board import BRIDGE_WIDTH_MM, ROAD_WIDTH_MM, bridge_pieces
from ....grids.hex import Hex
from ....kinds.board.roads import Deck, Road, RoadStyle, draw_roads as draw_cased
from .board_art import BoardArt
from ....print.render.draw import colour

BRIDGE = Deck(colour("#1f1f1f"), colour("#c9c6bd"), BRIDGE_WIDTH_MM)
ROAD_STYLE = {kind: RoadStyle(colour(edge), ROAD_WIDTH_MM[kind], colour(surface), ROAD_WIDTH_MM[kind] * share,
                              ("track", "street", "main").index(kind), BRIDGE)
              for kind, edge, surface, share in (("main", "#3d3d3d", "#f6e7a8", 0.72),
                                                 ("street", "#4d4d4d", "#f3f1ea", 0.72),
                                                 ("track", "#7b5e3c", "#e6d3a8", 0.62))}
"""Each kind of road (in the key's order): its edging, its surface and how wide each is; a track is drawn
under a street, a street under a main road."""


def draw_roads(canvas: Canvas, art: BoardArt, shown: set[Hex]) -> None:
    """The roads that reach into the hexes shown, with their bridges and joints."""
    roads = [Road(ROAD_STYLE[road.kind], curve, bridge_pieces(art.board, chain, curve))
             for road, chain, curve in art.roads if any(h in shown for h in chain)]
    draw_cased(canvas, roads, [(art.geometry.center(h), ROAD_STYLE[kind]) for h, kind in _joints(art)
                                       if h in shown])


def _joints(art: BoardArt) -> list[tuple[Hex, str]]:
    """Hexes where a road ends on another road, with the widest kind of road there."""
    kinds: dict[Hex, list[str]] = {}
    for road, _, _ in art.roads:
        for hex_ in road.hexes:
            kinds.setdefault(hex_, []).append(road.kind)
    ends = {h for road, _, _ in art.roads for h in (road.hexes[0], road.hexes[-1]) if len(kinds[h]) > 1}
    return [(h, max(kinds[h], key=lambda kind: ROAD_STYLE[kind].rank)) for h in sorted(ends, key=lambda h: (h.q, h.r))]
