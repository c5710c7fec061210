"""Every piece face and board as PNG (print resolution and screen resolution) and SVG, each drawn by
the function that draws it on the printed sheet: PNG through a one-piece PDF rasterised by PDFium,
SVG through the SVG canvas. Outside a piece's cut line the pictures are transparent."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PIL import Image

from ..layout.sheet import Box
from ..render.digital import DIGITAL_BLEED_MM, DigitalBoard, DigitalPiece, Outline
from .raster import cut, pdf_of, render_page
from .svg_canvas import SvgCanvas
from .svg_path import Path

SCREEN_DPI = 150  # boards, decks and the VASSAL module: a 15 mm marker is 89 px, an 18 mm hex 106 px


@dataclass(frozen=True)
class Picture:
    """One face or board, drawn: at print resolution, at screen resolution, as SVG."""

    printed: Image.Image
    screen: Image.Image
    svg: str


def face_drawing(piece: DigitalPiece, back: bool) -> Callable:
    face = piece.back if back else piece.front

    def draw(canvas) -> None:
        face(canvas, Box(0.0, 0.0, piece.width, piece.height), DIGITAL_BLEED_MM)
    return draw


def draw_picture(width: float, height: float, draw: Callable, outline: Outline, dpi: float) -> Picture:
    """`draw` (a canvas in mm, the trim from 0,0) as a Picture cut along `outline`."""
    pdf = pdf_of(width, height, draw)
    return Picture(cut(render_page(pdf, 0, dpi), outline, width, height),
                   cut(render_page(pdf, 0, SCREEN_DPI), outline, width, height), svg_of(width, height, draw, outline))


def svg_of(width: float, height: float, draw: Callable, outline: Outline) -> str:
    canvas = SvgCanvas(width, height)
    if outline.shape != "rect":
        path = Path()
        if outline.shape == "ellipse":
            path.ellipse(0.0, 0.0, width, height)
        for polygon in outline.polygons:
            path.moveTo(*polygon[0])
            for point in polygon[1:]:
                path.lineTo(*point)
            path.close()
        canvas.clipPath(path, fillMode=1)
    draw(canvas)
    return canvas.svg()


def piece_pictures(piece: DigitalPiece, dpi: float) -> tuple[Picture, Picture | None]:
    front = draw_picture(piece.width, piece.height, face_drawing(piece, False), piece.outline, dpi)
    back = draw_picture(piece.width, piece.height, face_drawing(piece, True), piece.back_cut, dpi) \
        if piece.back else None
    return front, back


def board_picture_pdf(board: DigitalBoard) -> bytes:
    """The board alone on a page of its trim (rasterised a band at a time: raster.page_png)."""
    return pdf_of(board.width, board.height, board.draw)
