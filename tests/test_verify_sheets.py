"""The verifier on the scenario sheets, the reference card and the boards: a fresh build holds,
stale data and damaged files are reported at their page."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.generic import ContentStream, RectangleObject

from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.app.verify import verify
from ntw_game import edit, ntw, ntw_copy, replace_in
from verify_corrupt import (build_for_verify, damageable_copy, findings, drop_page, piece_blocks, replace_in_stream,
                            replace_shown_text, rewrite_page, shift_page, swap_blocks)

BUILT = ["scenarios", "reference-card", "board-full-map", "board-full-map-tiled"]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The files these tests read, built once (read-only)."""
    return build_for_verify(tmp_path_factory, BUILT)


@pytest.fixture
def folder(built, tmp_path) -> Path:
    return damageable_copy(built, tmp_path)


def test_a_fresh_build_holds(built):
    report = verify(ntw(), built, BuildOptions(), only=BUILT)
    assert report.ok, "\n".join(report.lines())
    assert report.file("board-full-map.pdf").numbers >= 2100  # every playable hex of 50 x 42
    assert report.file("board-full-map-tiled.pdf").numbers >= 2100
    assert report.file("scenarios.pdf").numbers > 300
    assert report.file("reference-card.pdf").numbers > 30
    assert report.numbers > 5000


def test_a_stale_end_turn_is_reported_on_its_scenario_sheet(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "scenarios" / "junction.yaml", "turns: {start: 1, end: 9}", "turns: {start: 1, end: 10}")
    found = findings(built, "scenarios", game=load_game(data), check="turns")
    assert len(found) == 1 and found[0].page == 1 and "prints '9'" in found[0].message


def test_a_moved_unit_is_reported_in_the_table_and_on_the_map(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "scenarios" / "junction.yaml", "tile: 2, at: X25}", "tile: 2, at: X27}")
    found = findings(built, "scenarios", game=load_game(data))
    assert {(f.page, f.check) for f in found} >= {(1, "forces"), (1, "map")}


def test_a_rider_who_gets_off_is_reported_in_the_forces_table(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "scenarios" / "junction.yaml", "tile: 2, aboard: red-tank-1}", "tile: 2, at: X26}")
    found = [f.message for f in findings(built, "scenarios", game=load_game(data), check="forces")]
    assert "Junction: units aboard Tank 1: prints '2', the data says '1'" in found
    assert "Junction: Red Infantry 2 reads '4 fig. aboard Tank 1'; the data says '4 fig.', 'X26'" in found


def test_a_wrong_section_number_in_a_forces_table_is_reported(folder):
    rewrite_page(folder / "scenarios.pdf", 0, replace_shown_text("2", "3"))  # Red's second section
    found = [f.message for f in findings(folder, "scenarios", check="scenario sheets")]
    assert found == ["page 1 (Junction): lacks '2'"]


def test_a_wrong_count_aboard_a_vehicle_on_the_map_is_reported_at_its_hex(folder):
    rewrite_page(folder / "scenarios.pdf", 0, replace_shown_text("2", "3", 1))  # the badge beside Tank 1 on the map
    found = {(f.check, f.message) for f in findings(folder, "scenarios")}
    assert ("map units", "Junction: units aboard Tank 1: prints '3', the data says '2'") in found  # NTW's own check
    assert ("map overlay", "Junction: the token '2' is not printed at EE23 on the map") in found  # the kind's


def test_a_stale_move_is_reported_on_the_reference_card(built, tmp_path):
    data = ntw_copy(tmp_path)
    edit(data / "units.yaml", "    move: 7\n", "    move: 8\n")  # the tank
    found = findings(built, "reference-card", game=load_game(data), check="values")
    assert found and {f.page for f in found} == {1} and all(f.message.startswith("Tank, ") for f in found)


def test_swapped_reference_card_backs_are_reported(folder):
    path = folder / "reference-card.pdf"
    blocks = piece_blocks(ContentStream(PdfReader(str(path)).pages[1].get_contents(), None).operations)
    assert len(blocks) == 2
    rewrite_page(path, 1, lambda ops: swap_blocks(ops, 0, 1))
    found = findings(folder, "reference-card", check="table contents")  # each back lacks its own side's words
    assert [f.message for f in found] == ["page 2, card 1 back 'HIT SCORE': lacks 'Red', 'attacker'",
                                          "page 2, card 2 back 'HIT SCORE': lacks 'Blue', 'defender'"]


