"""A board bigger than the paper, cut into overlapping pages for a home printer: which part of
the board each page shows, and where the seams between neighbours run. Pure geometry in mm."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.geometry import Point
from .sheet import PRINTER_MARGIN_MM, SCALE_BAR_ROOM_MM, Box, paper_size

OVERLAP_MM = 10.0
"""Board shown on both of two neighbouring pages."""
FOOTER_MM = 10.0 + SCALE_BAR_ROOM_MM  # where the page is and goes, the credit over it, the scale bar under it
"""Strip under the board on each tiled page, for the scale bar and the page's index above it."""


@dataclass(frozen=True)
class Tile:
    """One page of a board printed in pieces: which part of the board (``window``, board space)
    goes where on the page (``page``, page space, same size: scale 1)."""

    row: int  # 1-based, from the top
    column: int  # 1-based, from the left
    rows: int
    columns: int
    window: Box
    page: Box
    cut_left: float | None  # board x of the seams this page shares with its neighbours
    cut_right: float | None
    cut_top: float | None  # board y
    cut_bottom: float | None

    @property
    def index(self) -> str:
        return f"row {self.row}, column {self.column} of {self.rows}×{self.columns}"

    def to_page(self, point: Point) -> Point:
        return (point[0] - self.window.x + self.page.x, point[1] - self.window.y + self.page.y)


@dataclass(frozen=True)
class Tiling:
    paper_width: float
    paper_height: float
    tiles: tuple[Tile, ...]
    art: Box  # the part of the board that is tiled (trim and bleed)

    @property
    def rows(self) -> int:
        return self.tiles[0].rows

    @property
    def columns(self) -> int:
        return self.tiles[0].columns


def _spans(length: float, window: float, overlap: float) -> list[tuple[float, float]]:
    """Windows of ``window`` mm covering ``length`` mm, neighbours overlapping by at least
    ``overlap`` mm, spread evenly: (start, end) pairs from 0 to ``length``."""
    if length <= window:
        return [(0.0, length)]
    count = math.ceil((length - overlap) / (window - overlap))
    step = (length - window) / (count - 1)
    return [(i * step, i * step + window) for i in range(count)]


def tile_board(art: Box, paper_width: float, paper_height: float, margin: float, footer: float,
               overlap: float) -> Tiling:
    """Cut ``art`` (board space) into pages of the paper, portrait or landscape, whichever needs
    fewer pages (portrait on a tie). Each page shows a window as large as the printable area above
    a footer strip; neighbouring windows overlap by at least ``overlap`` mm and the seam (where
    the upper or left page is cut) runs down the middle of the overlap."""
    options = []
    for width, height in ((paper_width, paper_height), (paper_height, paper_width)):
        area_w, area_h = width - 2 * margin, height - 2 * margin - footer
        xs = _spans(art.width, area_w, overlap)
        ys = _spans(art.height, area_h, overlap)
        options.append((len(xs) * len(ys), width, height, xs, ys))
    _, width, height, xs, ys = min(options, key=lambda option: option[0])
    tiles = []
    for row, (y0, y1) in enumerate(ys):
        top, bottom = art.top - y0, art.top - y1
        for col, (x0, x1) in enumerate(xs):
            window = Box(art.x + x0, bottom, x1 - x0, top - bottom)
            page = Box(margin, margin + footer + (height - 2 * margin - footer) - window.height,
                       window.width, window.height)
            tiles.append(Tile(
                row=row + 1, column=col + 1, rows=len(ys), columns=len(xs), window=window, page=page,
                cut_left=art.x + (x0 + xs[col - 1][1]) / 2 if col > 0 else None,
                cut_right=art.x + (xs[col + 1][0] + x1) / 2 if col + 1 < len(xs) else None,
                cut_top=art.top - (y0 + ys[row - 1][1]) / 2 if row > 0 else None,
                cut_bottom=art.top - (ys[row + 1][0] + y1) / 2 if row + 1 < len(ys) else None,
            ))
    return Tiling(width, height, tuple(tiles), art)


def home_tiling(trim: Box, paper: str) -> Tiling:
    """The pages of `paper` a board of this trim is printed on at home."""
    width, height = paper_size(paper)
    return tile_board(trim, width, height, PRINTER_MARGIN_MM, FOOTER_MM, OVERLAP_MM)
