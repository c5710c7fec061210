"""The safe area of a face: words printed closer to the cut than the deck's or set's safe margin may be
cut off by a cut a little off, so `check` refuses them at the text box that places them (pure)."""

from __future__ import annotations

from ...core.errors import LayoutError
from ...print.layout.placed_text import DESCENT
from ...print.layout.sheet import Box
from ...print.layout.text import Measure
from .layout import Placed, SetText, face_boxes, ink_boxes, set_text
from .schema import Templates, fill_in


def outside_safe_area(boxes: list[Placed], width: float, height: float, safe: float, measure: Measure,
                      laid: dict[str, SetText], folded: bool = False) -> list[tuple[str, str]]:
    """(box name, message) for each text box of this face (`boxes`) whose words (`laid`: as set in them by
    face_problems) reach into the margin `safe` mm inside the cut (`folded`: a standee's face, cut at
    its sides only, folded at its top and foot)."""
    return [(name, f"its words come {nearest:.1f} mm from the cut, inside the {safe:g} mm safe margin a "
                   "slightly-off cut may take (move the box in, or set a smaller safe: on its deck or set)")
            for name, nearest in words_near_cut(boxes, width, height, safe, measure, laid, folded)]


def words_near_cut(boxes: list[Placed], width: float, height: float, safe: float, measure: Measure,
                   laid: dict[str, SetText], folded: bool = False) -> list[tuple[str, float]]:
    """(box name, how near its words come to the cut in mm) for each text box of this face whose words
    reach into the margin `safe` mm inside the cut."""
    if safe <= 0:
        return []
    down = 0.0 if folded else safe
    area = Box(safe, down, width - 2 * safe, height - 2 * down)
    found = []
    for placed in boxes:
        if placed.name not in laid or not Box(0.0, 0.0, width, height).contains(placed.box, 0.01):
            continue  # a box reaching outside its face, or words too long for it, are refused as such
        ink = ink_boxes(laid[placed.name], measure, DESCENT)  # descenders too: they are cut off as well
        if ink and not area.contains(Box.around(ink), 1e-6):
            block = Box.around(ink)
            nearest = min(block.x, width - block.right, *(() if folded else (block.y, height - block.top)))
            found.append((placed.name, max(nearest, 0.0)))
    return found


def face_words_near_cut(templates: Templates, template: str, values: dict, width: float, height: float,
                        safe: float, measure: Measure) -> list[tuple[str, float]]:
    """words_near_cut for one face drawn from its template and its row's values, its words set here
    (a print-on-demand service's margin, measured after `check` has passed the face)."""
    boxes = face_boxes(templates, template, width, height)
    laid = {}
    for placed in boxes:
        if placed.content.text:
            try:
                laid[placed.name] = set_text(fill_in(placed.content.text, values), placed.box, placed.content,
                                             measure, placed.name)
            except LayoutError:  # text too long for its box: face_problems says so
                continue
    return words_near_cut(boxes, width, height, safe, measure, laid)
