"""The game's `special-rules.yaml`: movement bonuses, line-of-fire rules and the sniper."""

from __future__ import annotations

import string
from typing import TYPE_CHECKING

from ....core.errors import Fault
from ..model.special_rules import SpecialRulesFile

if TYPE_CHECKING:
    from ..loader import Game

SPECIAL_RULES_FILE = "special-rules.yaml"


def special_rules(game: Game) -> SpecialRulesFile:
    """The parsed `special-rules.yaml` of a loaded game."""
    rules: SpecialRulesFile = game.extras[SPECIAL_RULES_FILE]
    return rules


def time_out_words(game: Game, last: str, winner: str) -> str:
    """The one sentence for a game nobody won, as every sheet prints it."""
    return special_rules(game).end_of_game.time_out.format(last=last, winner=winner)


def check_special_rules(game: Game) -> list[Fault]:
    """The sniper's weapon is carried by some unit, and the time-out sentence names {last} and
    {winner}. (Each `open_edges` terrain is checked to exist by the loader's reference check.)"""
    source = game.sources[SPECIAL_RULES_FILE]
    rules = special_rules(game)
    faults = []
    carried = sorted({armed.weapon for unit in game.units.values() for armed in unit.weapons})
    if rules.sniper.weapon not in carried:
        faults.append(source.fault(("sniper", "weapon"), f"no unit tile carries '{rules.sniper.weapon}' "
                                                         f"(weapons on tiles: {', '.join(carried)})"))
    words = rules.end_of_game.time_out
    names = {name for _, name, _, _ in string.Formatter().parse(words) if name is not None}
    if names != {"last", "winner"}:
        faults.append(source.fault(("end_of_game", "time_out"), "name the last turn as {last} and the side that "
                                   f"wins as {{winner}}, nothing else (found: {', '.join(sorted(names)) or 'none'})"))
    return faults
