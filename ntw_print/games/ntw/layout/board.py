"""A board side as the board kind draws it (`kind: board`, kinds/board/): the spec a data-only game
would write, made from the rules' board (terrain per hex, roads, buildings, places) and the words of
templates/board-legend.yaml: the house drawn as the kind's floor plan over its floors, and a badge with
the floors of every taller building. Nothing draws here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.geometry import MM_PER_PT
from ....core.marks import marked
from ....kinds.board.schema import BoardSheet
from ....print.layout.text import CAP_HEIGHT
from ..rules.board import Board, board_of, is_building_terrain

if TYPE_CHECKING:
    from ..loader import Game

LEGEND_TEMPLATE = "board-legend.yaml"  # the words of the band (templates/)
ROADS = {"track": (3.0, "#7b5e3c", "#e6d3a8", 0.62), "street": (4.4, "#4d4d4d", "#f3f1ea", 0.72),
         "main": (5.2, "#3d3d3d", "#f6e7a8", 0.72)}
"""Each kind of road, a track under a street under a main road: its whole width (mm), edging and surface
colours, and the surface's share of the width."""
ROAD_BEND = 0.5  # how far a road bends towards the centre of a hex it turns in
TEXTURE = {"open": "grass", "tree": "tree", "forest": "forest", "wooden-building": "planks",
           "concrete-building": "squares", "water": "waves"}
"""The board kind's texture each terrain symbol of the data is drawn with."""
OUTLINE = {"forest": (0.35, 0.55), "water": (0.45, 0.55)}  # forest edges and banks: width (mm), shade
WALL = (0.45, 0.7)  # the outline of each building
PLACES = {"town": (15.0, 1.4, True, False), "district": (8.5, 0.6, True, False), "feature": (8.0, 0.15, False, True)}
"""Place names by kind: size (pt), letter spacing (mm), bold capitals, italic."""
HOUSE_FLOOR, HOUSE_UPPER = "#f4ead6", "#e3cfa9"  # the house plan's floors, one storey or more


def board_spec(game: Game, board_id: str) -> BoardSheet:
    """The kind's spec of board side `board_id`, made once per loaded game."""
    known = game.cache.setdefault("board_specs", {})
    if board_id not in known:
        known[board_id] = BoardSheet.model_validate(_spec(game, board_of(game, board_id)))
    return known[board_id]


def _spec(game: Game, board: Board) -> dict:
    words = game.templates.model(LEGEND_TEMPLATE).words
    info, size = game.info.grid, game.info.grid.hex_size
    terrain, cells = _terrain(game, board, words)
    kinds = [kind for kind in ROADS if any(road.kind == kind for road in board.roads)]
    names = ", ".join(words.road_kinds[kind] for kind in reversed(kinds))
    caption = words.roads_caption.format(kinds=names[:1].upper() + names[1:])
    bridge = {"over": sorted(board.bridged), "name": words.bridge, "caption": words.bridge_caption}
    features = [{"id": kind, "name": words.roads, "caption": caption, "colour": ROADS[kind][2],
                 "width": ROADS[kind][0] * ROADS[kind][3], "casing": ROADS[kind][1], "casing_width": ROADS[kind][0],
                 "bend": ROAD_BEND, "bridge": bridge} for kind in kinds]
    return {
        "kind": "board", "title": game.info.name, "credit": game.info.credit or None,
        "grid": {"shape": "hex", "orientation": info.orientation, "offset": info.offset, "columns": info.columns,
                 "rows": info.rows, "cell": f"{size:g}mm", "labels": info.column_labels, "label_size": 4.6,
                 "label_room": "move", "label_halo": True, "line_colour": "#000000", "line_width": 0.14,
                 "line_opacity": 0.3},
        "edge": "half-hexes",
        "band": {"subtitle": words.side.format(side=board.side, name=marked(board.name, board.chosen)),
                 "scale": board.hex_across or words.one_hex, "north": words.north,
                 "edge": (words.half_hex, words.half_hex_caption)},
        "terrain": terrain, "default": terrain[0]["id"], "cells": cells, "features": features,
        "paths": [{"feature": road.kind, "cells": [board.label_of(h) for h in road.hexes]} for road in board.roads],
        "texts": [_place(board, place, size) for place in board.places],
        "plans": [_house(board, words)] if board.house else [],
        "badges": _badges(board, words),
    }


