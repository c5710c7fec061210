"""The display list: what a layout places on a page, as plain data in mm (x to the right, y up).

A kind's layout works out where each thing goes and hands back these records; nothing draws here.
The PDF renderer draws each type with one function (print/render/display.py), the export's SVG and
PNG come from the same drawing calls, and verify compares what it reads back from the PDF with the
places the layout gave. Coordinates are relative to whatever frame the layout names (a block's
top-left corner, a face's trim, a board's trim); the renderer is told where that frame stands.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Words:
    """A line of text: its baseline at y, `anchor` (start, middle or end) at x; size in points;
    colour '#rrggbb', or None for the ink of where it stands (the renderer's to say)."""

    text: str
    x: float
    y: float
    size: float
    bold: bool = False
    anchor: str = "middle"
    colour: str | None = None
