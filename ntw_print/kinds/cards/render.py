"""The `cards` kind's pages: gang sheets of one card size, fronts then the deck backs behind them."""

from __future__ import annotations

from ...layout.sheet import paper
from ...render.pdf import Page, measure
from ..faces.art import Art
from ..faces.problems import items_problems, selector_problems
from ..faces.render import item_digital, item_pages
from .layout import card_items
from .schema import CardsSpec


def pages(spec: CardsSpec, options, art: Art) -> list[Page]:
    return item_pages(card_items(spec), spec.templates, paper(options.paper, spec.bleed), options, art, spec.title,
                      spec.credit)


def problems(spec: CardsSpec, art: Art) -> list[tuple[tuple, str]]:
    """What would stop these decks from printing, with their fonts and art."""
    uses = [(("decks", i, face), getattr(d, face)) for i, d in enumerate(spec.decks) for face in ("front", "back")]
    return (selector_problems(spec.templates, spec.decks, "decks", "cards")
            or items_problems(spec.templates, uses, card_items(spec), spec.bleed, art, measure))


def digital(spec: CardsSpec, options, art: Art) -> list:
    """Each row's piece, both faces, as the sheet draws it."""
    return item_digital(card_items(spec), spec.templates, art)
