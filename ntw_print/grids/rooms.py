"""Rooms on a grid (a building drawn as a floor plan): the side two touching cells share is a wall when
they lie in different rooms, or one in a room and the other in none; a door may stand in any wall, a
window in an outer wall only. Pure: a room is anything that tells rooms apart, None no room."""

from __future__ import annotations

from collections.abc import Hashable, Sequence


def opening_fault(opening: str, cells: Sequence[str], rooms: tuple[Hashable, Hashable], building: str) -> str | None:
    """What is wrong with a door or a window (`opening`: "doors" or "windows") on the side between the two
    touching `cells`, in `rooms` (the room of each); None when it may stand there."""
    if rooms[0] == rooms[1]:
        return f"no wall of the {building} runs between {cells[0]} and {cells[1]}"
    if opening == "windows" and None not in rooms:
        return f"{cells[0]}/{cells[1]} is an inner wall: windows are in outer walls"
    return None
