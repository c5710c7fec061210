"""Measures every ruler on the printed page: its scale length and tick pitch from the drawn tick
lines (within 0.2 mm), its numbers, bands, range bands and label, against what the data asks for.

A ruler printed in parts is read part by part, as found on the paper: each part's label says
"part k of n"; the first starts at 0, each later one at the step where the one before is cut,
and the lengths measured on the parts add up to the whole ruler. A hex rule (a volvelle sheet's range
rule) is read by its numbers one hex apart and its stops' names.
"""

from __future__ import annotations

import math
import re
import statistics

from ...core.colours import rgb
from ...print.layout.sheet import Box
from ...print.readback.pdfread import PageRead, PdfRead, Shape
from ...print.components import BuildOptions
from ...print.readback.report import FileReport
from ..readback import check_credit, drawn, head_problems, ruled_boxes, tell
from .hexes import NUMBER_PT
from .layout import LAP_BAND, LAP_FILL, lap_words
from .schema import HexRule, Ruler, RulerSheet

TOLERANCE = 0.2  # mm
NEAR = 0.6  # mm: a tick starting this close to the outline's top starts at the measuring edge
PART = re.compile(r" \(part (\d+) of (\d+)\)$")
CONTENTS = "ruler contents"
HEX_RULE = "hex rule"
HEX_TOLERANCE = 0.3  # mm


