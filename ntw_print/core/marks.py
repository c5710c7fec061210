"""Designer marks: a printed value the rules do not give carries a small lozenge, and a sheet with
one says what the lozenge means in one line.

The data decides what is marked (a table's `designer: [rows]` less its `stated:` cells, a deck's or
set's `designer: [cards]` less a row's `stated:` fields); the kinds print the mark after the value's
words, and verify reads it back as part of those words. A file may print its values unmarked by
saying why (`unmarked: ...`).
"""

from __future__ import annotations

import re

from pydantic import Field

from .model.common import Model

MARK = "\u25ca"  # ◊, a glyph of the embedded Vera fonts
KEY = f"{MARK} chosen for this set; the rules give none"
_CELL = re.compile(r"^([A-Z])(\d{1,3})$")


class Markable(Model):
    """What every sheet of designer values may say: why its marks are left off."""

    unmarked: str = Field("", max_length=300, description=(
        "why this file prints its designer values without the mark (leave empty to mark them)"))


def marked(words: str, chosen: bool) -> str:
    """The words as printed: with the mark after them when the value is chosen."""
    return f"{words}{MARK}" if chosen and words else words


def with_key(words: str) -> str:
    """A line (a credit) followed by the key, as one sentence after another."""
    if not words:
        return KEY
    return f"{words}{'' if words.endswith(('.', '!', '?')) else '.'} {KEY}"


def unmark(words: str) -> str:
    """The words without any mark (to read a printed number)."""
    return words.replace(MARK, "")


def cells_in(ranges: list[str]) -> set[tuple[int, int]]:
    """The (row, column) cells, both from 0, that ranges in spreadsheet form name: `F3` (column F,
    the third row of the body) or `F3:G5` (the block between). ValueError for anything else."""
    found: set[tuple[int, int]] = set()
    for text in ranges:
        ends = [_cell(end.strip(), text) for end in text.split(":")]
        if len(ends) > 2:
            raise ValueError(f"expected a cell such as F3 or a block such as F3:G5, got {text!r}")
        (row1, col1), (row2, col2) = ends[0], ends[-1]
        if row2 < row1 or col2 < col1:
            raise ValueError(f"{text!r}: write the top left cell first (F3:G5)")
        found |= {(r, c) for r in range(row1, row2 + 1) for c in range(col1, col2 + 1)}
    return found


def _cell(end: str, text: str) -> tuple[int, int]:
    match = _CELL.match(end)
    if not match or int(match.group(2)) < 1:
        raise ValueError(f"expected a cell such as F3 or a block such as F3:G5, got {text!r}")
    return int(match.group(2)) - 1, ord(match.group(1)) - ord("A")
