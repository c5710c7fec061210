"""Draws a board: on one sheet (the build's paper when it fits, else the smallest large sheet that
holds it) with bleed and crop marks, and tiled over pages of the build's paper for a home printer."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby

from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas

from ...print.components import BuildOptions
from ...print.layout.sheet import Box, crop_marks
from ...print.layout.tiling import home_tiling
from ...print.render.draw import GREY, INK, PAPER, colour, polygon, readable_on, text
from ...print.render.display import draw_words
from ...print.render.digital import DigitalBoard, DigitalGrid, GridCell, slug
from ...print.render.paths import lines_path
from ...print.render.pdf import Page, measure
from ...print.render.tiled_pages import TiledBoard, tiled_pages
from .layout import SWATCH, BoardPlan, labels_of, plan
from .marks import draw_mark, draw_place_mark
from .schema import BoardSheet
from .sheet import board_page

BACKGROUND = colour("#fbfaf5")
GRID_INK = colour("#5f5f5f")
GRID_LINE = 0.2


def pages(spec: BoardSheet, options: BuildOptions, art=None) -> list[Page]:
    laid = plan(spec, measure)
    page = board_page(laid.width, laid.height, options.paper, options.bleed, spec.sheet)
    trim = page.trim
    bleed = trim.grow(options.bleed)

    def draw(canvas: Canvas) -> None:
        canvas.saveState()
        canvas.translate(trim.x, trim.y)
        _draw(canvas, spec, laid, art, Box(-options.bleed, -options.bleed, bleed.width, bleed.height))
        canvas.restoreState()
        text(canvas, page.width / 2, page.slug_y, page.slug, 7, fill=GREY)

    return [Page(page.width, page.height, draw, trim=trim, bleed=bleed, crop_marks=crop_marks([trim], options.bleed),
                 label=f"{spec.title or 'board'}, {page.name} sheet")]


def tiled(spec: BoardSheet, options: BuildOptions, art=None) -> list[Page]:
    laid = plan(spec, measure)
    trim = Box(0.0, 0.0, laid.width, laid.height)

    def draw(canvas: Canvas, window: Box, box: Box, labels: bool, _page_art: Box) -> None:
        draw_window(canvas, spec, laid, art, window, box, labels)  # each window drawn on its own

    cells = "squares" if spec.grid.shape == "square" else "hexes"
    note = (f"A square measures {spec.grid.cell:g} mm a side." if spec.grid.shape == "square"
            else f"A hex measures {spec.grid.cell:g} mm across the flats.")
    return tiled_pages(TiledBoard(spec.title or "Board", f"{spec.grid.columns} × {spec.grid.rows} {cells}", trim,
                                  cells, note, draw, spec.credit), home_tiling(trim, options.paper))


def draw_window(canvas: Canvas, spec: BoardSheet, laid: BoardPlan, art, window: Box, box: Box, labels: bool = True,
                overlays=None) -> "View":
    """The part of the board inside `window` (board mm) drawn into `box` on the page, clipped to it:
    a tile of the tiled board, or an excerpt on another sheet. `overlays(canvas, view)` draws on top."""
    view = View(window, box)
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(box.x, box.y, box.width, box.height)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.saveState()
    canvas.translate(box.x - window.x * view.scale, box.y - window.y * view.scale)
    canvas.scale(view.scale, view.scale)
    _draw(canvas, spec, laid, art, window, labels)
    canvas.restoreState()
    if overlays is not None:
        overlays(canvas, view)
    canvas.restoreState()
    return view


def outline_cells(canvas: Canvas, laid: BoardPlan, view: "View", labels: set[str], ink: str, width: float) -> None:
    """A ring of `ink` inside each named cell, drawn on a window of the board (page mm)."""
    for cell in laid.cells:
        if cell.label in labels:
            cx, cy = cell.centre
            inset = [(cx + (x - cx) * 0.82, cy + (y - cy) * 0.82) for x, y in cell.corners]
            ring = [view.to_page(p) for p in inset]
            polygon(canvas, ring, stroke=PAPER, width=width * 1.8)  # a halo, so the ring reads on any colour
            polygon(canvas, ring, stroke=colour(ink), width=width)


@dataclass(frozen=True)
class View:
    """A window of board space drawn into a box on a page."""

    window: Box
    box: Box

    @property
    def scale(self) -> float:
        return min(self.box.width / self.window.width, self.box.height / self.window.height)

    def to_page(self, point: tuple[float, float]) -> tuple[float, float]:
        return (self.box.x + (point[0] - self.window.x) * self.scale,
                self.box.y + (point[1] - self.window.y) * self.scale)


def _draw(canvas: Canvas, spec: BoardSheet, laid: BoardPlan, art, area: Box, labels: bool = True) -> None:
    """The whole board in its own frame (mm, trim from 0,0), the background over `area`."""
    canvas.setFillColor(BACKGROUND)
    canvas.rect(area.x, area.y, area.width, area.height, stroke=0, fill=1)
    terrain = {t.id: t for t in spec.terrain}
    features = {f.id: f for f in spec.features}
    signs = {s.id: s for s in spec.signs}
    shown = [(cell, words) for cell, words in zip(laid.cells, laid.labels) if _meets(cell.corners, area)]
    for cell, _ in shown:
        polygon(canvas, list(cell.corners), fill=colour(cell.fill), stroke=GRID_INK, width=GRID_LINE)
    for cell, _ in shown:
        symbol = terrain[cell.terrain].symbol
        if symbol and art is not None:
            size = laid.cell * 0.5
            art.draw_symbol(canvas, symbol, Box(cell.centre[0] - size / 2, cell.centre[1] - size / 2, size, size))
    for words in laid.texts:
        draw_words(canvas, words)
    _strokes(canvas, features, [(f, (a, b)) for f, a, b in laid.sides], area)
    _paths(canvas, laid, features, area, laid.clear_all if labels else laid.clear_places)
    for sign in laid.signs:
        draw_mark(canvas, sign.shape, sign.at, sign.size / 2, sign.colour)
    for place in laid.places:
        draw_place_mark(canvas, place.mark, place.at, laid.cell * 0.16)
        draw_words(canvas, place.words)
    if labels:
        for cell, words in shown:
            draw_words(canvas, words, ink=readable_on(colour(cell.fill)))
    for words in (laid.title, laid.credit):
        if words is not None:
            draw_words(canvas, words, ink=GREY if words is laid.credit else INK)
    for entry in laid.legend:
        x, y = entry.at
        if entry.kind == "terrain":
            polygon(canvas, [(x, y - SWATCH / 2), (x + SWATCH, y - SWATCH / 2), (x + SWATCH, y + SWATCH / 2),
                             (x, y + SWATCH / 2)], fill=colour(terrain[entry.key].colour), stroke=GRID_INK,
                    width=GRID_LINE)
        elif entry.kind == "feature":  # square ends: a round cap would reach into the gap before the words
            _stroke(canvas, features[entry.key], [[(x, y), (x + SWATCH, y)]], cap=0)
        elif entry.kind == "sign":
            draw_mark(canvas, signs[entry.key].shape, (x + SWATCH / 2, y), SWATCH * 0.4, signs[entry.key].colour)
        else:
            draw_place_mark(canvas, entry.key, (x + SWATCH / 2, y), SWATCH * 0.35)
        draw_words(canvas, entry.words)


def _paths(canvas: Canvas, laid: BoardPlan, features, area: Box, clear) -> None:
    """The lines through cell centres, broken where words stand (`clear`, boxes that do not meet):
    clipped to the area less those boxes, by the even-odd rule."""
    if not laid.paths:
        return
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(area.x, area.y, area.width, area.height)
    for box in clear:
        if box.x < area.right and box.right > area.x and box.y < area.top and box.top > area.y:
            clip.rect(box.x, box.y, box.width, box.height)
    canvas.clipPath(clip, stroke=0, fill=0, fillMode=FILL_EVEN_ODD)
    _strokes(canvas, features, laid.paths, area)
    canvas.restoreState()


def _strokes(canvas: Canvas, features, lines, area: Box) -> None:
    """Each (feature id, points) line that reaches into `area`, in order; a run of lines of one
    feature is stroked as one path (each line its own subpath: the same ends, joins and dashes)."""
    reach = area.grow(max((f.width for f in features.values()), default=0.0))  # a line's width stands out of it
    shown = [(f, points) for f, points in lines if _meets(points, reach)]
    for feature_id, run in groupby(shown, key=lambda line: line[0]):
        _stroke(canvas, features[feature_id], [points for _, points in run])


def _meets(points, area: Box) -> bool:
    """Whether a cell (its corners) or a line (its points) reaches into ``area``: a window draws
    its own only."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs) <= area.right and max(xs) >= area.x and min(ys) <= area.top and max(ys) >= area.y


