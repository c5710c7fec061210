"""Hex grid math: cube coordinates, lines, layouts, offset coordinates and labelled boards.

Pure and game-agnostic, after Red Blob Games' hex grid reference code
(https://www.redblobgames.com/grids/hexagons/implementation.html).

Conventions used throughout:

* A hex is a cube coordinate ``(q, r, s)`` with ``q + r + s == 0``.
* Points are ``(x, y)`` with **y growing down**, like a page read from top to bottom.
  Renderers that draw in PDF space (y growing up) flip y themselves.
* Offset coordinates ``(col, row)`` and board labels are 0-based column and row indexes;
  a board label such as ``AA21`` is only a conversion at the edge.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Literal, NamedTuple

from ..core.geometry import Point
from .labels import GridLabels
Matrix = tuple[tuple[float, float], tuple[float, float]]


class _CubeParts(NamedTuple):
    q: int
    r: int
    s: int


class Hex(_CubeParts):
    """A hex in cube coordinates; ``q + r + s`` must be 0.

    An immutable named tuple (fast to make, hash and compare: boards make tens of thousands);
    ``Hex(q, r, s)`` checks the sum, the module's own arithmetic skips the check (``_hex``).
    """

    __slots__ = ()

    def __new__(cls, q: int, r: int, s: int) -> Hex:
        if q + r + s != 0:
            raise ValueError(f"cube coordinates must sum to 0, got q={q} r={r} s={s}")
        return _new_tuple(cls, (q, r, s))


_new_tuple = tuple.__new__


def _hex(q: int, r: int, s: int) -> Hex:
    """``Hex(q, r, s)`` for parts known to sum to 0 (no check)."""
    return _new_tuple(Hex, (q, r, s))


class FractionalHex(NamedTuple):
    """A point in cube coordinates that need not fall on a hex centre (q + r + s ~ 0)."""

    q: float
    r: float
    s: float


DIRECTIONS: tuple[Hex, ...] = (
    Hex(0, -1, 1),
    Hex(1, -1, 0),
    Hex(1, 0, -1),
    Hex(0, 1, -1),
    Hex(-1, 1, 0),
    Hex(-1, 0, 1),
)
"""The six unit steps, in this order for a flat-top layout (y down):
0 = N (up), 1 = NE, 2 = SE, 3 = S (down), 4 = SW, 5 = NW, i.e. clockwise from north.
Direction ``i + 3`` (mod 6) is the opposite of direction ``i``."""

LINE_NUDGE = FractionalHex(1e-6, 2e-6, -3e-6)
"""Offset added (nudge +1) or subtracted (nudge -1) to both ends of a line so that a line
running exactly along a hexside falls on one side every time. Its three parts differ, so it is
parallel to no hexside direction and never leaves a rounding tie."""


def add(a: Hex, b: Hex) -> Hex:
    """The hex ``a + b``."""
    return _hex(a.q + b.q, a.r + b.r, a.s + b.s)


def subtract(a: Hex, b: Hex) -> Hex:
    """The hex ``a - b``."""
    return _hex(a.q - b.q, a.r - b.r, a.s - b.s)


def scale(a: Hex, k: int) -> Hex:
    """The hex ``a`` multiplied by the integer ``k``."""
    return _hex(a.q * k, a.r * k, a.s * k)


def neighbor(hex_: Hex, direction: int) -> Hex:
    """The hex next to ``hex_`` in ``DIRECTIONS[direction % 6]``."""
    return add(hex_, DIRECTIONS[direction % 6])


def neighbors(hex_: Hex) -> list[Hex]:
    """The six hexes next to ``hex_``, in ``DIRECTIONS`` order."""
    q, r, s = hex_
    return [_hex(q + dq, r + dr, s + ds) for dq, dr, ds in DIRECTIONS]


def rotated(hex_: Hex, turns: int) -> Hex:
    """``hex_`` turned about the origin ``turns`` x 60 degrees clockwise (one step of
    ``DIRECTIONS`` order per turn)."""
    for _ in range(turns % 6):
        hex_ = _hex(-hex_.r, -hex_.s, -hex_.q)
    return hex_


def reflected(hex_: Hex) -> Hex:
    """``hex_`` mirrored about the line through the origin and its north neighbour (left and right
    swap on flat-top hexes, as a piece turned over shows its cells)."""
    return _hex(-hex_.q, -hex_.s, -hex_.r)


def length(hex_: Hex) -> int:
    """Number of steps from the origin hex to ``hex_``."""
    return (abs(hex_.q) + abs(hex_.r) + abs(hex_.s)) // 2


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between hexes ``a`` and ``b``."""
    return length(subtract(a, b))


