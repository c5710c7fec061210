"""Unit codes: four classes written together, firepower, defensive, movement and morale (`E5V5`).

The classes a code may name are those of the quick reference's class tables; morale is 1 to 5.
A code that does not read is refused with what was expected where it went wrong. The rules print
the Abrams as `A1I13` and the Somalia APCs as `D3I13`, which no code can be (there is no morale 13
and no movement class I1): the game reads them as `A1II3` and `D3II3`, movement II with a misprinted
I, and the parser points to that reading when it meets the misprint.
"""

from __future__ import annotations

from dataclasses import dataclass

from .charts import MORALE, Charts


class CodeError(ValueError):
    """A unit code that does not read, and why."""


@dataclass(frozen=True)
class UnitCode:
    firepower: str
    defensive: str
    movement: str
    morale: int

    def __str__(self) -> str:
        return f"{self.firepower}{self.defensive}{self.movement}{self.morale}"


def parse_code(written, charts: Charts) -> UnitCode:
    """The unit code `written` read against the class tables; CodeError saying what is wrong."""
    if not isinstance(written, str) or not written.strip():
        raise CodeError(f"unit code {written!r}: a unit code is written as text such as E5V5")
    code = written.strip()
    firepower, defensive, rest = code[:1], code[1:2], code[2:]
    head = f"unit code '{code}'"
    if firepower not in charts.firepower:
        raise CodeError(f"{head} starts with its firepower class, one of {', '.join(charts.firepower)} "
                        f"(got '{firepower}')")
    if defensive not in charts.defensive:
        raise CodeError(f"{head}: after firepower {firepower} comes the defensive class, one of "
                        f"{', '.join(charts.defensive)} (got '{defensive}')")
    if len(rest) < 2:
        raise CodeError(f"{head} ends too soon: after defensive class {defensive} come a movement class "
                        f"({', '.join(charts.movement)}) and a morale ({MORALE[0]} to {MORALE[-1]})")
    movement, morale = rest[:-1], rest[-1]
    if movement not in charts.movement:
        misprint = movement.replace("1", "I")
        hint = (f"; with its 1 a misprinted I it would read {firepower}{defensive}{misprint}{morale}"
                if misprint in charts.movement else "")
        raise CodeError(f"{head}: '{movement}' between defensive class {defensive} and the morale is no movement "
                        f"class ({', '.join(charts.movement)}){hint}")
    if not morale.isdigit() or int(morale) not in MORALE:
        raise CodeError(f"{head} ends with its morale, one digit {MORALE[0]} to {MORALE[-1]} (got '{morale}')")
    return UnitCode(firepower, defensive, movement, int(morale))
