"""The `cards` kind's pages: gang sheets of one card size, fronts then the deck backs behind them."""

from __future__ import annotations

from dataclasses import replace

from ...print.components import BuildOptions, own_bleed
from ...print.layout.scale_bar import stamp_text, widest_stamp
from ...print.layout.sheet import paper
from ...print.render.digital import PrintDeck
from ...print.render.pdf import Page, measure
from ..faces.art import Art
from ..faces.items import Item
from ..faces.problems import items_problems, selector_problems
from ..faces.render import item_digital, item_label_problems, item_pages
from ..faces.safe import face_words_near_cut
from ..faces.schema import Templates
from .layout import card_items
from .schema import CardsSpec


def deck_bleed(spec: CardsSpec, options) -> tuple[float, str]:
    """The bleed these decks print with, and why, when their file sets its own (layout: `own_bleed`)."""
    return own_bleed(spec.bleed, options)


def pages(spec: CardsSpec, options, art: Art) -> list[Page]:
    bleed, why = deck_bleed(spec, options)
    found = item_pages(card_items(spec, stamp_text(options.stamp)), spec.templates, paper(options.paper, bleed),
                       options, art, spec.title, spec.credit)
    if why and found:
        found[0] = replace(found[0], settings={"bleed": bleed, "bleed_from": why})
    return found


def problems(spec: CardsSpec, art: Art, version: str = "") -> list[tuple[tuple, str]]:
    """What would stop these decks from printing, with their fonts and art (and the widest stamp of the
    game's `version`, where a face prints one)."""
    uses = [(("decks", i, face), getattr(d, face)) for i, d in enumerate(spec.decks) for face in ("front", "back")]
    found = selector_problems(spec.templates, spec.decks, "decks", "cards")
    if found:
        return found
    items = card_items(spec, widest_stamp(version, measure))
    return (items_problems(spec.templates, uses, items, deck_bleed(spec, BuildOptions())[0], art, measure)
            or item_label_problems(items, spec.templates, spec.title, spec.credit))


def digital(spec: CardsSpec, options, art: Art) -> list:
    """Each row's piece, both faces, as the sheet draws it."""
    return item_digital(card_items(spec, stamp_text(options.stamp)), spec.templates, art)


def print_decks(spec: CardsSpec, options, art: Art) -> list[PrintDeck]:
    """Each deck for a print-on-demand service: its cards as the sheet draws them, its back, and its
    faces' words held to a margin inside the cut."""
    items = card_items(spec, stamp_text(options.stamp))
    pieces = item_digital(items, spec.templates, art)
    found = []
    for d, deck in enumerate(spec.decks):
        cards = tuple(piece for piece in pieces if piece.group == deck.id)
        own = [item for item in items if item.key.split("/", 1)[0] == deck.id]
        found.append(PrintDeck(deck.id, *deck.dimensions, cards, cards[0].back, ("decks", d),
                               lambda margin, own=own: _words_near_cut(spec.templates, own, margin)))
    return found


def _words_near_cut(templates: Templates, items: list[Item], margin: float) -> list[tuple[tuple, str, float]]:
    """(path of the text box, card, how near its words come to the cut) for each face of these cards
    whose words reach into `margin` mm inside the cut; each box once, at its nearest."""
    nearest: dict[tuple, tuple[str, float]] = {}
    for item in items:
        for call in (item.front, item.back):
            for box, near in face_words_near_cut(templates, call.template, call.values, item.width, item.height,
                                                 margin, measure):
                path = ("templates", call.template, "boxes", box)
                if path not in nearest or near < nearest[path][1]:
                    nearest[path] = (item.label, near)
    return [(path, label, near) for path, (label, near) in nearest.items()]
