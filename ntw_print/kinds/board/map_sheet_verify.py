"""Reads a sheet of text beside a map (map_sheet.py) back: its title, and every word of each column and
of the map's key printed inside its place on the page; and, for a game's own checks of its map, the
map's cell labels, the pitch of its rows and which hex a point lies in."""

from __future__ import annotations

import re
import statistics
from collections import Counter

from ...grids.labels import GridLabels
from ...print.layout.sheet import Box
from ...print.readback.pdfread import PageRead, TextRun
from ...print.readback.report import FileReport
from ..readback import numbers_in
from .map_sheet import MapPage


def check_map_page(sheet: MapPage, page: PageRead, report: FileReport, check: str, name: str,
                   at: tuple[float, float] = (0.0, 0.0)) -> None:
    """Fails `check` for each place whose words are not all printed in it; counts the numbers compared.
    `at`: where the sheet's corner stands on the page (a sheet centred on larger paper)."""
    title = sheet.head[0].text
    wanted_all = [title]
    for place, words in sheet.places:
        box = Box(place.x + at[0], place.y + at[1], place.width, place.height)
        wanted = Counter(word for w in words for word in w.text.split())
        printed = Counter(word for run in page.texts_in(box, 0.3) for word in run.text.split())
        missing = sorted((wanted - printed).elements())
        if missing:
            report.fail(check, f"page {page.number} ({name}): lacks {', '.join(repr(w) for w in missing[:6])}")
        wanted_all += [w.text for w in words]
    if title not in {run.text for run in page.texts}:
        report.fail(check, f"page {page.number}: the title {title!r} is not printed")
    report.numbers += sum(numbers_in(text) for text in wanted_all)


def coordinates(page: PageRead, pattern: re.Pattern, below_pt: float) -> dict[str, list[TextRun]]:
    """The map's cell labels (the words `pattern` matches, set smaller than `below_pt`), by their words."""
    found: dict[str, list[TextRun]] = {}
    for run in page.texts:
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
