"""The board drawn: terrain art, roads and bridges, buildings with their floors, the house plan,
coordinates, place names and the title band.

`draw_board` draws any window of a board side at any scale into a box on a page; the one-sheet
board, the tiled board, its assembly diagram and the maps of the scenario sheets all use it.
Everything is drawn in board space (mm, y up), as few long paths as possible, and once per PDF:
each board side becomes a few forms that every page showing a window of it places under its own
transform and clipping box.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.pdfgen.canvas import Canvas

from ..layout.board import (
    BoardGeometry,
    BoardView,
    Window,
    fit_view,
    grid_lines,
    region_edges,
    window_box,
)
from ....layout.sheet import Box
from ..layout.board_labels import LabelSpot
from ..rules.board import is_building_terrain
from ....grids.hex import Hex, neighbors
from .board_art import FORM_REACH_MM, BoardArt, board_art
from .board_house import draw_house_plan, floor_badge
from .board_legend import draw_title_band
from .board_paint import (
    EDGE_LINE,
    EDGE_WASH,
    GRID_ALPHA,
    GRID_INK,
    GRID_WIDTH,
    PAPER_WHITE,
    Cell,
    fill_region,
    polylines,
    region_path,
    segments,
    shade,
)
from .board_roads import draw_roads
from .board_text import draw_labels, draw_place_names
from .board_textures import paint_texture
from ....render.draw import colour
from ....render.forms import form

__all__ = ["board_art", "draw_board"]

# --- the public drawing function ----------------------------------------------------------------------

Overlay = Callable[[Canvas, BoardView], None]


def draw_board(canvas: Canvas, game, board_id: str, window: Window, box: Box, *, labels: bool = True,
               overlays: Overlay | None = None, margin: float = 2.0, whole_side: bool = True) -> BoardView:
    """Draw the ``window`` of board side ``board_id`` into ``box`` (page mm), as large as fits; the
    window grows to the box's proportions so the box is filled. ``window`` is a Box of board space,
    a block of hexes 'NN22:RR34' or hexes to frame (with ``margin`` mm around them). ``overlays``
    is called after the board, clipped to the box, with the view that maps hexes to the page
    (``view.hex_center('EE31')``). Returns that view.

    With ``whole_side`` the side's art is drawn once per PDF as forms of the whole side, placed
    under this window (a PDF that shows all of it, or many windows of it); without, only what
    shows in the window is painted (a small map of a large board), from the same hex forms."""
    art = board_art(game, board_id)
    view = fit_view(art.geometry, window_box(art.geometry, window, margin), box)
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(box.x, box.y, box.width, box.height)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.saveState()
    scale = view.scale
    canvas.translate(box.x - view.window.x * scale, box.y - view.window.y * scale)
    canvas.scale(scale, scale)
    for layer in LAYERS:
        if whole_side:
            canvas.doForm(board_form(canvas, art, board_id, layer))
        else:
            canvas.saveState()
            paint_layer(canvas, art, view.window, layer)
            canvas.restoreState()
        if labels and layer == "ground":  # drawn per page, those in the window only: a page's text stays its own
            draw_labels(canvas, art, _labels_in(art, view.window.grow(1.0)))
    canvas.restoreState()
    if overlays is not None:
        overlays(canvas, view)
    canvas.restoreState()
    return view


LAYERS = ("ground", "names")
"""The board's art in two forms: the ground (terrain, roads, buildings, grid, edge) under the
coordinates, and the place names with the title band over them."""


def board_form(canvas: Canvas, art: BoardArt, board_id: str, layer: str) -> str:
    """The name of a form holding one of the ``LAYERS`` of the whole board side in board space
    (mm), drawn into the canvas's document the first time a page asks for it, so every page that
    shows the board reuses the same art."""
    reach = art.geometry.trim.grow(FORM_REACH_MM)
    return form(canvas, f"board-{board_id}-{layer}", reach, lambda c: paint_layer(c, art, reach, layer))


def _labels_in(art: BoardArt, window: Box) -> list[LabelSpot]:
    """The coordinates of the hexes ``geometry.art_hexes(window)`` lists, found from the centres
    worked out once (a page asks for its window's)."""
    half_width, half_height = art.geometry.radius, art.geometry.hex_size / 2
    return [art.labels[h] for h, (cx, cy) in art.labelled
            if cx + half_width >= window.x and cx - half_width <= window.right
            and cy + half_height >= window.y and cy - half_height <= window.top]


# --- painting the board ------------------------------------------------------------------------------

def paint_layer(canvas: Canvas, art: BoardArt, window: Box, layer: str) -> None:
    """One of the board's ``LAYERS``, as far as it shows in ``window`` (board space)."""
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    if layer == "ground":
        _paint_ground(canvas, art, art.hexes_in(window.grow(1.0)))
    else:
        draw_place_names(canvas, art, window)
        if window.top > art.geometry.title_band.y:
            draw_title_band(canvas, art)


def _paint_ground(canvas: Canvas, art: BoardArt, hexes: Sequence[Hex]) -> None:
    board, geometry = art.board, art.geometry
    shown = set(hexes)
    terrain = art.game.terrain
    by_terrain: dict[str, list[Hex]] = {t: [] for t in terrain}
    for hex_ in hexes:
        by_terrain[art.terrain(hex_)].append(hex_)
    for terrain_id, group in by_terrain.items():
        if group:
            members = set(group)
            fill_region(canvas, region_edges(geometry, group, members.__contains__), colour(terrain[terrain_id].colour))
    for terrain_id, group in by_terrain.items():
        if group:
            cells = [Cell(h, geometry.center(h), tuple(geometry.corners(h))) for h in group]
            paint_texture(canvas, terrain[terrain_id].symbol, cells, geometry.hex_size,
                          colour(terrain[terrain_id].colour))
    _outlines(canvas, art, hexes)
    _grid_lines(canvas, geometry, hexes)
    draw_roads(canvas, art, shown)
    if board.house is not None and any(h in shown for h in board.house.hexes):
        draw_house_plan(canvas, art)
    for hex_, floors in art.badges:
        if hex_ in shown:
            floor_badge(canvas, geometry.center(hex_), floors, geometry.hex_size)
    beyond = [h for h in hexes if not board.grid.on_board(h)]
    _edge_wash(canvas, art, beyond)


# --- outlines, grid, edge ------------------------------------------------------------------------------

def _outlines(canvas: Canvas, art: BoardArt, hexes: Sequence[Hex]) -> None:
    """Forest edges, river banks and building walls: lines where the terrain changes."""
    board, geometry, terrain = art.board, art.geometry, art.game.terrain
    kind = art.terrain
    kinds = {h: kind(h) for h in hexes}

    for terrain_id, record in terrain.items():
        members = [h for h in hexes if kinds[h] == terrain_id]
        if not members:
            continue
        ink = shade(colour(record.colour), 0.55)
        if is_building_terrain(record):
            edges = [geometry.hexside(h, o) for h in members for o in neighbors(h)
                     if kind(o) != terrain_id or board.character_near(o) != board.character_near(h)]
            segments(canvas, edges, shade(colour(record.colour), 0.7), 0.45)
        elif record.symbol in ("forest", "water"):
            edges = region_edges(geometry, members, lambda o, t=terrain_id: kind(o) == t)
            segments(canvas, edges, ink, 0.35 if record.symbol == "forest" else 0.45)


def _grid_lines(canvas: Canvas, geometry: BoardGeometry, hexes: Sequence[Hex]) -> None:
    polylines(canvas, grid_lines(geometry, hexes), GRID_INK, GRID_WIDTH, GRID_ALPHA)


def _edge_wash(canvas: Canvas, art: BoardArt, beyond: Sequence[Hex]) -> None:
    """The half hexes beyond the playable area: washed out, behind a line round the playable hexes."""
    if beyond:
        outside = set(beyond)
        canvas.saveState()
        canvas.setFillColor(PAPER_WHITE)
        canvas.setFillAlpha(EDGE_WASH)
        canvas.drawPath(region_path(canvas, region_edges(art.geometry, beyond, outside.__contains__)), stroke=0, fill=1)
        canvas.restoreState()
        segments(canvas, art.playable_outline, EDGE_LINE, 0.35)
