"""The hit-score wheel as data: its parts, every ring's marks (value, angle, words), where the
pointers and windows stand, and the procedure printed on it; layout/wheel.py gives them to the
volvelle kind, which lays them out and draws them (tests/wheel_hand.py simulates a player working the
printed wheel, so that the tests check the printed geometry against the rules).

How the wheel adds: one step of the circle is one point of hit score. Each part carries the ring
of one term; the part above it has a pointer, and setting that pointer on a mark turns the part
above by the mark's value (clockwise for a term that is added, anticlockwise for one that is
subtracted). The turns add up, so the arm on top ends turned by the whole hit score and its window
shows that score on the base, with the chances of a hit beside it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ....core.marks import marked
from ....core.numbers import MINUS, percent, plain, signed
from .combat import MODES, attack_value, scale_values, sniper, status_choices
from .dice import p_at_least_one, p_hit
from .turns import turn_modifier

if TYPE_CHECKING:
    from ..loader import Game

TERMS = ("turn", "status", "attack", "terrain", "defence")
"""The terms in the order the player sets them; term k is set by turning part k."""

SIGNS = {"turn": 1, "attack": 1, "status": 1, "terrain": -1, "defence": -1}
"""+1: the term is added to the hit score (its marks run clockwise), -1: it is subtracted."""

PARTS = ("base", "disc-1", "disc-2", "disc-3", "disc-4", "arm")
"""Bottom to top. Part k (1..5) is turned in step k; the ring of term k is printed on part k-1."""

PART_TITLES = {"base": "base", "disc-1": "disc 1", "disc-2": "disc 2", "disc-3": "disc 3",
               "disc-4": "disc 4", "arm": "arm"}

MIN_POSITIONS = 60
"""Steps in a full turn, at least; more when the reachable hit scores need more."""

SPARE_STEPS = 2
"""Empty steps between the highest and the lowest score, so the two ends of the score ring part."""
MAX_POSITIONS = 75
"""The most steps the printed wheel holds: past it a step is narrower than "100%" at the smallest
type the window rings allow (tests/test_wheel_fits.py lays out a wheel of this many steps)."""

Choice = tuple
"""What a player picks on a ring: ("turn", side, turn), ("attack", value), ("sniper", mode,
attack), ("status", status ids), ("terrain", value), ("defence", value)."""


@dataclass(frozen=True)
class Mark:
    """One mark of a ring: the value it stands for, its words (first line first) and the choices
    of the player that it answers."""

    value: int
    lines: tuple[str, ...]
    choices: tuple[Choice, ...] = ()


@dataclass(frozen=True)
class Ring:
    """A circle of marks printed on one part. Mark ``m`` stands ``offset + sign * m.value`` steps
    clockwise of the part's zero (straight up as printed)."""

    key: str
    part: str
    title: str
    term: str | None  # the term set on it; None for the rings read in the window
    sign: int
    offset: Fraction  # in steps
    marks: tuple[Mark, ...]
    side: str | None = None  # the side whose turns a turn ring lists

    def position(self, mark: Mark) -> Fraction:
        """Where ``mark`` stands, in steps clockwise of the part's zero."""
        return self.offset + self.sign * mark.value

    def mark_for(self, choice: Choice) -> Mark | None:
        return next((m for m in self.marks if choice in m.choices), None)


@dataclass(frozen=True)
class Step:
    number: int
    term: str | None  # None: the reading step
    part: str  # the part turned (or read, for the last step)
    rings: tuple[str, ...]  # the rings its pointer is set on (or read in the window)
    text: str


@dataclass(frozen=True)
class Wheel:
    positions: int  # steps in a full turn
    rings: tuple[Ring, ...]
    pointers: Mapping[str, Fraction]  # part -> where its pointer (or window) stands, in steps
    steps: tuple[Step, ...]
    formula: str
    legend: tuple[tuple[str, str], ...]  # (what, the values it takes), printed beside the procedure

    @property
    def step_angle(self) -> Fraction:
        """Degrees of one step."""
        return Fraction(360, self.positions)

    def ring(self, key: str) -> Ring:
        return next(r for r in self.rings if r.key == key)

    def rings_on(self, part: str) -> tuple[Ring, ...]:
        return tuple(r for r in self.rings if r.part == part)

    def angle(self, ring: Ring, mark: Mark) -> Fraction:
        """Where ``mark`` stands on its part, in degrees clockwise of straight up, 0 <= a < 360."""
        return (ring.position(mark) * self.step_angle) % 360

    def pointer_angle(self, part: str) -> Fraction:
        return (self.pointers[part] * self.step_angle) % 360

    @property
    def window_rings(self) -> tuple[str, ...]:
        return self.steps[-1].rings


