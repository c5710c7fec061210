"""Numbers about the printed components themselves: marker texts, the counts a rule derives, and the rows
the pieces kind prints the markers and pieces from (templates/marker-face.yaml, piece-face.yaml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.colours import ink_on
from ....core.marks import MARK, marked, unmark
from ..model.game import MarkerFace, MarkerVariant, Unit

if TYPE_CHECKING:
    from ..loader import Game


def limited_tracks(unit: Unit) -> int:
    """Ammunition tracks on one tile of this unit: one per weapon with limited ammunition."""
    return sum(1 for armed in unit.weapons if armed.ammo != "unlimited")


def limited_ammo_markers(game: Game) -> dict[str, int]:
    """Technical markers each side needs: one on every limited ammunition track of its tiles.

    A unit that `replaces` another is played instead of it, so it only adds the tracks it has
    beyond the unit it stands in for.
    """
    need = {side: 0 for side in game.sides}
    for unit in game.units.values():
        tracks = limited_tracks(unit)
        if unit.replaces is not None:
            tracks = max(0, tracks - limited_tracks(game.units[unit.replaces]))
        need[unit.side] += unit.count * tracks
    return need


DERIVED_COUNTS = {"limited-ammo-tracks": limited_ammo_markers}


def with_derived_counts(game: Game) -> dict:
    """The game's markers with every count a rule derives filled in (a count the data gives
    stays: it overrides the rule, and check_derived_counts asks for its note)."""
    markers = {}
    for key, marker in game.markers.items():
        if marker.derived_count is not None:
            need = DERIVED_COUNTS[marker.derived_count](game)
            marker = marker.model_copy(update={"variants": [
                v if v.count is not None else v.model_copy(update={"count": need.get(v.side or "neutral", 0)})
                for v in marker.variants]})
        markers[key] = marker
    return markers


def printed_counts(marker) -> dict[str, int]:
    """How many of a marker each side gets, as the data asks them to be printed."""
    counts: dict[str, int] = {}
    for variant in marker.variants:
        key = variant.side or "neutral"
        counts[key] = counts.get(key, 0) + variant.count
    return counts


def marker_face_text(game: Game, face: MarkerFace, variant: MarkerVariant) -> tuple[str, str]:
    """The words and caption printed on a marker face, with terrain values filled in (a protection the
    data marks designer with the designer mark)."""
    values = {"protection": "", "terrain": ""}
    if variant.terrain is not None:
        terrain = game.terrain[variant.terrain]
        values = {"protection": marked(str(terrain.protection), "protection" in terrain.designer),
                  "terrain": terrain.name}
    return face.text.format(**values), face.caption.format(**values)


def piece_face_value(game: Game, kind, face) -> str:
    """The protection printed on a terrain piece's face ("TER 2"), or nothing; marked when the face is a
    designer reading of the piece (`designer: [back]`) or its terrain's protection is a designer value."""
    if face.terrain is None:
        return ""
    terrain = game.terrain[face.terrain]
    side = "front" if face is kind.front else "back"
    return marked(f"TER {terrain.protection}", side in kind.designer or "protection" in terrain.designer)


NEUTRAL = "#e9e6dc"  # the background of a face no side owns


def marker_sets(game: Game) -> list[dict]:
    """Each marker a set of pieces, each variant (owner or terrain) a row printed as often as the data or
    its rule says, with its faces' words, symbol and colours, and the look each face takes."""
    sets = []
    for marker in game.markers.values():
        faces = [face for face in (marker.front, marker.back) if face]
        rows = []
        for variant in marker.variants:
            owner = variant.side or variant.terrain
            values = [_marker_face(game, face, variant, marker.shape) for face in faces]
            rows.append({"name": f"{marker.name} ({owner})" if owner and len(marker.variants) > 1 else marker.name,
                         "copies": variant.count, **values[0], **({"back": values[1]} if marker.back else {})})
        looks = zip(("front", "back"), faces, (rows[0], rows[0].get("back")))
        sets.append({"id": marker.id, "shape": marker.shape, "width": f"{marker.size}mm", **_chosen(rows),
                     **{side: _marker_look(face, values) for side, face, values in looks}})
    return sets


def _marker_face(game: Game, face: MarkerFace, variant: MarkerVariant, shape: str) -> dict:
    words, caption = marker_face_text(game, face, variant)
    ink = ink_on(colour := _colour(game, variant.side if face.colour == "side" else face.colour))
    return {"words": words, "caption": caption, "symbol": face.symbol or "", "colour": colour, "ink": ink,
            "square": ink if shape == "square" else "none", "round": ink if shape == "round" else "none",
            **_lines(words)}


def _marker_look(face: MarkerFace, values: dict) -> str:
    """A value (its symbol above), words alone (a line a word), a symbol alone, or a symbol over words."""
    if unmark(values["words"]).isdigit():
        return "marker-value" if face.symbol else "marker-value-plain"
    if not face.symbol:
        return f"marker-words-{len(values['words'].split())}"
    return "marker-symbol-words" if values["words"] else "marker-symbol"


def piece_sets(game: Game) -> list[dict]:
    """Each kind of piece of pieces.yaml a set of one row: a cluster of hexes at the board's hex size (it
    covers board hexes exactly) or a card, with its faces' words, TER, symbol and colours."""
    sets = []
    for kind in game.extras["pieces.yaml"].pieces:
        faces = [face for face in (kind.front, kind.back) if face]
        values = [_piece_face(game, kind, face) for face in faces]
        shape = ({"shape": "hexes", "hexes": kind.hexes, "width": f"{game.info.grid.hex_size}mm"} if kind.hexes
                 else {"shape": "rectangle", "width": f"{kind.size.width}mm", "height": f"{kind.size.height}mm"})
        row = {"id": kind.id, "copies": kind.count, **values[0], **({"back": values[1]} if kind.back else {})}
        sets.append({"id": kind.id, **shape, "name_from": ["id"], **_chosen([row]),
                     **{side: _piece_look(kind, face, v) for side, face, v in zip(("front", "back"), faces, values)}})
    return sets


def _piece_face(game: Game, kind, face) -> dict:
    ground = game.terrain[face.terrain].colour if face.terrain else _colour(game, face.colour)
    return {"words": face.text, "caption": face.caption, "value": piece_face_value(game, kind, face),
            "symbol": face.symbol or "", "colour": ground, "ink": face.ink or ink_on(ground), **_lines(face.text)}


def _piece_look(kind, face, values: dict) -> str:
    """A card; a lone hex, its symbol over its words; or words a line each (and the TER) in the first hex,
    the symbol in every other."""
    if not kind.hexes:
        return "card"
    if len(kind.hexes) == 1 and face.symbol:
        return "hex-lone"
    return f"hex-words-{len(face.text.split())}" + ("-value" if values["value"] else "")


def _colour(game: Game, owner: str) -> str:
    """A side's colour, a #rrggbb the data gives, or the neutral colour."""
    return game.sides[owner].colour if owner in game.sides else owner if owner.startswith("#") else NEUTRAL


def _lines(words: str) -> dict:
    return {f"line-{n}": line for n, line in enumerate(words.split(), start=1)}


def _chosen(rows: list[dict]) -> dict:
    """The rows, a set whose front prints a designer mark marked designer (its sheet then prints the marks'
    key), the other rows' values stated (a back's key follows from what the back prints)."""
    chosen = [MARK in str({k: v for k, v in row.items() if k != "back"}) for row in rows]
    return {"designer": ["rows"] if any(chosen) else [],
            "rows": [row if mark else {**row, "stated": " ".join(row)} for row, mark in zip(rows, chosen)]}
