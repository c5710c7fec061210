"""The schema of a table of rows that becomes printed items (pieces of a set, cards of a deck)."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, Field

from ...core.numbers import UNPRINTABLE, reads_not_finite
from ...core.errors import FaultAt
from ...core.limits import MAX_COPIES, MAX_PIECES
from .items import COPY, STAMP, Row, Selector
from ...core.lengths import Length
from .schema import Sourced


def _row(row: Row) -> Row:
    count = row.get("copies", 1)
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise ValueError(f"copies must be a whole number, 0 or more (got {count!r})")
    if count > MAX_COPIES:
        raise FaultAt(("copies",), f"{count} copies is over the limit of {MAX_COPIES:,} copies of one row")
    if not isinstance(row.get("back", {}), dict):
        raise ValueError("back must map fields to the back face's values")
    nested = [key for key, value in row.items() if isinstance(value, dict) and key != "back"]
    if nested:
        raise ValueError(f"'{nested[0]}' holds a mapping; only back may")
    for path, value in _cells(row):
        if isinstance(value, str) and reads_not_finite(value):  # a table written out with a spreadsheet's NaN
            raise FaultAt(path, f"{value} {UNPRINTABLE}")
    if COPY in row or COPY in row.get("back", {}):
        raise ValueError(f"'{COPY}' is the number of each copy (1 to copies), which a face reads as {{{COPY}}}; "
                         "a row cannot set it")
    if STAMP in row or STAMP in row.get("back", {}):
        raise ValueError(f"'{STAMP}' is which print this is (the game's version and its data's fingerprint), which "
                         f"a face reads as {{{STAMP}}}; a row cannot set it")
    return row


def _cells(row: Row):
    """Each value of a row with its path in the row (`('back', 'strength')` for the back's)."""
    yield from (((key,), value) for key, value in row.items() if key != "back")
    yield from ((("back", key), value) for key, value in row.get("back", {}).items())


CheckedRow = Annotated[Row, AfterValidator(_row)]
CsvName = Annotated[str, Field(pattern=r"^[^/\\]+\.csv$", description="a CSV file beside this one: a header of "
                                                                     "field names, then one row a line")]


def _listed(value: object) -> object:
    """`name_from: title` is `name_from: [title]`."""
    return [value] if isinstance(value, str) else value


def _rows_read(rows: object) -> object:
    """The rows as the loader gives them: a CSV file named here has been read into rows already."""
    return rows


# A list of rows, or the CSV file they are read from (what an editor's schema offers).
Rows = Annotated[list[CheckedRow], BeforeValidator(_rows_read, json_schema_input_type=list[Row] | CsvName)]


def _grid(value: object) -> object:
    """`3x3` (across x down) becomes (3, 3)."""
    if isinstance(value, str):
        across, x, down = value.strip().lower().replace("\u00d7", "x").partition("x")
        if not (x and across.strip().isdigit() and down.strip().isdigit()) or "0" in (across.strip(), down.strip()):
            raise ValueError(f"expected a grid such as 3x3 (across x down), got {value!r}")
        return int(across), int(down)
    raise ValueError(f"expected a grid such as 3x3 (across x down), got {value!r}")


GridAsked = Annotated[tuple[int, int], BeforeValidator(_grid, json_schema_input_type=str)]


class Table(Sourced):
    """Rows printed through a front template and, optionally, a back template.

    A row's `copies` (a whole number, default 1) says how many are printed; its `back:` changes
    values on the back face only (`back: {strength: 2}` for a step-reduced reverse side).
    `selectors` give values to every row that matches, such as a colour per side.
    """

    front: str = Field(description="the template of the front face")
    selectors: list[Selector] = Field(default_factory=list)
    own_sheets: bool = Field(False, description="start on a sheet of its own, and leave the next set or deck to "
                             "start on another (print one battle's pieces without another's)")
    grid: GridAsked | None = Field(None, description="how many across and down a sheet holds, such as 3x3 "
                                   "(default: as many as fit); check says when that cannot fit A4 or Letter")
    safe: Length | None = Field(None, description="the safe margin inside the cut that no words may reach into "
                                "(default 3mm on cards, 0.25mm on pieces); check refuses words placed in it")
    name_from: Annotated[list[Annotated[str, Field(min_length=1)]], BeforeValidator(_listed)] = Field(
        default_factory=list, max_length=4, description="the field (or fields) whose values name each row: in "
        "faults and in exported file names (default: its name, id or title, else its short words)")


def within_total(tables: list[Table], rows: str, group: str, what: str) -> None:
    """Refuse more than MAX_PIECES pieces (or cards) in one file, every row's copies counted, at the
    row that passes the limit: before any of them is laid out."""
    total = 0
    for i, table in enumerate(tables):
        for j, row in enumerate(getattr(table, rows)):
            total += row.get("copies", 1)
            if total > MAX_PIECES:
                raise FaultAt((group, i, rows, j, "copies"), f"this row takes the file past the limit of "
                                                             f"{MAX_PIECES:,} {what}, every row's copies counted")


def distinct(ids: list[str], what: str) -> None:
    """Refuse ids given twice (ValueError naming them)."""
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise ValueError(f"{what} ids must differ: {', '.join(twice)} used more than once")
