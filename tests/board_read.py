"""Which cell of a board read back a point of its page stands in, for the tests' assertions."""

from __future__ import annotations

import math

from ntw_print.kinds.board.verify import BoardRead


def cell_of(read: BoardRead, point: tuple[float, float]) -> str | None:
    """The label of the cell whose centre is nearest the point (page mm); None past the grid."""
    x, y = point[0] - read.trim.x, point[1] - read.trim.y
    nearest = min((*read.laid.cells, *read.laid.beyond), key=lambda cell: math.dist(cell.centre, (x, y)))
    return nearest.label or None