def hex_round(frac: FractionalHex) -> Hex:
    """The hex containing the fractional cube point ``frac``.

    Rounds each part to the nearest integer, then recomputes the part that moved most so that
    ``q + r + s == 0`` still holds.
    """
    q, r, s = round(frac.q), round(frac.r), round(frac.s)
    q_diff, r_diff, s_diff = abs(q - frac.q), abs(r - frac.r), abs(s - frac.s)
    if q_diff > r_diff and q_diff > s_diff:
        q = -r - s
    elif r_diff > s_diff:
        r = -q - s
    else:
        s = -q - r
    return _hex(q, r, s)


def hex_lerp(a: Hex | FractionalHex, b: Hex | FractionalHex, t: float) -> FractionalHex:
    """The point a fraction ``t`` of the way from ``a`` to ``b`` (``t=0`` is ``a``, ``t=1`` is ``b``)."""
    return FractionalHex(a.q + (b.q - a.q) * t, a.r + (b.r - a.r) * t, a.s + (b.s - a.s) * t)


def _nudged(hex_: Hex, nudge: int) -> FractionalHex:
    """``hex_`` moved by ``nudge * LINE_NUDGE``."""
    return FractionalHex(
        hex_.q + nudge * LINE_NUDGE.q, hex_.r + nudge * LINE_NUDGE.r, hex_.s + nudge * LINE_NUDGE.s
    )


def line(a: Hex, b: Hex, nudge: int = 1) -> list[Hex]:
    """The hexes crossed by the straight line between the centres of ``a`` and ``b``, in order.

    The list starts with ``a``, ends with ``b`` and holds ``distance(a, b) + 1`` hexes, each a
    neighbour of the one before. ``nudge`` (+1 or -1) picks the side on which a line running
    exactly along a hexside falls: the two lines differ exactly when the line grazes a hexside.
    """
    if nudge not in (1, -1):
        raise ValueError(f"nudge must be +1 or -1, got {nudge}")
    steps = distance(a, b)
    start, end = _nudged(a, nudge), _nudged(b, nudge)
    return [hex_round(hex_lerp(start, end, i / max(steps, 1))) for i in range(steps + 1)]