def check(sheet: RulerSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    expected = [ruler for ruler in sheet.rulers for _ in range(ruler.copies)]
    found = [(page, outline) for page in pdf.pages for outline in _outlines(page)]
    problems = [p for page in pdf.pages for p in head_problems(page, sheet)]
    check_credit(sheet.credit, pdf.pages, report)
    for ruler in expected:
        if not found:
            problems.append(f"ruler {ruler.label!r} is not printed (the data asks for {len(expected)} rulers)")
            continue
        count = _parts_said(*found[0], ruler)
        parts, found = found[:count], found[count:]
        problems += _compare(ruler, parts)
        report.numbers += ruler.length + 1  # its numbers under their ticks
    if found:
        problems.append(f"{len(found)} ruler outlines printed beyond the {len(expected)} rulers the data asks for")
    tell(report, CONTENTS, problems)


def _outlines(page: PageRead) -> list[Box]:
    """The rulers' cut outlines: stroked, unfilled boxes, top to bottom."""
    boxes = [drawn(s) for s in ruled_boxes(page) if s.fill is None and s.box.width > 10.0]
    return sorted(boxes, key=lambda b: (-b.top, b.x))


def _parts_said(page: PageRead, outline: Box, ruler: Ruler) -> int:
    """How many parts the label of this outline says its ruler is printed in (1 when it says none)."""
    for text in page.texts_in(outline):
        match = PART.search(text.text)
        if match and text.text.startswith(ruler.label):
            return int(match.group(2))
    return 1


def _ticks(page: PageRead, outline: Box) -> list[tuple[float, float]]:
    """(x, length) of the vertical lines hanging from the outline's top edge, left to right."""
    ticks = []
    for line in page.lines:
        (x0, y0), (x1, y1) = line.points
        if abs(x0 - x1) < 0.01 and outline.x < x0 < outline.right and abs(max(y0, y1) - outline.top) < NEAR \
                and min(y0, y1) > outline.y:
            ticks.append((x0, abs(y1 - y0)))
    return sorted(ticks)


def _compare(ruler: Ruler, parts: list[tuple[PageRead, Box]]) -> list[str]:
    """Each part measured, and the parts together: from 0 to the ruler's length, end to end."""
    problems, start, measured = [], 0, 0.0
    for number, (page, outline) in enumerate(parts, start=1):
        name = f"page {page.number}, ruler {ruler.label!r}" + (f" part {number}" if len(parts) > 1 else "")
        label = ruler.label if len(parts) == 1 else f"{ruler.label} (part {number} of {len(parts)})"
        result = _part(ruler, page, outline, label, start, number == len(parts))
        if isinstance(result, str):
            return [f"{name}: {result}"]
        part_problems, start, length = result
        problems += [f"{name}: {p}" for p in part_problems]
        measured += length
    if start != ruler.length:
        problems.append(f"ruler {ruler.label!r}: its parts reach {start}, the data asks for {ruler.length}")
    elif len(parts) > 1 and abs(measured - ruler.length * ruler.pitch) > TOLERANCE:
        problems.append(f"ruler {ruler.label!r}: its parts measure {measured:.2f} mm end to end, it must be "
                        f"{ruler.length * ruler.pitch:.2f} mm")
    return problems


def _part(ruler: Ruler, page: PageRead, outline: Box, label: str, start: int, last: bool):
    """What is wrong with one part that starts at step `start`, the step where it ends and the length
    it measures; or a sentence when it cannot be measured at all."""
    ticks = _ticks(page, outline)
    if not ticks:
        return "no ticks on its measuring edge"
    longest = max(length for _, length in ticks)
    majors = [x for x, length in ticks if length > longest - 0.1]
    inside = page.texts_in(outline)
    first = next((t.text for t in inside if abs(t.centre[0] - majors[0]) < 1.0 and t.text.isdigit()), None)
    if first is None or int(first) != start:
        return f"its first tick is numbered {first or 'nothing'}, it must be {start}"
    # every part but the last is cut on the tick of the step where the next part begins
    ends = majors[-1] if last else outline.right
    end = start + round((ends - majors[0]) / ruler.pitch)
    problems = []
    span, want = ends - majors[0], (end - start) * ruler.pitch
    if abs(span - want) > TOLERANCE:
        problems.append(f"{start} to {end} measures {span:.2f} mm on the page, it must be {want:.2f} mm")
    steps = [b - a for a, b in zip(majors, majors[1:])] + ([] if last else [outline.right - majors[-1]])
    worst = max(steps, key=lambda step: abs(step - ruler.pitch), default=ruler.pitch)
    if abs(worst - ruler.pitch) > TOLERANCE:
        problems.append(f"a step measures {worst:.2f} mm, it must be {ruler.pitch:.2f} mm")
    every = [x for x, _ in ticks]
    minor = ruler.pitch / ruler.subdivisions
    want_ticks = (end - start) * ruler.subdivisions + (1 if last else 0)
    if len(every) != want_ticks or any(abs(b - a - minor) > TOLERANCE for a, b in zip(every, every[1:])):
        problems.append(f"the ticks are not every {minor:.2f} mm ({len(every)} ticks printed)")
    for number, x in enumerate(majors, start=start):
        if not any(t.text == str(number) and abs(t.centre[0] - x) < 1.0 for t in inside):
            problems.append(f"the number {number} is missing under its tick")
    if not any(t.text == label for t in inside):
        problems.append(f"the label {label!r} is missing")
    fills = [s for s in page.shapes if s.fill is not None and s.stroke is None and outline.contains(s.box, 0.3)]
    for band in ruler.bands:
        if max(band.start, start) < min(band.end, end):
            problems += _band(band, fills, inside, majors[0], ruler.pitch, start, end)
    if ruler.laps:
        problems += _one_band(fills, inside, majors[0], ends, start, end)
    words = {t.text for t in inside}
    for lap in range(1, len(ruler.laps) + 1):
        if lap_words(ruler, lap) not in words:
            problems.append(f"range band {lap} does not read {lap_words(ruler, lap)!r}")
    return problems, end, span


def _one_band(fills: list[Shape], inside, left: float, right: float, start: int, end: int) -> list[str]:
    """A ruler one range band long shows that one band along the whole of it, and no tint that would
    read as a further band."""
    tinted = [s.box for s in fills if s.fill == rgb(LAP_FILL)]
    if len(tinted) != 1 or abs(tinted[0].x - left) > TOLERANCE or abs(tinted[0].right - right) > TOLERANCE:
        return [f"the ruler is one range band long: one band from {start} to {end} should be printed, "
                f"{len(tinted)} tinted band{'s' if len(tinted) != 1 else ''} found"]
    if not any(t.text == LAP_BAND and tinted[0].contains(t.box, 0.3) for t in inside):
        return [f"its range band does not read {LAP_BAND!r}"]
    return []


def _band(band, fills: list[Shape], inside, zero: float, pitch: float, start: int, end: int) -> list[str]:
    """The band, or the share of it that lies on this part, printed in its colour with its name."""
    low, high = max(band.start, start), min(band.end, end)
    left, right = zero + (low - start) * pitch, zero + (high - start) * pitch
    match = [s.box for s in fills if s.fill == rgb(band.colour) and abs(s.box.x - left) <= TOLERANCE
             and abs(s.box.right - right) <= TOLERANCE]
    if not match:
        return [f"band {band.name!r} is not printed from {low:g} to {high:g} in {band.colour}"]
    if not any(t.text == band.name and match[0].contains(t.box, 0.3) for t in inside):
        return [f"band {band.name!r} does not carry its name"]
    return []


def check_hex_rule(rule: HexRule, page: PageRead, report: FileReport) -> None:
    """A hex rule (hexes.py) on its page: 0, 1, 2, ... one hex apart along one line (within 0.3 mm),
    each stop's name printed along it."""
    numbers = [run for run in page.texts if run.text.isdigit() and abs(run.size_pt - NUMBER_PT) < 0.5]
    zero = next((run for run in numbers if run.text == "0"), None)
    if zero is None:
        report.fail(HEX_RULE, "no hex rule (a line of numbers 0, 1, 2, ... one hex apart) on its page", page.number)
        return
    along = (math.cos(math.radians(zero.angle)), math.sin(math.radians(zero.angle)))
    steps = []
    for n in range(1, max((stop.hexes for stop in rule.stops), default=1) + 1):
        report.numbers += 1
        report.checked(HEX_RULE)
        want = (zero.centre[0] + along[0] * n * rule.pitch, zero.centre[1] + along[1] * n * rule.pitch)
        run = min((r for r in numbers if r.text == str(n)), key=lambda r: math.dist(r.centre, want), default=None)
        if run is None:
            report.fail(HEX_RULE, f"no {n} on the hex rule", page.number)
            continue
        distance = (run.centre[0] - zero.centre[0]) * along[0] + (run.centre[1] - zero.centre[1]) * along[1]
        steps.append(distance / n)
        if abs(distance - n * rule.pitch) > HEX_TOLERANCE:
            report.fail(HEX_RULE, f"{n} stands {distance:.2f} mm from 0; {n} hexes of {rule.pitch:g} mm are "
                        f"{n * rule.pitch:.2f} mm", page.number, run.centre)
    if steps:
        report.measured["hex rule pitch"] = statistics.median(steps)
    names = {run.text for run in page.texts if abs(run.angle - zero.angle) < 0.5}
    for stop in rule.stops:
        report.numbers += 1
        report.checked(HEX_RULE)
        if stop.name not in names:
            report.fail(HEX_RULE, f"the stop {stop.name!r} is not printed along the rule", page.number)
