"""Pieces as printed items: every copy of every row of every set, in data order (pure)."""

from __future__ import annotations

from ..faces.items import FaceCall, Item, back_values, copies, numbered, row_name, row_values, sheet_group
from .schema import PiecesSpec


def piece_items(spec: PiecesSpec) -> list[Item]:
    items = []
    for s, piece_set in enumerate(spec.sets):
        width, height = piece_set.size
        for r, row in enumerate(piece_set.rows):
            where = ("sets", s, "rows", r)
            values = row_values(row, piece_set.selectors)
            front = FaceCall(piece_set.front, values, where)
            back = FaceCall(piece_set.back, back_values(row, values), where) if piece_set.back else None
            for copy in range(1, copies(row) + 1):
                items.append(Item(f"{piece_set.id}/{r + 1}/{copy}", row_name(row, r), width, height,
                                  piece_set.shape == "round", numbered(front, copy),
                                  numbered(back, copy) if back else None, sheet_group(piece_set, s)))
    return items
