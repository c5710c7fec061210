"""What would stop a volvelle from printing, found when its file loads, each at its place in the
file: a ring whose marks do not fit it (too wide for their share of the ring, or reaching past the
disc's edge), a disc too big for the paper."""

from __future__ import annotations

from ...core.errors import LayoutError
from ..frame import paper_problems
from ...print.render.pdf import measure
from .layout import plan, ring_fits
from .schema import VolvelleSheet


def problems(sheet: VolvelleSheet, art=None) -> list[tuple[tuple, str]]:
    if sheet.assembled:
        return paper_problems(lambda paper, measure: _assembled(sheet, paper, measure), ("pages",))
    found: list[tuple[tuple, str]] = []
    for d, disc in enumerate(sheet.discs):
        for r, ring in enumerate(disc.rings):
            try:
                ring_fits(ring, disc, measure)
            except LayoutError as exc:
                found.append((("discs", d, "rings", r), str(exc)))
    if not found:
        found = paper_problems(lambda paper, measure: plan(sheet, paper, measure), ("discs",))
    return found


def _assembled(sheet: VolvelleSheet, paper: str, measure) -> None:
    from ..ruler.hexes import range_rule
    from .assembly import assembly_notes, sheet_pages
    from .parts import parts_layout

    layout = parts_layout(sheet, measure)
    for page in sheet_pages(sheet, layout, range_rule(sheet.rule, measure) if sheet.rule else None, paper):
        if page.notes:
            assembly_notes(sheet, page.notes, layout, measure)
