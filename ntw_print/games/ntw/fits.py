"""What only laying out and drawing shows, checked by `ntw-print check` (a build meets it as it draws):
the turn recorder holds the turn table and the scenarios on every paper a build
allows, the reference cards hold their blocks, and every word of the data that a marker, tile or piece
prints fits its box.
A fault stands at the value that does not fit.

Each distinct card and piece (a tile with the highest number of its kind, whose title is the widest)
is drawn by the sheets' own drawers onto a canvas that is never saved: a few hundredths of a second."""

from __future__ import annotations

import io
import re

from ...core.errors import Fault, LayoutError

QUOTED = re.compile(r"(?:text|box '[^']*':) '(.+)' needs")  # a sheet's drawer's words, or the pieces kind's
NUMBERED = re.compile(r"-\d+$")


def sheet_fit_faults(game) -> list[Fault]:
    from ...kinds import KINDS
    from ...kinds.placeholders import template_faults
    from .render.reference_card import reference_spec
    from .render.turn_recorder import recorder_fit_problem
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
    return faults + word_faults(game) + kind_faults(game)


def kind_faults(game) -> list[Fault]:
    """What the pieces kind would refuse to print of the markers and pieces (a word too long for its box, a
    template missing), at the marker or piece it is about."""
    from ...kinds import KINDS
    from .render.markers import marker_spec
    from .render.pieces import piece_spec

    faults = []
    for file, key, spec in (("markers.yaml", "markers", marker_spec(game)), ("pieces.yaml", "pieces", piece_spec(game))):
        for path, message in KINDS["pieces"].problems(spec, game.symbols, game.info.version or ""):
            faults.append(_located(game, message, file, (key, path[1]) if path[:1] == ("sets",) else (key,)))
    return faults


def word_faults(game) -> list[Fault]:
    """One fault per text a card or piece cannot hold, at the data value the text is made of."""
    from reportlab.pdfgen.canvas import Canvas

    from ...print.layout.sheet import MAX_BLEED_MM, Box
    from ...print.render.pdf import FONT, register_fonts
    from . import digital

    register_fonts()
    canvas = Canvas(io.BytesIO(), initialFontName=FONT)
    makers = [("units.yaml", ("units",), lambda: _last_of_each(digital.unit_tiles(game, None))),
              ("weapons.yaml", ("weapons",), lambda: _last_of_each(digital.section_tiles(game, None))),
              ("game.yaml", ("version",), lambda: _stamped_tile(game))]
    faults: dict[str, Fault] = {}
    for file, path, make in makers:
        try:
            for piece in make():
                for face in (piece.front, piece.back):
                    if face is not None:
                        face(canvas, Box(0.0, 0.0, piece.width, piece.height), MAX_BLEED_MM)
        except LayoutError as exc:
            message = str(exc)
            faults.setdefault(message, _located(game, message, file, path))
    return list(faults.values())


def _stamped_tile(game) -> list:
    """A unit tile with the widest stamp the version can make, where the tile's template asks for one."""
    from ...print.layout.scale_bar import widest_stamp
    from ...print.render.pdf import measure
    from .model.templates import unit_tile_template
    from .render.tiles import unit_tile_pieces

    if not (unit_tile_template(game).stamp and game.info.version):
        return []
    return unit_tile_pieces(game, widest_stamp(game.info.version, measure))[:1]


def _last_of_each(tiles: list) -> list:
    """The tile with the highest number of each unit or side: its title is the widest."""
    return list({NUMBERED.sub("", tile.title): tile for tile in tiles}.values())


def _located(game, message: str, file: str, path: tuple) -> Fault:
    """The fault at the data value the message quotes (the value itself, or the longest value the
    printed text is made of, as a unit's name in 'Infantry 6'); else at `path` in `file`."""
    quoted = QUOTED.search(message)
    if quoted:
        text = quoted.group(1)
        found = [(value == text, len(value), rel, where) for rel, source in sorted(game.sources.items())
                 for where, value in _strings(source.data, ()) if len(value) >= 2 and value in text]
        if found:
            *_, rel, where = max(found, key=lambda f: (f[0], f[1]))
            return game.sources[rel].fault(where, f"too long to print: {message}")
    return game.sources[file].fault(path, f"does not fit: {message}")


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
