"""`pieces.pdf`: terrain pieces, area markers and the other pieces of pieces.yaml, both faces.

Hex pieces are printed at the board's hex size with their outline as the cut line; the art runs
past it into the bleed. A card is a plain rectangle.
"""

from __future__ import annotations

import math

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ..layout.hex_pieces import HexPieceShape, grown_corners, hex_piece_shape, mirrored
from ....print.layout.pieces import back_flips
from ....print.layout.sheet import Box, Duplex, paper
from ..model.pieces import NEUTRAL, PieceFace, PieceKind
from ....print.render.draw import NEUTRAL as NEUTRAL_FILL
from ....print.render.draw import cap_height, colour, fitted_text, polygon, readable_on, rect
from ....print.render.piece_sheet import Piece, piece_pages, piece_sizes
from .symbols import draw_symbol
from ..rules.components import piece_face_value
from ....core.marks import MARK

CUT_LINE = 0.25  # mm
SEAM_LINE = 0.2
WORDS_PT = 6.5
VALUE_PT = 11
CARD_TITLE_PT = 11
HEX_TEXT_MARGIN = 1.2  # mm between words and a hex's side
CARD_CAPTION_PT = 9


def face_colours(game, face: PieceFace) -> tuple[Color, Color]:
    """Background and ink of a face: a terrain's colour, a side's, neutral, or #rrggbb."""
    if face.terrain is not None:
        ground = colour(game.terrain[face.terrain].colour)
    elif face.colour in game.sides:
        ground = colour(game.sides[face.colour].colour)
    elif face.colour == NEUTRAL:
        ground = NEUTRAL_FILL
    else:
        ground = colour(face.colour)
    return ground, colour(face.ink) if face.ink else readable_on(ground)


def hex_face_drawer(game, kind: PieceKind, face: PieceFace, shape: HexPieceShape):
    ground, ink = face_colours(game, face)
    value = piece_face_value(game, kind, face)
    piece = f"piece {kind.id} ({face.id})"
    symbols = game.symbols

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        def at(point):
            return (box.x + point[0], box.y + point[1])

        canvas.saveState()
        art = box.grow(bleed)
        clip = canvas.beginPath()
        clip.rect(art.x, art.y, art.width, art.height)
        canvas.clipPath(clip, stroke=0, fill=0)
        for cell in shape.cells:
            polygon(canvas, [at(p) for p in grown_corners(cell, shape.across_flats, bleed)], fill=ground)
        canvas.restoreState()
        _segments(canvas, box, shape.seams, ink, SEAM_LINE, dash=True)
        _segments(canvas, box, shape.cut, ink, CUT_LINE)
        size = shape.across_flats
        for index, cell in enumerate(shape.cells):
            cx, cy = at(cell.centre)
            if index > 0:  # the other hexes of a cluster show the symbol
                if face.symbol:
                    draw_symbol(canvas, face.symbol, cx, cy, size * 0.55, ink, symbols)
            elif face.symbol and len(shape.cells) == 1:  # a lone hex: symbol above its words
                draw_symbol(canvas, face.symbol, cx, cy + size * 0.2, size * 0.4, ink, symbols)
                _hex_line(canvas, cx, cy, -size * 0.15, size, face.text, WORDS_PT, ink, piece)
            else:  # the anchor hex carries the words and the TER value
                _words(canvas, cx, cy, size, face.text, value, ink, piece)

    return draw


def _words(canvas: Canvas, cx: float, cy: float, size: float, words: str, value: str, ink: Color,
           piece: str) -> None:
    """The face's words, one to a line, and its TER value, centred in one hex."""
    rows = words.split() + ([value] if value else [])
    step = size * 0.2
    top = step * (len(rows) - 1) / 2
    for n, row in enumerate(rows):
        _hex_line(canvas, cx, cy, top - n * step, size, row, VALUE_PT if row == value else WORDS_PT, ink, piece)


