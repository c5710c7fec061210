"""Turn pydantic's validation errors into faults at the right line of the YAML file."""

from __future__ import annotations

import difflib
from types import UnionType
from typing import Annotated, Any, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from ..errors import Fault, FaultAt
from ..yamlsrc import PathKey, Source
from .common import PATTERN_WORDS

M = TypeVar("M", bound=BaseModel)  # the model a file is validated against


def validate(source: Source, model: type[M]) -> tuple[M | None, list[Fault]]:
    """Validate a whole file against its model; every error becomes one located fault."""
    try:
        return model.model_validate(source.data), []
    except ValidationError as exc:
        return None, [_fault(source, model, err) for err in exc.errors(include_url=False)]


def _data_path(data: Any, loc: tuple[str | int, ...]) -> PathKey:
    """Keep the parts of pydantic's location that really index into the data (drop union tags)."""
    path: list[str | int] = []
    node = data
    for part in loc:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        elif isinstance(node, dict) and isinstance(part, str) and part == loc[-1]:
            path.append(part)  # a missing or unknown key: name it
            break
        else:
            continue
        path.append(part)
    return tuple(path)


def _fault(source: Source, model: type[BaseModel], err: ErrorDetails) -> Fault:
    path = _data_path(source.data, err["loc"])
    cause = err.get("ctx", {}).get("error")
    if isinstance(cause, FaultAt):  # a validator that knows which of its values is at fault
        path += cause.path
    kind = err["type"]
    if kind == "extra_forbidden":
        parent = path[:-1]
        allowed = _allowed_keys(model, source.data, parent)
        close = difflib.get_close_matches(str(path[-1]), allowed, n=1)
        guess = f"did you mean '{close[0]}'? " if close else ""
        hint = f" ({guess}expected one of: {', '.join(allowed)})" if allowed else ""
        message = f"unknown key '{path[-1]}'{hint}"
        return source.fault(path, message)
    if kind == "missing":
        return source.fault(path[:-1], f"missing required key '{path[-1]}'")
    message = err["msg"]
    if kind == "string_pattern_mismatch" and err.get("ctx", {}).get("pattern") in PATTERN_WORDS:
        message = PATTERN_WORDS[err["ctx"]["pattern"]]
    if message.startswith("Value error, "):
        message = message[len("Value error, "):]
    if "input" in err and kind not in ("model_type", "dict_type", "list_type") and "got " not in message:
        message += f" (got {err['input']!r})" if not isinstance(err["input"], (dict, list)) else ""
    return source.fault(path, message[0].lower() + message[1:])


def _allowed_keys(model: type[BaseModel], data: Any, path: PathKey) -> list[str]:
    """The field names of the model that sits at `path` in the data (through lists, and through
    mappings of names to models such as a sheet's templates and a template's boxes)."""
    current: Any = model
    for part in path:
        if isinstance(part, int):
            continue
        current = _step(current, part)
        if current is None:
            return []
    found = _inner_model(current)
    return sorted(found.model_fields) if found is not None else []


def _step(annotation: Any, key: str) -> Any:
    """What `key` holds in a value of this type: a model's field, or a mapping's value."""
    for option in _options(annotation):
        if get_origin(option) is dict:
            return get_args(option)[1]
        if get_origin(option) is list:
            found = _step(get_args(option)[0], key)
            if found is not None:
                return found
        if isinstance(option, type) and issubclass(option, BaseModel) and key in option.model_fields:
            return option.model_fields[key].annotation
    return None


def _options(annotation: Any) -> list[Any]:
    """The types a value of this annotation may have (unions and Annotated unwrapped)."""
    if get_origin(annotation) is Annotated:
        return _options(get_args(annotation)[0])
    if get_origin(annotation) in (Union, UnionType):
        return [t for arg in get_args(annotation) for t in _options(arg)]
    return [annotation]


def _inner_model(annotation: Any) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in getattr(annotation, "__args__", ()):
        found = _inner_model(arg)
        if found is not None:
            return found
    return None
