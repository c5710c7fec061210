"""The ids and places a data file names, found by walking its model, and checked in one pass.

A model marks what a field holds with `Annotated` metadata: `Refers("unit")` says the value is the
id of a unit defined elsewhere (in the game, or in this same file), `Names("zone")` says the value
gives a zone its id in this file. `references` walks a loaded model (its nested models, lists, tuples
and optional values) and finds every such value with its path inside the file (by the file's keys,
aliases included), so a check can report each at its line and column:

```python
class Placement(Model):
    piece: Annotated[Id, Refers("piece")]
    at: Annotated[str, Refers("hex")]

reference_problems(placements, {"piece": pieces})  # unknown piece 'tre' (did you mean 'tree'? ...)
```

A problem is (path inside the file, message); `Source.fault` turns it into a located fault.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel

from .errors import unknown
from .yamlsrc import PathKey, format_path

Problem = tuple[PathKey, str]  # (path inside the file, message)


@dataclass(frozen=True)
class Refers:
    """Field metadata: the value is the id (or label) of a `kind` of thing defined elsewhere."""

    kind: str


@dataclass(frozen=True)
class Names:
    """Field metadata: the value gives a `kind` of thing its id in this file (each id once); a
    `Refers(kind)` in the same file may name it."""

    kind: str


def references(value: Any, of: type | tuple[type, ...] = (Refers, Names)) -> list[tuple[PathKey, Any, Any]]:
    """(path, mark, value) of every value under `value` whose field carries metadata of the type `of`
    (a `Refers` or `Names`, or a mark of another module's), in the order of the file."""
    return list(_marked(value, of, (), None, ()))


def _marked(value: Any, of: type | tuple[type, ...], path: PathKey, annotation: Any,
            marks: tuple[Any, ...]) -> Iterator[tuple[PathKey, Any, Any]]:
    """`references`, given the type and metadata of the field `value` was read from."""
    if get_origin(annotation) is Annotated:
        annotation, marks = get_args(annotation)[0], (*marks, *get_args(annotation)[1:])
    mark = next((m for m in marks if isinstance(m, of)), None)
    if value is None:
        return
    if mark is not None:
        yield path, mark, value
    elif get_origin(annotation) in (Union, UnionType):
        options = [arg for arg in get_args(annotation) if arg is not type(None)]
        yield from _marked(value, of, path, options[0] if len(options) == 1 else None, ())
    elif isinstance(value, BaseModel):
        for name, info in type(value).model_fields.items():
            yield from _marked(getattr(value, name), of, path + (info.alias or name,), info.annotation,
                               tuple(info.metadata))
    elif isinstance(value, (list, tuple)):
        items = get_args(annotation) or (None,)
        for index, item in enumerate(value):
            shape = items[index] if get_origin(annotation) is tuple and items[-1] is not Ellipsis else items[0]
            yield from _marked(item, of, path + (index,), shape, ())


def reference_problems(model: BaseModel, known: Mapping[str, Collection[Any]]) -> list[Problem]:
    """Each id the file names twice, and each reference of a kind in `known` to nothing there or in the
    file: "unknown unit 'tank-9' (did you mean 'tank-3'? known: ...)". A kind only the file names is
    given in `known` as empty (so that a reference is checked when the file names none)."""
    found = references(model)
    names = [(path, (mark.kind, value)) for path, mark, value in found if isinstance(mark, Names)]
    known = {kind: {*ids, *(value for _, (named, value) in names if named == kind)} for kind, ids in known.items()}
    problems: list[Problem] = [(path, f"{kind} '{value}' is named twice (also at {format_path(first)})")
                               for path, (kind, value), first in repeated(names)]
    return problems + [(path, unknown(mark.kind, value, known[mark.kind])) for path, mark, value in found
                       if isinstance(mark, Refers) and mark.kind in known and value not in known[mark.kind]]


def repeated(items: Iterable[tuple[PathKey, Hashable]]) -> list[tuple[PathKey, Any, PathKey]]:
    """(path, key, path of its first) of every item whose key an earlier item has."""
    first: dict[Hashable, PathKey] = {}
    found = []
    for path, key in items:
        if key in first:
            found.append((path, key, first[key]))
        else:
            first[key] = path
    return found


def once_each(path: PathKey, given: list[Any], wanted: Iterable[Any]) -> list[Problem]:
    """One problem at `path` for each of `wanted` that `given` does not hold exactly once."""
    return [(path, f"expected one entry for {item}, found {given.count(item)}")
            for item in wanted if given.count(item) != 1]


def range_problems(model: BaseModel, kind: str, first: int, last: int, within: str) -> list[Problem]:
    """Each `Refers(kind)` number under `model` outside `first`..`last`: "turn 11 is outside the game
    (turns 1 to 9)"."""
    return [(path, f"{kind} {value} is outside {within} ({kind}s {first} to {last})")
            for path, mark, value in references(model) if mark == Refers(kind) and not first <= value <= last]
