"""The hit-score wheel's assembly notes, in mm: the words, then the parts seen from the side."""

from __future__ import annotations

from dataclasses import dataclass

from ....core.errors import LayoutError
from ....print.layout.placed_text import Text, text_block
from ....print.layout.text import Measure
from .wheel import WheelLayout
from ..rules.wheel import PART_TITLES, PARTS

DIAGRAM_SCALE = 0.34  # at most; less when the notes are narrower
LAYER_PITCH = 4.0


@dataclass(frozen=True)
class Notes:
    """The assembly words and a side view of the stack: bars (x0, y, x1, name), the split pin."""

    texts: tuple[Text, ...]
    bars: tuple[tuple[float, float, float, Text], ...]
    pin: tuple[float, float, float]  # x, top, bottom


def assembly_notes(paragraphs: list[tuple[str, float, bool]], box: tuple[float, float, float, float],
                   layout: WheelLayout, measure: Measure) -> Notes:
    """The words from the top of ``box``, then the parts seen from the side, top part first."""
    x, y, w, h = box
    texts, below = text_block(paragraphs, x, y + h, w, measure)
    arm = layout.parts["arm"].extent()
    reach = {**{k: (-r, r) for k, r in layout.radii.items()}, "arm": (arm[1], arm[3])}
    names = [PART_TITLES[k] for k in reversed(PARTS)]
    label_width = max(measure(n, 6.0, False) for n in names) + 2.0
    span = max(r[1] for r in reach.values()) - min(r[0] for r in reach.values())
    scale = min(DIAGRAM_SCALE, (w - label_width - 1.0) / span)
    left = min(reach[k][0] for k in PARTS) * scale
    pivot = x + label_width - left
    bars = []
    top = below - 4.0
    for i, key in enumerate(reversed(PARTS)):
        level = top - LAYER_PITCH * (i + 1)
        x0, x1 = (pivot + v * scale for v in reach[key])
        name = PART_TITLES[key]
        bars.append((x0, level, x1, Text(name, x0 - 1.5, level - 0.2, 0, 6.0, False, measure(name, 6.0, False),
                                         "ink", "end")))
    bottom = top - LAYER_PITCH * (len(PARTS) + 1)
    if bottom < y or max(b[2] for b in bars) > x + w:
        raise LayoutError("hit-score wheel: the assembly notes do not fit beside the discs")
    return Notes(tuple(texts), tuple(bars), (pivot, top, bottom))
