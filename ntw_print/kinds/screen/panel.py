"""The blocks of one screen panel as geometry: headings, paragraphs, bullet lists, tables and
cycle diagrams set down the panel inside its padding (block coordinates as in print/layout/display.py's Ink).

Type does not shrink: a panel whose blocks are taller than it, or a word wider than it, is a
LayoutError saying how much room the blocks need and how much the panel has.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Hashable, Mapping, Sequence

from ...core.errors import LayoutError
from ...print.layout.text import CAP_HEIGHT as CAP, Measure, wrap
from ...print.layout.display import Arc, Ink, Rule, Shape, Words, joined
from ..table.layout import TableBlock, table_block
from ...core.geometry import MM_PER_PT as PT
from .schema import Block

RowIcons = Mapping[str, Sequence[Hashable | None]]  # a table's id -> one icon a body row (None: none)

PAD = 6.0  # paper kept clear inside each panel's edges (and its folds)
GAP = 3.0  # between blocks
HEADING_PT = 11.0
BODY_PT = 8.0
LEADING = 1.3
BULLET_INDENT = 3.2
NAME_PT = 8.5
MIDDLE_PT = 7.0
RING_MAX = 20.0  # the cycle's radius at most (mm)
RING_MIN = 7.0
HEAD = 2.4  # an arrowhead's length
CLEAR = 1.2  # between a name and the arrows


@dataclass(frozen=True)
class Style:
    """How a panel's blocks are set: a screen's large type, or a card's smaller type (kinds/table/cards)."""

    heading_pt: float = HEADING_PT
    heading_colour: str | None = None  # None: the heading in ink over a rule of the panel's colour
    body_pt: float = BODY_PT
    pad: float = PAD
    gap: float = GAP
    bullet_gap: float = 0.8  # between two bullets, over the line's own leading
    leading: float = LEADING  # of the body type: from one baseline to the next, in ems
    bullet_indent: float = BULLET_INDENT
    ring: float = RING_MAX  # a cycle's radius at most
    table_pt: float = 8.0  # a table's type at most


SCREEN = Style()


@dataclass(frozen=True)
class PanelSet:
    """A panel's blocks placed: drawn things, and tables by (x, top) for the table renderer."""

    ink: Ink
    tables: tuple[tuple[float, float, TableBlock], ...]
    used: float  # mm of height the blocks take, padding included


def _lines(text: str, room: float, size: float, bold: bool, measure: Measure, name: str) -> list[str]:
    lines = wrap(text, room, size, bold, measure)
    wide = [line for line in lines if measure(line, size, bold) > room + 1e-6]
    if wide:
        raise LayoutError(f"{name}: the word {wide[0]!r} is wider than the panel's {room:.1f} mm")
    return lines


def _paragraph(lines: list[str], x: float, size: float, bold: bool,
               leading: float = LEADING) -> tuple[list[Words], float]:
    """The lines set from y = 0 down, and the height from the top of the first to the last baseline."""
    step = size * PT * leading
    words = [Words(line, x, -size * PT * CAP - i * step, size, bold, "start") for i, line in enumerate(lines)]
    return words, size * PT * CAP + (len(lines) - 1) * step


def heading(text: str, room: float, colour: str, measure: Measure, name: str, style: Style = SCREEN) -> Ink:
    size = style.heading_pt
    words, height = _paragraph(_lines(text, room, size, True, measure, name), 0.0, size, True)
    if style.heading_colour is not None:
        return Ink(room, height + 1.2, tuple(replace(w, colour=style.heading_colour) for w in words))
    rule = Rule((0.0, -height - 1.4), (room, -height - 1.4), 0.6, colour)
    return Ink(room, height + 1.7, tuple(words), rules=(rule,))


def paragraph(text: str, room: float, measure: Measure, name: str, style: Style = SCREEN) -> Ink:
    size = style.body_pt
    words, height = _paragraph(_lines(text, room, size, False, measure, name), 0.0, size, False, style.leading)
    return Ink(room, height + 0.6, tuple(words))


def bullets(items: list[str], room: float, measure: Measure, name: str, style: Style = SCREEN) -> Ink:
    parts, top, size = [], 0.0, style.body_pt
    for item in items:
        indent = style.bullet_indent
        words, height = _paragraph(_lines(item, room - indent, size, False, measure, name), indent, size, False,
                                   style.leading)
        mark = Words("\u2022", 0.8, words[0].y, size, True, "start")
        parts.append(Ink(room, height, (mark, *words)).moved(0.0, top))
        top -= height + size * PT * (style.leading - CAP) + style.bullet_gap
    return joined(room, -top, parts)


def _exit(centre: tuple[float, float], radius: float, angle: float, half: tuple[float, float], step: float) -> float:
    """The angle (degrees) where the ring, walked from `angle` by `step`, leaves a name's box."""
    hw, hh = half
    label = (centre[0] + radius * math.cos(math.radians(angle)), centre[1] + radius * math.sin(math.radians(angle)))
    at = angle
    while True:
        at += step
        x = centre[0] + radius * math.cos(math.radians(at))
        y = centre[1] + radius * math.sin(math.radians(at))
        if abs(x - label[0]) > hw + CLEAR or abs(y - label[1]) > hh + CLEAR:
            return at


