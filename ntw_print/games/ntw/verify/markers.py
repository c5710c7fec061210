"""`markers.pdf`: every marker the data defines, with its words, numbers, side colour and back."""

from __future__ import annotations

from collections import Counter

from ..rules.components import marker_face_text, printed_counts
from ....print.readback.pdfread import PdfRead
from ....print.readback.piece_matching import match_pieces, piece_key
from ....print.readback.piece_sheets import Expected, Face, NEUTRAL, read_sheets
from ....print.readback.report import FileReport
from .credit import check_credit
from .marks import check_piece_keys
from .pieces import side_colours


def expected_markers(game) -> list[Expected]:
    """One entry per printed marker, its faces filled in from the data by the rules module."""
    pieces = []
    for marker in game.markers.values():
        for variant in marker.variants:
            faces = []
            for face in (marker.front, marker.back):
                if face is None:
                    faces.append(None)
                    continue
                words, caption = marker_face_text(game, face, variant)
                owner = variant.side if face.colour == "side" else face.colour
                faces.append(Face.of(f"{words} {caption}", owner if owner in game.sides else NEUTRAL))
            for _ in range(variant.count):
                pieces.append(Expected(marker.id, variant.side or NEUTRAL, marker.size, marker.size, faces[0], faces[1]))
    return pieces


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    expected = expected_markers(game)
    read = read_sheets(pdf, expected, options, report, side_colours(game))
    match_pieces(read, expected, report)
    check_piece_keys(pdf, read, report)
    total = sum(sum(printed_counts(m).values()) for m in game.markers.values())
    report.notes.append(f"{len(read.found)} markers found, {total} defined in {len(game.markers)} kinds")
    kinds = {piece_key(e.width, e.height, e.front, e.back): (e.kind, e.side) for e in expected}
    found = Counter(kinds.get(piece_key(p.box.width, p.box.height, p.front, p.back)) for p in read.found)
    sided = [f"{m.id} " + ", ".join(f"{side} {found[(m.id, side)]}" for side in printed_counts(m))
             for m in game.markers.values() if any(v.side for v in m.variants)]
    report.notes.append("found per side: " + "; ".join(sided))
