"""Nouvelle Guerre: the rules' charts and worked examples as stated, the unit-code parser and the
readings of the source's contradictions, the checks that hold the sheets together, and the whole set
built for A4 and Letter and verified (with a damaged label caught)."""

from __future__ import annotations

import shutil
from fractions import Fraction
from pathlib import Path

import pytest

from ntw_print.app.build import build
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.nouvelle_guerre.rules.charts import read_charts
from ntw_print.games.nouvelle_guerre.rules.codes import CodeError, UnitCode, parse_code
from ntw_print.games.nouvelle_guerre.rules.decode import decoded, decoded_words
from ntw_print.games.nouvelle_guerre.rules.melee import melee_result, melee_value, read_bands
from ntw_print.app.verify import verify
from verify_corrupt import rewrite_page, replace_shown_text

GAME = Path(__file__).parents[1] / "data" / "nouvelle-guerre"
X = None  # out of reach


@pytest.fixture(scope="module")
def game():
    return load_game(GAME)


@pytest.fixture(scope="module")
def charts(game):
    return read_charts(game.sheets["quick-reference.yaml"].spec)


@pytest.fixture(scope="module")
def built(game, tmp_path_factory):
    out = tmp_path_factory.mktemp("nouvelle-guerre")
    for paper in ("a4", "letter"):
        build(game, out, BuildOptions(paper=paper), jobs=1)
    return out / "nouvelle-guerre"


def table(game, file: str, table_id: str):
    return next(t for t in game.sheets[file].spec.tables if t.id == table_id)


