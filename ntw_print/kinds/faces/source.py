"""Read a kind's YAML file, with its tables of rows inline or in CSV files beside it.

`rows: units.csv` (or `cards: missions.csv`) reads the CSV's rows, one dict per line under a
header line. A `copies` column holds whole numbers; a column `back.strength` gives the row's
`back: {strength: ...}`; a cell that reads as a number and prints back the same is a number
(`0409` and `1.50` stay as written). Every fault, in the YAML, the CSV or found when the faces
are laid out, is reported at its file and line, all in one run.
"""

from __future__ import annotations

import csv
import re
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from ...core.checks_later import now_or_later
from ...core.errors import DataError, Fault
from ...core.game_files import Refused, check_file, read_bytes, text_of, within
from ...core.limits import MAX_DATA_FILE_BYTES
from ...core.model.validation import validate
from ...core.yamlsrc import PathKey, Source, format_path, load_yaml
from .schema import printed

if TYPE_CHECKING:
    from pydantic import BaseModel

TABLE_KEYS = ("rows", "cards")
_INT = re.compile(r"^-?\d+$")
_FLOAT = re.compile(r"^-?\d+\.\d+$")


class Located:
    """Where each value of a kind's file stands: in the YAML, or in the CSV a table came from."""

    def __init__(self, source: Source):
        self.source = source
        self.tables: dict[PathKey, tuple[str, list[int]]] = {}  # rows path -> CSV name, line of each row

    def fault(self, path: PathKey, message: str) -> Fault:
        for prefix, (name, lines) in self.tables.items():
            if path[:len(prefix)] == prefix and len(path) > len(prefix):
                return Fault(name, lines[path[len(prefix)]], 1, format_path(path), message)
        return self.source.fault(path, message)


def load_spec(path: Path, kind, art) -> object:
    """The validated spec of `kind` in the file at `path`, with its faces laid out once to find
    what would stop a build (art from `art`); DataError listing every fault."""
    return read_spec(load_yaml(path, path.name, path.parent), path.parent, kind, art)


def read_spec(source: Source, folder: Path, kind, art, complete_row: Callable[[dict], dict] | None = None,
              located: Located | None = None, version: str = "") -> BaseModel:
    """The validated spec of `kind` in a file already read (its CSV tables are read from `folder`
    into `source.data`, in place); DataError listing every fault. `complete_row` gives fields a
    game's rules derive from a row's own (a unit code decoded), or raises ValueError saying why not.
    `located` (a `Located(source)` the caller keeps) learns where each CSV row stands, for faults
    found later. `version` is the game's (game.yaml), for a kind whose faces may print the stamp."""
    spec, _ = read_printed(source, folder, kind, art, complete_row, located, version)
    return spec


def read_printed(source: Source, folder: Path, kind, art, complete_row: Callable[[dict], dict] | None = None,
                 located: Located | None = None, version: str = "", credit: str = "") -> tuple[BaseModel, BaseModel]:
    """As `read_spec`, the spec and the spec as its sheet prints: with `credit` (the game's line) where
    it gives no credit of its own. The sheet is laid out as it prints, so that what fits when the data
    is checked fits when it is built (a credit line takes room at the foot of a board or a page)."""
    located = located if located is not None else Located(source)
    faults: list[Fault] = []
    _read_tables(source.data, folder, located, faults)
    if complete_row is not None and not faults:
        _complete_rows(source.data, complete_row, located, faults)
    if faults:
        raise DataError(faults)
    spec, faults = validate(source, kind.schema)
    if spec is None:
        raise DataError([located.fault(_path_of(f), f.message) if _in_table(located, f) else f for f in faults])
    printed = spec.model_copy(update={"credit": credit}) if credit and not getattr(spec, "credit", "") else spec
    if kind.problems is not None:  # a build lays it out as it draws it (core/checks_later.py)
        faults = now_or_later(Path(source.path).name, partial(_laid_out, kind, printed, art, version, located))
        if faults:
            raise DataError(faults)
    return spec, printed


def _laid_out(kind, spec: BaseModel, art, version: str, located: Located) -> list[Fault]:
    """What would stop the sheet from printing, found by laying it out (its kind's `problems`), at its lines."""
    found = kind.problems(spec, art, version) if kind.stamped else kind.problems(spec, art)
    return [located.fault(where, message) for where, message in found]


def _path_of(fault: Fault) -> PathKey:
    parts: list[str | int] = []
    for name, index in re.findall(r"([^.\[\]]+)|\[(\d+)\]", fault.path):
        parts.append(int(index) if index else name)
    return tuple(parts)


def _in_table(located: Located, fault: Fault) -> bool:
    path = _path_of(fault)
    return any(path[:len(p)] == p and len(path) > len(p) for p in located.tables)


