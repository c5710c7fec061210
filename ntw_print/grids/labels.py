"""Coordinate labels of a grid's cells, such as NTW's ``AA21``, a map's ``0409`` or a board's ``a1``.

A label style is data: the functions that write and read its column part and its row part, and
whether rows count up from the bottom (``a1`` is the bottom-left square, as on a chess board) or
down from the top. ``GridLabels`` turns 0-based ``(col, row)`` indexes (row 0 at the top) into
labels and back; it serves hex and square grids alike.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass


def _doubled_letters_name(index: int) -> str:
    """0 -> 'A', 25 -> 'Z', 26 -> 'AA', 27 -> 'BB', 52 -> 'AAA'."""
    return chr(ord("A") + index % 26) * (index // 26 + 1)


def _doubled_letters_index(name: str) -> int | None:
    """Inverse of ``_doubled_letters_name``; None unless ``name`` repeats one letter."""
    if len(set(name)) != 1:
        return None
    return (len(name) - 1) * 26 + ord(name[0]) - ord("A")


def _excel_letters_name(index: int) -> str:
    """0 -> 'A', 25 -> 'Z', 26 -> 'AA', 27 -> 'AB' (bijective base 26)."""
    name = ""
    number = index + 1
    while number:
        number, digit = divmod(number - 1, 26)
        name = chr(ord("A") + digit) + name
    return name


def _excel_letters_index(name: str) -> int:
    """Inverse of ``_excel_letters_name``."""
    number = 0
    for letter in name:
        number = number * 26 + ord(letter) - ord("A") + 1
    return number - 1


@dataclass(frozen=True)
class LabelStyle:
    """How one label style writes and reads labels."""

    pattern: re.Pattern[str]  # groups: column text, row text
    column_name: Callable[[int], str]  # 0-based column index -> column text
    column_index: Callable[[str], int | None]  # column text -> 0-based index, None if malformed
    row_text: Callable[[int], str]  # row number (first_row based) -> row text
    form: str  # describes a label; placeholders {columns} and {rows} are ranges such as A..XX
    max_columns: int | None
    max_row: int | None
    rows_up: bool = False  # row numbers count up from the bottom row (chess) instead of down from the top


_LETTERS_AND_NUMBER = re.compile(r"([A-Z]+)([1-9][0-9]*)")

COLUMN_STYLES: dict[str, LabelStyle] = {
    "letters-doubled": LabelStyle(
        pattern=_LETTERS_AND_NUMBER,
        column_name=_doubled_letters_name,
        column_index=_doubled_letters_index,
        row_text=str,
        form="{columns} + {rows}",
        max_columns=None,
        max_row=None,
    ),
    "letters-excel": LabelStyle(
        pattern=_LETTERS_AND_NUMBER,
        column_name=_excel_letters_name,
        column_index=_excel_letters_index,
        row_text=str,
        form="{columns} + {rows}",
        max_columns=None,
        max_row=None,
    ),
    "numbers-4digit": LabelStyle(
        pattern=re.compile(r"([0-9]{2})([0-9]{2})"),
        column_name=lambda index: f"{index + 1:02d}",
        column_index=lambda text: int(text) - 1,
        row_text=lambda number: f"{number:02d}",
        form="CCRR (column {columns}, row {rows})",
        max_columns=99,
        max_row=99,
    ),
    "chess": LabelStyle(
        pattern=re.compile(r"([a-z]+)([1-9][0-9]*)"),
        column_name=lambda index: _excel_letters_name(index).lower(),
        column_index=lambda text: _excel_letters_index(text.upper()),
        row_text=str,
        form="{columns} + {rows}, rows counted from the bottom",
        max_columns=None,
        max_row=None,
        rows_up=True,
    ),
}
"""Label styles by name. ``letters-doubled``: A..Z, AA, BB, ..., ZZ, AAA... (NTW: A..XX).
``letters-excel``: A..Z, AA, AB, ... ``numbers-4digit``: two-digit column from 01 then two-digit
row, e.g. ``0409`` is column 04 (index 3) row 09, ``0101`` the top-left cell. ``chess``: a..z,
aa, ab, ... then the row counted from the bottom, ``a1`` the bottom-left cell. Letter styles
write the row without zeros."""


@dataclass(frozen=True)
class GridLabels:
    """Labels of a grid of ``columns`` x ``rows`` cells.

    ``format`` and ``parse`` work with 0-based ``(col, row)`` indexes, row 0 at the top; the row
    number printed in a label is ``row + first_row`` (counted from the bottom row when the style's
    rows go up). Labels are case-sensitive.
    """

    columns: int
    rows: int
    column_style: str
    first_row: int = 1

    def __post_init__(self) -> None:
        if self.column_style not in COLUMN_STYLES:
            raise ValueError(
                f"column_style must be one of {', '.join(COLUMN_STYLES)}, got {self.column_style!r}"
            )
        if self.columns < 1 or self.rows < 1:
            raise ValueError(f"a board needs at least 1 column and 1 row, got {self.columns}x{self.rows}")
        if self.first_row < 1:
            raise ValueError(f"first_row must be 1 or more, got {self.first_row}")
        style = self._style
        if style.max_columns is not None and self.columns > style.max_columns:
            raise ValueError(
                f"{self.column_style} allows at most {style.max_columns} columns, got {self.columns}"
            )
        if style.max_row is not None and self._last_row > style.max_row:
            raise ValueError(
                f"{self.column_style} allows rows up to {style.max_row}, last row is {self._last_row}"
            )

    @property
    def _style(self) -> LabelStyle:
        return COLUMN_STYLES[self.column_style]

    @property
    def _last_row(self) -> int:
        return self.first_row + self.rows - 1

    def _row_number(self, row: int) -> int:
        """The number printed for the 0-based ``row`` (0 at the top); its own inverse."""
        return self.first_row + (self.rows - 1 - row if self._style.rows_up else row)

    def _row_index(self, number: int) -> int:
        """The 0-based row (0 at the top) printed as ``number``."""
        offset = number - self.first_row
        return self.rows - 1 - offset if self._style.rows_up else offset

    @property
    def column_range(self) -> str:
        """The columns as written on the board, e.g. ``A..XX``."""
        return f"{self._style.column_name(0)}..{self._style.column_name(self.columns - 1)}"

    @property
    def row_range(self) -> str:
        """The rows as written on the board, e.g. ``1..42``."""
        return f"{self._style.row_text(self.first_row)}..{self._style.row_text(self._last_row)}"

    def in_range(self, col: int, row: int) -> bool:
        """Whether the 0-based ``(col, row)`` is on the board."""
        return 0 <= col < self.columns and 0 <= row < self.rows

    def format(self, col: int, row: int) -> str:
        """The label of the 0-based ``(col, row)``, e.g. ``(26, 20) -> 'AA21'`` for NTW."""
        if not self.in_range(col, row):
            raise ValueError(
                f"(col {col}, row {row}) is off the board (col 0..{self.columns - 1}, row 0..{self.rows - 1})"
            )
        return self._style.column_name(col) + self._style.row_text(self._row_number(row))

    def parse(self, label: str) -> tuple[int, int]:
        """The 0-based ``(col, row)`` of ``label``; ``ValueError`` naming the label if it is malformed
        or off the board."""
        style = self._style
        match = style.pattern.fullmatch(label)
        col = style.column_index(match.group(1)) if match else None
        if match is None or col is None:
            form = style.form.format(columns=self.column_range, rows=self.row_range)
            raise ValueError(f"{label!r}: not a label of the form {form}")
        column_text, row_text = match.groups()
        if not 0 <= col < self.columns:
            raise ValueError(f"{label!r}: column {column_text!r} is off the board ({self.column_range})")
        row_number = int(row_text)
        if not self.first_row <= row_number <= self._last_row:
            raise ValueError(f"{label!r}: row {row_number} is off the board ({self.row_range})")
        return col, self._row_index(row_number)

    @functools.cached_property
    def row_by_row(self) -> tuple[str, ...]:
        """Every label, row by row from the top (A1, B1, ..., A2, ...); worked out once per grid (a
        change report describes every cell of a board)."""
        return tuple(self.format(col, row) for row in range(self.rows) for col in range(self.columns))

    def written_as_label(self, text: str) -> bool:
        """Whether ``text`` is written the way this style writes a label (of a cell on the board or off it)."""
        return self._style.pattern.fullmatch(text) is not None

    def contains(self, label: str) -> bool:
        """Whether ``label`` names a hex on the board."""
        try:
            self.parse(label)
        except ValueError:
            return False
        return True


def cells_named(labels: GridLabels, text: str) -> list[tuple[int, int]]:
    """The cells a label ('0409') or a run ('0407-0410': along a column or a row) names;
    ValueError saying what is wrong."""
    first, dash, last = text.partition("-")
    start = labels.parse(first.strip())
    if not dash:
        return [start]
    end = labels.parse(last.strip())
    if start[0] != end[0] and start[1] != end[1]:
        raise ValueError(f"a run goes along one column or one row; {text!r} does not")
    (c0, r0), (c1, r1) = start, end
    return [(c, r) for c in range(min(c0, c1), max(c0, c1) + 1) for r in range(min(r0, r1), max(r0, r1) + 1)]
