"""What the turn recorder prints: one box per turn with END and each side's INT from the turn
table (each marked when the table gives it as a designer value), the size of the turn marker that
sits in the box, the scenarios' spans of turns and the end of a game nobody won, filled into the words
of templates/turn-recorder.yaml."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.errors import Fault
from ....core.numbers import signed
from ....kinds.placeholders import filled_model, placeholder_faults
from .lookup import lookup
from .scenarios import scenarios
from .special import time_out_words
from .turns import endurance, intel

if TYPE_CHECKING:
    from ..loader import Game

LAST_TURN = "the scenario's last turn"
"""How a sheet for every scenario names the turn the game ends with."""
RECORDER_TEMPLATE = "turn-recorder.yaml"
"""The words of the turn recorder (templates/)."""
MARKER_ROOM = 1.2  # mm around the turn marker, inside its box
COLUMN = 22.0  # mm each turn takes across
TURN_MARKER = "turn"
"""The id of the marker that moves along the track (markers.yaml)."""


def scenario_spans(game: Game) -> list[dict]:
    """Each scenario's turns, in the book's order, as the track's spans: the turn marker starts on
    the first; the game ends when the last is over."""
    return [{"label": f"{s.title}: turns {s.turns.start}\u2013{s.turns.end}", "from": s.turns.start, "to": s.turns.end}
            for s in scenarios(game)]


def time_out(game: Game) -> str:
    """The end of a game nobody won, under the track: the scenarios' winner when they share one."""
    timeouts = {s.victory.time_out for s in scenarios(game)}
    return (time_out_words(game, LAST_TURN, game.sides[next(iter(timeouts))].name) if len(timeouts) == 1
            else "The game ends when the scenario's last turn is over.")


def recorder_values(game: Game, turns: int | None = None) -> dict[str, object]:
    """What each {placeholder} of templates/turn-recorder.yaml stands for: the track kind's rows (END and
    each side's INT, attacker first, marked on the turns the table gives as designer values) and spans,
    and the box the turn marker fits in. `turns`: the table's first that many turns only."""
    table = game.turns.turns[:turns]
    sides = [game.sides[s] for s in (game.attacker, game.defender)]
    rows = [{"label": "END", "values": [signed(endurance(game, t.turn)) for t in table],
             "chosen": [t.turn for t in table if "endurance" in t.designer]}]
    rows += [{"label": f"{side.name} INT", "values": [signed(intel(game, side.id, t.turn)) for t in table],
              "chosen": [t.turn for t in table if "intel" in t.designer], "colour": side.colour, "tint": side.tint}
             for side in sides]
    found = scenario_spans(game)
    if not found:  # no scenarios yet: a row to note each end of the game by hand
        rows += [{"label": f"{name} turn", "values": [""] * len(table)} for name in ("Start", "End")]
    marker = lookup("marker", game.markers, TURN_MARKER)
    size = marker.size + 2 * MARKER_ROOM
    return {"first": table[0].turn, "last": table[-1].turn, "size": f"{size}mm", "column": f"{max(COLUMN, size)}mm",
            "shape": "round" if marker.shape == "round" else "square", "rows": rows, "time_out": time_out(game),
            "spans": found}


def recorder_template_faults(game: Game) -> list[Fault]:
    """Every {placeholder} of templates/turn-recorder.yaml names a value of the recorder (that the track,
    filled in, is one the track kind can print is fits.py's check: the kind's schema loads its layout)."""
    if TURN_MARKER not in game.markers:
        return []
    return placeholder_faults(game.templates.sources[RECORDER_TEMPLATE], recorder_values(game))


def filled_recorder(game: Game, turns: int | None = None) -> tuple[dict[str, object], type]:
    """The values the template is filled with (`recorder_values`), and the model it must then be."""
    from ....kinds.track.schema import Track

    return recorder_values(game, turns), filled_model("FilledRecorder", title=str, landscape=bool, track=Track)
