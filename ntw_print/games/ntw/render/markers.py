"""`markers.pdf`: the markers rules/components.py derives, drawn by the pieces kind (templates/marker-face.yaml)."""

from ....kinds.pieces.render import digital, pages
from ..rules.components import marker_sets
from .pieces import sheet_spec


def marker_spec(game):
    return sheet_spec(game, "markers", marker_sets(game), "marker-face.yaml")


def marker_sheet(game, options) -> list:
    return pages(marker_spec(game), options, game.symbols)


def marker_pieces(game, options) -> list:
    return digital(marker_spec(game), options, game.symbols)
