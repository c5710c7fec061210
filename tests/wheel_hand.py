"""A player working a printed adding volvelle, simulated: every part set by its pointer (the arm: its
slot) on the chosen mark of the part below, then the arm's large window read. It takes where the marks,
pointers and window really stand (from the volvelle kind's layout) and the values the YAML gives the
marks, so tests check the printed wheel against the sums the game's rules make."""

from __future__ import annotations

from collections.abc import Sequence

from ntw_print.kinds.volvelle.parts import PartsLayout
from ntw_print.kinds.volvelle.schema import VolvelleSheet


class PrintedWheel:
    """The wheel as printed, for a simulated player: where every mark, pointer and window really stands
    on its part (read from the layout, not from the kind's arithmetic), and which value each mark says
    it stands for (from the spec)."""

    def __init__(self, sheet: VolvelleSheet, layout: PartsLayout):
        self.sheet = sheet
        self.mark_angles = layout.mark_angles()  # band -> mark index -> degrees clockwise of its part's zero
        self.pointer_angles = layout.pointer_angles()  # part -> where its pointer (the arm: its slot) stands
        self.window = layout.window()  # the large window's extent on the arm (from, to), in degrees clockwise
        self.setters = [d.name for d in sheet.discs[1:]] + [sheet.arm.name]  # part k+1 sets a band of part k

    def turn(self, settings: Sequence[tuple[str, int]]) -> float:
        """Set each part above the bottom in turn: its pointer on the mark of ``settings[k] = (band, value)``,
        a band of the part below. Returns how far the arm is turned (degrees clockwise)."""
        turned = 0.0
        for k, (part, (band, value)) in enumerate(zip(self.setters, settings, strict=True)):
            below = self.sheet.discs[k]
            (spec,) = [b for b in below.bands if b.name == band]  # a band of the part below, or an error
            (index,) = [i for i, m in enumerate(spec.marks) if m.value == value]
            turned += self.mark_angles[band][index] - self.pointer_angles[part]
        return turned

    def read(self, arm: float) -> dict[str, tuple[str, ...]]:
        """What shows in the large window of the arm turned by ``arm`` degrees: for each band read there,
        the words of the one mark inside it (an error unless exactly one)."""
        start, end = (arm + self.window[0]) % 360, (arm + self.window[1]) % 360
        words = {}
        for band in (b for b in self.sheet.discs[0].bands if b.read == "window"):
            inside = [tuple(m.lines) for i, m in enumerate(band.marks)
                      if _between(self.mark_angles[band.name][i] % 360, start, end)]
            if len(inside) != 1:
                raise LookupError(f"the window shows {len(inside)} marks of band {band.name}")
            words[band.name] = inside[0]
        return words

    def use(self, settings: Sequence[tuple[str, int]]) -> dict[str, tuple[str, ...]]:
        """The whole procedure: set every part, read the window."""
        return self.read(self.turn(settings))


def _between(angle: float, start: float, end: float) -> bool:
    return start <= angle <= end if start <= end else angle >= start or angle <= end
