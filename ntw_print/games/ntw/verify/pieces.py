"""`pieces.pdf`: terrain pieces, area markers, cards: every piece of pieces.yaml, its words, the TER
value of its terrain, its colour, and the right back behind each front.
"""

from __future__ import annotations

from ..layout.hex_pieces import hex_piece_shape
from ....print.readback.piece_matching import match_pieces
from ....core.colours import rgb
from ....print.readback.piece_sheets import Colours, Expected, Face, NEUTRAL, read_sheets
from ....print.readback.pdfread import PdfRead
from ....print.readback.report import FileReport
from .credit import check_credit
from .marks import check_piece_keys
from ....core.marks import marked

PIECES_FILE = "pieces.yaml"


def colour_names(game) -> dict:
    """Background colours that say something: each side's and each terrain's."""
    names = {rgb(t.colour): t.id for t in game.terrain.values()}
    names.update(side_colours(game))
    return names


def side_colours(game) -> Colours:
    """Each side's colour, by the side it names."""
    return {rgb(side.colour): side.id for side in game.info.sides}


def face_of(game, kind, face, names: dict) -> Face:
    """The words a face prints (its TER marked when the face, or its terrain's protection, is the designer's)."""
    words = f"{face.text} {face.caption}"
    if face.terrain is not None:
        terrain = game.terrain[face.terrain]
        chosen = ("front" if face is kind.front else "back") in kind.designer or "protection" in terrain.designer
        words += " " + marked(f"TER {terrain.protection}", chosen)
        colour = face.terrain
    elif face.colour in game.sides:
        colour = face.colour
    elif face.colour.startswith("#"):
        colour = names.get(rgb(face.colour), NEUTRAL)
    else:
        colour = NEUTRAL
    return Face.of(words, colour)


def expected_pieces(game, names: dict) -> list[Expected]:
    pieces = []
    for kind in game.extras[PIECES_FILE].pieces:
        if kind.hexes is not None:
            shape = hex_piece_shape(kind.cells(), game.info.grid.hex_size)
            width, height = shape.width, shape.height
        else:
            width, height = kind.size.width, kind.size.height
        front = face_of(game, kind, kind.front, names)
        back = face_of(game, kind, kind.back, names) if kind.back else None
        pieces += [Expected(kind.id, NEUTRAL, width, height, front, back)] * kind.count
    return pieces


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    names = colour_names(game)
    expected = expected_pieces(game, names)
    read = read_sheets(pdf, expected, options, report, names)
    match_pieces(read, expected, report)
    check_piece_keys(pdf, read, report)
    report.notes.append(f"{len(read.found)} pieces found, {len(expected)} defined")
