"""Boards of hexes or squares (`kind: board`): one large sheet, and the same board tiled over
home-printer pages with an assembly page."""

from .. import Kind, deferred, register
from .schema import BoardSheet

register(Kind("board", BoardSheet,
              pages=deferred("ntw_print.kinds.board.render:pages"),
              check=deferred("ntw_print.kinds.board.verify:check"),
              problems=deferred("ntw_print.kinds.board.problems:problems"),
              also={"tiled": (deferred("ntw_print.kinds.board.render:tiled"),
                              deferred("ntw_print.kinds.board.verify:check_tiled"))},
              digital=deferred("ntw_print.kinds.board.render:digital"),
              art=True, gives=deferred("ntw_print.kinds.board.sheet:tiled_outputs"), whole_sheet=True))
