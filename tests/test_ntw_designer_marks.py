"""New Techno War's designer marks: a value of a unit tile that the data marks `designer` (a unit's
DEF, MOVE or LOAD, a weapon row's ATK, RESP, dice or ammunition) or a weapon's range on a section
tile, or a turn's END and INT on the turn recorder, prints the mark, a sheet holding one carries the key, and verify holds both to the
data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ntw_game import edit, ntw, ntw_copy
from ntw_print.build import build, output_folder
from ntw_print.components import BuildOptions
from ntw_print.core.marks import KEY, MARK
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.tiles import section_tiles, unit_tiles
from ntw_print.verify.pdfread import read_pdf
from verify_corrupt import build_for_verify, findings

RED_RIFLE = "{weapon: assault-rifle, attack: 5, response: 3, ammo: unlimited, designer: [attack, response]}"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return build_for_verify(tmp_path_factory, ["unit-tiles", "section-tiles", "turn-recorder"])


def _tile(game, key: str):
    return next(tile for tile in unit_tiles(game) if tile.key == key)


def _build(game, out: Path) -> Path:
    build(game, out, BuildOptions(), only=["unit-tiles"])
    return output_folder(out, "ntw", "a4")


def test_tile_rows_carry_the_values_the_data_marks_designer(tmp_path):
    tank, rifles = _tile(ntw(), "red-tank-1"), _tile(ntw(), "red-infantry-1")
    assert tank.weapons[0].chosen == ("attack", "response", "ammo") and tank.chosen == ("defence",)
    assert rifles.weapons[0].chosen == ("attack", "response") and rifles.weapons[2].chosen == ("response",)
    assert rifles.chosen == () and _tile(ntw(), "blue-infantry-1").chosen == ("defence",)
    data = ntw_copy(tmp_path)
    edit(data / "units.yaml", RED_RIFLE, RED_RIFLE.replace(", designer: [attack, response]", ""))
    assert _tile(load_game(data), "red-infantry-1").weapons[0].chosen == ()  # unmarked: the mark goes


def test_a_fresh_build_prints_marks_and_key_and_verify_holds_them(built):
    assert findings(built, "unit-tiles") == []
    pages = read_pdf(built / "unit-tiles.pdf").pages
    assert all(any(KEY in t.text for t in page.texts) for page in pages)  # every sheet holds a marked tile
    assert all(sum(t.text.count(MARK) for t in page.texts) >= 10 for page in pages)


def test_verify_reports_a_mark_the_data_no_longer_gives_and_one_it_lacks(built, tmp_path):
    data = ntw_copy(tmp_path)
    edit(data / "units.yaml", RED_RIFLE, RED_RIFLE.replace("[attack, response]", "[attack]"))
    text = (data / "units.yaml").read_text(encoding="utf-8")
    (data / "units.yaml").write_text(text.replace("    load: 1\n", "    load: 1\n    designer: [load]\n", 1),
                                     encoding="utf-8")  # the first unit: red infantry
    found = findings(built, "unit-tiles", game=load_game(data), check="designer marks")
    stray = [f for f in found if "carries the designer mark, but the data gives it as stated" in f.message]
    missing = [f for f in found if "the designer mark is missing" in f.message]
    assert len(stray) == 6 and all("(red) AR response" in f.message for f in stray)  # six red infantry tiles
    assert len(missing) == 6 and all("Infantry" in f.message and "(red) load" in f.message for f in missing)
    assert len(found) == 12


def test_unmarked_data_prints_no_mark_and_no_key_and_verify_misses_them(tmp_path):
    data = ntw_copy(tmp_path)
    path = data / "units.yaml"
    path.write_text(re.sub(r"(, designer: \[[a-z, ]+\]|\n +designer: \[[a-z, ]+\])", "",
                           path.read_text(encoding="utf-8")), encoding="utf-8")
    plain = _build(load_game(data), tmp_path / "out")
    texts = " ".join(t.text for page in read_pdf(plain / "unit-tiles.pdf").pages for t in page.texts)
    assert MARK not in texts and KEY not in texts
    assert findings(plain, "unit-tiles", game=load_game(data)) == []
    found = findings(plain, "unit-tiles")  # held to the real data: every mark and key is missing
    assert any(f.check == "designer marks' key" and "missing" in f.message for f in found)
    assert any(f.check == "designer marks" and "Tank 1 (red) CAN ammunition" in f.message for f in found)


CANNON_RANGE = "    range: 16\n    trajectory: direct\n    designer: [range]\n"


def test_section_tiles_mark_the_ranges_the_data_marks_and_verify_holds_them(built, tmp_path):
    ranges = {line.weapon: line for line in section_tiles(ntw())[0].ranges}
    assert ranges["cannon"].chosen and not ranges["assault-rifle"].chosen
    assert findings(built, "section-tiles") == []
    front = read_pdf(built / "section-tiles.pdf").pages[0]
    assert any(KEY in t.text for t in front.texts) and any(t.text.strip() == MARK for t in front.texts)
    data = ntw_copy(tmp_path)
    edit(data / "weapons.yaml", CANNON_RANGE, CANNON_RANGE.replace("    designer: [range]\n", ""))
    assert not {line.weapon: line for line in section_tiles(load_game(data))[0].ranges}["cannon"].chosen
    found = findings(built, "section-tiles", game=load_game(data), check="designer marks")
    assert len(found) == 8 and all("Cannon range" in f.message and "gives it as stated" in f.message for f in found)


TURN_ONE = "{turn: 1,  endurance: 4,  intel: {red: 8, blue: 0}, designer: [endurance, intel]}"


def test_the_turn_recorder_marks_the_turns_the_table_marks_and_verify_holds_them(built, tmp_path):
    from ntw_print.games.ntw.rules.recorder import turn_recorder

    boxes = turn_recorder(ntw()).turns
    assert boxes[0].chosen == {"endurance", "intel"} and boxes[6].chosen == frozenset()  # turn 7: the rules' own
    assert findings(built, "turn-recorder") == []
    texts = [t.text for t in read_pdf(built / "turn-recorder.pdf").pages[0].texts]
    assert f"+4{MARK}" in texts and "+4" in texts and any(KEY in t for t in texts)  # turn 1 marked, turn 7 not
    data = ntw_copy(tmp_path)
    edit(data / "turns.yaml", TURN_ONE, TURN_ONE.replace(", designer: [endurance, intel]", ""))
    assert turn_recorder(load_game(data)).turns[0].chosen == frozenset()
    found = findings(built, "turn-recorder", game=load_game(data), check="designer marks")
    assert len(found) == 3 and all("on turn 1:" in f.message and "gives it as stated" in f.message for f in found)
