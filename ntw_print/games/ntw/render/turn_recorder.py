"""`turn-recorder.pdf`, drawn by the track kind: the turn table as a record track, a box per turn that
the turn marker fits in, END and each side's INT under it (marked where the table gives a designer
value), each scenario's span of turns and the end-of-turn reminder, all derived by rules/recorder.py."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ....kinds import KINDS
from ....kinds.track.schema import TrackSheet
from ..rules.recorder import Recorder, turn_recorder
from ..rules.turns import LAST_TURN
from ..rules.wheel import signed

if TYPE_CHECKING:
    from ..loader import Game

MARKER_ROOM = 1.2  # around the turn marker, inside its box
COLUMN = 22.0  # mm each turn takes across


def recorder_spec(game: Game, recorder: Recorder | None = None) -> TrackSheet:
    """The track sheet that prints the recorder (`recorder`: the game's own unless given)."""
    recorder = recorder or turn_recorder(game)
    turns = recorder.turns
    sides = [game.sides[value.side] for value in turns[0].intel]
    rows = [{"label": "END", "values": [signed(t.endurance) for t in turns],
             "chosen": [t.turn for t in turns if "endurance" in t.chosen]}]
    rows += [{"label": f"{side.name} INT", "values": [signed(t.intel[k].value) for t in turns],
              "chosen": [t.turn for t in turns if "intel" in t.chosen], "colour": side.colour, "tint": side.tint}
             for k, side in enumerate(sides)]
    if not recorder.spans:  # no scenarios yet: a row to note each end of the game by hand
        rows += [{"label": f"{name} turn", "values": [""] * len(turns)} for name in ("Start", "End")]
    spans = [{"label": f"{s.title}: turns {s.start}\u2013{s.end}", "from": s.start, "to": s.end}
             for s in recorder.spans]
    size = recorder.marker_size + 2 * MARKER_ROOM
    track = {"label": "", "from": turns[0].turn, "to": turns[-1].turn, "size": f"{size}mm",
             "shape": "round" if recorder.marker_round else "square", "column": f"{max(COLUMN, size)}mm",
             "number": "above", "names": {"numbers": "Turn", "boxes": "Turn marker", "spans": "Scenarios"},
             "rows": rows, "spans": spans, "notes": list(recorder.reminder)}
    return TrackSheet.model_validate({"kind": "track", "title": "Turn recorder", "credit": game.info.credit,
                                      "landscape": True, "tracks": [track]})


def turn_recorder_sheet(game: Game, options) -> list:
    return KINDS["track"].pages(recorder_spec(game), options)


def recorder_fit_problem(game: Game) -> str | None:
    """Why the recorder does not fit A4 or Letter, with the most turns that would; None when it fits."""
    recorder = turn_recorder(game)
    problem = _unprintable(game, recorder)
    if problem is None:
        return None
    most = next((n for n in range(len(recorder.turns) - 1, 0, -1)
                 if _unprintable(game, replace(recorder, turns=recorder.turns[:n])) is None), 0)
    scenarios = f" and {len(recorder.spans)} scenarios" if recorder.spans else ""
    fits = f"at most {most} turns would fit" if most >= LAST_TURN else "fewer scenarios would fit"
    return f"the turn recorder for {len(recorder.turns)} turns{scenarios} cannot be printed ({problem}): {fits}"


def _unprintable(game: Game, recorder: Recorder) -> str | None:
    try:
        problems = KINDS["track"].problems(recorder_spec(game, recorder))
    except ValueError as exc:  # more boxes than a track holds
        return str(exc).splitlines()[-1]
    return problems[0][1] if problems else None