def cycle(names: list[str], middle: str, room: float, measure: Measure, name: str, ring: float = RING_MAX) -> Ink:
    """Names round a ring, the first at the top, clockwise; an arrow from each to the next."""
    widest = max(measure(n, NAME_PT, True) for n in names)
    radius = min(ring, (room - widest) / 2 - 1.0)
    if radius < RING_MIN:
        raise LayoutError(f"{name}: the names need {widest + 2 * (RING_MIN + 1.0):.1f} mm across, "
                          f"the panel has {room:.1f} mm")
    cap = NAME_PT * PT * CAP
    centre = (room / 2, -(radius + cap / 2 + 1.0))
    angles = [90.0 - i * 360.0 / len(names) for i in range(len(names))]
    words, arcs, heads = [], [], []
    for label, angle in zip(names, angles):
        x = centre[0] + radius * math.cos(math.radians(angle))
        y = centre[1] + radius * math.sin(math.radians(angle))
        words.append(Words(label, x, y - cap / 2, NAME_PT, True))
    halves = [(measure(n, NAME_PT, True) / 2, cap / 2) for n in names]
    for i, angle in enumerate(angles):
        j = (i + 1) % len(names)
        start = _exit(centre, radius, angle, halves[i], -0.5)
        tip = _exit(centre, radius, angles[j] - (360.0 if j == 0 else 0.0), halves[j], 0.5)
        base = tip + math.degrees(HEAD / radius)
        if base >= start:
            raise LayoutError(f"{name}: the names crowd the ring; no room for the arrows")
        arcs.append(Arc(centre, radius, base, start - base, 0.5))
        heads.append(Shape(_head(centre, radius, tip, base)))
    if middle:
        if measure(middle, MIDDLE_PT, False) > 2 * radius - 2 * cap:
            raise LayoutError(f"{name}: {middle!r} does not fit inside the ring")
        words.append(Words(middle, centre[0], centre[1] - MIDDLE_PT * PT * CAP / 2, MIDDLE_PT, colour="#5b5a55"))
    bottom = min(w.y for w in words[:len(names)]) - 1.0
    return Ink(room, -bottom, tuple(words), shapes=tuple(heads), arcs=tuple(arcs))


def _head(centre, radius: float, tip: float, base: float) -> tuple[tuple[float, float], ...]:
    """An arrowhead pointing clockwise along the ring, its tip at angle `tip`, its base at `base`."""
    def on(angle: float, r: float) -> tuple[float, float]:
        return centre[0] + r * math.cos(math.radians(angle)), centre[1] + r * math.sin(math.radians(angle))

    return on(tip, radius), on(base, radius + 1.2), on(base, radius - 1.2)


def block_ink(block: Block, room: float, colour: str, measure: Measure, name: str, style: Style = SCREEN,
              marks: bool = False, icons: RowIcons | None = None) -> tuple[Ink, TableBlock | None]:
    if block.heading is not None:
        return heading(block.heading, room, colour, measure, name, style), None
    if block.text is not None:
        return paragraph(block.text, room, measure, name, style), None
    if block.bullets is not None:
        return bullets(block.bullets, room, measure, name, style), None
    if block.cycle is not None:
        return cycle(block.cycle, block.middle, room, measure, name, style.ring), None
    table = table_block(block.table, room, measure, name, marks, style.table_pt,  # a screen's: refused by the schema
                        icons.get(block.table.id, ()) if icons and block.table.id else ())
    return Ink(table.width, table.height), table


def panel_set(blocks: list[Block], width: float, height: float, colour: str, measure: Measure, name: str,
              style: Style = SCREEN, marks: bool = False, icons: RowIcons | None = None) -> PanelSet:
    """The blocks down the panel (its top-left at 0, 0), each `style.gap` below the last; designer values
    of its tables marked with `marks`; `icons`: a table's row icons by its id (table/layout.table_block)."""
    pad, gap = style.pad, style.gap
    room = width - 2 * pad
    parts, tables, top, heights = [], [], -pad, []
    for index, block in enumerate(blocks):
        ink, table = block_ink(block, room, colour, measure, f"{name}, block {index + 1} ({block.kind})", style,
                               marks, icons)
        parts.append(ink.moved(pad, top))
        if table is not None:
            tables.append((pad, top, table))
        top -= ink.height + gap
        heights.append(ink.height)
    used = -top - gap + pad if blocks else 0.0
    if used > height + 1e-6:
        fit = _fitting(heights, height - 2 * pad, gap)
        raise LayoutError(f"{name}: its blocks need {used:.1f} mm of height, the panel has {height:.1f} mm "
                          f"({'only the first ' + str(fit) if fit else 'none'} of its {len(blocks)} blocks fit)")
    return PanelSet(joined(width, height, parts), tuple(tables), used)


def _fitting(heights: list[float], room: float, gap: float) -> int:
    total = 0.0
    for count, height in enumerate(heights):
        total += height + (gap if count else 0.0)
        if total > room + 1e-6:
            return count
    return len(heights)
