"""What only laying out and drawing shows, checked by `ntw-print check` (a build meets it as it draws):
the turn recorder holds the turn table and the scenarios on every paper at every bleed a build
allows, and every word of the data that a marker, tile, piece or reference card prints fits its box
(the tiles' through their kind's `problems`).
A fault stands at the value that does not fit.

Each distinct card and piece is drawn by the sheets' own drawers onto a canvas that is never saved: a few hundredths of a second."""

from __future__ import annotations

import io
import re

from ...core.errors import Fault, LayoutError

# the words a message quotes before "needs": a drawer's "text 'Cannon' needs", a kind's "'Cannon' needs" (an
# apostrophe inside them is one of a word: "Commander's")
QUOTED = re.compile(r"'([^']*(?:'[a-z][^']*)*)' needs")


def sheet_fit_faults(game) -> list[Fault]:
    from .render.turn_recorder import recorder_fit_problem

    problem = recorder_fit_problem(game)
    faults = [game.sources["turns.yaml"].fault(("turns",), problem)] if problem else []
    from .tile_checks import tile_faults

    return faults + word_faults(game) + tile_faults(game)


def word_faults(game) -> list[Fault]:
    """One fault per text a card or piece cannot hold, at the data value the text is made of."""
    from reportlab.pdfgen.canvas import Canvas

    from ...print.layout.sheet import MAX_BLEED_MM, Box
    from ...print.render.pdf import FONT, register_fonts
    from . import digital
    from .render.reference_card import reference_card_pieces

    register_fonts()
    canvas = Canvas(io.BytesIO(), initialFontName=FONT)
    makers = [("markers.yaml", ("markers",), lambda: digital.markers(game, None)),
              ("units.yaml", ("units",), lambda: reference_card_pieces(game)),
              ("pieces.yaml", ("pieces",), lambda: digital.pieces(game, None))]
    faults: dict[str, Fault] = {}
    for file, path, make in makers:
        try:
            for piece in make():
                for face in (piece.front, piece.back):
                    if face is not None:
                        face(canvas, Box(0.0, 0.0, piece.width, piece.height), MAX_BLEED_MM)
        except LayoutError as exc:
            message = str(exc)
            faults.setdefault(message, _located(game, message, file, path))
    return list(faults.values())


def _located(game, message: str, file: str, path: tuple) -> Fault:
    """The fault at the data value the message quotes; else at `path` in `file`."""
    return located_value(game, message) or game.sources[file].fault(path, f"does not fit: {message}")


def located_value(game, message: str) -> Fault | None:
    """The fault at the data value the message quotes (the value itself, or the longest value the
    printed text is made of, as a unit's name in 'Infantry 6'), if it quotes one."""
    quoted = QUOTED.search(message)
    if quoted:
        text = quoted.group(1)
        found = [(value == text, len(value), rel, where) for rel, source in sorted(game.sources.items())
                 for where, value in _strings(source.data, ()) if len(value) >= 2 and value in text]
        if found:
            *_, rel, where = max(found, key=lambda f: (f[0], f[1]))
            return game.sources[rel].fault(where, f"too long to print: {message}")
    return None


def _strings(data, path: tuple):
    if isinstance(data, str):
        yield path, data
    elif isinstance(data, dict):
        for key, value in data.items():
            if key not in ("notes", "id"):
                yield from _strings(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _strings(value, path + (i,))
