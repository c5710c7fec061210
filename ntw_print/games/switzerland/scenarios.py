"""The scenarios (`scenarios/*.yaml`, one file each): their texts in the game's own words, their
length, and what their sheet's map excerpt marks (hexes, the setup chart's hexes of a side, or the
map's cells of a sign), each optionally held to a region of the map.

```yaml
number: "19.6"
title: Outflanking the Siegfried Line (training)
summary: "..."
length: {turns: 3, extension: "May not be extended."}   # and most: the turns with every extension
german: ["..."]
swiss: ["..."]
special: ["..."]
optional: ["..."]
fortifications: ["..."]
map:
  from: "0101"          # the excerpt's corners (default: the whole map)
  to: "1905"
  marks:
    - {label: French mountain unit, cells: ["0106"], colour: "#1f4f9a", in: france}
    - {label: Swiss setup, setup: swiss, colour: "#c8102e"}
    - {label: Fortresses, sign: fortress, colour: "#4a4a4a"}
```
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Annotated

from pydantic import Field, model_validator

from ...core.errors import Fault
from ...core.model.choice import exactly_one
from ...core.model.common import Colour, Id, Model, Sourced
from ...core.model.files import FileKind, read_files
from ...core.references import Refers
from ...core.yamlsrc import Source
from ...kinds.places import HEX, RUN
from ..sheets.model import SheetsGame

FOLDER = "scenarios"
SETUP_SIDE = "side of the setup chart"  # the first word of its tables' ids: swiss-1-corps, german-border
Line = str


class Mark(Model):
    label: str = Field(max_length=60)
    colour: Colour
    cells: list[Annotated[str, RUN]] | None = Field(None, description="hexes and runs of hexes ('0101-1101')")
    setup: Annotated[Id, Refers(SETUP_SIDE)] | None = Field(None, description="the setup chart's hexes of this "
                                                                                "side (swiss, german)")
    sign: Annotated[Id, Refers("sign")] | None = Field(None, description="the map's cells of this sign "
                                                                          "(fortress, fortified-line)")
    within: Annotated[Id, Refers("region")] | None = Field(None, alias="in", description="a region of the map "
                                                                                           "that must hold every cell")

    @model_validator(mode="after")
    def _one_source(self) -> "Mark":
        exactly_one(self, "cells", "setup", "sign", what="a mark takes its hexes from")
        return self


class Excerpt(Model):
    first: Annotated[str, HEX] | None = Field(None, alias="from", description="one corner of the excerpt")
    last: Annotated[str, HEX] | None = Field(None, alias="to", description="the opposite corner")
    marks: list[Mark] = Field(min_length=1, max_length=6)


class Length(Model):
    turns: int | None = Field(None, ge=1, le=99, description="the game's length in turns (none: no limit)")
    most: int | None = Field(None, ge=1, le=99, description="the most turns it may last, extensions included "
                             "(none: no set most)")
    extension: str = Field(max_length=200, description="whether and how it may be extended")

    @model_validator(mode="after")
    def _most_after_turns(self) -> "Length":
        if self.most is not None and (self.turns is None or self.most < self.turns):
            raise ValueError("most (the turns with every extension) needs turns, and is at least turns")
        return self


class Scenario(Sourced):
    number: str = Field(pattern=r"^19\.\d$")
    title: str = Field(max_length=60)
    summary: str = Field(max_length=600)
    length: Length
    german: list[Line] = Field(min_length=1, max_length=8)
    swiss: list[Line] = Field(min_length=1, max_length=8)
    special: list[Line] = Field(min_length=1, max_length=10)
    optional: list[Line] = Field(min_length=1, max_length=10)
    fortifications: list[Line] = Field(min_length=1, max_length=6)
    map: Excerpt


def load_scenarios(root: Path) -> tuple[dict[str, Source], list[Scenario], list[Fault]]:
    """Every scenario file, read and validated: (sources by path in the game, scenarios in file
    order, faults)."""
    read = read_files(root, [FileKind(FOLDER, Scenario, folder=True)])
    return read.sources, [scenario for scenario in read.models.values() if scenario is not None], read.faults


@dataclass
class SwitzerlandGame(SheetsGame):
    """The game's sheets, and its scenarios with the file each was read from."""

    scenarios: list[Scenario] = field(default_factory=list)
    scenario_files: list[str] = field(default_factory=list)  # by file name in scenarios/, in the scenarios' order

    @classmethod
    def of(cls, game: SheetsGame, sources: dict[str, Source], scenarios: list[Scenario]) -> SwitzerlandGame:
        """The game of sheets `game` with the scenarios read from `sources` (their files) beside it."""
        sheets = {f.name: getattr(game, f.name) for f in fields(SheetsGame) if f.init}
        return cls(**{**sheets, "sources": {**game.sources, **sources}}, scenarios=scenarios,
                   scenario_files=[name.removeprefix(f"{FOLDER}/") for name in sources])
