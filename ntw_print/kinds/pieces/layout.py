"""Pieces as printed items: every copy of every row of every set, in data order (pure)."""

from __future__ import annotations

from dataclasses import replace

from ...print.layout.pieces import PieceSize, back_flips
from ...print.layout.sheet import Duplex, SheetSpec
from ..faces.hexes import cluster, mirrored
from ..faces.items import STAMP, FaceCall, Fold, Item, back_values, copies, mark_values, numbered, row_name, \
    row_values, sheet_group
from .schema import PiecesSpec

PIECE_SAFE_MM = 0.25  # a counter is small: its words may come this close to its cut, not onto it


def piece_items(spec: PiecesSpec, stamp: str = "") -> list[Item]:
    """Every copy of every row; `stamp` is what a face's {stamp} prints (which print this is)."""
    items = []
    for s, piece_set in enumerate(spec.sets):
        width, height = piece_set.printed_size
        cells = None
        if piece_set.hexes is not None:
            cells, width, height = cluster(piece_set.hexes, piece_set.width)
        for r, row in enumerate(piece_set.rows):
            where = ("sets", s, "rows", r)
            chosen = "rows" in piece_set.designer and not spec.unmarked
            values = {**row_values(row, piece_set.selectors), **mark_values(row, chosen), STAMP: stamp}
            front = FaceCall(piece_set.front, values, where, cells)
            back = FaceCall(piece_set.back, back_values(row, values), where, cells) if piece_set.back else None
            fold = None
            if piece_set.fold is not None:
                tab = piece_set.fold.face
                fold = Fold(piece_set.size[1], piece_set.fold.tab, FaceCall(tab, values, where) if tab else None)
            name = row_name(row, r, piece_set.name_from)
            for copy in range(1, copies(row) + 1):
                items.append(Item(f"{piece_set.id}/{r + 1}/{copy}", name, width, height,
                                  piece_set.shape == "round", numbered(front, copy),
                                  numbered(back, copy) if back else None, sheet_group(piece_set, s),
                                  _numbered_fold(fold, copy), piece_set.grid,
                                  PIECE_SAFE_MM if piece_set.safe is None else piece_set.safe))
    return items


def _numbered_fold(fold: Fold | None, copy: int) -> Fold | None:
    """A standee's fold with its tabs reading the number of its copy, as its faces do."""
    if fold is None or fold.tab_call is None:
        return fold
    return Fold(fold.face, fold.tab, numbered(fold.tab_call, copy))


def turned_backs(items: list[Item], sheet: SheetSpec, duplex: str) -> list[Item]:
    """The items with each hex piece's back on its cluster mirrored as the sheet it lands on turns over
    (the duplex flip, or the fold of its sheet)."""
    flips = back_flips([PieceSize(i.key, i.width, i.height, i.has_back_page, i.group, i.grid) for i in items],
                       sheet, duplex)
    return [_turned(item, flips[item.key]) if item.key in flips and item.back and item.back.cells else item
            for item in items]


def _turned(item: Item, flip: Duplex) -> Item:
    back = item.back
    return replace(item, back=replace(back, cells=mirrored(back.cells, item.width, item.height, flip)))
