"""Measures every ruler on the printed page: its scale length and tick pitch from the drawn tick
lines (within 0.2 mm), its numbers, bands and label, against what the data asks for."""

from __future__ import annotations

from ...layout.sheet import Box
from ...verify.pdfread import PageRead, PdfRead, Shape
from ..readback import Problems, head_problems, rgb, ruled_boxes
from .schema import Ruler, RulerSheet

TOLERANCE = 0.2  # mm
NEAR = 0.6  # mm: a tick starting this close to the outline's top starts at the measuring edge


def check(sheet: RulerSheet, options, pdf: PdfRead) -> list[str]:
    expected = [ruler for ruler in sheet.rulers for _ in range(ruler.copies)]
    found = [(page, outline) for page in pdf.pages for outline in _outlines(page)]
    problems = Problems()
    if len(found) != len(expected):
        problems.append(f"{len(found)} rulers printed, the data asks for {len(expected)}")
    for page in pdf.pages:
        problems += head_problems(page, sheet)
    for ruler, (page, outline) in zip(expected, found):
        name = f"page {page.number}, ruler {ruler.label!r}"
        problems += [f"{name}: {p}" for p in _compare(ruler, page, outline)]
        problems.numbers += ruler.length + 1  # its numbers under their ticks
    return problems


def _outlines(page: PageRead) -> list[Box]:
    """The rulers' cut outlines: stroked, unfilled boxes, top to bottom."""
    boxes = [s.box for s in ruled_boxes(page) if s.fill is None and s.box.width > 10.0]
    return sorted(boxes, key=lambda b: (-b.top, b.x))


def _ticks(page: PageRead, outline: Box) -> list[tuple[float, float]]:
    """(x, length) of the vertical lines hanging from the outline's top edge, left to right."""
    ticks = []
    for line in page.lines:
        (x0, y0), (x1, y1) = line.points
        if abs(x0 - x1) < 0.01 and outline.x < x0 < outline.right and abs(max(y0, y1) - outline.top) < NEAR \
                and min(y0, y1) > outline.y:
            ticks.append((x0, abs(y1 - y0)))
    return sorted(ticks)


def _compare(ruler: Ruler, page: PageRead, outline: Box) -> list[str]:
    ticks = _ticks(page, outline)
    if not ticks:
        return ["no ticks on its measuring edge"]
    longest = max(length for _, length in ticks)
    majors = [x for x, length in ticks if length > longest - 0.1]
    problems = []
    if len(majors) != ruler.length + 1:
        return [f"{len(majors)} numbered ticks, the data asks for {ruler.length + 1}"]
    span, want = majors[-1] - majors[0], ruler.length * ruler.pitch
    if abs(span - want) > TOLERANCE:
        problems.append(f"0 to {ruler.length} measures {span:.2f} mm on the page, it must be {want:.2f} mm")
    steps = [b - a for a, b in zip(majors, majors[1:])]
    worst = max(steps, key=lambda step: abs(step - ruler.pitch))
    if abs(worst - ruler.pitch) > TOLERANCE:
        problems.append(f"a step measures {worst:.2f} mm, it must be {ruler.pitch:.2f} mm")
    every = [x for x, _ in ticks]
    minor = ruler.pitch / ruler.subdivisions
    if len(every) != ruler.length * ruler.subdivisions + 1 or any(
            abs(b - a - minor) > TOLERANCE for a, b in zip(every, every[1:])):
        problems.append(f"the ticks are not every {minor:.2f} mm ({len(every)} ticks printed)")
    inside = page.texts_in(outline)
    for number, x in enumerate(majors):
        if not any(t.text == str(number) and abs(t.centre[0] - x) < 1.0 for t in inside):
            problems.append(f"the number {number} is missing under its tick")
    if not any(t.text == ruler.label for t in inside):
        problems.append(f"the label {ruler.label!r} is missing")
    fills = [s for s in page.shapes if s.fill is not None and s.stroke is None and outline.contains(s.box, 0.3)]
    for band in ruler.bands:
        problems += _band(band, fills, inside, majors[0], ruler.pitch)
    return problems


def _band(band, fills: list[Shape], inside, zero: float, pitch: float) -> list[str]:
    start, end = zero + band.start * pitch, zero + band.end * pitch
    match = [s.box for s in fills if s.fill == rgb(band.colour) and abs(s.box.x - start) <= TOLERANCE
             and abs(s.box.right - end) <= TOLERANCE]
    if not match:
        return [f"band {band.name!r} is not printed from {band.start:g} to {band.end:g} in {band.colour}"]
    if not any(t.text == band.name and match[0].contains(t.box, 0.3) for t in inside):
        return [f"band {band.name!r} does not carry its name"]
    return []
