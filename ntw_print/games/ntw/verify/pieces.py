"""`markers.pdf` and `pieces.pdf`: the pieces kind's check of what it drew (words in their boxes, symbols,
trim, the credit, the designer marks' key), holding what it reads back to every marker and every piece of
pieces.yaml re-derived here from the data: its words and numbers (through the rules for a marker; a
piece's TER of its terrain, marked where the data marks it designer), its owner's colour, its back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.colours import rgb
from ....core.marks import marked
from ....kinds.faces.hexes import cluster
from ....kinds.pieces.verify import read_and_check
from ....print.readback.piece_sheets import Colours, Expected, Face
from ..render.pieces import SPECS
from ..rules.components import marker_face_text

if TYPE_CHECKING:
    from ..loader import Game

NEUTRAL = "#e9e6dc"  # the ground of a face no side owns


def side_colours(game: Game) -> Colours:
    """Each side's colour, by the side it names."""
    return {rgb(side.colour): side.id for side in game.info.sides}


def _marker_face(game: Game, face, variant) -> Face | None:
    owner = variant.side if face and face.colour == "side" else face and face.colour
    colour = game.sides[owner].colour.lower() if owner in game.sides else NEUTRAL
    return Face.of(" ".join(marker_face_text(game, face, variant)), colour) if face else None


def _markers(game: Game) -> list[Expected]:
    return [Expected(m.id, v.side or "neutral", m.size, m.size, *(_marker_face(game, f, v) for f in (m.front, m.back)))
            for m in game.markers.values() for v in m.variants for _ in range(v.count)]


def _piece_face(game: Game, kind, face) -> Face:
    words = f"{face.text} {face.caption}"
    if face.terrain is not None:
        terrain = game.terrain[face.terrain]
        chosen = ("front" if face is kind.front else "back") in kind.designer or "protection" in terrain.designer
        words += " " + marked(f"TER {terrain.protection}", chosen)
    colour = game.terrain[face.terrain].colour if face.terrain else game.sides[face.colour].colour \
        if face.colour in game.sides else NEUTRAL if face.colour == "neutral" else face.colour
    return Face.of(words, colour.lower())


def _pieces(game: Game) -> list[Expected]:
    expected = []
    for kind in game.extras["pieces.yaml"].pieces:
        size = cluster(kind.hexes, game.info.grid.hex_size)[1:] if kind.hexes else (kind.size.width, kind.size.height)
        faces = [_piece_face(game, kind, face) if face else None for face in (kind.front, kind.back)]
        expected += [Expected(kind.id, "neutral", *size, *faces)] * kind.count
    return expected


def check(game: Game, pdf, options, report, name: str) -> None:
    """`markers.pdf` or `pieces.pdf` (`name`) read back."""
    expected = _markers(game) if name == "markers" else _pieces(game)
    read_and_check(SPECS[name](game), pdf, options, report, held_to=expected)
