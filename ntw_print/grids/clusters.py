"""Pieces made of hexes: each cell given as steps from the piece's anchor hex (the first cell, `[]`),
with the steps of flat-top hexes: n, ne, se, s, sw, nw."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Literal

from .hex import Hex, neighbor, neighbors

Step = Literal["n", "ne", "se", "s", "sw", "nw"]
STEPS: tuple[str, ...] = ("n", "ne", "se", "s", "sw", "nw")  # the order of hex.DIRECTIONS


def offset_of(steps: Sequence[str]) -> Hex:
    position = Hex(0, 0, 0)
    for step in steps:
        position = neighbor(position, STEPS.index(step))
    return position


def cells_problem(cells: Sequence[Sequence[str]]) -> str | None:
    """Why these cells do not make a piece (None when they do): anchor first, distinct, connected."""
    if not cells or cells[0]:
        return "the first cell must be the anchor hex, []"
    offsets = [offset_of(steps) for steps in cells]
    seen: set[Hex] = set()
    for steps, offset in zip(cells, offsets):
        if offset in seen:
            return f"cell [{', '.join(steps)}] is the same hex as an earlier cell"
        seen.add(offset)
    if len(connected_groups(offsets)) > 1:
        return "the cells must touch one another (one connected piece)"
    return None


def connected_groups(cells: Iterable[Hex], joined: Callable[[Hex, Hex], bool] = lambda a, b: True,
                     ) -> list[list[Hex]]:
    """The cells in groups that neighbour one another (two neighbours in one group only where
    `joined(a, b)`: the same terrain, the same owner), each group in the cells' order, the groups in
    the order of their first cells."""
    order = {cell: i for i, cell in enumerate(cells)}
    seen: set[Hex] = set()
    groups = []
    for start in order:
        if start in seen:
            continue
        group, frontier = [start], [start]
        seen.add(start)
        while frontier:
            current = frontier.pop()
            for near in neighbors(current):
                if near in order and near not in seen and joined(current, near):
                    seen.add(near)
                    group.append(near)
                    frontier.append(near)
        groups.append(sorted(group, key=order.__getitem__))
    return groups