def _house(board: Board, words) -> dict:
    """The house as the kind's floor plan: each room with its floors under its name."""
    house = board.house
    assert house is not None
    return {"name": words.house, "caption": words.house_caption, "stairs": board.label_of(house.stairs),
            "rooms": [{"name": room.name, "cells": [board.label_of(h) for h in room.hexes],
                       "note": "2 floors" if room.upstairs else "1 floor"} for room in house.rooms],
            "doors": [_side(board, side) for side in sorted(house.doors, key=sorted)],
            "windows": [_side(board, side) for side in sorted(house.windows, key=sorted)]}


def _side(board: Board, side: frozenset) -> list[str]:
    return [board.label_of(h) for h in sorted(side)]


def _badges(board: Board, words) -> dict | None:
    """A badge with the floors of each building of two or more (the house's rooms say theirs), keyed when
    the board has a building of two floors or more."""
    if not any(building.floors >= 2 for building in board.buildings):
        return None
    return {"name": words.floors, "caption": words.floors_caption,
            "at": [{"value": b.floors, "cells": [board.label_of(h) for h in b.hexes]} for b in board.badged_buildings()]}


def _terrain(game: Game, board: Board, words) -> tuple[list[dict], dict[str, list[str]]]:
    """The kind's terrain: each of the game's on the board; a building's each grid character of its own
    (so walls stand between neighbouring buildings), sharing the terrain's name; the house's floors."""
    records, cells = [], {}
    house = board.house.hexes if board.house else frozenset()
    for record in game.terrain.values():
        if not record.on_board:
            continue
        building = is_building_terrain(record)
        width, shade = WALL if building else OUTLINE.get(record.symbol or "", (0.0, 0.55))
        look = {"name": record.name, "colour": record.colour, "texture": TEXTURE.get(record.symbol or ""),
                "outline": width, "outline_shade": shade,
                "caption": words.protection.format(protection=marked(str(record.protection),
                                                                     "protection" in record.designer))}
        characters = sorted({board.characters[h] for h in board.grid.hexes()
                             if board.terrain[h] == record.id}) if building else [""]
        for character in characters or [""]:
            records.append({"id": f"{record.id}-{ord(character)}" if character else record.id, **look})
    for hex_ in board.grid.hexes():
        character = board.characters[hex_]
        if hex_ in house:
            terrain_id = "house-upper" if board.upstairs_at(hex_) else "house"
        elif is_building_terrain(game.terrain[board.terrain[hex_]]):
            terrain_id = f"{board.terrain[hex_]}-{ord(character)}"
        else:
            terrain_id = board.terrain[hex_]
        cells.setdefault(terrain_id, []).append(board.label_of(hex_))
    if house:
        building = game.terrain[board.terrain[next(iter(house))]]
        records += [{"id": "house", "name": building.name, "colour": HOUSE_FLOOR},
                    {"id": "house-upper", "name": building.name, "colour": HOUSE_UPPER}]
    return records, cells


def _place(board: Board, place, size: float) -> dict:
    points, spacing, capitals, italic = PLACES[place.kind]
    baseline = size * 0.19 - CAP_HEIGHT * points * MM_PER_PT / 2  # between the rows of coordinates
    return {"text": place.name.upper() if capitals else place.name, "cell": board.label_of(place.at), "size": points,
            "bold": capitals, "italic": italic, "spacing": spacing, "colour": "#24292e", "halo": "#ffffff",
            "nudge": (0.0, baseline + points * MM_PER_PT * 0.36)}
