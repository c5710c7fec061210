"""The schema of a scenario file (`scenarios/<id>.yaml`): briefing, forces, map positions, rules.

Hex labels are only checked for their form here. A field that names a hex, or the id of a side, unit,
zone, marker, piece, weapon or turn, says so (`HEX`, `Refers`, `Names`), and `rules/scenario_checks.py`
holds every such value to the board and the rest of the game in one walk.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from ....core.model.choice import exactly_one
from ....core.model.common import Id, Model, Sourced, empty_dict, empty_list
from ....core.references import Names, Refers
from ....kinds.places import HEX
from ....kinds.placeholders import Fills

HexLabel = Annotated[str, Field(pattern=r"^[A-Z]+[0-9]+$", description="a board hex, such as EE31"), HEX]
Side = Annotated[Id, Refers("side")]
MarkerId = Annotated[Id, Refers("marker")]
ZoneId = Annotated[Id, Refers("zone")]
SCENARIO_UNIT = "unit of this scenario"
UnitRef = Annotated[Id, Refers(SCENARIO_UNIT)]
Turn = Annotated[int, Field(ge=1), Refers("turn")]
COUNTER = "marker or piece"  # a counter laid under a unit: a marker, or a piece of pieces.yaml
Prose = Annotated[str, Field(min_length=1, max_length=900, description="text in the project's own words"),
                  Fills("a briefing text prints")]
Template = Annotated[str, Field(min_length=1, max_length=600,
                                description="text; {name} is filled in from this rule's values")]


class Turns(Model):
    start: int = Field(ge=1, description="the turn marker starts here")
    end: int = Field(ge=1, description="the game ends when this turn is over")

    @model_validator(mode="after")
    def _in_order(self) -> "Turns":
        if self.start > self.end:
            raise ValueError(f"the start turn ({self.start}) comes after the end turn ({self.end})")
        return self


class Mission(Sourced):
    side: Side
    text: Prose


class Objective(Sourced):
    """One objective: a single hex, or a stretch of hexes from one hex to another."""

    hex: HexLabel | None = None
    stretch: tuple[HexLabel, HexLabel] | None = Field(None, description="first and last hex of a stretch")
    side: Side | None = Field(None, description="whose objective; none when both sides fight for it")

    @model_validator(mode="after")
    def _one_form(self) -> "Objective":
        exactly_one(self, "hex", "stretch", what="an objective is")
        return self


class Zone(Sourced):
    """A set-up area: the union of a rectangle of columns x rows, the hexes around a centre, a
    building of the board and listed hexes."""

    id: Annotated[Id, Names("zone")]
    side: Side
    name: str = Field(min_length=1, max_length=40)
    rect: tuple[HexLabel, HexLabel] | None = Field(None, description="two opposite corner hexes")
    around: HexLabel | None = None
    radius: int | None = Field(None, ge=0, le=20, description="hexes from 'around'")
    building: HexLabel | None = Field(None, description="every hex of the board's building standing here")
    hexes: list[HexLabel] = Field(default_factory=empty_list)

    @model_validator(mode="after")
    def _has_a_part(self) -> "Zone":
        if (self.around is None) != (self.radius is None):
            raise ValueError("'around' and 'radius' go together")
        if self.rect is None and self.around is None and self.building is None and not self.hexes:
            raise ValueError("a zone needs 'rect', 'around' with 'radius', 'building' or 'hexes'")
        return self


class ForceUnit(Sourced):
    """One unit tile in play and where it starts: on a hex, anywhere in a zone, aboard a vehicle,
    or off the board (then a rule brings it on)."""

    id: Annotated[Id, Names(SCENARIO_UNIT)] = Field(description="name used in this scenario, e.g. tank-1")
    unit: Annotated[Id, Refers("unit")] = Field(description="a unit of units.yaml")
    tile: int = Field(ge=1, le=50, description="which printed tile of that unit (numbered 1..count)")
    figures: int | None = Field(None, ge=1, le=20, description="figures placed; default: the unit's full strength")
    at: HexLabel | None = None
    zone: ZoneId | None = None
    aboard: UnitRef | None = Field(None, description="the vehicle (a unit id of this scenario) it rides in")

    @model_validator(mode="after")
    def _one_place(self) -> "ForceUnit":
        exactly_one(self, "at", "zone", "aboard", what="a unit is placed by", at_most=True)
        return self


class Section(Sourced):
    number: int = Field(ge=1, le=20)
    units: list[ForceUnit] = Field(min_length=1)


class Force(Sourced):
    side: Side
    sections: list[Section] = Field(min_length=1)


class PiecePlacement(Sourced):
    piece: Annotated[Id, Refers("piece")] = Field(description="a piece of pieces.yaml")
    face: Id | None = Field(None, description="the face shown, for double-sided pieces (default: front)")
    at: HexLabel = Field(description="the hex under the piece's anchor cell")
    turns: int = Field(0, ge=0, le=5, description="turned this many times 60 degrees clockwise")


class MarkerPlacement(Sourced):
    marker: MarkerId = Field(description="a marker of markers.yaml")
    face: Literal["front", "back"] = "front"
    at: HexLabel


class _Rule(Sourced):
    text: Template


class NoteRule(_Rule):
    rule: Literal["note"]


class HiddenRule(_Rule):
    """A side sets up under markers (fog of war) anywhere in a zone."""

    rule: Literal["hidden"]
    side: Side
    marker: MarkerId
    count: int = Field(ge=1, le=50)
    zone: ZoneId


class ArrivesRule(_Rule):
    """A unit starts off the board and comes on at a hex on a given turn."""

    rule: Literal["arrives"]
    unit: UnitRef
    turn: Turn
    at: HexLabel


class SupportFireRule(_Rule):
    """These units may shoot but may not move."""

    rule: Literal["support-fire-only"]
    units: list[UnitRef] = Field(min_length=1)


class StandsStillRule(_Rule):
    """A unit does not move on one turn (and what it does afterwards is in the text)."""

    rule: Literal["stands-still"]
    unit: UnitRef
    turn: Turn


class SniperRule(_Rule):
    """A unit fights as the game's sniper (`special-rules.yaml` gives his bonuses, dice and range)."""

    rule: Literal["sniper"]
    unit: UnitRef = Field(description="the unit of this scenario that is the sniper")
    marker: MarkerId = Field(description="the marker laid on his hex")
    floor: int = Field(ge=1, le=30, description="the floor he shoots from")