def _stroke(canvas: Canvas, feature, lines, cap: int = 1) -> None:
    """A feature's lines, each through its points, with round ends and joins (`cap` 0: ends cut
    square)."""
    canvas.saveState()
    canvas.setStrokeColor(colour(feature.colour))
    canvas.setLineWidth(feature.width)
    canvas.setLineCap(cap)
    canvas.setLineJoin(1)
    if feature.dash:
        canvas.setDash(feature.dash)
    canvas.drawPath(lines_path(canvas, lines), stroke=1, fill=0)
    canvas.restoreState()


def digital(spec: BoardSheet, options: BuildOptions, art=None) -> list[DigitalBoard]:
    """The whole board as the sheet draws it, with its grid: every cell's label and centre."""
    laid = plan(spec, measure)
    labels = labels_of(spec.grid)
    cells = tuple(GridCell(*labels.parse(cell.label), cell.label, cell.centre) for cell in laid.cells)
    grid = spec.grid
    found = DigitalGrid(grid.shape, grid.orientation, grid.offset, grid.cell, grid.columns, grid.rows, grid.naming,
                        cells)

    def draw(canvas: Canvas) -> None:
        _draw(canvas, spec, laid, art, Box(0.0, 0.0, laid.width, laid.height))

    return [DigitalBoard(slug(spec.title or "board"), spec.title or "Board", laid.width, laid.height, draw, found)]
