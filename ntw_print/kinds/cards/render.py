"""The `cards` kind's pages: gang sheets of one card size, fronts then the deck backs behind them."""

from __future__ import annotations

from dataclasses import replace

from ...components import BuildOptions, own_bleed
from ...layout.scale_bar import stamp_text, widest_stamp
from ...layout.sheet import paper
from ...render.pdf import Page, measure
from ..faces.art import Art
from ..faces.problems import items_problems, selector_problems
from ..faces.render import item_digital, item_pages
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
    return (selector_problems(spec.templates, spec.decks, "decks", "cards")
            or items_problems(spec.templates, uses, card_items(spec, widest_stamp(version, measure)),
                              deck_bleed(spec, BuildOptions())[0], art, measure))


def digital(spec: CardsSpec, options, art: Art) -> list:
    """Each row's piece, both faces, as the sheet draws it."""
    return item_digital(card_items(spec, stamp_text(options.stamp)), spec.templates, art)
