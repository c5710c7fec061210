"""The `track` kind: snaking rows of counter-sized boxes, faces and emphasis, flip leaves, areas."""

from __future__ import annotations

import pytest

from kinds_build import build, check, check_damaged, copy_fixtures, load, write
from kinds_helpers import faults_of, mono
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError, LayoutError
from ntw_print.kinds.track.layout import (
    MARKS,
    ROW_GAP,
    TINTS,
    TITLE_BAND,
    area_block,
    flip_block,
    flip_pages,
    plan,
    track_block,
    track_slots,
)
from ntw_print.kinds.track.schema import Flip, Track
from ntw_print.print.layout.sheet import Box
from ntw_print.print.render.pdf import measure
from verify_corrupt import replace_shown_text, rewrite_page, shift_page

PLAYERS = [{"name": "Black", "colour": "#1a1a1a"}, {"name": "White", "colour": "#ffffff"}]


def _track(**fields) -> Track:
    return Track.model_validate({"label": "Turn", "to": 10, **fields})


def test_boxes_snake_back_and_forth_touching_the_box_before():
    slots = track_slots(7, 10.0, 3)
    assert [(s.x, s.y) for s in slots] == [(0, -10), (10, -10), (20, -10),
                                           (20, -23), (10, -23), (0, -23), (0, -36)]
    assert ROW_GAP == 3.0
    for a, b in zip(slots, slots[1:]):  # beside it in its row, or under it at a turn
        assert (abs(a.x - b.x), abs(a.y - b.y)) in {(10.0, 0.0), (0.0, 13.0)}


def test_a_turn_track_numbers_its_boxes_and_fills_each_with_its_face():
    track = _track(faces={"day": "#fbe7a1", "night": "#27325a"}, pattern=["day", "day", "night"],
                   boxes={10: {"caption": "Last", "face": "day"}, 4: {"label": "IV"}})
    ink, numbered = track_block(track, 120.0, mono, "t")
    assert [n.label for n in numbered] == ["1", "2", "3", "IV", "5", "6", "7", "8", "9", "10"]
    assert [n.fill for n in numbered][:4] == ["#fbe7a1", "#fbe7a1", "#27325a", "#fbe7a1"]
    assert numbered[-1].fill == "#fbe7a1" and numbered[-1].also == ("Last",)
    assert [n.box.x for n in numbered[:7]] == pytest.approx([16.0 * i for i in range(7)])  # 7 of 16 mm in 120 mm
    assert numbered[7].box == Box(96.0, -TITLE_BAND - 2 * 16.0 - ROW_GAP, 16.0, 16.0)
    night = next(w for w in ink.words if w.text == "3" and w.size > 10)
    assert night.colour == "#ffffff"  # white figures on the dark face


def test_a_faces_name_is_printed_only_when_asked():
    faces = {"faces": {"mud": "#8a6d3b", "frost": "#dfeaf5"}, "pattern": ["mud", "frost"]}
    ink, numbered = track_block(_track(**faces), 200.0, mono, "t")
    assert not {"mud", "frost"} & {w.text for w in ink.words} and numbered[0].also == ()
    ink, numbered = track_block(_track(**faces, show_faces=True), 200.0, mono, "t")
    assert [w.text for w in ink.words].count("mud") == 5 and numbered[0].also == ("mud",)  # and read back


def test_a_score_track_runs_from_zero_and_emphasises_every_fifth_and_tenth_box():
    track = Track.model_validate({"label": "Score", "from": 0, "to": 20, "size": "12mm", "emphasis": [5, 10]})
    _, numbered = track_block(track, 300.0, mono, "s")
    assert [n.label for n in numbered][:3] == ["0", "1", "2"] and len(numbered) == 21
    fills = {n.label: n.fill for n in numbered}
    assert (fills["0"], fills["5"], fills["10"], fills["15"], fills["20"], fills["7"]) == (
        None, TINTS[0], TINTS[1], TINTS[0], TINTS[1], None)


def test_a_score_that_may_go_below_zero_starts_below_zero():
    track = Track.model_validate({"label": "VP", "from": -5, "to": 5, "size": "12mm", "emphasis": [5, 10]})
    _, numbered = track_block(track, 300.0, mono, "s")
    fills = {n.label: n.fill for n in numbered}
    assert [n.label for n in numbered][:6] == ["-5", "-4", "-3", "-2", "-1", "0"]
    assert (fills["-5"], fills["0"], fills["5"]) == (TINTS[0], None, TINTS[0])


def test_per_row_wider_than_the_column_is_a_layout_error():
    with pytest.raises(LayoutError, match=r"t: 8 boxes of 16.0 mm need 128.0 mm, the column is 100.0 mm"):
        track_block(_track(per_row=8), 100.0, mono, "t")


