"""`unit-tiles.pdf` and `section-tiles.pdf`: the rows rules/tiles.py derives, through the face templates of
templates/unit-tile.yaml and section-tile.yaml; the `pieces` kind draws, checks and exports them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds import KINDS
from ..model.templates import TileSheet, section_tile_template, unit_tile_template
from ..rules.tiles import section_rows, unit_rows

if TYPE_CHECKING:
    from ..loader import Game


def _sheet(game: Game, template: TileSheet, rows: list[dict], what: str) -> TileSheet:
    """The template's first set with the rows, marked where they say, titled and credited as the game's."""
    first = template.sets[0].model_copy(update={"rows": rows, "designer": ["rows"]})
    return template.model_copy(update={"sets": [first], "title": template.title or f"{game.info.name} {what}",
                                       "credit": template.credit or game.info.credit})


def unit_tile_spec(game: Game) -> TileSheet:
    return _sheet(game, unit_tile_template(game), unit_rows(game), "unit tiles")


def section_tile_spec(game: Game) -> TileSheet:
    return _sheet(game, section_tile_template(game), section_rows(game), "section tiles")


SPECS = {"unit-tiles": unit_tile_spec, "section-tiles": section_tile_spec}


def tile_sheet(game: Game, options, name: str) -> list:
    """`unit-tiles.pdf` or `section-tiles.pdf` (`name`), as the kind prints its pieces."""
    return KINDS["pieces"].pages(SPECS[name](game), options, game.symbols)


def tile_digital(game: Game, options, name: str) -> list:
    """The tiles for play on screen, as the kind exports its pieces."""
    return KINDS["pieces"].digital(SPECS[name](game), options, game.symbols)
