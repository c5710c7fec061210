"""Safe YAML reading that remembers where every value came from.

PyYAML's composed nodes carry start marks; we build plain Python values from them ourselves and
keep a map from each value's path (a tuple of keys and indexes) to its line and column, so that a
schema error deep inside a document can be reported at the right place in the file.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from . import parsed_files
from .numbers import UNPRINTABLE, reads_not_finite
from .errors import DataError, Fault
from .game_files import Refused, read_bytes, text_of, within
from .limits import MAX_DATA_FILE_BYTES

MAX_ALIASES = 100
MAX_NODES = 200_000
TOO_DEEP = "refused: nesting is too deep"

PathKey = tuple[str | int, ...]
FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_PLAIN_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}


@dataclass
class Source:
    """A parsed YAML file: its values and where each value stands in the file."""

    path: str
    data: Any
    marks: dict[PathKey, tuple[int, int]] = field(default_factory=dict)
    blocks: dict[PathKey, tuple[int, int]] = field(default_factory=dict)  # first content char of `|` / `>` text
    tables: dict[PathKey, str] = field(default_factory=dict)  # values read in from a CSV file of the folder, by path

    def where_in_block(self, path: PathKey, line: int, column: int) -> tuple[int, int]:
        """File line and column of character `column` (0-based) of line `line` (0-based) of the block
        scalar at `path` (`terrain: |`); the value's own mark when it is not a block scalar."""
        if path in self.blocks:
            first_line, first_column = self.blocks[path]
            return first_line + line, first_column + column
        return self.where(path)

    def fault_in_block(self, path: PathKey, line: int, column: int, message: str) -> Fault:
        at_line, at_column = self.where_in_block(path, line, column)
        return Fault(self.path, at_line, at_column, format_path(path), message)

    def where(self, path: PathKey) -> tuple[int, int]:
        """Line and column of the value at `path`, or of its nearest ancestor that has one."""
        path = tuple(path)
        while path and path not in self.marks:
            path = path[:-1]
        return self.marks.get(path, (1, 1))

    def fault(self, path: PathKey, message: str) -> Fault:
        line, column = self.where(path)
        return Fault(self.path, line, column, format_path(path), message)


