"""The safe area of a face: words printed closer to the cut than the deck's or set's safe margin may be
cut off by a cut a little off, so `check` refuses them at the text box that places them (pure)."""

from __future__ import annotations

from ...errors import LayoutError
from ...layout.placed_text import DESCENT
from ...layout.sheet import Box
from ...layout.text import Measure
from .layout import face_boxes, ink_boxes, set_text
from .schema import Templates, fill_in


def outside_safe_area(templates: Templates, call, width: float, height: float, safe: float,
                      measure: Measure, folded: bool = False) -> list[tuple[str, str]]:
    """(box name, message) for each text box of this face whose words reach into the margin `safe` mm
    inside the cut (`folded`: a standee's face, cut at its sides only, folded at its top and foot)."""
    return [(name, f"its words come {nearest:.1f} mm from the cut, inside the {safe:g} mm safe margin a "
                   "slightly-off cut may take (move the box in, or set a smaller safe: on its deck or set)")
            for name, nearest in words_near_cut(templates, call, width, height, safe, measure, folded)]


def words_near_cut(templates: Templates, call, width: float, height: float, safe: float,
                   measure: Measure, folded: bool = False) -> list[tuple[str, float]]:
    """(box name, how near its words come to the cut in mm) for each text box of this face whose words
    reach into the margin `safe` mm inside the cut."""
    if safe <= 0:
        return []
    down = 0.0 if folded else safe
    area = Box(safe, down, width - 2 * safe, height - 2 * down)
    found = []
    for placed in face_boxes(templates, call.template, width, height):
        content = placed.content
        if not content.text or not Box(0.0, 0.0, width, height).contains(placed.box, 0.01):
            continue  # a box reaching outside its face is refused as such
        try:
            lines = set_text(fill_in(content.text, call.values), placed.box, content, measure, placed.name)
        except LayoutError:  # text too long for its box: face_problems says so
            continue
        ink = ink_boxes(lines, content, measure, DESCENT)  # descenders too: they are cut off as well
        if ink and not area.contains(Box.around(ink), 1e-6):
            block = Box.around(ink)
            nearest = min(block.x, width - block.right, *(() if folded else (block.y, height - block.top)))
            found.append((placed.name, max(nearest, 0.0)))
    return found
