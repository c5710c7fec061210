"""The faces an item prints on the front of the sheet, as geometry (mm, origin bottom-left).

Most items print one face there (their back goes behind it on the next page). A fold-over standee
prints its whole strip, bottom to top: a base tab, the front, the back turned upside down, and a
second tab turned with it. Folded at the middle line, the back stands behind the front, the right
way up; the tabs bend out either way to stand on.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...print.layout.sheet import Box, Segment
from .items import FaceCall, Item


@dataclass(frozen=True)
class Part:
    name: str  # front, back or tab
    call: FaceCall | None  # None: a tab with no template, plain in the front's colour
    box: Box  # its trim on the page
    turned: bool  # printed upside down
    art: Box  # where its background runs: the box, and the bleed beyond the strip's outer edges


def parts(item: Item, trim: Box, bleed: float) -> list[Part]:
    """What `item` prints inside `trim` on the front page."""
    if item.fold is None:
        return [Part("front", item.front, trim, False, trim.grow(bleed))]
    fold = item.fold
    ys = [trim.y, trim.y + fold.tab, trim.y + fold.tab + fold.face, trim.y + fold.tab + 2 * fold.face, trim.top]
    found = []
    for index, (name, call, turned) in enumerate((("tab", fold.tab_call, False), ("front", item.front, False),
                                                  ("back", item.back, True), ("tab", fold.tab_call, True))):
        low, high = ys[index] - (bleed if index == 0 else 0.0), ys[index + 1] + (bleed if index == 3 else 0.0)
        box = Box(trim.x, ys[index], trim.width, ys[index + 1] - ys[index])
        found.append(Part(name, call, box, turned, Box(trim.x - bleed, low, trim.width + 2 * bleed, high - low)))
    return found


def printed_parts(item: Item) -> list[Part]:
    """Every face `item` prints, on the front of the sheet and behind it, each at its own size
    (placed on a trim at the origin)."""
    trim = Box(0.0, 0.0, item.width, item.height)
    behind = [Part("back", item.back, trim, False, trim)] if item.has_back_page else []
    return parts(item, trim, 0.0) + behind


def fold_lines(item: Item, trim: Box) -> list[Segment]:
    """Where a standee folds: between each tab and its face, and through the middle."""
    if item.fold is None:
        return []
    fold = item.fold
    ys = (trim.y + fold.tab, trim.y + fold.tab + fold.face, trim.y + fold.tab + 2 * fold.face)
    return [((trim.x, y), (trim.right, y)) for y in ys]


def placed(box: Box, part: Part) -> Box:
    """A box of a face template (mm from the face's bottom-left corner) where it lands on the page."""
    if part.turned:
        return Box(part.box.right - box.right, part.box.top - box.top, box.width, box.height)
    return Box(part.box.x + box.x, part.box.y + box.y, box.width, box.height)
