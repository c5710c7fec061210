"""The one sheet a whole board is printed on: the build's paper when the board fits it with its
bleed and crop marks, else the smallest large sheet that does (for a print shop)."""

from __future__ import annotations

from dataclasses import dataclass

from ...layout.sheet import (
    CROP_MARK_GAP_MM,
    CROP_MARK_LENGTH_MM,
    HOME_PAPERS,
    PRINTER_MARGIN_MM,
    SCALE_BAR_ROOM_MM,
    Box,
    paper_size,
    paper_title,
    smallest_sheet,
)

SLUG_ROOM = 4.0 + SCALE_BAR_ROOM_MM  # under the crop marks: the scale bar, and above it a line saying the
# sheet, the trim and to print at 100 %


@dataclass(frozen=True)
class BoardPage:
    name: str  # the paper
    width: float
    height: float
    trim: Box
    slug: str
    slug_y: float


def fits_paper(width: float, height: float, paper: str, bleed: float) -> bool:
    """Whether a trim of this size, with its bleed, crop marks and the slug, fits one page of `paper`."""
    need = 2 * (PRINTER_MARGIN_MM + CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM + bleed)
    w, h = paper_size(paper)
    return any(width + need <= pw and height + need + SLUG_ROOM <= ph for pw, ph in ((w, h), (h, w)))


def board_page(width: float, height: float, paper: str, bleed: float) -> BoardPage:
    if fits_paper(width, height, paper, bleed):
        w, h = paper_size(paper)
        need = 2 * (PRINTER_MARGIN_MM + CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM + bleed)
        portrait = width + need <= w and height + need + SLUG_ROOM <= h
        name, (pw, ph) = paper_title(paper), ((w, h) if portrait else (h, w))
    else:
        name, pw, ph = smallest_sheet(width, height + SLUG_ROOM, bleed)
    trim = Box((pw - width) / 2, (ph - height + SLUG_ROOM) / 2, width, height)
    slug = f"Sheet {name}, trim {width:.1f} × {height:.1f} mm. Print at 100 %."
    return BoardPage(name, pw, ph, trim, slug, PRINTER_MARGIN_MM + SCALE_BAR_ROOM_MM + 0.5)


def tiled_outputs(spec) -> tuple[str, ...]:
    """A board is tiled for home printers when it asks to be, or (by default) when it is bigger
    than a page of A4 or Letter can hold."""
    if spec.tiled is not None:
        return ("tiled",) if spec.tiled else ()
    from ...render.pdf import measure
    from .layout import plan

    laid = plan(spec, measure)
    small = all(fits_paper(laid.width, laid.height, paper, 3.0) for paper in HOME_PAPERS)
    return () if small else ("tiled",)
