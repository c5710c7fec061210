"""The YAML of a sheet of tables (CRTs, charts, setup lists): rows x columns of typed cells.

```yaml
kind: table
title: Quick reference
credit: Nouvelle Guerre rules by its author, used under its licence
tables:
  - id: fire-chart     # optional: the name a game's rules know the table by (not printed)
    title: Fire chart
    columns: [code, number, number, number]
    header:
      - ["", {text: Range in inches, span: 3}]
      - [Class, 3, 2, 1]
    rows:
      - [A, 2, 1, 1]
      - [F, x, x, x]
    row_headers: true
    notes: ["Roll the number or more on a d6 to hit; x: cannot fire."]
```

A table whose values the rules do not give says so with `designer: [rows]`: every body cell
(not a row header) then prints with the designer mark (marks.py), except the cells `stated:` names
in spreadsheet form, columns from A and body rows from 1 (`stated: [F3:F5]`).

Cell types: `number` (3, 1.5, -2), `modifier` (a number printed with its sign: 1 is +1, and
0 is 0), `range` (5-6, 6+, 4), `code` (a result such as DR, 2*,
E), `text` (anything). In any column but a text one, `-`, `x` or `—` says "cannot".

A sheet may also carry `roses:`, direction diagrams for scatter and deviation rules (rose.py).

A sheet may instead print `cards:`, players' reference cards: each card a front (and a back), each
face a band in its colour with a title (and a note at its right), then columns of blocks side by side,
two or more cards to a page with crop marks, each back behind its front:

```yaml
kind: table
title: Reference cards
card: {width: 148mm, height: 105mm}   # A6 across unless told
cards:
  - front:
      title: TURN SEQUENCE
      note: Red · attacker
      colour: "#c8102e"
      columns:          # blocks as a screen's panel holds them (heading, text, bullets, table, cycle)
        - [{heading: "1 · ACTIVATIONS"}, {cycle: [Red activates, Blue may respond], middle: and again}]
        - [{heading: MOVE (HEXES)}, {table: {columns: [text, number], rows: [[Infantry, 3]], designer: [rows]}}]
      widths: [58, 42]  # shares of the width (equal unless told)
    back: {title: HIT SCORE, columns: [[{text: ATK - TER - DEF = HIT SCORE}]]}
```

A table on a card may mark its designer values (`designer: [rows]`, `stated:`); a face that prints a
mark, in a table or in its words, puts the key on its page's label. Text is set small (7.6 pt, headings
7 pt) so that an A6 card holds a column of rules; whatever does not fit its card is refused.
"""

from __future__ import annotations

import re
from typing import ClassVar, Literal

from pydantic import Field, model_validator

from ...core.lengths import Length
from ...core.numbers import number_text, signed
from ...core.errors import FaultAt
from ...core.model.choice import exactly_one
from ...core.model.common import Colour, Id, Model
from ..faces.tables import distinct
from ..frame import SheetHead
from ...core.marks import MARK, Markable, cells_in, marked
from .rose import Rose

CellType = Literal["number", "modifier", "range", "code", "text"]
Value = str | int | float
CANNOT = {"-": "\u2013", "x": "x", "\u2013": "\u2013", "\u2014": "\u2013"}  # as written -> as printed
_NUMBER = re.compile(r"^[+-]?\d+(\.\d+)?$")
_RANGE = re.compile(r"^(\d+)\s*[-\u2013]\s*(\d+)$")
_OPEN_RANGE = re.compile(r"^\d+[+-]$")  # 6+ (six or more), 2- (two or less)
_CODE = re.compile(r"^[A-Za-z0-9*/+\-]{1,8}$")


def _number(value: Value) -> str:
    if isinstance(value, float):
        return number_text(value)
    text = str(value).strip()
    if not _NUMBER.match(text):
        raise ValueError(f"expected a number such as 3, 1.5, +1 or -2, got {value!r}")
    return text


def _modifier(value: Value) -> str:
    if isinstance(value, int):
        return signed(value, "-")
    text = _number(value)
    return text if text[0] in "+-" or float(text) == 0 else f"+{text}"


def _range(value: Value) -> str:
    text = str(value).strip()
    if isinstance(value, int) or text.isdigit() or _OPEN_RANGE.match(text):
        return text
    match = _RANGE.match(text)
    if not match or int(match.group(1)) >= int(match.group(2)):
        raise ValueError(f"expected a range such as 5-6, 6+ or 4 (low before high), got {value!r}")
    return f"{match.group(1)}\u2013{match.group(2)}"


