"""Reads a map overlay (overlay.py) back from a page, by the map's own printed cell labels: which
words stand in or beside each cell (`read_map`), and the kind's check that every item's words are
printed at its cell (`check_overlay`). A game's verify compares what it works out again from its data
with `MapWords` too."""

from __future__ import annotations

import math
import re
import statistics
from dataclasses import dataclass
from typing import Sequence

from ...grids.labels import GridLabels
from ...print.layout.sheet import Box
from ...print.readback.pdfread import PageRead, TextRun
from ...print.readback.report import FileReport
from ..readback import numbers_in
from ..overlay import Item, Tag, Token, Zone, cells_of, words_of


@dataclass(frozen=True)
class MapWords:
    """What a map prints: its cell labels by their words, the distance between a row's labels and the
    next row's (None when too few show to tell), and its other words."""

    labels: dict[str, list[TextRun]]
    pitch: float | None
    words: tuple[TextRun, ...]

    def in_cell(self, cell: str) -> list[str]:
        """The words whose middle lies in the cell (a token's)."""
        if cell not in self.labels or self.pitch is None:
            return []
        return [run.text for run in self.words if in_cell_of(run.centre, self.labels[cell][0], self.pitch)]

    def near(self, cell: str) -> list[str]:
        """The words whose middle lies within a row's pitch of the cell's label (a badge)."""
        if cell not in self.labels or self.pitch is None:
            return []
        return [run.text for run in self.words if math.dist(run.centre, self.labels[cell][0].centre) <= self.pitch]

    def beside(self, cell: str) -> list[str]:
        """The words on a slip within two rows of the cell (a tag's, a zone's label: a slip is kept
        inside the map, so it may stand off to one side by its own width)."""
        if cell not in self.labels or self.pitch is None:
            return []
        x, y = self.labels[cell][0].centre
        return [run.text for run in self.words if abs(run.centre[1] - y) <= 2 * self.pitch
                and abs(run.centre[0] - x) <= run.box.width / 2 + 1.5 * self.pitch]


def read_map(page: PageRead, box: Box, pattern: re.Pattern, below_pt: float, scheme: GridLabels) -> MapWords:
    """The map in `box`: its cell labels (the words `pattern` matches, set smaller than `below_pt`)
    and every other word printed inside the box."""
    runs = page.texts_in(box)
    labels = coordinates(runs, pattern, below_pt)
    return MapWords(labels, cell_pitch(labels, scheme),
                    tuple(run for run in runs if not (run.size_pt < below_pt and pattern.fullmatch(run.text))))


def check_overlay(items: Sequence[Item], found: MapWords, report: FileReport, check: str, name: str,
                  page: int) -> None:
    """Fails `check` for each item whose words are not printed at its cell (a token's in it, its
    badge's by it, a tag's or a zone's label beside it); counts the numbers they hold."""
    for item in items:
        words = words_of(item)
        if not words:
            continue
        report.checked(check)
        report.numbers += sum(numbers_in(w) for w in words)
        cells = cells_of(item)
        printed = [w for cell in cells for w in found.beside(cell)]
        if isinstance(item, Token):
            printed = found.in_cell(item.cell) + (found.near(item.cell) if item.badge else [])
        for missing in [w for w in words if w not in printed]:
            what = {Token: "token", Tag: "tag", Zone: "zone's label"}[type(item)]
            report.fail(check, f"{name}: the {what} {missing!r} is not printed at {cells[0]} on the map", page,
                        found.labels[cells[0]][0].centre if cells[0] in found.labels else None)


def coordinates(runs: Sequence[TextRun], pattern: re.Pattern, below_pt: float) -> dict[str, list[TextRun]]:
    """The map's cell labels (the words `pattern` matches, set smaller than `below_pt`), by their words."""
    found: dict[str, list[TextRun]] = {}
    for run in runs:
        if run.size_pt < below_pt and not run.stroked_only and pattern.fullmatch(run.text):
            found.setdefault(run.text, []).append(run)
    return found


def cell_pitch(labels: dict[str, list[TextRun]], scheme: GridLabels) -> float | None:
    """The distance between a row's labels and the next row's, as printed (the median over the map)."""
    def below(label: str) -> str | None:
        col, row = scheme.parse(label)
        return scheme.format(col, row + 1) if scheme.in_range(col, row + 1) else None
    steps = [runs[0].y - labels[under][0].y for label, runs in labels.items()
             if (under := below(label)) in labels and abs(runs[0].x - labels[under][0].x) < 1e-3]
    return statistics.median(steps) if steps else None


def in_cell_of(point: tuple[float, float], label: TextRun, pitch: float) -> bool:
    """Whether a point lies in the hex whose label (printed near the hex's top edge) is `label`."""
    dx, dy = point[0] - label.centre[0], label.centre[1] - point[1]
    return abs(dx) <= 0.6 * pitch and -0.2 * pitch <= dy <= 1.05 * pitch
