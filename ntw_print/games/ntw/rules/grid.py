"""The game's board grid, built from `game.yaml` (`grid:`)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Literal

from ....grids.hex import HexGrid, OffsetScheme
from ....grids.labels import GridLabels

if TYPE_CHECKING:
    from ..loader import Game


def board_grid(game: Game) -> HexGrid:
    """The labelled hex grid of the game's board (A..XX x 1..42 for NTW)."""
    grid = game.info.grid
    return _grid(grid.columns, grid.rows, grid.column_labels, grid.orientation, grid.offset)


@functools.lru_cache(maxsize=16)
def _grid(columns: int, rows: int, column_labels: str, orientation: Literal["flat", "pointy"],
          offset: Literal["odd", "even"]) -> HexGrid:
    return HexGrid(GridLabels(columns, rows, column_labels), OffsetScheme(orientation, offset))
