"""A unit code decoded into the values a label or card prints: each class's name and numbers, the
move in the open, in rough terrain and on roads, the melee value, and the firepower class's row of
the fire chart.

Any row of a sheet of pieces or cards with a `code` field is a unit; its template reads these
fields (`{firepower_name}`, `{move}`, `{hit_4}` ...) as it reads the row's own.
"""

from __future__ import annotations

from .charts import Charts
from .codes import UnitCode, parse_code
from .melee import melee_value

CODE_FIELD = "code"


def decoded(code: UnitCode, charts: Charts) -> dict:
    """Every value the code stands for, by field name."""
    firepower = charts.firepower[code.firepower]
    defensive = charts.defensive[code.defensive]
    movement = charts.movement[code.movement]
    fields = {
        "firepower": code.firepower, "firepower_name": firepower.name, "rate": firepower.rate,
        "defensive": code.defensive, "defensive_name": defensive.name,
        "movement": code.movement, "movement_name": movement.name,
        "move": _inches(movement.inches), "rough": _inches(movement.rough), "road": _inches(movement.road),
        "morale": code.morale, "melee": melee_value(code, charts), "reach": _reach(charts.reach(code.firepower)),
    }
    for inches, roll in charts.fire[code.firepower].items():
        fields[f"hit_{inches}"] = "x" if roll is None else roll
    return fields


def decoded_words(code: UnitCode, charts: Charts) -> tuple[str, str, str]:
    """The code's firepower, defensive and movement classes in words, as the quick reference's
    unit-code table prints them: `E Small arms`, `5 Foot`, `V Foot 2"`."""
    movement = charts.movement[code.movement]
    return (f"{code.firepower} {charts.firepower[code.firepower].name}",
            f"{code.defensive} {charts.defensive[code.defensive].name}",
            f'{code.movement} {movement.name} {_inches(movement.inches)}"')


def complete_row(charts: Charts, row: dict) -> dict:
    """The fields a row with a unit code gains (none for a row without one); CodeError when its
    code does not read."""
    if CODE_FIELD not in row:
        return {}
    return decoded(parse_code(row[CODE_FIELD], charts), charts)


def _reach(inches: int) -> str:
    """The longest range a class hits at, as a card says it: `4"`, or `none`."""
    return f'{inches}"' if inches else "none"


def _inches(value: float) -> int | float:
    """A length as printed: 2 rather than 2.0, 2.5 as it is."""
    return int(value) if float(value).is_integer() else value