def turn_list(turns: Iterable[int]) -> tuple[str, ...]:
    """Turns as short words: runs of three or more become a span: (1, 3, 4, 5, 9) -> 1, 3–5, 9."""
    ordered = sorted(set(turns))
    words: list[str] = []
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        if j - i >= 2:
            words.append(f"{ordered[i]}\u2013{ordered[j]}")
        else:
            words.extend(str(t) for t in ordered[i:j + 1])
        i = j + 1
    return tuple(words)


def turn_words(game: Game, turns: Iterable[int]) -> tuple[str, ...]:
    """The turns of one mark of a turn ring as words (turn_list), those whose END and INT the turn table
    marks designer apart from the others and marked, in the order of their first turn."""
    rows = {row.turn: row for row in game.turns.turns}
    chosen = [t for t in turns if rows[t].designer]
    stated = [t for t in turns if not rows[t].designer]
    words = [(int(w.split("\u2013")[0]), marked(w, True)) for w in turn_list(chosen)]
    words += [(int(w.split("\u2013")[0]), w) for w in turn_list(stated)]
    return tuple(w for _, w in sorted(words))


def status_letters(game: Game) -> dict[str, str]:
    """One capital letter per status, from its name: the first word of three letters or more
    whose initial is free ("In motion" -> M, "Under fire" after "Upstairs" -> F)."""
    letters: dict[str, str] = {}
    for status in game.statuses.values():
        words = status.name.split()
        candidates = [w[0] for w in words if len(w) >= 3] + [c for c in status.name if c.isalpha()]
        candidates += [chr(c) for c in range(ord("A"), ord("Z") + 1)]
        letters[status.id] = next(c.upper() for c in candidates if c.upper() not in letters.values())
    return letters


def sniper_attacks(game: Game) -> dict[tuple[str, int], int]:
    """(mode, the unit's ATK) -> ATK plus the sniper's bonus, for every unit carrying his weapon."""
    rules = sniper(game)
    found: dict[tuple[str, int], int] = {}
    for unit in game.units.values():
        for armed in unit.weapons:
            if armed.weapon == rules.weapon:
                for mode in MODES:
                    attack = attack_value(armed, mode)
                    found[(mode, attack)] = attack + rules.bonus
    return dict(sorted(found.items()))


def multi_dice(game: Game) -> dict[int, list[str]]:
    """Dice counts above one -> the ids of the weapons rolling that many."""
    found: dict[int, list[str]] = {}
    for weapon in game.weapons.values():
        if weapon.dice > 1:
            found.setdefault(weapon.dice, []).append(weapon.id)
    return dict(sorted(found.items()))


