"""Counters, tokens and markers from tables of rows (`kind: pieces`)."""

from ...components import BuildOptions
from ...render.pdf import measure
from .. import Kind, register
from ..faces.problems import items_problems
from .layout import piece_items
from .render import pages
from .schema import PiecesSpec
from .verify import check


def problems(spec: PiecesSpec, art) -> list[tuple[tuple, str]]:
    uses = [(("sets", i, face), getattr(s, face)) for i, s in enumerate(spec.sets) for face in ("front", "back")]
    return items_problems(spec.templates, uses, piece_items(spec), BuildOptions().bleed, art, measure)


register(Kind("pieces", PiecesSpec, pages, check, problems))
