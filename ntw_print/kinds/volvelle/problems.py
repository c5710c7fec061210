"""What would stop a volvelle from printing, found when its file loads, each at its place in the
file: a ring whose marks do not fit it (too wide for their share of the ring, or reaching past the
disc's edge), a disc too big for the paper; on an adding volvelle, a total band that does not list
every total once, and totals that need more steps than the window's words allow."""

from __future__ import annotations

from ...core.errors import LayoutError
from ..frame import head_problems, paper_problems
from ...print.render.pdf import measure
from .adding import adding_problems, steps_needed, totals
from .bands import MIN_WINDOW_SIZE, TooManySteps
from .layout import plan, ring_fits
from .schema import VolvelleSheet


def problems(sheet: VolvelleSheet, art=None) -> list[tuple[tuple, str]]:
    if sheet.assembled:
        found = (adding_problems(sheet) or _steps_problems(sheet)) if sheet.adding else []
        return found or paper_problems(lambda paper, measure: _assembled(sheet, paper, measure), ("pages",))
    found: list[tuple[tuple, str]] = []
    for d, disc in enumerate(sheet.discs):
        for r, ring in enumerate(disc.rings):
            try:
                ring_fits(ring, disc, measure)
            except LayoutError as exc:
                found.append((("discs", d, "rings", r), str(exc)))
    if not found:
        found = head_problems(sheet) or paper_problems(lambda paper, measure: plan(sheet, paper, measure), ("discs",))
    return found


def _steps_problems(sheet: VolvelleSheet) -> list[tuple[tuple, str]]:
    """The total band whose words do not fit a step when the totals' spread needs so many (any other fault
    of the layout is the paper's, found next)."""
    from .parts import parts_layout

    try:
        parts_layout(sheet, measure)
    except TooManySteps as exc:
        span, bands = totals(sheet), [b.name for b in sheet.discs[0].bands]
        return [(("discs", 0, "bands", bands.index(exc.band)),
                 f"the totals run from {span[0]} to {span[-1]}, which needs {steps_needed(sheet)} steps round the "
                 f"wheel: too many for the words of band {exc.band!r} at {MIN_WINDOW_SIZE:g} pt (narrow the spread "
                 "of the terms' values, or give the bottom disc a larger radius)")]
    except LayoutError:
        pass
    return []


def _assembled(sheet: VolvelleSheet, paper: str, measure) -> None:
    from ..ruler.hexes import range_rule
    from .assembly import assembly_notes, sheet_pages
    from .parts import parts_layout

    layout = parts_layout(sheet, measure)
    for page in sheet_pages(sheet, layout, range_rule(sheet.rule, measure) if sheet.rule else None, paper):
        if page.notes:
            assembly_notes(sheet, page.notes, layout, measure)
