"""`pieces.pdf`: the pieces kind's check of what it drew (words in their boxes, symbols, trim, the credit,
the designer marks' key), holding what it reads back to every piece of pieces.yaml re-derived here from
the data: its words, the TER of its terrain (marked where the data marks it designer), its colour, its
back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.colours import rgb
from ....core.marks import marked
from ....kinds.faces.hexes import cluster
from ....kinds.pieces.verify import read_and_check
from ....print.readback.piece_sheets import Colours, Expected, Face
from ..render.pieces import piece_spec

if TYPE_CHECKING:
    from ..loader import Game


def side_colours(game: Game) -> Colours:
    """Each side's colour, by the side it names."""
    return {rgb(side.colour): side.id for side in game.info.sides}


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
    read_and_check(piece_spec(game), pdf, options, report, held_to=expected)
