"""Text as geometry: the function a renderer passes in to measure words, and line breaking."""

from __future__ import annotations

import re
from collections.abc import Callable

Measure = Callable[[str, float, bool], float]
"""(text, size in points, bold) -> width in mm."""

CAP_HEIGHT = 0.73
"""How tall the capitals of the sans face (Bitstream Vera) stand, in ems: a line is set so its
capitals sit where they belong, as the renderer and the layouts both reckon it."""


BREAK = re.compile(r"[^\S\u00a0]+")
"""Where a line may break: any white space but the no-break space (which holds a sum on one line)."""


def wrap(words: str, width: float, size: float, bold: bool, measure: Measure) -> list[str]:
    """Greedy line breaking at spaces (never at a no-break space): as many words on each line as fit
    `width` mm."""
    lines: list[str] = []
    for word in BREAK.split(words.strip()):
        if not word:
            continue
        if lines and measure(f"{lines[-1]} {word}", size, bold) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines
