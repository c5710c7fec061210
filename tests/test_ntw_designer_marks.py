"""New Techno War's designer marks: a value of a unit tile that the data marks `designer` (a unit's
DEF, MOVE or LOAD, a weapon row's ATK, RESP, dice or ammunition) or a weapon's range on a section
tile, or a turn's END and INT on the turn recorder, prints the mark, a sheet holding one carries the key, and verify holds both to the
data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ntw_game import edit, ntw, ntw_copy
from ntw_print.app.build import build, output_folder
from ntw_print.print.components import BuildOptions
from ntw_print.core.marks import KEY, MARK
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.tiles import section_rows, unit_rows
from ntw_print.print.readback.pdfread import read_pdf
from verify_corrupt import build_for_verify, findings

RED_RIFLE = "{weapon: assault-rifle, attack: 5, response: 3, ammo: unlimited, designer: [attack, response]}"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return build_for_verify(tmp_path_factory, ["unit-tiles", "section-tiles", "turn-recorder"])


def _marked(row: dict) -> set[str]:
    """The fields of a tile's row printed with the designer mark: those not stated."""
    return {key for key in row if key not in {"copies", "stated"}} - set(row["stated"].split())


def _tile(game, unit_id: str) -> set[str]:
    return _marked(next(row for row in unit_rows(game) if row["id"] == unit_id))


def _section(game) -> tuple[dict, set[str]]:
    """The first side's section tile row, and its marked fields."""
    row = section_rows(game)[0]
    return row, _marked(row)


def _named(row: dict, marked: set[str], field: str, name_field: str) -> dict[str, bool]:
    """Each name of a repeated line (`name_field`1, 2, ...) -> whether its `field` is marked."""
    return {row[f"{name_field}{k}"]: f"{field}{k}" in marked for k in range(1, 20) if f"{name_field}{k}" in row}


def _build(game, out: Path) -> Path:
    build(game, out, BuildOptions(), only=["unit-tiles"])
    return output_folder(out, "ntw", "a4")


def test_tile_rows_carry_the_values_the_data_marks_designer(tmp_path):
    tank, rifles = _tile(ntw(), "red-tank"), _tile(ntw(), "red-infantry")
    assert {"attack1", "response1", "start1_8", "defence"} <= tank and not {"dice1", "move", "load"} & tank
    assert {"attack1", "response1", "response3"} <= rifles and not {"attack3", "unlimited1", "defence"} & rifles
    assert "defence" in _tile(ntw(), "blue-infantry")
    data = ntw_copy(tmp_path)
    edit(data / "units.yaml", RED_RIFLE, RED_RIFLE.replace(", designer: [attack, response]", ""))
    assert not {"attack1", "response1"} & _tile(load_game(data), "red-infantry")  # unmarked: the mark goes


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
    ranges = _named(*_section(ntw()), "range", "range_name")
    assert ranges["Cannon"] and not ranges["Assault rifle"]
    assert findings(built, "section-tiles") == []
    front = read_pdf(built / "section-tiles.pdf").pages[0]
    assert any(KEY in t.text for t in front.texts) and any(t.text.strip() == MARK for t in front.texts)
    data = ntw_copy(tmp_path)
    edit(data / "weapons.yaml", CANNON_RANGE, CANNON_RANGE.replace("    designer: [range]\n", ""))
    assert not _named(*_section(load_game(data)), "range", "range_name")["Cannon"]
    found = findings(built, "section-tiles", game=load_game(data), check="designer marks")
    assert len(found) == 8 and all("Cannon range" in f.message and "gives it as stated" in f.message for f in found)


TURN_ONE = "{turn: 1,  endurance: 4,  intel: {red: 8, blue: 0}, designer: [endurance, intel]}"


