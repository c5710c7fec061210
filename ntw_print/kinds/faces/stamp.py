"""A face's `{stamp}`: which print a piece or card is, the game's version and its data's fingerprint
(`playtest 3 · data 1f2e3d4c`), the stamp its sheet's foot prints, set small in a box of its own.

The build works out the stamp and hands it down as a render input (`BuildOptions.stamp`); verify
reads it from the manifest. `check` knows the version but not the fingerprint yet: it measures the
widest stamp the version can make (layout/scale_bar.widest_stamp), so that any real one fits.
"""

from __future__ import annotations

from ...print.layout.scale_bar import STAMP_MIN_PT
from .fold import printed_parts
from .items import STAMP, Item
from .layout import face_boxes
from .overrun import text_path
from .schema import Templates, fields_named


def stamp_problems(templates: Templates, items: list[Item]) -> list[tuple[tuple, str]]:
    """Boxes that print `{stamp}` where it cannot be: a game.yaml with no version (the items' stamp is
    empty), or type allowed to shrink below STAMP_MIN_PT. Once a box, where its words are written.
    (Whether the widest stamp fits its box and keeps out of the safe margin is measured with every
    other box's words.)"""
    found: dict[tuple, str] = {}
    seen: set[tuple] = set()
    for item in items:
        for part in printed_parts(item):
            call = part.call
            if call is None or (call.template, part.box.width, part.box.height) in seen:
                continue  # every row of a template prints the same stamp: once
            seen.add((call.template, part.box.width, part.box.height))
            for placed in face_boxes(templates, call.template, part.box.width, part.box.height):
                if STAMP not in fields_named(placed.content.text):
                    continue
                path = text_path(templates, call.template, placed.name)
                if not call.values.get(STAMP):
                    found.setdefault(path, f"box '{placed.name}' prints {{{STAMP}}}, which print this is, but "
                                           "game.yaml gives no version: add one (version: playtest 1)")
                elif placed.content.min_size < STAMP_MIN_PT:
                    found.setdefault(path, f"box '{placed.name}' prints {{{STAMP}}} at as little as "
                                           f"{placed.content.min_size:g} pt: a stamp needs {STAMP_MIN_PT:g} pt at "
                                           f"least to be read (size and min_size {STAMP_MIN_PT:g} or more)")
    return list(found.items())
