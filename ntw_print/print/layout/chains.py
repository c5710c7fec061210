"""Line segments joined end to end: the outline of a region as a few loops instead of hundreds of
short sides, so that it can be filled (and holes stay holes). Pure geometry in mm."""

from __future__ import annotations

from collections.abc import Iterable

from ...core.geometry import Point

Segment = tuple[Point, Point]


def chains(segments: Iterable[Segment]) -> list[list[Point]]:
    """The segments joined where one ends and the next starts, each followed only by one that starts
    where it ends (the outline of a region, every side with the region on the same hand: its loops
    keep their turn). Each chain is a list of points; a closed loop repeats its first point at the
    end. Open chains come first, then loops, each in the order of the segments. Ends meet when they
    are equal: work shared corners out in one place (as the board's corner lattice does); ends that
    differ in the last bit stay apart, which draws the same, with more points."""
    pieces = list(segments)
    following: dict[Point, list[Point]] = {}
    for a, b in reversed(pieces):  # popped from the end: each point's segments in the order given
        following.setdefault(a, []).append(b)
    ends = {b for _, b in pieces}
    found = []
    for start in [a for a, _ in pieces if a not in ends] + [a for a, _ in pieces]:
        line = [start]
        waiting = following.get(start)
        while waiting:
            line.append(waiting.pop())
            waiting = following.get(line[-1])
        if len(line) > 1:
            found.append(line)
    return found
