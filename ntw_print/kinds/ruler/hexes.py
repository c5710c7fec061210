"""A hex rule (`HexRule`), in mm: a straight strip graduated in hexes at the board's pitch, with
each stop line and the names that stop there, and its words wrapped along it. Nothing draws here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.geometry import Point
from ...core.hex_rule import NAME_GAP, name_lines, names_reach_left
from ...core.errors import LayoutError
from ...print.layout.sheet import Segment
from ...print.layout.text import Measure, wrap
from ...print.layout.placed_text import Text
from .schema import HexRule

RULE_WIDTH = 22.0
RULE_LEAD = 4.0  # paper before the 0 line
RULE_TAIL = 3.0  # paper after the last hex
RULE_MARK_GAP = 1.0  # crop marks of the (turned) strip: they continue its edges past the corners
RULE_MARK_LENGTH = 3.0
CENTRE_TICK = 4.5
EDGE_TICK = 2.5
NUMBER_BASELINE = -9.2
NUMBER_PT = 11
NAME_BASELINE = -13.6
NAME_SIZES = (7.0, 6.5, 6.0, 5.5, 5.0)  # points: the names shrink this far to share a hex
WORDS_BASELINE = -16.8
TWO_LINE_BASELINES = (-12.3, -14.6)  # names that share a hex on two lines, between the numbers and the words


@dataclass(frozen=True)
class RangeRule:
    """A straight strip graduated in hexes. Its frame: the origin on the measuring edge at the 0
    line (the firing hex's centre), x along the strip, the strip below (y < 0)."""

    pitch: float
    hexes: int
    outline: tuple[Point, ...]
    centres: tuple[float, ...]  # x of each hex centre tick, hex 0 first
    edges: tuple[float, ...]  # x of the hexsides between them
    numbers: tuple[Text, ...]
    reaches: tuple[tuple[float, tuple[Text, ...]], ...]  # (x of the stop line, names before it)
    texts: tuple[Text, ...]

    @property
    def length(self) -> float:
        return self.outline[1][0] - self.outline[0][0]

    @property
    def crop_marks(self) -> tuple[Segment, ...]:
        """Two short lines at each corner, continuing the strip's edges outwards."""
        (x0, y0), (x1, _), (_, y1), _ = self.outline
        near, far = RULE_MARK_GAP, RULE_MARK_GAP + RULE_MARK_LENGTH
        marks = []
        for x, sx in ((x0, -1), (x1, 1)):
            for y, sy in ((y0, -1), (y1, 1)):
                marks.append(((x + sx * near, y), (x + sx * far, y)))
                marks.append(((x, y + sy * near), (x, y + sy * far)))
        return tuple(marks)

    def extent_points(self) -> list[Point]:
        """Everything printed for the strip that must stay on the page: outline and crop marks."""
        return [*self.outline, *(p for mark in self.crop_marks for p in mark)]


def range_rule(spec: HexRule, measure: Measure) -> RangeRule:
    """Hex centres every ``pitch`` mm from the 0 line; each stop's name in the last hex it reaches,
    with a stop line at that hex's far side; the words along the strip."""
    finite, pitch = spec.stops, spec.pitch
    hexes = max((m.hexes for m in finite), default=1)
    end = (hexes + 0.5) * pitch + RULE_TAIL
    outline = ((-RULE_LEAD, -RULE_WIDTH), (end, -RULE_WIDTH), (end, 0.0), (-RULE_LEAD, 0.0))
    centres = tuple(n * pitch for n in range(hexes + 1))
    edges = tuple((n + 0.5) * pitch for n in range(hexes + 1))
    numbers = tuple(Text(str(n), n * pitch, NUMBER_BASELINE, 0, NUMBER_PT, True, measure(str(n), NUMBER_PT, True))
                    for n in range(hexes + 1))
    stops = sorted({m.hexes for m in finite})
    reaches = [((n + 0.5) * pitch, _names_in_hex([m for m in finite if m.hexes == n], n,
                                                 names_reach_left(stops, i, pitch), pitch, measure))
               for i, n in enumerate(stops)]
    size = 5.5
    lines = wrap(spec.words, end - 1.0 - 0.5 * pitch, size, False, measure)
    texts = tuple(Text(line, 0.5 * pitch, WORDS_BASELINE - 2.5 * i, 0, size, False, measure(line, size, False),
                       "ink", "start") for i, line in enumerate(lines))
    if texts and texts[-1].y < -RULE_WIDTH + 1.5:
        raise LayoutError("range rule: its words need more than two lines")
    return RangeRule(pitch, hexes, outline, centres, edges, numbers, tuple(reaches), texts)


def _names_in_hex(marks, n: int, left: float, pitch: float, measure: Measure) -> tuple[Text, ...]:
    """The names that stop at hex ``n``, right-aligned before its stop line (the
    shortest reach nearest the line) and reaching left no further than ``left``: on one line in
    the largest of NAME_SIZES that fits, else on two (every other name on the second)."""
    names = [m.name for m in marks]
    right = (n + 0.5) * pitch - 1.0
    for lines in name_lines(len(names)):
        for size in NAME_SIZES:
            widths = [measure(name, size, True) for name in names]
            if all(sum(widths[i] for i in line) + NAME_GAP * (len(line) - 1) <= right - left for line in lines):
                return _placed(names, widths, lines, right, size)
    raise LayoutError(f"range rule: {', '.join(names)} reach hex {n}; on two lines at {size:g} pt they need more "
                      f"than the {right - left:.1f} mm before the stop line: give one of them another range or a "
                      "shorter name")


def _placed(names, widths, lines, right: float, size: float) -> tuple[Text, ...]:
    baselines = [NAME_BASELINE] if len(lines) == 1 else TWO_LINE_BASELINES
    texts = []
    for line, baseline in zip(lines, baselines):
        x = right
        for i in line:
            texts.append(Text(names[i], x, baseline, 0, size, True, widths[i], "ink", "end"))
            x -= widths[i] + NAME_GAP
    return tuple(texts)
