"""References between records, declared where the data's models declare their fields.

A field whose value is the name of a record says so with `Names("weapon")`; a field whose value
names a record of another place says so with `Ref("weapon")`:

```python
class Weapon(Model):
    id: Annotated[Id, Names("weapon")]

class UnitWeapon(Model):
    weapon: Annotated[Id, Ref("weapon")]
```

`reference_faults` walks the validated models of a game's files and reports, at the line of the
value, each name given twice and each reference to a name nothing gives ("unknown weapon 'lazer'
(did you mean 'laser'? known: ...)"). Names are known across all the files checked together, or,
with `scope="file"`, only in the file that gives them (the zones of one scenario). Ids that are
known without a record naming them (a game's built-in symbols) are passed in as `known`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import UnionType
from typing import Annotated, Any, Literal, NamedTuple, Protocol, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from ..errors import Fault, unknown
from ..yamlsrc import PathKey


@dataclass(frozen=True)
class Names:
    """The value is the name of a record of this `kind`: no two records of a kind share one."""

    kind: str
    scope: Literal["game", "file"] = "game"  # known in every file checked together, or in its own only


@dataclass(frozen=True)
class Ref:
    """The value names a record of this `kind` (given by a `Names` field, or known to the game)."""

    kind: str
    also: tuple[str, ...] = ()  # words that may stand here too, naming no record ('neutral')
    noun: str = ""  # what a fault calls the value, when not its kind ("colour" for a side or 'neutral')
    unless: str = ""  # a pattern: a value matching it is no reference (a colour given as #rrggbb)
    hint: str = ""  # what else the value may be, after the names known ("; or add symbols/{value}.svg")

    def accepts(self, value: str) -> bool:
        return value in self.also or bool(self.unless and re.match(self.unless, value))


Marker = Names | Ref


class Mention(NamedTuple):
    """A value that gives or refers to a name, where it stands in its file."""

    path: PathKey
    marker: Marker
    value: str | int


class Locates(Protocol):
    """What a fault is placed by: a parsed file (yamlsrc.Source) or a sheet's located values."""

    def fault(self, path: PathKey, message: str) -> Fault: ...


def mentions(model: BaseModel) -> list[Mention]:
    """Every value in the model (and the models it holds) that gives or refers to a name, in order."""
    found: list[Mention] = []
    _walk(model, type(model), (), (), found)
    return found


def reference_faults(files: Iterable[tuple[BaseModel, Locates]],
                     known: Mapping[str, Iterable[str]] | None = None) -> list[Fault]:
    """Each name given twice within its scope, and each reference to a name that is neither given
    by a file (in its scope) nor `known`, as one fault at its value."""
    located = list(files)
    found = _problems([model for model, _ in located], known)
    return [located[i][1].fault(path, message) for i, path, message in found]


def reference_problems(model: BaseModel,
                       known: Mapping[str, Iterable[str]] | None = None) -> list[tuple[PathKey, str]]:
    """The faults `reference_faults` finds in one file, as (path in it, message) for a kind's problems."""
    return [(path, message) for _, path, message in _problems([model], known)]


def _problems(models: list[BaseModel], known: Mapping[str, Iterable[str]] | None) -> list[tuple[int, PathKey, str]]:
    """(the file's index, path, message) of each fault of reference_faults."""
    found = [mentions(model) for model in models]  # each file's
    game: dict[str, set[Any]] = {kind: set(ids) for kind, ids in (known or {}).items()}
    problems = [problem for i, given in enumerate(found) for problem in _names(i, given, "game", game)]
    for i, model_mentions in enumerate(found):
        own: dict[str, set[Any]] = {}
        problems += _names(i, model_mentions, "file", own)
        for path, marker, value in model_mentions:
            if isinstance(marker, Ref) and not (isinstance(value, str) and marker.accepts(value)):
                ids = game.get(marker.kind, set()) | own.get(marker.kind, set())
                if value not in ids:
                    problems.append((i, path, unknown(marker.noun or marker.kind, value, ids | set(marker.also)) +
                                     marker.hint.format(value=value)))
    return problems


