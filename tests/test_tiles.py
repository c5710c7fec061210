"""What the tiles print and where it goes, before any ink: rules values and the templates' boxes."""

from __future__ import annotations

from ntw_game import REPO, edit, ntw
from ntw_print.games import load_game
from ntw_print.games.ntw.render.tiles import section_tile_spec, unit_tile_spec
from ntw_print.games.ntw.tile_checks import tile_faults
from ntw_print.grids.hex import Hex, distance
from ntw_print.games.ntw.rules.missmatrix import outcomes
from ntw_print.games.ntw.rules.tiles import ammo_track, section_tiles, signed, track_length, unit_tiles


def tiles_of(game, unit_id):
    return [t for t in unit_tiles(game) if t.unit == unit_id]


def line(tile, weapon_id):
    return next(w for w in tile.weapons if w.weapon == weapon_id)


def test_sixteen_unit_tiles_numbered_per_unit(game):
    tiles = unit_tiles(game)
    assert len(tiles) == 16
    counts = {}
    for tile in tiles:
        counts[(tile.side, tile.unit)] = counts.get((tile.side, tile.unit), 0) + 1
    assert counts == {("red", "red-infantry"): 6, ("blue", "blue-infantry"): 2, ("red", "red-tank"): 3,
                      ("blue", "blue-apc"): 1, ("red", "red-exoskeleton"): 2, ("blue", "blue-exoskeleton"): 2}
    assert [t.title for t in tiles_of(game, "red-infantry")] == [f"Infantry {n}" for n in range(1, 7)]
    assert len({t.key for t in tiles}) == 16


def test_infantry_ammunition_as_stated(game):
    for unit_id in ("red-infantry", "blue-infantry"):
        for tile in tiles_of(game, unit_id):
            starts = {w.weapon: w.track.stock for w in tile.weapons}
            assert starts == {"assault-rifle": None, "machine-gun": 5, "anti-tank": 4, "mortar": 2, "grenade": 2}
            assert line(tile, "assault-rifle").track.unlimited


def test_track_greys_numbers_above_the_stock_and_starts_on_the_highest_other():
    track = ammo_track(2, 8)
    assert [b.number for b in track.boxes] == list(range(1, 9))
    assert [b.number for b in track.boxes if b.grey] == [3, 4, 5, 6, 7, 8]
    assert [b.number for b in track.boxes if b.start] == [2]
    assert max(b.number for b in track.boxes if not b.grey) == track.stock
    assert ammo_track("unlimited", 8).boxes == ()


def test_all_tracks_share_the_largest_stock(game):
    length = track_length(game)
    assert length == 8  # the tank's cannon (designer value)
    for tile in unit_tiles(game):
        for weapon in tile.weapons:
            assert len(weapon.track.boxes) in (0, length)


def test_stated_unit_values(game):
    red = tiles_of(game, "red-infantry")[0]
    blue = tiles_of(game, "blue-infantry")[0]
    assert line(red, "anti-tank").attack == 12
    assert line(blue, "assault-rifle").response == 3
    assert red.defence == 1
    assert (red.move, red.load) == (4, 1) == (blue.move, blue.load)
    for vehicle in ("red-tank", "blue-apc"):
        assert all((t.move, t.load) == (7, 1) for t in tiles_of(game, vehicle))
    assert line(red, "assault-rifle").dice == 4
    assert all(w.dice == 1 for w in red.weapons if w.weapon != "assault-rifle")


def test_section_tiles_per_side_from_pieces_file(game):
    tiles = section_tiles(game)
    assert [(t.side, t.number) for t in tiles] == [("red", n) for n in range(1, 7)] + [("blue", 1), ("blue", 2)]


def test_range_side_values(game):
    ranges = {r.weapon: r for r in section_tiles(game)[0].ranges}
    assert set(ranges) == set(game.weapons)
    assert (ranges["assault-rifle"].hexes, ranges["assault-rifle"].label) == (10, "10")
    assert (ranges["mortar"].hexes, ranges["mortar"].label) == (None, "unlimited")


def test_star_holds_every_face_exactly_as_resolved(game):
    tile = section_tiles(game)[0]
    resolved = outcomes(game.miss_matrix)
    printed = {face: cell.offset for cell in tile.star for face in cell.faces}
    printed.update({face: None for o in tile.outcomes for face in o.faces})
    assert sorted(printed) == list(range(1, 21))
    assert printed == {face: r.offset for face, r in resolved.items()}
    assert {distance(c.offset, Hex(0, 0, 0)) for c in tile.star} == {1, 2}
    assert [o.label for o in tile.outcomes] == ["13, 20: roll again"]


