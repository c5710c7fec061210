"""`pieces.pdf`: the pieces rules/components.py derives, drawn by the pieces kind (templates/piece-face.yaml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds.pieces.render import digital, pages
from ....kinds.pieces.schema import PiecesSpec
from ..rules.components import piece_sets

if TYPE_CHECKING:
    from ..loader import Game


def sheet_spec(game: Game, what: str, sets: list[dict], templates: str) -> PiecesSpec:
    """The sets as the pieces kind's spec, drawn with the face templates of `templates/<templates>`."""
    return PiecesSpec.model_validate({"kind": "pieces", "title": f"{game.info.name} {what}", "sets": sets,
                                     "credit": game.info.credit, "shared_cuts": False,
                                     "templates": game.templates.model(templates).templates})


def piece_spec(game: Game) -> PiecesSpec:
    return sheet_spec(game, "pieces", piece_sets(game), "piece-face.yaml")


def piece_sheet(game: Game, options) -> list:
    return pages(piece_spec(game), options, game.symbols)


def piece_pieces(game: Game, options) -> list:
    return digital(piece_spec(game), options, game.symbols)
