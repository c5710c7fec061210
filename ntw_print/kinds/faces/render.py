"""Draw a face template at a place on a canvas, and sheets of items with their backs behind them."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...print.layout.sheet import Box, SheetSpec
from ...print.render.display import draw_words
from ...print.render.draw import colour, polygon, rect
from ...print.render.digital import ELLIPSE, RECT, DigitalPiece, Outline, slug, unique_names
from ...print.render.pdf import Page, measure
from ...print.render.piece_sheet import Piece, label_problems, piece_pages
from .art import Art
from .fold import Part, fold_lines, parts
from .items import FaceCall, Item, marked
from .hexes import corners, cut_and_seams, placed as cells_at
from .layout import CUT_GUIDE, background, cut_line, face_boxes, prints_copy, prints_mark, set_text, shifted
from .schema import NONE, Templates, fill_in

CUT_GUIDE_MM = 0.2
HEX_CUT_MM = 0.25  # a hex piece's outline
SEAM_MM = 0.2  # the dashed line between two of its hexes
SEAM_DASH = (0.8, 0.8)
FOLD_MM = 0.25  # a standee's fold lines, dashed
FOLD_DASH = (1.6, 1.2)


def draw_face(canvas: Canvas, templates: Templates, call: FaceCall, trim: Box, bleed: float, art: Art,
              where: str, round_piece: bool = False, art_area: Box | None = None) -> None:
    """The face `call` names, its trim at `trim`, its background running `bleed` mm beyond (or over
    `art_area`, when given)."""
    values = call.values
    area = art_area or trim.grow(bleed)
    cells = cells_at(call.cells, trim) if call.cells is not None else None
    if cells is None:
        _background(canvas, fill_in(background(templates, call.template), values), area, round_piece)
    else:
        _hexes(canvas, cells, fill_in(background(templates, call.template), values),
               fill_in(cut_line(templates, call.template), values), bleed, area)
    for placed in face_boxes(templates, call.template, trim.width, trim.height, call.cells):
        box, content = shifted(placed.box, trim), placed.content
        if content.fill or content.stroke:
            _shape(canvas, box, content, values, None if area.contains(box) else area)
        if content.symbol and fill_in(content.symbol, values):  # a row may leave a symbol out
            art.draw_symbol(canvas, fill_in(content.symbol, values), box, fill_in(content.colour, values))
        if content.picture:
            art.draw_picture(canvas, fill_in(content.picture, values), box)
        if content.text:
            lines = set_text(fill_in(content.text, values), box, content, measure, f"{where}, box '{placed.name}'")
            ink = colour(fill_in(content.colour, values))
            for line in lines.lines:
                draw_words(canvas, line, ink=ink)
    if round_piece:
        _cut_circle(canvas, trim)


def _background(canvas: Canvas, fill: str, area: Box, round_piece: bool) -> None:
    canvas.saveState()
    canvas.setFillColor(colour(fill))
    if round_piece:
        canvas.circle(area.x + area.width / 2, area.y + area.height / 2, area.width / 2, stroke=0, fill=1)
    else:
        canvas.rect(area.x, area.y, area.width, area.height, stroke=0, fill=1)
    canvas.restoreState()


def _hexes(canvas: Canvas, cells: tuple[Box, ...], fill: str, line: str, bleed: float, area: Box) -> None:
    """A hex piece's hexes, each grown into the bleed (within `area`), then its seams dashed and its cut line."""
    canvas.saveState()
    path = canvas.beginPath()
    path.rect(area.x, area.y, area.width, area.height)
    canvas.clipPath(path, stroke=0, fill=0)
    for cell in cells:
        polygon(canvas, list(corners(cell, bleed)), fill=colour(fill))
    canvas.restoreState()
    cut, seams = cut_and_seams(cells)
    for segments, width, dash in ((seams, SEAM_MM, SEAM_DASH), (cut, HEX_CUT_MM, None)):
        canvas.saveState()
        canvas.setStrokeColor(colour(line))
        canvas.setLineWidth(width)
        canvas.setLineCap(1)
        if dash:
            canvas.setDash(*dash)
        for (x0, y0), (x1, y1) in segments:
            canvas.line(x0, y0, x1, y1)
        canvas.restoreState()


