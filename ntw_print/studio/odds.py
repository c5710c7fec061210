"""How a change moved the game's odds: each chance the game's rules give (its plugin's `odds`) that
is not what it was, before and after."""

from __future__ import annotations

SHOWN = 40  # a change that moves more chances than this shows the first ones and how many there are


def odds_moves(before, after) -> list[dict]:
    """[{"shot", "before", "after"}] for every chance that moved (None for one the other lacks); []
    for a game whose rules give none."""
    reckon = after.plugin.odds
    if reckon is None or before.plugin.odds is None:
        return []
    old, new = before.plugin.odds(before), reckon(after)
    moved = [{"shot": shot, "before": old.get(shot), "after": new.get(shot)}
             for shot in [*new, *(s for s in old if s not in new)] if old.get(shot) != new.get(shot)]
    if len(moved) > SHOWN:
        moved = moved[:SHOWN] + [{"shot": f"and {len(moved) - SHOWN} more", "before": None, "after": None}]
    return moved
