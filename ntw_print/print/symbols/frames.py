"""The four affiliation frames of a land unit, their standard fills, and where icons meet them.

Sizes follow APP-6(D) / MIL-STD-2525D in their 200-unit square: friend a rectangle of 3:2
(150 x 100), hostile a diamond, neutral a square, unknown a quatrefoil. Icons that run to the
frame's edge (infantry's cross, the medical cross, supply's bar...) take their ends from `Frame`:
`inner` is the box the infantry cross spans, `top`/`bottom` where a vertical line through the
centre meets the frame, `sides[y]` where a horizontal line at height y does.
"""

from __future__ import annotations

from dataclasses import dataclass

from .paths import Point

AFFILIATIONS = ("friend", "hostile", "neutral", "unknown")
AFFILIATION_ALIASES = {"friendly": "friend", "own": "friend", "enemy": "hostile", "opposing": "hostile"}
SIDC_IDENTITY = {"friend": "3", "hostile": "6", "neutral": "4", "unknown": "1"}  # standard identity digit

# The standard's light ("filled") frame colours; a code may give its own (#rrggbb) or none (unfilled).
FILLS = {"friend": "#80e0ff", "hostile": "#ff8080", "neutral": "#aaffaa", "unknown": "#ffff80"}
INK = "#000000"
LINE = 4.0  # frame and icon lines, in the 200-unit square


@dataclass(frozen=True)
class Frame:
    outline: str
    inner: tuple[float, float, float, float]  # the box infantry's cross spans (left, top, right, bottom)
    top: float  # where the vertical through x = 100 meets the frame
    bottom: float
    left: Point  # where the headquarters staff leaves the frame
    sides: dict[int, tuple[float, float]]  # height -> (left, right) where a level line meets the frame


FRAMES = {
    "friend": Frame("M25,50 L175,50 L175,150 L25,150 Z", (25, 50, 175, 150), 50, 150, (25, 150),
                    {80: (25, 175), 100: (25, 175), 120: (25, 175)}),
    "hostile": Frame("M100,28 L172,100 L100,172 L28,100 Z", (60, 70, 140, 130), 28, 172, (28, 100),
                     {80: (48, 152), 100: (28, 172), 120: (48, 152)}),
    "neutral": Frame("M45,45 L155,45 L155,155 L45,155 Z", (45, 45, 155, 155), 45, 155, (45, 155),
                     {80: (45, 155), 100: (45, 155), 120: (45, 155)}),
    "unknown": Frame("M63,63 C63,20 137,20 137,63 C180,63 180,137 137,137 C137,180 63,180 63,137 "
                     "C20,137 20,63 63,63 Z", (50, 65, 150, 135), 30.75, 169.25, (30.75, 100),
                     {80: (35, 165), 100: (30.75, 169.25), 120: (35, 165)}),
}


def top_at(affiliation: str, x: float) -> float:
    """How high the frame's top edge is at x (for the task force's legs): exact for the straight
    frames, the top lobe's curve for unknown."""
    if affiliation == "hostile":
        return 28 + abs(x - 100)
    if affiliation != "unknown":
        return FRAMES[affiliation].top
    if not 63 <= x <= 137:
        return 63.0
    low, high = 0.0, 1.0  # the lobe M63,63 C63,20 137,20 137,63: find t where its x is x
    for _ in range(40):
        t = (low + high) / 2
        if _cubic(t, 63, 63, 137, 137) < x:
            low = t
        else:
            high = t
    return _cubic(low, 63, 20, 20, 63)


def _cubic(t: float, a: float, b: float, c: float, d: float) -> float:
    u = 1 - t
    return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
