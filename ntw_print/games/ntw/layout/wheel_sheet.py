"""Where the hit-score wheel's parts and the range rule go on the pages, checked to fit the
printable area without overlapping.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ....core.geometry import Point
from ....core.errors import LayoutError
from .range_rule import RangeRule
from ....print.layout.sheet import PRINTER_MARGIN_MM, SCALE_BAR_ROOM_MM, paper_size
from ....print.layout.placed_text import overlaps
from ....print.layout.scale_bar import WIDTH as BAR_WIDTH, ScaleBar, foot_bar
from .wheel import BASE_RADIUS, WheelLayout

@dataclass(frozen=True)
class Placement:
    part: str  # a wheel part, or "rule"
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
    scale_bar: ScaleBar | None = None  # set by wheel_pages, clear of every part


def _with_bar(layout: WheelLayout, rule: RangeRule, page: SheetPage) -> SheetPage:
    """The page with its scale bar at the foot, left or right, wherever no part stands."""
    hulls = [_hull(outline) for _, outline in _outlines(layout, rule, page)]
    for bar in (foot_bar(), foot_bar(page.width - PRINTER_MARGIN_MM - 4.0 - BAR_WIDTH)):
        b = bar.box
        corners = [(b.x, b.y), (b.right, b.y), (b.right, b.top), (b.x, b.top)]
        if not any(overlaps(corners, hull) for hull in hulls):
            return replace(page, scale_bar=bar)
    raise LayoutError(f"hit-score wheel: no room for the scale bar at the foot of the page with the {page.label}")


def to_page(points, placement: Placement) -> list[Point]:
    c, s = math.cos(math.radians(placement.rotation)), math.sin(math.radians(placement.rotation))
    return [(placement.x + x * c - y * s, placement.y + x * s + y * c) for x, y in points]


def outline_of(layout: WheelLayout, rule: RangeRule, part: str) -> tuple[Point, ...]:
    return rule.outline if part == "rule" else layout.parts[part].outline


def printed_points(layout: WheelLayout, rule: RangeRule, part: str) -> list[Point]:
    """What must stay inside the printable area: the cut line, and the rule's crop marks."""
    return rule.extent_points() if part == "rule" else list(layout.parts[part].outline)


def wheel_pages(layout: WheelLayout, rule: RangeRule, paper_name: str) -> list[SheetPage]:
    """Page 1: the base. Page 2: discs 1 and 2, the arm and the assembly notes. Page 3: discs 3
    and 4 in two corners, the range rule across the page between them."""
    width, height = paper_size(paper_name)
    m = PRINTER_MARGIN_MM + 1.0
    r = layout.radii
    top = height - m
    x0, _, x1, y1 = layout.parts["arm"].extent()
    arm = Placement("arm", width - m - x1, top - y1)
    one = Placement("disc-1", m + r["disc-1"], top - r["disc-1"])
    low = m + SCALE_BAR_ROOM_MM  # the parts at the foot stand above the scale bar
    two = Placement("disc-2", width - m - r["disc-2"], low + r["disc-2"])
    notes = (m, low, two.x - r["disc-2"] - 4 - m, one.y - r["disc-1"] - 4 - low)
    tilt = rule_tilt(rule, width, height, PRINTER_MARGIN_MM)
    if tilt is None:
        raise LayoutError(f"range rule: {rule.length:.0f} mm does not fit a {paper_name} page even across it")
    turned = to_page(rule.extent_points(), Placement("rule", 0.0, 0.0, tilt))
    xs, ys = [p[0] for p in turned], [p[1] for p in turned]  # centred on the page, marks included
    rule_at = Placement("rule", (width - max(xs) - min(xs)) / 2, (height - max(ys) - min(ys)) / 2, tilt)
    pages = [
        SheetPage(width, height, (Placement("base", width / 2, top - BASE_RADIUS),), label="base"),
        SheetPage(width, height, (one, two, arm), notes=notes, label="discs 1 and 2, arm"),
        SheetPage(width, height, (Placement("disc-3", m + r["disc-3"], top - r["disc-3"]),
                                  Placement("disc-4", width - m - r["disc-4"], low + r["disc-4"]), rule_at),
                  label="discs 3 and 4, range rule"),
    ]
    for page in pages:
        _check_page(layout, rule, page)
    return [_with_bar(layout, rule, page) for page in pages]


def _outlines(layout: WheelLayout, rule: RangeRule, page: SheetPage) -> list[tuple[str, list[Point]]]:
    """What is printed on the page, each part's outline and the notes' box, in page mm."""
    outlines = [(p.part, to_page(printed_points(layout, rule, p.part), p)) for p in page.placements]
    if page.notes:
        x, y, w, h = page.notes
        outlines.append(("assembly notes", [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]))
    return outlines


def _check_page(layout: WheelLayout, rule: RangeRule, page: SheetPage) -> None:
    m = PRINTER_MARGIN_MM
    outlines = _outlines(layout, rule, page)
    for part, outline in outlines[:len(page.placements)]:
        xs, ys = [p[0] for p in outline], [p[1] for p in outline]
        if min(xs) < m - 1e-6 or min(ys) < m - 1e-6 or max(xs) > page.width - m + 1e-6 or max(ys) > page.height - m + 1e-6:
            raise LayoutError(f"hit-score wheel: the {part} does not fit the printable area "
                              f"of a {page.width:.1f} x {page.height:.1f} mm page")
    for i, (a, pa) in enumerate(outlines):
        for b, pb in outlines[i + 1:]:
            if overlaps(_hull(pa), _hull(pb)):
                raise LayoutError(f"hit-score wheel: the {a} and the {b} overlap on the page")


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
