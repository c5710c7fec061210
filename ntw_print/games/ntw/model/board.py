"""The schema of a board side (`boards/<id>.yaml`): a terrain picture plus layers on top of it.

The terrain is a text grid, one character per hex (one line per row, columns left to right), and
a legend from characters to terrain ids. Roads, buildings, named places and a detailed house are
short lists that name hexes by their board labels (`EE31`). Whether the grid has the right size,
the labels are on the board and the roads can run where they do is checked against the game's
grid and terrain by `rules.board` (it needs the other files), not here.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from ....core.model.common import Id, Model, Sourced, empty_list
from ....core.references import Refers

HexLabel = Annotated[str, Field(pattern=r"^[A-Z]+[0-9]+$", max_length=8,
                                description="a hex, named by its board label such as EE31")]
Hexside = Annotated[list[HexLabel], Field(min_length=2, max_length=2,
                                          description="the side between two neighbouring hexes: [GG26, GG27]")]


class Road(Model):
    """A road: straight hex lines from waypoint to waypoint (each step goes to a neighbouring hex)."""

    name: str = Field("", max_length=40)
    kind: Literal["main", "street", "track"] = Field(
        "street", description="how it is drawn: main road, street or dirt track (all are roads for the rules)")
    path: list[HexLabel] = Field(min_length=2, description="waypoints; a line of hexes joins each to the next")


class Building(Model):
    """Floors and a name for the building (the group of building hexes drawn with one character) at `at`."""

    at: HexLabel = Field(description="any hex of the building")
    floors: int = Field(ge=1, le=30)
    name: str = Field("", max_length=40)


class Place(Model):
    """A name written on the board, centred on a hex."""

    name: str = Field(min_length=1, max_length=40)
    at: HexLabel
    kind: Literal["town", "district", "feature"] = Field(
        "feature", description="lettering: town (large capitals), district (capitals), feature (italic)")


class Room(Model):
    name: str = Field(min_length=1, max_length=24)
    hexes: list[HexLabel] = Field(min_length=1)
    upstairs: bool = Field(False, description="an upper floor is built over this room")


class House(Model):
    """A building drawn as a floor plan: rooms, walls, doors, windows, stairs and the upper floor."""

    name: str = Field(min_length=1, max_length=40)
    rooms: list[Room] = Field(min_length=1)
    stairs: HexLabel = Field(description="the hex with the staircase to the upper floor")
    doors: list[Hexside] = Field(default_factory=empty_list, description="openings in walls between two hexes")
    windows: list[Hexside] = Field(default_factory=empty_list, description="windows in outer walls")


class BoardFile(Sourced):
    """`boards/<id>.yaml`: one side of the board."""

    name: str = Field(min_length=1, max_length=40)
    side: str = Field(pattern=r"^[A-Z]$", description="the side of the printed board: A, B, ...")
    hex_across: str = Field("", max_length=20, description="ground distance across one hex, e.g. '25 m'")
    legend: dict[str, Annotated[Id, Refers("terrain")]] = Field(min_length=1, description="grid character -> terrain id")
    terrain: str = Field(min_length=1, description="one line per row, one character per hex")
    roads: list[Road] = Field(default_factory=empty_list)
    buildings: list[Building] = Field(default_factory=empty_list, description="floors of buildings (others have 1)")
    places: list[Place] = Field(default_factory=empty_list)
    house: House | None = None

    @field_validator("legend")
    @classmethod
    def _one_character_keys(cls, legend: dict[str, str]) -> dict[str, str]:
        for key in legend:
            if len(key) != 1 or key.isspace() or key == "#":
                raise ValueError(f"legend key {key!r} must be one visible character other than '#'")
        return legend
