"""List the values a designer chose (where the rulebook is silent), with where they are."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator

from ..core.yamlsrc import PathKey, format_path

if TYPE_CHECKING:
    from ..games import LoadedGame


def designer_values(game: LoadedGame) -> list[str]:
    """One line per value the designer chose, and per rulebook contradiction resolved in the data.

    `designer` lines are choices where the rulebook is silent; `resolved` lines are values with a
    note but no designer mark: the rulebook gives them, inconsistently, and the note says which
    reading the data takes.
    """
    lines = []
    for source in game.sources.values():
        for path, record in _records(source.data, ()):
            chosen = list(record.get("designer") or [])
            notes = record.get("notes") if isinstance(record.get("notes"), dict) else {}
            for name in chosen + [n for n in notes if n not in chosen]:
                line, column = source.where(path + (name,))
                kind = "designer" if name in chosen else "resolved"
                text = f"{source.path}:{line}:{column}: {kind}: {format_path(path + (name,))} = {_show(record.get(name))}"
                lines.append(text + (f"  ({notes[name]})" if name in notes else ""))
    return lines


def _records(data: Any, path: PathKey) -> Iterator[tuple[PathKey, dict]]:
    if isinstance(data, dict):
        # a record's marks: `designer` lists fields, `notes` maps them (a table's printed notes are a list)
        if isinstance(data.get("designer"), list) or isinstance(data.get("notes"), dict):
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
