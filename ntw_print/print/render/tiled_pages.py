"""A board too big for the paper, printed for a home printer: an assembly page showing how the
pages fit together, then one page per tile with its seams (a dashed line to cut along, a solid
line to lay the next page on, triangles that meet tip to tip) and a footer saying where it goes.
Any board that can draw a window of itself into a box on a page can be tiled (NTW's boards and
the `board` kind both are)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import MM_PER_PT, Point
from ..layout.scale_bar import foot_bar
from ..layout.sheet import PRINTER_MARGIN_MM, SCALE_BAR_ROOM_MM, Box
from ..layout.tiling import Tile, Tiling
from .draw import GREY, INK, cap_height, colour, fitted_text, text
from .pdf import FONT_BOLD, Page, text_width

SEAM_INK = colour("#c8102e")
CREDIT_ABOVE = 3.0  # mm from the footer's baseline up to the credit line's (layout/tiling.py keeps room for it)
CUT_WASH = colour("#ffffff")
DISC_FILL = colour("#ffffff")
DISC_INK = colour("#24292e")

# (canvas, window in board space, box on the page, with the cells' labels?, art): draws the window
# into the box, clipped to it; `art` (holding the window) is the part of the board a page prints,
# which a board may draw once per PDF (as a form) for its page and its share of the assembly diagram
DrawWindow = Callable[[Canvas, Box, Box, bool, Box], None]


@dataclass(frozen=True)
class TiledBoard:
    game: str  # the game's name
    name: str  # the board, as the pages name it: "board side A «Full map»"
    trim: Box  # the board in board space (mm, origin bottom-left)
    cells: str  # what the board is made of, in words: "hexes", "squares"
    scale_note: str  # on the assembly page: "A hex measures 18 mm across the flats."
    draw: DrawWindow
    credit: str = ""  # the original's authors and source, over each page's footer


def tiled_pages(board: TiledBoard, tiling: Tiling) -> list[Page]:
    """An assembly page, then one page per tile in reading order; a board that one page holds whole
    (a mid-size map on A3) is that page alone, with nothing to assemble."""
    if not assembled(tiling):
        return [_tile_page(board, tiling, tiling.tiles[0], 1, 1)]
    total = len(tiling.tiles) + 1
    pages = [_assembly_page(board, tiling, total)]
    for number, tile in enumerate(tiling.tiles, start=2):
        pages.append(_tile_page(board, tiling, tile, number, total))
    return pages


def assembled(tiling: Tiling) -> bool:
    """Whether the tiled file starts with an assembly page (it has more than one tile)."""
    return len(tiling.tiles) > 1


def tile_page_number(tiling: Tiling, row: int, column: int) -> int:
    """Page number of a tile in the tiled PDF (page 1 is the assembly diagram, when there is one)."""
    return (row - 1) * tiling.columns + column + (1 if assembled(tiling) else 0)


def _tile_page(board: TiledBoard, tiling: Tiling, tile: Tile, number: int, total: int) -> Page:
    def draw(canvas: Canvas) -> None:
        board.draw(canvas, tile.window, tile.page, True, tile.window)
        _seams(canvas, tile)
        _footer(canvas, board, tiling, tile, number, total)

    return Page(tiling.paper_width, tiling.paper_height, draw, label=f"{board.name}, page {number}: {tile.index}",
                scale_bar=foot_bar(PRINTER_MARGIN_MM))


def _seams(canvas: Canvas, tile: Tile) -> None:
    """Where this page meets its neighbours. On the left and top: a dashed line to cut along (the
    strip beyond it is washed out). On the right and bottom: the line the next page's cut edge
    goes on. Triangles at the same board points on both pages meet point to point when the pages
    are aligned."""
    page, window = tile.page, tile.window
    canvas.saveState()
    for cut, vertical in ((tile.cut_left, True), (tile.cut_top, False)):
        if cut is None:
            continue
        at = page.x + cut - window.x if vertical else page.y + cut - window.y
        strip = (Box(page.x, page.y, at - page.x, page.height) if vertical
                 else Box(page.x, at, page.width, page.top - at))
        canvas.setFillColor(CUT_WASH)
        canvas.setFillAlpha(0.6)
        canvas.rect(strip.x, strip.y, strip.width, strip.height, stroke=0, fill=1)
        canvas.setFillAlpha(1)
        _seam_line(canvas, page, at, vertical, dashed=True)
        _seam_triangles(canvas, page, at, vertical, inward=True)
        _scissors_note(canvas, page, at, vertical)
    for cut, vertical in ((tile.cut_right, True), (tile.cut_bottom, False)):
        if cut is None:
            continue
        at = page.x + cut - window.x if vertical else page.y + cut - window.y
        _seam_line(canvas, page, at, vertical, dashed=False)
        _seam_triangles(canvas, page, at, vertical, inward=False)
    canvas.restoreState()


def _seam_line(canvas: Canvas, page: Box, at: float, vertical: bool, dashed: bool) -> None:
    canvas.setStrokeColor(SEAM_INK)
    canvas.setLineWidth(0.3)
    canvas.setDash([2.0, 1.2] if dashed else [])
    if vertical:
        canvas.line(at, page.y, at, page.top)
    else:
        canvas.line(page.x, at, page.right, at)
    canvas.setDash([])


SEAM_MARKS = (0.1, 0.5, 0.9)
"""Where the alignment triangles sit along a seam, as shares of the page."""


def _seam_triangles(canvas: Canvas, page: Box, at: float, vertical: bool, inward: bool) -> None:
    """Small triangles with their tips on the seam, on the side of the page that is kept.
    ``inward`` is True when the kept side lies after the seam (right of it, or below it)."""
    size = 2.4
    sign = 1 if inward else -1
    canvas.setFillColor(SEAM_INK)
    for share in SEAM_MARKS:
        path = canvas.beginPath()
        if vertical:
            y = page.y + page.height * share
            path.moveTo(at, y)
            path.lineTo(at + sign * size, y + size * 0.6)
            path.lineTo(at + sign * size, y - size * 0.6)
        else:
            x = page.x + page.width * share
            path.moveTo(x, at)
            path.lineTo(x + size * 0.6, at - sign * size)
            path.lineTo(x - size * 0.6, at - sign * size)
        path.close()
        canvas.drawPath(path, stroke=0, fill=1)


def _scissors_note(canvas: Canvas, page: Box, at: float, vertical: bool) -> None:
    note = "cut here"
    canvas.saveState()
    if vertical:
        canvas.translate(at - 1.0, page.y + page.height * 0.3)
        canvas.rotate(90)
    else:
        canvas.translate(page.x + page.width * 0.3, at + 1.0)
    text(canvas, 0, 0, note, 6, bold=True, fill=SEAM_INK)
    canvas.restoreState()


def _footer(canvas: Canvas, board: TiledBoard, tiling: Tiling, tile: Tile, number: int, total: int) -> None:
    y = PRINTER_MARGIN_MM + SCALE_BAR_ROOM_MM + 2.0  # above the scale bar
    left = PRINTER_MARGIN_MM
    index = f"Page {number} of {total}: {tile.index}"
    text(canvas, left, y, index, 7.5, bold=True, anchor="start")
    neighbours = []
    if tile.column > 1:
        neighbours.append(f"left: page {tile_page_number(tiling, tile.row, tile.column - 1)}")
    if tile.row > 1:
        neighbours.append(f"above: page {tile_page_number(tiling, tile.row - 1, tile.column)}")
    rest = f"{board.game}, {board.name}" + (f" · lay over {', '.join(neighbours)}" if neighbours else "")
    right = tiling.paper_width - PRINTER_MARGIN_MM
    start = left + text_width(index, FONT_BOLD, 7.5) + 4
    fitted_text(canvas, right, y, rest, right - start, 6.5, 4.5, f"footer of page {number}", fill=GREY,
                anchor="end")
    if board.credit:
        fitted_text(canvas, right, y + CREDIT_ABOVE, board.credit, right - left, 5.5, 4.5, f"credit of page {number}",
                    fill=GREY, anchor="end")


# --- the assembly diagram ---------------------------------------------------------------------------

def _assembly_page(board: TiledBoard, tiling: Tiling, total: int) -> Page:
    width, height = tiling.paper_width, tiling.paper_height
    margin = PRINTER_MARGIN_MM + 4

    def draw(canvas: Canvas) -> None:
        top = height - margin
        text(canvas, margin, top - 6, f"{board.game}: {board.name}", 15, bold=True, anchor="start")
        text(canvas, margin, top - 12.5,
             f"{len(tiling.tiles)} pages in {tiling.rows} rows of {tiling.columns}, assembled as shown. "
             f"This is page 1 of {total}.", 9, anchor="start")
        steps = _steps(board)
        steps_height = 6.0 * len(steps) + 30
        area = Box(margin, margin + steps_height, width - 2 * margin, top - 18 - margin - steps_height)
        trim = board.trim
        scale = min(area.width / trim.width, area.height / trim.height)
        box = Box(area.x + (area.width - trim.width * scale) / 2, area.top - trim.height * scale,
                  trim.width * scale, trim.height * scale)

        def to_page(point: Point) -> Point:
            return (box.x + (point[0] - trim.x) * scale, box.y + (point[1] - trim.y) * scale)

        for tile in tiling.tiles:  # each page's share, from the art that page prints
            share = _overlap(_share(tile), trim)
            (x0, y0), (x1, y1) = to_page((share.x, share.y)), to_page((share.right, share.top))
            board.draw(canvas, share, Box(x0, y0, x1 - x0, y1 - y0), False, tile.window)
        _page_grid(canvas, to_page, tiling)
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.3)
        canvas.rect(box.x, box.y, box.width, box.height, stroke=1, fill=0)
        y = box.y - 8
        for i, step in enumerate(steps, start=1):
            fitted_text(canvas, margin, y, f"{i}. {step}", width - 2 * margin, 8.5, 6, "assembly steps",
                        anchor="start")
            y -= 6.0
        text(canvas, margin, y - 6, f"Printed at 100 %, the bar at the foot of every page measures 100 mm and 4 in. "
             f"{board.scale_note}", 8, anchor="start")
        if board.credit:
            right = width - PRINTER_MARGIN_MM
            fitted_text(canvas, right, PRINTER_MARGIN_MM + SCALE_BAR_ROOM_MM + 2.0 + CREDIT_ABOVE, board.credit,
                        right - PRINTER_MARGIN_MM, 5.5, 4.5, "credit of the assembly page", fill=GREY, anchor="end")

    return Page(width, height, draw, label=f"{board.name}, assembly", scale_bar=foot_bar(margin))


def _steps(board: TiledBoard) -> list[str]:
    return [
        "Print every page at 100 % (actual size, no fitting to the page); check the bar at the foot of each page.",
        "Cut each page along its red dashed lines (on the left and at the top, where there are any).",
        "Lay each page over the page to its left and the one above: the cut edge on their solid red line.",
        f"Red triangles meet tip to tip and the {board.cells} run on unbroken; tape the pages together from the back.",
        f"Put together one row at a time, then the rows; the finished board is "
        f"{board.trim.width / 10:.1f} × {board.trim.height / 10:.1f} cm.",
    ]


def _share(tile: Tile) -> Box:
    """The part of the board a page adds to the assembled board: its window, between its seams."""
    window = tile.window
    x0 = tile.cut_left if tile.cut_left is not None else window.x
    x1 = tile.cut_right if tile.cut_right is not None else window.right
    y0 = tile.cut_bottom if tile.cut_bottom is not None else window.y
    y1 = tile.cut_top if tile.cut_top is not None else window.top
    return Box(x0, y0, x1 - x0, y1 - y0)


def _overlap(a: Box, b: Box) -> Box:
    left, bottom = max(a.x, b.x), max(a.y, b.y)
    return Box(left, bottom, max(min(a.right, b.right) - left, 0.0), max(min(a.top, b.top) - bottom, 0.0))


def _page_grid(canvas: Canvas, to_page: Callable[[Point], Point], tiling: Tiling) -> None:
    """Each page's share of the board (between its seams), with its page number."""
    for tile in tiling.tiles:
        share = _share(tile)
        (px0, py0), (px1, py1) = to_page((share.x, share.y)), to_page((share.right, share.top))
        canvas.setStrokeColor(SEAM_INK)
        canvas.setLineWidth(0.6)
        canvas.rect(px0, py0, px1 - px0, py1 - py0, stroke=1, fill=0)
        cx, cy = (px0 + px1) / 2, (py0 + py1) / 2
        radius = min(px1 - px0, py1 - py0) * 0.22
        canvas.setFillColor(DISC_FILL)
        canvas.setStrokeColor(DISC_INK)
        canvas.setLineWidth(0.3)
        canvas.circle(cx, cy, radius, stroke=1, fill=1)
        number = str(tile_page_number(tiling, tile.row, tile.column))
        points = radius * 1.1 / MM_PER_PT
        text(canvas, cx, cy - cap_height(points) / 2 + radius * 0.18, number, points, bold=True)
        text(canvas, cx, cy - radius * 0.62, f"r{tile.row} c{tile.column}", points * 0.32)
