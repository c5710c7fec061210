"""A kind's spec written once with {placeholders} that a game's rules fill in from its data (New Techno
War's templates/reference-card.yaml, card faces of the table kind, and turn-recorder.yaml, a track):
a designer rewords a sheet in YAML, the rules give the values. A value is words, None (a list item
naming it is left out: a bullet the data has nothing to say for), a number or a list (a string that is
that one placeholder becomes it), or `Rows` (a table block whose `rows` is that one placeholder takes
them, with the designer marks of their values)."""

from __future__ import annotations

import functools
import string
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field, replace

from pydantic import BaseModel, create_model

from ..core.errors import Fault, LayoutError
from ..core.model.common import Model
from ..core.model.validation import validate
from ..core.references import Problem, references
from ..core.yamlsrc import PathKey, Source


@dataclass(frozen=True)
class Rows:
    """A table's rows from the rules, with the body cells (row, column) that are designer values."""

    rows: list[list]
    chosen: set[tuple[int, int]] = field(default_factory=set)

    def block(self) -> dict:
        """The rows, row headers and designer marks of a table block: every body cell but the chosen
        ones stated."""
        stated = [f"{chr(65 + c)}{r + 1}" for r, row in enumerate(self.rows) for c in range(1, len(row))
                  if (r, c) not in self.chosen and row[c] != ""]
        marks = {"designer": ["rows"], "stated": stated} if self.chosen else {}
        return {"rows": self.rows, "row_headers": True, **marks}


def fill(template, values: dict[str, object]):
    """The template with its {placeholders} filled from `values`: a string that is one placeholder of
    a value that is not words becomes that value (a table block takes the rows' marks too), a list item
    naming a value that is None is left out, other strings are formatted."""
    if isinstance(template, dict):
        filled = {key: fill(value, values) for key, value in template.items()}
        rows = filled.get("rows")
        return {**filled, **rows.block()} if isinstance(rows, Rows) else filled
    if isinstance(template, list):
        return [item for item in (fill(t, values) for t in template) if item is not None]
    if not isinstance(template, str):
        return template
    names = [name for name in placeholders(template) if name]
    if names == [template[1:-1]] and not isinstance(values.get(names[0]), str):
        return values.get(names[0])
    if any(values.get(name) is None for name in names):
        return None
    return template.format(**values)


@functools.cache
def filled_model(name: str, **fields: type) -> type[BaseModel]:
    """What a template must be once filled in: a model of these fields (each a kind's part, such as a
    track or a card face), built once a process (every fit trial asks for it)."""
    return create_model(name, __base__=Model, **fields)


def filled(source: Source, values: dict[str, object], model: type[BaseModel]) -> dict:
    """The file filled in from `values`, checked as a `model` first: LayoutError naming each fault at
    its line (a build meets it as it draws; `check` reports it through `template_faults`)."""
    faults = template_faults(source, values, model)
    if faults:
        raise LayoutError("\n".join(str(fault) for fault in faults))
    return fill(source.data, values)


def template_faults(source: Source, values: dict[str, object], filled: type[BaseModel]) -> list[Fault]:
    """Every {placeholder} of the file names one of `values`, and the file, filled in, is a `filled`."""
    faults = placeholder_faults(source, values)
    return faults or validate(replace(source, data=fill(source.data, values)), filled)[1]


def placeholder_faults(source: Source, values: dict[str, object], path: PathKey = (),
                       of: str = "the rules fill in") -> list[Fault]:
    """Each {placeholder} under `path` of the file that is not one of `values`, at its line."""
    template = source.data
    for key in path:
        template = template[key]
    return _placeholder_faults(template, values, source, path, of)


def _placeholder_faults(template, values: dict[str, object], source: Source, path: PathKey, of: str) -> list[Fault]:
    if isinstance(template, (dict, list)):
        items = template.items() if isinstance(template, dict) else enumerate(template)
        return [f for key, value in items for f in _placeholder_faults(value, values, source, path + (key,), of)]
    if not isinstance(template, str):
        return []
    return [source.fault(path, message) for message in text_problems(template, values, of)]


@dataclass(frozen=True)
class Fills:
    """Field metadata: the text's {placeholders} name values the rules fill in; `of` says whose, in a
    fault ("{x} is not a value a briefing text prints")."""

    of: str


def model_text_problems(model: BaseModel, values: Collection[str]) -> list[Problem]:
    """Each text under `model` marked `Fills` that names a value not among `values`, or has a lone
    brace, at its path."""
    return [(path, message) for path, mark, text in references(model, Fills)
            for message in text_problems(text, values, mark.of)]


def placeholders(text: str) -> list[str]:
    """The names of a text's {placeholders}, in order; ValueError when a brace stands alone."""
    return [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]


def text_problems(text: str, values: Collection[str], of: str = "the rules fill in",
                  required: Iterable[str] = ()) -> list[str]:
    """What is wrong with a text's {placeholders}: a lone brace, a name not among `values`, a name of
    `required` the text does not print."""
    try:
        names = placeholders(text)
    except ValueError as exc:
        return [f"{exc}: write a brace as {{{{ or }}}}"]
    return ([f"{{{name}}} is not a value {of} (known: {', '.join(sorted(values)) or 'none'})"
             for name in names if name not in values]
            + [f"the text must print {{{name}}}" for name in required if name not in names])
