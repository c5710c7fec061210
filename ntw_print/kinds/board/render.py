"""Draws a board: on one sheet (the build's paper when it fits, else the smallest large sheet that
holds it) with bleed and crop marks, and tiled over pages of the build's paper for a home printer."""

from __future__ import annotations

from dataclasses import dataclass
import bisect
from itertools import groupby

from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas

from ...core.geometry import MM_PER_PT
from ...core.recent import remember_last
from ...print.components import BuildOptions
from ...print.layout.sheet import Box, crop_marks
from ...print.layout.tiling import home_tiling
from ...print.render.draw import GREY, INK, colour, polygon, text
from ...print.render.display import draw_words
from ...print.render.forms import form
from ...print.render.digital import DigitalBoard, DigitalGrid, GridCell, slug
from ...print.render.paths import lines_path
from ...print.render.pdf import Page, measure
from ...print.render.tiled_pages import TiledBoard, tiled_pages
from .layout import SWATCH, BoardPlan, labels_of, plan
from .marks import draw_mark, draw_place_mark
from ...grids.hex import OffsetScheme
from .band import draw_band
from .ground import draw_cells, draw_edge, draw_grid, draw_outlines, ground_lookups, terrain_by_centre
from .lettering import draw_labels, lettering
from .paint import Patch, meets
from .plan_render import draw_plans
from .plans import plan_shapes
from .roads import draw_roads, roads_of
from .schema import BoardSheet
from .sheet import board_page
from .textures import paint_texture

BACKGROUND = colour("#fbfaf5")
GRID_INK = colour("#5f5f5f")
GRID_LINE = 0.2


def pages(spec: BoardSheet, options: BuildOptions, art=None) -> list[Page]:
    laid = plan(spec, measure)
    page = board_page(laid.width, laid.height, options.paper, options.bleed, spec.sheet)
    trim = page.trim
    bleed = trim.grow(options.bleed)

    slug = page.slug if laid.credit is not None or not spec.credit else f"{page.slug} {spec.credit}"

    def draw(canvas: Canvas) -> None:
        canvas.saveState()
        if laid.beyond or laid.band:  # art that runs past the trim stops at the bleed
            clip = canvas.beginPath()
            clip.rect(bleed.x, bleed.y, bleed.width, bleed.height)
            canvas.clipPath(clip, stroke=0, fill=0)
        canvas.translate(trim.x, trim.y)
        _draw(canvas, spec, laid, art, Box(-options.bleed, -options.bleed, bleed.width, bleed.height))
        canvas.restoreState()
        text(canvas, page.width / 2, page.slug_y, slug, 7, fill=GREY)

    return [Page(page.width, page.height, draw, trim=trim, bleed=bleed, crop_marks=crop_marks([trim], options.bleed),
                 label=f"{spec.title or 'board'}, {page.name} sheet")]


def tiled(spec: BoardSheet, options: BuildOptions, art=None) -> list[Page]:
    laid = plan(spec, measure)
    trim = Box(0.0, 0.0, laid.width, laid.height)

    def draw(canvas: Canvas, window: Box, box: Box, labels: bool, page_art: Box) -> None:
        draw_window(canvas, spec, laid, art, window, box, labels, ground=page_art)

    cells = "squares" if spec.grid.shape == "square" else "hexes"
    note = (f"A square measures {spec.grid.cell:g} mm a side." if spec.grid.shape == "square"
            else f"A hex measures {spec.grid.cell:g} mm across the flats.")
    name = spec.band.subtitle if spec.band and spec.band.subtitle else f"{spec.grid.columns} × {spec.grid.rows} {cells}"
    return tiled_pages(TiledBoard(spec.title or "Board", name, trim,
                                  cells, note, draw, spec.credit), home_tiling(trim, options.paper))


def prepare(spec: BoardSheet) -> None:
    """Work out once what every drawing of the board looks up (its plan, each cell's box, texture
    patch and neighbours): a build does it before its workers start when several of their files show
    the board."""
    laid = plan(spec, measure)
    _worked_out(laid)
    if any(t.texture for t in spec.terrain):
        _patches(spec, laid)
    if laid.beyond or any(t.outline for t in spec.terrain):
        ground_lookups(laid, spec.grid)
    if any(f.casing is not None for f in spec.features):
        terrain_by_centre(laid)
    if spec.plans or spec.badges is not None:  # the plans' walls, the badges' cells
        plan_shapes(spec, laid)


def draw_window(canvas: Canvas, spec: BoardSheet, laid: BoardPlan, art, window: Box, box: Box, labels: bool = True,
                overlays=None, ground: Box | None = None) -> "View":
    """The part of the board inside `window` (board mm) drawn into `box` on the page, clipped to it:
    a tile of the tiled board, or an excerpt on another sheet. `overlays(canvas, view)` draws on top;
    `ground`: as `_draw`'s."""
    view = View(window, box)
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(box.x, box.y, box.width, box.height)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.saveState()
    canvas.translate(box.x - window.x * view.scale, box.y - window.y * view.scale)
    canvas.scale(view.scale, view.scale)
    _draw(canvas, spec, laid, art, window, labels, ground)
    canvas.restoreState()
    if overlays is not None:
        overlays(canvas, view)
    canvas.restoreState()
    return view


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


