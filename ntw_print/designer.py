"""List the values a designer chose (where the rulebook is silent), with where they are."""

from __future__ import annotations

from typing import Any, Iterator

from .yamlsrc import PathKey, Source, format_path


def designer_values(game) -> list[str]:
    lines = []
    for source in game.sources.values():
        for path, record in _records(source.data, ()):
            for name in record.get("designer", []):
                line, column = source.where(path + (name,))
                value = record.get(name)
                note = record.get("notes", {}).get(name)
                text = f"{source.path}:{line}:{column}: {format_path(path + (name,))} = {_show(value)}"
                lines.append(text + (f"  ({note})" if note else ""))
    return lines


def _records(data: Any, path: PathKey) -> Iterator[tuple[PathKey, dict]]:
    if isinstance(data, dict):
        if "designer" in data:
            yield path, data
        for key, value in data.items():
            yield from _records(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _records(value, path + (i,))


def _show(value: Any) -> str:
    if isinstance(value, list):
        return f"[{len(value)} entries]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {v}" for k, v in value.items()) + "}"
    return str(value)
