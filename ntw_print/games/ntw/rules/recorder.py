"""What the turn recorder prints: one box per turn with END and each side's INT from the turn
table (each marked when the table gives it as a designer value), the size of the turn marker that
sits in the box, the scenarios' spans of turns and the end of a game nobody won, filled into the words
of templates/turn-recorder.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.errors import Fault
from ....kinds.placeholders import filled_model, placeholder_faults
from .lookup import lookup
from .special import time_out_words
from .turns import endurance, intel
from .wheel import signed

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


@dataclass(frozen=True)
class SideValue:
    side: str
    value: int


@dataclass(frozen=True)
class TurnBox:
    turn: int
    endurance: int
    intel: tuple[SideValue, ...]  # attacker first
    chosen: frozenset[str] = frozenset()  # of endurance, intel: the turn table's designer values


@dataclass(frozen=True)
class Span:
    """The turns a scenario is played over: the turn marker starts on `start`; the game ends when
    turn `end` is over."""

    number: int
    title: str
    start: int
    end: int


@dataclass(frozen=True)
class Recorder:
    turns: tuple[TurnBox, ...]
    marker_size: float  # mm
    marker_round: bool
    spans: tuple[Span, ...]  # empty when the game has no scenarios yet
    time_out: str  # the game's end when nobody won, under the track


def turn_recorder(game: Game) -> Recorder:
    """The recorder for this game's data."""
    sides = [game.sides[s] for s in (game.attacker, game.defender)]
    turns = tuple(
        TurnBox(row.turn, endurance(game, row.turn),
                tuple(SideValue(s.id, intel(game, s.id, row.turn)) for s in sides),
                frozenset(row.designer) & {"endurance", "intel"})
        for row in game.turns.turns)
    marker = lookup("marker", game.markers, TURN_MARKER)
    spans = scenario_spans(game)
    timeouts = {s.victory.time_out for s in game.folder("scenarios").values()}
    time_out = (time_out_words(game, LAST_TURN, game.sides[next(iter(timeouts))].name) if len(timeouts) == 1
                else "The game ends when the scenario's last turn is over.")
    return Recorder(turns, marker.size, marker.shape == "round", spans, time_out)


def scenario_spans(game: Game) -> tuple[Span, ...]:
    """Each scenario's first and last turn, in the book's order."""
    scenarios = sorted(game.folder("scenarios").values(), key=lambda s: (s.number, s.title))
    return tuple(Span(s.number, s.title, s.turns.start, s.turns.end) for s in scenarios)


def recorder_values(game: Game, recorder: Recorder | None = None) -> dict[str, object]:
    """What each {placeholder} of templates/turn-recorder.yaml stands for (`recorder`: the game's own
    unless given): the track kind's rows and spans, and the box the turn marker fits in."""
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
    size = recorder.marker_size + 2 * MARKER_ROOM
    return {"first": turns[0].turn, "last": turns[-1].turn, "size": f"{size}mm", "column": f"{max(COLUMN, size)}mm",
            "shape": "round" if recorder.marker_round else "square", "rows": rows, "time_out": recorder.time_out,
            "spans": [{"label": f"{s.title}: turns {s.start}\u2013{s.end}", "from": s.start, "to": s.end}
                      for s in recorder.spans]}


def recorder_template_faults(game: Game) -> list[Fault]:
    """Every {placeholder} of templates/turn-recorder.yaml names a value of the recorder (that the track,
    filled in, is one the track kind can print is fits.py's check: the kind's schema loads its layout)."""
    if TURN_MARKER not in game.markers:
        return []
    return placeholder_faults(game.templates.sources[RECORDER_TEMPLATE], recorder_values(game))


def filled_recorder(game: Game, recorder: Recorder | None = None) -> tuple[dict[str, object], type]:
    """The values the template is filled with, and the model it must then be."""
    from ....kinds.track.schema import Track

    return recorder_values(game, recorder), filled_model("FilledRecorder", title=str, landscape=bool, track=Track)
