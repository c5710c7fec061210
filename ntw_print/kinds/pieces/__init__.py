"""Counters, tokens and markers from tables of rows (`kind: pieces`)."""

from .. import Kind, deferred, register
from .schema import PiecesSpec

register(Kind("pieces", PiecesSpec,
              pages=deferred("ntw_print.kinds.pieces.render:pages"),
              check=deferred("ntw_print.kinds.pieces.verify:check"),
              problems=deferred("ntw_print.kinds.pieces.render:problems"),
              digital=deferred("ntw_print.kinds.pieces.render:digital"),
              art=True, stamped=True, effort=3.0))
