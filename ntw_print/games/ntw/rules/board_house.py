"""Reading a board's house plan: its rooms in one building, the stairs in a room with an upper
floor, doors and windows in the house's walls, and the floors the building then has. Pure; every
problem is kept with its place in the board file."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ....grids.hex import Hex, HexGrid
from ....grids.rooms import opening_fault
from .board_values import BuildingGroup, HousePlan, PathKey, Problem, Room


def read_house(model: Any, reader, buildings: list[BuildingGroup],
                problems: list[Problem]) -> HousePlan | None:
    plan = model.house
    building_of = {h: b for b in buildings for h in b.hexes}
    rooms, taken = [], set()
    for i, room in enumerate(plan.rooms):
        hexes = []
        for j, label in enumerate(room.hexes):
            path = ("house", "rooms", i, "hexes", j)
            hex_ = reader.hex(path, label)
            if hex_ is None:
                continue
            if hex_ not in building_of:
                problems.append(Problem(path, f"{label} is not a building hex"))
            elif hex_ in taken:
                problems.append(Problem(path, f"{label} is already in another room"))
            else:
                taken.add(hex_)
                hexes.append(hex_)
        rooms.append(Room(room.name, tuple(hexes), room.upstairs))
    houses = {building_of[h].hexes for h in taken}
    if len(houses) > 1:
        problems.append(Problem(("house", "rooms"), "the rooms lie in more than one building"))
    elif houses and set(next(iter(houses))) != taken:
        missing = sorted(reader.grid.label_of(h) for h in set(next(iter(houses))) - taken)
        problems.append(Problem(("house", "rooms"), f"hexes of the house in no room: {', '.join(missing)}"))
    stairs = reader.hex(("house", "stairs"), plan.stairs)
    house = HousePlan(plan.name, tuple(rooms), stairs if stairs is not None else Hex(0, 0, 0),
                      frozenset(), frozenset())
    if stairs is not None and not house.upstairs_at(stairs):
        problems.append(Problem(("house", "stairs"), f"{plan.stairs} is not in a room with an upper floor"))
    doors = _hexsides(reader, ("house", "doors"), plan.doors, house)
    windows = _hexsides(reader, ("house", "windows"), plan.windows, house)
    return HousePlan(house.name, house.rooms, house.stairs, doors, windows)


def _hexsides(reader, path: PathKey, pairs: Iterable[Sequence[str]], house: HousePlan) -> frozenset[frozenset[Hex]]:
    """The doors or windows (`path`'s last word) that stand in a wall of the house."""
    found = set()
    for i, pair in enumerate(pairs):
        side = reader.hexside(path + (i,), pair)
        if side is None:
            continue
        rooms = (house.room_of(reader.grid.hex_of(pair[0])), house.room_of(reader.grid.hex_of(pair[1])))
        if why := opening_fault(str(path[-1]), pair, rooms, "house"):
            reader.problems.append(Problem(path + (i,), why))
        else:
            found.add(side)
    return frozenset(found)


def with_house_floors(model: Any, grid: HexGrid, house: HousePlan, buildings: list[BuildingGroup],
                       problems: list[Problem]) -> list[BuildingGroup]:
    """The house has two floors when some room has an upper floor; a `buildings` entry must agree."""
    floors = 2 if any(room.upstairs for room in house.rooms) else 1
    result = []
    for building in buildings:
        if house.hexes and set(building.hexes) == set(house.hexes):
            names = {grid.label_of(h) for h in building.hexes}
            for i, entry in enumerate(model.buildings):
                if entry.at in names and entry.floors != floors:
                    problems.append(Problem(("buildings", i, "floors"),
                                            f"the house plan has {floors} floors (rooms with upstairs),"
                                            f" not {entry.floors}"))
            building = BuildingGroup(building.hexes, building.terrain, floors, building.name or house.name)
        result.append(building)
    return result
