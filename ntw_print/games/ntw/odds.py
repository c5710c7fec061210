"""`ntw-print odds`: the hit score of one shot and its chances, or the whole score table.

Numbers come from `rules.combat` as exact fractions; they become percentages only here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ...core.numbers import fraction_text, percent
from .rules.combat import HitChances, Shot, chances, scale_values, shot, sniper, sniper_shot
from .rules.lookup import lookup

if TYPE_CHECKING:
    from .loader import Game

TABLE_DICE = 4
"""The table's second column: the chance that at least one of this many dice hits (the assault
rifle's four)."""


@dataclass(frozen=True)
class ShotOdds:
    """One shot as asked for, its terms, and its chances for one to several dice."""

    unit: str
    weapon: str
    mode: str
    target: str
    terrain: str
    statuses: tuple[str, ...]
    turn: int
    sniper: bool
    shot: Shot
    dice: int  # dice this weapon (or the sniper) rolls
    by_dice: tuple[HitChances, ...]  # for 1, 2, ... dice


def shot_odds(game: Game, unit: str, weapon: str | None, target: str, terrain: str, statuses: Sequence[str],
              turn: int, mode: str = "activation", as_sniper: bool = False) -> ShotOdds:
    """Work out one shot. ``as_sniper``: the sniper of ``unit`` fires (his weapon and dice);
    otherwise ``weapon`` is required."""
    if as_sniper:
        rules = sniper(game)
        if weapon not in (None, rules.weapon):
            raise ValueError(f"the {rules.name.lower()} fires with the {rules.weapon}, not the {weapon}")
        weapon = rules.weapon
        terms = sniper_shot(game, unit, mode, target, terrain, statuses, turn)
        dice = rules.dice
    else:
        if weapon is None:
            raise ValueError("name the weapon that fires (--weapon)")
        terms = shot(game, unit, weapon, mode, target, terrain, statuses, turn)
        dice = game.weapons[weapon].dice
    most = max([dice, *game.info.die.count.values()])
    by_dice = tuple(chances(terms.score, n, game.info.die.sides) for n in range(1, most + 1))
    return ShotOdds(unit, weapon, mode, target, terrain, tuple(statuses), turn, as_sniper, terms, dice, by_dice)


def _unit_name(game: Game, unit_id: str) -> str:
    unit = game.units[unit_id]
    return f"{game.sides[unit.side].name} {unit.name}"


def term_lines(game: Game, odds: ShotOdds) -> list[tuple[str, str, int, str]]:
    """(sign, term, value, what it comes from) for each term of the hit score."""
    weapon = game.weapons[odds.weapon]
    unit = game.units[odds.unit]
    target_name = _unit_name(game, odds.target)
    defence = (f"{target_name}'s armour does not count against the {weapon.name.lower()}"
               if weapon.ignores_defence else target_name)
    statuses = ", ".join(game.statuses[s].name for s in odds.statuses) or "none"
    attack = "large value, used when activated" if odds.mode == "activation" else "small value, used in a response"
    lines = [
        ("", "ATK", odds.shot.attack, f"{weapon.name}, {attack}"),
        ("-", "TER", odds.shot.terrain, lookup("terrain", game.terrain, odds.terrain).name),
        ("-", "DEF", odds.shot.defence, defence),
        ("+", "STAT", odds.shot.status, statuses),
        ("+", "END", odds.shot.endurance, f"turn {odds.turn}"),
        ("+", "INT", odds.shot.intel, f"{game.sides[unit.side].name}, turn {odds.turn}"),
    ]
    if odds.sniper:
        rules = sniper(game)
        lines.append(("+", "SNIPER", odds.shot.bonus,
                      f"status {rules.status_bonus:+d}, accuracy {rules.accuracy_bonus:+d}"))
    return lines


