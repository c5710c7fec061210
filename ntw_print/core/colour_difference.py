"""How far apart two colours look: CIE L*a*b* from sRGB, and the CIEDE2000 colour difference.

ΔE2000 follows Sharma, Wu and Dalal, "The CIEDE2000 colour-difference formula: implementation
notes, supplementary test data and mathematical observations" (2005), whose test pairs
tests/test_colour_difference.py checks it against. About 1 is the smallest difference an eye
sees side by side; print shops hold proofs to 2 or 3.
"""

from __future__ import annotations

from math import atan2, cos, degrees, exp, hypot, radians, sin, sqrt

Lab = tuple[float, float, float]

D50 = (0.9642, 1.0, 0.8249)


def delta_e_2000(first: Lab, second: Lab) -> float:
    """The CIEDE2000 difference between two L*a*b* colours (kL = kC = kH = 1)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    mean_chroma = (hypot(a1, b1) + hypot(a2, b2)) / 2
    g = 0.5 * (1 - sqrt(mean_chroma ** 7 / (mean_chroma ** 7 + 25.0 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = hypot(a1, b1), hypot(a2, b2)
    h1 = degrees(atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = degrees(atan2(b2, a2)) % 360 if c2 else 0.0
    delta_l, delta_c = l2 - l1, c2 - c1
    turn = h2 - h1
    if c1 * c2 == 0:
        turn = 0.0
    elif turn > 180:
        turn -= 360
    elif turn < -180:
        turn += 360
    delta_h = 2 * sqrt(c1 * c2) * sin(radians(turn / 2))
    mean_l, mean_c = (l1 + l2) / 2, (c1 + c2) / 2
    mean_h = h1 + h2
    if c1 * c2 != 0:
        mean_h = (h1 + h2) / 2
        if abs(h1 - h2) > 180:
            mean_h += 180 if h1 + h2 < 360 else -180
    t = (1 - 0.17 * cos(radians(mean_h - 30)) + 0.24 * cos(radians(2 * mean_h))
         + 0.32 * cos(radians(3 * mean_h + 6)) - 0.20 * cos(radians(4 * mean_h - 63)))
    rotation = 30 * exp(-(((mean_h - 275) / 25) ** 2))
    r_c = 2 * sqrt(mean_c ** 7 / (mean_c ** 7 + 25.0 ** 7))
    s_l = 1 + 0.015 * (mean_l - 50) ** 2 / sqrt(20 + (mean_l - 50) ** 2)
    s_c = 1 + 0.045 * mean_c
    s_h = 1 + 0.015 * mean_c * t
    r_t = -sin(radians(2 * rotation)) * r_c
    return sqrt((delta_l / s_l) ** 2 + (delta_c / s_c) ** 2 + (delta_h / s_h) ** 2
                + r_t * (delta_c / s_c) * (delta_h / s_h))
