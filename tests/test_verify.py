"""The verifier passes a fresh build and catches every kind of damage, at the page where it is."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader
from pypdf.generic import ContentStream

from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.app.verify import verify
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.layout.scale_bar import ScaleBar
from ntw_game import ntw, ntw_copy, replace_in
from verify_corrupt import (build_for_verify, damageable_copy, findings, drop_page, last_segments, piece_blocks, replace_shown_text, rewrite_page, swap_blocks,
                            text_position, unembed_fonts)

SCALE_BAR_LINES = len(ScaleBar(0.0, 0.0).frame_lines())

BUILT = ["markers", "duplex-test", "unit-tiles", "section-tiles", "pieces", "hit-score-wheel", "turn-recorder"]


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> Path:
    """The files these tests read, built once for the whole session (read-only)."""
    return build_for_verify(tmp_path_factory, BUILT)


@pytest.fixture
def folder(built, tmp_path) -> Path:
    return damageable_copy(built, tmp_path)


def near(at, x: float, y: float, within: float) -> bool:
    return at is not None and abs(at[0] - x) <= within and abs(at[1] - y) <= within


def test_a_fresh_build_holds(built):
    report = verify(ntw(), built, BuildOptions(), only=BUILT)
    assert report.ok, "\n".join(report.lines())
    assert report.file("unit-tiles.pdf").numbers > 500
    assert report.file("section-tiles.pdf").numbers > 200
    assert report.file("hit-score-wheel.pdf").numbers > 300
    markers = report.file("markers.pdf")
    assert markers.numbers == 11  # 11 protection values (the 3 smoke grenade markers are hex pieces)
    assert report.file("duplex-test.pdf").numbers == 80  # 5 scales of 16 labels
    assert markers.checks["piece counts per kind and side"] == 15


def test_a_changed_printed_number_is_reported_where_it_is(folder):
    path = folder / "markers.pdf"
    ops = ContentStream(PdfReader(str(path)).pages[0].get_contents(), None).operations
    index = next(i for i, (operands, op) in enumerate(ops) if op == b"Tj" and str(operands[0]) == "8")
    x, y = text_position(ops, index)
    rewrite_page(path, 0, replace_shown_text("8", "9"))
    found = findings(folder, "markers", check="numbers")
    assert len(found) == 1
    assert found[0].page == 1 and "prints 9" in found[0].message and "says 8" in found[0].message
    assert near(found[0].at, x, y, 10)


def test_stale_data_is_reported(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "terrain.yaml", "protection: 4", "protection: 5")
    found = findings(built, "markers", game=load_game(data), check="numbers")
    assert {f.page for f in found} == {1}
    assert len(found) == 3  # the three forest protection markers
    assert all("prints 4" in f.message and "says 5" in f.message for f in found)


def test_a_marker_the_data_defines_but_the_file_lacks_is_reported(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "markers.yaml", "symbol: civilian, colour: neutral}\n    variants: [{count: 4}]",
               "symbol: civilian, colour: neutral}\n    variants: [{count: 5}]")
    found = findings(built, "markers", game=load_game(data), check="pieces")
    assert [f.message for f in found] == ["1 x civilian (neutral) missing: the data defines them, the file does not "
                                          "print them"]


def test_a_dropped_back_page_is_reported(folder):
    drop_page(folder / "markers.pdf", 1)
    found = findings(folder, "markers")
    assert any(f.check == "backs" and f.page == 1 for f in found)
    assert any(f.check == "manifest" and "pages" in f.message for f in found)


def test_a_removed_crop_mark_is_reported_at_its_place(folder):
    path = folder / "markers.pdf"
    removed = {}

    def edit(ops):
        i = last_segments(ops)[-1 - SCALE_BAR_LINES]  # the scale bar is drawn after the crop marks
        removed["at"] = tuple(float(v) for v in ops[i][0])
        return ops[:i] + ops[i + 3:]

    rewrite_page(path, 0, edit)
    found = findings(folder, "markers", check="crop marks")
    assert len(found) == 1 and found[0].page == 1
    assert near(found[0].at, *removed["at"], 5.1)


def test_an_unembedded_font_is_reported(folder):
    unembed_fonts(folder / "markers.pdf")
    found = findings(folder, "markers", check="fonts embedded")
    assert found and found[0].page == 1
    assert "not embedded" in found[0].message


def test_swapped_backs_are_reported_on_the_back_page(folder):
    path = folder / "markers.pdf"
    blocks = piece_blocks(ContentStream(PdfReader(str(path)).pages[1].get_contents(), None).operations)
    fills = side_fills(path, 1, [rect for _, _, rect in blocks])
    red, blue = fills.index("red"), fills.index("blue")
    rewrite_page(path, 1, lambda ops: swap_blocks(ops, red, blue))
    found = [f for f in findings(folder, "markers") if f.check == "backs"]
    assert len(found) == 2 and {f.page for f in found} == {2}
    sides = ntw().sides
    assert any(sides["red"].colour.lower() in f.message and sides["blue"].colour.lower() in f.message for f in found)


def side_fills(path: Path, index: int, rects) -> list[str | None]:
    """Which side's colour fills each rectangle on a page (read with the verifier's reader)."""
    from ntw_print.print.readback.pdfread import read_pdf
    from ntw_print.games.ntw.verify.pieces import side_colours

    page = read_pdf(path).pages[index]
    colours = side_colours(ntw())
    fills = [s for s in page.shapes if s.fill]
    return [next((colours.get(s.fill) for s in fills if abs(s.box.x - r[0]) < 0.01 and abs(s.box.y - r[1]) < 0.01),
                 None) for r in rects]


def test_a_missing_glyph_is_reported(folder):
    path = folder / "markers.pdf"
    rewrite_page(path, 0, replace_shown_text("OBJECTIVE", "OBJ\x00CTIVE"))
    found = findings(folder, "markers", check="glyphs")
    assert found and found[0].page == 1


def test_a_truncated_file_is_not_valid(folder):
    path = folder / "markers.pdf"
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    found = findings(folder, "markers", check="structure")
    assert found


def test_missing_and_undefined_files_are_reported(folder):
    (folder / "markers.pdf").rename(folder / "old-markers.pdf")
    report = verify(ntw(), folder, BuildOptions())
    messages = [(f.file, f.check) for f in report.findings]
    assert ("markers.pdf", "present") in messages
    assert ("old-markers.pdf", "completeness") in messages


def test_a_shifted_back_page_is_reported(folder):
    from verify_corrupt import shift_page

    shift_page(folder / "markers.pdf", 1, 2.0, 0.0)
    found = findings(folder, "markers")
    assert found and all(f.page in (2, None) for f in found if f.check != "manifest")
    assert any(f.check == "crop marks" and f.page == 2 for f in found)


def test_the_command_exits_non_zero_on_damage_and_speaks_json(folder):
    from ntw_print.app.cli import main

    out = folder.parent.parent / "out"
    (out / "ntw").mkdir(parents=True)
    shutil.copytree(folder, out / "ntw" / "a4")
    args = ["verify", "--game", "data/ntw", "--out", str(out), "--only", "markers", "--only", "duplex-test"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "printed numbers compared" in result.output
    rewrite_page(out / "ntw" / "a4" / "markers.pdf", 0, replace_shown_text("8", "9"))
    result = CliRunner().invoke(main, args + ["--json"])
    assert result.exit_code == 3
    report = json.loads(result.output)
    assert not report["ok"] and report["numbers_compared"] >= 91


def test_a_stale_attack_value_is_reported_on_every_tile_of_the_unit(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "units.yaml", "{weapon: anti-tank, attack: 12, response: 8, ammo: 4, designer: [response]}",
               "{weapon: anti-tank, attack: 13, response: 8, ammo: 4, designer: [response]}")
    found = findings(built, "unit-tiles", game=load_game(data))
    assert "ATK" in {f.check for f in found}  # and the kind's checks find no tile printing the data's words
    found = [f for f in found if f.check == "ATK"]
    assert len(found) == 6 and {f.page for f in found} == {1, 2}  # the six red infantry tiles
    assert all("prints '12'" in f.message and "says '13'" in f.message for f in found)


def test_a_changed_attack_on_a_tile_is_reported_in_its_box(folder):
    rewrite_page(folder / "unit-tiles.pdf", 2, replace_shown_text("14", "15"))  # the first tank's cannon
    found = findings(folder, "unit-tiles", check="ATK")
    assert len(found) == 1 and found[0].page == 3
    assert "Tank 1" in found[0].message and "prints '15'" in found[0].message


def test_swapped_back_pages_of_section_tiles_are_reported(folder):
    path = folder / "section-tiles.pdf"
    from pypdf import PdfWriter

    reader = PdfReader(str(path))
    writer = PdfWriter()
    for index in (0, 3, 2, 1):
        writer.add_page(reader.pages[index])
    writer.write(str(path))
    found = [f for f in findings(folder, "section-tiles") if f.check == "backs"]
    assert {f.page for f in found} >= {2}
    assert any(f.message.startswith("section-red: the data gives it a back, the file prints none") for f in found)


def test_a_stale_miss_matrix_is_reported_in_the_star(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "miss-matrix.yaml", "{faces: [14], steps: [n]}", "{faces: [15], steps: [n]}")
    replace_in(data / "miss-matrix.yaml", "{faces: [15], steps: [ne]}", "{faces: [14], steps: [ne]}")
    found = findings(built, "section-tiles", game=load_game(data), check="miss matrix faces")
    assert len(found) == 16  # two hexes on each of the eight range sides
    assert {f.page for f in found} == {1, 3}


def test_a_stale_status_condition_is_reported_on_the_status_sides(built, tmp_path):
    """The condition printed under a status name carries a number of the rules (4 hexes for cut off)."""
    data = ntw_copy(tmp_path)
    replace_in(data / "statuses.yaml", "no friendly unit within 4 hexes", "no friendly unit within 5 hexes")
    found = findings(built, "section-tiles", game=load_game(data), check="conditions")
    assert len(found) == 8  # the status side of every section tile
    assert all("within 4 hexes" in f.message and "within 5 hexes" in f.message for f in found)


def test_a_credit_that_is_not_the_data_is_reported_on_every_page(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "game.yaml", "Rules by DEFTECH TechnoWarGames", "Rules by the DEFTECH TechnoWarGames team")
    game = load_game(data)
    for name in ("markers", "unit-tiles", "section-tiles", "pieces", "hit-score-wheel", "turn-recorder"):
        found = findings(built, name, game=game, check="credit")
        pages = len(read_pdf(built / f"{name}.pdf").pages)
        assert [f.page for f in found] == list(range(1, pages + 1)), name
        assert "Rules by the DEFTECH TechnoWarGames team" in found[0].message


def test_a_stale_terrain_value_is_reported_on_its_pieces(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "terrain.yaml", "protection: 2", "protection: 3")
    found = findings(built, "pieces", game=load_game(data), check="numbers")
    assert len(found) == 7  # the tree side of the seven terrain pieces
    assert all("prints 2" in f.message and "says 3" in f.message for f in found)


def test_a_changed_ter_on_a_terrain_piece_is_reported_where_it_is(folder):
    rewrite_page(folder / "pieces.pdf", 0, replace_shown_text("TER 2", "TER 3"))
    found = findings(folder, "pieces", check="numbers")
    assert [(f.page, f.message) for f in found] == [(1, "terrain front: prints 3, the data says 2")]


def test_a_piece_the_data_defines_but_the_file_lacks_is_reported(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "pieces.yaml", "    count: 7\n", "    count: 8\n")
    found = findings(built, "pieces", game=load_game(data), check="pieces")
    assert [f.message for f in found] == ["1 x terrain (neutral) missing: the data defines them, the file does not "
                                          "print them"]


def test_a_changed_chance_on_the_wheel_is_reported_beside_its_score(folder):
    rewrite_page(folder / "hit-score-wheel.pdf", 0, replace_shown_text("45%", "46%"))
    found = findings(folder, "hit-score-wheel")
    assert found and {f.page for f in found if f.check != "manifest"} == {1}
    assert any(f.check in ("chances", "rings") and "46%" in f.message for f in found)


def test_a_stale_status_is_reported_on_the_wheel(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "statuses.yaml", "modifier: -2", "modifier: -1")
    found = findings(built, "hit-score-wheel", game=load_game(data), check="rings")
    assert any(f.page == 2 and "STAT" in f.message for f in found)


def test_a_stale_range_is_reported_on_the_range_rule(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "weapons.yaml", "range: 10", "range: 11")
    found = findings(built, "hit-score-wheel", game=load_game(data), check="range rule")
    assert len(found) == 1 and found[0].page == 3 and "AR 11" in found[0].message


def test_a_stale_turn_value_is_reported_under_its_turn(built, tmp_path):
    data = ntw_copy(tmp_path)
    text = (data / "turns.yaml").read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if "turn: 8" in line)
    replace_in(data / "turns.yaml", row, row.replace("endurance: 1", "endurance: 0"))
    found = findings(built, "turn-recorder", game=load_game(data), check="END")
    assert len(found) == 1 and found[0].page == 1 and "turn 8" in found[0].message


def test_build_verify_runs_the_verifier_after_the_build(tmp_path):
    from ntw_print.app.cli import main

    result = CliRunner().invoke(main, ["build", "--game", "data/ntw", "--out", str(tmp_path), "--only", "duplex-test",
                                       "--verify", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert "duplex-test.pdf: ok" in result.output and "everything holds" in result.output


def test_verify_reads_on_as_many_cores_as_a_build_may_use(tmp_path, monkeypatch):
    def no_pool(*args, **kwargs):
        raise AssertionError("a pool of workers on a machine that lets this process use one core")

    monkeypatch.setattr("ntw_print.app.build.default_jobs", lambda: 1)
    monkeypatch.setattr("ntw_print.app.pool.game_pool", no_pool)
    report = verify(load_game(Path("data/tech-v3")), tmp_path)
    assert not report.ok and len(report.files) == 1 + 6 + 1  # the manifest, every file and the one to print: missing


def test_files_are_read_with_fewer_collections_and_the_collector_is_left_as_it_was(built, monkeypatch):
    import gc

    import ntw_print.app.verify as verifying
    from ntw_print.app.verify import FEWER_COLLECTIONS

    during = []
    check = verifying._check
    monkeypatch.setattr(verifying, "_check", lambda *args: during.append(gc.get_threshold()) or check(*args))
    before = gc.get_threshold()
    verify(ntw(), built, BuildOptions(), only=["duplex-test"], jobs=1, force=True)
    assert during == [(FEWER_COLLECTIONS, *before[1:])]
    assert gc.get_threshold() == before


def test_an_ammunition_box_above_the_stock_left_white_is_reported(folder):
    def whiten_a_grey_box(ops):
        i = next(i for i, (operands, op) in enumerate(ops) if op == b"rg" and abs(float(operands[0]) - 0.894) < 0.001)
        ops[i] = ([type(value)(1) for value in ops[i][0]], b"rg")
        return ops

    rewrite_page(folder / "unit-tiles.pdf", 0, whiten_a_grey_box)
    found = findings(folder, "unit-tiles", check="ammunition tracks")
    assert len(found) == 1 and "not all greyed out alike, or one below it is" in found[0].message
