"""Volvelles (`kind: volvelle`): discs of card on one pivot, each with rings of marks, windows to
cut out and a pointer, to be cut out and stacked."""

from .. import Kind, deferred, register
from .schema import VolvelleSheet

register(Kind("volvelle", VolvelleSheet,
              pages=deferred("ntw_print.kinds.volvelle.render:pages"),
              check=deferred("ntw_print.kinds.volvelle.verify:check"),
              problems=deferred("ntw_print.kinds.volvelle.problems:problems")))
