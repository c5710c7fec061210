"""Decks of cards from tables of rows, one back per deck (`kind: cards`)."""

from ...render.pdf import measure
from .. import Kind, register
from ..faces.problems import items_problems
from .layout import card_items
from .render import pages
from .schema import CardsSpec
from .verify import check


def problems(spec: CardsSpec, art) -> list[tuple[tuple, str]]:
    uses = [(("decks", i, face), getattr(d, face)) for i, d in enumerate(spec.decks) for face in ("front", "back")]
    return items_problems(spec.templates, uses, card_items(spec), spec.bleed, art, measure)


register(Kind("cards", CardsSpec, pages, check, problems))
