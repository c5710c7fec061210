"""reportlab's path object as SVG path data, and SVG's short exact numbers (the SVG canvas's parts)."""

from __future__ import annotations

import math


def svg_number(value: float) -> str:
    """A coordinate, short and exact to 1/10000 mm: the same data gives the same bytes."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text



class Path:
    """reportlab's path object, as SVG path data."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def moveTo(self, x, y) -> None:  # noqa: N802 - reportlab's names
        self.parts.append(f"M{svg_number(x)} {svg_number(y)}")

    def lineTo(self, x, y) -> None:  # noqa: N802
        self.parts.append(f"L{svg_number(x)} {svg_number(y)}")

    def curveTo(self, x1, y1, x2, y2, x3, y3) -> None:  # noqa: N802
        self.parts.append(f"C{svg_number(x1)} {svg_number(y1)} {svg_number(x2)} {svg_number(y2)} {svg_number(x3)} {svg_number(y3)}")

    def close(self) -> None:
        self.parts.append("Z")

    def rect(self, x, y, width, height) -> None:
        self.moveTo(x, y)
        self.lineTo(x + width, y)
        self.lineTo(x + width, y + height)
        self.lineTo(x, y + height)
        self.close()

    def ellipse(self, x, y, width, height) -> None:
        """The ellipse in the box with corner (x, y), as four Bézier quarters."""
        k = 0.5522847498
        rx, ry = width / 2, height / 2
        cx, cy = x + rx, y + ry
        self.moveTo(cx + rx, cy)
        self.curveTo(cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry)
        self.curveTo(cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy)
        self.curveTo(cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry)
        self.curveTo(cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy)
        self.close()

    def circle(self, x, y, radius) -> None:
        self.ellipse(x - radius, y - radius, 2 * radius, 2 * radius)

    def roundRect(self, x, y, width, height, radius) -> None:  # noqa: N802
        r = min(radius, width / 2, height / 2)
        k = 0.5522847498 * r
        self.moveTo(x + r, y)
        self.lineTo(x + width - r, y)
        self.curveTo(x + width - r + k, y, x + width, y + r - k, x + width, y + r)
        self.lineTo(x + width, y + height - r)
        self.curveTo(x + width, y + height - r + k, x + width - r + k, y + height, x + width - r, y + height)
        self.lineTo(x + r, y + height)
        self.curveTo(x + r - k, y + height, x, y + height - r + k, x, y + height - r)
        self.lineTo(x, y + r)
        self.curveTo(x, y + r - k, x + r - k, y, x + r, y)
        self.close()

    def arc(self, x1, y1, x2, y2, startAng=0, extent=90) -> None:  # noqa: N803
        self._arc(x1, y1, x2, y2, startAng, extent, move=True)

    def arcTo(self, x1, y1, x2, y2, startAng=0, extent=90) -> None:  # noqa: N802,N803
        self._arc(x1, y1, x2, y2, startAng, extent, move=False)

    def _arc(self, x1, y1, x2, y2, start, extent, move: bool) -> None:
        """Bézier pieces of at most 90° along the ellipse in the box (x1, y1)-(x2, y2)."""
        cx, cy, rx, ry = (x1 + x2) / 2, (y1 + y2) / 2, abs(x2 - x1) / 2, abs(y2 - y1) / 2
        pieces = max(1, math.ceil(abs(extent) / 90 - 1e-9))
        step = math.radians(extent / pieces)
        angle = math.radians(start)
        at = (cx + rx * math.cos(angle), cy + ry * math.sin(angle))
        (self.moveTo if move else self.lineTo)(*at)
        k = 4 / 3 * math.tan(step / 4)
        for _ in range(pieces):
            a0, a1 = angle, angle + step
            self.curveTo(cx + rx * (math.cos(a0) - k * math.sin(a0)), cy + ry * (math.sin(a0) + k * math.cos(a0)),
                         cx + rx * (math.cos(a1) + k * math.sin(a1)), cy + ry * (math.sin(a1) - k * math.cos(a1)),
                         cx + rx * math.cos(a1), cy + ry * math.sin(a1))
            angle = a1

    @property
    def data(self) -> str:
        return " ".join(self.parts) or "M0 0"