def test_the_turn_recorder_marks_the_turns_the_table_marks_and_verify_holds_them(built, tmp_path):
    from ntw_print.games.ntw.rules.recorder import recorder_values

    def marked(game) -> list[list[int]]:  # the turns each row (END, each side's INT) marks
        return [row["chosen"] for row in recorder_values(game)["rows"] if "chosen" in row]

    assert all(1 in turns and 7 not in turns for turns in marked(ntw())) and len(marked(ntw())) == 3  # 7: the rules' own
    assert findings(built, "turn-recorder") == []
    texts = [t.text for t in read_pdf(built / "turn-recorder.pdf").pages[0].texts]
    assert f"+4{MARK}" in texts and "+4" in texts and any(KEY in t for t in texts)  # turn 1 marked, turn 7 not
    data = ntw_copy(tmp_path)
    edit(data / "turns.yaml", TURN_ONE, TURN_ONE.replace(", designer: [endurance, intel]", ""))
    assert not any(1 in turns for turns in marked(load_game(data)))
    found = findings(built, "turn-recorder", game=load_game(data), check="designer marks")
    assert len(found) == 3 and all("on turn 1 prints" in f.message and "gives it as stated" in f.message for f in found)


UPSTAIRS = "    modifier: -2\n    condition: on an upper floor, where the scenario allows\n    designer: [modifier]\n"


def test_the_status_side_marks_the_stat_values_the_data_marks_and_its_back_page_the_key(built, tmp_path):
    statuses = _named(*_section(ntw()), "stat", "status_name")
    assert statuses["Upstairs"] and not statuses["In motion"]
    pages = read_pdf(built / "section-tiles.pdf").pages
    back = pages[1]
    assert any("back" in t.text and KEY in t.text for t in back.texts)  # the key on the status side's page
    assert sum(t.text.count(MARK) for t in back.texts if KEY not in t.text) == 3 * 6  # 3 chosen STATs, 6 tiles
    data = ntw_copy(tmp_path)
    edit(data / "statuses.yaml", UPSTAIRS, UPSTAIRS.replace("    designer: [modifier]\n", ""))
    assert not _named(*_section(load_game(data)), "stat", "status_name")["Upstairs"]
    found = findings(built, "section-tiles", game=load_game(data), check="designer marks")
    assert len(found) == 8 and all("Upstairs STAT" in f.message and "gives it as stated" in f.message for f in found)


def test_the_miss_matrix_heading_is_marked_while_its_cells_are_designer_values(built, tmp_path):
    assert "star" in _section(ntw())[1]
    front = " ".join(t.text for t in read_pdf(built / "section-tiles.pdf").pages[0].texts)
    assert f"AGAIN{MARK}" in front
    data = ntw_copy(tmp_path)
    edit(data / "miss-matrix.yaml", "designer: [cells]\n", "")
    assert "star" not in _section(load_game(data))[1]
    found = findings(built, "section-tiles", game=load_game(data), check="designer marks")
    assert len(found) == 8 and all("miss matrix's heading" in f.message for f in found)
    plain = tmp_path / "plain"
    build(load_game(data), plain, BuildOptions(), only=["section-tiles"])
    assert f"AGAIN{MARK}" not in " ".join(
        t.text for t in read_pdf(output_folder(plain, "ntw", "a4") / "section-tiles.pdf").pages[0].texts)


def test_the_terrain_pieces_urban_side_marks_its_ter_and_its_back_page_carries_the_key(tmp_path):
    from ntw_print.games.ntw.rules.components import piece_face_value

    kinds = {kind.id: kind for kind in ntw().extras["pieces.yaml"].pieces}
    terrain = kinds["terrain"]
    assert piece_face_value(ntw(), terrain, terrain.back) == f"TER 6{MARK}"  # our reading of 'urban cover'
    assert piece_face_value(ntw(), terrain, terrain.front) == "TER 2"
    build(ntw(), tmp_path / "out", BuildOptions(), only=["pieces"])
    folder = output_folder(tmp_path / "out", "ntw", "a4")
    front, back = read_pdf(folder / "pieces.pdf").pages
    assert not any(KEY in t.text for t in front.texts) and any(KEY in t.text for t in back.texts)
    assert sum(t.text == f"TER 6{MARK}" for t in back.texts) == 7
    assert findings(folder, "pieces") == []
    data = ntw_copy(tmp_path)
    edit(data / "pieces.yaml", "designer: [hexes, back]", "designer: [hexes]")
    found = findings(folder, "pieces", game=load_game(data))
    assert [f.message for f in found if f.check == "numbers"] == [f"terrain back: prints 6{MARK}, the data says 6"] * 7
    assert [(f.check, f.page) for f in found if f.check != "numbers"] == [("designer marks' key", 2)]  # now stale