def format_path(path: PathKey) -> str:
    """`('units', 3, 'weapons', 0)` -> `units[3].weapons[0]`."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


_LINE_BREAK = re.compile("\r\n|[\n\r\x85\u2028\u2029]")


class _Builder:
    """Turns a composed node tree into plain values, recording marks and refusing abuse."""

    def __init__(self, source: Source, lines: list[str]):
        self.source = source
        self.lines = lines
        self.constructor = yaml.constructor.SafeConstructor()
        self.seen: set[int] = set()
        self.aliases = 0
        self.nodes = 0
        self.faults: list[Fault] = []

    def build(self, node: yaml.Node, path: PathKey) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _TooBig(f"more than {MAX_NODES} values (alias expansion?)")
        if id(node) in self.seen:
            self.aliases += 1
            if self.aliases > MAX_ALIASES:
                raise _TooBig(f"more than {MAX_ALIASES} alias uses")
        self.seen.add(id(node))
        self.source.marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
        if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
            start = _block_content_start(node.start_mark, self.lines)
            if start is not None:
                self.source.blocks[path] = start
        if node.tag not in _PLAIN_TAGS and not isinstance(node, yaml.ScalarNode):
            raise yaml.constructor.ConstructorError(None, None, f"tag {node.tag!r} is not allowed", node.start_mark)
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, path)
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
        value = self.constructor.construct_object(node, deep=True)
        if isinstance(value, float) and not math.isfinite(value) or isinstance(value, str) and reads_not_finite(value):
            self.faults.append(self._fault(node, path, f"{node.value} {UNPRINTABLE}"))
        return value

    def _mapping(self, node: yaml.MappingNode, path: PathKey) -> dict[Any, Any]:
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise _TooBig("merge keys (<<) are not supported in game data")
            key = self.constructor.construct_object(key_node, deep=True)
            if not isinstance(key, (str, int)):
                self.faults.append(self._fault(key_node, path, f"a key must be text, not {key!r}"))
                continue
            key = str(key) if not isinstance(key, str) else key
            if key in result:
                self.faults.append(self._fault(key_node, path + (key,), f"duplicate key '{key}'"))
                continue
            result[key] = self.build(value_node, path + (key,))
            colour = _commented_colour(self.lines[key_node.end_mark.line][key_node.end_mark.column:])
            if colour and result[key] is None:
                self.faults.append(self._fault(key_node, path + (key,), _COMMENTED.format(colour=colour)))
        return result

    def _fault(self, node: yaml.Node, path: PathKey, message: str) -> Fault:
        mark = node.start_mark
        return Fault(self.source.path, mark.line + 1, mark.column + 1, format_path(path), message)


def _lines(text: str) -> list[str]:
    """The text's lines as YAML counts them: a line ends at \\n, \\r\\n, a lone \\r, NEL, or a line or
    paragraph separator."""
    return _LINE_BREAK.split(text)


def _block_content_start(mark: yaml.Mark, lines: list[str]) -> tuple[int, int] | None:
    """Line and column (1-based) of the first content character of the block scalar whose
    indicator (`|` or `>`) is at `mark`: the first line after the indicator, past its indentation."""
    if mark.line + 1 >= len(lines):
        return None
    following = lines[mark.line + 1]
    return mark.line + 2, len(following) - len(following.lstrip(" ")) + 1


def _compose(text: str) -> yaml.Node | None:
    """The node tree, composed by libyaml when it is there (ten times faster). Faulty text is
    composed again by the pure-Python parser, so that messages do not depend on the machine."""
    if FAST_LOADER is not yaml.SafeLoader:
        try:
            return yaml.compose(text, Loader=FAST_LOADER)
        except yaml.YAMLError:
            pass
    return yaml.compose(text, Loader=yaml.SafeLoader)


OPENERS = {"while parsing a flow mapping": "'{'", "while parsing a flow sequence": "'['",
           "while scanning a quoted scalar": "quote"}


def _opened_at(exc: yaml.MarkedYAMLError) -> str:
    """Where the bracket or quote that is still open began, when the parser noticed it later."""
    opener, mark = OPENERS.get(exc.context or ""), exc.context_mark
    if opener is None or mark is None or (exc.problem_mark and exc.problem_mark.line == mark.line):
        return ""
    return f"; the {opener} at line {mark.line + 1}, column {mark.column + 1} is still open here"


_COMMENTED = ("YAML reads an unquoted # as the start of a comment: write the colour in quotes, "
              "\"{colour}\"")
_BARE_COLOUR = re.compile(r"""^\s*:\s*(#[0-9a-fA-F]{6})(?![0-9A-Za-z])""")
_BARE_COLOUR_IN_FLOW = re.compile(r"""[:,\[{]\s*(#[0-9a-fA-F]{6})(?![0-9A-Za-z])""")


def _commented_colour(after_key: str) -> str | None:
    """`#e4a6a6` when the text after a key is `: #e4a6a6` (the value YAML then reads is empty)."""
    found = _BARE_COLOUR.match(after_key)
    return found.group(1) if found else None


def _cut_short(lines: list[str], line: int) -> tuple[int, int, str] | None:
    """The line, column and colour of an unquoted `#rrggbb` inside a `{` or `[` opened on its line,
    on the faulty line or the three before."""
    for number in range(line, max(line - 4, 0), -1):
        text = lines[number - 1] if number <= len(lines) else ""
        found = _BARE_COLOUR_IN_FLOW.search(text)
        if found and ("{" in text[:found.start(1)] or "[" in text[:found.start(1)]):
            return number, found.start(1) + 1, found.group(1)
    return None


def _plainly(problem: str, lines: list[str], line: int, column: int) -> str:
    """PyYAML's words for the two slips a designer makes most, said in the designer's terms: a tab
    in the indentation, and a ': ' inside an unquoted value (`title: Units: the first`)."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    if "'\\t'" in problem and text[:column].strip(" \t") == "":
        return ("a tab in the indentation: YAML indents with spaces only (replace the tab at the start of this line "
                "with spaces)")
    key, colon, value = text.partition(": ")
    if problem == "mapping values are not allowed here" and colon and value.strip():
        shown = value.strip().replace('"', '\\"')
        return (f"the value of {key.strip().lstrip('- ')!r} holds ': ', which YAML reads as the start of another key: "
                f"put the value in quotes, {key.strip().lstrip('- ')}: \"{shown}\"")
    if problem.endswith("but got ':'"):
        start = max(text.rfind(mark, 0, column - 1) for mark in "{[,") + 1
        key, colon, words = text[start:column - 1].partition(": ")
        rest = re.split(r"[,}\]]", text[column:], maxsplit=1)[0].strip()
        if colon and key.strip() and words.strip():
            value = f"{words.strip()}: {rest}"
            return f"{problem} (if {value!r} is one value, put it in quotes: {key.strip()}: \"{value}\")"
    return problem


class _TooBig(Exception):
    pass


def load_yaml(path: Path, shown_as: str | None = None, folder: Path | None = None) -> Source:
    """Read one YAML file safely (held inside the game folder `folder` when it is one of a game's:
    game_files.py). Raises DataError (never a YAML traceback) on any fault. A file parsed before
    with the same bytes is read from the cache folder (parsed_files.py)."""
    name = shown_as or str(path)
    try:
        data = read_bytes(within(folder, path, "this file") if folder else path, MAX_DATA_FILE_BYTES)
        if (found := parsed_files.kept(data, name)) is not None:  # the same bytes parsed before
            return found
        text = text_of(data)
    except Refused as exc:
        raise DataError([Fault(name, 1, 1, "", str(exc))]) from None
    except UnicodeDecodeError as exc:
        raise DataError([Fault(name, 1, 1, "", f"not UTF-8 text ({exc.reason})")]) from None
    source = parse_yaml(text, name)
    parsed_files.keep(data, name, source)
    return source


def parse_yaml(text: str, name: str) -> Source:
    """Parse YAML text (one document) into a Source; faults become a DataError."""
    source = Source(name, None)
    try:
        node = _compose(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = exc.problem or exc.context or "invalid YAML"
        cut = _cut_short(_lines(text), line)
        problem = _plainly(problem, _lines(text), line, column)
        if cut is not None:  # an unquoted colour in a {...} mapping: the rest of its line was a comment
            line, column, colour = cut
            problem = _COMMENTED.format(colour=colour).replace(": write", ", which leaves this {...} or [...] open: "
                                                                                "write")
        raise DataError([Fault(name, line, column, "", f"YAML syntax: {problem}{_opened_at(exc)}")]) from None
    except yaml.YAMLError as exc:
        raise DataError([Fault(name, 1, 1, "", f"YAML: {exc}")]) from None
    except RecursionError:
        raise DataError([Fault(name, 1, 1, "", TOO_DEEP)]) from None
    if node is None:
        source.data = {}
        return source
    builder = _Builder(source, _lines(text))
    try:
        source.data = builder.build(node, ())
    except _TooBig as exc:
        raise DataError([Fault(name, 1, 1, "", f"refused: {exc}")]) from None
    except yaml.constructor.ConstructorError as exc:
        mark = exc.problem_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise DataError([Fault(name, line, column, "", f"YAML value: {exc.problem}")]) from None
    except RecursionError:
        raise DataError([Fault(name, 1, 1, "", TOO_DEEP)]) from None
    except ValueError as exc:
        raise DataError([Fault(name, 1, 1, "", f"YAML value: {exc}")]) from None
    if builder.faults:
        raise DataError(builder.faults)
    return source
