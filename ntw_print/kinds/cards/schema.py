"""The `cards` kind: decks of cards from tables of rows, through a face template, one back per deck.

    kind: cards
    title: Mission cards
    bleed: 3mm                      # optional: the deck's own (default: the build's --bleed)
    templates: {mission: ..., mission-back: ...}
    decks:
      - id: offense
        size: poker                 # poker 63 x 88 mm, bridge 57 x 88, mini 44 x 63, tarot 70 x 120,
                                    # or {width: 2.5in, height: 3.5in}
        front: mission
        back: mission-back          # every card of the deck shows this back
        values: {deck: Offense}     # what the back (and every card) reads besides the row
        cards: offense.csv          # or a list of rows in the YAML
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, model_validator

from ...core.lengths import Length
from ...core.marks import Markable
from ..faces.items import Scalar
from ...core.model.common import SHEET_CREDIT_LENGTH
from ..faces.schema import Model, Sourced, Templates
from ..faces.tables import Rows, Table, distinct, within_total

CARD_SIZES_MM: dict[str, tuple[float, float]] = {
    "poker": (63.0, 88.0),
    "bridge": (57.0, 88.0),
    "mini": (44.0, 63.0),
    "tarot": (70.0, 120.0),
}
MIN_CARD_MM = 20.0
SizeName = Literal[tuple(CARD_SIZES_MM)]  # a size by name, for the schema an editor reads


class CardSize(Model):
    width: Length
    height: Length


def _named_size(value: object) -> object:
    """A size by name becomes its width and height; anything else is read as {width, height}."""
    if isinstance(value, str):
        if value not in CARD_SIZES_MM:
            raise ValueError(f"expected a card size ({', '.join(CARD_SIZES_MM)}) or {{width: ..., height: ...}}, "
                             f"got {value!r}")
        width, height = CARD_SIZES_MM[value]
        return {"width": f"{width}mm", "height": f"{height}mm"}
    return value


class Deck(Table):
    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    size: Annotated[CardSize, BeforeValidator(_named_size, json_schema_input_type=CardSize | SizeName)] = Field(
        "poker", validate_default=True, description="poker, bridge, mini, tarot or {width, height}")
    back: str = Field(description="the template of the deck's back, the same on every card")
    values: dict[str, Scalar] = Field(default_factory=dict, description="values of the deck, for its back")
    cards: Rows

    @model_validator(mode="after")
    def _big_enough(self) -> "Deck":
        if min(self.dimensions) < MIN_CARD_MM:
            raise ValueError(f"a card must be at least {MIN_CARD_MM:g} mm across")
        return self

    @property
    def dimensions(self) -> tuple[float, float]:
        return self.size.width, self.size.height


class CardsSpec(Sourced, Markable):
    kind: Literal["cards"]
    title: str = Field(min_length=1, max_length=80)
    credit: str = Field("", max_length=SHEET_CREDIT_LENGTH, description="the original's author and source, under each sheet")
    bleed: Length | None = Field(None, description="art beyond the cut on every side (default: the build's "
                                 "--bleed, 3mm); a --bleed other than 3mm wins over it")
    templates: Templates
    decks: list[Deck] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> "CardsSpec":
        distinct([d.id for d in self.decks], "deck")
        within_total(self.decks, "cards", "decks", "cards")
        return self
