"""Checks that hold the data to the readings it records where the rulebook is silent or unclear:
a unit that replaces another plays by the same values (the rulebook's exoskeleton changes no rule),
and every scenario says why it is played on its board side."""

from __future__ import annotations

from ..errors import Fault
from .scenarios import scenario_source, scenarios

SAME_AS_REPLACED = ("category", "figures", "defence", "move", "load", "weapons")
"""What a replacing unit keeps from the unit it replaces, unless a designer value with a note says otherwise."""


def _weapons(unit) -> list[tuple]:
    return [(w.weapon, w.attack, w.response, w.ammo) for w in unit.weapons]


def check_replacements(game) -> list[Fault]:
    source = game.sources["units.yaml"]
    faults = []
    for i, unit in enumerate(game.units.values()):
        base = game.units.get(unit.replaces) if unit.replaces else None
        if base is None:
            continue
        for field in SAME_AS_REPLACED:
            mine, theirs = getattr(unit, field), getattr(base, field)
            if field == "weapons":
                mine, theirs = _weapons(unit), _weapons(base)
            if mine != theirs and not (field in unit.designer and field in unit.notes):
                shown = "its weapons differ" if field == "weapons" else f"{mine}, not {theirs}"
                faults.append(source.fault(("units", i, field), f"{unit.id} replaces {base.id} and so plays by "
                                           f"its values ({field}: {shown}); mark {field} as a designer value "
                                           "with a note to change it"))
    return faults


def check_board_readings(game) -> list[Fault]:
    """Which board side a scenario uses is a reading: the data says why."""
    return [scenario_source(game, s).fault(("board",), "say why this scenario is played on this board side: "
                                                      "mark board as a designer value with a note")
            for s in scenarios(game) if "board" not in s.notes]