def format_shot(game: Game, odds: ShotOdds) -> str:
    """The shot as a person reads it: the sum, then the chances for one to several dice."""
    weapon = game.weapons[odds.weapon]
    sides = game.info.die.sides
    shooter = _unit_name(game, odds.unit) + (" (sniper)" if odds.sniper else "")
    out = [f"{shooter} fires the {weapon.name.lower()} ({odds.mode}) at {_unit_name(game, odds.target)}, "
           f"turn {odds.turn}", ""]
    for sign, term, value, origin in term_lines(game, odds):
        shown = f"{value:+d}" if sign == "+" else str(value)
        out.append(f"{sign:1} {term:<6} {shown:>4}   {origin}")
    out.append(f"= {'score':<6} {odds.shot.score:>4}")
    one = odds.by_dice[0]
    out += ["", f"One d{sides} hits on a roll of {_roll_needed(odds.shot.score, sides)}: "
                f"{percent(one.per_die)} ({fraction_text(one.per_die)})", ""]
    most = len(odds.by_dice)
    header = ["dice"] + [f"{k} hit{'s' if k != 1 else ''}" for k in range(most + 1)] + ["at least one"]
    rows = [[str(c.dice)] + [percent(p) for p in c.distribution] + [""] * (most - c.dice)
            + [percent(c.at_least_one)] for c in odds.by_dice]
    roller = sniper(game).name.lower() if odds.sniper else weapon.name.lower()
    marks = [f"  <- the {roller} rolls {odds.dice}" if c.dice == odds.dice else "" for c in odds.by_dice]
    out += _columns([header] + rows, [""] + marks)
    return "\n".join(out) + "\n"


def _roll_needed(score: int, sides: int) -> str:
    if score <= 0:
        return "nothing (it cannot hit)"
    if score >= sides:
        return f"anything (1 to {sides})"
    return f"{score} or less"


def _columns(rows: list[list[str]], suffixes: list[str]) -> list[str]:
    """Right-aligned columns, two spaces apart, each line followed by its suffix."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  ".join(cell.rjust(w) for cell, w in zip(row, widths)).rstrip() + suffix
            if any(row) else "" for row, suffix in zip(rows, suffixes)]


def _probability(value: Fraction) -> dict[str, Any]:
    return {"fraction": fraction_text(value), "value": float(value), "percent": percent(value)}


def shot_json(odds: ShotOdds) -> dict[str, Any]:
    """The shot for scripts: every term, the score, and exact chances (fraction, float, percent)."""
    terms = odds.shot
    return {
        "unit": odds.unit, "weapon": odds.weapon, "mode": odds.mode, "sniper": odds.sniper,
        "target": odds.target, "terrain": odds.terrain, "statuses": list(odds.statuses), "turn": odds.turn,
        "terms": asdict(terms),
        "score": terms.score,
        "dice": odds.dice,
        "per_die": _probability(odds.by_dice[0].per_die),
        "by_dice": [{"dice": c.dice, "distribution": [_probability(p) for p in c.distribution],
                     "at_least_one": _probability(c.at_least_one)} for c in odds.by_dice],
    }


def score_table(game: Game, dice: int = TABLE_DICE) -> list[HitChances]:
    """The chances of every reachable hit score with ``dice`` dice (per die and at least one)."""
    return [chances(score, dice, game.info.die.sides) for score in scale_values(game).scores]


def format_table(game: Game, rows: list[HitChances]) -> str:
    """The score table as a person reads it."""
    sides = game.info.die.sides
    dice = rows[0].dice if rows else TABLE_DICE
    out = [f"Hit score -> chance to hit: a d{sides} hits on a roll of the score or less.", ""]
    table = [["score", "one die", f"at least one of {dice}"]]
    table += [[str(c.score), percent(c.per_die), percent(c.at_least_one)] for c in rows]
    out += _columns(table, [""] * len(table))
    return "\n".join(out) + "\n"


def table_json(rows: list[HitChances]) -> dict[str, Any]:
    """The score table for scripts."""
    return {"dice": rows[0].dice if rows else TABLE_DICE,
            "scores": [{"score": c.score, "per_die": _probability(c.per_die),
                        "at_least_one": _probability(c.at_least_one)} for c in rows]}


def shot_chances(game: Game, turn: int = 1) -> dict[str, str]:
    """Every unit's every weapon fired (activation) at every enemy unit standing on the first terrain
    the data lists, on `turn`: the chance that one die hits, and that at least one of the dice the
    weapon rolls does, by shot."""
    ground = next(iter(game.terrain))
    found = {}
    for unit in game.units.values():
        for armed in unit.weapons:
            weapon = game.weapons[armed.weapon]
            for target in game.units.values():
                if target.side == unit.side:
                    continue
                terms = shot(game, unit.id, armed.weapon, "activation", target.id, ground, (), turn)
                odds = chances(terms.score, weapon.dice, game.info.die.sides)
                found[f"{_unit_name(game, unit.id)} {weapon.name.lower()} at {_unit_name(game, target.id)} "
                      f"({game.terrain[ground].name.lower()}, turn {turn})"] = (
                    f"score {terms.score}: {percent(odds.per_die)} a die"
                    + (f", {percent(odds.at_least_one)} for one of {weapon.dice}" if weapon.dice > 1 else ""))
    return found
