"""A volvelle laid out on `pages`: where its parts, its assembly notes and its range rule go on
each page, checked to fit the printable area without overlapping; the notes' words and the side
view of the stack.

Where a page's parts go: a page with one disc holds it at the top, in the middle; otherwise its
first disc stands in the top-left corner, its second in the bottom-right one (above the scale bar),
the arm in the top-right corner, the notes in the room left of the second disc and under the first,
and the rule across the middle of the page, turned as far as it needs to lie on it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ...core.errors import LayoutError
from ...core.geometry import Point
from ...print.layout.display import Words
from ...print.layout.placed_text import overlaps, text_block
from ...print.layout.scale_bar import WIDTH as BAR_WIDTH, ScaleBar, foot_bar
from ...print.layout.sheet import PRINTER_MARGIN_MM, SCALE_BAR_ROOM_MM, paper_size
from ...print.layout.text import Measure
from ..ruler.hexes import RangeRule
from .notes import assembly
from .parts import PartsLayout
from .schema import VolvelleSheet

DIAGRAM_SCALE = 0.34  # at most; less when the notes are narrower
LAYER_PITCH = 4.0


@dataclass(frozen=True)
class Placement:
    part: str  # a part's name, or "rule"
    x: float  # where the part's origin goes on the page
    y: float
    rotation: float = 0.0  # degrees anticlockwise


@dataclass(frozen=True)
class SheetPage:
    width: float
    height: float
    placements: tuple[Placement, ...]
    notes: tuple[float, float, float, float] | None = None  # x, y, w, h of the assembly notes
    label: str = ""
    scale_bar: ScaleBar | None = None  # set by sheet_pages, clear of every part


def _with_bar(layout: PartsLayout, rule: RangeRule | None, page: SheetPage) -> SheetPage:
    """The page with its scale bar at the foot, left or right, wherever no part stands."""
    hulls = [_hull(outline) for _, outline in _outlines(layout, rule, page)]
    for bar in (foot_bar(), foot_bar(page.width - PRINTER_MARGIN_MM - 4.0 - BAR_WIDTH)):
        b = bar.box
        corners = [(b.x, b.y), (b.right, b.y), (b.right, b.top), (b.x, b.top)]
        if not any(overlaps(corners, hull) for hull in hulls):
            return replace(page, scale_bar=bar)
    raise LayoutError(f"no room for the scale bar at the foot of the page with the {page.label}")


def to_page(points, placement: Placement) -> list[Point]:
    c, s = math.cos(math.radians(placement.rotation)), math.sin(math.radians(placement.rotation))
    return [(placement.x + x * c - y * s, placement.y + x * s + y * c) for x, y in points]


def outline_of(layout: PartsLayout, rule: RangeRule | None, part: str) -> tuple[Point, ...]:
    return rule.outline if part == "rule" else layout.parts[part].outline


def printed_points(layout: PartsLayout, rule: RangeRule | None, part: str) -> list[Point]:
    """What must stay inside the printable area: the cut line, and the rule's crop marks."""
    return rule.extent_points() if part == "rule" else list(layout.parts[part].outline)


def sheet_pages(sheet: VolvelleSheet, layout: PartsLayout, rule: RangeRule | None, paper_name: str) -> list[SheetPage]:
    """Each page of the sheet with its parts where the module's docstring says."""
    width, height = paper_size(paper_name)
    m = PRINTER_MARGIN_MM + 1.0
    r = layout.radii
    top = height - m
    low = m + SCALE_BAR_ROOM_MM  # the parts at the foot stand above the scale bar
    pages = []
    for page in sheet.pages:
        discs = [p for p in page.parts if p in r]
        at: dict[str, Placement] = {}
        if len(discs) == 1 and len(page.parts) == 1:
            at[discs[0]] = Placement(discs[0], width / 2, top - r[discs[0]])
        elif discs:  # the first in the top-left corner, the second in the bottom-right one
            at[discs[0]] = Placement(discs[0], m + r[discs[0]], top - r[discs[0]])
            if len(discs) > 1:
                at[discs[1]] = Placement(discs[1], width - m - r[discs[1]], low + r[discs[1]])
        if layout.arm in page.parts:
            _, _, x1, y1 = layout.parts[layout.arm].extent()
            at[layout.arm] = Placement(layout.arm, width - m - x1, top - y1)
        if "rule" in page.parts and rule is not None:
            at["rule"] = _rule_placement(rule, width, height, paper_name)
        notes = None
        if "assembly" in page.parts:  # the schema puts them beside two discs
            one, two = at[discs[0]], at[discs[1]]
            notes = (m, low, two.x - r[discs[1]] - 4 - m, one.y - r[discs[0]] - 4 - low)
        placed = SheetPage(width, height, tuple(at[p] for p in page.parts if p in at), notes, page.label)
        _check_page(layout, rule, placed)
        pages.append(placed)
    return [_with_bar(layout, rule, page) for page in pages]


