"""Marker sheets: every marker of the pack, the right counts and faces, values from the data."""

from __future__ import annotations

from collections import Counter

import pytest

from ntw_print.core.errors import DataError
from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.games.ntw.render.pieces import marker_spec, pieces_sheet
from ntw_print.games.ntw.rules.components import limited_ammo_markers, marker_face_text, printed_counts

from ntw_game import edit, ntw_copy, replace_in

PACK = {  # the pack contents, with the technical-marker contradiction resolved to 30 + 10; the 3
    # smoke grenade markers are hex pieces (pieces.yaml: 2 of three hexes, 1 of one hex)
    "objective": 1, "turn": 1, "civilian": 4, "sniper": 1, "fog-of-war": 12,
    "under-fire": 30, "responding-activated": 16, "protection": 11, "zone": 8, "technical": 40, "no-effect": 16,
}


def test_pack_counts(game):
    assert {m.id: m.total for m in game.markers.values()} == PACK
    assert printed_counts(game.markers["responding-activated"]) == {"red": 12, "blue": 4}
    assert printed_counts(game.markers["no-effect"]) == {"red": 12, "blue": 4}
    assert printed_counts(game.markers["zone"]) == {"red": 4, "blue": 4}


def test_technical_markers_follow_the_tiles(game):
    assert limited_ammo_markers(game) == {"red": 30, "blue": 10}
    assert printed_counts(game.markers["technical"]) == {"red": 30, "blue": 10}


def test_every_marker_is_placed_once_with_its_back(game):
    pages = pieces_sheet(game, BuildOptions(), "markers")
    fronts = Counter(key.split("/")[0] for page in pages if page.label.endswith("front") for key, _ in page.placements)
    assert fronts == Counter(PACK)
    backs = {key for page in pages if page.label.endswith("back") for key, _ in page.placements}
    double = {f"{s.id}/{r}/{c}" for s in marker_spec(game).sets if s.back for r, row in enumerate(s.rows, start=1)
              for c in range(1, row["copies"] + 1)}
    assert double and double <= backs


def test_each_face_shows_what_the_data_gives_it_in_its_owners_colours(game):
    """The rows the sheet is drawn from: the words, symbol and colour of each face, red's and blue's."""
    sets = {s.id: s for s in marker_spec(game).sets}
    red, blue = sets["responding-activated"].rows
    assert (red["words"], red["symbol"], red["colour"], red["ink"], red["copies"]) == (
        "RESPONDING", "response", game.sides["red"].colour, "#ffffff", 12)
    assert (blue["back"]["words"], blue["back"]["symbol"], blue["copies"]) == ("ACTIVATED", "activation", 4)
    assert (sets["technical"].shape, sets["technical"].front, [r["copies"] for r in sets["technical"].rows]) == (
        "round", "marker-symbol", [30, 10])
    assert sets["protection"].front == "marker-value" and sets["no-effect"].front == "marker-words-2"


def test_protection_markers_print_the_terrain_values(game):
    marker = game.markers["protection"]
    faces = {marker_face_text(game, marker.front, v) for v in marker.variants}
    assert faces == {("2", "Isolated tree cover"), ("4", "Forest"), ("6", "Wooden building"),
                     ("8", "Concrete building"), ("18", "Smoke cloud")}


def test_a_terrain_change_reaches_the_protection_marker(game_copy):
    edit(game_copy / "terrain.yaml", "    protection: 4\n", "    protection: 5\n")
    changed = load_game(game_copy)
    marker = changed.markers["protection"]
    forest = next(v for v in marker.variants if v.terrain == "forest")
    assert marker_face_text(changed, marker.front, forest) == ("5", "Forest")


def test_a_unit_added_to_the_data_changes_the_derived_count(tmp_path):
    """The technical markers follow the unit tiles: a third blue infantry tile (4 limited tracks)
    prints 14 blue markers without markers.yaml being touched."""
    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "units.yaml", "  - id: blue-infantry\n    name: Infantry\n    side: blue\n    category: infantry\n"
               "    count: 2\n", "  - id: blue-infantry\n    name: Infantry\n    side: blue\n    category: infantry\n"
               "    count: 3\n")
    assert printed_counts(load_game(game_dir).markers["technical"]) == {"red": 30, "blue": 14}


def test_a_count_given_against_the_rule_needs_its_note(tmp_path):
    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "markers.yaml", "      - {side: blue}\n", "      - {side: blue, count: 12}\n")
    with pytest.raises(DataError) as refused:
        load_game(game_dir)
    assert [str(f).split(": ", 1)[1] for f in refused.value.faults] == [
        "markers[9].variants: blue: 12 printed, but the unit tiles need 10 (limited-ammo-tracks): leave the count "
        "out to print what the rule derives, or say why in override_note"]
    replace_in(game_dir / "markers.yaml", "{side: blue, count: 12}",
               "{side: blue, count: 12, override_note: two spares for lost markers}")
    assert printed_counts(load_game(game_dir).markers["technical"]) == {"red": 30, "blue": 12}