def _draw(canvas: Canvas, spec: BoardSheet, laid: BoardPlan, art, area: Box, labels: bool = True,
          ground: Box | None = None) -> None:
    """The whole board in its own frame (mm, trim from 0,0), the background over `area`. The game's
    `art.board_hooks`, when it has them, paint at three stages (docs/pieces-and-cards.md, Boards):
    `ground` over the terrain, `features` over the sides and paths, `top` over the places and labels.
    With `ground` (a part of the board holding `area`: a tiled page's), everything under the words is
    drawn once per PDF for that part, as a form, which the assembly page shows again."""
    terrain = {t.id: t for t in spec.terrain}
    signs = {s.id: s for s in spec.signs}
    features = {f.id: f for f in spec.features}
    hooks = getattr(art, "board_hooks", None)
    clear = laid.clear_all if labels else laid.clear_places
    if ground is not None and laid.clear_all == laid.clear_places:  # the same under the labels or without them
        bounds = ground.grow(1.0)
        canvas.doForm(form(canvas, f"board-ground-{bounds}", bounds.grow(laid.cell * 2),
                           lambda c: _ground(c, spec, laid, art, bounds, clear)))
    else:
        _ground(canvas, spec, laid, art, area, clear)
    shown = cells_in(laid, area)
    for sign in laid.signs:
        draw_mark(canvas, sign.shape, sign.at, sign.size / 2, sign.colour)
    for place in laid.places:
        if reaches(place.words, area, laid.cell):
            draw_place_mark(canvas, place.mark, place.at, laid.cell * 0.16)
            draw_words(canvas, place.words)
    if labels:
        label_of = _worked_out(laid)[4]
        draw_labels(canvas, spec.grid, [(cell, label_of[id(cell)]) for cell in shown if id(cell) in label_of])
    for words, t in zip(laid.texts, spec.texts):
        if _lettered(t) and reaches(words, area, 0.0):
            lettering(canvas, words, t)
    if hooks is not None:
        hooks.paint(canvas, "top", laid, area)
    if laid.band is not None and area.top > laid.band.y:
        draw_band(canvas, spec, laid, hooks)
    for words in (laid.title, laid.credit):
        if words is not None and reaches(words, area, 0.0):
            draw_words(canvas, words, ink=GREY if words is laid.credit else INK)
    for entry in laid.legend:
        if not reaches(entry.words, area, SWATCH * 2):
            continue
        x, y = entry.at
        if entry.kind == "terrain":
            polygon(canvas, [(x, y - SWATCH / 2), (x + SWATCH, y - SWATCH / 2), (x + SWATCH, y + SWATCH / 2),
                             (x, y + SWATCH / 2)], fill=colour(terrain[entry.key].colour), stroke=GRID_INK,
                    width=GRID_LINE)
        elif entry.kind == "feature" and features[entry.key].casing:  # a road: its casing under its surface
            feature = features[entry.key]
            style = roads_of([(entry.key, ((x, y), (x + SWATCH, y)))], {entry.key: feature}, lambda _: None, SWATCH)
            draw_roads(canvas, style[0], [])
        elif entry.kind == "feature":  # square ends: a round cap would reach into the gap before the words
            _stroke(canvas, features[entry.key], [[(x, y), (x + SWATCH, y)]], cap=0)
        elif entry.kind == "sign":
            draw_mark(canvas, signs[entry.key].shape, (x + SWATCH / 2, y), SWATCH * 0.4, signs[entry.key].colour)
        else:
            draw_place_mark(canvas, entry.key, (x + SWATCH / 2, y), SWATCH * 0.35)
        draw_words(canvas, entry.words)


def _ground(canvas: Canvas, spec: BoardSheet, laid: BoardPlan, art, area: Box, clear) -> None:
    """What lies under the words: the background, the cells, their textures, outlines and symbols, the
    plain texts, the sides and paths (broken round `clear`), the ring past a half-hex edge."""
    canvas.setFillColor(BACKGROUND)
    canvas.rect(area.x, area.y, area.width, area.height, stroke=0, fill=1)
    terrain = {t.id: t for t in spec.terrain}
    features = {f.id: f for f in spec.features}
    hooks = getattr(art, "board_hooks", None)
    shown = cells_in(laid, area)
    draw_cells(canvas, spec.grid, shown)
    _textures(canvas, spec, laid, shown)
    draw_outlines(canvas, laid, spec.grid, terrain, shown)
    draw_grid(canvas, spec.grid, shown)
    for cell in shown:
        symbol = terrain[cell.terrain].symbol
        if symbol and art is not None:
            size = laid.cell * 0.5
            art.draw_symbol(canvas, symbol, Box(cell.centre[0] - size / 2, cell.centre[1] - size / 2, size, size))
    if hooks is not None:
        hooks.paint(canvas, "ground", laid, area)
    for words, t in zip(laid.texts, spec.texts):
        if not _lettered(t):
            draw_words(canvas, words)
    _strokes(canvas, features, [(f, (a, b)) for f, a, b in laid.sides], area)
    _paths(canvas, laid, features, area, clear)
    if hooks is not None:
        hooks.paint(canvas, "features", laid, area)
    draw_plans(canvas, spec, laid, area)
    draw_edge(canvas, laid, spec.grid, shown)