def test_the_fire_chart_is_the_rules_by_class_and_range(charts):
    assert charts.ranges == (10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    rows = {code: [charts.fire[code][r] for r in charts.ranges] for code in charts.fire}
    assert rows == {"A": [6, 6, 5, 5, 4, 4, 3, 2, 1, 1], "B": [X, X, 6, 6, 5, 5, 4, 3, 2, 1],
                    "C": [X, X, 6, 6, 6, 5, 5, 4, 3, 2], "D": [X, X, X, X, X, 6, 5, 4, 3, 1],
                    "E": [X, X, X, X, X, X, 5, 4, 3, 2], "F": [X] * 10}
    assert {code: charts.reach(code) for code in charts.fire} == {"A": 10, "B": 8, "C": 8, "D": 5, "E": 4, "F": 0}


def test_the_class_tables_state_rates_prices_and_moves(charts):
    assert {c: (f.rate, f.price) for c, f in charts.firepower.items()} == {
        "A": (2, 8), "B": (1, 4), "C": (1, 3), "D": (2, 3), "E": (1, 1), "F": (0, 0)}
    assert {c: d.price for c, d in charts.defensive.items()} == {"1": 8, "2": 4, "3": 3, "4": 2, "5": 1}
    assert {c: (m.inches, m.rough, m.road) for c, m in charts.movement.items()} == {
        "I": (8, 4, 16), "II": (6, 3, 12), "III": (5, 2.5, 10), "IV": (4, 2, 8), "V": (2, 1, 4)}


def test_fire_results_and_modifiers_are_the_rules(game):
    results = table(game, "quick-reference.yaml", "fire-results")
    assert [[str(c) for c in row] for row in results.rows] == [
        ["6+", "Destroyed"], ["5", "Stunned and one casualty"], ["4", "Stunned"], ["3", 'Falls back 1"'],
        ["2-", "No damage"]]
    modifiers = table(game, "quick-reference.yaml", "fire-modifiers")
    assert [(str(row[1]), int(row[2])) for row in modifiers.rows] == [
        ("1", -3), ("2", -2), ("3", -1), ("4-5", 1), ("1-2", 1), ("4-5", -1)]


def test_melee_factors_and_the_stated_melee_value_of_15(charts, game):
    assert charts.melee_factor == {"A": 5, "B": 4, "C": 3, "D": 2, "E": 1, "F": 0,
                                   "1": 5, "2": 4, "3": 3, "4": 2, "5": 1}
    assert melee_value(UnitCode("A", "1", "II", 5), charts) == 15  # "an A1 unit with a morale of 5"
    assert melee_value(UnitCode("A", "1", "II", 5), charts, casualties=2) == 13
    assert table(game, "quick-reference.yaml", "melee-value").rows[0] == ["A", 1, 5, 0, 15]


@pytest.mark.parametrize(("attacker", "defender", "result"), [
    (20, 10, "Defender destroyed"), (30, 10, "Defender destroyed"),
    (10, 10, 'Defender falls back 4", stunned, 1 casualty'), (19, 10, 'Defender falls back 4", stunned, 1 casualty'),
    (5, 10, 'Attacker falls back 4", stunned, 1 casualty'), (99, 100, 'Attacker falls back 4", stunned, 1 casualty'),
    (99, 200, "Attacker destroyed"), (49, 100, "Attacker destroyed"), (1, 10, "Attacker destroyed"),
])
def test_melee_ratio_bands_start_at_their_lower_figure_and_leave_no_gap(game, attacker, defender, result):
    bands, problems = read_bands(game.sheets["quick-reference.yaml"].spec)
    assert problems == []
    assert [(b.at_least, b.below) for b in bands] == [(2, None), (1, 2), (Fraction(1, 2), 1), (0, Fraction(1, 2))]
    assert melee_result(attacker, defender, bands) == result  # 99:200 is 0.495, in the text's gap


@pytest.mark.parametrize(("code", "parts"), [("E5V5", ("E", "5", "V", 5)), ("D4I5", ("D", "4", "I", 5)),
                                             ("A1II3", ("A", "1", "II", 3)), ("F5V1", ("F", "5", "V", 1))])
def test_stated_codes_read(charts, code, parts):
    assert parse_code(code, charts) == UnitCode(*parts) and str(parse_code(code, charts)) == code


@pytest.mark.parametrize(("code", "message"), [
    ("A1I13", "unit code 'A1I13': 'I1' between defensive class 1 and the morale is no movement class (I, II, III, "
              "IV, V); with its 1 a misprinted I it would read A1II3"),
    ("D3I13", "with its 1 a misprinted I it would read D3II3"),
    ("G5V5", "unit code 'G5V5' starts with its firepower class, one of A, B, C, D, E, F (got 'G')"),
    ("E6V5", "unit code 'E6V5': after firepower E comes the defensive class, one of 1, 2, 3, 4, 5 (got '6')"),
    ("E5V", "unit code 'E5V' ends too soon: after defensive class 5 come a movement class (I, II, III, IV, V) and a "
            "morale (1 to 5)"),
    ("E5V7", "unit code 'E5V7' ends with its morale, one digit 1 to 5 (got '7')"),
    ("E5VI", "unit code 'E5VI' ends with its morale, one digit 1 to 5 (got 'I')"),
])
def test_codes_that_do_not_read_are_refused_with_what_was_expected(charts, code, message):
    with pytest.raises(CodeError) as error:
        parse_code(code, charts)
    assert message in str(error.value)


def test_a_code_decodes_into_the_words_and_numbers_its_label_prints(charts):
    fields = decoded(parse_code("D4I5", charts), charts)
    assert {k: fields[k] for k in ("firepower_name", "rate", "defensive_name", "movement_name", "move", "rough",
                                   "road", "morale", "melee", "reach")} == {
        "firepower_name": "Light field weapons (RPG, HMG)", "rate": 2, "defensive_name": "Unarmoured vehicle",
        "movement_name": "Fast vehicle", "move": 8, "rough": 4, "road": 16, "morale": 5, "melee": 9, "reach": '5"'}
    assert [fields[f"hit_{r}"] for r in range(1, 11)] == [1, 3, 4, 5, 6, "x", "x", "x", "x", "x"]
    assert decoded_words(parse_code("E5V5", charts), charts) == ("E Small arms", "5 Foot", 'V Foot 2"')


def test_the_stated_orders_of_battle_have_a_label_per_unit_and_a_card_per_line(game):
    labels = {s.id: [(r["side"], r["code"], r["copies"]) for r in s.rows]
              for s in game.sheets["unit-labels.yaml"].spec.sets}
    assert labels["somalia-1993"] == [
        ("usa", "E5V5", 12), ("usa", "D4I5", 4), ("usa", "D3II3", 5), ("habar-gidir", "E5V1", 40),
        ("habar-gidir", "E5V2", 40), ("habar-gidir", "D5V1", 10), ("habar-gidir", "D5V2", 10),
        ("habar-gidir", "E5V1", 10), ("habar-gidir", "F5V1", 10), ("habar-gidir", "D4I2", 2)]
    assert labels["task-force"] == [("usa", "E5V4", 30), ("usa", "E5V5", 25), ("usa", "D5V5", 18), ("usa", "C4I5", 3),
                                    ("usa", "D4I5", 4), ("usa", "E4I5", 8)]
    decks = {d.id: len(d.cards) for d in game.sheets["unit-cards.yaml"].spec.decks}
    assert decks == {"somalia-1993": 10, "task-force": 6}
    sorties = [(row[0], row[1]) for row in table(game, "order-of-battle-task-force.yaml", "forces-usa").rows
               if row[2] == "-"]
    assert sorties == [(4, "Off-table heavy mortars"), (200, "Blackhawk sorties"), (25, "Apache sorties"),
                       (50, "Drone sorties")]


def test_ten_orders_numbered_chips_and_the_four_tags(game):
    decks = game.sheets["order-cards.yaml"].spec.decks
    orders = ["Approach", "Advance", "Attack", "Hold", "Reform", "Retreat", "Fall back", "Air sortie", "Deploy",
              "Air evac"]
    assert [[c["order"] for c in d.cards] for d in decks] == [orders, orders]
    chips = game.sheets["deployment-chips.yaml"].spec.sets[0]
    assert [(r["player"], r["copies"]) for r in chips.rows] == [("blue", 30), ("brown", 30)]
    tags = {s.id: (s.rows[0]["word"], s.rows[0].get("back", {}).get("word")) for s in game.sheets["tags.yaml"].spec.sets}
    assert tags == {"stunned": ("Stunned", None), "casualty": ("1 casualty", "2 casualties"),
                    "command": ("Out of range", "Out of command"), "supply": ("Out of supply", None)}


def test_a_changed_class_table_redraws_the_labels_and_cards_it_decodes_and_nothing_else(game):
    reads = {name: "quick-reference.yaml" in c.inputs for name, c in game.plugin.components(game).items()}
    assert {name for name, read in reads.items() if read} == {"quick-reference", "unit-labels", "unit-cards"}


def test_every_sheet_credits_the_author_and_names_the_original(game):
    assert game.info.credit == "© 2004 Alexander J. Hay III, tables derived from the original rules"
    assert all(not getattr(sheet.spec, "credit", "") for sheet in game.sheets.values())  # each takes the game's


def test_designer_values_and_the_readings_of_the_source_are_listed(game):
    from ntw_print.app.designer import designer_values

    lines = designer_values(game)
    assert any(line.startswith("data/nouvelle-guerre/order-of-battle-somalia-1993.yaml:") and "resolved: tables" in line
               and "D3II3" in line for line in lines), lines
    assert any("quick-reference.yaml" in line and "designer: tables" in line and "A1II3" in line
               and "0.49 and 0.50" in line for line in lines), lines
    assert sum("designer: " in line for line in lines) == 11  # every sheet whose sizes and counts the rules leave
    # open, the order cards' narrow bleed, the melee bonus of a building's class (its cells marked in print) and
    # the table's width and height


def _copy(tmp_path) -> Path:
    target = tmp_path / "nouvelle-guerre"
    shutil.copytree(GAME, target)
    return target


def _faults(folder: Path, file: str, old: str, new: str) -> list[str]:
    path = folder / file
    assert old in path.read_text()
    path.write_text(path.read_text().replace(old, new, 1))
    with pytest.raises(DataError) as error:
        load_game(folder)
    return [str(f).removeprefix(f"{folder}/") for f in error.value.faults]


@pytest.mark.parametrize(("file", "old", "new", "fault"), [
    ("unit-labels.yaml", "code: D3II3", "code: D3I13",
     "unit-labels.yaml:46:9: sets[0].rows[2]: unit code 'D3I13': 'I1' between defensive class 3 and the morale is "
     "no movement class (I, II, III, IV, V); with its 1 a misprinted I it would read D3II3"),
    ("quick-reference.yaml", "[II, Medium vehicle, 6, 3, 12]", "[II, Medium vehicle, 6, 3, 10]",
     "quick-reference.yaml:114:36: tables[6].rows[1][4]: movement class II: double its 6 inches is 12, not 10"),
    ("quick-reference.yaml", "[C, x, x, 6, 6, 6, 5, 5, 4, 3, 2]", "[C, x, x, 6, 6, 6, 5, 5, 4, 3, 4]",
     'quick-reference.yaml:45:37: tables[1].rows[2][9]: class C needs 3 at 2" but 4 at 1": the roll never falls as '
     "the range grows"),
    ("quick-reference.yaml", "[D, x, x, x, x, x, 6, 5, 4, 3, 1]", "[D, x, x, x, x, 6, x, 5, 4, 3, 1]",
     'quick-reference.yaml:46:28: tables[1].rows[3][6]: class D hits at 6" but not at 5": a class reaches every '
     "range up to its longest"),
    ("quick-reference.yaml", "[0.5, 1, 'Attacker", "[0.49, 1, 'Attacker",
     "quick-reference.yaml:179:13: tables[11].rows[3][1]: a band runs up to where the band above starts (0.49), so "
     "that every ratio is in exactly one (got 0.5)"),
    ("quick-reference.yaml", "[1, 2, 'Defender falls back", "[1, 2, 'Attacker falls back",
     "quick-reference.yaml:177:16: tables[11].rows[1][2]: a melee ratio of 1 reads 'Defender falls back ...' in the "
     "rules, not 'Attacker falls back 4\", stunned, 1 casualty'"),
    ("quick-reference.yaml", "[A, 1, 5, 0, 15]", "[A, 1, 5, 0, 14]",
     "quick-reference.yaml:152:22: tables[9].rows[0][4]: A (5) + 1 (5) + morale 5 - 0 casualties is 15, not 14"),
    ("quick-reference.yaml", "[3, 'Falls back 1\"']", "[3-4, 'Falls back 1\"']",
     "quick-reference.yaml:62:10: tables[2].rows[3][0]: the roll 4 already has a result"),
    ("order-of-battle-somalia-1993.yaml", "[12, Elite infantry, E5V5", "[11, Elite infantry, E5V5",
     "order-of-battle-somalia-1993.yaml:20:9: tables[0].rows[0]: the set 'somalia-1993' of unit-labels.yaml has 12 "
     "labels of usa 'Elite infantry' E5V5, not 11 (one for each unit listed)"),
    ("unit-cards.yaml", "{side: usa, name: Airborne infantry, code: E5V4", "{side: usa, name: Airborne infantry, code: E5V3",
     "unit-cards.yaml:100:9: decks[1].cards[0]: order-of-battle-task-force.yaml lists no usa 'Airborne infantry' E5V3 "
     "(a row gives the side, name and code of a line of the order of battle)"),
    ("range-ruler.yaml", '{name: "A–D fire", from: 4, to: 5', '{name: "A–D fire", from: 4, to: 6',
     "range-ruler.yaml:18:7: rulers[0].bands: the bands follow the fire chart's reaches: A–E 0-4\"; A–D 4-5\"; "
     "A–C 5-8\"; A 8-10\" (each name starting with its classes)"),
    ("game.yaml", "© 2004 Alexander J. Hay III, ", "",
     "game.yaml:7:9: credit: the credit line reads 'Nouvelle Guerre: tables derived from the original rules'; the "
     "original's licence asks for '© 2004 Alexander J. Hay III'"),
])
def test_what_breaks_a_stated_number_or_the_sheets_agreement_is_refused_at_its_place(tmp_path, file, old, new, fault):
    assert fault in _faults(_copy(tmp_path), file, old, new)


def test_a_broken_chart_stops_the_labels_from_being_decoded_from_it(tmp_path):
    faults = _faults(_copy(tmp_path), "quick-reference.yaml", "  - id: movement-classes", "  - id: movement")
    assert faults == ["quick-reference.yaml:22:3: tables: no table with id 'movement-classes': the rules read it (ids "
                      "here: sequence, fire-chart, fire-results, fire-modifiers, firepower-classes, defensive-classes, "
                      "movement, unit-codes, melee-factors, melee-value, melee-modifiers, melee-results, morale, "
                      "distances, battle-groups, deployment, off-table)"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_sheet_builds_and_verifies(game, built, paper):
    report = verify(game, built / paper, jobs=1)
    assert report.ok, "\n".join(report.lines())
    files = {f.file: f for f in report.files}
    assert list(files) == [f"{name}.pdf" for name in game.info.components] + ["nouvelle-guerre-print-and-play.pdf"]
    assert files["unit-labels.pdf"].checks["unit codes decoded"] == 231  # 143 for Somalia, 88 for the task force
    assert files["unit-cards.pdf"].checks["unit codes decoded"] == 16
    assert files["range-ruler.pdf"].numbers == 4 * 11  # 0 to 10 on each of the four rulers, measured
    # 60 mini order cards, fronts and backs, sharing their cuts, each deck on sheets of its own
    assert files["order-cards.pdf"].pages == 2 * 2 * 2  # 30 mini cards a player, 16 a sheet on A4 and Letter


def test_a_label_whose_words_do_not_follow_from_its_code_is_found(game, built, tmp_path):
    folder = tmp_path / "a4"
    shutil.copytree(built / "a4", folder)
    rewrite_page(folder / "unit-labels.pdf", 0, replace_shown_text("E5V5", "E5V4"))
    found = [str(f) for f in verify(game, folder, only=["unit-labels"], jobs=1).findings
             if f.check == "unit codes decoded"]
    assert any("E5V4: the piece does not say 'Morale 4'" in f for f in found), found
    assert any("E5V5 is printed 36 times; the rows ask for 37" in f for f in found), found


def test_the_quick_reference_carries_command_deployment_and_off_table_rules_and_marks_its_reading(game):
    tables = {t.id: t for t in game.sheets["quick-reference.yaml"].spec.tables if t.id}
    words = {name: " ".join(" ".join(row) for row in t.body_rows()) + " " + " ".join(t.notes)
             for name, t in tables.items()}
    for rule in ("moves as one", "to the letter", "a battalion a major and a regiment a colonel", "no firepower",
                 "never past twice its usual size"):
        assert rule in words["battle-groups"], rule
    for rule in ("Up to 5 chips may stack", "a platoon, a company", 'within 12"', "air sortie"):
        assert rule in words["deployment"], rule
    for rule in ("firepower class A", "trajectory-finding equipment", "50 points for -1, 75 for -2, 100 for -3",
                 "not drones, tank killers"):
        assert rule in words["off-table"], rule
    assert "stops every vehicle but the lightest" in words["movement-classes"]
    # which building class gives which bonus is a reading: those cells, and only those, carry the mark
    assert tables["melee-modifiers"].chosen_cells() == {(0, 1), (1, 1), (2, 1)}
