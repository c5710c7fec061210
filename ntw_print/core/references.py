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

Across the files of a game, `reference_faults` holds every reference to the names the files give
(`Names(kind, scope="game")`: a weapon of weapons.yaml, known in every file) and to those the game
knows otherwise (its symbols), each fault at its line: `unknown weapon 'lazer' (did you mean 'laser'?
known: ...)`. A reference may accept words that name no record (`also`), call its value by another
noun in a fault (`noun`), accept a pattern (`unless`) and say what else the value may be (`hint`).
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Iterable, Iterator, Mapping
import re
from dataclasses import dataclass
from types import UnionType
from typing import Annotated, Any, Protocol, Union, get_args, get_origin

from pydantic import BaseModel

from .errors import Fault, unknown
from .yamlsrc import PathKey, format_path

Problem = tuple[PathKey, str]  # (path inside the file, message)


@dataclass(frozen=True)
class Refers:
    """Field metadata: the value is the id (or label) of a `kind` of thing defined elsewhere."""

    kind: str
    also: tuple[str, ...] = ()  # words that may stand here too, naming no record ('neutral')
    noun: str = ""  # what a fault calls the value, when not its kind ("colour" for a side or 'neutral')
    unless: str = ""  # a pattern: a value matching it is no reference (a colour given as #rrggbb)
    hint: str = ""  # what else the value may be, after the names known ("; or add symbols/{value}.svg")

    def accepts(self, value: Any) -> bool:
        return value in self.also or bool(self.unless and isinstance(value, str) and re.match(self.unless, value))


@dataclass(frozen=True)
class Names:
    """Field metadata: the value gives a `kind` of thing its id in this file (each id once); a
    `Refers(kind)` in the same file may name it, and with `scope="game"` one in any file of the game."""

    kind: str
    scope: str = "file"  # "file", or "game": known in every file checked together


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
    elif isinstance(value, dict):  # its keys and its values, each at its key
        key_type, item_type = get_args(annotation) or (None, None)
        for key, item in value.items():
            yield from _marked(key, of, path + (key,), key_type, ())
            yield from _marked(item, of, path + (key,), item_type, ())


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


class Locates(Protocol):
    """What a fault is placed by: a parsed file (yamlsrc.Source) or a sheet's located values."""

    def fault(self, path: PathKey, message: str) -> Fault: ...


def reference_faults(files: Iterable[tuple[BaseModel, Locates]], known: Mapping[str, Iterable[Any]]) -> list[Fault]:
    """Across the files of a game: each name given twice (in its file, or a game's in the game), and
    each reference of a kind the game names (`Names(kind, scope="game")`), its own file names or `known`
    lists to nothing there, as one fault at its value."""
    found = [(references(model), where) for model, where in files]
    game: dict[str, set[Any]] = {kind: set(ids) for kind, ids in known.items()}
    faults: list[Fault] = []
    for marked, where in found:
        given = [(path, (mark.kind, value)) for path, mark, value in marked
                 if isinstance(mark, Names) and mark.scope == "game"]
        for path, (kind, value) in given:
            if value in game.setdefault(kind, set()):
                faults.append(where.fault(path, f"duplicate id '{value}'"))
            game[kind].add(value)
    for marked, where in found:
        own: dict[str, set[Any]] = {}
        for path, mark, value in marked:
            if isinstance(mark, Names) and mark.scope == "file":
                if value in own.setdefault(mark.kind, set()):
                    faults.append(where.fault(path, f"duplicate id '{value}'"))
                own[mark.kind].add(value)
        for path, mark, value in marked:
            ids = game.get(mark.kind, set()) | own.get(mark.kind, set())
            checked = mark.kind in game or mark.kind in own  # a kind the game or this file names
            if isinstance(mark, Refers) and checked and value not in ids and not mark.accepts(value):
                faults.append(where.fault(path, unknown(mark.noun or mark.kind, value, ids | set(mark.also)) +
                                          mark.hint.format(value=value)))
    return faults


def field_marks(info: Any) -> tuple[Any, ...]:
    """The marks a model's field (a pydantic FieldInfo) carries, also inside `X | None`."""
    marks = list(info.metadata)
    for option in (info.annotation, *get_args(info.annotation)):
        if get_origin(option) is Annotated:
            marks += get_args(option)[1:]
    return tuple(mark for mark in marks if isinstance(mark, (Names, Refers)))

