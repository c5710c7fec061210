"""Finding the game's sheets and tables, and where their values stand in the files."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kinds.board.layout import labels_of, region_cells
from ..sheets.rows import rows_printed, tables_by_id

if TYPE_CHECKING:
    from ..sheets.model import SheetsGame

MAP = "map.yaml"
SETUP = "setup.yaml"
COUNTERS = "counters.yaml"
TRACKS = "tracks.yaml"
VP_TRACK = "German victory points"  # how the VP track's label starts
# which regions of the map count as a side's own territory
TERRITORY = {"swiss": ("switzerland",), "german": ("germany", "austria")}


def board_regions(game: SheetsGame) -> dict[str, set[str]]:
    """The map's cells by region id, as labels ('0409')."""
    spec = game.sheets[MAP].spec
    return region_cells(spec, labels_of(spec.grid))


def tables(game: SheetsGame, file: str) -> dict[str, tuple[int, object]]:
    """A sheet's tables that have an id: id -> (index in the file, table)."""
    return tables_by_id(game.sheets[file].spec)


def counter_rows(game: SheetsGame) -> list[dict]:
    """Every row of every set of counters."""
    return rows_printed(game.sheets[COUNTERS].spec)
