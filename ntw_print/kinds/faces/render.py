"""Draw a face template at a place on a canvas, and sheets of items with their backs behind them."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...layout.sheet import Box, SheetSpec
from ...render.draw import colour, rect, text
from ...render.digital import ELLIPSE, RECT, DigitalPiece, slug, unique_names
from ...render.pdf import Page, measure
from ...render.piece_sheet import Piece, piece_pages
from .art import Art
from .items import FaceCall, Item
from .layout import background, face_boxes, prints_copy, set_text, shifted
from .schema import NONE, Templates, fill_in

CUT_GUIDE = "#9a9a9a"  # the cut line around a round token
CUT_GUIDE_MM = 0.2


def draw_face(canvas: Canvas, templates: Templates, call: FaceCall, trim: Box, bleed: float, art: Art,
              where: str, round_piece: bool = False) -> None:
    """The face `call` names, its trim at `trim`, its background running `bleed` mm beyond."""
    values = call.values
    canvas.saveState()
    canvas.setFillColor(colour(fill_in(background(templates, call.template), values)))
    art_area = trim.grow(bleed)
    if round_piece:
        canvas.circle(art_area.x + art_area.width / 2, art_area.y + art_area.height / 2, art_area.width / 2,
                      stroke=0, fill=1)
    else:
        canvas.rect(art_area.x, art_area.y, art_area.width, art_area.height, stroke=0, fill=1)
    canvas.restoreState()
    for placed in face_boxes(templates, call.template, trim.width, trim.height):
        box, content = shifted(placed.box, trim), placed.content
        if content.fill or content.stroke:
            _shape(canvas, box, content, values)
        if content.symbol:
            art.draw_symbol(canvas, fill_in(content.symbol, values), box)
        if content.picture:
            art.draw_picture(canvas, fill_in(content.picture, values), box)
        if content.text:
            lines = set_text(fill_in(content.text, values), box, content, measure, f"{where}, box '{placed.name}'")
            ink = colour(fill_in(content.colour, values))
            for line in lines.lines:
                text(canvas, line.x, line.y, line.text, lines.size, bold=content.bold, fill=ink, anchor=line.anchor)
    if round_piece:
        _cut_circle(canvas, trim)


def _shape(canvas: Canvas, box: Box, content, values: dict) -> None:
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


def item_pages(items: list[Item], templates: Templates, sheet: SheetSpec, options, art: Art,
               title: str, credit: str = "") -> list[Page]:
    """Sheets of the items, fronts then the backs that land behind them (layout/pieces.py packs them)."""
    pieces = [Piece(item.key, item.width, item.height, _drawer(templates, art, item, item.front),
                    _drawer(templates, art, item, item.back), item.group) for item in items]
    return piece_pages(pieces, sheet, options.duplex, title, options.back_offset, credit)


def item_digital(items: list[Item], templates: Templates, art: Art) -> list[DigitalPiece]:
    """One digital piece per row (its copies counted), or per copy when its faces print the copy's
    number, drawn as on the sheet; a round piece is cut along its circle. The group is the set or deck."""
    numbered = {name: prints_copy(templates, name) for name in templates}
    rows: dict[str, tuple[Item, int, str]] = {}
    for item in items:
        row, copy = item.key.rsplit("/", 1)  # set/row/copy
        title = item.label
        if any(numbered[call.template] for call in (item.front, item.back) if call):
            row, title = item.key, f"{item.label} {copy}"
        first, count, title = rows.get(row, (item, 0, title))
        rows[row] = (first, count + 1, title)
    pieces = [DigitalPiece(row.split("/")[0], slug(title), title, item.width, item.height,
                           _drawer(templates, art, item, item.front), _drawer(templates, art, item, item.back),
                           copies, ELLIPSE if item.round else RECT)
              for row, (item, copies, title) in rows.items()]
    return unique_names(pieces)