def _hex_line(canvas: Canvas, cx: float, cy: float, dy: float, size: float, value: str, size_pt: float, ink: Color,
              piece: str) -> None:
    """One line of words centred `dy` mm above the hex centre, kept inside the hex's slanted sides."""
    cap = cap_height(size_pt)
    reach = abs(dy) + cap / 2  # the line's edge farthest from the centre
    width = 2 * size / math.sqrt(3) - 2 * reach / math.sqrt(3) - 2 * HEX_TEXT_MARGIN
    fitted_text(canvas, cx, cy + dy - cap / 2, value, width, size_pt, 4.0, piece, bold=True, fill=ink)


def _segments(canvas: Canvas, box: Box, segments, ink: Color, width: float, dash: bool = False) -> None:
    canvas.saveState()
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(width)
    canvas.setLineCap(1)
    if dash:
        canvas.setDash(0.8, 0.8)
    for (x0, y0), (x1, y1) in segments:
        canvas.line(box.x + x0, box.y + y0, box.x + x1, box.y + y1)
    canvas.restoreState()


def card_face_drawer(game, kind: PieceKind, face: PieceFace):
    ground, ink = face_colours(game, face)
    piece = f"piece {kind.id} ({face.id})"
    symbols = game.symbols

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        rect(canvas, box.grow(bleed), fill=ground)
        inset = 3.0
        title_y = box.top - inset - 6.0
        if face.symbol:
            draw_symbol(canvas, face.symbol, box.x + inset + 4.0, title_y + 2.5, 8.0, ink, symbols)
        fitted_text(canvas, box.x + inset + 10.0, title_y + 2.5 - cap_height(CARD_TITLE_PT) / 2, face.text,
                    box.width - 2 * inset - 10.0, CARD_TITLE_PT, 7, piece, bold=True, fill=ink, anchor="start")
        deck = Box(box.x + inset, box.y + inset, box.width - 2 * inset, title_y - 2.0 - box.y - inset)
        canvas.saveState()
        canvas.setDash(1.2, 1.0)
        rect(canvas, deck, stroke=ink, width=0.3, radius=1.5)
        canvas.restoreState()
        if face.caption:
            fitted_text(canvas, deck.x + deck.width / 2, deck.y + deck.height / 2 - cap_height(CARD_CAPTION_PT) / 2,
                        face.caption, deck.width - 4.0, CARD_CAPTION_PT, 6, piece, fill=ink)

    return draw


def kind_pieces(game, kind: PieceKind, flip: Duplex) -> list[Piece]:
    """`count` pieces of one kind; a hex piece's back is drawn on its outline mirrored as `flip`
    turns it over (the duplex flip, or the fold of the sheet it goes on: `back_flips`)."""
    if kind.hexes is not None:
        shape = hex_piece_shape(kind.cells(), game.info.grid.hex_size)
        front = hex_face_drawer(game, kind, kind.front, shape)
        back = hex_face_drawer(game, kind, kind.back, mirrored(shape, flip)) if kind.back else None
        width, height = shape.width, shape.height
    else:
        front = card_face_drawer(game, kind, kind.front)
        back = card_face_drawer(game, kind, kind.back) if kind.back else None
        width, height = kind.size.width, kind.size.height
    chosen = [MARK in piece_face_value(game, kind, face) for face in (kind.front, kind.back) if face is not None]
    return [Piece(f"{kind.id}-{n}", width, height, front, back, marked=chosen[0], back_marked=chosen[-1] and back is not None)
            for n in range(1, kind.count + 1)]


def piece_sheet(game, options) -> list:
    """`pieces.pdf`: every piece of pieces.yaml, in data order, fronts then mirrored backs (each kind's
    backs turned as the sheet it lands on turns: laid out once to see, then drawn)."""
    kinds = game.extras["pieces.yaml"].pieces
    sheet = paper(options.paper, options.bleed)
    laid_out = [p for kind in kinds for p in kind_pieces(game, kind, "long")]
    flips = back_flips(piece_sizes(laid_out), sheet, options.duplex)
    pieces = [p for kind in kinds for p in kind_pieces(game, kind, flips.get(f"{kind.id}-1", options.duplex))]
    return piece_pages(pieces, sheet, options.duplex, f"{game.info.name} pieces", options.back_offset, game.info.credit)
