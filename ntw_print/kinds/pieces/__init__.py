"""Counters, tokens and markers from tables of rows (`kind: pieces`)."""

from .. import Kind, deferred, register
from .schema import PiecesSpec

register(Kind("pieces", PiecesSpec, deferred("ntw_print.kinds.pieces.render:pages"), deferred("ntw_print.kinds.pieces.verify:check"),
              deferred("ntw_print.kinds.pieces.render:problems")))
