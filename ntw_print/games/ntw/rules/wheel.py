"""The hit-score wheel's rules: the terms it adds, every term's ring of marks (the value each stands for,
its words, the choices of the player it answers, from the units, terrain, statuses and turns), the hit
scores with their chances read in the window, and the procedure and legend printed on it. layout/wheel.py
gives them to the volvelle kind as an adding volvelle, which works out where every mark and pointer
stands so that the turns add up (kinds/volvelle/adding.py); tests/wheel_hand.py simulates a player
working the printed wheel, so that the tests check the printed geometry against the rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.marks import marked
from ....core.numbers import MINUS, percent, plain, run_text, runs, signed
from .combat import MODES, attack_value, scale_values, sniper, status_choices
from .dice import p_at_least_one, p_hit
from .turns import turn_modifier

if TYPE_CHECKING:
    from ..loader import Game

TERMS = ("turn", "status", "attack", "terrain", "defence")
"""The terms in the order the player sets them; term k is set by turning part k (the base is part 0,
the arm part 5), its ring printed on part k-1."""

SIGNS = {"turn": 1, "attack": 1, "status": 1, "terrain": -1, "defence": -1}
"""+1: the term is added to the hit score, -1: it is subtracted."""

FORMULA = f"ATK {MINUS} TER {MINUS} DEF + STAT \u00b1 END + INT = hit score"

MOST_SCORES = 73
"""The most hit scores the printed wheel holds: 75 steps round it, less the two the volvelle kind keeps
empty between the highest score and the lowest; past 75 a step is narrower than "100%" at the smallest
type the window rings allow (tests/test_wheel_fits.py lays out a wheel of this many scores)."""

Choice = tuple
"""What a player picks on a ring: ("turn", side, turn), ("attack", value), ("sniper", mode,
attack), ("status", status ids), ("terrain", value), ("defence", value)."""


@dataclass(frozen=True)
class Mark:
    """One mark of a ring: the value it stands for (a term's, or the hit score it shows), its words
    (first line first) and the choices of the player that it answers."""

    value: int
    lines: tuple[str, ...]
    choices: tuple[Choice, ...] = ()


@dataclass(frozen=True)
class Ring:
    """A circle of marks: a term's, set by the pointer of the part above it, or one read in the window."""

    key: str
    title: str
    term: str | None  # None for the rings read in the window
    marks: tuple[Mark, ...]
    side: str | None = None  # the side whose turns a turn ring lists

    def mark_for(self, choice: Choice) -> Mark | None:
        return next((m for m in self.marks if choice in m.choices), None)


@dataclass(frozen=True)
class Wheel:
    rings: tuple[Ring, ...]  # the terms' rings in the order of TERMS, then the rings read in the window
    prompts: Mapping[str, str]  # term -> what the player sets it on, for the procedure's steps
    reading: str  # the procedure's last step: what to read in the window
    legend: tuple[tuple[str, str], ...]  # (what, the values it takes), printed beside the procedure

    def ring(self, key: str) -> Ring:
        return next(r for r in self.rings if r.key == key)

    def term_rings(self, term: str | None) -> tuple[Ring, ...]:
        return tuple(r for r in self.rings if r.term == term)


def turn_words(game: Game, turns: Iterable[int]) -> tuple[str, ...]:
    """The turns of one mark of a turn ring as short words, runs of three or more as a span ((1, 3, 4,
    5, 9) -> 1, 3–5, 9), those whose END and INT the turn table marks designer apart from the others and
    marked, in the order of their first turn."""
    rows = {row.turn: row for row in game.turns.turns}
    chosen = runs((t for t in turns if rows[t].designer), 3)
    stated = runs((t for t in turns if not rows[t].designer), 3)
    words = [(run, marked(run_text(*run), True)) for run in chosen] + [(run, run_text(*run)) for run in stated]
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
        turns.append(Ring(f"turn-{side}", f"{game.sides[side].name} turns", "turn", marks, side))
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
    rings["attack"] = [Ring("attack", "ATK", "attack", tuple(attack_marks))]

    status_marks = []
    for v, combos in status_choices(game).items():
        words = tuple("none" if not c else "".join(letters[s] for s in c) for c in combos)
        status_marks.append(Mark(v, (signed(v), *words), tuple(("status", c) for c in combos)))
    rings["status"] = [Ring("status", "STAT", "status", tuple(status_marks))]

    for term, title, term_values in (("terrain", "TER", values.terrain), ("defence", "DEF", values.defence)):
        marks = tuple(Mark(v, (plain(v),), ((term, v),)) for v in term_values)
        rings[term] = [Ring(term, title, term, marks)]
    return rings


def settable_scores(term_rings: Iterable[Ring]) -> tuple[int, ...]:
    """Every hit score the wheel can be set to: any mark of each term ring with any of the others
    (a superset of the scores a legal shot reaches), lowest to highest."""
    by_term: dict[str | None, set[int]] = {}
    for ring in term_rings:
        by_term.setdefault(ring.term, set()).update(SIGNS[ring.term or ""] * m.value for m in ring.marks)
    low = sum(min(v) for v in by_term.values())
    high = sum(max(v) for v in by_term.values())
    return tuple(range(low, high + 1))


def _result_rings(game: Game, scores: tuple[int, ...]) -> list[Ring]:
    sides = game.info.die.sides
    rings = [
        Ring("score", "hit score", None, tuple(Mark(s, (plain(s),)) for s in scores)),
        Ring("chance-1", "1 die", None, tuple(Mark(s, (percent(p_hit(s, sides)),)) for s in scores)),
    ]
    for dice, names in multi_dice(game).items():
        shorts = ", ".join(game.weapons[w].short for w in names)
        rings.append(Ring(f"chance-{dice}", f"{dice} dice ({shorts})", None,
                          tuple(Mark(s, (percent(p_at_least_one(s, dice, sides)),)) for s in scores)))
    return rings


def hit_score_wheel(game: Game) -> Wheel:
    """The wheel for this game's data."""
    by_term = _term_rings(game)
    terms = [ring for term in TERMS for ring in by_term[term]]
    rings = (*terms, *_result_rings(game, settable_scores(terms)))
    return Wheel(rings, _prompts(game), _reading(game), legend(game))


def _prompts(game: Game) -> dict[str, str]:
    rules = sniper(game)
    zero_defence = [f"the {w.name.lower()}" for w in game.weapons.values() if w.ignores_defence]
    if any(w.trajectory == "curved" for w in game.weapons.values()):
        zero_defence.append("a curved shot at a hex with no unit")
    sides = " or ".join(game.sides[s].name for s in (game.attacker, game.defender))
    return {
        "turn": f"the turn being played, in the ring of the side that fires ({sides})",
        "attack": "the ATK of the weapon: the large number to activate, the small one to respond"
                  + (f" ({rules.name.lower()}: the {rules.name.lower()} mark)" if sniper_attacks(game) else ""),
        "status": "the letters of all the target's statuses, or \u201cnone\u201d",
        "terrain": "the TER of the target's hex",
        "defence": "the DEF of the target" + (f" (0 for {' and for '.join(zero_defence)})" if zero_defence else ""),
    }


def _reading(game: Game) -> str:
    several = "; ".join(f"at least one hit with the {' and '.join(game.weapons[w].name.lower() for w in ids)}'s "
                        f"{d} dice" for d, ids in multi_dice(game).items())
    return ("Read the hit score in the large window and the chance to hit with one die"
            + (f", and of {several}" if several else "") + ". A die hits when it rolls the score or less.")


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
    """(file, path, message) when the rings can be set to more hit scores than the wheel holds, pointing
    at the value whose lowering by the excess would fit: the largest ATK (the value that most often
    stretches the range), else the largest DEF, else the largest TER."""
    settable = len(settable_scores(ring for rings in _term_rings(game).values() for ring in rings))
    if settable <= MOST_SCORES:
        return []
    excess = settable - MOST_SCORES
    scores = scale_values(game).scores
    units, terrain = list(game.units.values()), list(game.terrain.values())
    attacks = [(("units", i, "weapons", j, field), getattr(armed, field)) for i, unit in enumerate(units)
               for j, armed in enumerate(unit.weapons) for field in ("attack", "response")]
    defences = [(("units", i, "defence"), unit.defence) for i, unit in enumerate(units)]
    protections = [(("terrain", i, "protection"), t.protection) for i, t in enumerate(terrain)]
    largest = [(file, what, max(values, key=lambda entry: entry[1])) for file, what, values in
               (("units.yaml", "an ATK", attacks), ("units.yaml", "a DEF", defences),
                ("terrain.yaml", "a protection", protections))]
    needs = (f"the hit scores run from {scores[0]} to {scores[-1]}, and the wheel's rings can be set to {settable} "
             f"hit scores; it holds at most {MOST_SCORES}")
    for file, what, (path, value) in largest:
        if value >= excess:
            return [(file, path, f"{needs}: {what} of at most {value - excess} here would fit")]
    file, _, (path, _) = largest[0]
    return [(file, path, f"{needs}: narrow the spread of ATK, DEF, TER, STAT, END and INT by {excess}")]
