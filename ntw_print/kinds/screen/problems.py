"""What would stop a sheet of screens from printing, found when its file loads: a screen too big
for the paper, a panel whose blocks do not fit it, a foot line too long for the page. Each is (path in the file, message)."""

from __future__ import annotations

from ...core.errors import LayoutError
from ...print.render.pdf import measure
from .layout import FOOT_MIN_PT, fits, foot_line, foot_room, papers, placement
from .panel import panel_set
from .schema import ScreenSheet


def problems(sheet: ScreenSheet, art=None) -> list[tuple[tuple, str]]:
    found: list[tuple[tuple, str]] = []
    for s, screen in enumerate(sheet.screens):
        too_big = fits(screen, papers(sheet.paper))
        found += [(("screens", s, "width"), message) for message in too_big]
        if not too_big:
            found += [(("screens", s, "name"), message) for message in _foot(sheet, screen)[:1]]
        for name in ("outside", "inside"):
            for p, blocks in enumerate(getattr(screen, name)):
                try:
                    panel_set(blocks, screen.width, screen.room, screen.colour, measure, f"{name} panel {p + 1}")
                except LayoutError as exc:
                    found.append((("screens", s, name, p), str(exc)))
    return found


def _foot(sheet: ScreenSheet, screen) -> list[str]:
    """Why the outside's foot line (title, screen name, credit) cannot fit its page, paper by paper."""
    line = foot_line(sheet.title, screen, sheet.credit)
    need = measure(line, FOOT_MIN_PT, False)
    found = []
    for paper in papers(sheet.paper):
        room = foot_room(placement(screen, paper).width)
        if need > room + 1e-6:
            found.append(f"on {paper.upper()} paper the outside's foot line (the sheet's title, this name and the credit) "
                         f"is {need:.0f} mm long at {FOOT_MIN_PT:g} pt, the page prints {room:.0f} mm across: shorten one of them")
    return found
