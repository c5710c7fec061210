"""The plain values a board side is read into: roads, buildings, the house plan, place names, and
the problems found on the way (with where they are in the board file). Pure."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ....grids.hex import Hex

PathKey = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    """Something wrong in a board file: where (a path into the document and, inside a block of
    text, a 0-based line and column) and what."""

    path: PathKey
    message: str
    cell: tuple[int, int] | None = None


@dataclass(frozen=True)
class RoadPath:
    """A road as a chain of hexes, each a neighbour of the one before."""

    name: str
    kind: str
    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class BuildingGroup:
    """The hexes of one building (neighbouring building hexes written with the same character)."""

    hexes: tuple[Hex, ...]  # in board label order
    terrain: str
    floors: int
    name: str


@dataclass(frozen=True)
class Room:
    name: str
    hexes: tuple[Hex, ...]
    upstairs: bool


@dataclass(frozen=True)
class HousePlan:
    """A house drawn as a floor plan. Hexsides are frozensets of two neighbouring hexes."""

    name: str
    rooms: tuple[Room, ...]
    stairs: Hex
    doors: frozenset[frozenset[Hex]]
    windows: frozenset[frozenset[Hex]]

    @functools.cached_property
    def hexes(self) -> frozenset[Hex]:
        return frozenset(h for room in self.rooms for h in room.hexes)

    def room_of(self, hex_: Hex) -> Room | None:
        return next((room for room in self.rooms if hex_ in room.hexes), None)

    def upstairs_at(self, hex_: Hex) -> bool:
        """Whether this hex of the house has an upper floor."""
        room = self.room_of(hex_)
        return room is not None and room.upstairs


@dataclass(frozen=True)
class PlaceName:
    name: str
    at: Hex
    kind: str
