"""Everything a built set gives for the screen, as files in memory: each piece face and board as PNG
and SVG, each chart page as a picture, a thumbnail of every PDF; and what to print how."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image

from ..render.digital import DigitalBoard, DigitalPiece, unique_names
from .images import SCREEN_DPI, Picture, board_picture, piece_pictures
from .raster import page_count, png_bytes, render_page

THUMB_WIDTH = 320  # px, the catalogue's pictures


@dataclass
class Face:
    png: str  # path in the export folder, at print resolution
    svg: str
    screen: Image.Image  # at SCREEN_DPI, for decks and the VASSAL module


@dataclass
class PieceFiles:
    piece: DigitalPiece
    component: str
    front: Face
    back: Face | None


@dataclass
class BoardFiles:
    board: DigitalBoard
    component: str
    png: str
    screen_png: str
    svg: str
    screen: Image.Image


@dataclass
class ChartFiles:
    component: str
    title: str
    pages: list[str]  # a picture of each page, at screen resolution
    screens: list[Image.Image]


@dataclass
class Printed:
    """One PDF of the set and how to print it."""

    file: str
    title: str
    pages: int
    thumbnail: str
    paper: str  # the sheet, by name or size
    duplex: str  # "duplex" (fronts then backs), "folded" (backs beside fronts) or "" (one-sided)
    stock: str  # what to print on


@dataclass
class ExportSet:
    game_id: str
    game_name: str
    dpi: int
    pieces: list[PieceFiles] = field(default_factory=list)
    boards: list[BoardFiles] = field(default_factory=list)
    charts: list[ChartFiles] = field(default_factory=list)
    printed: list[Printed] = field(default_factory=list)
    table: object | None = None  # the table a game with no board is played on (games/sheets/model.py: PlayTable)
    files: dict[str, bytes] = field(default_factory=dict)  # path in the export folder -> contents

    def add(self, path: str, data: bytes | str) -> str:
        self.files[path] = data.encode("utf-8") if isinstance(data, str) else data
        return path


def collect(game, folder: Path, options, dpi: int, progress=lambda message: None) -> ExportSet:
    """The digital forms of every file the game lists, from the set built in `folder`."""
    found = ExportSet(game.info.id, game.info.name, dpi, table=getattr(game.info, "table", None))
    components = game.plugin.components(game)
    for name in game.info.components:
        component = components[name]
        progress(name)
        items = component.digital_items(game, options)
        pieces = unique_names([item for item in items if isinstance(item, DigitalPiece)])
        for piece in pieces:
            front, back = piece_pictures(piece, dpi)
            base = f"pieces/{name}/{piece.name}"
            found.pieces.append(PieceFiles(piece, name, _face(found, f"{base}-front", front),
                                           _face(found, f"{base}-back", back) if back else None))
        for board in (item for item in items if isinstance(item, DigitalBoard)):
            found.boards.append(_board(found, name, board, dpi))
        pdf = folder / f"{name}.pdf"
        if component.digital is None and component.chart:
            found.charts.append(_chart(found, name, component.title, pdf))
        found.printed.append(_printed(found, game, component, options, pdf, items))
    return found


def _face(found: ExportSet, base: str, picture: Picture) -> Face:
    return Face(found.add(f"{base}.png", png_bytes(picture.printed, found.dpi)),
                found.add(f"{base}.svg", picture.svg), picture.screen)


def _board(found: ExportSet, component: str, board: DigitalBoard, dpi: int) -> BoardFiles:
    picture = board_picture(board, dpi)
    base = f"boards/{component}"
    return BoardFiles(board, component, found.add(f"{base}.png", png_bytes(picture.printed, dpi)),
                      found.add(f"{base}-screen.png", png_bytes(picture.screen, SCREEN_DPI)),
                      found.add(f"{base}.svg", picture.svg), picture.screen)


def _chart(found: ExportSet, component: str, title: str, pdf: Path) -> ChartFiles:
    screens = [render_page(str(pdf), index, SCREEN_DPI) for index in range(page_count(str(pdf)))]
    pages = [found.add(f"charts/{component}-{n}.png", png_bytes(image, SCREEN_DPI))
             for n, image in enumerate(screens, start=1)]
    return ChartFiles(component, title, pages, screens)


def _printed(found: ExportSet, game, component, options, pdf: Path, items: list) -> Printed:
    from ..layout.cutting import printing_of
    from ..layout.sheet import LARGE_SHEETS_MM, PAPER_SIZES_MM, paper_title

    pages = component.pages(game, options)
    thumb_dpi = THUMB_WIDTH / pages[0].width * 25.4
    first = render_page(str(pdf), 0, thumb_dpi)
    thumbnail = found.add(f"thumbnails/{component.name}.png", png_bytes(first, thumb_dpi))
    sizes = {**{paper_title(name): size for name, size in PAPER_SIZES_MM.items()}, **LARGE_SHEETS_MM}
    width, height = sorted((pages[0].width, pages[0].height))
    paper = next((name for name, (w, h) in sizes.items() if abs(w - width) < 1 and abs(h - height) < 1),
                 f"{width:.0f} × {height:.0f} mm")
    duplex = printing_of([page.label for page in pages], False, options.duplex).kind
    if paper in LARGE_SHEETS_MM:
        stock = "heavy paper, at a print shop"
    elif any(isinstance(item, DigitalPiece) for item in items):
        stock = "card (160 g/m² or more), or paper glued to card"
    else:
        stock = "plain paper"
    return Printed(f"{component.name}.pdf", component.title, len(pages), thumbnail, paper, duplex, stock)
