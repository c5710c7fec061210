"""`turn-recorder.pdf`, drawn by the track kind: the turn table as a record track, a box per turn that
the turn marker fits in, END and each side's INT under it (marked where the table gives a designer
value), each scenario's span of turns and the end-of-turn reminder: the words of
templates/turn-recorder.yaml, filled in by rules/recorder.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds import KINDS
from ....kinds.placeholders import filled
from ....kinds.track.schema import TrackSheet
from ..rules.recorder import RECORDER_TEMPLATE, filled_recorder, scenario_spans
from ..rules.turns import LAST_TURN

if TYPE_CHECKING:
    from ..loader import Game


def recorder_spec(game: Game, turns: int | None = None) -> TrackSheet:
    """The track sheet that prints the recorder (`turns`: of `recorder_values`)."""
    template = filled(game.templates.sources[RECORDER_TEMPLATE], *filled_recorder(game, turns))
    return TrackSheet.model_validate({"kind": "track", "title": template["title"], "credit": game.info.credit,
                                      "landscape": template["landscape"], "tracks": [template["track"]]})


def turn_recorder_sheet(game: Game, options) -> list:
    return KINDS["track"].pages(recorder_spec(game), options)


def recorder_fit_problem(game: Game) -> str | None:
    """Why the recorder does not fit A4 or Letter, with the most turns that would; None when it fits."""
    problem = _unprintable(game)
    if problem is None:
        return None
    count, spans = len(game.turns.turns), len(scenario_spans(game))
    most = next((n for n in range(count - 1, 0, -1) if _unprintable(game, n) is None), 0)
    scenarios = f" and {spans} scenarios" if spans else ""
    fits = f"at most {most} turns would fit" if most >= LAST_TURN else "fewer scenarios would fit"
    return f"the turn recorder for {count} turns{scenarios} cannot be printed ({problem}): {fits}"


def _unprintable(game: Game, turns: int | None = None) -> str | None:
    try:
        problems = KINDS["track"].problems(recorder_spec(game, turns))
    except ValueError as exc:  # more boxes than a track holds
        return str(exc).splitlines()[-1]
    return problems[0][1] if problems else None
