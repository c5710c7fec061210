"""Rulers as geometry: the strip, its ticks at the exact pitch, numbers, bands, range bands and label.

A ruler's frame: origin at its top-left corner (the trim), x along the strip, y **up**, so the
strip lies at y <= 0. The measuring edge is the top edge; the 0 line stands LEAD mm in. The
rulers of a sheet are stacked down the page's usable area and cut apart on crop marks, or, with
`cut: outline`, along their printed outlines (no bleed, no marks: a 10 inch ruler fits Letter).

A ruler longer than the page is printed in parts of whole steps, as few as fit and as equal as
they can be. Every part but the last is cut exactly on the tick where the next part begins; every
part but the first starts with a glue tab, GLUE mm before its first tick, that the part before is
glued over, its cut end on that tick. Laid end to end this way, the parts measure the whole
length.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import LayoutError
from ...print.layout.sheet import CROP_MARK_GAP_MM, CROP_MARK_LENGTH_MM, MAX_BLEED_MM, PRINTER_MARGIN_MM, Box, Segment, \
    crop_marks
from ...print.layout.display import Words
from ...print.layout.text import Measure
from ..frame import Frame, flow, frame, head_problems, paper_problems
from .schema import Ruler, RulerSheet
from ...core.yamlsrc import PathKey

LEAD = 4.0  # paper before the 0 line
TAIL = 4.0  # paper after the last step
GLUE = 12.0  # the tab before a later part's first tick
MAJOR = 5.0  # tick lengths from the measuring edge
HALF = 3.5
MINOR = 2.2
NUMBER_PT = 7.5
NUMBER_BASELINE = -MAJOR - 3.2
BAND_TOP = -MAJOR - 4.6
BAND_HEIGHT = 4.2
BAND_GAP = 0.8  # between the bands and the range bands under them
BAND_PT = 6.0
LABEL_PT = 7.0
GLUE_PT = 5.5
GLUE_FILL = "#e2e2e2"
LAP_FILL = "#efede6"  # the one range band a ruler with laps is
OUTLINE_GAP = 2.0  # between rulers cut along their outlines


@dataclass(frozen=True)
class RulerLayout:
    outline: Box  # the trim, relative to the frame (top-left at 0, 0)
    majors: tuple[Segment, ...]  # the numbered ticks, the first step's first
    minors: tuple[Segment, ...]  # every other tick
    bands: tuple[tuple[Box, str], ...]  # coloured segment and its colour
    words: tuple[Words, ...]
    laps: tuple[tuple[Box, str], ...] = ()  # the one range band the ruler is, and its tint
    glue: Box | None = None  # the tab a part begins with


@dataclass(frozen=True)
class Span:
    """One part of a ruler: from step `start` to step `end`, its number and how many there are."""

    start: int
    end: int
    number: int
    count: int

    @property
    def first(self) -> bool:
        return self.number == 1

    @property
    def last(self) -> bool:
        return self.number == self.count


def part_length(ruler: Ruler, span: Span) -> float:
    """The part's trim length: its lead (or glue tab), its steps, and its tail if it is the last."""
    return (LEAD if span.first else GLUE) + (span.end - span.start) * ruler.pitch + (TAIL if span.last else 0.0)


def spans(ruler: Ruler, room: float, name: str) -> list[Span]:
    """The fewest parts of whole steps, as equal as can be, each no longer than `room` mm."""
    for count in range(1, ruler.length + 1):
        cuts = [round(ruler.length * k / count) for k in range(count + 1)]
        parts = [Span(a, b, k + 1, count) for k, (a, b) in enumerate(zip(cuts, cuts[1:]))]
        if all(part_length(ruler, part) <= room + 1e-6 for part in parts):
            return parts
    raise LayoutError(f"{name}: one step of {ruler.pitch:.1f} mm with its glue tab and tail does not fit the "
                      f"{room:.1f} mm a ruler may take on this page")


def ruler_layout(ruler: Ruler, measure: Measure, name: str, span: Span | None = None) -> RulerLayout:
    span = span or Span(0, ruler.length, 1, 1)
    pitch, steps = ruler.pitch, span.end - span.start
    zero = LEAD if span.first else GLUE  # where the part's first tick stands
    length = part_length(ruler, span)
    last_tick = steps if span.last else steps - 1  # a part joined to the next is cut on its end tick
    ticks = [n for n in range(steps * ruler.subdivisions + 1) if n < steps * ruler.subdivisions or span.last]
    majors, minors = [], []
    for n in ticks:
        x = zero + n * pitch / ruler.subdivisions
        major, half = divmod(n, ruler.subdivisions)
        tick = MAJOR if half == 0 else HALF if 2 * half == ruler.subdivisions else MINOR
        (majors if half == 0 else minors).append(((x, 0.0), (x, -tick)))
    numbers = [span.start + n for n in range(last_tick + 1)]
    if measure(str(max(numbers)), NUMBER_PT, True) > pitch - 0.8:
        raise LayoutError(f"{name}: the number {max(numbers)} is wider than one step ({pitch:.1f} mm)")
    words = [Words(str(n), zero + (n - span.start) * pitch, NUMBER_BASELINE, NUMBER_PT, True, "middle")
             for n in numbers]
    bands = []
    for band in ruler.bands:
        start, end = max(band.start, span.start), min(band.end, span.end)
        if start >= end:
            continue
        box = Box(zero + (start - span.start) * pitch, BAND_TOP - BAND_HEIGHT, (end - start) * pitch, BAND_HEIGHT)
        if measure(band.name, BAND_PT, True) > box.width - 1.0:
            raise LayoutError(f"{name}: band {band.name!r} is wider than its {box.width:.1f} mm")
        bands.append((box, band.colour))
        words.append(Words(band.name, box.x + box.width / 2, box.y + 1.2, BAND_PT, True, "middle"))
    below = BAND_TOP - (BAND_HEIGHT + BAND_GAP if bands else 0.0)
    laps, lap_words, key_foot = _laps(ruler, zero, steps * pitch, below, measure, name)
    words += lap_words
    bottom = key_foot if laps else BAND_TOP - BAND_HEIGHT if bands else NUMBER_BASELINE - 1.5
    label_y = bottom - 3.4
    if label_y - 1.5 < -ruler.width:
        raise LayoutError(f"{name}: {ruler.width:.1f} mm is too narrow; it needs {1.5 - label_y:.1f} mm")
    label = part_label(ruler, span)
    if measure(label, LABEL_PT, False) > steps * pitch:
        raise LayoutError(f"{name}: its label is longer than the ruler's {steps * pitch:.1f} mm")
    words.append(Words(label, zero, label_y, LABEL_PT, False, "start"))
    glue = None
    if not span.first:
        glue = Box(0.0, -ruler.width, GLUE, ruler.width)
        middle = GLUE / 2
        for line, text in enumerate(("glue", f"part {span.number - 1}", "over here")):
            words.append(Words(text, middle, -ruler.width / 2 + 2.6 - line * 2.6, GLUE_PT, line == 1, "middle"))
    return RulerLayout(Box(0.0, -ruler.width, length, ruler.width), tuple(majors), tuple(minors), tuple(bands),
                       tuple(words), laps, glue)


