"""`markers.pdf`: the pieces kind's check of what it drew (words in their boxes, symbols, trim, the key),
holding the markers it reads back to every marker the data defines, re-derived here from the data (its
words and numbers through the rules, its owner's colour, its back)."""

from __future__ import annotations

from collections import Counter

from ....kinds.pieces.verify import read_and_check
from ....print.readback.pdfread import PdfRead
from ....print.readback.piece_matching import piece_key
from ....print.readback.piece_sheets import Expected, Face
from ....print.readback.report import FileReport
from ..render.markers import marker_spec
from ..rules.components import marker_face_text, printed_counts
from .credit import check_credit
from .marks import check_piece_keys

NEUTRAL = "neutral"


def expected_markers(game) -> list[Expected]:
    """One entry per printed marker, its faces filled in from the data by the rules module."""
    pieces = []
    for marker in game.markers.values():
        for variant in marker.variants:
            faces = []
            for face in (marker.front, marker.back):
                owner = variant.side if face and face.colour == "side" else face and face.colour
                colour = game.sides[owner].colour.lower() if owner in game.sides else "#e9e6dc"
                faces.append(Face.of(" ".join(marker_face_text(game, face, variant)), colour) if face else None)
            pieces += [Expected(marker.id, variant.side or NEUTRAL, marker.size, marker.size, *faces)] * variant.count
    return pieces


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    expected = expected_markers(game)
    read = read_and_check(marker_spec(game), pdf, options, report, held_to=expected)
    check_credit(game, pdf, report)
    check_piece_keys(pdf, read, report)
    total = sum(sum(printed_counts(m).values()) for m in game.markers.values())
    report.notes.append(f"{len(read.found)} markers found, {total} defined in {len(game.markers)} kinds")
    kinds = {piece_key(e.width, e.height, e.front, e.back): (e.kind, e.side) for e in expected}
    found = Counter(kinds.get(piece_key(p.box.width, p.box.height, p.front, p.back)) for p in read.found)
    sided = [f"{m.id} " + ", ".join(f"{side} {found[(m.id, side)]}" for side in printed_counts(m))
             for m in game.markers.values() if any(v.side for v in m.variants)]
    report.notes.append("found per side: " + "; ".join(sided))
