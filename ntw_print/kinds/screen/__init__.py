"""Folding player screens: panels with fold lines, an outside and an inside printed back to back."""

from .. import Kind, deferred, register
from .schema import ScreenSheet

register(Kind("screen", ScreenSheet,
              pages=deferred("ntw_print.kinds.screen.render:pages"),
              check=deferred("ntw_print.kinds.screen.verify:check"),
              problems=deferred("ntw_print.kinds.screen.problems:problems")))
