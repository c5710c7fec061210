"""`markers.pdf`: the pieces kind's check of what it drew, holding what it reads back to every marker the
data defines, re-derived here: its words and numbers (through the rules), its owner's colour, its back."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....print.readback.piece_matching import piece_key
from ....print.readback.piece_sheets import Expected, Face
from ..render.markers import marker_spec
from ..rules.components import marker_face_text, printed_counts
from .pieces import check_held

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
    read = check_held(game, marker_spec(game), expected, pdf, options, report)
    report.notes.append(f"{len(read.found)} markers found, {len(expected)} defined in {len(markers)} kinds")
    kinds = {piece_key(e.width, e.height, e.front, e.back): (e.kind, e.side) for e in expected}
    found = Counter(kinds.get(piece_key(p.box.width, p.box.height, p.front, p.back)) for p in read.found)
    report.notes.append("found per side: " + "; ".join(f"{m.id} " + ", ".join(
        f"{side} {found[(m.id, side)]}" for side in printed_counts(m)) for m in markers if any(v.side for v in m.variants)))
