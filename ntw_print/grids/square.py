"""Square grid math: cells, neighbours, distances, and where cells stand on the page.

Pure and game-agnostic, with the conventions of ``grids.hex``: a cell is ``(col, row)``, 0-based,
row 0 at the top; points are ``(x, y)`` with **y growing down**. Whether diagonal squares are
adjacent is data (an ``Adjacency``), not a branch in the code.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

from ..core.geometry import Point
from .labels import GridLabels


class Square(NamedTuple):
    """A cell of a square grid: 0-based column and row (row 0 at the top)."""

    col: int
    row: int


class Rect(NamedTuple):
    """A cell's box on the page: its top-left corner and its size (y grows down)."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Adjacency:
    """Which squares are next to each other, and what a diagonal step costs.

    ``steps`` are the ``(dcol, drow)`` moves to the adjacent squares, clockwise from north.
    ``diagonal_cost`` is how many steps a diagonal move counts for: 1 when diagonals are adjacent
    (a king's move), 2 when only orthogonal moves exist (a diagonal takes two of them).
    """

    steps: tuple[tuple[int, int], ...]
    diagonal_cost: int


ORTHOGONAL = Adjacency(steps=((0, -1), (1, 0), (0, 1), (-1, 0)), diagonal_cost=2)
"""Four neighbours: north, east, south, west."""

DIAGONAL = Adjacency(steps=((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)),
                     diagonal_cost=1)
"""Eight neighbours: the four orthogonal ones and the four diagonal ones."""

ADJACENCIES: dict[str, Adjacency] = {"orthogonal": ORTHOGONAL, "diagonal": DIAGONAL}
"""The adjacencies by the names a game's data uses."""


def add(a: Square, b: tuple[int, int]) -> Square:
    """The square ``a`` moved by ``b``."""
    return Square(a[0] + b[0], a[1] + b[1])


def neighbors(square: Square, adjacency: Adjacency) -> list[Square]:
    """The squares next to ``square``, in the order of ``adjacency.steps``."""
    return [add(square, step) for step in adjacency.steps]


def distance(a: Square, b: Square, adjacency: Adjacency) -> int:
    """Number of steps between ``a`` and ``b``: every diagonal step counts ``diagonal_cost``."""
    across, down = abs(a[0] - b[0]), abs(a[1] - b[1])
    return max(across, down) + (adjacency.diagonal_cost - 1) * min(across, down)


@dataclass(frozen=True)
class SquareLayout:
    """Places squares on a page: ``size`` is a cell's side in any one unit (mm, points...),
    ``(origin_x, origin_y)`` the top-left corner of square ``(0, 0)``."""

    size: float
    origin_x: float = 0.0
    origin_y: float = 0.0

    def box(self, square: Square) -> Rect:
        """The square's box: top-left corner and size."""
        return Rect(self.origin_x + square[0] * self.size, self.origin_y + square[1] * self.size,
                    self.size, self.size)

    def centre(self, square: Square) -> Point:
        """The centre of ``square``."""
        return (self.origin_x + (square[0] + 0.5) * self.size, self.origin_y + (square[1] + 0.5) * self.size)

    def corners(self, square: Square) -> list[Point]:
        """The four corners of ``square``, clockwise on the page from the top-left one."""
        x, y, w, h = self.box(square)
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]

    def point_to_square(self, point: Point) -> Square:
        """The square containing ``point`` (a point on a shared edge belongs to the square right of
        or below it)."""
        return Square(math.floor((point[0] - self.origin_x) / self.size),
                      math.floor((point[1] - self.origin_y) / self.size))


@dataclass(frozen=True)
class SquareGrid:
    """A labelled board of squares: ``labels`` name the cells, ``adjacency`` says which touch."""

    labels: GridLabels
    adjacency: Adjacency = ORTHOGONAL

    def squares(self) -> list[Square]:
        """Every square of the board, row by row from the top-left."""
        return [Square(col, row) for row in range(self.labels.rows) for col in range(self.labels.columns)]

    def on_board(self, square: Square) -> bool:
        """Whether ``square`` is a square of the board."""
        return self.labels.in_range(*square)

    def square_of(self, label: str) -> Square:
        """The square named ``label``; ``ValueError`` if there is none."""
        return Square(*self.labels.parse(label))

    def label_of(self, square: Square) -> str | None:
        """The label of ``square``, or None when it is off the board."""
        return self.labels.format(*square) if self.on_board(square) else None

    def neighbors(self, square: Square) -> tuple[Square, ...]:
        """The squares of the board next to ``square``."""
        return tuple(s for s in neighbors(square, self.adjacency) if self.on_board(s))

    def distance(self, a: Square, b: Square) -> int:
        """Number of steps between ``a`` and ``b`` on this board's adjacency."""
        return distance(a, b, self.adjacency)
