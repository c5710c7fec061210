"""Switzerland must be Conquered: the rules' stated numbers (stacking, odds rounded in the
defender's favour, the bombardment example, victory points and levels) and the players' aid tables
that print them, held together by the game's checks."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.switzerland import rules

SWISS = Path(__file__).parents[1] / "data" / "switzerland"


@pytest.fixture(scope="module")
def aid():
    game = load_game(SWISS)
    return {t.id: t for t in game.sheets["aid.yaml"].spec.tables if t.id}


def test_stacking_points_regiment_1_brigade_2_division_4_and_the_limits():
    assert [rules.stacking_points(s) for s in ("III", "X", "XX", "")] == [1, 2, 4, 0]
    assert rules.stack_fits(["XX", "III"]) and not rules.stack_fits(["XX", "X"])
    assert not rules.stack_fits(["XX", "III"], mixed=True)  # German and Italian together: 4 points
    assert not rules.stack_fits(["III", "III", "III", ""])  # 3 units, Brandenburgers included


def test_odds_are_rounded_down_in_the_defenders_favour(aid):
    columns = [text for text, _ in aid["crt"].header_rows()[-1][1:]]
    assert columns[0] == "1:4" and rules.odds_column(39, 10, columns) == "3:1"
    assert rules.odds_column(10, 39, columns) == "1:4" and rules.odds_column(10, 41, columns) is None
    assert rules.odds_column(99, 10, columns) == columns[-1]


def test_the_crt_gives_the_stated_results_and_only_legal_ones(aid):
    rows = aid["crt"].body_rows()
    columns = [text for text, _ in aid["crt"].header_rows()[-1][1:]]
    two = columns.index("2:1") + 1
    assert [rows[d - 1][two] for d in (3, 4, 5)] == ["-/1R", "1/2", "-/2"]
    attacker, defender = rules.read_result("-/1R")
    assert attacker.hits == 0 and defender.hits == 1 and defender.retreat
    assert rules.read_result("*/-")[0].step_loss and rules.read_result("-/E")[1].eliminated
    assert all(rules.read_result(cell) for row in rows for cell in row[1:])
    for wrong in ("R2/1", "3/X", "1-2", "/", "R/", "-/", "/1"):  # each side says something
        with pytest.raises(ValueError):
            rules.read_result(wrong)


def test_bombardment_four_against_five_points_needs_six_and_four_in_an_urban_hex(aid):
    rows = [[int(c) for c in row] for row in aid["bombardment"].body_rows()]
    assert rules.bombardment_number(rows, 5, 4) == 6
    urban = next(row for row in aid["terrain"].body_rows() if row[0] == "Urban area")
    assert int(urban[3]) == rules.URBAN_BOMBARDMENT == -2
    assert rules.bombardment_number(rows, 5, 4, (int(urban[3]),)) == 4
    assert rules.bombardment_number(rows, 5, 6) == 6  # strength above 4 counts as 4
    assert rules.bombardment_number(rows, 5, 4, (rules.NIGHT_BOMBARDMENT,)) == 5


def test_victory_points_their_costs_levels_surrender_and_the_bomber_as_stated(aid):
    vp = {row[0]: row[1] for row in aid["victory-points"].body_rows()}
    assert vp["Holding Bern"] == "+3" and vp["Holding each other Swiss urban area"] == "+1"
    assert all(vp[k] == "-1" for k in vp if k.startswith("Each"))
    levels = {row[0]: row[1] for row in aid["victory-levels"].body_rows()}
    assert levels == {"Decisive": "11+", "Normal": "7–10", "Marginal": "3–6", "Pyrrhic": "1–2", "Defeat": "0 or less"}
    assert "1 VP" in aid["bomber"].body_rows()[5][1]
    assert {row[0]: row[1] for row in aid["stacking"].body_rows()} == {
        "Regiment (III)": "1", "Brigade (X)": "2", "Division (XX)": "4", "Brandenburgers": "0"}
    assert "1d6+6" in " ".join(aid["victory-levels"].notes)  # the surrender roll


def test_the_aid_carries_the_rules_players_reach_for(aid):
    words = {name: " ".join(" ".join(row) for row in t.body_rows()) + " " + " ".join(t.notes) for name, t in aid.items()}
    assert "never to a result that costs the enemy more" in words["crt"]  # the fighter's shift (8.3)
    assert "if the defender is still there, every attacking unit takes 1 more hit" in words["night"]  # 13.3
    for rule in ("No enemy moves through its hex", "no overrun of units with it", "only from behind, it is eliminated"):
        assert rule in words["terrain"], rule  # 11.0, 11.1, 12.1
    assert [row[:2] for row in aid["overruns"].body_rows()][0] == ["Armour and motorized", "Border units (at half strength)"]
    assert "every overrunning unit takes 1 hit" in words["overruns"]  # 12.3
    vp = {row[0]: row[1] for row in aid["victory-points"].body_rows()}
    assert [vp[k] for k in ("Optional engineers brought in", "Swiss strip 3 Corps: 11 Mtn X and 60 Mtn III",
                            "Swiss strip 3 Corps: 9 Mtn XX, 61 and 62 Mtn III", "Parachute unit requested",
                            "Each glider unit requested", "Each airborne unit lost")] == ["-1", "+1", "+2", "-2", "-1", "-1"]
    assert "never removes the last unit of a hex" in words["bombardment"]  # 6.2
    assert "Only one artillery unit's strength counts" in words["combat-rules"]  # 10.5
    assert "the engineer takes one of them" in words["combat-rules"]  # 10.4.1
    assert [row[0] for row in aid["air-combat"].body_rows()] == ["Equal", "1 apart", "2 or more apart"]  # 8.2
    assert "no point gives back a step lost" in words["replacements"]  # 14.1
    glacier = next(row for row in aid["terrain"].body_rows() if row[0] == "Glacier")
    assert glacier[4].startswith("No standard artillery") and "this set's reading" in words["terrain"]
    assert "the bomber at any hex" in words["sequence"] and "on any hex" in words["bomber"]  # one wording (7.0)


def test_the_aid_marks_the_values_this_set_chose_and_not_those_the_rules_state(aid):
    columns = [text for text, _ in aid["crt"].header_rows()[-1]]
    two = columns.index("2:1")
    chosen = aid["crt"].chosen_cells()
    assert {(2, two), (3, two), (4, two)}.isdisjoint(chosen) and len(chosen) == 54 - 3
    bombard = aid["bombardment"]
    assert (4, 4) not in bombard.chosen_cells() and (4, 3) in bombard.chosen_cells()  # 4 against 5 points (6.1)
    assert not aid["stacking"].chosen_cells() and not aid["victory-points"].chosen_cells()


def test_the_map_and_the_historical_scenario_read_as_the_rules_say():
    game = load_game(SWISS)
    cells = game.sheets["map.yaml"].spec
    sargans = next(p for p in cells.places if p.name == "Sargans")
    assert sargans.cell == "2206"
    terrain = {cell: name for name, ranges in cells.cells.items() for cell in _expand(ranges)}
    assert terrain["2206"] == "hills"  # not a mountain town
    historical = (SWISS / "scenarios" / "19-1-historical.yaml").read_text()
    assert "3 Corps is active from the start only if Italy attacks" in historical  # 19.1.4


def _expand(ranges):
    for text in ranges:
        first, _, last = text.partition("-")
        last = last or first
        for column in range(int(first[:2]), int(last[:2]) + 1):
            for row in range(int(first[2:]), int(last[2:]) + 1):
                yield f"{column:02d}{row:02d}"


@pytest.mark.parametrize("old, new, fault", [
    ("- [3, 2/-, 2/1, 1/1, 1/1R, -/1R,", "- [3, 2/-, 2/1, 1/1, 1/1R, -/2R,",
     "tables[0].rows[2][5]: at 2:1 a roll of 3 gives -/1R (8.3), not -/2R"),
    ("- [5, 3, 4, 5, 6]", "- [5, 3, 4, 5, 5]", "strength 4 against 5 stacking points needs 6 (6.1), not 5"),
    ("- [Urban area, 0, -1, -2,", "- [Urban area, 0, -1, -1,", "urban terrain modifies bombardment by -2 (6.1), not -1"),
    ("- [Division (XX), 4]", "- [Division (XX), 3]", "Division (XX) counts 4 stacking points (5.0)"),
    ("- [2, */-, 2/-,", "- [2, R2/-, 2/-,", "tables[0].rows[1][1]: 'R2/-' is not a result"),
    # cells the table kind lets through but the rules cannot read
    ("- [5, 3, 4, 5, 6]", "- [5, 3, x, 5, 6.5]", "tables[2].rows[4][2]: a bombardment number is a whole number"),
    ("- [5, 3, 4, 5, 6]", "- [-, 3, 4, 5, 6]", "tables[2].rows[4][0]: a row's stacking points are a whole number"),
    ('- ["", 1, 2, 3, 4]', '- ["", 1, 2, 3, four]', "tables[2].header[1][4]: a bombardment strength is a whole"),
    ('- [d6, "1:4",', '- [d6, "6:0",', "tables[0].header[1][1]: an odds column reads as a ratio such as 1:4"),
    ("- [Brandenburgers, 0]", '- [Brandenburgers, "-"]', "Brandenburgers counts 0 stacking points (5.0)"),
    ("[Night 2. Swiss bombardment, -1 to the number]", "[Night 2. Swiss bombardment, -2 to the number]",
     "tables[7].rows[8][1]: night bombardment takes -1 off the number (13.1)"),
    ("- [Each division lost, -1]", "- [Each division lost, -2]", "rows[5][1]: Each division lost gives -1 VP (16.0)"),
    ("- [Parachute unit requested, -2]", "- [Parachute unit requested, -1]",
     "Parachute unit requested gives -2 VP (18.5.2), not -1"),
    ("      - [Each use of emergency replacements, -1]\n", "", "'Each use of emergency replacements': the rules give it"),
    ("hold Bern and 1d6+6", "hold Bern and 1d6+5", "tables[6].notes: the notes give the surrender conditions (17.1)"),
    ('"2:1", "3:1", "4:1"', '"2:1", "7:2", "4:1"', "tables[0].header[1]: 39 against 10 reads the 3:1 column (10.1), "
     "not 7:2"),
    # a label a stated number hangs on, renamed, is missing rather than unchecked
    ("- [Brandenburgers, 0]", "- [Brandenburger, 1]", "the stacking table names Brandenburgers"),
    ('"1:1", "2:1", "3:1"', '"1:1", "4:2", "3:1"', "the CRT has a 2:1 column: the rules state its results (8.3)"),
])
def test_an_aid_table_that_breaks_a_stated_rule_is_refused_at_its_cell(tmp_path, old, new, fault):
    folder = tmp_path / "switzerland"
    shutil.copytree(SWISS, folder)
    path = folder / "aid.yaml"
    text = path.read_text().replace('"*/-", 2/-', "*/-, 2/-")
    assert old in text or old.replace("*/-", '"*/-"') in path.read_text()
    path.write_text(text.replace(old, new).replace("*/-, 2/-", '"*/-", 2/-'))
    with pytest.raises(DataError) as raised:
        load_game(folder)
    messages = [str(f) for f in raised.value.faults]
    assert any("aid.yaml:" in m and fault in m for m in messages), messages


def test_the_rules_import_no_drawing_code():
    code = ("import sys, ntw_print.games.switzerland.rules; "
            "print(sorted(m for m in sys.modules if m.startswith(('reportlab', 'ntw_print.print.render', 'ntw_print.print.layout'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
