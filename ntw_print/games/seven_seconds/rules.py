"""The rules of 7 Seconds its sheets print: faction stats and the rules for making a faction, the
trooper types' bonuses, a troop card's squad lines. Pure: nothing here reads files or draws.

Stated in the rules: six stats, each from 1 to 5, for each of three ratings; a 3rd-rate line
starts every stat at 1 and adds 6 points, the 2nd-rate line starts from the 3rd and adds 6 more,
the 1st-rate line from the 2nd and adds 6 more (so the lines sum to 12, 18 and 24). Assault
troopers have +1 Armour, Scouts +1 Sensors and +1 Stealth, Engineers +1 CM, never above 5; drones
use the Robotics stat for everything.
"""

from __future__ import annotations

from dataclasses import dataclass

STATS = ("sensors", "stealth", "armour", "cm", "nuclear", "robotics")
RATINGS = ("1st", "2nd", "3rd")  # best first, as the cards list them
STAT_MIN, STAT_MAX = 1, 5
POINTS_PER_RATING = 6
TROOPERS = ("Commander", "Tactical", "Scout", "Assault", "Engineer")  # a troop card's columns, in order
BONUS = {"Assault": {"armour": 1}, "Scout": {"sensors": 1, "stealth": 1}, "Engineer": {"cm": 1}}
SQUAD_LINES = ("A", "B", "C")


def parse_stats(text: object) -> tuple[int, ...]:
    """`"5 5 3 5 1 5"`: Sensors, Stealth, Armour, CM, Nuclear and Robotics; ValueError saying why not."""
    parts = str(text).split()
    if len(parts) != len(STATS) or not all(p.isdigit() for p in parts):
        raise ValueError(f"expected six whole numbers (Sensors Stealth Armour CM Nuclear Robotics), got {text!r}")
    return tuple(int(p) for p in parts)


def line_total(stats: tuple[int, ...]) -> int:
    return sum(stats)


def faction_faults(lines: dict[str, tuple[int, ...]]) -> list[str]:
    """Where a faction's lines break the rules for making a faction (nothing when they keep them)."""
    faults = []
    for rating in RATINGS:
        low = [f"{name} {value}" for name, value in zip(STATS, lines[rating]) if not STAT_MIN <= value <= STAT_MAX]
        if low:
            faults.append(f"{rating} rate: {', '.join(low)}: every stat is from {STAT_MIN} to {STAT_MAX}")
    third = len(STATS) * STAT_MIN + POINTS_PER_RATING
    want = {"3rd": third, "2nd": third + POINTS_PER_RATING, "1st": third + 2 * POINTS_PER_RATING}
    for rating in RATINGS:
        if line_total(lines[rating]) != want[rating]:
            faults.append(f"{rating} rate adds up to {line_total(lines[rating])}, the rules give it {want[rating]} "
                          f"(every stat 1, then {POINTS_PER_RATING} points a rating)")
    for better, worse in (("1st", "2nd"), ("2nd", "3rd")):
        lower = [name for name, b, w in zip(STATS, lines[better], lines[worse]) if b < w]
        if lower:
            faults.append(f"{better} rate is below {worse} rate in {', '.join(lower)}: each rating starts from the "
                          "one below")
    return faults


def trooper_stat(lines: dict[str, tuple[int, ...]], rating: str, unit: str, stat: str) -> int:
    """A trooper type's stat at a rating: the faction's, with the type's bonus, never above 5."""
    return min(STAT_MAX, lines[rating][STATS.index(stat)] + BONUS.get(unit, {}).get(stat, 0))


@dataclass(frozen=True)
class SquadLine:
    """One line of a troop card: how many of each trooper type, drone points and the rating."""

    counts: dict[str, int]
    drones: int
    rate: str


def parse_squad(text: object) -> SquadLine:
    """`"1 4 0 2 0 8 1st"`: Commander, Tactical, Scout, Assault, Engineer, drone points, rating."""
    parts = str(text).split()
    if len(parts) != len(TROOPERS) + 2 or not all(p.isdigit() for p in parts[:-1]) or parts[-1] not in RATINGS:
        raise ValueError(f"expected Cdr Tac Sct Asst Eng, drone points and a rating ({', '.join(RATINGS)}), such "
                         f"as '1 4 0 2 0 8 1st', got {text!r}")
    numbers = [int(p) for p in parts[:-1]]
    return SquadLine(dict(zip(TROOPERS, numbers)), numbers[-1], parts[-1])


def beyond_the_set(line: SquadLine, figures: dict[str, int]) -> list[str]:
    """The trooper types a squad line asks for more of than the set holds."""
    return [f"{line.counts[unit]} {unit}, the set holds {figures.get(unit, 0)}" for unit in TROOPERS
            if line.counts[unit] > figures.get(unit, 0)]


DRONE_COSTS = {"Basic": 1, "Kamikaze": 2, "Haywire": 2, "Recce": 3}  # points, as the drone costs table
BLIPS = 16  # a side's blip counters, one per square of the holding area, each with an activation counter


def most_units(line: SquadLine, drones: dict[str, int]) -> int:
    """The most units a squad line can put on the table: its troopers and as many drones as its points
    buy, cheapest first, out of the drone figures a player has (`drones`: figures of each type)."""
    points, bought = line.drones, 0
    for kind, cost in sorted(DRONE_COSTS.items(), key=lambda item: item[1]):
        take = min(drones.get(kind, 0), points // cost)
        bought, points = bought + take, points - take * cost
    return sum(line.counts.values()) + bought


def activation_counters_needed(lines: list[SquadLine], drones: dict[str, int]) -> int:
    """Activation counters a game can have out at once: every unit (or blip, at set-up) of both
    sides holds one, so twice the larger of a side's blips and the most units a squad line fields."""
    return 2 * max([BLIPS] + [most_units(line, drones) for line in lines])
