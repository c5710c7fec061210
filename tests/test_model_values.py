"""Change reports from validated models (core/values.model_values): named records are things of
their own, values go by their fields' titles, and a record in a list goes by the name it refers to."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from ntw_print.app.changes import compare
from ntw_print.core.lengths import Length
from ntw_print.core.model.common import Id, Model, Sourced
from ntw_print.core.references import Names, Refers
from ntw_print.core.values import model_values


class Cost(Model):
    suit: Annotated[Id, Refers("suit")]
    amount: int = Field(title="paid")


class Card(Sourced):
    id: Annotated[Id, Names("card", scope="game")]
    power: int = Field(title="POW")
    width: Length = 63.0
    wild: bool = False
    costs: list[Cost] = []


class Deck(Model):
    name: str
    cards: list[Card]
    rounds: list[Cost] = []


def test_each_named_record_is_a_thing_and_each_value_goes_by_its_title():
    magician = Card(id="magician", power=1, designer=["power"], costs=[Cost(suit="cups", amount=2)])
    deck = Deck(name="Tarot", cards=[magician, Card(id="fool", power=0, wild=True)],
                rounds=[Cost(suit="coins", amount=1)])
    assert model_values({"tarot-deck.yaml": deck}) == {
        "card magician": {"POW": 1, "width": "63 mm", "wild": "no", "costs cups paid": 2},
        "card fool": {"POW": 0, "width": "63 mm", "wild": "yes", "costs": []},
        "tarot deck": {"name": "Tarot", "rounds coins paid": 1},
    }
    assert model_values({"tarot-deck.yaml": deck}, covered=("tarot-deck.yaml",)) == {}


def test_a_changed_value_reads_in_the_game_s_terms():
    old = Deck(name="Tarot", cards=[Card(id="magician", power=1, costs=[Cost(suit="cups", amount=2)])])
    new = Deck(name="Tarot", cards=[Card(id="magician", power=1, costs=[Cost(suit="cups", amount=3)])])
    assert compare(model_values({"deck.yaml": old}), model_values({"deck.yaml": new})) == [
        "card magician: costs cups paid 2 → 3"]
