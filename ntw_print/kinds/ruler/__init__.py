"""Rulers: range rulers in inches or hexes, at any scale, with coloured bands."""

from .. import Kind, deferred, register
from .schema import RulerSheet

register(Kind("ruler", RulerSheet, deferred("ntw_print.kinds.ruler.render:pages"),
              deferred("ntw_print.kinds.ruler.verify:check"),
              problems=deferred("ntw_print.kinds.ruler.layout:problems")))
