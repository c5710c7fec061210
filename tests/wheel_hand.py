"""A player working the printed hit-score wheel, simulated: every part set by its pointer on the
chosen mark of the part below, then the arm's window read. It takes where the marks, pointers and
window really stand (from the volvelle kind's layout), so tests can check the printed wheel against
the rules."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ntw_print.games.ntw.rules.wheel import PARTS, Choice, Wheel


@dataclass(frozen=True)
class Reading:
    """What the window shows: for each ring read there, the words of the one mark inside it."""

    words: Mapping[str, tuple[str, ...]]


class PrintedWheel:
    """The wheel as printed, for a simulated player: where every mark, pointer and window really
    stands on its part (read from the layout, not from this module's formula).

    ``mark_angles[ring][i]``: where mark i of a ring is printed, in degrees clockwise of its part's
    zero; ``pointer_angles[part]``: where a part's pointer (the arm: its small window) is printed;
    ``window``: the large window's extent on the arm (from, to), in degrees clockwise.
    """

    def __init__(self, wheel: Wheel, mark_angles: Mapping[str, Mapping[int, float]],
                 pointer_angles: Mapping[str, float], window: tuple[float, float]):
        self.wheel = wheel
        self.mark_angles = mark_angles
        self.pointer_angles = pointer_angles
        self.window = window
        self._marks: dict[tuple[int, Choice], list[tuple[str, int]]] = {}
        for step in wheel.steps[:-1]:
            for key in step.rings:
                for i, mark in enumerate(wheel.ring(key).marks):
                    for choice in mark.choices:
                        self._marks.setdefault((step.number, choice), []).append((key, i))

    def turn(self, choices: Mapping[str, Choice]) -> dict[str, float]:
        """Set each part in turn: its pointer on the chosen mark of the part below. Returns how far
        every part is turned (degrees clockwise)."""
        turned = {PARTS[0]: 0.0}
        for step in self.wheel.steps[:-1]:
            below = PARTS[PARTS.index(step.part) - 1]
            found = self._marks.get((step.number, choices[step.term]), [])
            if len(found) != 1:
                raise LookupError(f"step {step.number}: {len(found)} marks answer {choices[step.term]!r}")
            key, i = found[0]
            turned[step.part] = turned[below] + self.mark_angles[key][i] - self.pointer_angles[step.part]
        return turned

    def read(self, arm: float) -> Reading:
        """What shows in the large window of the arm turned by ``arm`` degrees: exactly one mark
        of every ring read there, or an error."""
        start, end = (arm + self.window[0]) % 360, (arm + self.window[1]) % 360
        words = {}
        for key in self.wheel.window_rings:
            inside = [m.lines for i, m in enumerate(self.wheel.ring(key).marks)
                      if _between(self.mark_angles[key][i] % 360, start, end)]
            if len(inside) != 1:
                raise LookupError(f"the window shows {len(inside)} marks of ring {key}")
            words[key] = inside[0]
        return Reading(words)

    def use(self, choices: Mapping[str, Choice]) -> Reading:
        """The whole procedure: set every part, read the window."""
        return self.read(self.turn(choices)[PARTS[-1]])


def _between(angle: float, start: float, end: float) -> bool:
    return start <= angle <= end if start <= end else angle >= start or angle <= end
