"""A direction rose: a marked centre, spokes all round it and one example arrow with its words, for
the scatter and deviation rules of a game (where a missed shot lands, which way a blast drifts).

```yaml
roses:
  - title: Missile deviation
    centre: Red Die                # the label of the centre disc, the base of the roll
    colour: "#c8102e"              # the centre disc's colour
    spokes: 8                      # directions drawn evenly round it, the first straight up
    arrow: {angle: 225, tip: other die, label: 3 + 5 = 8 inches}   # degrees clockwise from the top
    notes: [The missile lands the sum of the dice away, from the Red Die towards the other die.]
```

Geometry in mm relative to the block's top-left corner, y up (as print/layout/display.py's Ink); the rose is drawn in
fills and straight lines only, so that nothing in it reads back as a ruled table cell.
"""

from __future__ import annotations

import math

from pydantic import Field

from ...core.lengths import Length
from ...core.errors import LayoutError
from ...print.layout.text import CAP_HEIGHT as CAP, Measure, wrap
from ...core.model.common import Colour, Model
from ...core.geometry import MM_PER_PT as PT
from ...print.layout.display import Disc, Ink, Rule, Shape, Words, readable_on
from .title import TITLE_PT, title_lines

LABEL_PT = 6.5
TIP_PT = 6.0
NOTE_PT = 6.5
LEADING = 1.2
RING_FILL = "#f1efe8"
TIP_FILL = "#dcd9cd"
SPOKE = "#9a978c"
SPOKE_WIDTH = 0.25
ARROW_WIDTH = 0.8
HEAD = 3.0  # the arrowhead's length
CENTRE_SHARE = 0.3  # of the radius: the centre disc
TIP_SHARE = 0.2  # of the radius: the disc at the arrow's end, at least (it grows to hold its words)
TIP_PAD = 0.8  # mm between the tip's words and its disc's edge
SHAFT = 2.0  # the least arrow shaft between the centre disc and the arrowhead
SIDE = 2.0  # mm between the ring and the arrow's words


class RoseArrow(Model):
    angle: float = Field(ge=0, lt=360, description="degrees clockwise from straight up")
    tip: str = Field("", max_length=20, description="the label of the disc at the arrow's end")
    label: str = Field("", max_length=40, description="words beside the arrow")


class Rose(Model):
    title: str = Field("", max_length=120)
    centre: str = Field(max_length=20, description="the label of the centre disc")
    colour: Colour = "#c8102e"
    spokes: int = Field(8, ge=0, le=36, description="directions drawn evenly round the centre, the first straight up")
    radius: Length = Field(22.0, description="to the end of the spokes")
    arrow: RoseArrow | None = None
    notes: list[str] = Field(default_factory=list, max_length=10)


def direction(angle: float) -> tuple[float, float]:
    """The unit vector `angle` degrees clockwise from straight up (y up)."""
    rad = math.radians(angle)
    return math.sin(rad), math.cos(rad)


def rose_block(rose: Rose, room: float, measure: Measure, name: str) -> Ink:
    """The rose with its title above and its notes under it, in a block `room` mm wide at most."""
    r = rose.radius
    words, rules, discs, shapes = [], [], [], []
    lines, depth, title_width = title_lines(rose.title, room, measure)
    words += [Words(text, 0.0, baseline, TITLE_PT, True, "start") for text, baseline in lines]
    top = -depth
    tip_r = _tip_radius(rose, measure, name) if rose.arrow else 0.0
    reach = r + tip_r  # the tip disc stands on the spokes' ends
    label_room = measure(rose.arrow.label, LABEL_PT, False) + SIDE if rose.arrow and rose.arrow.label else 0.0
    width = 2 * reach + label_room  # the arrow's words stand outside the ring, on its tip's side
    if width > room + 1e-6:
        raise LayoutError(f"{name}: the rose needs {width:.1f} mm across with its words, the column is {room:.1f} mm")
    cx, cy = (label_room if rose.arrow and _leftward(rose.arrow) else 0.0) + reach, top - reach - 1.0
    discs.append(Disc((cx, cy), r, RING_FILL, None))
    inner = r * CENTRE_SHARE
    for k in range(rose.spokes):
        dx, dy = direction(360.0 * k / rose.spokes)
        end = _short_of_tip(rose, (dx, dy), inner, tip_r)
        rules.append(Rule((cx + dx * inner, cy + dy * inner), (cx + dx * end, cy + dy * end), SPOKE_WIDTH, SPOKE))
    discs.append(Disc((cx, cy), inner, rose.colour, None))
    if measure(rose.centre, LABEL_PT, True) > 2 * inner - 1.0:
        raise LayoutError(f"{name}: {rose.centre!r} is wider than the centre disc ({2 * inner:.1f} mm)")
    words.append(Words(rose.centre, cx, cy - LABEL_PT * PT * CAP / 2, LABEL_PT, True, "middle",
                       readable_on(rose.colour)))
    if rose.arrow is not None:
        _arrow(rose, (cx, cy), tip_r, words, rules, discs, shapes)
    y = cy - reach - 2.0
    for note in rose.notes:
        for line in wrap(note, width, NOTE_PT, False, measure):
            y -= NOTE_PT * PT * LEADING
            words.append(Words(line, 0.0, y + NOTE_PT * PT * LEADING * 0.2, NOTE_PT, False, "start"))
    return Ink(max(width, title_width), -y, tuple(words), (), tuple(rules), tuple(discs), tuple(shapes))


