"""The YAML of folding player screens: panels side by side, an outside face and an inside face.

```yaml
kind: screen
title: TECH v3 player screens
screens:
  - name: Black
    panels: 3                 # folded between each two panels
    width: 88mm               # of each panel
    height: 150mm
    colour: "#1a1a1a"         # the headings' rule
    outside:                  # what the other player sees, panels from their left
      - [{heading: TECH}, {text: Black plays here.}]
    inside:                   # what this player sees, panels from their left
      - - {heading: Who beats whom}
        - {cycle: [Swords, Archers, Shields], middle: beat}
      - - {heading: Points}
        - {bullets: ["Sword 3", "Archer 2", "Shield 1"]}
        - {table: {columns: [text, number], rows: [[Sword, 3], [Archer, 2]]}}
```

The sheet prints each screen's outside on one page and its inside on the next, placed so that a
duplex print lands the inside behind the outside, right way up when the screen stands.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ...core.lengths import Length
from ...core.model.common import SHEET_CREDIT_LENGTH, Colour, Sourced
from ..table.schema import Block

Panel = list[Block]


class Screen(Sourced):
    name: str = Field(max_length=60)
    panels: int = Field(3, ge=2, le=6)
    width: Length = Field(description="each panel's width")
    height: Length
    colour: Colour = "#1a1a1a"
    band: Length = Field(0.0, description=(
        "a strip of the screen's colour this tall along the foot of both faces, so that the players' screens "
        "tell apart at a glance (0: none)"))
    outside: list[Panel] = Field(default_factory=list)
    inside: list[Panel] = Field(default_factory=list)

    @model_validator(mode="after")
    def _panels(self) -> "Screen":
        for face in ("outside", "inside"):
            if len(getattr(self, face)) > self.panels:
                raise ValueError(f"{face} gives {len(getattr(self, face))} panels, the screen has {self.panels}")
        if min(self.width, self.height) < 40.0:
            raise ValueError("a panel must be at least 40 mm each way to stand")
        if self.band > self.height / 4:
            raise ValueError(f"a band of {self.band:g} mm takes more than a quarter of the {self.height:g} mm panel")
        return self

    @property
    def room(self) -> float:
        """The height a panel's blocks may take: all but the band."""
        return self.height - self.band

    def face(self, name: str) -> list[Panel]:
        """Every panel of a face, the empty ones included."""
        given = getattr(self, name)
        return given + [[] for _ in range(self.panels - len(given))]


class ScreenSheet(Sourced):
    kind: Literal["screen"] = "screen"
    title: str = Field(min_length=1, max_length=80)
    credit: str = Field("", max_length=SHEET_CREDIT_LENGTH, description="the original's author and source, at the foot of each page")
    paper: Literal["a4", "letter"] | None = Field(
        None, description="made for this paper only (otherwise it must fit every paper a build may use)")
    screens: list[Screen] = Field(min_length=1, max_length=8)
