"""New Techno War's art hook for the kinds: its own symbols (render/symbols.py, drawn in code, in the
box's colour) beside the game's SVG files, each marked with its name where it stands, as the kind's are."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...kinds.faces.art import Art
from ...print.layout.sheet import Box
from ...print.render.draw import colour as ink
from ...print.render.forms import form, place
from .render.symbols import SYMBOLS, draw_symbol


class GameArt(Art):
    def problem(self, symbol: str | None = None, picture: str | None = None) -> str | None:
        return super().problem(None if symbol in SYMBOLS else symbol, picture)

    def draw_symbol(self, canvas: Canvas, name: str, box: Box, colour: str | None = None) -> Box:
        if name not in SYMBOLS:
            return super().draw_symbol(canvas, name, box)
        size = min(box.width, box.height)
        drawn = form(canvas, f"ntw-{name}-{size!r}-{colour}", Box(-size, -size, 2 * size, 2 * size),
                     lambda c: draw_symbol(c, name, 0.0, 0.0, size, ink(colour or "#1a1a1a")))
        place(canvas, drawn, box.x + box.width / 2, box.y + box.height / 2, label=name)
        return Box(box.x + (box.width - size) / 2, box.y + (box.height - size) / 2, size, size)


def game_art(game) -> GameArt:
    """The game's art, read once per loaded game."""
    if "art" not in game.cache:
        game.cache["art"] = GameArt(game.symbols.folder)  # the folder the game's symbols/ is read from
    return game.cache["art"]
