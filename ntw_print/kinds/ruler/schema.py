"""The YAML of a sheet of rulers: range rulers in inches or in hexes, with coloured bands.

```yaml
kind: ruler
title: Range rulers
cut: marks             # crop marks (the default), or outline: cut along the printed outline, no bleed
rulers:
  - label: Gauss rifle (inches)
    unit: 1in          # one step of the ruler at full scale: 1in, or a hex's pitch such as 18mm
    length: 10         # steps
    subdivisions: 4    # minor ticks: quarter inches
    bands:
      - {name: Short 0-6, from: 0, to: 6, colour: "#f3d27a"}
      - {name: Long 6-10, from: 6, to: 10, colour: "#9cc3e4"}
    copies: 2
  - label: Gauss rifle, half scale
    unit: 1in
    scale: 0.5         # figures under 20 mm: every range halved
    length: 10
  - label: Gauss rifle (a range band of 12")
    unit: 1in
    length: 12
    laps:              # the ruler is one range band long: what each band gives, nearest first
      - 1 die per target counter
      - 1 die per 2 counters
```

A ruler longer than the page is printed in parts that are glued end to end (see layout.py).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from ...core.lengths import Length
from ...core.model.common import Colour, Model, Sourced
from ..frame import SheetHead


class Band(Model):
    name: str = Field(max_length=40)
    start: float = Field(alias="from", ge=0)
    end: float = Field(alias="to", gt=0)
    colour: Colour


class Ruler(Sourced):
    label: str = Field(max_length=80)
    unit: Length
    length: int = Field(ge=1, le=60, description="steps of `unit` from the 0 line")
    scale: float = Field(1.0, gt=0, le=4)
    subdivisions: int = Field(1, ge=1, le=10, description="minor ticks per step")
    width: Length = Field(20.0)
    bands: list[Band] = Field(default_factory=list, max_length=12)
    laps: list[Annotated[str, Field(min_length=1, max_length=60)]] = Field(
        default_factory=list, max_length=8,
        description="the ruler is one range band long, laid again for each further band: what each band gives, "
                    "nearest first; each is printed with its reach (0-12, 12-24, ...)")
    copies: int = Field(1, ge=1, le=20)

    @model_validator(mode="after")
    def _bands_on_the_ruler(self) -> "Ruler":
        for number, band in enumerate(self.bands, start=1):
            if not band.start < band.end <= self.length:
                raise ValueError(f"band {number} ({band.name!r}) runs {band.start:g} to {band.end:g}; "
                                 f"a band runs from low to high within 0 to {self.length}")
        return self

    @property
    def pitch(self) -> float:
        """mm between two numbered ticks on the paper."""
        return self.unit * self.scale


class Stop(Model):
    hexes: int = Field(ge=0, le=60, description="the last hex it reaches")
    name: str = Field(max_length=30, description="printed before its stop line")


class HexRule(Model):
    """A straight strip graduated in hexes (a volvelle sheet's range rule): a number on every hex centre
    from the firing hex's 0, a tick on every hexside, a stop line after each reach with the names that
    stop there, and a few words along it."""

    pitch: Length = Field(description="a hex's width across its flats on the board")
    stops: list[Stop] = Field(default_factory=list, max_length=20)
    words: str = Field("", max_length=1000)


class RulerSheet(SheetHead):
    kind: Literal["ruler"] = "ruler"
    cut: Literal["marks", "outline"] = Field(
        "marks", description="marks: crop marks outside each ruler's bleed; outline: cut along the printed "
        "outline, with no bleed or marks, so that a longer ruler fits the paper (10 inches on Letter)")
    rulers: list[Ruler] = Field(min_length=1, max_length=40)  # whether they fit the paper: layout.problems