def test_a_protection_marker_marks_a_designer_protection_and_its_sheet_carries_the_key(tmp_path):
    data = ntw_copy(tmp_path)
    edit(data / "terrain.yaml", "    protection: 4\n", "    protection: 4\n    designer: [protection]\n")
    game = load_game(data)
    build(game, tmp_path / "out", BuildOptions(), only=["markers"])
    folder = output_folder(tmp_path / "out", "ntw", "a4")
    pages = read_pdf(folder / "markers.pdf").pages
    assert sum(t.text == f"4{MARK}" for t in pages[0].texts) == 3  # the three forest markers
    assert any(KEY in t.text for t in pages[0].texts) and not any(KEY in t.text for t in pages[1].texts)
    assert findings(folder, "markers", game=game) == []
    assert len([f for f in findings(folder, "markers") if "protection" in f.message]) == 3  # held to the real data


def test_a_scenario_sheet_marks_its_chosen_board_rules_and_conditions_and_carries_the_key(tmp_path):
    from ntw_print.games.ntw.rules import scenarios as scenario_rules
    from ntw_print.games.ntw.rules.scenario_prose import rule_text, sheet_marked, victory_lines
    from ntw_print.games.ntw.rules.scenario_setup import setup_steps

    game = ntw()
    junction = next(s for s in scenario_rules.scenarios(game) if s.id == "junction")
    assert rule_text(game, junction, junction.special_rules[0]).endswith(MARK)  # hidden set-up: our reading
    assert not rule_text(game, junction, junction.special_rules[1]).endswith(MARK)  # the rulebook's note
    assert victory_lines(game, junction)[0].endswith(MARK) and not victory_lines(game, junction)[-1].endswith(MARK)
    assert setup_steps(game, junction)[0] == f"Lay the board with the «Full map»{MARK} side up."
    build(game, tmp_path / "out", BuildOptions(), only=["scenarios"])
    folder = output_folder(tmp_path / "out", "ntw", "a4")
    first = read_pdf(folder / "scenarios.pdf").pages[0]
    assert any(t.text == f"side A «Full map»{MARK}" for t in first.texts)
    assert any(t.text == KEY for t in first.texts)
    assert findings(folder, "scenarios", check="designer marks") == []
    data = ntw_copy(tmp_path)
    edit(data / "scenarios" / "junction.yaml", "designer: [board]\n", "")
    edit(data / "scenarios" / "junction.yaml", "  designer: [conditions]\n", "")
    found = [f.message for f in findings(folder, "scenarios", game=load_game(data), check="designer marks")]
    assert found == ["Junction: the board «Full map» carries the designer mark, but the data gives it as stated",
                     "Junction: victory condition 1 carries the designer mark, but the data gives it as stated"]
    assert sheet_marked(load_game(data), junction) is True  # its hidden set-up is still ours


def test_a_scenario_with_no_designer_value_prints_no_key(tmp_path):
    from ntw_print.games.ntw.rules import scenarios as scenario_rules
    from ntw_print.games.ntw.rules.scenario_prose import sheet_marked

    data = ntw_copy(tmp_path)
    path = data / "scenarios" / "sleeper-cell.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("designer: [board]\n", ""), encoding="utf-8")
    game = load_game(data)
    cell = next(s for s in scenario_rules.scenarios(game) if s.id == "sleeper-cell")
    assert not sheet_marked(game, cell)
    build(game, tmp_path / "out", BuildOptions(), only=["scenarios"])
    folder = output_folder(tmp_path / "out", "ntw", "a4")
    page = read_pdf(folder / "scenarios.pdf").pages[cell.number - 1]
    assert not any(KEY in t.text or MARK in t.text for t in page.texts)
    assert findings(folder, "scenarios", game=game, check="designer marks' key") == []
    found = [f.message for f in findings(folder, "scenarios", check="designer marks")]  # held to the real data
    assert found == ["Sleeper cell: the board «City and house» lacks the designer mark, which the data gives it"]