def _code(value: Value) -> str:
    text = str(value).strip()
    if not _CODE.match(text):
        raise ValueError(f"expected a result code of 1 to 8 letters, digits or * / + -, got {value!r}")
    return text


_PRINTED: dict = {"number": _number, "modifier": _modifier, "range": _range, "code": _code, "text": lambda value: str(value).strip()}


def printed(kind: CellType, value: Value) -> str:
    """The words a cell prints: numbers as written, ranges with an en dash, "cannot" as a dash or x."""
    if isinstance(value, bool):
        raise ValueError(f"expected a {kind}, got {value!r} (write text in quotes)")
    if str(value).strip() == "":
        return ""  # a cell left empty: the rules give no value there
    if kind != "text" and str(value).strip() in CANNOT:
        return CANNOT[str(value).strip()]
    return _PRINTED[kind](value)


class HeaderCell(Model):
    text: Value = ""
    span: int = Field(1, ge=1, le=40)


Header = list[HeaderCell | Value]


class Table(Model):
    id: Id | None = Field(None, description="a name the game's rules know the table by (fire-chart); not printed")
    title: str = Field("", max_length=120)
    columns: list[CellType] = Field(min_length=1, max_length=40)
    header: list[Header] = Field(default_factory=list, max_length=4)
    rows: list[list[Value]] = Field(min_length=1, max_length=200)
    row_headers: bool = False  # the first column names the rows (bold, on a tint)
    notes: list[str] = Field(default_factory=list, max_length=20)
    shade: bool = True  # every other row on a light tint
    width: Length | None = None  # stretch the table to this width (otherwise as narrow as it reads)
    designer: list[Literal["rows"]] = Field(default_factory=list, description=(
        "[rows]: the body's values are designer choices (the rules give none), each printed with the mark"))
    stated: list[str] = Field(default_factory=list, max_length=40, description=(
        "cells of a designer table that the rules do give (F3, F3:F5: columns from A, body rows from 1)"))

    @model_validator(mode="after")
    def _stated_cells_exist(self) -> "Table":
        if self.stated and not self.designer:
            raise FaultAt(("stated",), "stated cells belong to a table marked `designer: [rows]`")
        try:
            cells = cells_in(self.stated)
        except ValueError as exc:
            raise FaultAt(("stated",), str(exc)) from None
        outside = sorted(c for c in cells if c[0] >= len(self.rows) or c[1] >= len(self.columns))
        if outside:
            row, column = outside[0]
            raise FaultAt(("stated",), f"cell {chr(ord('A') + column)}{row + 1} is outside the table's "
                                       f"{len(self.rows)} rows and {len(self.columns)} columns")
        return self

    @model_validator(mode="after")
    def _cells_fit_columns(self) -> "Table":
        count = len(self.columns)
        for number, row in enumerate(self.header, start=1):
            spans = sum(cell.span if isinstance(cell, HeaderCell) else 1 for cell in row)
            if spans != count:
                raise ValueError(f"header row {number} spans {spans} columns, the table has {count}")
        for number, row in enumerate(self.rows, start=1):
            if len(row) != count:
                cells = f"{len(row)} cell{'s' if len(row) != 1 else ''}"
                raise FaultAt(("rows", number - 1), f"row {number} has {cells}, the table has {count} columns")
            for column, (kind, value) in enumerate(zip(self.columns, row), start=1):
                try:
                    printed(kind, value)
                except ValueError as exc:
                    raise FaultAt(("rows", number - 1, column - 1), f"row {number}, column {column}: {exc}") from None
        return self

    def header_rows(self) -> list[list[tuple[str, int]]]:
        """Each header row as (printed words, columns spanned)."""
        return [[(str(c.text).strip(), c.span) if isinstance(c, HeaderCell) else (str(c).strip(), 1) for c in row]
                for row in self.header]

    def body_rows(self) -> list[list[str]]:
        """Each row's printed words, cell by cell (without designer marks: the values)."""
        return [[printed(kind, value) for kind, value in zip(self.columns, row)] for row in self.rows]

    def chosen_cells(self) -> set[tuple[int, int]]:
        """The body cells (row, column, from 0) that print a value the rules do not give."""
        if not self.designer:
            return set()
        stated = cells_in(self.stated)
        first = 1 if self.row_headers else 0
        return {(r, c) for r, row in enumerate(self.body_rows()) for c in range(first, len(row))
                if row[c] and (r, c) not in stated}

    def marked_rows(self, marks: bool = True) -> list[list[str]]:
        """Each row's words as the sheet prints them: a designer value with its mark (unless `marks`
        is off for the file)."""
        chosen = self.chosen_cells() if marks else set()
        return [[marked(words, (r, c) in chosen) for c, words in enumerate(row)]
                for r, row in enumerate(self.body_rows())]


