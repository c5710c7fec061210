"""The one sheet a whole board is printed on: the sheet the board names (`sheet: A2`), else the
build's paper when the board fits it with its bleed and crop marks, else the smallest large sheet
that does (for a print shop)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import LayoutError
from ...print.layout.sheet import (
    CROP_MARK_GAP_MM,
    CROP_MARK_LENGTH_MM,
    HOME_PAPERS,
    LARGE_SHEETS_MM,
    PRINTER_MARGIN_MM,
    SCALE_BAR_ROOM_MM,
    Box,
    paper_name,
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


def named_sheet(name: str) -> tuple[str, float, float]:
    """A sheet a board may name, as (its name, width, height) portrait: a print shop's (A3 … B0,
    `arch-d`) or any paper a build takes (a4, letter, tabloid, 300x450mm). A ValueError says what
    is wrong."""
    key = " ".join(name.replace("-", " ").upper().split())
    if key in LARGE_SHEETS_MM:
        return key, *LARGE_SHEETS_MM[key]
    try:
        paper = paper_name(name)
    except ValueError:
        raise ValueError(f"expected a print shop's sheet ({', '.join(LARGE_SHEETS_MM)}) or a paper such as a4, "
                         "letter, tabloid or 300x450mm") from None
    return paper_title(paper), *paper_size(paper)


def turned_to_fit(width: float, height: float, sheet: tuple[float, float], bleed: float) -> tuple[float, float] | None:
    """The sheet (width, height), upright or turned (upright first), on which a trim of this size fits
    with its bleed, crop marks and the slug; None when neither way does."""
    need = 2 * (PRINTER_MARGIN_MM + CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM + bleed)
    w, h = sheet
    return next(((sw, sh) for sw, sh in ((w, h), (h, w))
                 if width + need <= sw + 1e-9 and height + need + SLUG_ROOM <= sh + 1e-9), None)


def fits_paper(width: float, height: float, paper: str, bleed: float) -> bool:
    """Whether a trim of this size, with its bleed, crop marks and the slug, fits one page of `paper`."""
    return turned_to_fit(width, height, paper_size(paper), bleed) is not None


def board_page(width: float, height: float, paper: str, bleed: float, sheet: str | None = None) -> BoardPage:
    """The page the whole board goes on: the `sheet` the board names, else the build's `paper` if it
    holds it, else the smallest large sheet."""
    if sheet is not None:
        name, *size = named_sheet(sheet)
        turned = turned_to_fit(width, height, tuple(size), bleed)
        if turned is None:  # check refuses such a sheet at the board's `sheet:`, at any bleed a build allows
            raise LayoutError(f"the board ({width:.0f} x {height:.0f} mm) with a {bleed:g} mm bleed and its crop "
                              f"marks does not fit its sheet, {name}")
        pw, ph = turned
    elif (turned := turned_to_fit(width, height, paper_size(paper), bleed)) is not None:
        name, (pw, ph) = paper_title(paper), turned
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
    from ...print.render.pdf import measure
    from .layout import plan

    laid = plan(spec, measure)
    small = all(fits_paper(laid.width, laid.height, paper, 3.0) for paper in HOME_PAPERS)
    return () if small else ("tiled",)
