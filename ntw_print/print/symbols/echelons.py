"""Echelon marks above the frame, team to army group, and the amplifiers a counter uses: the
headquarters staff, the task force bracket, reinforced (+), reduced (-) or both (±).

Marks are drawn above the friend frame (its top at 50) and moved up or down with the frame's top
in the other affiliations, as the standard does. Codes are APP-6(D)'s echelon amplifier digits.
"""

from __future__ import annotations

from dataclasses import dataclass

from .frames import FRAMES, top_at
from .letters import word
from .paths import Mark, circle, line, segments, solid

STAFF_FOOT = 250.0  # the headquarters staff ends here, whatever the frame
BRACKET_TOP = 5.0  # the task force bracket's top, above the friend frame


@dataclass(frozen=True)
class Echelon:
    name: str
    code: str
    marks: tuple[Mark, ...]
    aliases: tuple[str, ...]
    width: float  # how far the marks reach either side of the centre


def _dots(count: int) -> tuple[Mark, ...]:
    return tuple(solid(circle(100 + 30 * (i - (count - 1) / 2), 30, 9)) for i in range(count))


def _bars(count: int) -> tuple[Mark, ...]:
    return tuple(line(f"M{100 + 20 * (i - (count - 1) / 2):g},40 L{100 + 20 * (i - (count - 1) / 2):g},15")
                 for i in range(count))


def _crosses(count: int) -> tuple[Mark, ...]:
    return tuple(line(f"M{x:g},40 L{x + 25:g},15 M{x:g},15 L{x + 25:g},40")
                 for x in (100 - (35 * count - 10) / 2 + 35 * i for i in range(count)))


ECHELONS = (
    Echelon("team", "11", (line(circle(100, 27.5, 12)), line("M85,42 L115,13")), ("crew", "ø"), 16),
    Echelon("squad", "12", _dots(1), ("•",), 10),
    Echelon("section", "13", _dots(2), ("••",), 25),
    Echelon("platoon", "14", _dots(3), ("•••", "detachment"), 40),
    Echelon("company", "15", _bars(1), ("i", "battery", "troop"), 5),
    Echelon("battalion", "16", _bars(2), ("ii", "squadron"), 15),
    Echelon("regiment", "17", _bars(3), ("iii", "group"), 25),
    Echelon("brigade", "18", _crosses(1), ("x",), 15),
    Echelon("division", "21", _crosses(2), ("xx",), 32),
    Echelon("corps", "22", _crosses(3), ("xxx",), 50),
    Echelon("army", "23", _crosses(4), ("xxxx",), 67),
    Echelon("army-group", "24", _crosses(5), ("xxxxx", "front"), 85),
)

# Amplifiers: name -> (what it is, aliases); a SIDC writes both in one digit (HQ_TF_DIGIT)
AMPLIFIERS = {
    "hq": ("headquarters: a staff down from the frame's left", ("headquarters",)),
    "tf": ("task force: a bracket over the echelon", ("task-force",)),
}
REINFORCEMENTS = {
    "reinforced": ("+", ("+",)),
    "reduced": ("-", ("-", "−")),
    "reinforced-and-reduced": ("±", ("±", "+-")),
}
HQ_TF_DIGIT = {(False, False): "0", (True, False): "2", (False, True): "4", (True, True): "6"}


def echelon_marks(echelon: Echelon, affiliation: str) -> tuple[Mark, ...]:
    """The echelon's marks above this frame."""
    return tuple(Mark(_moved(m.path, FRAMES[affiliation].top - 50), m.fill, m.stroked) for m in echelon.marks)


def staff(affiliation: str) -> Mark:
    x, y = FRAMES[affiliation].left
    return line(f"M{x},{y} L{x},{STAFF_FOOT}")


def task_force(affiliation: str, echelon: Echelon | None) -> Mark:
    """The bracket: wide enough for the echelon's marks, its legs down to the frame."""
    half = (echelon.width if echelon else 15) + 12
    left, right = 100 - half, 100 + half
    top = BRACKET_TOP + FRAMES[affiliation].top - 50
    return line(f"M{left:g},{top_at(affiliation, left):.2f} L{left:g},{top:g} L{right:g},{top:g} "
                f"L{right:g},{top_at(affiliation, right):.2f}")


def reinforcement(sign: str, affiliation: str, echelon: Echelon | None) -> tuple[Mark, ...]:
    """(+), (-) or (±) to the upper right, beyond the echelon and the frame's corner."""
    x = max(100 + (echelon.width if echelon else 0) + 32, 160)
    y = 27.5 + FRAMES[affiliation].top - 50
    return tuple(line(p) for p in word(f"({sign})", (x, y), 26.0))


def _moved(path: str, dy: float) -> str:
    out = []
    for command, points in segments(path):
        out.append(command + " ".join(f"{x:g},{y + dy:g}" for x, y in points))
    return " ".join(out)
