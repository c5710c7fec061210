"""A scenario's words as printed: objectives, briefing texts and special rules with their
{placeholders} filled in, and how the game is won.

Pure: no drawing, no files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ....core.marks import MARK, marked
from ....core.words import and_list, ordinal

from ..model.scenario import (
    ArrivesRule,
    CountdownRule,
    FiguresRule,
    HiddenRule,
    HostageRule,
    NoteRule,
    Objective,
    ScenarioFile,
    SniperRule,
    StandsStillRule,
    SupportFireRule,
    WeaponsRule,
)
from .scenario_forces import unit_name, unit_refs
from .scenarios import board_name, boards, counter_name, zone_name
from .special import special_rules, time_out_words

if TYPE_CHECKING:
    from ..loader import Game


def objective_text(game: Game, objective: Objective, with_side: bool = True) -> str:
    """`EE31`, or `NN30–PP33` for a stretch; followed by the side when the objective is one side's."""
    where = objective.hex or "–".join(objective.stretch)
    return f"{where} ({game.sides[objective.side].name})" if objective.side and with_side else where


def objectives_text(game: Game, scenario: ScenarioFile, side: str | None = None) -> str:
    """All objectives (`P42 (Red) and A18 (Blue)`), or those that concern `side` (`P42`)."""
    if side is None:
        return and_list([objective_text(game, o) for o in scenario.objectives])
    return and_list([objective_text(game, o, False) for o in scenario.objectives if o.side in (None, side)])


def prose_values(game: Game, scenario: ScenarioFile, side: str | None = None) -> dict[str, object]:
    """What a briefing text may name as {placeholder}: the objective and the scenario's values."""
    return {**scenario.values, "objective": objectives_text(game, scenario, side)}


def prose(game: Game, scenario: ScenarioFile, text: str, side: str | None = None) -> str:
    """A briefing text (situation, mission, victory note) as printed."""
    return text.format(**prose_values(game, scenario, side))


RuleValues = Callable[[object, ScenarioFile, object], dict[str, object]]
RULE_VALUES: dict[type, tuple[RuleValues, tuple[str, ...]]] = {
    # rule kind -> (its placeholder values, the placeholders its text must use)
    NoteRule: (lambda game, sc, r: {}, ()),
    HiddenRule: (lambda game, sc, r: {"side": game.sides[r.side].name, "count": r.count,
                                      "marker": game.markers[r.marker].name.lower(),
                                      "zone": zone_name(sc, r.zone)}, ("count",)),
    ArrivesRule: (lambda game, sc, r: {"unit": unit_name(game, sc, r.unit), "turn": r.turn, "at": r.at},
                  ("turn", "at")),
    SupportFireRule: (lambda game, sc, r: {"units": and_list([unit_name(game, sc, u) for u in r.units])},
                      ("units",)),
    StandsStillRule: (lambda game, sc, r: {"unit": unit_name(game, sc, r.unit), "turn": r.turn}, ("turn",)),
    SniperRule: (lambda game, sc, r: _sniper_values(game, sc, r), ("at", "bonus", "dice", "range")),
    HostageRule: (lambda game, sc, r: {"roll": r.roll, "die": f"d{game.info.die.sides}",
                                       "marker": game.markers[r.marker].name.lower()}, ("roll",)),
    CountdownRule: (lambda game, sc, r: {"marker": counter_name(game, r.marker).lower(), "start": r.faces[0],
                                         "last": r.faces[-1], "sequence": ", then ".join(str(f) for f in r.faces)},
                    ("sequence",)),
    WeaponsRule: (lambda game, sc, r: {"side": game.sides[r.side].name,
                                       "weapons": and_list([game.weapons[w].name.lower() for w in r.allowed])
                                       if r.allowed else "none"}, ()),
    FiguresRule: (lambda game, sc, r: {"figures": r.figures}, ("figures",)),
}


def _sniper_values(game: Game, scenario: ScenarioFile, rule: SniperRule) -> dict[str, object]:
    sniper = special_rules(game).sniper
    side, entry = unit_refs(scenario)[rule.unit]
    return {"name": sniper.name.lower(), "side": game.sides[side].name, "at": entry.at,
            "floor": ordinal(rule.floor), "bonus": f"+{sniper.bonus}" if sniper.bonus >= 0 else str(sniper.bonus),
            "status_bonus": f"{sniper.status_bonus:+d}", "accuracy_bonus": f"{sniper.accuracy_bonus:+d}",
            "dice": sniper.dice, "range": sniper.range}


def rule_values(game: Game, scenario: ScenarioFile, rule) -> dict[str, object]:
    """The values a rule's text may name as {placeholder}: its own, and the scenario's objective."""
    return {"objective": objectives_text(game, scenario), **RULE_VALUES[type(rule)][0](game, scenario, rule)}


def rule_text(game: Game, scenario: ScenarioFile, rule) -> str:
    """A special rule as printed: its text with its numbers filled in, marked when the rule's text is
    the designer's."""
    return marked(rule.text.format(**rule_values(game, scenario, rule)), "text" in rule.designer)


def mission_text(game: Game, scenario: ScenarioFile, mission) -> str:
    """A side's mission as printed, marked when its text is the designer's."""
    return marked(prose(game, scenario, mission.text, mission.side), "text" in mission.designer)


def victory_lines(game: Game, scenario: ScenarioFile) -> list[str]:
    """How the game is won: the scenario's own conditions (marked when they are the designer's), then
    who wins when time runs out."""
    winner = game.sides[scenario.victory.time_out].name
    end = scenario.turns.end
    chosen = "conditions" in scenario.victory.designer
    return [*(marked(prose(game, scenario, note), chosen) for note in scenario.victory.conditions),
            time_out_words(game, f"turn {end}", winner)]


def board_words(game: Game, scenario: ScenarioFile) -> str:
    """The board's name as printed, «in quotes», marked when the rules do not say which board."""
    return marked(f"«{board_name(game, scenario)}»", "board" in scenario.designer)


def board_line(game: Game, scenario: ScenarioFile) -> str:
    """The board as the sheet names it: "side A «Full map»" (marked when the rules do not say which)."""
    side = getattr(boards(game).get(scenario.board), "side", "")
    return f"side {side} {board_words(game, scenario)}" if side else board_words(game, scenario)


def sheet_marked(game: Game, scenario: ScenarioFile) -> bool:
    """Whether the scenario's sheet prints a designer mark (it then carries the key at its foot)."""
    words = [board_words(game, scenario), *victory_lines(game, scenario),
             *(rule_text(game, scenario, rule) for rule in scenario.special_rules),
             *(mission_text(game, scenario, mission) for mission in scenario.missions)]
    return any(MARK in w for w in words)
