"""What only laying out shows, checked by `ntw-print check` (a build meets it as it draws): the turn
recorder holds the turn table and the scenarios on every paper a build allows, the reference cards
hold their blocks, and every word of the data that a marker, tile or piece prints fits its box (the
kinds' `problems`, which lay each distinct face out once). A fault stands at the value that does not fit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import re

from ...core.errors import Fault

if TYPE_CHECKING:
    from .loader import Game

# the words a message quotes before "needs": a drawer's "text 'Cannon' needs", a kind's "'Cannon' needs" (an
# apostrophe inside them is one of a word: "Commander's")
QUOTED = re.compile(r"'([^']*(?:'[a-z][^']*)*)' needs")


def sheet_fit_faults(game: Game) -> list[Fault]:
    from ...kinds import KINDS
    from ...kinds.placeholders import template_faults
    from .render.reference_card import reference_spec
    from .render.turn_recorder import recorder_fit_problem
    from .tile_checks import tile_faults
    from .rules.recorder import RECORDER_TEMPLATE, TURN_MARKER, filled_recorder
    from .rules.reference import REFERENCE_TEMPLATE, filled_cards

    templates = [(REFERENCE_TEMPLATE, filled_cards)]
    if TURN_MARKER in game.markers:
        templates.append((RECORDER_TEMPLATE, filled_recorder))
    faults = [f for name, filling in templates for f in template_faults(game.templates.sources[name], *filling(game))]
    if faults:  # the cards and the recorder are laid out from the filled templates
        return faults
    problem = recorder_fit_problem(game)
    faults = [game.sources["turns.yaml"].fault(("turns",), problem)] if problem else []
    faults += [_located(game, f"reference card {message}", "units.yaml", ("units",))
               for _, message in KINDS["table"].problems(reference_spec(game))]
    return faults + kind_faults(game) + tile_faults(game)


def kind_faults(game: Game) -> list[Fault]:
    """What the pieces kind would refuse to print of the markers and pieces (a word too long for its box, a
    template missing), at the marker or piece it is about."""
    from ...kinds import KINDS
    from .render.pieces import marker_spec, piece_spec

    faults = []
    for file, key, spec in (("markers.yaml", "markers", marker_spec(game)), ("pieces.yaml", "pieces", piece_spec(game))):
        for path, message in KINDS["pieces"].problems(spec, game.symbols, game.info.version or ""):
            faults.append(_located(game, message, file, (key, path[1]) if path[:1] == ("sets",) else (key,)))
    return faults


def _located(game: Game, message: str, file: str, path: tuple) -> Fault:
    """The fault at the data value the message quotes; else at `path` in `file`."""
    return located_value(game, message) or game.sources[file].fault(path, f"does not fit: {message}")


def located_value(game: Game, message: str) -> Fault | None:
    """The fault at the data value the message quotes (the value itself, or the longest value the
    printed text is made of, as a unit's name in 'Infantry 6'), if it quotes one."""
    quoted = QUOTED.search(message)
    if quoted:
        text = quoted.group(1)
        found = [(value == text, len(value), rel, where) for rel, source in sorted(game.sources.items())
                 for where, value in _strings(source.data, ()) if len(value) >= 2 and value in text]
        if found:
            *_, rel, where = max(found, key=lambda f: (f[0], f[1]))
            return game.sources[rel].fault(where, f"too long to print: {message}")
    return None


def _strings(data, path: tuple):
    if isinstance(data, str):
        yield path, data
    elif isinstance(data, dict):
        for key, value in data.items():
            if key not in ("notes", "id"):
                yield from _strings(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _strings(value, path + (i,))
