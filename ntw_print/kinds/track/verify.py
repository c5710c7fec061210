"""Reads a sheet of tracks back: every numbered box where the plan puts it (within 0.2 mm), its
number or label inside it (a record track's number over it, its values in their cells), its face's fill;
each flip leaf, area and span with its words; the label of an item
the sheet marks designer with the mark and no other, and the designer marks' key on every page of a
sheet that marks one."""

from __future__ import annotations

from ...core.colours import rgb
from ...core.marks import KEY, MARK, unmark
from ...print.layout.sheet import Box
from ...print.render.pdf import measure
from ...print.components import BuildOptions
from ...core.geometry import Point
from ...print.readback.pdfread import PageRead, PdfRead
from ...print.readback.places import centre
from ...print.readback.report import FileReport
from ..frame import page_count
from ..readback import check_credit, drawn, head_problems, numbers_in, ruled_boxes, tell, words_in
from .layout import Numbered, plan
from .schema import TrackSheet

TOLERANCE = 0.2  # mm
CONTENTS = "track contents"


def check(sheet: TrackSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    read_back(sheet, pdf, options, report)


def read_back(sheet: TrackSheet, pdf: PdfRead, options: BuildOptions,
              report: FileReport) -> dict[tuple[str, int], tuple[str, Point]]:
    """What differs from the spec, into the report (`check`); returns the words read in each value cell of
    a record track (by its row's label and its box's number) and the cell's middle, for a game to hold
    them to its own figures."""
    placed, blocks = plan(sheet, options.paper, measure)
    read: dict[tuple[str, int], tuple[str, Point]] = {}
    check_credit(sheet.credit, pdf.pages, report)
    problems: list[str] = []
    if len(pdf.pages) != page_count(placed):
        problems.append(f"{len(pdf.pages)} pages printed, the sheet needs {page_count(placed)}")
    items = [(f"{group} '{item.label}'", item, group in sheet.designer and not sheet.unmarked)
             for group in ("tracks", "flips", "areas") for item in getattr(sheet, group)]
    for (name, item, chosen), where, (ink, numbered) in zip(items, placed, blocks):
        if where.page >= len(pdf.pages):
            continue
        page = pdf.pages[where.page]
        found = [s for s in ruled_boxes(page) if where.box.contains(s.box, 1.0)]
        wanted = [_at(where.box, n.box) for n in numbered]
        hits = sum(1 for box in wanted if any(_same(box, drawn(s)) for s in found))
        if hits != len(wanted):
            problems.append(f"page {page.number}, {name}: {hits} of its {len(wanted)} boxes printed in place")
        problems += [f"page {page.number}, {name}: {p}" for n, box in zip(numbered, wanted)
                     for p in _box(page, n, box, found, _at(where.box, n.read) if n.read else box)]
        report.numbers += sum(numbers_in(unmark(n.label)) for n in numbered)
        read |= {n.cell: (words_in(page, box), centre(box)) for n, box in zip(numbered, wanted) if n.cell}
        heading = item.label + (MARK if chosen and item.label else "")  # as the data marks it
        if item.label and not any(t.text == heading for t in page.texts_in(where.box, 0.5)):
            problems.append(f"page {page.number}, {name}: its label {heading!r} is missing"
                            + (" (the data marks it designer)" if chosen else ""))
        problems += [f"page {page.number}, {name}: {p}" for p in _spans(page, item, where.box)]
        cells = getattr(item, "cells", None)
        if cells is not None and cells.spots is not None:
            problems += [f"page {page.number}, {name}: {p}" for p in _spots(page, cells, numbered[1:], wanted[1:])]
    keyed = sheet.marks
    for page in pdf.pages:
        problems += head_problems(page, sheet)
        if any(t.text == KEY for t in page.texts) != keyed:
            problems.append(f"page {page.number}: the designer marks' key {KEY!r} is "
                            + ("missing (the sheet marks its labels or values)" if keyed else "printed, but nothing is marked"))
    tell(report, CONTENTS, problems)
    return read


def _at(block: Box, box: Box) -> Box:
    """A box of the block (coordinates from its top-left corner) on the page."""
    return Box(block.x + box.x, block.top + box.y, box.width, box.height)


def _same(a: Box, b: Box) -> bool:
    return all(abs(p - q) <= TOLERANCE for p, q in ((a.x, b.x), (a.y, b.y), (a.right, b.right), (a.top, b.top)))


def _box(page: PageRead, numbered: Numbered, box: Box, found, read: Box) -> list[str]:
    inside = {t.text for t in page.texts_in(read, 0.3)}
    missing = [words for words in (numbered.label, *numbered.also) if words not in inside]
    if missing:
        return [f"box {numbered.label!r} at ({box.x:.1f}, {box.y:.1f}) mm does not carry {missing[0]!r}"]
    if numbered.fill and not any(_same(box, drawn(s)) and s.fill == rgb(numbered.fill) for s in found):
        return [f"box {numbered.label!r} is not filled with {numbered.fill}"]
    return []


def _spans(page: PageRead, item, block: Box) -> list[str]:
    """Each span of a record track names itself inside its block, on or beside a bar."""
    texts = {t.text for t in page.texts_in(block, 0.5)}
    return [f"the span {span.label!r} is missing" for span in getattr(item, "spans", []) if span.label not in texts]


def _spots(page: PageRead, cells, numbered: list[Numbered], boxes: list[Box]) -> list[str]:
    """Each cell holds its bases: as many outlines of the stated diameter, side by side inside it."""
    diameter, problems = cells.spots.diameter, []
    for n, box in zip(numbered, boxes):
        rings = sorted((drawn(s) for s in page.shapes if s.stroke is not None and s.fill is None
                        and box.contains(s.box, TOLERANCE)), key=lambda ring: ring.x)
        rings = [r for r in rings if abs(r.width - diameter) <= TOLERANCE and abs(r.height - diameter) <= TOLERANCE]
        apart = all(b.x >= a.right - TOLERANCE for a, b in zip(rings, rings[1:]))
        if len(rings) != cells.spots.count or not apart:
            problems.append(f"cell {n.label!r} shows {len(rings)} bases of {diameter:g} mm side by side, the data asks "
                            f"for {cells.spots.count}")
    return problems
