"""What would stop a sheet of screens from printing, found when its file loads: a screen too big
for the paper, a panel whose blocks do not fit it. Each is (path in the file, message)."""

from __future__ import annotations

from ...errors import LayoutError
from ...render.pdf import measure
from .layout import fits, papers
from .panel import panel_set
from .schema import ScreenSheet


def problems(sheet: ScreenSheet, art=None) -> list[tuple[tuple, str]]:
    found: list[tuple[tuple, str]] = []
    for s, screen in enumerate(sheet.screens):
        found += [(("screens", s, "width"), message) for message in fits(screen, papers(sheet.paper))]
        for name in ("outside", "inside"):
            for p, blocks in enumerate(getattr(screen, name)):
                try:
                    panel_set(blocks, screen.width, screen.height, screen.colour, measure, f"{name} panel {p + 1}")
                except LayoutError as exc:
                    found.append((("screens", s, name, p), str(exc)))
    return found
