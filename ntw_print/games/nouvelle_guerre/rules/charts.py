"""The charts of Nouvelle Guerre as its rules read them: the quick-reference sheet's tables, by id.

The sheet is the one place the game's numbers are written. This module turns its tables into
plain values (the class tables, the fire chart, the melee factors) and reports, at the cell, what
keeps a table from being read at all; `checks.py` then holds every number to the others.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ...sheets.cells import cannot, number, text, whole
from ...sheets.rows import tables_by_id

QUICK_REFERENCE = "quick-reference.yaml"
MORALE = range(1, 6)  # the rules rate morale from 1 (unwilling) to 5 (best)
DIE = range(1, 7)  # one d6
INCHES = re.compile(r'^(\d+)"$')

Problem = tuple[tuple, str]  # (path in the quick-reference file, what is wrong)


class ChartError(ValueError):
    """The quick reference cannot be read: every problem, each at its path in the file."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("; ".join(message for _, message in problems))


class CellError(ValueError):
    """One cell of a class table that cannot be read."""

    def __init__(self, column: int, message: str):
        self.column = column
        super().__init__(message)


@dataclass(frozen=True)
class Firepower:
    code: str
    name: str
    rate: int  # shots a round
    price: int


@dataclass(frozen=True)
class Defensive:
    code: str
    name: str
    price: int


@dataclass(frozen=True)
class Movement:
    code: str
    name: str
    inches: float  # a round in the open
    rough: float  # as printed, halved
    road: float  # as printed, doubled


@dataclass(frozen=True)
class Charts:
    firepower: dict[str, Firepower]
    defensive: dict[str, Defensive]
    movement: dict[str, Movement]
    ranges: tuple[int, ...]  # the fire chart's columns, in inches, as printed
    fire: dict[str, dict[int, int | None]]  # firepower class -> inches -> roll that hits (None: out of reach)
    melee_factor: dict[str, int]  # by firepower class and by defensive class

    def reach(self, firepower: str) -> int:
        """The longest range at which the class can hit, 0 when it cannot hit at all."""
        return max((inches for inches, roll in self.fire[firepower].items() if roll is not None), default=0)


@dataclass(frozen=True)
class Located:
    """One table of the sheet: where it stands in the file, and its cells as written."""

    index: int
    table: Any  # kinds.table.schema.Table

    def path(self, *rest) -> tuple:
        return ("tables", self.index, *rest)

    def cell(self, row: int, column: int) -> tuple:
        return self.path("rows", row, column)


def find(sheet, table_id: str) -> Located:
    """The table of the quick reference with this id; ChartError when there is none."""
    found = tables_by_id(sheet)
    if table_id in found:
        return Located(*found[table_id])
    ids = ", ".join(found) or "none"
    raise ChartError([(("tables",), f"no table with id '{table_id}': the rules read it (ids here: {ids})")])


def columns_are(located: Located, wanted: list[str], what: str) -> list[Problem]:
    if list(located.table.columns) != wanted:
        return [(located.path("columns"), f"{what} has the columns [{', '.join(wanted)}], "
                 f"not [{', '.join(located.table.columns)}]")]
    return []


def read_charts(sheet) -> Charts:
    """The charts the rules need from the quick-reference sheet; ChartError listing every cell in the way."""
    problems: list[Problem] = []
    parts = {}
    for key, reader in (("firepower", _firepower), ("defensive", _defensive), ("movement", _movement)):
        try:
            parts[key], found = reader(sheet)
            problems += found
        except ChartError as exc:
            problems += exc.problems
    if problems:
        raise ChartError(problems)
    try:
        ranges, fire, found = _fire(sheet, parts["firepower"])
        problems += found
    except ChartError as exc:
        problems += exc.problems
    try:
        melee, found = _melee_factors(sheet, parts["firepower"], parts["defensive"])
        problems += found
    except ChartError as exc:
        problems += exc.problems
    if problems:
        raise ChartError(problems)
    return Charts(parts["firepower"], parts["defensive"], parts["movement"], ranges, fire, melee)


def _classes(sheet, table_id: str, columns: list[str], what: str, make) -> tuple[dict, list[Problem]]:
    located = find(sheet, table_id)
    problems = columns_are(located, columns, what)
    if problems:
        raise ChartError(problems)
    classes: dict = {}
    for r, row in enumerate(located.table.rows):
        code = text(row[0])
        if code in classes:
            problems.append((located.cell(r, 0), f"class {code} is given twice"))
            continue
        try:
            classes[code] = make(code, row)
        except CellError as exc:
            problems.append((located.cell(r, exc.column), str(exc)))
    return classes, problems


