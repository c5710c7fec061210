"""A game's data as values a person reads, leaving out the data's own commentary (designer marks
and notes). The change report and `diff` compare these.

`files_values` gives every number and word of the files by its path (`tables 2.rows 3`);
`model_values` reads the files' validated models instead: each record with a name
(references.Names) is a thing of its own ("unit red-infantry"), each value is labelled by its field's
title, or its name ("ATK", "on board"), and a record without a name of its own within a list goes by
the first name it refers to ("anti-tank ATK"). A plugin adds what its rules derive.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from .lengths import parse_length
from .references import Names, Refers, field_marks

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


def model_values(models: Mapping[str, BaseModel], covered: tuple[str, ...] = ()) -> Values:
    """Every value of the validated files `models` (by path in the folder) but those `covered`
    (file names, or folders as "boards/"), in things a person names."""
    values: Values = {}
    for rel, model in sorted(models.items()):
        if rel not in covered and not any(c.endswith("/") and rel.startswith(c) for c in covered):
            row: dict[str, Any] = {}
            _describe(model, "", row, values)
            if row:
                values[rel.removesuffix(".yaml").replace("-", " ")] = row
    return values


def _describe(value: Any, label: str, row: dict[str, Any], things: Values, by: str = "") -> None:
    """`value` into `row` under `label` (a named record in a list into `things`, as a thing of its own;
    `by`: the field a record goes by in its list, whose value is in its label)."""
    if isinstance(value, BaseModel):
        for name, info in type(value).model_fields.items():
            if name not in SKIPPED_KEYS and name != by and not _markers(info, Names):
                shown = _shown(getattr(value, name), info.metadata)
                _describe(shown, f"{label} {info.title or name.replace('_', ' ')}".strip(), row, things)
    elif isinstance(value, (list, tuple)) and any(isinstance(item, (BaseModel, list, dict)) for item in value):
        for i, item in enumerate(value):
            named = _name_of(item)
            if named is not None and named[0].scope == "game":
                own: dict[str, Any] = {}
                _describe(item, "", own, things)
                things[f"{named[0].kind} {named[1]}"] = own
            else:
                by, key = ("", named[1]) if named else _referred(item) or ("", i + 1)
                _describe(item, f"{label} {key}".strip(), row, things, by)
    elif isinstance(value, dict):
        for key, item in value.items():
            _describe(item, f"{label} {key}".strip(), row, things)
    elif isinstance(value, bool):
        row[label or "value"] = "yes" if value else "no"
    elif value is not None:
        row[label or "value"] = list(value) if isinstance(value, tuple) else value


def _markers(info: Any, kind: type) -> list[Any]:
    return [m for m in field_marks(info) if isinstance(m, kind)]


def _shown(value: Any, metadata: list[Any]) -> Any:
    """A length as a person reads it ("10 mm"); any other value as it is."""
    if isinstance(value, float) and any(getattr(m, "func", None) is parse_length for m in metadata):
        return f"{value:g} mm"
    return value


def _name_of(item: Any) -> tuple[Names, Any] | None:
    """The Names marker of a record and the name it gives itself, if it has one."""
    if isinstance(item, BaseModel):
        for name, info in type(item).model_fields.items():
            for marker in _markers(info, Names):
                return marker, getattr(item, name)
    return None


def _referred(item: Any) -> tuple[str, Any] | None:
    """The field holding the first name a record refers to, and that name, by which the record goes
    in its list ("anti-tank")."""
    if isinstance(item, BaseModel):
        for name, info in type(item).model_fields.items():
            if _markers(info, Refers) and getattr(item, name) is not None:
                return name, getattr(item, name)
    return None

