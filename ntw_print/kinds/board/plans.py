"""A board's floor plans and count badges as geometry (plan_schema.py): each wall of a plan as the side
two cells share, its doors and windows, the stairs and the rooms' names; each badge in the cell of its
cells nearest their middle; and what loading refuses, each at its place in the file. Nothing draws
here (plan_render.py draws)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ...core.geometry import Point
from ...core.recent import remember_last
from ...grids.labels import cells_named
from ...grids.rooms import opening_fault
from .layout import BoardPlan, Cell, labels_of, shared_side
from .plan_schema import FloorPlan
from .schema import BoardSheet


@dataclass(frozen=True)
class Wall:
    """A side of a room's cell that has a wall: its two ends, in the order of the cell's corners."""

    ends: tuple[Point, Point]
    outer: bool  # between the plan and a cell of no room (or the grid's edge)
    door: Point | None  # a door here swings towards this point (the room's cell's centre)
    window: bool


NOTE_BELOW = 1.9  # mm from a room's name down to its note's baseline


@dataclass(frozen=True)
class RoomName:
    name: str
    note: str
    at: Point  # the name's baseline middle
    corners: tuple[Point, ...]  # the cell it stands in


@dataclass(frozen=True)
class PlanShapes:
    plan: FloorPlan
    cells: tuple[Cell, ...]  # every cell of its rooms, in order
    walls: tuple[Wall, ...]
    stairs: Cell | None
    rooms: tuple[RoomName, ...]


BADGE_SIDE = 0.24  # a badge's square, as a share of a cell across
BADGE_DROP = 0.12  # how far its middle stands below the cell's centre, as a share of a cell across


@dataclass(frozen=True)
class BadgeMark:
    value: int
    cell: Cell

    def middle(self, size: float) -> Point:
        """The middle of its square, on a board of cells `size` across."""
        return self.cell.centre[0], self.cell.centre[1] - size * BADGE_DROP


@remember_last(4)
def plan_shapes(spec: BoardSheet, laid: BoardPlan) -> tuple[tuple[PlanShapes, ...], tuple[BadgeMark, ...]]:
    """Every plan's walls, stairs and room names, and every badge's cell, for a checked spec."""
    by_label = {cell.label: cell for cell in laid.cells}
    by_at = {cell.at: cell for cell in laid.cells}

    def across(cell: Cell) -> dict[tuple[Point, Point], str]:
        """The label of the cell across each side of `cell` that another cell of the grid shares (on a grid
        of offset hexes or squares, among the cells a column and a row either way)."""
        col, row = cell.at
        found = {}
        for other in (by_at.get((col + dc, row + dr)) for dc in (-1, 0, 1) for dr in (-1, 0, 1)):
            if other is not None and other is not cell and (side := shared_side(cell.corners, other.corners)):
                found[side] = other.label
        return found

    cells_of = _cells_of(spec)
    plans = tuple(_plan(plan, cells_of, by_label, across, laid.cell) for plan in spec.plans)
    badges = tuple(BadgeMark(badge.value, _nearest_middle([by_label[label] for label in cells_of(badge.cells)]))
                   for badge in (spec.badges.at if spec.badges else ()))
    return plans, badges


def _plan(plan: FloorPlan, cells_of: Callable[[list[str]], list[str]], by_label: dict[str, Cell],
          across: Callable[[Cell], dict[tuple[Point, Point], str]], size: float) -> PlanShapes:
    rooms = [cells_of(room.cells) for room in plan.rooms]
    room_at = {label: i for i, labels in enumerate(rooms) for label in labels}
    doors = {frozenset(cells_of(list(pair))) for pair in plan.doors}
    windows = {frozenset(cells_of(list(pair))) for pair in plan.windows}
    walls = []
    for i, labels in enumerate(rooms):  # each wall once, from the first room it bounds
        for label in labels:
            cell = by_label[label]
            beside = across(cell)
            for a, b in _sides(cell):
                other = beside.get((a, b))
                there = room_at.get(other) if other is not None else None
                if there is None or there > i:
                    side = frozenset((label, other))
                    walls.append(Wall((a, b), there is None, cell.centre if side in doors else None, side in windows))
    stairs = cells_of([plan.stairs])[0] if plan.stairs else None
    names = []
    for room, labels in zip(plan.rooms, rooms):
        where = next((label for label in labels if label != stairs), labels[0])
        x, y = by_label[where].centre
        names.append(RoomName(room.name, room.note, (x, y + size * (0.14 if where == stairs else 0.0)),
                              by_label[where].corners))
    return PlanShapes(plan, tuple(by_label[label] for labels in rooms for label in labels), tuple(walls),
                      by_label[stairs] if stairs else None, tuple(names))


def _sides(cell: Cell) -> list[tuple[Point, Point]]:
    """The cell's sides, each with its ends in the order of the cell's corners (as `shared_side` gives them)."""
    corners, n = cell.corners, len(cell.corners)
    return [(corners[i], corners[i + 1]) for i in range(n - 1)] + [(corners[0], corners[n - 1])]


def _nearest_middle(cells: list[Cell]) -> Cell:
    """Of the cells, the one nearest their middle (the first of those as near)."""
    mx = sum(cell.centre[0] for cell in cells) / len(cells)
    my = sum(cell.centre[1] for cell in cells) / len(cells)
    return min(cells, key=lambda cell: math.dist(cell.centre, (mx, my)))


def _cells_of(spec: BoardSheet) -> Callable[[list[str]], list[str]]:
    """The labels of the cells and runs named, in order (a checked spec names only cells of the grid)."""
    labels = labels_of(spec.grid)
    return lambda names: [labels.format(*at) for name in names for at in cells_named(labels, name)]


Named = Callable[[tuple, str], list[tuple[int, int]]]  # the cells a name gives (faults kept at the path)


def plan_problems(spec: BoardSheet, named: Named, points: dict) -> list[tuple[tuple, str]]:
    """Each room's cells on the grid and in no other room; each door and window on a side two cells
    share that is a wall of its plan (a window's an outer wall); the stairs in a cell of a room; the badges' cells
    on the grid."""
    found: list[tuple[tuple, str]] = []
    taken: dict[tuple[int, int], str] = {}
    for i, plan in enumerate(spec.plans):
        room_at: dict[tuple[int, int], int] = {}
        for j, room in enumerate(plan.rooms):
            for k, name in enumerate(room.cells):
                for at in named(("plans", i, "rooms", j, "cells", k), name):
                    if at in taken:
                        found.append((("plans", i, "rooms", j, "cells", k), f"{name} is already in the room "
                                                                             f"{taken[at]}"))
                    taken[at] = room.name
                    room_at.setdefault(at, j)
        for group in ("doors", "windows"):
            for k, pair in enumerate(getattr(plan, group)):
                ends = [named(("plans", i, group, k, end), pair[end]) for end in (0, 1)]
                if any(len(cells) > 1 for cells in ends):
                    found.append((("plans", i, group, k), f"expected two cells, got {pair[0]!r} and {pair[1]!r}"))
                elif all(ends):
                    why = _opening_problem(group, pair, ends[0][0], ends[1][0], room_at, points)
                    found += [(("plans", i, group, k), why)] if why else []
        at = named(("plans", i, "stairs"), plan.stairs) if plan.stairs else []
        if len(at) > 1 or (at and at[0] not in room_at):
            found.append((("plans", i, "stairs"), f"{plan.stairs} is not a cell of a room of the plan"))
    for i, badge in enumerate(spec.badges.at if spec.badges else ()):
        for j, name in enumerate(badge.cells):
            named(("badges", "at", i, "cells", j), name)
    return found


def _opening_problem(group: str, pair: tuple[str, str], a: tuple[int, int], b: tuple[int, int],
                     room_at: dict[tuple[int, int], int], points: dict) -> str | None:
    if shared_side(points[a][1], points[b][1]) is None:
        return f"{pair[0]} and {pair[1]} share no side"
    return opening_fault(group, pair, (room_at.get(a), room_at.get(b)), "plan")
