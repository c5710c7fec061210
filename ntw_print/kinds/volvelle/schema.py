"""The YAML of a volvelle: discs of card stacked on one pivot, each with rings of marks read
through windows cut in the discs above it, or against the pointer of the disc above.

```yaml
kind: volvelle
title: Combat odds wheel
discs:                          # bottom first, each smaller than the one under it
  - name: Base
    radius: 80mm
    rings:
      - {label: Result, radius: 70mm, marks: [DE, DR, EX, AR, AE]}   # spread evenly, clockwise from the top
  - name: Dial
    radius: 62mm
    pointer: true               # an arrow at the top of the disc, reaching over the disc below
    rings:
      - {label: Odds, radius: 52mm, marks: ["1-2", "1-1", "2-1", "3-1", "4-1"]}
    windows:
      - {angle: 0, inner: 64mm, outer: 76mm, width: 14mm}   # a cut-out showing the ring below
```
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ...core.lengths import Length
from ...core.model.common import Sourced
from ..frame import SheetHead


class Ring(Sourced):
    label: str = Field("", max_length=30, description="printed small at the top of the ring")
    radius: Length = Field(description="where the marks' middles stand, from the pivot")
    marks: list[str] = Field(min_length=1, max_length=72)
    start: float = Field(0.0, ge=0, lt=360, description="angle of the first mark, degrees clockwise of the top")
    span: float = Field(360.0, gt=0, le=360, description="degrees the marks spread over")
    size: float = Field(8.0, ge=4, le=24, description="type size of the marks in points")


class Window(Sourced):
    angle: float = Field(0.0, ge=0, lt=360)
    inner: Length
    outer: Length
    width: Length

    @model_validator(mode="after")
    def _inner_below_outer(self) -> "Window":
        if not self.inner < self.outer:
            raise ValueError("a window runs from its inner radius out to a larger outer one")
        return self


class Disc(Sourced):
    name: str = Field(max_length=30)
    radius: Length
    rings: list[Ring] = Field(default_factory=list, max_length=8)
    windows: list[Window] = Field(default_factory=list, max_length=8)
    pointer: bool = False

    @model_validator(mode="after")
    def _inside(self) -> "Disc":
        for ring in self.rings:
            if not 4.0 < ring.radius < self.radius - 2.0:
                raise ValueError(f"ring {ring.label or ring.marks[0]!r} at {ring.radius:g} mm is not inside the disc "
                                 f"(4 mm from the pivot to {self.radius - 2.0:g} mm)")
        for window in self.windows:
            if window.outer > self.radius - 1.5:
                raise ValueError(f"a window reaching {window.outer:g} mm would cut the disc's edge "
                                 f"({self.radius:g} mm): end it by {self.radius - 1.5:g} mm")
        return self


class VolvelleSheet(SheetHead):
    kind: Literal["volvelle"] = "volvelle"
    discs: list[Disc] = Field(min_length=2, max_length=8)

    @model_validator(mode="after")
    def _stacked(self) -> "VolvelleSheet":
        for lower, upper in zip(self.discs, self.discs[1:]):
            if not upper.radius < lower.radius:
                raise ValueError(f"disc {upper.name!r} ({upper.radius:g} mm) must be smaller than {lower.name!r} "
                                 f"({lower.radius:g} mm) under it")
        return self  # whether the marks fit their rings and the discs the paper: problems.py