def _names(i: int, model_mentions: list[Mention], scope: str,
           into: dict[str, set[Any]]) -> list[tuple[int, PathKey, str]]:
    """The names of `scope` given in file `i` added to `into`; a problem for each given before."""
    problems = []
    for path, marker, value in model_mentions:
        if isinstance(marker, Names) and marker.scope == scope:
            ids = into.setdefault(marker.kind, set())
            if value in ids:
                problems.append((i, path, f"duplicate id '{value}'"))
            ids.add(value)
    return problems


def field_markers(info: FieldInfo) -> tuple[Marker, ...]:
    """What a model's field declares it gives or refers to (also inside `X | None`)."""
    annotation: Any = info.annotation
    return tuple(m for m in info.metadata if isinstance(m, (Names, Ref))) + tuple(
        m for _, markers in _options(annotation) for m in markers)


def _walk(value: Any, annotation: Any, markers: tuple[Marker, ...], path: PathKey, found: list[Mention]) -> None:
    """The mentions in `value`, whose type is `annotation` and whose field carries `markers`."""
    if value is None:
        return
    option, option_markers = _option_for(value, annotation)
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        found.extend(Mention(path, marker, value) for marker in markers + option_markers)
    elif isinstance(value, BaseModel):
        for name, key, field_type, field_markers in _fields(type(value)):
            _walk(getattr(value, name), field_type, field_markers, path + (key,), found)
    elif isinstance(value, (list, tuple)):
        args = get_args(option)
        for i, item in enumerate(value):
            _walk(item, args[0] if args else Any, (), path + (i,), found)
    elif isinstance(value, dict):
        key_type, item_type = get_args(option) or (Any, Any)
        for key, item in value.items():
            _walk(key, key_type, (), path + (key,), found)
            _walk(item, item_type, (), path + (key,), found)


@functools.cache
def _fields(model: type[BaseModel]) -> tuple[tuple[str, str, Any, tuple[Marker, ...]], ...]:
    """The fields of a model that may hold a mention: (name, key in the data, type, markers)."""
    return tuple((name, info.alias or name, info.annotation, markers)
                 for name, info in model.model_fields.items()
                 for markers in [tuple(m for m in info.metadata if isinstance(m, (Names, Ref)))]
                 if markers or _may_mention(info.annotation))


def _may_mention(annotation: Any, seen: frozenset[type] = frozenset()) -> bool:
    """Whether a value of this type can hold a mention (scalars without markers cannot; `seen`:
    the models being asked about, so that a model holding itself is asked once)."""
    if get_origin(annotation) is Annotated:
        return (any(isinstance(m, (Names, Ref)) for m in annotation.__metadata__) or
                _may_mention(get_args(annotation)[0], seen))
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        inner = seen | {annotation}
        return annotation not in seen and any(
            any(isinstance(m, (Names, Ref)) for m in info.metadata) or _may_mention(info.annotation, inner)
            for info in annotation.model_fields.values())
    return any(_may_mention(arg, seen) for arg in get_args(annotation) if arg is not Ellipsis)


def _option_for(value: Any, annotation: Any) -> tuple[Any, tuple[Marker, ...]]:
    """The member of a union (or the type itself) a value is of, unwrapped, and the markers it carries."""
    for option, markers in _options(annotation):
        origin = get_origin(option) or option
        if option is Any or isinstance(origin, type) and isinstance(value, origin):
            return option, markers
    return annotation, ()


@functools.cache
def _options(annotation: Any) -> tuple[tuple[Any, tuple[Marker, ...]], ...]:
    if get_origin(annotation) is Annotated:
        markers = tuple(m for m in annotation.__metadata__ if isinstance(m, (Names, Ref)))
        return tuple((option, markers + more) for option, more in _options(get_args(annotation)[0]))
    if get_origin(annotation) in (Union, UnionType):
        return tuple(found for arg in get_args(annotation) for found in _options(arg))
    return ((annotation, ()),)
