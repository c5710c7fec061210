"""Where two pictures of one page differ: a pixel diff, gathered into a few boxes to outline.

Pure Pillow (ImageChops): the difference is thresholded, shrunk onto a grid of small cells (a cell
is changed when any pixel in it is), and neighbouring changed cells are joined into regions. Each
region is returned as a box in fractions of the page (0 to 1 from the top left), so it can be
drawn over the page at any size.
"""

from __future__ import annotations

from dataclasses import dataclass

import re

from PIL import Image, ImageChops, ImageFilter

CELL_PX = 6  # the grid regions are made of, in pixels of the pictures compared
LEVEL = 40  # a pixel counts as changed when a channel moved by more than this (of 255): not antialiasing noise
JOIN_CELLS = 2  # changed cells this close (in cells, an even number) are one region: a number's digits, one outline


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
    cells = strongest.resize((columns, rows), Image.Resampling.BOX, reducing_gap=None).point(lambda v: 255 if v else 0)
    return [Region(x0 * CELL_PX / width, y0 * CELL_PX / height,
                   min(width, (x1 + 1) * CELL_PX) / width - x0 * CELL_PX / width,
                   min(height, (y1 + 1) * CELL_PX) / height - y0 * CELL_PX / height)
            for x0, y0, x1, y1 in _clusters(cells)]


def _channel_max(image: Image.Image) -> Image.Image:
    red, green, blue = image.split()
    return ImageChops.lighter(ImageChops.lighter(red, green), blue)


RUN = re.compile(rb"[^\x00]+")


def _runs(mask: Image.Image) -> list[list[tuple[int, int]]]:
    """Each row's runs of set cells, as (first, past the last)."""
    width = mask.width
    data = mask.tobytes()
    return [[(m.start() - y * width, m.end() - y * width) for m in RUN.finditer(data, y * width, (y + 1) * width)]
            for y in range(mask.height)]


def _clusters(cells: Image.Image) -> list[tuple[int, int, int, int]]:
    """The bounding boxes (in cells, inclusive) of groups of set cells no more than JOIN_CELLS apart,
    top to bottom, then left to right. Each cell is grown by half of JOIN_CELLS on every side (a
    max filter), the grown runs of touching rows joined (union-find), and each group boxed by its
    own cells."""
    grown = _runs(cells.filter(ImageFilter.MaxFilter(JOIN_CELLS + 1)))
    parent: dict[tuple[int, int], tuple[int, int]] = {}

    def root(run: tuple[int, int]) -> tuple[int, int]:
        while parent[run] != run:
            parent[run] = parent[parent[run]]
            run = parent[run]
        return run

    for y, row in enumerate(grown):
        for start, end in row:
            parent[(y, start)] = (y, start)
            for above_start, above_end in grown[y - 1] if y else ():
                if above_start < end and start < above_end:
                    parent[root((y, start))] = root((y - 1, above_start))
    boxes: dict[tuple[int, int], list[int]] = {}
    for y, row in enumerate(_runs(cells)):
        for start, end in row:
            home = next((y, s) for s, e in grown[y] if s <= start and end <= e)
            box = boxes.setdefault(root(home), [start, y, end - 1, y])
            box[0], box[2], box[3] = min(box[0], start), max(box[2], end - 1), y
    return sorted(_merged([tuple(b) for b in boxes.values()]), key=lambda b: (b[1], b[0]))


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
