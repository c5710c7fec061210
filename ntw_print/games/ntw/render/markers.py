"""Marker sheets: every marker of the game, both faces, coloured by side."""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ....print.layout.sheet import Box, paper
from ..model.game import Marker, MarkerFace, MarkerVariant
from ..rules.components import face_marked, marker_face_text
from ....print.render.draw import NEUTRAL, PAPER, INK, colour, fitted_text, readable_on, cap_height
from ....print.render.piece_sheet import Piece, piece_pages
from .symbols import draw_symbol
from ....core.marks import unmark

BORDER_MM = 0.35


def marker_pieces(game) -> list[Piece]:
    """One piece per printed marker, in data order, numbered within each marker kind."""
    pieces = []
    for marker in game.markers.values():
        number = 0
        for variant in marker.variants:
            for _ in range(variant.count):
                number += 1
                pieces.append(Piece(
                    key=f"{marker.id}-{number}",
                    width=marker.size,
                    height=marker.size,
                    front=_face_drawer(game, marker, marker.front, variant),
                    back=_face_drawer(game, marker, marker.back, variant) if marker.back else None,
                    marked=face_marked(game, marker.front, variant), back_marked=face_marked(game, marker.back, variant),
                ))
    return pieces


def face_colour(game, face: MarkerFace, variant: MarkerVariant) -> Color:
    owner = variant.side if face.colour == "side" else face.colour
    if owner in game.sides:
        return colour(game.sides[owner].colour)
    return NEUTRAL


def _face_drawer(game, marker: Marker, face: MarkerFace, variant: MarkerVariant):
    background = face_colour(game, face, variant)
    ink = readable_on(background)
    words, caption = marker_face_text(game, face, variant)
    symbols = game.symbols

    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        art = box.grow(bleed)
        canvas.setFillColor(background)
        canvas.rect(art.x, art.y, art.width, art.height, stroke=0, fill=1)
        cx, cy, size = box.x + box.width / 2, box.y + box.height / 2, box.width
        _outline(canvas, marker, box, ink)
        _content(canvas, marker, face, words, caption, cx, cy, size, ink, symbols)

    return draw


def _outline(canvas: Canvas, marker: Marker, box: Box, ink: Color) -> None:
    canvas.setStrokeColor(ink if ink == INK else PAPER)
    canvas.setLineWidth(BORDER_MM)
    inset = 0.8
    if marker.shape == "round":
        canvas.circle(box.x + box.width / 2, box.y + box.height / 2, box.width / 2 - inset, stroke=1, fill=0)
    else:
        canvas.roundRect(box.x + inset, box.y + inset, box.width - 2 * inset, box.height - 2 * inset,
                         0.8, stroke=1, fill=0)


def _content(canvas, marker, face, words, caption, cx, cy, size, ink, symbols) -> None:
    piece = f"marker {marker.id}"
    usable = size - 3.0
    if unmark(words).isdigit():  # a value, perhaps with its designer mark
        if face.symbol:
            draw_symbol(canvas, face.symbol, cx, cy + size * 0.31, size * 0.2, ink, symbols)
        fitted_text(canvas, cx, cy - cap_height(18) / 2 - size * 0.02, words, usable, 18, 8, piece, bold=True, fill=ink)
        if caption:
            fitted_text(canvas, cx, cy - size * 0.38, caption, usable, 5, 3.5, piece, fill=ink)
        return
    if not face.symbol:
        lines = words.split()
        step = size * 0.22
        top = cy + step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            fitted_text(canvas, cx, top - i * step - cap_height(6) / 2, line, usable, 6.5, 3.5, piece, bold=True, fill=ink)
        return
    symbol_size = size * (0.5 if words else 0.62)
    draw_symbol(canvas, face.symbol, cx, cy + (size * 0.1 if words else 0), symbol_size, ink, symbols)
    if words:
        fitted_text(canvas, cx, cy - size * 0.36, words, usable, 5.5, 3.5, piece, bold=True, fill=ink)


def marker_sheet(game, options) -> list:
    """`markers.pdf`: every marker on sheets of the chosen paper, each front followed by its back."""
    sheet = paper(options.paper, options.bleed)
    return piece_pages(marker_pieces(game), sheet, options.duplex, f"{game.info.name} markers",
                       options.back_offset, game.info.credit)
