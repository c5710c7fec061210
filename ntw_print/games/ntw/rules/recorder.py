"""What the turn recorder prints: one box per turn with END and each side's INT from the turn
table (each marked when the table gives it as a designer value), the size of the turn marker that sits in the box, the scenarios' spans of turns, and the
end-of-turn reminder."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .lookup import lookup
from .special import time_out_words
from .turns import endurance, intel

if TYPE_CHECKING:
    from ..loader import Game

LAST_TURN = "the scenario's last turn"
"""How a sheet for every scenario names the turn the game ends with."""
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
    reminder: tuple[str, ...]


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
    return Recorder(turns, marker.size, marker.shape == "round", spans, reminder(game, spans))


def scenario_spans(game: Game) -> tuple[Span, ...]:
    """Each scenario's first and last turn, in the book's order."""
    scenarios = sorted(game.folder("scenarios").values(), key=lambda s: (s.number, s.title))
    return tuple(Span(s.number, s.title, s.turns.start, s.turns.end) for s in scenarios)


def reminder(game: Game, spans: tuple[Span, ...]) -> tuple[str, ...]:
    """The words printed under the track."""
    words = [
        "Start: put the turn marker on the scenario's first turn.",
        "End of every turn: take all markers off the board, then move the turn marker on by one box.",
    ]
    timeouts = {s.victory.time_out for s in game.folder("scenarios").values()}
    if len(timeouts) == 1:
        (side,) = timeouts
        words.append(time_out_words(game, LAST_TURN, game.sides[side].name))
    else:
        words.append("The game ends when the scenario's last turn is over.")
    return tuple(words)
