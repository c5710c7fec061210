"""Decks of cards from tables of rows, one back per deck (`kind: cards`)."""

from .. import Kind, deferred, register
from .schema import CardsSpec

register(Kind("cards", CardsSpec,
              pages=deferred("ntw_print.kinds.cards.render:pages"),
              check=deferred("ntw_print.kinds.cards.verify:check"),
              problems=deferred("ntw_print.kinds.cards.render:problems"),
              digital=deferred("ntw_print.kinds.cards.render:digital"),
              print_decks=deferred("ntw_print.kinds.cards.render:print_decks"),
              art=True, stamped=True, effort=3.0))
