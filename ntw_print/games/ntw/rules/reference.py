"""The numbers of the turn-sequence reference card, from the data: moves, dice, protection and
status values, and which weapons kill a whole unit or ignore defence (the worked examples are in
summary.py). A value the data marks as a designer choice is named in its row's `chosen` fields or
flag, or comes with the designer mark in its words."""

from __future__ import annotations

from dataclasses import dataclass

from ....core.marks import marked
from .movement import hexes_moved
from .special import special_rules


@dataclass(frozen=True)
class MoveRow:
    """How far one kind of unit moves: off road, staying on a road, and off road in the city
    (None when the city makes no difference)."""

    name: str
    off_road: int
    on_road: int
    city_off_road: int | None
    chosen: frozenset[str] = frozenset()  # of off_road, on_road, city_off_road: designer values


def movement_rows(game) -> list[MoveRow]:
    """One row per unit name (Red and Blue infantry share a row when they move alike), data order."""
    rows: dict[tuple, MoveRow] = {}
    for unit in game.units.values():
        off, road, city = (hexes_moved(game, unit.id, False, False), hexes_moved(game, unit.id, True, False),
                           hexes_moved(game, unit.id, False, True))
        row = MoveRow(unit.name, off, road, city if city != off else None, _moves_chosen(game, unit))
        rows.setdefault((row.name, off, road, row.city_off_road), row)
    return list(rows.values())


def _moves_chosen(game, unit) -> frozenset[str]:
    """Which of a unit's moves come from a designer value: MOVE or LOAD, the road bonus, the city's limit."""
    movement = special_rules(game).movement
    tile = bool({"move", "load"} & set(unit.designer))
    chosen = {"off_road"} if tile else set()
    if tile or "road_bonus" in movement.designer:
        chosen.add("on_road")
    if "city_off_road_armoured" in movement.designer:
        chosen.add("city_off_road")
    return frozenset(chosen)


def protection_rows(game) -> list[tuple[str, int, bool]]:
    """Each terrain's name, its TER and whether the data marks that designer."""
    return [(t.name, t.protection, "protection" in t.designer) for t in game.terrain.values()]


def status_rows(game) -> list[tuple[str, int, bool]]:
    """Each status's name, its STAT and whether the data marks that designer."""
    return [(s.name, s.modifier, "modifier" in s.designer) for s in game.statuses.values()]


def dice_groups(game) -> list[tuple[int, list[str]]]:
    """Weapons by the number of dice they roll, most dice first: [(4, ['Assault rifle']), (1, [...])]."""
    groups: dict[int, list[str]] = {}
    for weapon in game.weapons.values():
        groups.setdefault(weapon.dice, []).append(weapon.name)
    return sorted(groups.items(), key=lambda item: -item[0])


def whole_unit_weapons(game) -> list[str]:
    """Weapons whose hit kills every figure of the unit hit."""
    return [w.name for w in game.weapons.values() if w.kills_whole_unit]


def defence_ignored_by(game) -> list[str]:
    """The weapons no DEF counts against, each marked when that is a designer reading."""
    return [marked(w.name, "ignores_defence" in w.designer) for w in game.weapons.values() if w.ignores_defence]
