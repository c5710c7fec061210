"""Art a designer brings: SVG symbols drawn as vectors, PNG and JPEG pictures placed as images.

A game's folder holds `symbols/<name>.svg` and `pictures/<file>`; a face box names them with
`symbol: flame` or `picture: hills.jpg`. svglib turns an SVG into a reportlab drawing, which is
drawn into the PDF as paths, never as a bitmap. Both are read through art_files.py: only from
inside the game's folder, and within the limits of limits.py. A symbol named by a code
(`symbol: nato:infantry`) is ntw-print's own (ntw_print/print/symbols/) and never a file; so is one
of its pictograms (`symbol: tree`, print/symbols/pictograms.py) where the folder has no SVG of that
name, drawn in the box's colour.
"""

from __future__ import annotations

from io import BytesIO
from pathlib import Path, PurePosixPath
from typing import Any

from reportlab.graphics import renderPDF
from reportlab.graphics.shapes import Drawing, Group, String
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from ...print import symbols
from ...core.game_files import Refused
from ...print.layout.sheet import Box
from ...print.render.draw import colour
from ...print.render.forms import form, place
from ...print.render.pdf import FONT
from ...print.symbols.pictograms import SYMBOLS as PICTOGRAMS, draw_symbol as draw_pictogram
from ...print.symbols.render import draw_symbol as draw_coded
from .art_files import picture_bytes, svg_drawing
from .layout import fit_art

PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg")


def art_of(game: Any) -> Art:
    """The art of a loaded game's folder (`game.root`), read once per loaded game (kept in `game.cache`)."""
    if "art" not in game.cache:
        game.cache["art"] = Art(game.root)
    art: Art = game.cache["art"]
    return art


class Art:
    """The symbols and pictures of one game folder, each read once, and what the game paints on its boards
    itself (`board_hooks`: docs/pieces-and-cards.md, Boards; None when it paints nothing)."""

    def __init__(self, folder: Path | None, board_hooks: object = None):
        self.folder = folder
        self.board_hooks = board_hooks
        self._symbols: dict[str, Drawing] = {}
        self._pictures: dict[str, ImageReader] = {}
        self._problems: dict[tuple[str | None, str | None], str | None] = {}
        self._svg: dict[str, bool] = {}

    def symbol_path(self, name: str) -> Path | None:
        return self.folder / "symbols" / f"{name}.svg" if self.folder else None

    def picture_path(self, name: str) -> Path | None:
        return self.folder / "pictures" / name if self.folder else None

    def pictogram(self, name: str) -> bool:
        """Whether `name` is drawn as ntw-print's pictogram: one of them, and no SVG of the game's of that name."""
        if name not in self._svg:
            path = self.symbol_path(name)
            self._svg[name] = path is not None and path.exists()
        return name in PICTOGRAMS and not self._svg[name]

    def problem(self, symbol: str | None = None, picture: str | None = None) -> str | None:
        """Why a symbol or picture cannot be drawn (None when it can), found once for each."""
        if (symbol, picture) not in self._problems:
            self._problems[symbol, picture] = self._problem(symbol, picture)
        return self._problems[symbol, picture]

    def _problem(self, symbol: str | None, picture: str | None) -> str | None:
        if symbol is not None and symbols.is_code(symbol):
            try:
                symbols.parse(symbol)
            except symbols.CodeError as exc:
                return str(exc)
        elif symbol is not None and not self.pictogram(symbol):
            path = self.symbol_path(symbol)
            if path is None or not path.exists():
                return f"no symbol '{symbol}': expected the file symbols/{symbol}.svg in the game's folder"
            try:
                drawing = self.symbol(symbol)
            except Refused as exc:
                return str(exc)
            if drawing is None:
                return f"symbols/{symbol}.svg is not an SVG drawing that can be read"
            if any(isinstance(node, String) for node in _nodes(drawing)):
                return (f"symbols/{symbol}.svg holds text: turn its text into paths (its font would not be "
                        "embedded in the PDF)")
        if picture is not None:
            path = self.picture_path(picture)
            if not picture.lower().endswith(PICTURE_SUFFIXES):
                return f"picture '{picture}': expected a .png, .jpg or .jpeg file"
            if path is None or not path.exists():
                return f"no picture '{picture}': expected the file pictures/{picture} in the game's folder"
            try:
                self.picture(picture)
            except Refused as exc:
                return str(exc)
        return None

    def symbol(self, name: str) -> Drawing | None:
        """The symbol's drawing (None when svglib reads none in it); Refused when its file or a file
        it refers to breaks a rule of game_files.py."""
        if name not in self._symbols:
            path = self.symbol_path(name)
            drawing = svg_drawing(self.folder, path, _shown("symbols", f"{name}.svg")) if path else None
            if drawing is None or not drawing.width or not drawing.height:
                return None
            drawing.initialFontName = FONT  # an embedded font, not reportlab's default Helvetica
            self._symbols[name] = drawing
        return self._symbols[name]

    def picture(self, name: str) -> ImageReader:
        if name not in self._pictures:
            data = picture_bytes(self.folder, self.picture_path(name), _shown("pictures", name))
            self._pictures[name] = ImageReader(BytesIO(data))
        return self._pictures[name]

    def draw_symbol(self, canvas: Canvas, name: str, box: Box, ink: str = "#1a1a1a") -> Box:
        """The symbol scaled to fit `box`, centred, as vector paths (a pictogram in `ink`); returns where it
        went. Each symbol at each size is drawn once per PDF (as a form) however many pieces and cells show it."""
        if symbols.is_code(name):
            return draw_coded(canvas, symbols.parse(name), box)
        if self.pictogram(name):
            return _place_pictogram(canvas, name, box, ink)
        drawing = self.symbol(name)
        placed = fit_art(box, drawing.width, drawing.height)
        scale = placed.width / drawing.width

        def draw(canvas: Canvas) -> None:
            canvas.saveState()
            canvas.scale(scale, scale)
            renderPDF.draw(drawing, canvas, 0, 0)
            canvas.restoreState()

        reach = Box(0.0, 0.0, placed.width, placed.height).grow(max(placed.width, placed.height))  # strokes stand out
        drawn = form(canvas, f"symbol-{name}-{placed.width!r}-{placed.height!r}", reach, draw)
        place(canvas, drawn, placed.x, placed.y, label=name)
        return placed

    def draw_picture(self, canvas: Canvas, name: str, box: Box) -> Box:
        """The picture scaled to fit `box`, centred, as an image; returns where it went."""
        image = self.picture(name)
        width, height = image.getSize()
        placed = fit_art(box, width, height)
        canvas.drawImage(image, placed.x, placed.y, placed.width, placed.height, mask="auto")
        return placed


def _place_pictogram(canvas: Canvas, name: str, box: Box, ink: str) -> Box:
    size = min(box.width, box.height)
    placed = fit_art(box, size, size)
    reach = Box(0.0, 0.0, size, size).grow(size)  # strokes stand out

    def draw(canvas: Canvas) -> None:
        draw_pictogram(canvas, name, size / 2, size / 2, size, colour(ink))

    place(canvas, form(canvas, f"pictogram-{name}-{ink}-{size!r}", reach, draw), placed.x, placed.y, label=name)
    return placed


def _shown(folder: str, name: str) -> str:
    """How a message names the file: `symbols/flame.svg`, or the path itself when it is absolute."""
    return str(PurePosixPath(folder, name))


def _nodes(group: Group):
    for node in group.contents:
        yield node
        if isinstance(node, Group):
            yield from _nodes(node)
