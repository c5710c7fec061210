"""`markers.pdf`: every marker of the game, both faces, drawn by the pieces kind through the face templates
of templates/marker-face.yaml; which face each marker shows, its words, symbol, colours and how many come
from the data (the counts and words through rules/components.py)."""

from __future__ import annotations

from ....core.colours import ink_on
from ....core.marks import MARK, unmark
from ....kinds.pieces.render import digital, pages
from ....kinds.pieces.schema import PiecesSpec
from ..rules.components import marker_face_text

NEUTRAL = "#e9e6dc"


def marker_spec(game) -> PiecesSpec:
    """One set of pieces a marker, one row a variant (its owner or terrain)."""
    sets = []
    for marker in game.markers.values():
        faces = [f for f in (marker.front, marker.back) if f]
        rows = [_row(game, marker, faces, variant) for variant in marker.variants]
        sets.append({"id": marker.id, "shape": marker.shape, "width": f"{marker.size}mm", "rows": rows,
                     "designer": ["rows"] if any(MARK in str(r) for r in rows) else [],
                     **{side: _template(face, rows[0] if side == "front" else rows[0]["back"])
                        for side, face in zip(("front", "back"), faces)}})
    return PiecesSpec.model_validate({"kind": "pieces", "title": f"{game.info.name} markers", "sets": sets,
                                     "credit": game.info.credit, "shared_cuts": False,
                                     "templates": game.templates.model("marker-face.yaml").templates})


def _row(game, marker, faces, variant) -> dict:
    owner = variant.side or variant.terrain
    several = owner and len(marker.variants) > 1
    values = [_values(game, face, variant, marker.shape) for face in faces]
    row = {"name": f"{marker.name} ({owner})" if several else marker.name, "copies": variant.count, **values[0],
           **({"back": values[1]} if len(values) > 1 else {})}
    return row if MARK in str(values[0]) else {**row, "stated": " ".join(row)}  # only a marked row is chosen


def _values(game, face, variant, shape: str) -> dict:
    words, caption = marker_face_text(game, face, variant)
    owner = variant.side if face.colour == "side" else face.colour
    colour = game.sides[owner].colour if owner in game.sides else NEUTRAL
    ink = ink_on(colour)
    lines = {f"line-{n}": line for n, line in enumerate(words.split(), start=1)}
    return {"words": words, "caption": caption, "symbol": face.symbol or "", "colour": colour, "ink": ink,
            "square": ink if shape == "square" else "none", "round": ink if shape == "round" else "none", **lines}


def _template(face, values: dict) -> str:
    """Which look a face has: a value, words alone (a line a word), a symbol, or a symbol over words."""
    if unmark(values["words"]).isdigit():
        return "marker-value" if face.symbol else "marker-value-plain"
    if not face.symbol:
        return f"marker-words-{len(values['words'].split())}"
    return "marker-symbol-words" if values["words"] else "marker-symbol"


def marker_sheet(game, options) -> list:
    return pages(marker_spec(game), options, game.symbols)


def marker_pieces(game, options) -> list:
    """Each marker and owner once, for play on screen."""
    return digital(marker_spec(game), options, game.symbols)
