"""Numbers about the printed components themselves: marker texts and the counts a rule derives."""

from __future__ import annotations

from ....core.marks import MARK, marked
from ..model.game import MarkerFace, MarkerVariant, Unit


def limited_tracks(unit: Unit) -> int:
    """Ammunition tracks on one tile of this unit: one per weapon with limited ammunition."""
    return sum(1 for armed in unit.weapons if armed.ammo != "unlimited")


def limited_ammo_markers(game) -> dict[str, int]:
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


def with_derived_counts(game) -> dict:
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


def marker_face_text(game, face: MarkerFace, variant: MarkerVariant) -> tuple[str, str]:
    """The words and caption printed on a marker face, with terrain values filled in (a protection the
    data marks designer with the designer mark)."""
    values = {"protection": "", "terrain": ""}
    if variant.terrain is not None:
        terrain = game.terrain[variant.terrain]
        values = {"protection": marked(str(terrain.protection), "protection" in terrain.designer),
                  "terrain": terrain.name}
    return face.text.format(**values), face.caption.format(**values)


def face_marked(game, face: MarkerFace | None, variant: MarkerVariant) -> bool:
    """Whether a marker's face prints a designer mark (its page then carries the key)."""
    return face is not None and any(MARK in words for words in marker_face_text(game, face, variant))


def piece_face_value(game, kind, face) -> str:
    """The protection printed on a terrain piece's face ("TER 2"), or nothing; marked when the face is a
    designer reading of the piece (`designer: [back]`) or its terrain's protection is a designer value."""
    if face.terrain is None:
        return ""
    terrain = game.terrain[face.terrain]
    side = "front" if face is kind.front else "back"
    return marked(f"TER {terrain.protection}", side in kind.designer or "protection" in terrain.designer)
