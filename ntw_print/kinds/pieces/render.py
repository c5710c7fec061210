"""The `pieces` kind's pages: sheets of the chosen paper, fronts then the backs behind them."""

from __future__ import annotations

from ...print.components import BuildOptions
from ...print.layout.scale_bar import stamp_text, widest_stamp
from ...print.layout.sheet import paper
from ...print.render.pdf import Page, measure
from ..faces.art import Art
from ..faces.problems import items_problems, selector_problems
from ..faces.render import item_digital, item_label_problems, item_pages
from .layout import piece_items, turned_backs
from .schema import PiecesSpec


def pages(spec: PiecesSpec, options, art: Art) -> list[Page]:
    sheet = paper(options.paper, options.bleed)
    items = turned_backs(piece_items(spec, stamp_text(options.stamp)), sheet, options.duplex)
    return item_pages(items, spec.templates, sheet, options, art, spec.title, spec.credit, spec.shared_cuts)


def problems(spec: PiecesSpec, art: Art, version: str = "") -> list[tuple[tuple, str]]:
    """What would stop these pieces from printing (at the default bleed), with their fonts and art (and
    the widest stamp of the game's `version`, where a face prints one)."""
    uses = [(("sets", i, face), getattr(s, face)) for i, s in enumerate(spec.sets) for face in ("front", "back")]
    uses += [(("sets", i, "fold", "face"), s.fold.face) for i, s in enumerate(spec.sets) if s.fold]
    found = selector_problems(spec.templates, spec.sets, "sets", "rows")
    if found:
        return found
    items = piece_items(spec, widest_stamp(version, measure))
    return (items_problems(spec.templates, uses, items, BuildOptions().bleed, art, measure)
            or item_label_problems(items, spec.templates, spec.title, spec.credit))


def digital(spec: PiecesSpec, options, art: Art) -> list:
    """Each row's piece, both faces, as the sheet draws it; a hex piece's back on its cluster turned over
    its vertical axis, as a player turns it."""
    items = turned_backs(piece_items(spec, stamp_text(options.stamp)), paper("a4", 0.0), "long")
    return item_digital(items, spec.templates, art)
