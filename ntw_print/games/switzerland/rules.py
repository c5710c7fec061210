"""The rules' numbers of *Switzerland must be Conquered*, as pure functions: stacking, the odds
column of a combat, a combat result read, a bombardment number. The stated facts they rest on are
constants here, each with its rule; the printed tables are data, held to these by `aid_checks.py`.
Imports no drawing code."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

STACKING_POINTS = {"III": 1, "X": 2, "XX": 4, "": 0}  # 3.0 and 5.0; Brandenburgers have no size and count 0
STACK_LIMIT = 5  # 5.0: stacking points of one side in a hex
MIXED_STACK_LIMIT = 4  # 5.0: when German and Italian units mix
UNIT_LIMIT = 3  # 5.0: units of one side in a hex
MAX_BOMBARDMENT = 4  # 6.0: combined artillery strength
LOWEST_ODDS = "1:4"  # 10.1: below it every attacker is eliminated
STATED_ODDS = (39, 10, "3:1")  # 10.1: 39 against 10 is 3.9:1, rounded down in the defender's favour
DIE = range(1, 7)
# 8.3: the German player attacking at 2:1 ...
STATED_RESULTS = {("2:1", 3): "-/1R", ("2:1", 4): "1/2", ("2:1", 5): "-/2"}
STATED_BOMBARDMENT = (5, 4, 6)  # 6.1: 5 stacking points against strength 4 needs a 6 ...
URBAN_BOMBARDMENT = -2  # ... and urban terrain takes 2 off it
NIGHT_BOMBARDMENT = -1  # 13.1
BERN_VP, URBAN_VP, MAX_VP = 3, 1, 20  # 16.0
FRENCH_URBAN = 3  # 16.0's note: the 3 French urban areas, worth 1 VP each where a scenario says (19.4.4)
# 16.0: what the German player pays, 1 VP each: a turn beyond the limit, emergency replacements, an armour
# or motorized division with more than one step lost, a division lost, every fighter gone (8.0); and a
# bomber roll of 6 (7.0)
VP_COST = -1
STRIP_3_CORPS_VP = (1, 2)  # 18.3: what the Swiss player gives for each of the two ways of stripping 3 Corps
ENGINEERS_VP, PARACHUTE_VP, GLIDER_VP, AIRBORNE_LOST_VP = -1, -2, -1, -1  # 11.3, 18.5.2
SURRENDER_ROLL = "1d6+6"  # 17.1: other urban areas held beside Bern, rolled each turn
SURRENDER_LOSSES = 5  # 17.1: Swiss brigades or divisions lost, border units aside
ENGINEER_STRENGTH = 2  # 14.3: an engineer regiment is rebuilt for 1 + 2
VICTORY_LEVELS = {"Decisive": "11+", "Normal": "7\u201310", "Marginal": "3\u20136", "Pyrrhic": "1\u20132",
                  "Defeat": "0 or less"}  # 17.2
_SIDE = r"(-|E|\d\*?R?|\*R?|R)"  # 10.2: nothing, eliminated, or hits, a step loss (*) and a retreat in that order
RESULT = re.compile(rf"^{_SIDE}/{_SIDE}$")


def stacking_points(size: str) -> int:
    return STACKING_POINTS[size]


def stack_fits(sizes: list[str], mixed: bool = False) -> bool:
    """Whether one side's units of these sizes may end a combat phase in one hex."""
    limit = MIXED_STACK_LIMIT if mixed else STACK_LIMIT
    return len(sizes) <= UNIT_LIMIT and sum(stacking_points(s) for s in sizes) <= limit


def ratio(text: str) -> Fraction:
    """'3:1' -> 3, '1:4' -> 1/4; ValueError for anything but two whole numbers above 0."""
    match = re.fullmatch(r"([1-9]\d*):([1-9]\d*)", text.strip())
    if not match:
        raise ValueError(f"{text!r} is not a ratio such as 1:4 or 3:1")
    return Fraction(int(match.group(1)), int(match.group(2)))


def odds_column(attack: int, defence: int, columns: list[str]) -> str | None:
    """The column a combat reads: the highest ratio not above attack:defence (rounded down in the
    defender's favour: 39 to 10 reads 3:1); None below the lowest (the attackers are eliminated)."""
    odds = Fraction(attack, defence)
    fitting = [c for c in columns if ratio(c) <= odds]
    return max(fitting, key=ratio) if fitting else None


@dataclass(frozen=True)
class Outcome:
    hits: int
    step_loss: bool
    retreat: bool
    eliminated: bool


def read_result(code: str) -> tuple[Outcome, Outcome]:
    """A CRT cell, 'attacker/defender', each '-' (nothing), 'E', or hits, '*' and 'R' in that order."""
    match = RESULT.match(code)
    if not match:
        raise ValueError(f"{code!r} is not a result such as 1/2, -/1R, */- or -/E")
    return tuple(_outcome(side) for side in match.groups())  # type: ignore[return-value]


def _outcome(side: str) -> Outcome:
    if side == "E":
        return Outcome(0, False, False, True)
    hits = int(side[0]) if side[:1].isdigit() else 0
    return Outcome(hits, "*" in side, side.endswith("R"), False)


def bombardment_number(rows: list[list], points: int, strength: int, modifiers: tuple[int, ...] = ()) -> int:
    """The number to roll or less: the table's row for the target's stacking points (its last row for
    more), the column for the strength (at most 4), with every modifier added."""
    strength = min(strength, MAX_BOMBARDMENT)
    by_points = {int(row[0]): row for row in rows}
    row = by_points.get(points) or by_points[max(by_points)]
    return int(row[strength]) + sum(modifiers)
