"""What the turn-sequence and hit-score reference cards say, from the data: who activates and who
responds, what each unit may do once per turn, the end of turn, the terms of the hit score, how the
dice are rolled, moves, protection and status values (the worked examples are in summary.py). A value
the data marks as a designer choice is named in its row's `chosen` fields or flag, or comes with the
designer mark in its words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.marks import marked
from .movement import hexes_moved
from .recorder import LAST_TURN
from .scenario_prose import and_list
from .special import special_rules, time_out_words
from .summary import ACTED_MARKER

if TYPE_CHECKING:
    from ..loader import Game

TERMS = (("ATK", "the weapon's attack: large value to activate, small to respond"),
         ("TER", "protection of the target's hex"), ("DEF", "defence of the target"), ("STAT", "status of the target"),
         ("END", "endurance, from the turn recorder"), ("INT", "intelligence of the firing side, this turn"))
"""The hit score's terms, in the order of the sum, each with what it stands for."""


def activations(game: Game) -> list[list[str]]:
    """Each side's turn to activate, beside the other side's answer: the attacker's line first."""
    a, d = game.sides[game.attacker].name, game.sides[game.defender].name
    return [[f"{a} activates a unit: it moves or shoots", f"{d} may respond with one unit"],
            [f"{d} may activate a unit", f"{a} may respond with one unit"]]


def once_per_turn(game: Game) -> list[str]:
    acted = game.markers.get(ACTED_MARKER)
    return ["Each unit activates once: it moves or it shoots.",
            "Each unit responds once, with the small ATK value of its tile.", "Nobody responds to a response.",
            f"{game.sides[game.attacker].name} attacks and always goes first."] + (
        [f"Mark a unit that has acted: {acted.back.text} or {acted.front.text}."] if acted and acted.back else [])


def end_of_turn(game: Game) -> list[str]:
    return ["Take every marker off the board.", "Move the turn marker on by one turn.",
            "The game ends at once when a side completes its mission.",
            time_out_words(game, LAST_TURN, game.sides[game.defender].name)]


def rolling(game: Game) -> list[str]:
    """How the dice are rolled for a hit score, which weapon rolls how many, and what a hit does."""
    die = f"d{game.info.die.sides}"
    dice = "; ".join(f"{_lower(names)}: {n} {'dice' if n > 1 else 'die'}" for n, names in dice_groups(game))
    lines = [f"Roll one {die} for each die the weapon throws. Every {die} showing the hit score or less is a hit.",
             f"Dice: {dice}.", "Each hit removes one figure. An infantry unit also loses one attack value a hit: "
             "cover it with a NO EFFECT marker."]
    if whole := whole_unit_weapons(game):
        lines.append(f"A {_lower(whole, 'or')} hit wipes out the whole unit.")
    if ignored := defence_ignored_by(game):
        lines.append(f"DEF does not count against the {_lower(ignored, 'or')}.")
    return lines


def _lower(names: list[str], word: str = "and") -> str:
    return and_list([n.lower() for n in names], word)


@dataclass(frozen=True)
class MoveRow:
    """How far one kind of unit moves: off road, staying on a road, and off road in the city
    (None when the city makes no difference)."""

    name: str
    off_road: int
    on_road: int
    city_off_road: int | None
    chosen: frozenset[str] = frozenset()  # of off_road, on_road, city_off_road: designer values


def movement_rows(game: Game) -> list[MoveRow]:
    """One row per unit name (Red and Blue infantry share a row when they move alike), data order."""
    rows: dict[tuple, MoveRow] = {}
    for unit in game.units.values():
        off, road, city = (hexes_moved(game, unit.id, False, False), hexes_moved(game, unit.id, True, False),
                           hexes_moved(game, unit.id, False, True))
        row = MoveRow(unit.name, off, road, city if city != off else None, _moves_chosen(game, unit))
        rows.setdefault((row.name, off, road, row.city_off_road), row)
    return list(rows.values())


def _moves_chosen(game: Game, unit) -> frozenset[str]:
    """Which of a unit's moves come from a designer value: MOVE or LOAD, the road bonus, the city's limit."""
    movement = special_rules(game).movement
    tile = bool({"move", "load"} & set(unit.designer))
    chosen = {"off_road"} if tile else set()
    if tile or "road_bonus" in movement.designer:
        chosen.add("on_road")
    if "city_off_road_armoured" in movement.designer:
        chosen.add("city_off_road")
    return frozenset(chosen)


def protection_rows(game: Game) -> list[tuple[str, int, bool]]:
    """Each terrain's name, its TER and whether the data marks that designer."""
    return [(t.name, t.protection, "protection" in t.designer) for t in game.terrain.values()]


def status_rows(game: Game) -> list[tuple[str, int, bool]]:
    """Each status's name, its STAT and whether the data marks that designer."""
    return [(s.name, s.modifier, "modifier" in s.designer) for s in game.statuses.values()]


def dice_groups(game: Game) -> list[tuple[int, list[str]]]:
    """Weapons by the number of dice they roll, most dice first: [(4, ['Assault rifle']), (1, [...])]."""
    groups: dict[int, list[str]] = {}
    for weapon in game.weapons.values():
        groups.setdefault(weapon.dice, []).append(weapon.name)
    return sorted(groups.items(), key=lambda item: -item[0])


def whole_unit_weapons(game: Game) -> list[str]:
    """Weapons whose hit kills every figure of the unit hit."""
    return [w.name for w in game.weapons.values() if w.kills_whole_unit]


def defence_ignored_by(game: Game) -> list[str]:
    """The weapons no DEF counts against, each marked when that is a designer reading."""
    return [marked(w.name, "ignores_defence" in w.designer) for w in game.weapons.values() if w.ignores_defence]
