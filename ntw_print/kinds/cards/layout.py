"""Cards as printed items: every copy of every card of every deck, each with its deck's back (pure)."""

from __future__ import annotations

from ..faces.items import FaceCall, Item, copies, row_name, row_values
from .schema import CardsSpec


def card_items(spec: CardsSpec) -> list[Item]:
    items = []
    for d, deck in enumerate(spec.decks):
        width, height = deck.dimensions
        back = FaceCall(deck.back, dict(deck.values), ("decks", d, "values"))
        for r, row in enumerate(deck.cards):
            values = {**deck.values, **row_values(row, deck.selectors)}
            front = FaceCall(deck.front, values, ("decks", d, "cards", r))
            for copy in range(copies(row)):
                items.append(Item(f"{deck.id}/{r + 1}/{copy + 1}", row_name(row, r), width, height, False,
                                  front, back))
    return items
