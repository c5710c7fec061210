"""The schema of a game's definition files (everything except boards and scenarios)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from ....core.lengths import Length
from ....core.model.common import (VERSION_HELP, VERSION_LENGTH, Colour, Id, Model, Sourced, SymbolName, empty_dict,
                              empty_list)
from ....core.references import Names, Refers

Unlimited = Literal["unlimited"]
Category = Literal["infantry", "vehicle"]
SideId = Annotated[Id, Refers("side")]


class Side(Model):
    id: Annotated[Id, Names("side", scope="game")]
    name: str
    role: Literal["attacker", "defender"]
    colour: Colour
    tint: Colour = Field(description="light version of the colour, for backgrounds")


class Grid(Sourced):
    """The board's hex grid: how many hexes, how they are labelled, their size."""

    columns: int = Field(ge=1, le=200)
    rows: int = Field(ge=1, le=200)
    column_labels: Literal["letters-doubled", "letters-excel", "numbers-4digit"]
    orientation: Literal["flat", "pointy"]
    offset: Literal["odd", "even"]
    hex_size: Length = Field(description="distance across flats of one hex")


class Die(Model):
    sides: int = Field(ge=2, le=100)
    count: dict[SideId, int] = Field(default_factory=empty_dict, description="dice in the box, per side")


class GameFile(Sourced):
    """`game.yaml`: what the game is called, its sides, grid and dice."""

    plugin: Literal["ntw"] = Field(description="the plugin that reads this folder")
    id: Id
    name: str
    credit: str = Field("", max_length=80, description="the original's authors and source, printed on every sheet "
                        "(beside the scale bar of the scenario sheets, so it is kept short)")
    version: str = Field("", max_length=VERSION_LENGTH, description=VERSION_HELP)
    sides: list[Side] = Field(min_length=1)
    grid: Grid
    die: Die
    components: list[Id] = Field(min_length=1, title="outputs", description="the output files this game prints")


class Weapon(Sourced):
    id: Annotated[Id, Names("weapon", scope="game")]
    name: str
    short: str = Field(max_length=12, description="abbreviation printed where space is tight")
    symbol: SymbolName = Field(description="name of the drawn symbol")
    dice: int = Field(ge=1, le=10)
    range: int | Unlimited = Field(description="range in hexes, or 'unlimited'")
    trajectory: Literal["direct", "curved"]
    ignores_defence: bool = Field(False, title="ignores DEF", description="the target's DEF does not count against it")
    kills_whole_unit: bool = False
    makes_smoke: bool = False

    @model_validator(mode="after")
    def _range_positive(self) -> "Weapon":
        if self.range != "unlimited" and self.range < 1:
            raise ValueError("range must be at least 1 hex or 'unlimited'")
        return self


class Terrain(Sourced):
    id: Annotated[Id, Names("terrain", scope="game")]
    name: str
    protection: int = Field(ge=0, le=40, title="TER", description="TER: subtracted from the hit score")
    on_board: bool = Field(True, description="false for effects such as a smoke cloud")
    blocks_line_of_fire: bool = False
    vehicles: Literal["allowed", "road-only", "never"] = "allowed"
    infantry: Literal["allowed", "never"] = "allowed"
    colour: Colour
    symbol: SymbolName


class Status(Sourced):
    id: Annotated[Id, Names("status", scope="game")]
    name: str
    modifier: int = Field(ge=-20, le=20, title="STAT", description="STAT: added to the hit score")
    condition: str = Field(max_length=80, title="when", description="when it applies, in a few words")


class UnitWeapon(Sourced):
    weapon: Annotated[Id, Refers("weapon")]
    attack: int = Field(ge=0, le=40, title="ATK", description="large ATK value, used when activated")
    response: int = Field(ge=0, le=40, title="response ATK", description="small ATK value, used when responding")
    ammo: int | Unlimited = Field(description="rounds carried: a number, or 'unlimited'")

    @model_validator(mode="after")
    def _ammo_positive(self) -> "UnitWeapon":
        if self.ammo != "unlimited" and not 1 <= self.ammo <= 12:
            raise ValueError("ammo must be 1..12 or 'unlimited'")
        return self


class Unit(Sourced):
    """A kind of unit; `count` tiles of it are printed, numbered 1..count."""

    id: Annotated[Id, Names("unit", scope="game")]
    name: str
    side: SideId
    category: Category
    armoured: bool = False
    count: int = Field(ge=1, le=50, title="tiles", description="how many tiles of this unit")
    figures: int = Field(ge=1, le=20, description="figures (or vehicles) making up one unit")
    defence: int = Field(ge=0, le=40, title="DEF")
    move: int = Field(ge=0, le=40, title="MOVE")
    load: int = Field(ge=0, le=40, title="LOAD")
    replaces: Annotated[Id, Refers("unit")] | None = Field(None, description="a unit this one is played instead of")
    weapons: list[UnitWeapon] = Field(min_length=1)


class MarkerFace(Model):
    text: str = Field("", max_length=40, description="main words or number; {protection} is filled in")
    caption: str = Field("", max_length=40, description="small second line; {terrain} is filled in")
    symbol: SymbolName | None = None
    colour: Annotated[Id, Refers("side", also=("neutral", "side"), noun="colour")] = Field(
        description="a side id, 'neutral', or 'side' (the variant's side)")


class MarkerVariant(Model):
    count: int | None = Field(None, ge=1, le=200, description="how many to print; left out where the "
                              "marker's derived_count rule says it")
    override_note: str | None = Field(None, description="why a count is given where the rule would derive one")
    side: SideId | None = Field(None, description="owner; its colour replaces 'side' in faces")
    terrain: Annotated[Id, Refers("terrain")] | None = Field(None, description="terrain whose values fill the faces")


class Marker(Sourced):
    id: Annotated[Id, Names("marker", scope="game")]
    name: str
    size: Length
    shape: Literal["square", "round"] = "square"
    front: MarkerFace
    back: MarkerFace | None = None
    variants: list[MarkerVariant] = Field(min_length=1)
    derived_count: Literal["limited-ammo-tracks"] | None = Field(
        None, description="the rule that says how many each side needs"
    )

    @model_validator(mode="after")
    def _counts_given_or_derived(self) -> "Marker":
        if self.derived_count is None and any(v.count is None for v in self.variants):
            raise ValueError("each variant needs a count (or the marker a derived_count rule that gives it)")
        return self

    @property
    def total(self) -> int:
        """The variants' counts (each given, or derived once the game is loaded)."""
        return sum(v.count for v in self.variants if v.count is not None)


class TurnRow(Sourced):
    turn: Annotated[int, Names("turn", scope="game")] = Field(ge=1, le=99)
    endurance: int = Field(ge=-20, le=20, title="END", description="END, added to every hit score this turn")
    intel: dict[Id, int] = Field(title="INT", description="INT per side")


class TurnTable(Sourced):
    turns: list[TurnRow] = Field(min_length=1)


class MissCell(Model):
    faces: list[int] = Field(min_length=1)
    steps: list[Literal["n", "ne", "se", "s", "sw", "nw"]] = Field(
        default_factory=empty_list, description="moves from the target hex; empty = an outcome instead"
    )
    outcome: Literal["roll-again", "on-target"] | None = None


class MissMatrix(Sourced):
    cells: list[MissCell] = Field(min_length=1)
