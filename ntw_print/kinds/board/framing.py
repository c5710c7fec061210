"""The window of a board a map shows (an excerpt under a map overlay, overlay.py): fitted round the
cells that must show, widened to the shape of the room the map gets, kept on the board. Geometry only,
board mm."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ...print.layout.sheet import Box
from .layout import BoardPlan


@dataclass(frozen=True)
class Framing:
    """A map's window fitted round the cells that must show: `frame`, the box round their corners
    (board mm), within `field`, the part of the board a window may show (the trim under its band)."""

    frame: Box
    field: Box

    def scale(self, room: Box) -> float:
        """Page mm per board mm when the frame fills `room` (bigger: larger cells)."""
        return min(room.width / self.frame.width, room.height / self.frame.height)

    def window(self, box: Box) -> Box:
        """The board (board mm) a map in `box` shows: the frame widened to the box's proportions about
        its middle and slid back onto the field where it would run past an edge."""
        scale = self.scale(box)
        width, height = box.width / scale, box.height / scale
        x = _slide(self.frame.x - (width - self.frame.width) / 2, width, self.field.x, self.field.right)
        y = _slide(self.frame.y - (height - self.frame.height) / 2, height, self.field.y, self.field.top)
        return Box(x, y, width, height)

    def fit(self, room: Box) -> Box:
        """The part of `room` the map really fills: narrower or shorter (kept at the top, centred
        across) when the whole field, at the scale that fills the room with the frame, is smaller."""
        scale = self.scale(room)
        width, height = min(room.width, self.field.width * scale), min(room.height, self.field.height * scale)
        return Box(room.x + (room.width - width) / 2, room.top - height, width, height)


def framing(laid: BoardPlan, cells: Iterable[str]) -> Framing:
    """The framing of a map that must show `cells` (their corners) of a laid-out board."""
    corners = {cell.label: cell.corners for cell in laid.cells}
    points = [p for label in cells for p in corners[label]]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    frame = Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    return Framing(frame, Box(0.0, 0.0, laid.width, laid.band.y if laid.band else laid.height))


def _slide(start: float, size: float, low: float, high: float) -> float:
    """Move a span of `size` from `start` so it stays within low..high (centred when it cannot)."""
    if size >= high - low:
        return low - (size - (high - low)) / 2
    return min(max(start, low), high - size)
