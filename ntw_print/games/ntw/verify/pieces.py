"""`pieces.pdf`: the pieces kind's check of what it drew (words in their boxes, symbols, trim, the key),
holding what it reads back to every piece of pieces.yaml re-derived here from the data: its words, the
TER of its terrain (marked where the data marks it designer), its colour, its back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.colours import rgb
from ....core.marks import marked
from ....kinds.faces.hexes import cluster
from ....kinds.pieces.verify import read_and_check
from ....print.readback.piece_sheets import Colours, Expected, Face, SheetRead
from ..render.pieces import piece_spec
from .credit import check_credit
from .marks import check_piece_keys

if TYPE_CHECKING:
    from ..loader import Game


def side_colours(game: Game) -> Colours:
    """Each side's colour, by the side it names."""
    return {rgb(side.colour): side.id for side in game.info.sides}


def check_held(game: Game, spec, expected: list[Expected], pdf, options, report) -> SheetRead:
    """The kind's check of `spec`, the pieces read back held to `expected`, the credit and the marks' key."""
    read = read_and_check(spec, pdf, options, report, held_to=expected)
    check_credit(game, pdf, report)
    check_piece_keys(pdf, read, report)
    return read


def face_of(game: Game, kind, face) -> Face:
    words = f"{face.text} {face.caption}"
    if face.terrain is not None:
        terrain = game.terrain[face.terrain]
        chosen = ("front" if face is kind.front else "back") in kind.designer or "protection" in terrain.designer
        words += " " + marked(f"TER {terrain.protection}", chosen)
    colour = game.terrain[face.terrain].colour if face.terrain else game.sides[face.colour].colour \
        if face.colour in game.sides else "#e9e6dc" if face.colour == "neutral" else face.colour
    return Face.of(words, colour.lower())


def check(game: Game, pdf, options, report) -> None:
    expected = []
    for kind in game.extras["pieces.yaml"].pieces:
        size = cluster(kind.hexes, game.info.grid.hex_size)[1:] if kind.hexes else (kind.size.width, kind.size.height)
        faces = [face_of(game, kind, face) if face else None for face in (kind.front, kind.back)]
        expected += [Expected(kind.id, "neutral", *size, *faces)] * kind.count
    read = check_held(game, piece_spec(game), expected, pdf, options, report)
    report.notes.append(f"{len(read.found)} pieces found, {len(expected)} defined")
