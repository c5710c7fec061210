"""The YAML of a board's floor plans and count badges (`plans:`, `badges:`; see schema.py).

A floor plan is a building seen from above: its rooms (groups of cells, each with its name and a
second line such as its floors), walls round every room, thicker where they face the outside,
doors and windows on the sides two cells share, and a staircase in a cell. The rooms' floors are
the colour of their cells' terrain: give them a terrain of their own (one for rooms with an upper
floor, another for the rest), and the key shows each colour. A badge is a small number in a white
rounded square standing in a cell: a building's floors, a hill's height."""

from __future__ import annotations

from pydantic import Field

from ...core.model.common import Colour, Model, Sourced


class PlanRoom(Model):
    name: str = Field(max_length=30, description="printed in the room, in italics")
    cells: list[str] = Field(min_length=1, description="the room's cells; its name stands in the first one "
                             "without the stairs")
    note: str = Field("", max_length=30, description="a second line under the name, such as '2 floors'")


class FloorPlan(Sourced):
    """A building drawn as a floor plan, over the cells of its rooms."""

    name: str = Field(max_length=40, description="its words in the band's key (plans sharing a name share one entry)")
    caption: str = Field("", max_length=60, description="the key's second line")
    rooms: list[PlanRoom] = Field(min_length=1)
    doors: list[tuple[str, str]] = Field(default_factory=list, description="pairs of cells of the grid whose shared "
                                         "side is a wall of the plan: a door, swung into the room of the two that `rooms` lists first")
    windows: list[tuple[str, str]] = Field(default_factory=list, description="pairs of cells whose shared side is "
                                           "an outer wall (a room and a cell of no room): a pane in the wall")
    stairs: str | None = Field(None, description="a cell of a room with a flight of steps, its arrow going up")
    ink: Colour = Field("#2f2419", description="the walls, doors, stairs and room names")
    glass: Colour = Field("#d7ecf7", description="the windows' panes")
    wall: float = Field(1.2, gt=0, le=4, description="the outer walls' width in mm")
    inner_wall: float = Field(0.6, gt=0, le=4, description="the width in mm of the walls between rooms")


class BadgeAt(Model):
    value: int = Field(ge=0, le=999)
    cells: list[str] = Field(min_length=1, description="the cells of what it counts (a building): the badge stands "
                             "once, in the one nearest their middle")


class Badges(Model):
    """Small numbers in white rounded squares, below their cells' centres, each value drawn once per PDF
    and placed wherever it stands; one entry in the band's key."""

    name: str = Field(max_length=40, description="the key's words, such as 'Floors'")
    caption: str = Field("", max_length=60, description="the key's second line")
    sample: int = Field(3, ge=0, le=999, description="the number the key's badge shows")
    ink: Colour = "#24292e"
    at: list[BadgeAt] = Field(default_factory=list)
