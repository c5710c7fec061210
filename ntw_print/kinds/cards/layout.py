"""Cards as printed items: every copy of every card of every deck, each with its deck's back (pure)."""

from __future__ import annotations

from ..faces.items import STAMP, FaceCall, Item, copies, mark_values, numbered, row_name, row_values, sheet_group
from .schema import CardsSpec

CARD_SAFE_MM = 3.0  # what card printers ask for: no words within 3 mm (1/8 in) of the cut


def card_items(spec: CardsSpec, stamp: str = "") -> list[Item]:
    """Every copy of every card; `stamp` is what a face's {stamp} prints (which print this is)."""
    items = []
    for d, deck in enumerate(spec.decks):
        width, height = deck.dimensions
        back = FaceCall(deck.back, {**deck.values, STAMP: stamp}, ("decks", d, "values"))
        for r, row in enumerate(deck.cards):
            chosen = "cards" in deck.designer and not spec.unmarked
            values = {**deck.values, **row_values(row, deck.selectors), **mark_values(row, chosen), STAMP: stamp}
            front = FaceCall(deck.front, values, ("decks", d, "cards", r))
            for copy in range(1, copies(row) + 1):
                items.append(Item(f"{deck.id}/{r + 1}/{copy}", row_name(row, r, deck.name_from), width, height, False,
                                  numbered(front, copy), back, sheet_group(deck, d), grid=deck.grid,
                                  safe=CARD_SAFE_MM if deck.safe is None else deck.safe))
    return items
