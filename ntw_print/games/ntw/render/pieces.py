"""`pieces.pdf`: the pieces rules/components.py derives, drawn by the pieces kind (templates/piece-face.yaml)."""

from __future__ import annotations

from ....kinds.pieces.render import digital, pages
from ....kinds.pieces.schema import PiecesSpec
from ..rules.components import piece_sets


def sheet_spec(game, what: str, sets: list[dict], templates: str) -> PiecesSpec:
    """The sets as the pieces kind's spec, drawn with the face templates of `templates/<templates>`."""
    return PiecesSpec.model_validate({"kind": "pieces", "title": f"{game.info.name} {what}", "sets": sets,
                                     "credit": game.info.credit, "shared_cuts": False,
                                     "templates": game.templates.model(templates).templates})


def piece_spec(game) -> PiecesSpec:
    return sheet_spec(game, "pieces", piece_sets(game), "piece-face.yaml")


def piece_sheet(game, options) -> list:
    return pages(piece_spec(game), options, game.symbols)


def piece_pieces(game, options) -> list:
    return digital(piece_spec(game), options, game.symbols)
