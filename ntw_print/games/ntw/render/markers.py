"""`markers.pdf`: the markers rules/components.py derives, drawn by the pieces kind (templates/marker-face.yaml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds.pieces.render import digital, pages
from ..rules.components import marker_sets
from .pieces import sheet_spec

if TYPE_CHECKING:
    from ..loader import Game


def marker_spec(game: Game):
    return sheet_spec(game, "markers", marker_sets(game), "marker-face.yaml")


def marker_sheet(game: Game, options) -> list:
    return pages(marker_spec(game), options, game.symbols)


def marker_pieces(game: Game, options) -> list:
    return digital(marker_spec(game), options, game.symbols)