def _rule_placement(rule: RangeRule, width: float, height: float, paper_name: str) -> Placement:
    """The rule in the middle of the page, its crop marks included, turned as far as it needs."""
    tilt = rule_tilt(rule, width, height, PRINTER_MARGIN_MM)
    if tilt is None:
        raise LayoutError(f"range rule: {rule.length:.0f} mm does not fit a {paper_name} page even across it")
    turned = to_page(rule.extent_points(), Placement("rule", 0.0, 0.0, tilt))
    xs, ys = [p[0] for p in turned], [p[1] for p in turned]
    return Placement("rule", (width - max(xs) - min(xs)) / 2, (height - max(ys) - min(ys)) / 2, tilt)


def _outlines(layout: PartsLayout, rule: RangeRule | None, page: SheetPage) -> list[tuple[str, list[Point]]]:
    """What is printed on the page, each part's outline and the notes' box, in page mm."""
    outlines = [(p.part, to_page(printed_points(layout, rule, p.part), p)) for p in page.placements]
    if page.notes:
        x, y, w, h = page.notes
        outlines.append(("assembly notes", [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]))
    return outlines


def _check_page(layout: PartsLayout, rule: RangeRule | None, page: SheetPage) -> None:
    m = PRINTER_MARGIN_MM
    outlines = _outlines(layout, rule, page)
    for part, outline in outlines[:len(page.placements)]:
        xs, ys = [p[0] for p in outline], [p[1] for p in outline]
        if min(xs) < m - 1e-6 or min(ys) < m - 1e-6 or max(xs) > page.width - m + 1e-6 or max(ys) > page.height - m + 1e-6:
            raise LayoutError(f"the {part} does not fit the printable area "
                              f"of a {page.width:.1f} x {page.height:.1f} mm page")
    for i, (a, pa) in enumerate(outlines):
        for b, pb in outlines[i + 1:]:
            if overlaps(_hull(pa), _hull(pb)):
                raise LayoutError(f"the {a} and the {b} overlap on the page")


def _hull(points: list[Point]) -> list[Point]:
    """The convex hull, anticlockwise."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o, p, q):
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def rule_tilt(rule: RangeRule, width: float, height: float, margin: float) -> float | None:
    """0 when the rule fits the page lying flat; else the angle (degrees anticlockwise, in
    tenths) at which it lies across the page with the most room to spare; None when it does not
    fit at all."""
    best, best_room = None, -1.0
    for tenth in range(0, 900):
        angle = tenth / 10
        w, h = _turned_size(rule.extent_points(), angle)
        room = min(width - 2 * margin - w, height - 2 * margin - h)
        if room >= 0 and angle == 0:
            return 0.0
        if room > best_room:
            best, best_room = angle, room
    return best if best_room >= 0 else None


def _turned_size(points: list[Point], angle: float) -> tuple[float, float]:
    turned = to_page(points, Placement("rule", 0.0, 0.0, angle))
    xs, ys = [p[0] for p in turned], [p[1] for p in turned]
    return max(xs) - min(xs), max(ys) - min(ys)


@dataclass(frozen=True)
class Notes:
    """The assembly words and a side view of the stack: bars (x0, y, x1, name), the split pin."""

    texts: tuple[Words, ...]
    bars: tuple[tuple[float, float, float, Words], ...]
    pin: tuple[float, float, float]  # x, top, bottom


def assembly_notes(sheet: VolvelleSheet, box: tuple[float, float, float, float], layout: PartsLayout,
                   measure: Measure) -> Notes:
    """The words from the top of ``box``, then the parts seen from the side, top part first."""
    x, y, w, h = box
    texts, below = text_block([(p.text, p.size, p.bold) for p in assembly(sheet)], x, y + h, w, measure)
    arm = layout.parts[layout.arm].extent()
    reach = {**{k: (-r, r) for k, r in layout.radii.items()}, layout.arm: (arm[1], arm[3])}
    names = list(reversed(reach))
    label_width = max(measure(n, 6.0, False) for n in names) + 2.0
    span = max(r[1] for r in reach.values()) - min(r[0] for r in reach.values())
    scale = min(DIAGRAM_SCALE, (w - label_width - 1.0) / span)
    left = min(r[0] for r in reach.values()) * scale
    pivot = x + label_width - left
    bars = []
    top = below - 4.0
    for i, name in enumerate(names):
        level = top - LAYER_PITCH * (i + 1)
        x0, x1 = (pivot + v * scale for v in reach[name])
        bars.append((x0, level, x1, Words(name, x0 - 1.5, level - 0.2, 6.0, False, "end", rotation=0.0)))
    bottom = top - LAYER_PITCH * (len(names) + 1)
    if bottom < y or max(b[2] for b in bars) > x + w:
        raise LayoutError("the assembly notes do not fit beside the discs")
    return Notes(tuple(texts), tuple(bars), (pivot, top, bottom))
