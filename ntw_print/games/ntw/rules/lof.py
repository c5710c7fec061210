"""Line of fire: the straight line between two hex centres, and what blocks it.

A hex blocks when its terrain blocks (forest, buildings) or an armoured unit stands in it. The two
end hexes never block. Terrain listed in `special-rules.yaml` as `open_edges` (forest) does not
block in its edge hexes: a hex of it with a neighbour of other terrain.

A line that runs exactly along a hexside has two paths, one on each side (the two nudges of
`grids.hex.lines_both_ways`); the game's `grazing` rule decides: `blocked-if-both` (a designer
choice for NTW) or `blocked-if-either`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....grids.hex import Hex, HexGrid, lines_both_ways, neighbors
from .lookup import lookup
from .special import special_rules

if TYPE_CHECKING:
    from ..loader import Game
    from ..model.game import Weapon

Blocks = Callable[[Hex], bool]
TerrainAt = Callable[[Hex], "str | None"]

GRAZING_RULES: dict[str, Callable[[Iterable[bool]], bool]] = {
    "blocked-if-both": all,
    "blocked-if-either": any,
}
"""Grazing rule name -> how the blocked flags of the paths combine into "blocked"."""


@dataclass(frozen=True)
class LineOfFire:
    """Whether a line of fire is clear; ``paths`` holds two paths when the line grazes a hexside."""

    clear: bool
    blocker: Hex | None  # the first blocking hex (of the first blocked path) when not clear
    paths: tuple[tuple[Hex, ...], ...]

    @property
    def grazes(self) -> bool:
        """Whether the line runs along a hexside, so that two paths were weighed."""
        return len(self.paths) == 2


def first_blocker(path: Iterable[Hex], blocks: Blocks) -> Hex | None:
    """The first hex between the two ends of ``path`` that blocks, or None."""
    inner = list(path)[1:-1]
    return next((hex_ for hex_ in inner if blocks(hex_)), None)


def line_of_fire(grid: HexGrid, a: Hex, b: Hex, blocks: Blocks, grazing: str = "blocked-if-both") -> LineOfFire:
    """The line of fire from hex ``a`` to hex ``b``, both on the board."""
    for end in (a, b):
        if not grid.on_board(end):
            raise ValueError(f"{end} is off the board")
    combine = lookup("grazing rule", GRAZING_RULES, grazing)
    plus, minus = (tuple(path) for path in lines_both_ways(a, b))
    paths = (plus,) if plus == minus else (plus, minus)
    blockers = [first_blocker(path, blocks) for path in paths]
    blocked = combine(blocker is not None for blocker in blockers)
    blocker = next((hex_ for hex_ in blockers if hex_ is not None), None) if blocked else None
    return LineOfFire(not blocked, blocker, paths)


def obstructions(game: Game, grid: HexGrid, terrain_at: TerrainAt,
                 units: Iterable[tuple[str, Hex]] = ()) -> Blocks:
    """``blocks(hex)`` for a board: ``terrain_at(hex)`` gives the terrain id of a board hex (asked
    for board hexes only; None: nothing that blocks), ``units`` the (unit id, hex) of every unit on
    the board (``Board.terrain_at`` of `rules.board` fits)."""
    open_edges = set(special_rules(game).line_of_fire.open_edges)
    armoured = {hex_ for unit_id, hex_ in units if lookup("unit", game.units, unit_id).armoured}

    def is_edge(hex_: Hex, terrain_id: str) -> bool:
        return any(grid.on_board(n) and terrain_at(n) != terrain_id for n in neighbors(hex_))

    def blocks(hex_: Hex) -> bool:
        if hex_ in armoured:
            return True
        if not grid.on_board(hex_):
            return False  # a line along the board's ragged edge may cross a half hex: nothing stands there
        terrain_id = terrain_at(hex_)
        if terrain_id is None or not lookup("terrain", game.terrain, terrain_id).blocks_line_of_fire:
            return False
        return not (terrain_id in open_edges and is_edge(hex_, terrain_id))

    return blocks


def board_line_of_fire(game: Game, grid: HexGrid, a: Hex, b: Hex, terrain_at: TerrainAt,
                       units: Iterable[tuple[str, Hex]] = ()) -> LineOfFire:
    """The line of fire from ``a`` to ``b`` on a board, with the game's obstructions and grazing rule."""
    blocks = obstructions(game, grid, terrain_at, units)
    return line_of_fire(grid, a, b, blocks, special_rules(game).line_of_fire.grazing)


def needs_line_of_fire(weapon: Weapon) -> bool:
    """Direct fire needs a clear line; curved trajectories (grenade, mortar, smoke) do not."""
    return weapon.trajectory == "direct"
