"""A game's data as values a person reads: every number and word of its files by its path
(`tables 2.rows 3`), leaving out the data's own commentary (designer marks and notes). The change
report and `diff` compare these; a plugin may describe some files in its game's own terms instead."""

from __future__ import annotations

from typing import Any

Values = dict[str, dict[str, Any]]  # thing -> label -> value as printed (text, number or list)

SKIPPED_KEYS = {"designer", "notes"}  # the data's own commentary, never printed on a piece


def _flatten(data: Any, prefix: str, into: dict[str, Any]) -> None:
    if isinstance(data, dict):
        for key, value in data.items():
            if key not in SKIPPED_KEYS and not str(key).startswith("$"):
                _flatten(value, f"{prefix}.{key}" if prefix else str(key), into)
    elif isinstance(data, list) and any(isinstance(item, (dict, list)) for item in data):
        for i, item in enumerate(data):
            label = item["id"] if isinstance(item, dict) and isinstance(item.get("id"), str) else str(i + 1)
            _flatten(item, f"{prefix} {label}" if prefix else label, into)
    else:
        into[prefix or "value"] = data


def files_values(game: Any, covered: tuple[str, ...] = ()) -> Values:
    """Every value of the data files a plugin does not describe in its own terms (all of a data-only
    game's), by its path in the file; `covered` names files, or folders as "boards/"."""
    values: Values = {}
    for rel in sorted(game.sources):
        if rel not in covered and not any(c.endswith("/") and rel.startswith(c) for c in covered):
            row: dict[str, Any] = {}
            _flatten(game.sources[rel].data, "", row)
            values[rel.removesuffix(".yaml").replace("-", " ")] = row
    return values