class HostageRule(_Rule):
    rule: Literal["hostage"]
    marker: Annotated[Id, Refers(COUNTER)]
    roll: int = Field(ge=1, le=100, description="a roll of this or less takes the hostage")


class CountdownRule(_Rule):
    """A marker placed under a unit counts down, one face per turn, then the event happens."""

    rule: Literal["countdown"]
    marker: Annotated[Id, Refers(COUNTER)]
    faces: list[int] = Field(min_length=1, description="the numbers shown turn after turn")


class WeaponsRule(_Rule):
    """A side may only use these weapons (none: it cannot shoot)."""

    rule: Literal["weapons"]
    side: Side
    allowed: list[Annotated[Id, Refers("weapon")]] = Field(default_factory=empty_list)


class FiguresRule(_Rule):
    """Every unit of the scenario has exactly this many figures."""

    rule: Literal["figures"]
    figures: int = Field(ge=1, le=20)


SpecialRule = Annotated[
    Union[NoteRule, HiddenRule, ArrivesRule, SupportFireRule, StandsStillRule, SniperRule, HostageRule,
          CountdownRule, WeaponsRule, FiguresRule],
    Field(discriminator="rule"),
]


class Victory(Sourced):
    time_out: Side = Field(description="the side that wins if no one has completed its mission by the last turn")
    conditions: list[Prose] = Field(default_factory=empty_list, description="how the game is won or lost before time runs out")


class MapView(Sourced):
    """The part of the board shown on the sheet: two opposite corner hexes."""

    window: tuple[HexLabel, HexLabel]


Values = dict[Annotated[str, Field(pattern=r"^[a-z_]+$")], int]


class ScenarioFile(Sourced):
    """`scenarios/<id>.yaml`: one scenario, everything its sheet prints."""

    id: Id
    number: int = Field(ge=1, le=99, description="order in the book")
    title: str = Field(min_length=1, max_length=40)
    values: Values = Field(default_factory=empty_dict, description="game numbers the texts print as {name}; "
                                                             "{objective} is always known")
    kind: Literal["standard", "for-fun"] = "standard"
    board: Annotated[Id, Refers("board")] = Field(description="the board side it is played on (boards/<id>.yaml)")
    turns: Turns
    general_situation: Prose
    specific_situation: Prose
    missions: list[Mission] = Field(min_length=1)
    objectives: list[Objective] = Field(min_length=1)
    zones: list[Zone] = Field(default_factory=empty_list)
    forces: list[Force] = Field(min_length=1)
    pieces: list[PiecePlacement] = Field(default_factory=empty_list)
    markers: list[MarkerPlacement] = Field(default_factory=empty_list)
    special_rules: list[SpecialRule] = Field(default_factory=empty_list)
    victory: Victory
    map: MapView | None = None