def within(center: Hex, radius: int) -> list[Hex]:
    """All hexes at distance ``radius`` or less from ``center``, ordered by q then r."""
    return [
        add(center, _hex(dq, dr, -dq - dr))
        for dq in range(-radius, radius + 1)
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)
    ]


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at distance exactly ``radius`` from ``center``.

    Starts ``radius`` steps SW of ``center`` (direction 4) and walks clockwise (for flat-top):
    first north, then NE, SE, S, SW, NW. Radius 0 is ``[center]``.
    """
    if radius < 0:
        raise ValueError(f"ring radius must be 0 or more, got {radius}")
    if radius == 0:
        return [center]
    result = []
    hex_ = add(center, scale(DIRECTIONS[4], radius))
    for direction in range(6):
        for _ in range(radius):
            result.append(hex_)
            hex_ = neighbor(hex_, direction)
    return result


@dataclass(frozen=True)
class Orientation:
    """Flat-top or pointy-top, as data.

    ``forward`` maps ``(q, r)`` to ``(x, y)`` for a hex of size 1; ``inverse`` maps back.
    ``start_angle`` is the angle of corner 0 in sixths of a turn (0 = east, y down, so angles
    grow clockwise on the page). ``shoved_axis`` says which lines offset coordinates shove by
    half a hex: 0 the columns (flat-top), 1 the rows (pointy-top).
    """

    forward: Matrix
    inverse: Matrix
    start_angle: float
    shoved_axis: int


_SQRT3 = math.sqrt(3.0)

FLAT = Orientation(
    forward=((3.0 / 2.0, 0.0), (_SQRT3 / 2.0, _SQRT3)),
    inverse=((2.0 / 3.0, 0.0), (-1.0 / 3.0, _SQRT3 / 3.0)),
    start_angle=0.0,
    shoved_axis=0,
)
"""Flat-top hexes: flat edges at top and bottom, columns of hexes."""

POINTY = Orientation(
    forward=((_SQRT3, _SQRT3 / 2.0), (0.0, 3.0 / 2.0)),
    inverse=((_SQRT3 / 3.0, -1.0 / 3.0), (0.0, 2.0 / 3.0)),
    start_angle=0.5,
    shoved_axis=1,
)
"""Pointy-top hexes: corners at top and bottom, rows of hexes."""

ORIENTATIONS: dict[str, Orientation] = {"flat": FLAT, "pointy": POINTY}
"""The orientations by the names a game's data uses."""


@dataclass(frozen=True)
class Layout:
    """Places hexes on a page.

    ``size_x`` and ``size_y`` are the centre-to-corner radius in any one unit (mm, points...);
    ``(origin_x, origin_y)`` is the centre of hex ``(0, 0, 0)``. Points have **y growing down**.
    """

    orientation: Orientation
    size_x: float
    size_y: float
    origin_x: float = 0.0
    origin_y: float = 0.0

    @classmethod
    def flat_from_flat_to_flat(cls, flat_to_flat: float, origin: Point = (0.0, 0.0)) -> Layout:
        """A flat-top layout whose hexes measure ``flat_to_flat`` across the flats (the hex pitch,
        e.g. 18 mm): the centre-to-corner radius is ``flat_to_flat / sqrt(3)``."""
        return cls.across_flats(FLAT, flat_to_flat, origin)

    @classmethod
    def across_flats(cls, orientation: Orientation, flat_to_flat: float, origin: Point = (0.0, 0.0)) -> Layout:
        """A layout of either orientation whose hexes measure ``flat_to_flat`` across the flats:
        the centre-to-corner radius is ``flat_to_flat / sqrt(3)``."""
        size = flat_to_flat / _SQRT3
        return cls(orientation, size, size, origin[0], origin[1])

    def hex_to_point(self, hex_: Hex) -> Point:
        """The centre of ``hex_``."""
        (f0, f1), (f2, f3) = self.orientation.forward
        x = (f0 * hex_.q + f1 * hex_.r) * self.size_x
        y = (f2 * hex_.q + f3 * hex_.r) * self.size_y
        return (x + self.origin_x, y + self.origin_y)

    def point_to_fractional_hex(self, point: Point) -> FractionalHex:
        """The fractional cube coordinates of ``point``."""
        (b0, b1), (b2, b3) = self.orientation.inverse
        x = (point[0] - self.origin_x) / self.size_x
        y = (point[1] - self.origin_y) / self.size_y
        q = b0 * x + b1 * y
        r = b2 * x + b3 * y
        return FractionalHex(q, r, -q - r)

    def point_to_hex(self, point: Point) -> Hex:
        """The hex containing ``point``."""
        return hex_round(self.point_to_fractional_hex(point))

    def corner_offset(self, corner: int) -> Point:
        """Offset of corner number ``corner`` (0..5) from a hex centre."""
        angle = 2.0 * math.pi * (self.orientation.start_angle + corner) / 6.0
        return (self.size_x * math.cos(angle), self.size_y * math.sin(angle))

    def corners(self, hex_: Hex) -> list[Point]:
        """The six corners of ``hex_``, clockwise on the page from corner 0
        (east for flat-top, east-south-east for pointy-top)."""
        cx, cy = self.hex_to_point(hex_)
        return [(cx + dx, cy + dy) for dx, dy in self._corner_offsets]

    @functools.cached_property
    def _corner_offsets(self) -> tuple[Point, ...]:
        """Every corner's offset, worked out once per layout (a board asks for thousands of hexes' corners)."""
        return tuple(map(self.corner_offset, range(6)))


