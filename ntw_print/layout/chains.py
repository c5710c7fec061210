"""Line segments joined end to end: the outline of a region as a few long lines instead of
hundreds of short ones. Stroked with round caps and joins, or filled, the joined lines cover
exactly what the segments did, with half the points. Pure geometry in mm."""

from __future__ import annotations

from collections.abc import Iterable

from ..core.geometry import Point

Segment = tuple[Point, Point]


def chains(segments: Iterable[Segment], directed: bool = False) -> list[list[Point]]:
    """The segments joined where one ends and another starts, in the order given: each chain is a
    list of points (a closed loop repeats its first point at the end). With ``directed`` a segment
    is only followed by one that starts where it ends (the outline of a region, each side with the
    region on the same hand: its loops keep their turn, so holes stay holes when filled); without,
    either end may join either end. Ends meet when they are equal: work shared corners out in one
    place (as the board's corner lattice does); ends that differ in the last bit stay apart, which
    draws the same, with more points."""
    pieces = list(segments)
    ahead: dict[Point, list[int]] = {}  # point -> segments that may follow it
    behind: dict[Point, list[int]] = {}  # point -> segments that may come before it
    for index, (a, b) in enumerate(pieces):
        ahead.setdefault(a, []).append(index)
        behind.setdefault(b, []).append(index)
        if not directed:
            ahead.setdefault(b, []).append(index)
            behind.setdefault(a, []).append(index)
    used = [False] * len(pieces)

    def extend(line: list[Point], links: dict[Point, list[int]]) -> None:
        """Add the far ends of unused segments meeting the end of ``line``, as long as there are."""
        while True:
            waiting = links.get(line[-1])
            while waiting and used[waiting[-1]]:
                waiting.pop()
            if not waiting:
                return
            index = waiting.pop()
            used[index] = True
            a, b = pieces[index]
            line.append(b if a == line[-1] and (links is ahead or not directed) else a)

    found: list[list[Point]] = []
    for index, (a, b) in enumerate(pieces):
        if used[index]:
            continue
        used[index] = True
        line = [a, b]
        extend(line, ahead)
        if line[0] != line[-1]:
            before = [a]
            extend(before, behind)
            line = before[:0:-1] + line
        found.append(line)
    return found
