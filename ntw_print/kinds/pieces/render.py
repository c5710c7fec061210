"""The `pieces` kind's pages: sheets of the chosen paper, fronts then the backs behind them."""

from __future__ import annotations

from ...layout.sheet import paper
from ...render.pdf import Page
from ..faces.art import Art
from ..faces.render import item_pages
from .layout import piece_items
from .schema import PiecesSpec


def pages(spec: PiecesSpec, options, art: Art) -> list[Page]:
    return item_pages(piece_items(spec), spec.templates, paper(options.paper, options.bleed), options, art,
                      spec.title)
