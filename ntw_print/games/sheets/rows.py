"""Finding a sheet's rows and tables the way a game's checks need them: every row of its sets or
decks with its path in the file (a fault there lands on the row's YAML or CSV line), and its tables
by id."""

from __future__ import annotations

from typing import Any, Iterator


def placed_rows(spec: Any) -> Iterator[tuple[tuple[str | int, ...], dict[str, Any]]]:
    """(path of the row in the file, such as ('sets', 0, 'rows', 3), the row) for every row of a
    sheet's sets or decks (each printed `copies` times)."""
    group_key = "sets" if getattr(spec, "sets", None) else "decks"
    for g, group in enumerate(getattr(spec, group_key, None) or []):
        row_key = "rows" if getattr(group, "rows", None) else "cards"
        for r, row in enumerate(getattr(group, row_key, None) or []):
            yield (group_key, g, row_key, r), row


def rows_printed(spec: Any) -> list[dict[str, Any]]:
    """Every row of a sheet's sets or decks."""
    return [row for _, row in placed_rows(spec)]


def tables_by_id(spec: Any) -> dict[str, tuple[int, Any]]:
    """A sheet's tables that have an id: id -> (index in the file, table)."""
    return {table.id: (index, table) for index, table in enumerate(getattr(spec, "tables", None) or []) if table.id}
