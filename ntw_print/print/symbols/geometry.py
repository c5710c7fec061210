"""A symbol as marks: its frame, icons, modifiers, echelon and amplifiers, in the 200-unit square.

Pure data: `marks` lists what to draw, `extent` how far it reaches (with half a line around), so
that a test can check the numbers and the renderer only strokes them.
"""

from __future__ import annotations

import functools

from .symbol import ECHELON, ICON, MODIFIER, Symbol
from .echelons import REINFORCEMENTS, echelon_marks, reinforcement, staff, task_force
from .frames import FRAMES, LINE
from .paths import Mark, bounds


@functools.lru_cache(maxsize=None)
def marks(symbol: Symbol) -> tuple[Mark, ...]:
    """Everything the symbol draws, the frame first (filled beneath the rest)."""
    affiliation = symbol.affiliation
    echelon = ECHELON[symbol.echelon] if symbol.echelon else None
    found = [Mark(FRAMES[affiliation].outline, "frame", True)]
    for name in symbol.icons:
        found += ICON[name].geometry(affiliation)
    for name in symbol.modifiers:
        found += MODIFIER[name].geometry(affiliation)
    if echelon:
        found += echelon_marks(echelon, affiliation)
    if symbol.task_force:
        found.append(task_force(affiliation, echelon))
    if symbol.hq:
        found.append(staff(affiliation))
    if symbol.reinforcement:
        found += reinforcement(REINFORCEMENTS[symbol.reinforcement][0], affiliation, echelon)
    return tuple(found)


@functools.lru_cache(maxsize=None)
def symbol_extent(symbol: Symbol) -> tuple[float, float, float, float]:
    """The extent of everything the symbol draws, worked out once a symbol (it is placed on many pieces)."""
    return extent(marks(symbol))


def extent(drawn: tuple[Mark, ...]) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of the marks with half a line around them."""
    boxes = [bounds(m.path) for m in drawn]
    half = LINE / 2
    return (min(b[0] for b in boxes) - half, min(b[1] for b in boxes) - half,
            max(b[2] for b in boxes) + half, max(b[3] for b in boxes) + half)
