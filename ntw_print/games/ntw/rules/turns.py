"""The turn table: END (fatigue, both sides) and INT (intelligence, per side) for each turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.errors import Fault
from ..model.game import TurnRow
from .lookup import UnknownId, lookup

if TYPE_CHECKING:
    from ..loader import Game

LAST_TURN = 12
"""The turn recorder reaches turn 12: the longest scenarios (Roadblock, Two-way street) end on it."""

STATED_TURNS: dict[int, dict[str, int]] = {
    # Turn 7 of the rulebook's worked examples: "Example B" (Red's anti-tank weapon at Blue's APC,
    # ... + END 2 + INT 4 = 18) and the response example (Blue's assault rifle at moving Red
    # infantry, ... + END 2 + INT 3 = 4). Red attacks, Blue defends.
    7: {"endurance": 2, "attacker": 4, "defender": 3},
}
"""Turn-table values the rulebook states; the data must pass through them."""


def turn_row(game: Game, turn: int) -> TurnRow:
    """The row of the turn table for ``turn``; ``UnknownId`` lists the turns there are."""
    return lookup("turn", {row.turn: row for row in game.turns.turns}, turn)


def endurance(game: Game, turn: int) -> int:
    """END on ``turn``: added to every hit score (negative once fatigue sets in)."""
    return turn_row(game, turn).endurance


def intel(game: Game, side_id: str, turn: int) -> int:
    """INT of side ``side_id`` on ``turn``: added to the hit score of that side's shots."""
    lookup("side", game.sides, side_id)
    return turn_row(game, turn).intel[side_id]


def turn_modifier(game: Game, side_id: str, turn: int) -> int:
    """END + INT: what the turn adds to a hit score of side ``side_id``."""
    return endurance(game, turn) + intel(game, side_id, turn)


def check_turn_table(game: Game) -> list[Fault]:
    """Turns 1..LAST_TURN are there, the attacker's INT never rises, the defender's never falls,
    and the table passes through the values the rulebook states."""
    source = game.sources["turns.yaml"]
    rows = game.turns.turns
    faults = []
    if len(rows) < LAST_TURN:
        faults.append(source.fault(("turns",), f"the table stops at turn {len(rows)}; "
                                               f"the turn recorder needs turns 1 to {LAST_TURN}"))
    roles = {"attacker": game.attacker, "defender": game.defender}
    for i in range(1, len(rows)):
        before, row = rows[i - 1], rows[i]
        for role, side in roles.items():
            was, now = before.intel[side], row.intel[side]
            if (now > was) if role == "attacker" else (now < was):
                never = "rises" if role == "attacker" else "falls"
                faults.append(source.fault(("turns", i, "intel", side),
                                           f"{side} ({role}) INT goes from {was} on turn {before.turn} to {now} "
                                           f"on turn {row.turn}; the {role}'s INT never {never}"))
    for turn, stated in STATED_TURNS.items():
        try:
            row = turn_row(game, turn)
        except UnknownId:
            continue  # reported above as a short table
        i = rows.index(row)
        if row.endurance != stated["endurance"]:
            faults.append(source.fault(("turns", i, "endurance"),
                                       f"END on turn {turn} is {row.endurance}; the rulebook's examples "
                                       f"give {stated['endurance']:+d}"))
        for role, side in roles.items():
            if row.intel[side] != stated[role]:
                faults.append(source.fault(("turns", i, "intel", side),
                                           f"{side} ({role}) INT on turn {turn} is {row.intel[side]}; the "
                                           f"rulebook's examples give {stated[role]:+d}"))
    return faults