def test_the_flip_stack_has_a_cover_each_turn_in_turn_order_and_an_end_leaf():
    flip = Flip.model_validate({"label": "First", "turns": 4, "players": PLAYERS, "first": "White",
                                "cover": "TECH", "end": "Count the points"})
    assert [(page, p.name if p else None) for page, p in flip_pages(flip)] == [
        ("cover", None), ("1", "White"), ("2", "Black"), ("3", "White"), ("4", "Black"), ("end", None)]
    ink, numbered = flip_block(flip, 186.0, measure, "f")
    assert [n.label for n in numbered] == ["TECH", "1", "2", "3", "4", "Game over"]
    assert numbered[1].also == ("White goes first",)
    # three 56 mm leaves a row, touching, inside room for their crop marks
    assert [(n.box.x, n.box.top) for n in numbered[:4]] == [
        (MARKS, -TITLE_BAND - MARKS), (MARKS + 56.0, -TITLE_BAND - MARKS), (MARKS + 112.0, -TITLE_BAND - MARKS),
        (MARKS, -TITLE_BAND - MARKS - 40.0)]
    assert ink.width == pytest.approx(2 * MARKS + 3 * 56.0)
    assert {w.text for w in ink.words} >= {"White goes first", "Black goes first", "of 4", "1st", "bind here"}


def test_an_area_is_an_empty_box_of_its_size_with_its_label():
    ink, numbered = area_block(load("track").areas[0], 186.0, mono, "a")
    assert numbered[0].box == Box(0.0, -45.0, 85.0, 45.0) and ink.words[0].text == "Black's prison camp"


@pytest.mark.parametrize("text, fault", [
    ("kind: track\ntracks:\n  - {label: T, to: 6, faces: {day: '#ffffff'}, pattern: [day, dusk]}\n",
     "sheet.yaml:3:5: tracks[0]: face 'dusk' is not among the track's faces (day)"),
    ("kind: track\ntracks:\n  - label: T\n    to: 6\n    boxes: {7: {caption: Late}}\n",
     "sheet.yaml:3:5: tracks[0]: box 7 is not on the track (1 to 6)"),
    ("kind: track\ntracks:\n  - {label: T, from: 3, to: 1}\n",
     "sheet.yaml:3:5: tracks[0]: a track runs from low to high: from 3 to 1"),
    ("kind: track\nflips:\n  - label: F\n    turns: 4\n    first: Red\n    players: [{name: A, colour: '#000000'}, "
     "{name: B, colour: '#ffffff'}]\n", "sheet.yaml:3:5: flips[0]: first: 'Red' is not one of the players (A, B)"),
    ("kind: track\ntracks:\n  - {label: T, to: 20, per_row: 14}\n",
     "sheet.yaml:1:1: on A4 paper: tracks[0] 'T': 14 boxes of 16.0 mm need 224.0 mm, the column is 190.0 mm"),
    ("kind: track\nareas:\n  - {label: Camp, width: 80, height: 40mm}\n",
     "sheet.yaml:3:26: areas[0].width: expected a length such as '15mm', '1.5cm' or '0.75in', got 80"),
])
def test_schema_faults_are_reported_at_their_line(text, fault):
    assert fault in faults_of(text)


def test_the_fixture_lays_out_on_two_a4_pages():
    placed, blocks = plan(load("track"), "a4", measure)
    # the flip tracker does not fit under the tracks; both camps go back into the room left there,
    # not alone on pages of their own
    assert [p.page for p in placed] == [0, 0, 0, 1, 0, 0]
    camps = [p.box for p in placed[4:]]
    assert camps[0].top < placed[2].box.y and camps[1].top < camps[0].y
    assert [len(numbered) for _, numbered in blocks] == [12, 41, 41, 12, 1, 1]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return build("track", tmp_path_factory.mktemp("track"))


def test_the_built_sheet_passes_its_check(built):
    assert check("track", *built) == []


def test_letter_paper_also_checks(tmp_path):
    options = BuildOptions(paper="letter")
    spec, path = build("track", tmp_path, options)
    assert check("track", spec, path, options) == []


def test_the_same_data_builds_the_same_bytes(built, tmp_path):
    assert build("track", tmp_path)[1].read_bytes() == built[1].read_bytes()


def test_a_wrong_first_player_on_a_leaf_is_found(built, tmp_path):
    swap = replace_shown_text("White goes first", "Black goes first")
    found = check_damaged("track", built, tmp_path, lambda path: rewrite_page(path, 1, swap))
    assert len(found) == 1 and "flips 'Who goes first': box '2'" in found[0] and "'White goes first'" in found[0]


def test_a_wrong_number_in_a_box_is_found(built, tmp_path):
    found = check_damaged("track", built, tmp_path, lambda path: rewrite_page(path, 0, replace_shown_text("27", "72")))
    assert found == ["page 1, tracks 'Black's score': box '27' at (34.0, 197.0) mm does not carry '27'"]


def test_boxes_moved_on_the_page_are_found(built, tmp_path):
    found = check_damaged("track", built, tmp_path, lambda path: shift_page(path, 0, 0.5, 0.0))
    assert "page 1, tracks 'Turn track (day and night)': 0 of its 12 boxes printed in place" in found


def test_a_load_time_fault_names_the_file_and_line(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "track.yaml", "pattern: [day, day, day, night]", "pattern: [day, day, day, dusk]")
    with pytest.raises(DataError) as error:
        load("track", folder)
    assert [str(f) for f in error.value.faults] == [
        "track.yaml:4:5: tracks[0]: face 'dusk' is not among the track's faces (day, night)"]
