"""References across a game's files (core/references.reference_faults): a name given twice and a
name that nothing gives are each one fault at their line, with the closest name offered."""

from __future__ import annotations

from typing import Annotated

from ntw_print.core.model.common import Id, Model
from ntw_print.core.model.validation import validate
from ntw_print.core.references import Names, Refers, reference_faults, references
from ntw_print.core.yamlsrc import parse_yaml


class Suit(Model):
    id: Annotated[Id, Names("suit", scope="game")]
    colour: Annotated[str, Refers("ink", also=("plain",), noun="colour", unless="^#", hint="; or #rrggbb")] = "plain"


class Card(Model):
    name: str
    suit: Annotated[Id, Refers("suit")]
    beats: list[Annotated[Id, Refers("suit")]] = []
    pile: Annotated[Id, Refers("pile")] | None = None


class Deck(Model):
    """A deck of cards: suits known to every file, piles of this file only, and cards naming both."""

    suits: list[Suit] = []
    piles: dict[Annotated[Id, Names("pile")], int] = {}
    cards: list[Card] = []


SUITS = "suits:\n  - {id: cups}\n  - {id: coins, colour: '#aa0000'}\n  - {id: swords, colour: gold}\n"
CARDS = ("piles: {draw: 40, discard: 0}\n"
         "cards:\n"
         "  - {name: Knave, suit: cup, beats: [coins, sword]}\n"
         "  - {name: Queen, suit: coins, pile: drawn}\n")


def _read(name: str, text: str):
    source = parse_yaml(text, name)
    model, faults = validate(source, Deck)
    assert not faults
    return model, source


def test_every_unknown_name_is_one_located_fault_with_the_closest_name():
    faults = reference_faults([_read("suits.yaml", SUITS), _read("cards.yaml", CARDS)], known={"ink": ["gold"]})
    assert [str(f) for f in sorted(faults)] == [
        "cards.yaml:3:25: cards[0].suit: unknown suit 'cup' (did you mean 'cups'? known: coins, cups, swords)",
        "cards.yaml:3:45: cards[0].beats[1]: unknown suit 'sword' (did you mean 'swords'? known: coins, cups, swords)",
        "cards.yaml:4:38: cards[1].pile: unknown pile 'drawn' (did you mean 'draw'? known: discard, draw)",
    ]


def test_a_name_given_twice_and_a_name_of_another_file_only():
    twice = SUITS + "  - {id: cups, colour: pink}\n"
    other = "piles: {}\ncards:\n  - {name: Ace, suit: cups, pile: draw}\n"  # `draw` is a pile of cards.yaml only
    faults = reference_faults([_read("suits.yaml", twice), _read("cards.yaml", CARDS.replace("cup,", "cups,")),
                               _read("more.yaml", other)], known={"ink": ["gold"], "pile": []})
    assert sorted(f"{f.file}:{f.path}: {f.message}" for f in faults) == [
        "cards.yaml:cards[0].beats[1]: unknown suit 'sword' (did you mean 'swords'? known: coins, cups, swords)",
        "cards.yaml:cards[1].pile: unknown pile 'drawn' (did you mean 'draw'? known: discard, draw)",
        "more.yaml:cards[0].pile: unknown pile 'draw' (known: none)",
        "suits.yaml:suits[3].colour: unknown colour 'pink' (did you mean 'plain'? known: gold, plain); or #rrggbb",
        "suits.yaml:suits[3].id: duplicate id 'cups'",
    ]


def test_references_follow_unions_lists_and_mapping_keys():
    model, _ = _read("cards.yaml", CARDS)
    assert [(path, mark.kind, value) for path, mark, value in references(model)] == [
        (("piles", "draw"), "pile", "draw"), (("piles", "discard"), "pile", "discard"),
        (("cards", 0, "suit"), "suit", "cup"), (("cards", 0, "beats", 0), "suit", "coins"),
        (("cards", 0, "beats", 1), "suit", "sword"), (("cards", 1, "suit"), "suit", "coins"),
        (("cards", 1, "pile"), "pile", "drawn")]
