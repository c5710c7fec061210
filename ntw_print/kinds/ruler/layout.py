"""Rulers as geometry: the strip, its ticks at the exact pitch, numbers, bands and label.

A ruler's frame: origin at its top-left corner (the trim), x along the strip, y **up**, so the
strip lies at y <= 0. The measuring edge is the top edge; the 0 line stands LEAD mm in. The
rulers of a sheet are stacked down the page's usable area and cut apart on crop marks, or, with
`cut: outline`, along their printed outlines (no bleed, no marks: a 10 inch ruler fits Letter).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import LayoutError
from ...layout.sheet import CROP_MARK_GAP_MM, CROP_MARK_LENGTH_MM, PRINTER_MARGIN_MM, Box, Segment, crop_marks
from ...layout.text import Measure
from ..frame import Frame, flow, frame
from .schema import Ruler, RulerSheet

LEAD = 4.0  # paper before the 0 line
TAIL = 4.0  # paper after the last step
MAJOR = 5.0  # tick lengths from the measuring edge
HALF = 3.5
MINOR = 2.2
NUMBER_PT = 7.5
NUMBER_BASELINE = -MAJOR - 3.2
BAND_TOP = -MAJOR - 4.6
BAND_HEIGHT = 4.2
BAND_PT = 6.0
LABEL_PT = 7.0
OUTLINE_GAP = 2.0  # between rulers cut along their outlines


@dataclass(frozen=True)
class Words:
    text: str
    x: float
    y: float  # baseline
    size: float
    bold: bool
    anchor: str  # start or middle


@dataclass(frozen=True)
class RulerLayout:
    outline: Box  # the trim, relative to the frame (top-left at 0, 0)
    majors: tuple[Segment, ...]  # the numbered ticks, 0 first
    minors: tuple[Segment, ...]  # every other tick
    bands: tuple[tuple[Box, str], ...]  # coloured segment and its colour
    words: tuple[Words, ...]


def ruler_layout(ruler: Ruler, measure: Measure, name: str) -> RulerLayout:
    pitch, steps = ruler.pitch, ruler.length
    length = LEAD + steps * pitch + TAIL
    xs = [LEAD + n * pitch / ruler.subdivisions for n in range(steps * ruler.subdivisions + 1)]
    majors, minors = [], []
    for n, x in enumerate(xs):
        major, half = divmod(n, ruler.subdivisions)
        tick = MAJOR if half == 0 else HALF if 2 * half == ruler.subdivisions else MINOR
        (majors if half == 0 else minors).append(((x, 0.0), (x, -tick)))
    if measure(str(steps), NUMBER_PT, True) > pitch - 0.8:
        raise LayoutError(f"{name}: the number {steps} is wider than one step ({pitch:.1f} mm)")
    words = [Words(str(n), LEAD + n * pitch, NUMBER_BASELINE, NUMBER_PT, True, "middle") for n in range(steps + 1)]
    bands = []
    for band in ruler.bands:
        box = Box(LEAD + band.start * pitch, BAND_TOP - BAND_HEIGHT, (band.end - band.start) * pitch, BAND_HEIGHT)
        if measure(band.name, BAND_PT, True) > box.width - 1.0:
            raise LayoutError(f"{name}: band {band.name!r} is wider than its {box.width:.1f} mm")
        bands.append((box, band.colour))
        words.append(Words(band.name, box.x + box.width / 2, box.y + 1.2, BAND_PT, True, "middle"))
    label_y = (BAND_TOP - BAND_HEIGHT if bands else NUMBER_BASELINE - 1.5) - 3.4
    if label_y - 1.5 < -ruler.width:
        raise LayoutError(f"{name}: {ruler.width:.1f} mm is too narrow; it needs {1.5 - label_y:.1f} mm")
    if measure(ruler.label, LABEL_PT, False) > steps * pitch:
        raise LayoutError(f"{name}: its label is longer than the ruler's {steps * pitch:.1f} mm")
    words.append(Words(ruler.label, LEAD, label_y, LABEL_PT, False, "start"))
    return RulerLayout(Box(0.0, -ruler.width, length, ruler.width), tuple(majors), tuple(minors), tuple(bands),
                       tuple(words))


@dataclass(frozen=True)
class RulerPage:
    rulers: tuple[tuple[float, float, RulerLayout], ...]  # (x, top) of each ruler's frame
    crop_marks: tuple[Segment, ...]


def plan(sheet: RulerSheet, paper: str, bleed: float, measure: Measure) -> tuple[Frame, list[RulerPage]]:
    """Every copy of every ruler, stacked down the pages: 2 x bleed apart within crop marks, or
    OUTLINE_GAP apart and as wide as the printer's margin allows when they are cut along their outline."""
    page_frame = frame(paper, sheet, margin=PRINTER_MARGIN_MM)
    marks = sheet.cut == "marks"
    body = page_frame.body.grow(-(CROP_MARK_LENGTH_MM + CROP_MARK_GAP_MM + bleed)) if marks else page_frame.body
    layouts, names = [], []
    for index, ruler in enumerate(sheet.rulers):
        name = f"rulers[{index}] '{ruler.label}'"
        layouts += [ruler_layout(ruler, measure, name)] * ruler.copies
        names += [name] * ruler.copies
    try:
        placed = flow([(r.outline.width, r.outline.height) for r in layouts], body, 1, names,
                      gap=2 * bleed if marks else OUTLINE_GAP)
    except LayoutError as exc:
        room = page_frame.body.width
        fits = max(r.outline.width for r in layouts) <= room
        hint = f" (cut: outline leaves {room:.1f} mm, with no bleed or crop marks)" if marks and fits else ""
        raise LayoutError(f"{exc}{hint}") from None
    pages: list[list[tuple[float, float, RulerLayout]]] = [[] for _ in range(placed[-1].page + 1)]
    for where, layout in zip(placed, layouts):
        pages[where.page].append((where.box.x, where.box.top, layout))
    return page_frame, [RulerPage(tuple(items), tuple(crop_marks(
        [Box(x, top - r.outline.height, r.outline.width, r.outline.height) for x, top, r in items], bleed))
        if marks else ()) for items in pages]