def _count(row, column: int, what: str) -> int:
    value = whole(row[column])
    if value is None or value < 0:
        raise CellError(column, f"{what} is a whole number, 0 or more (got {row[column]!r})")
    return value


def _firepower(sheet):
    def make(code, row):
        if not re.fullmatch(r"[A-Z]", code):
            raise CellError(0, f"a firepower class is one capital letter (got {code!r})")
        return Firepower(code, text(row[1]), _count(row, 2, "a rate of fire"), _count(row, 3, "a price"))
    return _classes(sheet, "firepower-classes", ["code", "text", "number", "number"], "the firepower table", make)


def _defensive(sheet):
    def make(code, row):
        if not re.fullmatch(r"[1-9]", code):
            raise CellError(0, f"a defensive class is one digit, 1 to 9 (got {code!r})")
        return Defensive(code, text(row[1]), _count(row, 2, "a price"))
    return _classes(sheet, "defensive-classes", ["code", "text", "number"], "the defensive table", make)


ROMAN = re.compile(r"^(?=[IVX])X{0,3}(IX|IV|V?I{0,3})$")


def _movement(sheet):
    def make(code, row):
        if not ROMAN.match(code):
            raise CellError(0, f"a movement class is a roman numeral such as II or IV (got {code!r})")
        inches = number(row[2])
        if inches is None or inches <= 0:
            raise CellError(2, f"a move is a number of inches above 0 (got {row[2]!r})")
        return Movement(code, text(row[1]), inches, number(row[3]), number(row[4]))
    return _classes(sheet, "movement-classes", ["code", "text", "number", "number", "number"],
                    "the movement table", make)


def _fire(sheet, firepower: dict) -> tuple[tuple[int, ...], dict, list[Problem]]:
    located = find(sheet, "fire-chart")
    table = located.table
    count = len(table.columns)
    problems = columns_are(located, ["code"] + ["number"] * (count - 1), "the fire chart")
    heads = table.header_rows()[-1] if table.header else []
    inches = [INCHES.match(words) for words, _ in heads[1:]]
    if len(heads) != count or not all(inches):
        problems.append((located.path("header"), 'the fire chart\'s last header row names each column\'s range '
                                                 'in whole inches, such as 10" ... 1"'))
    if problems:
        raise ChartError(problems)
    ranges = tuple(int(match.group(1)) for match in inches)
    if len(set(ranges)) != len(ranges):
        problems.append((located.path("header"), "the fire chart names a range twice"))
    fire: dict[str, dict[int, int | None]] = {}
    for r, row in enumerate(table.rows):
        code = text(row[0])
        if code not in firepower:
            problems.append((located.cell(r, 0), f"no firepower class {code} in the firepower table "
                                                 f"({', '.join(firepower)})"))
            continue
        rolls: dict[int, int | None] = {}
        for c, (distance, value) in enumerate(zip(ranges, row[1:]), start=1):
            roll = None if cannot(value) else whole(value)
            if not cannot(value) and (roll is None or roll not in DIE):
                problems.append((located.cell(r, c), f"a roll to hit is 1 to 6, or x out of reach (got {value!r})"))
            rolls[distance] = roll
        fire[code] = rolls
    missing = [code for code in firepower if code not in fire]
    if missing:
        problems.append((located.path("rows"), f"the fire chart has no row for firepower class "
                                               f"{', '.join(missing)}"))
    return ranges, fire, problems


def _melee_factors(sheet, firepower: dict, defensive: dict) -> tuple[dict[str, int], list[Problem]]:
    located = find(sheet, "melee-factors")
    problems = columns_are(located, ["code", "code", "number"], "the melee factors")
    if problems:
        raise ChartError(problems)
    factors: dict[str, int] = {}
    for r, row in enumerate(located.table.rows):
        factor = whole(row[2])
        if factor is None or factor < 0:
            problems.append((located.cell(r, 2), f"a melee factor is a whole number, 0 or more (got {row[2]!r})"))
            continue
        for c, classes in ((0, firepower), (1, defensive)):
            if cannot(row[c]):
                continue
            code = text(row[c])
            if code not in classes:
                problems.append((located.cell(r, c), f"no class {code} in the "
                                                     f"{'firepower' if c == 0 else 'defensive'} table"))
            elif code in factors:
                problems.append((located.cell(r, c), f"class {code} has a melee factor already"))
            else:
                factors[code] = factor
    for name, classes in (("firepower", firepower), ("defensive", defensive)):
        missing = [code for code in classes if code not in factors]
        if missing:
            problems.append((located.path("rows"), f"no melee factor for {name} class {', '.join(missing)}"))
    return factors, problems