def part_label(ruler: Ruler, span: Span) -> str:
    return ruler.label if span.count == 1 else f"{ruler.label} (part {span.number} of {span.count})"


def lap_words(ruler: Ruler, lap: int) -> str:
    """What range band `lap` (from 1) gives, with its reach in steps, as the key under the ruler says it."""
    return f"{(lap - 1) * ruler.length}\u2013{lap * ruler.length}: {ruler.laps[lap - 1]}"


LAP_BAND = "one range band"
LAP_LEAD = "Laid again end to end:"
LAP_GAP = 2.5  # mm between two entries of the key


def _laps(ruler: Ruler, zero: float, span: float, top: float, measure: Measure,
          name: str) -> tuple[tuple[tuple[Box, str], ...], list[Words], float]:
    """The ruler is one range band long: one tinted band along the whole of it, and under it, as
    words set one after another (never cells along the ruler that would read as further bands),
    what each band gives when the ruler is laid again end to end, in as few lines as fit; and the
    foot of those words."""
    if not ruler.laps:
        return (), [], top
    band = Box(zero, top - BAND_HEIGHT, span, BAND_HEIGHT)
    words = [Words(LAP_BAND, band.x + span / 2, band.y + 1.2, BAND_PT, True, "middle")]
    entries = [LAP_LEAD] + [lap_words(ruler, lap) for lap in range(1, len(ruler.laps) + 1)]
    x, baseline = zero, band.y - BAND_GAP - 2.6
    for index, text in enumerate(entries):
        width = measure(text, BAND_PT, index == 0)
        if width > span:
            raise LayoutError(f"{name}: range band {text!r} is wider than the ruler's {span:.1f} mm")
        if x > zero and x + width > zero + span:
            x, baseline = zero, baseline - BAND_PT * 0.3528 * 1.3
        words.append(Words(text, x, baseline, BAND_PT, index == 0, "start"))
        x += width + LAP_GAP
    return ((band, LAP_FILL),), words, baseline - 1.0


@dataclass(frozen=True)
class RulerPage:
    rulers: tuple[tuple[float, float, RulerLayout], ...]  # (x, top) of each ruler's frame
    crop_marks: tuple[Segment, ...]


def plan(sheet: RulerSheet, paper: str, bleed: float, measure: Measure) -> tuple[Frame, list[RulerPage]]:
    """Every copy of every ruler (in parts when longer than the page), stacked down the pages: 2 x bleed
    apart within crop marks, or OUTLINE_GAP apart and as wide as the printer's margin allows when they
    are cut along their outline."""
    page_frame = frame(paper, sheet, margin=PRINTER_MARGIN_MM)
    marks = sheet.cut == "marks"
    body = page_frame.body.grow(-(CROP_MARK_LENGTH_MM + CROP_MARK_GAP_MM + bleed)) if marks else page_frame.body
    layouts, names = [], []
    for index, ruler in enumerate(sheet.rulers):
        name = f"rulers[{index}] '{ruler.label}'"
        parts = [ruler_layout(ruler, measure, name, span) for span in spans(ruler, body.width, name)]
        layouts += parts * ruler.copies
        names += [name] * len(parts) * ruler.copies
    placed = flow([(r.outline.width, r.outline.height) for r in layouts], body, 1, names,
                  gap=2 * bleed if marks else OUTLINE_GAP)
    pages: list[list[tuple[float, float, RulerLayout]]] = [[] for _ in range(placed[-1].page + 1)]
    for where, layout in zip(placed, layouts):
        pages[where.page].append((where.box.x, where.box.top, layout))
    return page_frame, [RulerPage(tuple(items), tuple(crop_marks(
        [Box(x, top - r.outline.height, r.outline.width, r.outline.height) for x, top, r in items], bleed))
        if marks else ()) for items in pages]


def problems(sheet: RulerSheet, art: object = None) -> list[tuple[PathKey, str]]:
    """What would stop the sheet from printing, found when its file loads: a paper it does not fit at
    the largest bleed a build allows."""
    return (head_problems(sheet, PRINTER_MARGIN_MM)
            or paper_problems(lambda paper, measure: plan(sheet, paper, MAX_BLEED_MM, measure)))