def _largest_gap_centre(positions: Iterable[Fraction], steps: int) -> Fraction:
    """The middle of the widest stretch of the circle without a mark, on a whole step."""
    ordered = sorted({p % steps for p in positions})
    if not ordered:
        return Fraction(0)
    best, centre = Fraction(-1), Fraction(0)
    for i, p in enumerate(ordered):
        following = ordered[(i + 1) % len(ordered)] + (steps if i + 1 == len(ordered) else 0)
        if following - p > best:
            best, centre = following - p, (p + (following - p) // 2) % steps
    return centre


def _term_rings(game: Game) -> dict[str, list[Ring]]:
    values = scale_values(game)
    letters = status_letters(game)
    rings: dict[str, list[Ring]] = {}

    turns: list[Ring] = []
    for side in (game.attacker, game.defender):
        by_value: dict[int, list[int]] = {}
        for row in game.turns.turns:
            by_value.setdefault(turn_modifier(game, side, row.turn), []).append(row.turn)
        marks = tuple(Mark(v, turn_words(game, ts), tuple(("turn", side, t) for t in ts))
                      for v, ts in sorted(by_value.items()))
        turns.append(Ring(f"turn-{side}", "base", f"{game.sides[side].name} turns", "turn", SIGNS["turn"],
                          Fraction(0), marks, side))
    rings["turn"] = turns

    snipers = sniper_attacks(game)
    sniper_name = sniper(game).name.lower()
    attack_marks = []
    for v in sorted(set(values.attack) | set(snipers.values())):
        captions = [marked(sniper_name if mode == MODES[0] else f"{sniper_name} resp.", "weapon" in sniper(game).designer)
                    for (mode, _), total in snipers.items() if total == v]
        choices = ([("attack", v)] if v in values.attack else []) + [
            ("sniper", mode, attack) for (mode, attack), total in snipers.items() if total == v]
        attack_marks.append(Mark(v, (plain(v), *dict.fromkeys(captions)), tuple(choices)))
    rings["attack"] = [Ring("attack", "", "ATK", "attack", SIGNS["attack"], Fraction(0), tuple(attack_marks))]

    status_marks = []
    for v, combos in status_choices(game).items():
        words = tuple("none" if not c else "".join(letters[s] for s in c) for c in combos)
        status_marks.append(Mark(v, (signed(v), *words), tuple(("status", c) for c in combos)))
    rings["status"] = [Ring("status", "", "STAT", "status", SIGNS["status"], Fraction(0), tuple(status_marks))]

    for term, title, term_values in (("terrain", "TER", values.terrain), ("defence", "DEF", values.defence)):
        marks = tuple(Mark(v, (plain(v),), ((term, v),)) for v in term_values)
        rings[term] = [Ring(term, "", title, term, SIGNS[term], Fraction(0), marks)]
    return rings


def settable_scores(term_rings: Iterable[Ring]) -> tuple[int, ...]:
    """Every hit score the wheel can be set to: any mark of each term ring with any of the others
    (a superset of the scores a legal shot reaches), lowest to highest."""
    by_term: dict[str, set[int]] = {}
    for ring in term_rings:
        by_term.setdefault(ring.term, set()).update(ring.sign * m.value for m in ring.marks)
    low = sum(min(v) for v in by_term.values())
    high = sum(max(v) for v in by_term.values())
    return tuple(range(low, high + 1))


def _result_rings(game: Game, scores: tuple[int, ...], offset: Fraction) -> list[Ring]:
    sides = game.info.die.sides
    rings = [
        Ring("score", "base", "hit score", None, 1, offset, tuple(Mark(s, (plain(s),)) for s in scores)),
        Ring("chance-1", "base", "1 die", None, 1, offset,
             tuple(Mark(s, (percent(p_hit(s, sides)),)) for s in scores)),
    ]
    for dice, names in multi_dice(game).items():
        shorts = ", ".join(game.weapons[w].short for w in names)
        rings.append(Ring(f"chance-{dice}", "base", f"{dice} dice ({shorts})", None, 1, offset,
                          tuple(Mark(s, (percent(p_at_least_one(s, dice, sides)),)) for s in scores)))
    return rings


def positions_needed(scores: tuple[int, ...]) -> int:
    """Steps in a full turn: enough that no two scores share a place on the score ring."""
    return max(MIN_POSITIONS, len(scores) + SPARE_STEPS)


def hit_score_wheel(game: Game) -> Wheel:
    """The wheel for this game's data."""
    by_term = _term_rings(game)
    scores = settable_scores(r for rings in by_term.values() for r in rings)
    steps = positions_needed(scores)
    rings: list[Ring] = []
    pointers: dict[str, Fraction] = {"base": Fraction(0), "arm": Fraction(0)}
    for k, term in enumerate(TERMS):
        below = PARTS[k]
        placed = [Ring(r.key, below, r.title, r.term, r.sign, r.offset, r.marks, r.side) for r in by_term[term]]
        rings.extend(placed)
        if below not in pointers:  # a disc's pointer stands in the widest gap of its own ring
            pointers[below] = _largest_gap_centre((r.position(m) for r in placed for m in r.marks), steps)
    # The arm ends turned by the score less every pointer's place: the score ring is set back by that.
    offset = -sum((pointers[p] for p in PARTS[1:]), Fraction(0)) % steps
    rings.extend(_result_rings(game, scores, offset))
    wheel_steps = _procedure(game, rings)
    return Wheel(steps, tuple(rings), pointers, wheel_steps, formula(game), legend(game))


def formula(game: Game) -> str:
    return f"ATK {MINUS} TER {MINUS} DEF + STAT \u00b1 END + INT = hit score"


def _procedure(game: Game, rings: list[Ring]) -> tuple[Step, ...]:
    rules = sniper(game)
    zero_defence = [f"the {w.name.lower()}" for w in game.weapons.values() if w.ignores_defence]
    if any(w.trajectory == "curved" for w in game.weapons.values()):
        zero_defence.append("a curved shot at a hex with no unit")
    sides = " or ".join(game.sides[s].name for s in (game.attacker, game.defender))
    what = {
        "turn": f"the turn being played, in the ring of the side that fires ({sides})",
        "attack": "the ATK of the weapon: the large number to activate, the small one to respond"
                  + (f" ({rules.name.lower()}: the {rules.name.lower()} mark)" if sniper_attacks(game) else ""),
        "status": "the letters of all the target's statuses, or \u201cnone\u201d",
        "terrain": "the TER of the target's hex",
        "defence": "the DEF of the target" + (f" (0 for {' and for '.join(zero_defence)})" if zero_defence else ""),
    }
    steps = []
    for k, term in enumerate(TERMS, start=1):
        part = PARTS[k]
        on = tuple(r.key for r in rings if r.term == term)
        if part == "arm":
            text = f"Swing the arm until its small window shows {what[term]}, between the two arrows."
        else:
            text = f"Turn {PART_TITLES[part]} until pointer {k} points at {what[term]}."
        steps.append(Step(k, term, part, on, text))
    window = tuple(r.key for r in rings if r.term is None)
    dice = multi_dice(game)
    several = "; ".join(f"at least one hit with the {' and '.join(game.weapons[w].name.lower() for w in ids)}'s "
                        f"{d} dice" for d, ids in dice.items())
    read = ("Read the hit score in the large window and the chance to hit with one die"
            + (f", and of {several}" if several else "")
            + ". A die hits when it rolls the score or less.")
    steps.append(Step(len(TERMS) + 1, None, "arm", window, read))
    return tuple(steps)


def legend(game: Game) -> tuple[tuple[str, str], ...]:
    """What the letters and numbers on the rings stand for, from the data."""
    letters = status_letters(game)
    status = ", ".join(f"{letters[s.id]} {s.name.lower()} {marked(signed(s.modifier), 'modifier' in s.designer)}"
                       for s in game.statuses.values())
    terrain = ", ".join(f"{t.name.lower()} {marked(str(t.protection), 'protection' in t.designer)}"
                        for t in sorted(game.terrain.values(), key=lambda t: (t.protection, t.name)))
    by_defence: dict[int, list[str]] = {}
    stated: set[int] = set()  # a DEF some unit has from the rules: printed unmarked
    for unit in game.units.values():
        names = by_defence.setdefault(unit.defence, [])
        if unit.name.lower() not in names:
            names.append(unit.name.lower())
        if "defence" not in unit.designer:
            stated.add(unit.defence)
    defence = ", ".join(f"{' / '.join(names)} {marked(str(d), d not in stated)}" for d, names in sorted(by_defence.items()))
    return (("STAT", f"{status} (they add up)"), ("TER", terrain), ("DEF", defence))


def wheel_fit_problems(game: Game) -> list[tuple[str, tuple, str]]:
    """(file, path, message) when the hit scores need more steps than the wheel holds, pointing at
    the value whose lowering by the excess would fit: the largest ATK (the value that most often
    stretches the range), else the largest DEF, else the largest TER."""
    steps = hit_score_wheel(game).positions
    if steps <= MAX_POSITIONS:
        return []
    excess = steps - MAX_POSITIONS
    scores = scale_values(game).scores
    units, terrain = list(game.units.values()), list(game.terrain.values())
    attacks = [(("units", i, "weapons", j, field), getattr(armed, field)) for i, unit in enumerate(units)
               for j, armed in enumerate(unit.weapons) for field in ("attack", "response")]
    defences = [(("units", i, "defence"), unit.defence) for i, unit in enumerate(units)]
    protections = [(("terrain", i, "protection"), t.protection) for i, t in enumerate(terrain)]
    largest = [(file, what, max(values, key=lambda entry: entry[1])) for file, what, values in
               (("units.yaml", "an ATK", attacks), ("units.yaml", "a DEF", defences),
                ("terrain.yaml", "a protection", protections))]
    needs = (f"the hit scores run from {scores[0]} to {scores[-1]}, which needs {steps} steps on the hit-score "
             f"wheel; it holds at most {MAX_POSITIONS}")
    for file, what, (path, value) in largest:
        if value >= excess:
            return [(file, path, f"{needs}: {what} of at most {value - excess} here would fit")]
    file, _, (path, _) = largest[0]
    return [(file, path, f"{needs}: narrow the spread of ATK, DEF, TER, STAT, END and INT by {excess}")]
