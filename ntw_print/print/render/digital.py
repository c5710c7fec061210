"""What a sheet gives for play on screen: its pieces and boards, each drawn by the very function that
draws it on the printed sheet, with the geometry the export needs around it (cut outline, copies,
a board's grid and every cell's label and centre).

A kind (or a game's own component) lists these; `ntw_print/app/export/` turns them into PNG and SVG
files, Tabletop Simulator decks and a VASSAL module. Lengths are mm, y up, with the origin at the
bottom-left corner of the piece's (or board's) trim.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ...core.geometry import Point
from .piece_sheet import FaceDrawer

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

    from ...core.errors import Fault

SLUG_LENGTH = 48  # a file name's stem, before a piece's -front / -back
DIGITAL_BLEED_MM = 1.0  # art drawn past the cut, then cut off by the outline: an edge without a seam


@dataclass(frozen=True)
class Outline:
    """Where a piece is cut: its trim rectangle, the ellipse inside it, or a union of polygons (a
    cluster of hexes)."""

    shape: str  # "rect", "ellipse" or "polygons"
    polygons: tuple[tuple[Point, ...], ...] = ()


RECT = Outline("rect")
ELLIPSE = Outline("ellipse")


@dataclass(frozen=True)
class DigitalPiece:
    """One distinct piece (or card, or tile): both faces and how many of it the game has."""

    group: str  # the set or deck it belongs to: one Tabletop Simulator deck, one palette list in VASSAL
    name: str  # unique among the game's pieces, safe in a file name
    title: str  # what a player calls it
    width: float
    height: float
    front: FaceDrawer  # (canvas, trim box, bleed): the printed sheet's own drawing
    back: FaceDrawer | None = None
    copies: int = 1
    outline: Outline = RECT
    back_outline: Outline | None = None  # the back's cut, when it is not the front's (a mirrored hex cluster)

    @property
    def back_cut(self) -> Outline:
        return self.back_outline or self.outline


@dataclass(frozen=True)
class PrintDeck:
    """A deck as a print-on-demand service takes it: its cards in order, each with its copies, the one
    back every card shows, and where the deck stands in its file."""

    id: str
    width: float  # the card as designed
    height: float
    cards: tuple[DigitalPiece, ...]
    back: FaceDrawer
    where: tuple[str | int, ...]  # the deck's path in its file
    # (margin mm) -> (path in the file, card, how near its words come to the cut in mm) for each text box
    # whose words reach into that margin inside the cut
    words_near_cut: Callable[[float], list[tuple[tuple[str | int, ...], str, float]]]
    fault: Callable[[tuple[str | int, ...], str], Fault] | None = None  # (path, message) -> the Fault at its line, given by the game that read the file


@dataclass(frozen=True)
class GridCell:
    column: int  # 0-based, as the game's grid counts them
    row: int  # 0-based, row 0 at the top
    label: str  # the game's own name of the cell
    centre: Point


@dataclass(frozen=True)
class DigitalGrid:
    """A board's grid as the game defines it."""

    shape: str  # "hex" or "square"
    orientation: str  # hexes: "flat" (columns) or "pointy" (rows)
    offset: str  # hexes: which columns (flat) or rows (pointy) are shoved half a cell, "odd" or "even"
    cell: float  # across the flats, or a square's side
    columns: int
    rows: int
    style: str  # the label style (ntw_print/grids/labels.py)
    cells: tuple[GridCell, ...]


@dataclass(frozen=True)
class DigitalBoard:
    name: str
    title: str
    width: float  # the trim
    height: float
    draw: Callable[[Canvas], None]  # the whole board, its trim from (0, 0)
    grid: DigitalGrid | None = None


def slug(words: str) -> str:
    """A file-safe name: `Blue APC (2)` -> `blue-apc-2`; cut at a hyphen to 48 characters at most."""
    plain = unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode("ascii")
    name = re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-") or "item"
    if len(name) > SLUG_LENGTH:
        name = name[:SLUG_LENGTH + 1].rsplit("-", 1)[0] if "-" in name[:SLUG_LENGTH + 1] else name[:SLUG_LENGTH]
    return name


def unique_names(pieces: list[DigitalPiece]) -> list[DigitalPiece]:
    """The pieces, every one of a name that repeats numbered from 1 (`shield-1`, `shield-2`), so that
    no piece of the name goes unnumbered beside the others."""
    from dataclasses import replace

    counts = Counter(piece.name for piece in pieces)
    taken = set(counts)
    seen: Counter[str] = Counter()
    found = []
    for piece in pieces:
        if counts[piece.name] == 1:
            found.append(piece)
            continue
        seen[piece.name] += 1
        name = f"{piece.name}-{seen[piece.name]}"
        while name in taken:  # another piece's own name: the next number
            seen[piece.name] += 1
            name = f"{piece.name}-{seen[piece.name]}"
        taken.add(name)
        found.append(replace(piece, name=name))
    return found
