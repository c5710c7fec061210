"""What `check` finds in the tiles before a build draws them (fits.py asks): what the `pieces` kind would
refuse, and a unit tile template that does not suit the data. Kept apart from the renderer, whose code
is its output's fingerprint."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import Fault
from ...kinds import KINDS
from ...kinds.faces.layout import face_boxes
from .fits import located_value
from .model.templates import unit_tile_template
from .render.pieces import SPECS
from .rules.tiles import max_weapons, track_length

if TYPE_CHECKING:
    from .loader import Game


def tile_faults(game: Game) -> list[Fault]:
    """What would stop the tiles from printing: the kind's problems (at the data value a word too long
    quotes, else a row's at its unit, or at its side's count of section tiles), and a unit tile template with too few rows or boxes for the data, or a box
    that is not the size of the marker that sits on it."""
    faults = []
    for name, file in (("unit-tiles", "unit-tile.yaml"), ("section-tiles", "section-tile.yaml")):
        for path, message in KINDS["pieces"].problems(SPECS[name](game), game.symbols, game.info.version or ""):
            row = path[3] if path[:3] == ("sets", 0, "rows") and len(path) > 3 else None
            faults.append(located_value(game, message) or (
                game.templates.sources[file].fault(path, message) if row is None else
                game.sources["units.yaml"].fault(("units", row), message) if name == "unit-tiles" else
                game.sources["pieces.yaml"].fault(("section_tiles",), message)))
    template, source = unit_tile_template(game), game.templates.sources["unit-tile.yaml"]
    boxes = {p.name: p.box for p in face_boxes(template.templates, template.sets[0].front, *template.sets[0].size)}
    for box, needs, what in (("attack[", max_weapons(game), "weapon rows: a unit carries"),
                             ("ammo[1,", track_length(game), "ammunition boxes: a stock is")):
        have = sum(1 for name in boxes if name.startswith(box))
        if have < needs:
            faults.append(source.fault(("templates",), f"the unit tile has {have} {what} {needs}"))
    for box, marker in (("attack-box[1]", template.markers.covers_attack),
                        ("ammo[1,1]", template.markers.sits_on_ammunition)):
        size = game.markers[marker].size
        if box in boxes and (round(boxes[box].width, 2), round(boxes[box].height, 2)) != (size, size):
            faults.append(source.fault(("markers",), f"box '{box}' is {boxes[box].width:g} x {boxes[box].height:g} "
                                                     f"mm; the {marker} marker that sits on it is {size:g} mm"))
    return faults