BLOCKS = ("heading", "text", "bullets", "table", "cycle")


class Block(Model):
    """One of: a heading, a paragraph (`text`), a bullet list, a small table, or a cycle diagram
    (names on a circle, an arrow from each to the next, `middle` written in the centre)."""

    heading: str | None = Field(None, max_length=120)
    text: str | None = Field(None, max_length=1200)
    bullets: list[str] | None = Field(None, min_length=1, max_length=30)
    table: Table | None = None
    cycle: list[str] | None = Field(None, min_length=2, max_length=8)
    middle: str = Field("", max_length=20)
    MARKS: ClassVar[bool] = False  # its table may print designer marks (a card's, which carries the key)

    @model_validator(mode="after")
    def _one_kind(self) -> "Block":
        exactly_one(self, *BLOCKS, what="a block is")
        if self.middle and self.cycle is None:
            raise ValueError("only a cycle has a middle")
        if self.table is not None and self.table.designer and not self.MARKS:
            raise ValueError("a screen's table prints no designer marks and no key: mark its values in a note, "
                             "or move the table to a sheet of tables")
        twice = sorted({name for name in self.cycle or [] if self.cycle.count(name) > 1})
        if twice:
            raise ValueError(f"a cycle names each of its members once: {', '.join(twice)} more than once")
        return self

    @property
    def kind(self) -> str:
        return next(name for name in BLOCKS if getattr(self, name) is not None)

    def words(self) -> list[str]:
        """Every word the block prints (a table's cells as they print)."""
        if self.table is not None:
            cells = [text for row in self.table.header_rows() for text, _ in row]
            texts = [self.table.title, *cells, *(c for row in self.table.body_rows() for c in row), *self.table.notes]
        else:
            texts = [self.heading or "", self.text or "", *(self.bullets or []), *(self.cycle or []), self.middle]
        return " ".join(texts).split()


class CardBlock(Block):
    MARKS: ClassVar[bool] = True


class CardFace(Model):
    title: str = Field(max_length=60)
    note: str = Field("", max_length=60, description="small, at the band's right (whose card it is)")
    colour: Colour = "#1a1a1a"
    columns: list[list[CardBlock]] = Field(min_length=1, max_length=3)
    widths: list[float] = Field(default_factory=list, description="each column's share of the width")

    @model_validator(mode="after")
    def _widths(self) -> "CardFace":
        if self.widths and (len(self.widths) != len(self.columns) or min(self.widths) <= 0):
            raise ValueError(f"widths gives {len(self.widths)} shares, each above 0, for {len(self.columns)} columns")
        return self

    def shares(self) -> list[float]:
        given = self.widths or [1.0] * len(self.columns)
        return [w / sum(given) for w in given]

    def marked(self, marks: bool) -> bool:
        """Whether the face prints a designer mark: a table's chosen value, or a mark in its words."""
        blocks = [b for column in self.columns for b in column]
        return any(MARK in word for b in blocks if b.table is None for word in b.words()) or (
            marks and any(b.table.chosen_cells() for b in blocks if b.table is not None))


class Card(Model):
    front: CardFace
    back: CardFace | None = None


class CardSize(Model):
    width: Length = 148.0
    height: Length = 105.0


class TableSheet(SheetHead, Markable):
    kind: Literal["table"] = "table"
    columns: int = Field(1, ge=1, le=4, description="columns of tables across the page")
    tables: list[Table] = Field(default_factory=list, max_length=60)
    roses: list[Rose] = Field(default_factory=list, max_length=8, description=(
        "direction diagrams (scatter, deviation), flowed after the tables"))

    cards: list[Card] = Field(default_factory=list, max_length=40, description=(
        "reference cards instead of pages of tables"))
    card: CardSize = Field(default_factory=CardSize, description="the size of every card")

    @model_validator(mode="after")
    def _ids_differ(self) -> "TableSheet":
        distinct([table.id for table in self.tables if table.id], "table")
        if not self.tables and not self.cards:
            raise ValueError("a sheet of tables needs tables, or cards")
        if (self.tables or self.roses) and self.cards:
            raise ValueError("a sheet prints its tables and roses on pages, or cards: not both")
        return self

    @property
    def marks(self) -> bool:
        """Whether designer values print with their mark (and pages holding one, the key)."""
        return not self.unmarked and any(table.chosen_cells() for table in self.tables)
