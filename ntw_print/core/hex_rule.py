"""How the names that stop at one hex of a hex rule share it: the layout (kinds/ruler/hexes.py) sets
them so, and a game's data check (New Techno War's weapons) refuses names that could not be set so,
without loading any drawing code."""

from __future__ import annotations

NAME_GAP = 1.5  # mm between two names in one hex


def names_reach_left(stops: list[int], index: int, pitch: float) -> float:
    """How far left (x from the 0 line, mm) the names at the `index`th stop line may reach: to just
    past the stop line before it, or the firing hex's near side."""
    return (stops[index - 1] + 0.5) * pitch + 0.5 if index else -0.5 * pitch


def name_lines(count: int) -> list[list[list[int]]]:
    """The ways to set `count` names that share a hex, in order of preference: on one line, or on
    two with every other name on the second."""
    return [[list(range(count))], [list(range(0, count, 2)), list(range(1, count, 2))]]
