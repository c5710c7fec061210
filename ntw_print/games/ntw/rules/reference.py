"""The numbers of the turn-sequence reference card, from the data: moves, dice, and which weapons
kill a whole unit or ignore defence (the worked examples are in summary.py)."""

from __future__ import annotations

from dataclasses import dataclass

from .movement import hexes_moved


@dataclass(frozen=True)
class MoveRow:
    """How far one kind of unit moves: off road, staying on a road, and off road in the city
    (None when the city makes no difference)."""

    name: str
    off_road: int
    on_road: int
    city_off_road: int | None


def movement_rows(game) -> list[MoveRow]:
    """One row per unit name (Red and Blue infantry share a row when they move alike), data order."""
    rows: dict[tuple, MoveRow] = {}
    for unit in game.units.values():
        off, road, city = (hexes_moved(game, unit.id, False, False), hexes_moved(game, unit.id, True, False),
                           hexes_moved(game, unit.id, False, True))
        row = MoveRow(unit.name, off, road, city if city != off else None)
        rows.setdefault((row.name, off, road, row.city_off_road), row)
    return list(rows.values())


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
    return [w.name for w in game.weapons.values() if w.ignores_defence]
