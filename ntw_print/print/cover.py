"""The lines of the print-and-play file's front pages that the game's data fills (app/print_and_play.py
sets them): its name and credit on the cover, and both at the foot of the contents page; and the
check, when the game loads, that they fit: what `check` accepts, `build` builds."""

from __future__ import annotations

from ..core.errors import Fault
from ..core.yamlsrc import Source
from .layout.sheet import HOME_PAPERS, PRINTER_MARGIN_MM, paper_size

COVER_INDENT = PRINTER_MARGIN_MM + 12  # the cover's and the contents' lines stand this far in from each side
COVER_TITLE_PT, COVER_CREDIT_PT = (30, 12), (10, 6)  # set at, shrunk to fit down to
FOOT_CREDIT_PT = (5, 4.5)  # the contents page's credit line at its foot


def foot_credit(name: str, credit: str | None) -> str:
    """The credit line at the foot of the contents page."""
    return f"{name}. {credit}" if credit else name


def cover_faults(game_yaml: Source, name: str, credit: str | None) -> list[Fault]:
    """The game's name or credit too long for the cover or the contents page's foot on a paper a build may
    use, measured as they are set (shrunk to fit down to their smallest size), at game.yaml's line."""
    from .render.draw import unfitted

    for paper in HOME_PAPERS:
        width = paper_size(paper)[0]
        lines = ((("name",), name, width - 2 * COVER_INDENT, COVER_TITLE_PT, "cover's title line", True),
                 (("credit",), credit, width - 2 * COVER_INDENT, COVER_CREDIT_PT, "cover's credit line", False),
                 (("credit",) if credit else ("name",), foot_credit(name, credit), width - 2 * PRINTER_MARGIN_MM,
                  FOOT_CREDIT_PT, "credit line at the foot of the contents page (the name, then the credit)", False))
        for path, words, room, (size, smallest), box, bold in lines:
            why = words and unfitted(words, room, size, smallest, box, bold=bold)
            if why:
                return [game_yaml.fault(path, f"on {paper.upper()} paper (the print-and-play file): {why}")]
    return []