def test_status_side_values(game):
    statuses = {s.status: s for s in section_tiles(game)[0].statuses}
    assert statuses["in-motion"].label == "-3"
    assert set(statuses) == {"in-motion", "upstairs", "under-fire", "cut-off"}
    assert (signed(1), signed(-2), signed(0)) == ("+1", "-2", "0")


def template_boxes(spec, face: str = "front") -> dict:
    from ntw_print.kinds.faces.layout import face_boxes

    tiles = spec.sets[0]
    return {p.name: p.box for p in face_boxes(spec.templates, getattr(tiles, face), *tiles.size)}


def test_unit_tile_boxes_sized_to_the_markers(game):
    found = template_boxes(unit_tile_spec(game))
    no_effect, technical = game.markers["no-effect"].size, game.markers["technical"].size
    for row in range(1, 6):
        for box in (found[f"attack-box[{row}]"], found[f"response-box[{row}]"]):
            assert (box.width, box.height) == (no_effect, no_effect)
        track = [found[f"ammo[{row},{n}]"] for n in range(1, 9)]
        assert all((b.width, b.height) == (technical, technical) for b in track)
        # neighbouring markers never overlap
        assert found[f"response-box[{row}]"].x - found[f"attack-box[{row}]"].right > 0
        assert all(b.x - a.right > 0 for a, b in zip(track, track[1:]))
    assert f"attack-box[6]" not in found and "ammo[1,9]" not in found  # as many as the data needs
    assert tile_faults(game) == []


def test_a_marker_that_outgrows_its_boxes_is_reported_at_the_template(game_copy):
    edit(game_copy / "markers.yaml", "  - id: no-effect\n    name: No effect\n    size: 10mm",
         "  - id: no-effect\n    name: No effect\n    size: 12mm")
    (fault,) = tile_faults(load_game(game_copy))
    assert fault.file.endswith("templates/unit-tile.yaml") and fault.path == "markers"
    assert fault.message == "box 'attack-box[1]' is 10 x 10 mm; the no-effect marker that sits on it is 12 mm"


def test_a_template_with_fewer_rows_or_boxes_than_the_data_needs_is_reported(game_copy):
    (game_copy / "templates").mkdir(exist_ok=True)
    text = (REPO / "templates" / "unit-tile.yaml").read_text()
    fewer = text.replace('text: "{attack#}", size: 20, bold: true,\n               repeat: [{count: 5, y: 11mm}]}',
                         'text: "{attack#}", size: 20, bold: true,\n               repeat: [{count: 4, y: 11mm}]}')
    (game_copy / "templates" / "unit-tile.yaml").write_text(fewer.replace("{count: 8, x: 11mm}]}\n      start",
                                                                          "{count: 7, x: 11mm}]}\n      start"))
    messages = [f.message for f in tile_faults(load_game(game_copy))]
    assert "the unit tile has 4 weapon rows: a unit carries 5" in messages
    assert "the unit tile has 7 ammunition boxes: a stock is 8" in messages


def test_section_tiles_fit_two_across_three_down_on_a4_and_two_by_two_on_letter():
    """Letter keeps the scale bar's room at its foot: 2 x 2 a sheet, the 8 tiles on 2 sheets all the same."""
    from ntw_print.print.layout.sheet import grid_capacity, paper

    width, height = section_tile_spec(ntw()).sets[0].size
    assert grid_capacity(paper("a4", 3.0), width, height) == (2, 3)
    assert grid_capacity(paper("letter", 3.0), width, height) == (2, 2)
    assert sum(1 for name in template_boxes(section_tile_spec(ntw())) if name.startswith("star[")) == 19


def test_two_columns_given_the_same_words_keep_a_header_each(tmp_path):
    """The column headers are boxes of their own, named by what they head: a template that labels two
    columns alike prints both headers on every tile, and verify reads both."""
    import shutil

    from ntw_print.app.build import build, output_folder
    from ntw_print.print.components import BuildOptions
    from ntw_print.print.readback.pdfread import read_pdf
    from ntw_print.app.verify import verify
    from ntw_game import ntw_copy

    game_dir = ntw_copy(tmp_path)
    (game_dir / "templates").mkdir(exist_ok=True)
    template = game_dir / "templates" / "unit-tile.yaml"
    shutil.copy(REPO / "templates" / "unit-tile.yaml", template)
    edit(template, "x: 35mm, text: RESP}", "x: 35mm, text: ATK}")
    game = load_game(game_dir)
    build(game, tmp_path / "out", BuildOptions(), only=["unit-tiles"])
    folder = output_folder(tmp_path / "out", "ntw", "a4")
    report = verify(game, folder, BuildOptions(), only=["unit-tiles"])
    assert report.ok, "\n".join(report.lines())
    printed = [t.text for page in read_pdf(folder / "unit-tiles.pdf").pages for t in page.texts]
    assert printed.count("ATK") == 2 * len(unit_tiles(game)) and "RESP" not in printed
