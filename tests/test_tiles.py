"""What the tiles print and where it goes, before any ink: rules values and layout boxes."""

from __future__ import annotations

from ntw_game import edit, ntw
from ntw_print.games.ntw.layout.tiles import section_tile_layout, unit_tile_layout
from ntw_print.games import load_game
from ntw_print.games.ntw.model.templates import section_tile_template
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
            starts = {w.weapon: w.track.start for w in tile.weapons}
            assert starts == {"assault-rifle": None, "machine-gun": 5, "anti-tank": 4, "mortar": 2, "grenade": 2}
            assert line(tile, "assault-rifle").track.unlimited


def test_track_greys_numbers_above_the_stock_and_starts_on_the_highest_other():
    track = ammo_track(2, 8)
    assert [b.number for b in track.boxes] == list(range(1, 9))
    assert [b.number for b in track.boxes if b.grey] == [3, 4, 5, 6, 7, 8]
    assert [b.number for b in track.boxes if b.start] == [2]
    assert max(b.number for b in track.boxes if not b.grey) == track.start
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


def test_unit_layout_boxes_sized_to_the_markers(game):
    layout = unit_tile_layout(game)
    no_effect, technical = game.markers["no-effect"].size, game.markers["technical"].size
    assert len(layout.rows) == 5
    for row in layout.rows:
        for box in (row.attack, row.response):
            assert (box.width, box.height) == (no_effect, no_effect)
        assert len(row.track) == 8
        assert all((b.width, b.height) == (technical, technical) for b in row.track)
        # neighbouring markers never overlap
        assert row.response.x - row.attack.right > 0
        assert all(b.x - a.right > 0 for a, b in zip(row.track, row.track[1:]))


def test_marker_size_in_the_data_resizes_the_boxes(game_copy):
    edit(game_copy / "markers.yaml", "  - id: no-effect\n    name: No effect\n    size: 10mm",
         "  - id: no-effect\n    name: No effect\n    size: 12mm")
    layout = unit_tile_layout(load_game(game_copy))
    assert layout.rows[0].attack.width == 12.0
    assert layout.rows[0].track[0].width == 10.0


def test_every_box_inside_the_tile_and_clear_of_the_cut(game):
    layout = unit_tile_layout(game)
    inside = [row.attack for row in layout.rows] + [b for row in layout.rows for b in row.track] + [
        layout.defence, layout.move, layout.load]
    for box in inside:
        assert box.x >= 3.0 - 1e-9 and box.y >= 3.0 - 1e-9
        assert box.right <= layout.width - 3.0 + 1e-9 and box.top <= layout.band.y + 1e-9


def test_section_layout_fits_two_across_three_down_on_a4_and_two_by_two_on_letter():
    """Letter keeps the scale bar's room at its foot: 2 x 2 a sheet, the 8 tiles on 2 sheets all the same."""
    from ntw_print.print.layout.sheet import grid_capacity, paper

    layout = section_tile_layout(section_tile_template(ntw()), 7, 4)
    assert grid_capacity(paper("a4", 3.0), layout.width, layout.height) == (2, 3)
    assert grid_capacity(paper("letter", 3.0), layout.width, layout.height) == (2, 2)
    assert layout.star[0].offset.q == 0 and len(layout.star) == 19


def test_two_columns_given_the_same_words_keep_a_header_each(tmp_path):
    """The column headers are keyed by field: a template that labels two columns alike prints four
    headers on every tile, and verify reads four (keyed by their words, one was lost unnoticed)."""
    import shutil

    from ntw_print.app.build import build, output_folder
    from ntw_print.print.components import BuildOptions
    from ntw_print.app.verify import verify
    from ntw_game import REPO, ntw_copy

    game_dir = ntw_copy(tmp_path)
    (game_dir / "templates").mkdir(exist_ok=True)
    template = game_dir / "templates" / "unit-tile.yaml"
    shutil.copy(REPO / "templates" / "unit-tile.yaml", template)
    edit(template, "response: RESP", "response: ATK")
    game = load_game(game_dir)
    layout = unit_tile_layout(game)
    assert list(layout.headers) == ["attack", "response", "dice", "ammunition"]
    build(game, tmp_path / "out", BuildOptions(), only=["unit-tiles"])
    report = verify(game, output_folder(tmp_path / "out", "ntw", "a4"), BuildOptions(), only=["unit-tiles"])
    assert report.ok, "\n".join(report.lines())
    tiles = len(unit_tiles(game))
    assert report.file("unit-tiles.pdf").checks["column labels"] == 4 * tiles
