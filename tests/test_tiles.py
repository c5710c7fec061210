"""What the tiles print and where it goes, before any ink: rules values and the templates' boxes."""

from __future__ import annotations

from ntw_game import REPO, edit, ntw
from ntw_print.games import load_game
from ntw_print.games.ntw.render.pieces import section_tile_spec, unit_tile_spec
from ntw_print.games.ntw.tile_checks import tile_faults
from ntw_print.grids.hex import Hex, distance
from ntw_print.core.numbers import signed
from ntw_print.games.ntw.rules.missmatrix import outcomes
from ntw_print.games.ntw.rules.tiles import matrix_outcomes, section_rows, star_faces, track_length, unit_rows


def row_of(game, unit_id):
    return next(row for row in unit_rows(game) if row["id"] == unit_id)


def number(game, unit_id, weapon_id) -> int:
    """The weapon's row on the unit's tile (1 the first)."""
    return [armed.weapon for armed in game.units[unit_id].weapons].index(weapon_id) + 1


def stock(row, i) -> int | None:
    """Where the technical marker starts on weapon row `i`: its printed stock (None: unlimited)."""
    starts = [int(value) for key, value in row.items() if key.startswith(f"start{i}_") and value]
    return starts[0] if starts else None


def test_sixteen_unit_tiles_a_row_per_unit(game):
    rows = unit_rows(game)
    assert {(row["side"], row["id"]): row["copies"] for row in rows} == {
        ("RED", "red-infantry"): 6, ("BLUE", "blue-infantry"): 2, ("RED", "red-tank"): 3, ("BLUE", "blue-apc"): 1,
        ("RED", "red-exoskeleton"): 2, ("BLUE", "blue-exoskeleton"): 2}
    assert sum(row["copies"] for row in rows) == 16 and row_of(game, "red-infantry")["name"] == "Infantry"


def test_infantry_ammunition_as_stated(game):
    for unit_id in ("red-infantry", "blue-infantry"):
        row = row_of(game, unit_id)
        starts = {w: stock(row, number(game, unit_id, w)) for w in
                  ("assault-rifle", "machine-gun", "anti-tank", "mortar", "grenade")}
        assert starts == {"assault-rifle": None, "machine-gun": 5, "anti-tank": 4, "mortar": 2, "grenade": 2}
        rifle = number(game, unit_id, "assault-rifle")
        assert row[f"unlimited{rifle}"] == "unlimited" and row[f"ammo{rifle}_1"] == ""


def test_track_greys_numbers_above_the_stock_and_starts_on_the_highest_other(game):
    row, mortar = row_of(game, "red-infantry"), number(game, "red-infantry", "mortar")  # a stock of 2 of 8
    assert [row[f"ammo{mortar}_{n}"] for n in range(1, 9)] == ["1", ""] + [str(n) for n in range(3, 9)]
    assert [n for n in range(1, 9) if row[f"ammo_fill{mortar}_{n}"] == "#e4e4e4"] == [3, 4, 5, 6, 7, 8]
    assert [n for n in range(1, 9) if row[f"start{mortar}_{n}"]] == [2] and row[f"start{mortar}_2"] == "2"
    assert row[f"unlimited{mortar}"] == ""


def test_all_tracks_share_the_largest_stock(game):
    length = track_length(game)
    assert length == 8  # the tank's cannon (designer value)
    for row in unit_rows(game):
        assert f"ammo1_{length}" in row and f"ammo1_{length + 1}" not in row


def test_stated_unit_values(game):
    red, blue = row_of(game, "red-infantry"), row_of(game, "blue-infantry")
    assert red[f"attack{number(game, 'red-infantry', 'anti-tank')}"] == "12"
    assert blue[f"response{number(game, 'blue-infantry', 'assault-rifle')}"] == "3"
    assert red["defence"] == "1"
    assert (red["move"], red["load"]) == ("4", "1") == (blue["move"], blue["load"])
    for vehicle in ("red-tank", "blue-apc"):
        assert (row_of(game, vehicle)["move"], row_of(game, vehicle)["load"]) == ("7", "1")
    rifle = number(game, "red-infantry", "assault-rifle")
    assert red[f"dice{rifle}"] == "4"
    assert all(red[f"dice{i}"] == "1" for i in range(1, 6) if i != rifle)


def test_section_tiles_per_side_from_pieces_file(game):
    assert [(row["id"], row["copies"]) for row in section_rows(game)] == [("section-red", 6), ("section-blue", 2)]


def test_range_side_values(game):
    row = section_rows(game)[0]
    ranges = {row[f"range_name{i}"] or row[f"unlimited_name{i}"]: row[f"range{i}"] or row[f"range_unlimited{i}"]
              for i in range(1, len(game.weapons) + 1)}
    assert set(ranges) == {w.name for w in game.weapons.values()}
    assert (ranges["Assault rifle"], ranges["Mortar"]) == ("10", "unlimited")


def test_star_holds_every_face_exactly_as_resolved(game):
    resolved = outcomes(game.miss_matrix)
    printed = {face: offset for offset, faces in star_faces(game).items() for face in faces}
    printed.update({face: None for face, r in resolved.items() if r.offset is None})
    assert sorted(printed) == list(range(1, 21))
    assert printed == {face: r.offset for face, r in resolved.items()}
    assert {distance(offset, Hex(0, 0, 0)) for offset in star_faces(game)} == {1, 2}
    assert matrix_outcomes(game) == ["13, 20: roll again"] == [section_rows(game)[0]["outcomes"]]


def test_status_side_values(game):
    row = section_rows(game)[0]
    statuses = {row[f"status_name{k}"]: row[f"stat{k}"] for k in range(1, len(game.statuses) + 1)}
    assert statuses["In motion"] == "-3"
    assert set(statuses) == {s.name for s in game.statuses.values()} and len(statuses) == 4
    assert (signed(1, "-"), signed(-2, "-"), signed(0, "-")) == ("+1", "-2", "0")


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
    assert printed.count("ATK") == 2 * sum(row["copies"] for row in unit_rows(game)) and "RESP" not in printed
