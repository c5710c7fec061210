"""Every piece face and board as PNG (print resolution and screen resolution) and SVG, each drawn by
the function that draws it on the printed sheet: PNG through a one-piece PDF rasterised by PDFium,
SVG through the SVG canvas. Outside a piece's cut line the pictures are transparent."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PIL import Image

from ...print.layout.sheet import Box
from ...print.render.digital import DIGITAL_BLEED_MM, DigitalBoard, DigitalPiece, Outline
from .raster import cut, pdf_of, render_pages
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


def draw_pictures(faces: list[tuple[float, float, Callable, Outline]], dpi: float) -> list[Picture]:
    """Each (width, height, draw, outline) drawn (`draw` on a canvas in mm, the trim from 0,0) as a
    Picture cut along its outline, all through one PDF."""
    rasters = render_pages(pdf_of([(width, height, draw) for width, height, draw, _ in faces]), (dpi, SCREEN_DPI))
    return [Picture(*(cut(image, outline, width, height) for image in images), svg_of(width, height, draw, outline))
            for (width, height, draw, outline), images in zip(faces, rasters)]


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


def piece_pictures(pieces: list[DigitalPiece], dpi: float) -> list[tuple[Picture, Picture | None]]:
    """The front and back (None where it has none) of each piece."""
    faces = [(piece.width, piece.height, face_drawing(piece, back), piece.back_cut if back else piece.outline)
             for piece in pieces for back in ((False, True) if piece.back else (False,))]
    pictures = iter(draw_pictures(faces, dpi))
    return [(next(pictures), next(pictures) if piece.back else None) for piece in pieces]


def board_picture_pdf(board: DigitalBoard) -> bytes:
    """The board alone on a page of its trim (rasterised a band at a time: raster.page_png)."""
    return pdf_of([(board.width, board.height, board.draw)])
