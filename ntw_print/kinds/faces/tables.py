"""The schema of a table of rows that becomes printed items (pieces of a set, cards of a deck)."""

from __future__ import annotations

from pydantic import Field, field_validator

from .items import Row, Selector
from .schema import Model


class Table(Model):
    """Rows printed through a front template and, optionally, a back template.

    A row's `copies` (a whole number, default 1) says how many are printed; its `back:` changes
    values on the back face only (`back: {strength: 2}` for a step-reduced reverse side).
    `selectors` give values to every row that matches, such as a colour per side.
    """

    front: str = Field(description="the template of the front face")
    selectors: list[Selector] = Field(default_factory=list)

    @field_validator("rows", "cards", check_fields=False)
    @classmethod
    def _rows(cls, rows: list[Row]) -> list[Row]:
        for index, row in enumerate(rows):
            count = row.get("copies", 1)
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise ValueError(f"row {index + 1}: copies must be a whole number, 0 or more (got {count!r})")
            back = row.get("back", {})
            if not isinstance(back, dict):
                raise ValueError(f"row {index + 1}: back must map fields to the back face's values")
            nested = [key for key, value in row.items() if isinstance(value, dict) and key != "back"]
            if nested:
                raise ValueError(f"row {index + 1}: '{nested[0]}' holds a mapping; only back may")
        return rows


def distinct(ids: list[str], what: str) -> None:
    """Refuse ids given twice (ValueError naming them)."""
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise ValueError(f"{what} ids must differ: {', '.join(twice)} used more than once")
