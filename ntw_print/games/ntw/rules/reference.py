"""What the turn-sequence and hit-score reference cards print, from the data: templates/reference-card.yaml
holds their words, and this fills its {placeholders}: the sides' names, the die, the dice each weapon
rolls, the end of the game, the acted marker, the weapons that wipe out a unit or ignore DEF, and the
rows of moves, protection and status values (the worked examples are in summary.py). A value the data
marks as a designer choice is named in its row's `chosen` fields or flag, or comes with the designer
mark in its words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.errors import Fault
from ....kinds.placeholders import Rows, filled_model, placeholder_faults
from .movement import hexes_moved
from .recorder import LAST_TURN
from .special import special_rules, time_out_words
from .summary import ACTED_MARKER, names_of

if TYPE_CHECKING:
    from ..loader import Game

REFERENCE_TEMPLATE = "reference-card.yaml"
"""The words of the turn-sequence and hit-score cards (templates/)."""


def card_values(game: Game) -> dict[str, object]:
    """What each {placeholder} of templates/reference-card.yaml stands for, from the data: words, None
    where the data has nothing to say (the bullet naming it is left out), or the rows of a table."""
    acted = game.markers.get(ACTED_MARKER)
    weapons = game.weapons.values()
    groups: dict[int, list] = {}  # weapons by the dice they roll
    for weapon in weapons:
        groups.setdefault(weapon.dice, []).append(weapon)
    return {
        "attacker": game.sides[game.attacker].name, "defender": game.sides[game.defender].name,
        "die": f"d{game.info.die.sides}",
        "dice": "; ".join(f"{names_of(group)}: {n} {'dice' if n > 1 else 'die'}" for n, group in
                          sorted(groups.items(), key=lambda item: -item[0])),
        "time_out": time_out_words(game, LAST_TURN, game.sides[game.defender].name),
        "acted_back": acted.back.text if acted and acted.back else None,
        "acted_front": acted.front.text if acted and acted.back else None,
        "whole_unit": names_of((w for w in weapons if w.kills_whole_unit), "or", none="") or None,
        "ignores_defence": names_of((w for w in weapons if w.ignores_defence), "or", "ignores_defence", "") or None,
        "moves": _move_rows(movement_rows(game)),
        "protection": _value_rows([(t.name, t.protection, "protection" in t.designer) for t in game.terrain.values()]),
        "status": _value_rows([(s.name, s.modifier, "modifier" in s.designer) for s in game.statuses.values()]),
    }


def _move_rows(moves: list[MoveRow]) -> Rows:
    rows = [[m.name, m.off_road, m.on_road, "" if m.city_off_road is None else m.city_off_road] for m in moves]
    return Rows(rows, {(r, c) for r, m in enumerate(moves)
                       for c, field in enumerate(("off_road", "on_road", "city_off_road"), 1) if field in m.chosen})


def _value_rows(rows: list[tuple[str, int, bool]]) -> Rows:
    """(name, value, whether the data marks it designer) as a table's rows."""
    return Rows([[name, value] for name, value, _ in rows], {(r, 1) for r, (_, _, chosen) in enumerate(rows) if chosen})


def reference_template_faults(game: Game) -> list[Fault]:
    """Every {placeholder} of templates/reference-card.yaml names a value of the card (that the faces,
    filled in, are ones the table kind can print is fits.py's check: the kind's schema loads its layout)."""
    return placeholder_faults(game.templates.sources[REFERENCE_TEMPLATE], card_values(game))


def filled_cards(game: Game) -> tuple[dict[str, object], type]:
    """The values the template is filled with, and the model it must then be."""
    from ....kinds.table.schema import CardFace

    return card_values(game), filled_model("FilledCards", turn_sequence=CardFace, hit_score=CardFace)


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