def _tip_radius(rose: Rose, measure: Measure, name: str) -> float:
    """The disc at the arrow's end: a fifth of the radius, or wide enough for its words; it must
    leave the arrow a shaft between the centre disc and the arrowhead."""
    r, words = rose.radius, rose.arrow.tip
    tip_r = max(r * TIP_SHARE, (measure(words, TIP_PT, True) / 2 + TIP_PAD) if words else 0.0)
    if r - tip_r - HEAD - r * CENTRE_SHARE < SHAFT:
        raise LayoutError(f"{name}: the tip's words {words!r} need a disc {2 * tip_r:.1f} mm across, too big for a "
                          f"rose of radius {r:.1f} mm: shorten them or give a larger radius")
    return tip_r


def _short_of_tip(rose: Rose, way: tuple[float, float], inner: float, tip_r: float) -> float:
    """How far a spoke pointing `way` runs from the centre: to the radius, or to the edge of the
    tip disc where it would run into it (the spoke under the arrow stops where the disc begins)."""
    r = rose.radius
    if rose.arrow is None:
        return r
    along = sum(a * b for a, b in zip(way, direction(rose.arrow.angle)))  # cos of the angle between them
    room = (r * along) ** 2 - r * r + tip_r * tip_r
    if room < 0.0 or r * along + math.sqrt(room) <= inner:  # passes by the disc, or meets it behind the centre
        return r
    return max(inner, min(r, r * along - math.sqrt(room)))


def _arrow(rose: Rose, centre: tuple[float, float], tip_r: float, words, rules, discs, shapes) -> None:
    """The example: a bold arrow from the centre disc to a disc on the spokes' end, its words beside it."""
    arrow, r = rose.arrow, rose.radius
    (cx, cy), (dx, dy) = centre, direction(arrow.angle)
    tip = (cx + dx * r, cy + dy * r)
    start = (cx + dx * r * CENTRE_SHARE, cy + dy * r * CENTRE_SHARE)
    point = (tip[0] - dx * tip_r, tip[1] - dy * tip_r)  # the arrowhead touches the tip disc
    base = (point[0] - dx * HEAD, point[1] - dy * HEAD)
    rules.append(Rule(start, base, ARROW_WIDTH))
    shapes.append(Shape((point, (base[0] - dy * HEAD / 2, base[1] + dx * HEAD / 2),
                         (base[0] + dy * HEAD / 2, base[1] - dx * HEAD / 2))))
    discs.append(Disc(tip, tip_r, TIP_FILL, None))
    if arrow.tip:
        words.append(Words(arrow.tip, tip[0], tip[1] - (TIP_PT) * PT * CAP / 2, TIP_PT, True))
    if arrow.label:  # outside the ring, level with the tip, on the tip's side
        left = _leftward(arrow)
        x = cx - r - tip_r - SIDE if left else cx + r + tip_r + SIDE
        words.append(Words(arrow.label, x, tip[1] - LABEL_PT * PT * CAP / 2, LABEL_PT, False,
                           "end" if left else "start"))


def _leftward(arrow: RoseArrow) -> bool:
    return direction(arrow.angle)[0] < -1e-9