def draw_item_front(canvas: Canvas, templates: Templates, item: Item, trim: Box, bleed: float, art: Art) -> None:
    """Everything `item` prints on the front of the sheet: its front face, or a standee's whole strip
    (tab, front, the back upside down, tab) with its fold lines dashed across."""
    for part in parts(item, trim, bleed):
        if part.turned:  # half a turn about the part's centre: the part lands on itself, upside down
            canvas.saveState()
            canvas.translate(part.box.x + part.box.width / 2, part.box.y + part.box.height / 2)
            canvas.rotate(180)
            canvas.translate(-(part.box.x + part.box.width / 2), -(part.box.y + part.box.height / 2))
        if part.call is None:
            _background(canvas, fill_in(background(templates, item.front.template), item.front.values), part.art,
                        False)
        else:
            where = item.label if part.name == "front" else f"{item.label} ({part.name})"
            draw_face(canvas, templates, part.call, part.box, bleed, art, where, item.round, _turned(part))
        if part.turned:
            canvas.restoreState()
    for (x0, y0), (x1, y1) in fold_lines(item, trim):
        canvas.saveState()
        canvas.setStrokeColor(colour(CUT_GUIDE))
        canvas.setLineWidth(FOLD_MM)
        canvas.setDash(list(FOLD_DASH), 0)
        canvas.line(x0, y0, x1, y1)
        canvas.restoreState()


def _turned(part: Part) -> Box:
    """The part's art area as drawn in its own turned frame (the half turn maps it back in place)."""
    if not part.turned:
        return part.art
    box, art = part.box, part.art
    return Box(box.right - (art.right - box.x), box.top - (art.top - box.y), art.width, art.height)


def _shape(canvas: Canvas, box: Box, content, values: dict, clip: Box | None) -> None:
    """A filled or outlined shape; one that runs past the bleed (`clip`, its face's art area) is cut
    off there, so that it never reaches a neighbour on the sheet (a band run to the edge, built with
    less bleed)."""
    if clip is not None:
        canvas.saveState()
        path = canvas.beginPath()
        path.rect(clip.x, clip.y, clip.width, clip.height)
        canvas.clipPath(path, stroke=0, fill=0)
        _shape(canvas, box, content, values, None)
        canvas.restoreState()
        return
    fill, stroke = (paint(value, values) for value in (content.fill, content.stroke))
    if content.shape == "ellipse":
        canvas.saveState()
        if fill is not None:
            canvas.setFillColor(fill)
        if stroke is not None:
            canvas.setStrokeColor(stroke)
            canvas.setLineWidth(content.stroke_width)
        canvas.ellipse(box.x, box.y, box.right, box.top, stroke=int(stroke is not None), fill=int(fill is not None))
        canvas.restoreState()
    elif content.shape == "hexagon":
        hexagon = corners(box)  # drawn from its left corner, as a face's hexagon always was
        polygon(canvas, [*hexagon[3:], *hexagon[:3]], fill=fill, stroke=stroke, width=content.stroke_width)
    elif content.dash:
        canvas.saveState()
        canvas.setDash(*content.dash)
        rect(canvas, box, fill=fill, stroke=stroke, width=content.stroke_width, radius=content.radius)
        canvas.restoreState()
    else:
        rect(canvas, box, fill=fill, stroke=stroke, width=content.stroke_width, radius=content.radius)


def paint(value: str | None, values: dict):
    """A fill's or stroke's colour, or None when there is none (`{field}` may read `none`)."""
    filled = fill_in(value, values) if value else NONE
    return None if filled == NONE else colour(filled)