def _read_tables(data, folder: Path, located: Located, faults: list[Fault]) -> None:
    """Replace each `rows: file.csv` of a set or deck (an item of a top-level list) by the file's rows."""
    if not isinstance(data, dict):
        return
    for group, entries in data.items():
        for index, entry in enumerate(entries if isinstance(entries, list) else []):
            for key in TABLE_KEYS:
                value = entry.get(key) if isinstance(entry, dict) else None
                if isinstance(value, str):
                    _read_table(entry, key, (group, index, key), folder, located, faults)


def _complete_rows(data, complete_row: Callable[[dict], dict], located: Located, faults: list[Fault]) -> None:
    """Add to every row of every set or deck the fields the game's rules derive from it."""
    for group, entries in (data.items() if isinstance(data, dict) else []):
        for index, entry in enumerate(entries if isinstance(entries, list) else []):
            for key in TABLE_KEYS:
                rows = entry.get(key) if isinstance(entry, dict) else None
                for number, row in enumerate(rows if isinstance(rows, list) else []):
                    if not isinstance(row, dict):
                        continue
                    try:
                        row.update({k: v for k, v in complete_row(row).items() if k not in row})
                    except ValueError as exc:
                        faults.append(located.fault((group, index, key, number), str(exc)))


def _read_table(entry: dict, key: str, path: PathKey, folder: Path, located: Located, faults: list[Fault]) -> None:
    name = entry[key]
    if not name.endswith(".csv"):
        faults.append(located.source.fault(path, f"expected a list of rows or a .csv file in the game's folder, "
                                                 f"got {name!r}"))
        return
    try:
        target = within(folder, folder / name, name)
        if target.exists():
            check_file(target, MAX_DATA_FILE_BYTES, name)
    except Refused as exc:
        faults.append(located.source.fault(path, str(exc)))
        return
    if not target.exists():
        faults.append(located.source.fault(path, f"no table {name} beside this file"))
        return
    try:
        entry[key], lines = read_csv(target, _beside(located.source.path, name))
    except DataError as exc:
        faults.extend(exc.faults)
        return
    located.tables[path] = (_beside(located.source.path, name), lines)
    located.source.tables[path] = name


def _odd_cells(header: list[str], cells: list[str]) -> str:
    """What a row of the wrong length lacks or has over: the columns it has no cell for, or the cells
    past the last column (a comma in a cell needs quotes)."""
    if len(cells) < len(header):
        return f" (no cell for {', '.join(header[len(cells):])})"
    extra = ", ".join(repr(c) for c in cells[len(header):])
    return f" (cells past {header[-1]}: {extra}; put a cell with a comma in quotes)"


def _beside(shown: str, name: str) -> str:
    """How a fault names a table: as the YAML file that reads it is named (data/my-game/units.csv)."""
    return str(Path(shown).with_name(name))


def read_csv(path: Path, name: str) -> tuple[list[dict], list[int]]:
    """The rows of a CSV file under its header line, and the line each row starts on."""
    try:
        text = text_of(read_bytes(path, MAX_DATA_FILE_BYTES), "utf-8-sig")
    except Refused as exc:
        raise DataError([Fault(name, 1, 1, "", f"the table: {exc}")]) from None
    except UnicodeDecodeError as exc:
        raise DataError([Fault(name, 1, 1, "", f"not UTF-8 text ({exc.reason})")]) from None
    reader = csv.reader(text.splitlines())
    header = next(reader, None)
    if not header or any(not h.strip() for h in header):
        raise DataError([Fault(name, 1, 1, "", "the first line must name every column")])
    header = [h.strip() for h in header]
    separator = _other_separator(header[0]) if len(header) == 1 else None
    if separator:
        mark, words = separator
        raise DataError([Fault(name, 1, 1, "", f"the columns are separated by {words}: ntw-print reads tables "
                                               "separated by commas (save it as CSV with commas: its first line then "
                                               f"reads {header[0].replace(mark, ',')!r})")])
    rows, lines, faults = [], [], []
    for cells in reader:
        if not any(c.strip() for c in cells):
            continue
        if len(cells) != len(header):
            count = f"{len(cells)} cell{'s' if len(cells) != 1 else ''}"
            faults.append(Fault(name, reader.line_num, 1, "", f"{count}, the header names {len(header)}"
                                + _odd_cells(header, cells)))
            continue
        row: dict = {}
        for column, cell in zip(header, cells):
            target = row.setdefault("back", {}) if column.startswith("back.") else row
            target[column.removeprefix("back.")] = _value(cell.strip())
        rows.append(row)
        lines.append(reader.line_num)
    if faults:
        raise DataError(faults)
    return rows, lines


def _other_separator(header: str) -> tuple[str, str] | None:
    """The mark and its name when a header line of one column is really several split another way."""
    return next(((mark, words) for mark, words in ((";", "semicolons"), ("\t", "tabs")) if mark in header), None)


def _value(cell: str):
    """A number when the cell reads as one and prints back the same ("0409" and "1.50" stay text)."""
    number = int(cell) if _INT.match(cell) else float(cell) if _FLOAT.match(cell) else None
    return number if number is not None and printed(number) == cell else cell
