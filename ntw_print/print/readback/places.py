"""Reading what is printed at a place on a page: the text whose middle lies in a box, the colour on top."""

from __future__ import annotations

from ..layout.sheet import Box
from .pdfread import Colour, PageRead, TextRun

TOLERANCE_MM = 0.3


def shifted(inner: Box, outer: Box) -> Box:
    """A box given relative to a piece's bottom-left corner, placed on the page."""
    return Box(outer.x + inner.x, outer.y + inner.y, inner.width, inner.height)


def runs_at(page: PageRead, box: Box, tolerance: float = TOLERANCE_MM) -> list[TextRun]:
    """Text runs whose middle lies in the box, top line first, left to right."""
    area = box.grow(tolerance)
    return runs_among(page.text_middles.between(area.x, area.right), box, tolerance)


def runs_among(runs: list[TextRun], box: Box, tolerance: float = TOLERANCE_MM) -> list[TextRun]:
    area = box.grow(tolerance)
    left, bottom, right, top = area.x, area.y, area.right, area.top  # once, not once a run
    inside = [t for t in runs if left <= t.centre[0] <= right and bottom <= t.centre[1] <= top]
    return sorted(inside, key=lambda t: (-round(t.y, 1), t.x))


def fill_at(page: PageRead, box: Box, tolerance: float = 0.2) -> Colour | None:
    """The colour of the last-drawn fill that covers the whole box (what the eye sees there)."""
    for shape in reversed(page.shapes):
        if shape.fill is not None and shape.box.contains(box, tolerance):
            return shape.fill
    return None


def centre(box: Box) -> tuple[float, float]:
    return (box.x + box.width / 2, box.y + box.height / 2)


class TextLedger:
    """The text runs of one piece, so a checker can say which of them the data does not account for."""

    def __init__(self, page: PageRead, box: Box) -> None:
        self.page = page
        self.runs = runs_at(page, box, 0.5)
        self.used: set[int] = set()

    def take(self, box: Box, tolerance: float = TOLERANCE_MM, fresh: bool = False) -> str:
        """The text in a part of the piece, marked as accounted for (`fresh`: only what no part took before,
        where parts overlap)."""
        found = [run for run in runs_among(self.runs, box, tolerance) if not (fresh and id(run) in self.used)]
        self.used.update(id(run) for run in found)
        return " ".join(t.text.strip() for t in found)

    def unaccounted(self) -> list[TextRun]:
        return [run for run in self.runs if id(run) not in self.used]


def crosses(page: PageRead, shortest: float, longest: float) -> list[tuple[float, float]]:
    """Centres of crosses: a horizontal and a vertical line, each `shortest`..`longest` mm long,
    crossing at their middles (registration crosses, pivot marks)."""
    horizontal, vertical = [], []
    for line in page.lines:
        (x0, y0), (x1, y1) = line.points
        if abs(y0 - y1) < 0.01 and shortest <= abs(x1 - x0) <= longest:
            horizontal.append(((x0 + x1) / 2, y0))
        elif abs(x0 - x1) < 0.01 and shortest <= abs(y1 - y0) <= longest:
            vertical.append((x0, (y0 + y1) / 2))
    found = {(round(hx, 2), round(hy, 2)) for hx, hy in horizontal for vx, vy in vertical
             if abs(hx - vx) < 0.05 and abs(hy - vy) < 0.05}
    return sorted(found)
