"""What the combat results table gives at each odds column, as chances over the one d6 rolled: the
defender eliminated, retreating, losing a step, the attacker eliminated or losing a step, and the
hits each side takes on average. The studio shows how a change to the table moved them."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from ...core.numbers import percent
from . import rules
from .aid_checks import AID
from .sheets import tables

if TYPE_CHECKING:
    from ..sheets.model import SheetsGame

OUTCOMES = (("defender eliminated", 1, lambda o: o.eliminated), ("defender retreats", 1, lambda o: o.retreat),
            ("defender loses a step", 1, lambda o: o.step_loss),
            ("attacker eliminated", 0, lambda o: o.eliminated), ("attacker loses a step", 0, lambda o: o.step_loss))


def crt_chances(game: SheetsGame) -> dict[str, str]:
    """{"CRT 2:1: defender retreats": "50.0%", ...} for every odds column of the aid's table."""
    table = tables(game, AID)["crt"][1]
    columns = [text for text, _ in table.header_rows()[-1][1:]]
    results = [[rules.read_result(cell) for cell in row[1:]] for row in table.body_rows()]
    found = {}
    for c, column in enumerate(columns):
        for name, side, happens in OUTCOMES:
            share = Fraction(sum(1 for row in results if happens(row[c][side])), len(results))
            found[f"CRT {column}: {name}"] = percent(share, 1)
        for side, name in ((1, "defender"), (0, "attacker")):
            hits = Fraction(sum(row[c][side].hits for row in results), len(results))
            found[f"CRT {column}: hits on the {name}"] = f"{float(hits):.2f} on average"
    return found
