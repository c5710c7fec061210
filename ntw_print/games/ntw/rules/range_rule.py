"""The range rule as data: every weapon's reach (its short name, name and hexes), and what the rule
can hold: a reach no longer than a sheet, names that share a hex fitting before its stop line."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.geometry import MM_PER_PT
from ....core.marks import marked
from ....core.hex_rule import NAME_GAP as NAMES_GAP_MM, name_lines, names_reach_left
from .ranges import range_label, weapon_range

if TYPE_CHECKING:
    from ..loader import Game

MAX_RULE_REACH_MM = 297.0
"""The longest measuring length of the range rule, (hexes + 0.5) x hex size, that lies on an A4 or
Letter page, turned across it (tests/test_wheel_fits.py lays out a rule of this reach)."""


@dataclass(frozen=True)
class RangeMark:
    """A weapon's reach as printed on the range rule: its short name, name and hexes (None: unlimited)."""

    short: str
    name: str
    hexes: int | None
    words: str  # the range as printed: a number or "unlimited", with the designer mark when it is chosen


def range_marks(game: Game) -> tuple[RangeMark, ...]:
    """Every weapon of the game, shortest reach first, unlimited ones last."""
    marks = [RangeMark(w.short, w.name, weapon_range(game, w.id), marked(range_label(game, w.id), "range" in w.designer))
             for w in game.weapons.values()]
    return tuple(sorted(marks, key=lambda m: (m.hexes is None, m.hexes or 0, m.short)))


def range_rule_problems(game: Game) -> list[tuple[tuple, str]]:
    """(path in weapons.yaml, message) for a weapon whose range is too long for the range rule, or
    whose name the rule cannot print beside the others that reach as far."""
    pitch = game.info.grid.hex_size
    most = int(MAX_RULE_REACH_MM / pitch - 0.5)
    problems = []
    reach = {weapon.id: weapon_range(game, weapon.id) for weapon in game.weapons.values()}
    for i, weapon in enumerate(game.weapons.values()):
        hexes = reach[weapon.id]
        if hexes is not None and (hexes + 0.5) * pitch > MAX_RULE_REACH_MM:
            problems.append((("weapons", i, "range"), f"a range of {hexes} hexes needs a range rule "
                             f"{(hexes + 0.5) * pitch:.0f} mm long, and one sheet holds {MAX_RULE_REACH_MM:.0f} mm "
                             f"of it: at most {most} hexes of {pitch:g} mm, or 'unlimited'"))
    stops = sorted({hexes for hexes in reach.values() if hexes is not None})
    for i, n in enumerate(stops):
        sharing = [(j, w) for j, w in enumerate(game.weapons.values()) if reach[w.id] == n]
        names = [f"{w.short} {marked(str(n), 'range' in w.designer)}" for _, w in sharing]
        room = (n + 0.5) * pitch - 1.0 - names_reach_left(stops, i, pitch)
        lines = name_lines(len(names))[-1]
        need = max(sum(len(names[k]) * WIDEST_CHARACTER_MM for k in line) + NAMES_GAP_MM * (len(line) - 1)
                   for line in lines)
        if need > room:
            problems.append((("weapons", sharing[-1][0], "range"), f"{', '.join(names)} all reach hex {n}: their "
                             f"names need up to {need:.0f} mm on two lines of the range rule, and {room:.0f} mm "
                             "lie between the stop lines: give one of them another range or a shorter short name"))
    return problems


# Room for the weapons' names on the range rule, worked out with the widest character of the type
# (5 pt bold) so that what this accepts always fits the layout's measured names.
WIDEST_CHARACTER_MM = 5.0 * 1.05 * MM_PER_PT
