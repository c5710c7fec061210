"""Reads a sheet of text beside a map (map_sheet.py) back: its title, and every word of each column and
of the map's key printed inside its place on the page (the map's overlay: overlay_verify.py)."""

from __future__ import annotations

from collections import Counter

from ...print.layout.sheet import Box
from ...print.readback.pdfread import PageRead
from ...print.readback.report import FileReport
from ..readback import numbers_in
from .map_sheet import MapPage


def check_map_page(sheet: MapPage, page: PageRead, report: FileReport, check: str, name: str) -> Box:
    """Fails `check` for each place whose words are not all printed in it; counts the numbers compared.
    The sheet stands in the middle of the page (of larger paper, a sheet laid out for A4 or Letter).
    Returns where its map is on the page, to read the map back (overlay_verify.read_map)."""
    at = ((page.media.width - sheet.frame.width) / 2, (page.media.height - sheet.frame.height) / 2)
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
    return Box(sheet.map_box.x + at[0], sheet.map_box.y + at[1], sheet.map_box.width, sheet.map_box.height)
