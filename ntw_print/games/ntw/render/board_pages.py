"""The board's printed forms: one large sheet for a print shop, and the same board tiled over A4 or
Letter pages for a home printer, led by a page that shows how the pages fit together."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ....print.layout.sheet import PRINTER_MARGIN_MM, Box, crop_marks, smallest_sheet
from ....print.layout.tiling import Tiling, home_tiling
from .board import board_art, draw_board
from ....print.render.draw import GREY, text
from ....print.render.pdf import Page
from ....print.render.tiled_pages import TiledBoard, tiled_pages

def board_name(art) -> str:
    return f"board side {art.board.side} «{art.board.name}»"


# --- one large sheet ------------------------------------------------------------------------------

def board_sheet(game, options, board_id: str) -> list[Page]:
    """The whole board at full size on the smallest standard sheet that holds it with bleed and
    crop marks; the art runs into the bleed."""
    art = board_art(game, board_id)
    trim_size = art.geometry.trim
    sheet_name, width, height = smallest_sheet(trim_size.width, trim_size.height, options.bleed)
    trim = Box((width - trim_size.width) / 2, (height - trim_size.height) / 2, trim_size.width, trim_size.height)
    bleed = trim.grow(options.bleed)
    slug = (f"{game.info.name}: {board_name(art)}. Sheet {sheet_name}, trim {trim.width:.1f} × {trim.height:.1f} mm,"
            f" bleed {options.bleed:g} mm. Print at 100 %: a hex measures {art.geometry.hex_size:g} mm across the flats."
            + (f" {game.info.credit}." if game.info.credit else ""))

    def draw(canvas: Canvas) -> None:
        draw_board(canvas, game, board_id, trim_size.grow(options.bleed), bleed)
        text(canvas, width / 2, PRINTER_MARGIN_MM, slug, 9, fill=GREY)

    return [Page(width, height, draw, trim=trim, bleed=bleed, crop_marks=crop_marks([trim], options.bleed),
                 label=f"{board_name(art)}, {sheet_name} sheet")]


# --- tiled over home-printer pages --------------------------------------------------------------

def board_tiling(game, options, board_id: str) -> Tiling:
    return home_tiling(board_art(game, board_id).geometry.trim, options.paper)


def board_tiled(game, options, board_id: str) -> list[Page]:
    """An assembly page, then one page per tile in reading order."""
    art = board_art(game, board_id)

    def draw(canvas: Canvas, window: Box, box: Box, labels: bool, page_art: Box) -> None:
        draw_board(canvas, game, board_id, window, box, labels=labels, art=page_art)

    return tiled_pages(TiledBoard(game.info.name, board_name(art), art.geometry.trim, "hexes",
                                  f"A hex measures {art.geometry.hex_size:g} mm across the flats.", draw,
                                  game.info.credit),
                       board_tiling(game, options, board_id))
