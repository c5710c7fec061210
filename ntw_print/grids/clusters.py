"""Pieces made of hexes: each cell given as steps from the piece's anchor hex (the first cell, `[]`),
with the steps of flat-top hexes: n, ne, se, s, sw, nw."""

from __future__ import annotations

from collections.abc import Sequence
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
    reached = {offsets[0]}
    frontier = [offsets[0]]
    while frontier:
        for near in neighbors(frontier.pop()):
            if near in seen and near not in reached:
                reached.add(near)
                frontier.append(near)
    if reached != seen:
        return "the cells must touch one another (one connected piece)"
    return None