def test_a_changed_board_coordinate_is_reported(folder):
    replace_in_stream(folder / "board-full-map.pdf", 0, b"(EE31) Tj", b"(EE13) Tj", occurrence=1)
    found = findings(folder, "board-full-map", check="board contents")  # the board kind's check
    messages = " / ".join(f.message for f in found)
    assert "cell EE31: its label is not printed at its cell" in messages
    assert "cell EE13: its label is printed 2 times" in messages


def test_a_stale_protection_is_reported_in_the_board_legend(built, tmp_path):
    data = ntw_copy(tmp_path)
    replace_in(data / "terrain.yaml", "protection: 4", "protection: 5")
    found = findings(built, "board-full-map", game=load_game(data), check="protection")
    assert len(found) == 1 and found[0].page == 1 and "Forest" in found[0].message


def test_a_stale_scale_is_reported_in_the_board_band(built, tmp_path):
    """The band's hex at full size says the ground across it: a board file that says otherwise is caught."""
    data = ntw_copy(tmp_path)
    replace_in(data / "boards" / "full-map.yaml", "hex_across: 25 m", "hex_across: 30 m")
    found = findings(built, "board-full-map", game=load_game(data), check="board contents")  # the board kind's
    assert [f.message for f in found] == ["the band's hex at full size: its '30 m' is not printed"]


def test_a_stale_floor_count_is_reported_by_the_board_kind_and_by_the_rules(built, tmp_path):
    """The board kind holds each badge to the spec; New Techno War holds it to the rules' floors."""
    data = ntw_copy(tmp_path)
    replace_in(data / "boards" / "full-map.yaml", "{at: QQ6, floors: 3}", "{at: QQ6, floors: 4}")
    found = findings(built, "board-full-map", game=load_game(data))
    assert {(f.check, f.message.split(": prints")[1]) for f in found} == {
        ("badges", " '3', the data says '4'"), ("floors", " '3', the data says '4'")}


def test_a_badge_the_layout_gets_wrong_is_caught_by_the_rules_floors(tmp_path, monkeypatch):
    """Drawn and read back as the spec says, a badge still holds its building's floors in the rules."""
    from ntw_print.app.build import build, output_folder
    from ntw_print.games.ntw.layout import board as layout

    badges = layout._badges
    monkeypatch.setattr(layout, "_badges", lambda board, words: {
        **(spec := badges(board, words)), "at": [{**at, "value": at["value"] + 1} for at in spec["at"]]})
    game = load_game(ntw_copy(tmp_path))
    build(game, tmp_path / "out", BuildOptions(), only=["board-full-map"])
    found = findings(output_folder(tmp_path / "out", "ntw", "a4"), "board-full-map", game=game)
    assert found and {f.check for f in found} == {"floors"}


def test_a_shifted_tiled_page_is_reported(folder):
    shift_page(folder / "board-full-map-tiled.pdf", 3, 2.0, 0.0)
    found = [f for f in findings(folder, "board-full-map-tiled") if f.check != "manifest"]
    assert found and 4 in {f.page for f in found}
    assert {f.check for f in found} & {"art position", "seams", "alignment"}


def test_a_tiled_page_on_other_paper_is_reported(folder):
    path = folder / "board-full-map-tiled.pdf"
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    writer.pages[4].mediabox = RectangleObject([0, 0, 612, 792])  # US Letter
    writer.write(str(path))
    found = findings(folder, "board-full-map-tiled", check="page size")
    assert [f.page for f in found] == [5]


def test_a_missing_tiled_page_is_reported(folder):
    drop_page(folder / "board-full-map-tiled.pdf", 6)
    found = findings(folder, "board-full-map-tiled")
    assert any(f.check == "pages" and "missing" in f.message for f in found)
    assert any(f.check == "page numbers" for f in found)
