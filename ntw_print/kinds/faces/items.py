"""Rows of a table become printed items: each copy of a row, its front and back faces and values.

Pure data: the pieces and cards kinds both turn their tables into `Item`s here, and their
renderers and verifiers both read the same items.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.marks import MARK
from .schema import Model

Scalar = str | int | float | bool
Row = dict[str, Scalar | dict[str, Scalar]]
RESERVED = ("copies", "back", "stated")  # row keys that are not printed values
COPY = "copy"  # the field a face reads for the number of its copy: 1 to the row's copies
STAMP = "stamp"  # {stamp}: which print this is, the game's version and its data's fingerprint (faces/stamp.py)
MARK_FIELD = "mark"  # {mark}: the designer mark when any value of the row is chosen; {mark:title}: when its title is
SHORT_WORDS = 16  # a value longer than this (a card's text, a hint) does not name its row


class Selector(Model):
    """Values given to every row whose fields match `where` (a row's own values win)."""

    where: dict[str, Scalar]
    values: dict[str, Scalar]


@dataclass(frozen=True)
class FaceCall:
    """One face to print: a template and the values its {field}s read."""

    template: str
    values: dict = field(hash=False, compare=True)
    where: tuple = ()  # the path in the file of what gives the values (a row, a deck)
    cells: tuple | None = None  # a face cut as hexes: each hex's box on the face (faces/hexes.py)


@dataclass(frozen=True)
class Fold:
    """How a fold-over standee's strip is divided: each face's height, each base tab's, and what the
    tabs show (the tab template with the row's values; None: the front's colour only)."""

    face: float
    tab: float
    tab_call: FaceCall | None = None


@dataclass(frozen=True)
class Item:
    key: str  # unique: the set or deck, the row, the copy
    label: str  # what a message calls it: the row's name
    width: float  # as cut from the sheet (a standee: its whole strip)
    height: float
    round: bool
    front: FaceCall
    back: FaceCall | None  # a standee's back is printed beside its front, on the same side
    group: str = ""  # the set or deck, when it starts sheets of its own
    fold: Fold | None = None
    grid: tuple[int, int] | None = None  # across and down on a sheet, as its set or deck asks
    safe: float = 0.0  # the safe margin inside the cut, which no words may reach into

    @property
    def has_back_page(self) -> bool:
        """Whether a back is printed on the back of the sheet (a standee's is not)."""
        return self.back is not None and self.fold is None


def copies(row: Row) -> int:
    return int(row.get("copies", 1))


def numbered(call: FaceCall, number: int) -> FaceCall:
    """The face of one copy: the row's values and {copy}, the copy's number (numbered chips)."""
    return FaceCall(call.template, {**call.values, COPY: number}, call.where, call.cells)


def row_values(row: Row, selectors: list[Selector]) -> dict[str, Scalar]:
    """The values a row's faces read: from the selectors that match it, then its own."""
    values: dict[str, Scalar] = {}
    for selector in selectors:
        if all(row.get(key) == wanted for key, wanted in selector.where.items()):
            values.update(selector.values)
    values.update({key: value for key, value in row.items() if key not in RESERVED})
    return values


def mark_values(row: Row, chosen: bool) -> dict[str, str]:
    """What a face's `{mark}` and `{mark:field}` read for this row: the designer mark where the value is
    chosen (`chosen`: its set or deck is marked designer and the file's marks are on), less the fields
    the row's `stated:` names; empty words elsewhere."""
    stated = set(str(row.get("stated", "")).split())
    fields = [key for key in row if key not in RESERVED]
    marks = {f"mark:{key}": marked_word(chosen and key not in stated) for key in fields}
    return {MARK_FIELD: marked_word(MARK in marks.values()), **marks}


def marked(item: "Item") -> bool:
    """Whether the item's row holds a designer value (its front then prints a mark: check holds it)."""
    return item.front.values.get(MARK_FIELD) == MARK


def marked_word(chosen: bool) -> str:
    return MARK if chosen else ""


def back_values(row: Row, values: dict[str, Scalar]) -> dict[str, Scalar]:
    """The values of the reverse side: the row's, changed by its `back:` (a step-reduced side)."""
    return {**values, **row.get("back", {})}


def sheet_group(table, index: int) -> str:
    """The group of the items of the `index`-th set or deck: its own when it asks for sheets of its
    own (`own_sheets`), else the one it shares with its neighbours."""
    return f"#{index}" if table.own_sheets else ""


def row_name(row: Row, index: int, fields: list[str] | tuple[str, ...] = ()) -> str:
    """What a row is called, in faults and exported file names: the values of `fields` (a set's
    `name_from`) when given; else its name, id or title; else its first two short words, each once
    (`Swordsman black`); else `row 3`."""
    if fields:
        return " ".join(str(row[key]) for key in fields if key in row) or f"row {index + 1}"
    for key in ("name", "id", "title"):
        if key in row:
            return str(row[key])
    words: list[str] = []
    for key, value in row.items():
        if (key not in RESERVED and isinstance(value, str) and not value.startswith("#")
                and len(value) <= SHORT_WORDS and value.lower() not in (w.lower() for w in words)):
            words.append(value)
    return " ".join(words[:2]) if words else f"row {index + 1}"