def _cut_circle(canvas: Canvas, trim: Box) -> None:
    canvas.saveState()
    canvas.setStrokeColor(colour(CUT_GUIDE))
    canvas.setLineWidth(CUT_GUIDE_MM)
    canvas.circle(trim.x + trim.width / 2, trim.y + trim.height / 2, trim.width / 2, stroke=1, fill=0)
    canvas.restoreState()


def _drawer(templates: Templates, art: Art, item: Item, call: FaceCall | None):
    if call is None:
        return None

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        draw_face(canvas, templates, call, box, bleed, art, item.label, item.round)
    return draw


def _front_drawer(templates: Templates, art: Art, item: Item):
    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        draw_item_front(canvas, templates, item, box, bleed, art)
    return draw


def item_label_problems(items: list[Item], templates: Templates, title: str, credit: str) -> list[tuple[tuple, str]]:
    """The label at the foot of the sheets of these items too long for the page (`label_problems`), with
    the marks' key where an item prints a designer mark, as `item_pages` labels them."""
    key = any(marked(item) or (item.has_back_page and prints_mark(templates, item.back)) for item in items)
    return label_problems(title, credit, key)


def item_pages(items: list[Item], templates: Templates, sheet: SheetSpec, options, art: Art,
               title: str, credit: str = "", share: bool = True) -> list[Page]:
    """Sheets of the items, fronts then the backs that land behind them (layout/pieces.py packs them,
    sharing their cuts where that takes fewer sheets, unless told not to by `share`)."""
    pieces = [Piece(item.key, item.width, item.height, _front_drawer(templates, art, item),
                    _drawer(templates, art, item, item.back) if item.has_back_page else None, item.group,
                    item.grid, marked(item), item.has_back_page and prints_mark(templates, item.back))
              for item in items]
    hexes = any(item.front.cells is not None for item in items)  # a hex's cut is no straight line to share
    return piece_pages(pieces, sheet, options.duplex, title, options.back_offset, credit, share=share and not hexes)


def _file_name(row: str, title: str, groups: dict[str, set[str]]) -> str:
    """The row's name as a file's: its set's or deck's id before it when another set of the file has a
    row of the same name (`blue-approach`, `brown-approach`)."""
    name = slug(title)
    return slug(f"{row.split('/')[0]} {title}") if len(groups[name]) > 1 else name


def _outline(call: FaceCall, plain: Outline | None) -> Outline | None:
    """Where a face is cut for play on screen: along its hexes, or `plain`."""
    return plain if call.cells is None else Outline("polygons", tuple(corners(cell) for cell in call.cells))


def item_digital(items: list[Item], templates: Templates, art: Art) -> list[DigitalPiece]:
    """One digital piece per row (its copies counted), or per copy when its faces print the copy's
    number, drawn as on the sheet; a round piece is cut along its circle; a fold-over standee is a
    piece of its face's size, its front and its back. The group is the set or deck."""
    numbered = {name: prints_copy(templates, name) for name in templates}
    rows: dict[str, tuple[Item, int, str]] = {}
    for item in items:
        row, copy = item.key.rsplit("/", 1)  # set/row/copy
        title = item.label
        if any(numbered[call.template] for call in (item.front, item.back) if call):
            row, title = item.key, f"{item.label} {copy}"
        first, count, title = rows.get(row, (item, 0, title))
        rows[row] = (first, count + 1, title)
    groups: dict[str, set[str]] = {}
    for row, (_, _, title) in rows.items():
        groups.setdefault(slug(title), set()).add(row.split("/")[0])
    pieces = [DigitalPiece(row.split("/")[0], _file_name(row, title, groups), title, item.width,
                           item.fold.face if item.fold else item.height,
                           _drawer(templates, art, item, item.front), _drawer(templates, art, item, item.back),
                           copies, _outline(item.front, ELLIPSE if item.round else RECT),
                           _outline(item.back, None) if item.back else None)
              for row, (item, copies, title) in rows.items()]
    return unique_names(pieces)
