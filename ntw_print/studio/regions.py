"""Where two pictures of one page differ: a pixel diff, gathered into a few boxes to outline.

Pure Pillow (ImageChops): the difference is thresholded, shrunk onto a grid of small cells (a cell
is changed when any pixel in it is), and neighbouring changed cells are joined into regions. Each
region is returned as a box in fractions of the page (0 to 1 from the top left), so it can be
drawn over the page at any size.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageChops

CELL_PX = 6  # the grid regions are made of, in pixels of the pictures compared
LEVEL = 40  # a pixel counts as changed when a channel moved by more than this (of 255): not antialiasing noise
JOIN_CELLS = 2  # changed cells this close (in cells) are one region: a number's digits, one outline


@dataclass(frozen=True)
class Region:
    """A box in fractions of the page: left, top, width and height, each 0 to 1."""

    left: float
    top: float
    width: float
    height: float

    def as_json(self) -> list[float]:
        return [round(self.left, 4), round(self.top, 4), round(self.width, 4), round(self.height, 4)]


WHOLE_PAGE = Region(0.0, 0.0, 1.0, 1.0)


def changed_regions(before: Image.Image, after: Image.Image) -> list[Region]:
    """The regions where `after` differs from `before`, top to bottom; the whole page when their
    sizes differ (the page itself changed size)."""
    if before.size != after.size:
        return [WHOLE_PAGE]
    difference = ImageChops.difference(before.convert("RGB"), after.convert("RGB"))
    if difference.getbbox() is None:
        return []
    strongest = _channel_max(difference).point(lambda v: 255 if v > LEVEL else 0)
    if strongest.getbbox() is None:
        return []
    width, height = after.size
    columns, rows = -(-width // CELL_PX), -(-height // CELL_PX)
    cells = strongest.resize((columns, rows), Image.Resampling.BOX, reducing_gap=None)
    changed = {(i % columns, i // columns) for i, v in enumerate(cells.tobytes()) if v}
    return [Region(x0 * CELL_PX / width, y0 * CELL_PX / height,
                   min(width, (x1 + 1) * CELL_PX) / width - x0 * CELL_PX / width,
                   min(height, (y1 + 1) * CELL_PX) / height - y0 * CELL_PX / height)
            for x0, y0, x1, y1 in _clusters(changed)]


def _channel_max(image: Image.Image) -> Image.Image:
    red, green, blue = image.split()
    return ImageChops.lighter(ImageChops.lighter(red, green), blue)


def _clusters(cells: set[tuple[int, int]]) -> list[tuple[int, int, int, int]]:
    """The bounding boxes (in cells, inclusive) of groups of cells no more than JOIN_CELLS apart,
    top to bottom, then left to right."""
    left = set(cells)
    boxes = []
    while left:
        start = min(left, key=lambda c: (c[1], c[0]))
        left.discard(start)
        todo, members = [start], [start]
        while todo:
            x, y = todo.pop()
            for dx in range(-JOIN_CELLS, JOIN_CELLS + 1):
                for dy in range(-JOIN_CELLS, JOIN_CELLS + 1):
                    near = (x + dx, y + dy)
                    if near in left:
                        left.discard(near)
                        todo.append(near)
                        members.append(near)
        xs, ys = [c[0] for c in members], [c[1] for c in members]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    return sorted(_merged(boxes), key=lambda b: (b[1], b[0]))


def _merged(boxes: list[tuple[int, int, int, int]]) -> list[tuple[int, int, int, int]]:
    """Boxes that overlap joined into one, until none do (outlines never cross)."""
    boxes = list(boxes)
    joined = True
    while joined:
        joined = False
        for i, a in enumerate(boxes):
            for j in range(i + 1, len(boxes)):
                b = boxes[j]
                if a[0] <= b[2] + 1 and b[0] <= a[2] + 1 and a[1] <= b[3] + 1 and b[1] <= a[3] + 1:
                    boxes[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                    del boxes[j]
                    joined = True
                    break
            if joined:
                break
    return boxes
