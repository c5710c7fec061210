"""The sheets the `pieces` kind draws, checks and exports from the rows New Techno War derives: `markers.pdf`
and `pieces.pdf` (rules/components.py, through templates/marker-face.yaml and piece-face.yaml), and
`unit-tiles.pdf` and `section-tiles.pdf` (rules/tiles.py, through templates/unit-tile.yaml and
section-tile.yaml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds.pieces.render import digital, pages
from ....kinds.pieces.schema import PiecesSpec
from ..model.templates import TileSheet, section_tile_template, unit_tile_template
from ..rules.components import marker_sets, piece_sets
from ..rules.tiles import section_rows, unit_rows

if TYPE_CHECKING:
    from ..loader import Game


def _sheet_spec(game: Game, what: str, sets: list[dict], templates: str) -> PiecesSpec:
    """The sets as the pieces kind's spec, drawn with the face templates of `templates/<templates>`."""
    return PiecesSpec.model_validate({"kind": "pieces", "title": f"{game.info.name} {what}", "sets": sets,
                                     "credit": game.info.credit, "shared_cuts": False,
                                     "templates": game.templates.model(templates).templates})


def _tile_sheet(game: Game, template: TileSheet, rows: list[dict], what: str) -> TileSheet:
    """The template's first set with the rows, marked where they say, titled and credited as the game's."""
    first = template.sets[0].model_copy(update={"rows": rows, "designer": ["rows"]})
    return template.model_copy(update={"sets": [first], "title": template.title or f"{game.info.name} {what}",
                                       "credit": template.credit or game.info.credit})


def marker_spec(game: Game) -> PiecesSpec:
    return _sheet_spec(game, "markers", marker_sets(game), "marker-face.yaml")


def piece_spec(game: Game) -> PiecesSpec:
    return _sheet_spec(game, "pieces", piece_sets(game), "piece-face.yaml")


def unit_tile_spec(game: Game) -> TileSheet:
    return _tile_sheet(game, unit_tile_template(game), unit_rows(game), "unit tiles")


def section_tile_spec(game: Game) -> TileSheet:
    return _tile_sheet(game, section_tile_template(game), section_rows(game), "section tiles")


SPECS = {"markers": marker_spec, "pieces": piece_spec, "unit-tiles": unit_tile_spec,
         "section-tiles": section_tile_spec}
"""Each output the pieces kind prints, by its name, and the spec it prints."""


def pieces_sheet(game: Game, options, name: str) -> list:
    """`<name>.pdf` (of SPECS), as the kind prints its pieces."""
    return pages(SPECS[name](game), options, game.symbols)


def pieces_digital(game: Game, options, name: str) -> list:
    """Its pieces for play on screen, as the kind exports them."""
    return digital(SPECS[name](game), options, game.symbols)