@remember_last(4)
def _patches(spec: BoardSheet, laid: BoardPlan) -> dict[int, Patch]:
    """Each cell as a texture takes it, by the cell's id: a hex keyed by its cube coordinates, a square by its
    column and row."""
    grid = spec.grid
    cube = OffsetScheme(grid.orientation, grid.offset).to_cube if grid.shape == "hex" else None
    return {id(cell): Patch(cube(*cell.at)[:2] if cube else cell.at, cell.centre, cell.corners)
            for cell in (*laid.cells, *laid.beyond)}


def _lettered(text) -> bool:
    """Whether a board text is lettered (lettering.py) over everything, or a plain line under the features."""
    return bool(text.halo or text.spacing or text.italic)


def _textures(canvas: Canvas, spec: BoardSheet, laid: BoardPlan, cells) -> None:
    """Each textured terrain's texture over its cells, shaded from the cell's own colour; a hex takes its
    variant by its cube coordinates, a square by its column and row."""
    textured = {t.id: t.texture for t in spec.terrain if t.texture}
    if not textured:
        return
    patches = _patches(spec, laid)
    by_look: dict[tuple[str, str], list[Patch]] = {}
    for cell in cells:
        if cell.terrain in textured:
            by_look.setdefault((textured[cell.terrain], cell.fill), []).append(patches[id(cell)])
    for (texture, fill), patches in by_look.items():
        paint_texture(canvas, texture, patches, laid.cell, colour(fill))


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
    _strokes(canvas, features, [(f, points) for f, points in laid.paths if features[f].casing is None], area)
    cased = [(f, points) for f, points in laid.paths if features[f].casing is not None
             and meets(points, area.grow(features[f].casing_width + laid.cell))]  # a curve stands out of its points
    if cased:
        draw_roads(canvas, *roads_of(cased, features, terrain_by_centre(laid).get, laid.cell))
    canvas.restoreState()


def _strokes(canvas: Canvas, features, lines, area: Box) -> None:
    """Each (feature id, points) line that reaches into `area`, in order; a run of lines of one
    feature is stroked as one path (each line its own subpath: the same ends, joins and dashes)."""
    reach = area.grow(max((f.width for f in features.values()), default=0.0))  # a line's width stands out of it
    shown = [(f, points) for f, points in lines if meets(points, reach)]
    for feature_id, run in groupby(shown, key=lambda line: line[0]):
        _stroke(canvas, features[feature_id], [points for _, points in run])


@remember_last(4)  # a page draws many windows of a board
def _worked_out(laid: BoardPlan) -> tuple:
    """(every cell and the ring, in the plan's order; each one's box (left, right, bottom, top); their indices
    by left edge, and those left edges; each cell's label words by the cell's id)."""
    cells = (*laid.cells, *laid.beyond)
    boxes = [(min(x for x, _ in c.corners), max(x for x, _ in c.corners), min(y for _, y in c.corners),
              max(y for _, y in c.corners)) for c in cells]
    by_left = sorted(range(len(cells)), key=lambda i: boxes[i][0])
    return (cells, boxes, by_left, [boxes[i][0] for i in by_left],
            {id(cell): words for cell, words in zip(laid.cells, laid.labels)})


def reaches(words, area: Box, around: float) -> bool:
    """Whether a line of words (and what stands `around` it, in mm) may show in `area`: reckoned with
    every letter as wide as the type is tall, so that nothing that shows is left out. A window of the
    board (a tile, a scenario's map) carries no words that its clip hides, which a reader of the PDF
    would find under the rest of the page."""
    if words.rotation:
        return True
    size = words.size * MM_PER_PT
    reach = len(words.text) * size + around
    return (words.x - reach <= area.right and words.x + reach >= area.x
            and words.y - size - around <= area.top and words.y + size + around >= area.y)


def cells_in(laid: BoardPlan, area: Box) -> list:
    """The cells (the ring past a half-hex edge too) that reach into `area`, in the plan's order."""
    cells, boxes, by_left, lefts, _ = _worked_out(laid)
    start = bisect.bisect_left(lefts, area.x - laid.cell * 1.2)  # no cell is wider: those left of it cannot reach
    end = bisect.bisect_right(lefts, area.right)
    x0, x1, y0, y1 = area.x, area.right, area.y, area.top
    found = sorted(i for i in by_left[start:end]
                   if boxes[i][0] <= x1 and boxes[i][1] >= x0 and boxes[i][2] <= y1 and boxes[i][3] >= y0)
    return [cells[i] for i in found]


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
