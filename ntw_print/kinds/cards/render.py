"""The `cards` kind's pages: gang sheets of one card size, fronts then the deck backs behind them."""

from __future__ import annotations

from ...layout.sheet import paper
from ...render.pdf import Page
from ..faces.art import Art
from ..faces.render import item_pages
from .layout import card_items
from .schema import CardsSpec


def pages(spec: CardsSpec, options, art: Art) -> list[Page]:
    return item_pages(card_items(spec), spec.templates, paper(options.paper, spec.bleed), options, art, spec.title)
