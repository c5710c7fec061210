"""How a change moved the game's odds: each chance the game's rules give (its plugin's `odds`) that
is not what it was, before and after."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...games import LoadedGame

SHOWN = 40  # a change that moves more chances than this shows the first ones and how many there are


class GameOdds:
    """A build's game and its odds, reckoned the first time they are asked for and kept: the studio
    compares each build with the last good one without working the last one's odds out again."""

    def __init__(self, game: LoadedGame):
        self.game = game
        self._odds: dict[str, str] | None = None
        self._reckoned = False

    def odds(self) -> dict[str, str] | None:
        """The chances the game's rules give, by shot; None for a game whose rules give none."""
        if not self._reckoned:
            reckon = self.game.plugin.odds
            self._odds, self._reckoned = (None if reckon is None else reckon(self.game)), True
        return self._odds


def odds_moves(before: GameOdds, after: GameOdds) -> list[dict]:
    """[{"shot", "before", "after"}] for every chance that moved (None for one the other lacks); []
    for a game whose rules give none."""
    old, new = before.odds(), after.odds()
    if old is None or new is None:
        return []
    moved = [{"shot": shot, "before": old.get(shot), "after": new.get(shot)}
             for shot in [*new, *(s for s in old if s not in new)] if old.get(shot) != new.get(shot)]
    if len(moved) > SHOWN:
        moved = moved[:SHOWN] + [{"shot": f"and {len(moved) - SHOWN} more", "before": None, "after": None}]
    return moved