@dataclass(frozen=True)
class OffsetScheme:
    """Offset coordinates ``(col, row)``, 0-based, as a thin conversion from and to cube.

    ``orientation="flat"`` shoves alternate columns ("q" offset), ``"pointy"`` alternate rows
    ("r" offset). ``parity="odd"`` shoves the odd 0-based columns (rows) down (right) by half a
    hex, ``"even"`` the even ones. NTW uses ``OffsetScheme("flat", "odd")``.
    """

    orientation: Literal["flat", "pointy"]
    parity: Literal["odd", "even"]

    def __post_init__(self) -> None:
        if self.orientation not in ORIENTATIONS:
            raise ValueError(f"orientation must be 'flat' or 'pointy', got {self.orientation!r}")
        if self.parity not in ("odd", "even"):
            raise ValueError(f"parity must be 'odd' or 'even', got {self.parity!r}")

    @property
    def _shove(self) -> int:
        """-1 when odd lines are shoved, +1 when even ones are (Red Blob's ``offset``)."""
        return -1 if self.parity == "odd" else 1

    def to_cube(self, col: int, row: int) -> Hex:
        """The hex at offset ``(col, row)``: along the shoved lines the cube part equals the line's
        index; across them it is corrected by half the shoved index."""
        axis = ORIENTATIONS[self.orientation].shoved_axis
        shoved, other = ((col, row), (row, col))[axis]
        parts = [shoved, shoved]
        parts[1 - axis] = other - (shoved + self._shove * (shoved & 1)) // 2
        q, r = parts
        return _hex(q, r, -q - r)

    def from_cube(self, hex_: Hex) -> tuple[int, int]:
        """The offset ``(col, row)`` of ``hex_``."""
        axis = ORIENTATIONS[self.orientation].shoved_axis
        shoved, other = ((hex_.q, hex_.r), (hex_.r, hex_.q))[axis]
        offset = [shoved, shoved]
        offset[1 - axis] = other + (shoved + self._shove * (shoved & 1)) // 2
        return offset[0], offset[1]


@dataclass(frozen=True)
class HexGrid:
    """A labelled board: ``labels`` name the hexes, ``scheme`` places them in cube coordinates."""

    labels: GridLabels
    scheme: OffsetScheme

    @functools.cached_property
    def _tables(self) -> tuple[tuple[Hex, ...], dict[str, Hex], dict[Hex, str]]:
        """Every hex in label order, and the label <-> hex lookups, worked out once per grid."""
        hexes, by_label, by_hex = [], {}, {}
        for col in range(self.labels.columns):
            for row in range(self.labels.rows):
                hex_, label = self.scheme.to_cube(col, row), self.labels.format(col, row)
                hexes.append(hex_)
                by_label[label] = hex_
                by_hex[hex_] = label
        return tuple(hexes), by_label, by_hex

    def hex_of(self, label: str) -> Hex:
        """The hex named ``label``; ``ValueError`` if there is none."""
        hex_ = self._tables[1].get(label)
        return hex_ if hex_ is not None else self.scheme.to_cube(*self.labels.parse(label))

    def label_of(self, hex_: Hex) -> str | None:
        """The label of ``hex_``, or None when it is off the board."""
        return self._tables[2].get(hex_)

    def on_board(self, hex_: Hex) -> bool:
        """Whether ``hex_`` is a playable hex of the board."""
        return hex_ in self._tables[2]

    def hexes(self) -> list[Hex]:
        """Every hex of the board, in label order (column by column)."""
        return list(self._tables[0])
