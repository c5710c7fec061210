"""The `pieces` kind: counters, tokens and markers from tables of rows, printed through face templates.

    kind: pieces
    title: Swiss and German units
    templates: {unit: ..., unit-reduced: ...}      # see kinds/faces/schema.py
    sets:
      - id: units
        shape: square                 # square, rectangle (give height) or round
        width: 16mm
        front: unit
        back: unit-reduced            # optional: the reverse side
        selectors:
          - {where: {side: swiss}, values: {colour: "#c8102e"}}
        rows: units.csv               # or a list of rows in the YAML
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ...core.lengths import Length
from ..faces.schema import Sourced, Templates
from ..faces.tables import CheckedRow, Table, distinct

MIN_PIECE_MM = 5.0


class PieceSet(Table):
    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    shape: Literal["square", "rectangle", "round"] = "square"
    width: Length
    height: Length | None = Field(None, description="rectangles only; squares and round tokens use the width")
    back: str | None = Field(None, description="the template of the back face (none: printed one-sided)")
    rows: list[CheckedRow]

    @model_validator(mode="after")
    def _size(self) -> "PieceSet":
        if self.shape == "rectangle" and self.height is None:
            raise ValueError("a rectangle needs a height")
        if self.shape != "rectangle" and self.height is not None:
            raise ValueError(f"a {self.shape} piece takes its size from width alone (no height)")
        if min(self.width, self.size[1]) < MIN_PIECE_MM:
            raise ValueError(f"a piece must be at least {MIN_PIECE_MM:g} mm across")
        return self

    @property
    def size(self) -> tuple[float, float]:
        return self.width, self.height if self.height is not None else self.width


class PiecesSpec(Sourced):
    kind: Literal["pieces"]
    title: str = Field(min_length=1, max_length=80)
    credit: str = Field("", max_length=300, description="the original's author and source, under each sheet")
    templates: Templates
    sets: list[PieceSet] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> "PiecesSpec":
        distinct([s.id for s in self.sets], "set")
        return self
