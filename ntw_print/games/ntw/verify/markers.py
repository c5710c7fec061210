"""`markers.pdf`: the pieces kind's check of what it drew (the credit and the designer marks' key too),
holding what it reads back to every marker the data defines, re-derived here: its words and numbers
(through the rules), its owner's colour, its back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds.pieces.verify import read_and_check
from ....print.readback.piece_sheets import Expected, Face
from ..render.markers import marker_spec
from ..rules.components import marker_face_text

if TYPE_CHECKING:
    from ..loader import Game


def _face(game: Game, face, variant) -> Face | None:
    owner = variant.side if face and face.colour == "side" else face and face.colour
    colour = game.sides[owner].colour.lower() if owner in game.sides else "#e9e6dc"
    return Face.of(" ".join(marker_face_text(game, face, variant)), colour) if face else None


def check(game: Game, pdf, options, report) -> None:
    markers = game.markers.values()
    expected = [Expected(m.id, v.side or "neutral", m.size, m.size, *(_face(game, f, v) for f in (m.front, m.back)))
                for m in markers for v in m.variants for _ in range(v.count)]
    read_and_check(marker_spec(game), pdf, options, report, held_to=expected)