def test_the_wheel_marks_the_chosen_turns_sniper_ranges_and_legend_values_and_carries_the_key(tmp_path):
    from ntw_print.games.ntw.rules.range_rule import range_marks
    from ntw_print.games.ntw.rules.wheel import hit_score_wheel, turn_words

    game = ntw()
    assert turn_words(game, [7, 8]) == ("7", f"8{MARK}")  # turn 7 is the rulebook's, turn 8 ours
    assert turn_words(game, [4, 5, 6]) == (f"4\u20136{MARK}",)
    wheel = hit_score_wheel(game)
    assert any(f"sniper{MARK}" in mark.lines for mark in wheel.ring("attack").marks)
    legend = dict(wheel.legend)
    assert f"U upstairs \u22122{MARK}" in legend["STAT"] and f"M in motion \u22123{MARK}" not in legend["STAT"]
    assert f"river 0{MARK}" in legend["TER"] and f"tank 6{MARK}" in legend["DEF"]
    assert f"infantry 1{MARK}" not in legend["DEF"]  # red infantry's DEF is the rulebook's
    assert {m.short: m.words for m in range_marks(game)}["CAN"] == f"16{MARK}"
    assert {m.short: m.words for m in range_marks(game)}["AR"] == "10"
    build(game, tmp_path / "out", BuildOptions(), only=["hit-score-wheel"])
    folder = output_folder(tmp_path / "out", "ntw", "a4")
    assert all(any(KEY in t.text for t in page.texts) for page in read_pdf(folder / "hit-score-wheel.pdf").pages)
    assert findings(folder, "hit-score-wheel") == []
    data = ntw_copy(tmp_path)
    edit(data / "statuses.yaml", UPSTAIRS, UPSTAIRS.replace("    designer: [modifier]\n", ""))
    edit(data / "weapons.yaml", CANNON_RANGE, CANNON_RANGE.replace("    designer: [range]\n", ""))
    found = [f.message for f in findings(folder, "hit-score-wheel", game=load_game(data))]
    assert found == ["the stop 'CAN 16' is not printed along the rule",  # the volvelle kind, against the rings
                     f"the legend's 'upstairs \u22122' carries the designer mark, but the data gives it as stated",
                     "Cannon: the rule marks CAN 16◊; the data says CAN 16"]  # and the data read afresh


def test_a_board_drawn_for_this_set_marks_its_name_and_a_chosen_protection_and_its_band_carries_the_key(tmp_path):
    build(ntw(), tmp_path / "out", BuildOptions(), only=["board-full-map"])
    folder = output_folder(tmp_path / "out", "ntw", "a4")
    texts = [t.text for t in read_pdf(folder / "board-full-map.pdf").pages[0].texts]
    assert f"Side A · Full map{MARK}" in texts and KEY in texts
    assert f"protection 0{MARK}" in texts and "protection 0" in texts  # the river's, and open ground's
    assert findings(folder, "board-full-map", check="designer marks") == []
    data = ntw_copy(tmp_path)
    edit(data / "boards" / "full-map.yaml", "designer: [terrain, roads, buildings, places]",
         "designer: [roads, buildings, places]")
    edit(data / "terrain.yaml", "    designer: [protection, vehicles, infantry]", "    designer: [vehicles, infantry]")
    found = [f.message for f in findings(folder, "board-full-map", game=load_game(data), check="designer marks")]
    assert found == [f"legend: River's 'protection 0{MARK}': the data gives it as stated",
                     f"the band names the board 'Side A · Full map{MARK}': the data gives its map as stated"]
