"""Checks that hold the data to the readings it records where the rulebook is silent or unclear:
a unit that replaces another plays by the same values (the rulebook's exoskeleton changes no rule),
and every scenario says why it is played on its board side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.errors import Fault
from .scenarios import scenario_source, scenarios

if TYPE_CHECKING:
    from ..loader import Game
    from ..model.game import Unit

SAME_AS_REPLACED = ("category", "figures", "defence", "move", "load")
"""What a replacing unit keeps from the unit it replaces, unless a designer value with a note says otherwise;
and its weapons: the same, each with the same ammunition and ATK values (an ATK marked designer on the
replacing unit's row may differ)."""


def _weapon_problem(unit: Unit, base: Unit) -> str | None:
    theirs = {w.weapon: w for w in base.weapons}
    if [w.weapon for w in unit.weapons] != list(theirs):
        return "its weapons are not the same"
    for mine in unit.weapons:
        for field in ("ammo", "attack", "response"):
            if getattr(mine, field) != getattr(theirs[mine.weapon], field) and field not in mine.designer:
                return f"{mine.weapon} {field} {getattr(mine, field)}, not {getattr(theirs[mine.weapon], field)}"
    return None


def check_replacements(game: Game) -> list[Fault]:
    source = game.sources["units.yaml"]
    faults = []
    for i, unit in enumerate(game.units.values()):
        base = game.units.get(unit.replaces) if unit.replaces else None
        if base is None:
            continue
        chosen = {field for field in unit.designer if field in unit.notes}
        found = [(field, f"{getattr(unit, field)}, not {getattr(base, field)}") for field in SAME_AS_REPLACED
                 if getattr(unit, field) != getattr(base, field) and field not in chosen]
        if (weapons := _weapon_problem(unit, base)) is not None:
            found.append(("weapons", weapons))
        faults += [source.fault(("units", i, field), f"{unit.id} replaces {base.id} and so plays by its values "
                                                     f"({field}: {shown}); mark it as a designer value with a note "
                                                     "to change it")
                   for field, shown in found]
    return faults


def check_board_readings(game: Game) -> list[Fault]:
    """Which board side a scenario uses is a reading: the data says why."""
    return [scenario_source(game, s).fault(("board",), "say why this scenario is played on this board side: "
                                                      "mark board as a designer value with a note")
            for s in scenarios(game) if "board" not in s.notes]
