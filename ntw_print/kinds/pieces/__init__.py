"""Counters, tokens and markers from tables of rows (`kind: pieces`)."""

from ...render.pdf import measure
from .. import Kind, register
from ..faces.items import items_problems
from .layout import piece_items
from .render import pages
from .schema import PiecesSpec
from .verify import check


def problems(spec: PiecesSpec, art) -> list[tuple[tuple, str]]:
    return items_problems(spec.templates, piece_items(spec), art, measure)


register(Kind("pieces", PiecesSpec, pages, check, problems))
