"""The board drawn: terrain art, roads and bridges, buildings with their floors, the house plan,
coordinates, place names and the title band.

`draw_board` draws any window of a board side at any scale into a box on a page; the one-sheet
board, the tiled board, its assembly diagram and the maps of the scenario sheets all use it.
Everything is drawn in board space (mm, y up), as few long paths as possible, and only as far as
the window shows: a page opens (and is read back) as fast as its part of the board allows. What
repeats from hex to hex, the terrain textures, is drawn once per PDF as forms that every hex places.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.pdfgen.canvas import Canvas

from ..layout.board import BoardView, Window, fit_view, window_box
from ....print.layout.sheet import Box
from ....kinds.board.label_room import LabelSpot
from ..rules.board import is_building_terrain
from ....grids.hex import Hex
from .board_art import (ART_REACH_MM, EDGE_LINE, EDGE_WASH, GRID_ALPHA, GRID_INK, GRID_WIDTH, PAPER_WHITE, TEXTURE,
                        BoardArt, board_art)
from .board_house import draw_house_plan, floor_badge
from .board_legend import draw_title_band
from ....kinds.board.paint import Patch, fill_region, polylines, region_path, segments, shade
from .board_roads import draw_roads
from .board_text import draw_labels, draw_place_names
from ....kinds.board.textures import paint_texture
from ....print.render.draw import colour
from ....print.render.forms import form

__all__ = ["board_art", "draw_board"]

# --- the public drawing function ----------------------------------------------------------------------

Overlay = Callable[[Canvas, BoardView], None]


def draw_board(canvas: Canvas, game, board_id: str, window: Window, box: Box, *, labels: bool = True,
               overlays: Overlay | None = None, margin: float = 2.0, art: Box | None = None) -> BoardView:
    """Draw the ``window`` of board side ``board_id`` into ``box`` (page mm), as large as fits; the
    window grows to the box's proportions so the box is filled. ``window`` is a Box of board space,
    a block of hexes 'NN22:RR34' or hexes to frame (with ``margin`` mm around them). ``overlays``
    is called after the board, clipped to the box, with the view that maps hexes to the page
    (``view.hex_center('EE31')``). Returns that view.

    The ground (terrain, roads, buildings, grid) is a form of ``art``, a part of the board holding the
    window (the window itself by default): drawn once per PDF for every window of that part, such as a
    tiled page and its share of the assembly diagram."""
    board = board_art(game, board_id)
    view = fit_view(board.geometry, window_box(board.geometry, window, margin), box)
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(box.x, box.y, box.width, box.height)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.saveState()
    scale = view.scale
    canvas.translate(box.x - view.window.x * scale, box.y - view.window.y * scale)
    canvas.scale(scale, scale)
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    bounds = (art or view.window).grow(1.0)  # a form: a tiled page's is shown again on the assembly diagram
    canvas.doForm(form(canvas, f"board-{board_id}-ground-{bounds}", bounds, lambda c: _paint_ground(c, board, bounds)))
    if labels:
        draw_labels(canvas, board, _labels_in(board, view.window.grow(1.0)))
    draw_place_names(canvas, board, view.window)
    band = board.geometry.title_band
    if view.window.top > band.y:
        canvas.doForm(form(canvas, f"board-{board_id}-band", band.grow(ART_REACH_MM), lambda c: draw_title_band(c, board)))
    canvas.restoreState()
    if overlays is not None:
        overlays(canvas, view)
    canvas.restoreState()
    return view


def _labels_in(art: BoardArt, window: Box) -> list[LabelSpot]:
    """The coordinates of the hexes ``geometry.art_hexes(window)`` lists, found from the centres
    worked out once (a page asks for its window's)."""
    labels = art.labels
    return [labels[h] for h, _ in art.cells_near(window) if h in labels]


# --- painting the board ------------------------------------------------------------------------------

def _paint_ground(canvas: Canvas, art: BoardArt, window: Box) -> None:
    """Terrain, textures, outlines, grid, roads, buildings and the edge of the hexes in ``window``.
    The first terrain of the game's list is laid over the whole window, as it would be drawn first
    anyway; the others are filled over it."""
    board, geometry, terrain = art.board, art.geometry, art.game.terrain
    hexes = art.hexes_in(window)
    shown = set(hexes)
    by_terrain: dict[str, list[Hex]] = {t: [] for t in terrain}
    for hex_ in hexes:
        by_terrain[art.ground[hex_]].append(hex_)
    groups = [(terrain[t], group) for t, group in by_terrain.items() if group]
    first = colour(next(iter(terrain.values())).colour)
    canvas.setFillColor(first)
    reach = window.grow(geometry.hex_size)  # the window's hexes stand out of it
    canvas.rect(reach.x, reach.y, reach.width, reach.height, stroke=0, fill=1)
    for record, group in groups:
        if colour(record.colour) != first:
            members = set(group)
            fill_region(canvas, art.outline(group, lambda other, _: other in members), colour(record.colour))
    for record, group in groups:
        cells = [Patch(h, art.centre[h], art.corners[h]) for h in group]
        paint_texture(canvas, TEXTURE.get(record.symbol), cells, geometry.hex_size, colour(record.colour))
    _outlines(canvas, art, groups)
    polylines(canvas, art.grid_lines(hexes, shown), GRID_INK, GRID_WIDTH, GRID_ALPHA)
    draw_roads(canvas, art, shown)
    if board.house is not None and any(h in shown for h in board.house.hexes):
        draw_house_plan(canvas, art)
    for hex_, floors in art.badges:
        if hex_ in shown:
            floor_badge(canvas, art.centre[hex_], floors, geometry.hex_size)
    _edge_wash(canvas, art, [h for h in hexes if not board.grid.on_board(h)])


# --- outlines, edge ---------------------------------------------------------------------------------

def _outlines(canvas: Canvas, art: BoardArt, groups) -> None:
    """Forest edges, river banks and building walls: lines where the terrain changes."""
    character = art.character
    for record, members in groups:
        if is_building_terrain(record):
            edges = art.outline(members, lambda other, hex_: art.terrain(other) == record.id
                                and character(other) == character(hex_))
            segments(canvas, edges, shade(colour(record.colour), 0.7), 0.45)
        elif record.symbol in ("forest", "water"):
            edges = art.outline(members, lambda other, _: art.terrain(other) == record.id)
            segments(canvas, edges, shade(colour(record.colour), 0.55), 0.35 if record.symbol == "forest" else 0.45)


def _edge_wash(canvas: Canvas, art: BoardArt, beyond: Sequence[Hex]) -> None:
    """The half hexes beyond the playable area: washed out, behind a line round the playable hexes."""
    if beyond:
        canvas.saveState()
        canvas.setFillColor(PAPER_WHITE)
        canvas.setFillAlpha(EDGE_WASH)
        outside = set(beyond)
        canvas.drawPath(region_path(canvas, art.outline(beyond, lambda other, _: other in outside)), stroke=0, fill=1)
        canvas.restoreState()
        polylines(canvas, art.playable_outline, EDGE_LINE, 0.35)
