"""Where the lines through cell centres (roads, railways) break on a board: round the words on it,
cell labels and place names, so that no line runs through a number or a name. Geometry only."""

from __future__ import annotations

from ...core.geometry import MM_PER_PT as PT
from ...print.layout.sheet import Box
from ...print.layout.text import Measure

GAP = 0.35  # mm of clear ground round the words
BELOW, ABOVE = 0.22, 0.76  # the words' extent under and over the baseline, as shares of their size


def words_box(words, measure: Measure) -> Box:
    """The box round `words` (the display list's Words) with GAP to spare."""
    width = measure(words.text, words.size, words.bold)
    left = {"start": words.x, "end": words.x - width}.get(words.anchor, words.x - width / 2)
    below, above = words.size * PT * BELOW, words.size * PT * ABOVE
    return Box(left - GAP, words.y - below - GAP, width + 2 * GAP, below + above + 2 * GAP)


def clear_boxes(all_words, measure: Measure) -> tuple[Box, ...]:
    """The boxes round `all_words`, those that meet merged into one: the clip that keeps lines out of
    them is drawn by the even-odd rule, which would open an overlap of two boxes again. A sweep from
    left to right: a box ending left of the next one is set aside, met again only by a merged box
    reaching back over it."""
    aside: list[Box] = []
    open_: list[Box] = []
    for box in sorted((words_box(words, measure) for words in all_words), key=lambda b: b.x):
        sweep = box.x
        aside.extend(other for other in open_ if other.right <= sweep)
        open_ = [other for other in open_ if other.right > sweep]
        while True:
            hit = _first_met(box, open_)
            if hit is None and box.x < sweep:
                hit = _first_met(box, aside)
                if hit is not None:
                    open_.append(aside.pop(hit))
                    hit = len(open_) - 1
            if hit is None:
                break
            box = Box.around([box, open_.pop(hit)])
        open_.append(box)
    return tuple(aside + open_)


def _first_met(box: Box, boxes: list[Box]) -> int | None:
    return next((i for i, other in enumerate(boxes) if _meet(box, other)), None)


def _meet(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.top and b.y < a.top
