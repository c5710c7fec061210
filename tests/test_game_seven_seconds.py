"""7 Seconds (data/seven-seconds): the values its rules state are pinned here (faction stats, the
rules for making a faction, the trooper bonuses, the example troop card, the figure set, the
counters, the rulers, the reference tables); the rules checks refuse what breaks them, at its
line; the whole set builds for A4 and Letter and verifies."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from ntw_print.app.build import build
from ntw_print.app.cli import main
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.seven_seconds.rules import faction_faults, parse_squad, parse_stats, trooper_stat
from ntw_print.games.sheets.rows import rows_printed
from ntw_print.app.verify import verify
from ntw_print.print.readback.pdfread import read_pdf

GAME = Path(__file__).parents[1] / "data" / "seven-seconds"
STATED_FACTIONS = {
    "New Tokyo": {"1st": (5, 5, 3, 5, 1, 5), "2nd": (3, 4, 2, 4, 1, 4), "3rd": (2, 3, 1, 2, 1, 3)},
    "People's Utopian Collective": {"1st": (4, 4, 5, 4, 4, 3), "2nd": (3, 3, 4, 3, 3, 2), "3rd": (2, 2, 3, 2, 2, 1)},
    "Council of Zane": {"1st": (4,) * 6, "2nd": (3,) * 6, "3rd": (2,) * 6},
}
STATS = ("sensors", "stealth", "armour", "cm", "nuclear", "robotics")
FIGURES = {"Commander": 1, "Tactical": 7, "Scout": 4, "Assault": 4, "Engineer": 1,
           "Basic": 12, "Kamikaze": 6, "Haywire": 6, "Recce": 4}


@pytest.fixture(scope="module")
def game():
    return load_game(GAME)


def cards(game, file: str, deck: str | None = None) -> list[dict]:
    return [row for d in game.sheets[file].spec.decks if deck in (None, d.id) for row in d.cards]


def test_it_is_a_game_of_sheets_with_its_own_rules_and_credits_its_author(game):
    assert game.plugin.id == "seven-seconds" and game.info.name == "7 Seconds"
    assert "Stuart Kenny" in game.info.credit
    assert game.info.components == ["counters", "standees", "mission-cards", "troop-cards", "faction-cards",
                                    "holding-area", "rulers", "rulers-half-scale", "reference"]


def test_the_sample_factions_carry_the_stated_stats(game):
    rows = {row["name"]: row for row in cards(game, "faction-cards.yaml")}
    assert set(rows) == set(STATED_FACTIONS)
    for name, lines in STATED_FACTIONS.items():
        for number, rating in enumerate(("1st", "2nd", "3rd"), start=1):
            assert tuple(rows[name][f"{stat}_{number}"] for stat in STATS) == lines[rating], (name, rating)
            assert rows[name][f"points_{number}"] == {"1st": 24, "2nd": 18, "3rd": 12}[rating]


def test_the_trooper_bonuses_never_lift_a_stat_above_5(game):
    rows = {row["name"]: row for row in cards(game, "faction-cards.yaml")}
    tokyo, puc, zane = rows["New Tokyo"], rows["People's Utopian Collective"], rows["Council of Zane"]
    assert (tokyo["scout_sensors"], tokyo["scout_stealth"]) == ("5 / 4 / 3", "5 / 5 / 4")  # 5+1 and 4+1 stay at 5
    assert (tokyo["assault_armour"], tokyo["engineer_cm"], tokyo["drones"]) == ("4 / 3 / 2", "5 / 5 / 3", "5 / 4 / 3")
    assert (puc["assault_armour"], puc["drones"]) == ("5 / 5 / 4", "3 / 2 / 1")
    assert (zane["scout_sensors"], zane["engineer_cm"]) == ("5 / 4 / 3", "5 / 4 / 3")
    lines = STATED_FACTIONS["New Tokyo"]
    assert trooper_stat(lines, "1st", "Tactical", "sensors") == 5 and trooper_stat(lines, "1st", "Scout", "sensors") == 5
    assert trooper_stat(lines, "3rd", "Engineer", "cm") == 3


def test_the_rules_for_making_a_faction():
    for lines in STATED_FACTIONS.values():
        assert faction_faults(lines) == []
    assert faction_faults({"1st": (5, 5, 5, 5, 2, 2), "2nd": (3, 3, 3, 3, 3, 3), "3rd": (2, 2, 2, 2, 2, 2)}) == [
        "1st rate is below 2nd rate in nuclear, robotics: each rating starts from the one below"]
    assert faction_faults({"1st": (6, 4, 4, 4, 3, 3), "2nd": (3,) * 6, "3rd": (2, 2, 2, 2, 2, 1)}) == [
        "1st rate: sensors 6: every stat is from 1 to 5",
        "3rd rate adds up to 11, the rules give it 12 (every stat 1, then 6 points a rating)"]
    with pytest.raises(ValueError, match="expected six whole numbers"):
        parse_stats("5 5 3 5 1")


def test_the_example_troop_card_is_the_rules_own(game):
    example = cards(game, "troop-cards.yaml")[0]
    lines = {line: parse_squad(example[line]) for line in "ABC"}
    assert {line: (tuple(s.counts.values()), s.drones, s.rate) for line, s in lines.items()} == {
        "A": ((1, 4, 0, 2, 0), 8, "1st"), "B": ((1, 3, 0, 1, 0), 8, "1st"), "C": ((1, 3, 0, 1, 0), 8, "2nd")}
    assert (example["cdr_a"], example["tac_a"], example["asst_a"], example["drn_c"], example["rate_c"]) == (
        1, 4, 2, 8, "2nd")


def test_a_standee_for_every_figure_the_rules_ask_for_per_player(game):
    rows = rows_printed(game.sheets["standees.yaml"].spec)
    for side in ("Green", "Sand"):
        assert {row["unit"]: row["copies"] for row in rows if row["side"] == side} == FIGURES
    sets = {s.id: s for s in game.sheets["standees.yaml"].spec.sets}
    assert all(s.fold is not None and s.back for s in sets.values())


def test_the_counters_the_rules_name(game):
    sets = {s.id: s for s in game.sheets["counters.yaml"].spec.sets}
    for side in ("Green", "Sand"):
        backs = [row["back"]["value"] for row in sets["blips"].rows if row["side"] == side]
        assert backs == list(range(1, 17))  # the holding area's square on the back of each blip
    objectives = {row["letter"]: row["colour"] for row in sets["objectives"].rows}
    assert objectives == {"alpha": "red", "beta": "red", "gamma": "red", "delta": "blue", "epsilon": "blue"}
    assert {row["value"] for row in sets["markers"].rows if row["kind"] == "target"} == {1, 5}
    smoke = sets["smoke"]
    assert smoke.shape == "round" and smoke.width == pytest.approx(127.0)  # the flamer's 5 inches


def test_the_holding_area_has_16_squares_each_holding_two_32_mm_bases(game):
    areas = game.sheets["holding-area.yaml"].spec.areas
    assert [n for area in areas for n in area.cells.numbers()] == list(range(1, 17))
    for area in areas:
        assert area.cells.spots.count == 2 and area.cells.spots.diameter == pytest.approx(32.0)
        assert area.cells.size >= 2 * 32.0


def test_the_rulers_have_the_stated_lengths_and_range_bands(game):
    for file, scale in (("rulers.yaml", 1.0), ("rulers-half-scale.yaml", 0.5)):
        rulers = {r.label.split(":")[0].replace(" (half scale)", ""): r for r in game.sheets[file].spec.rulers}
        lengths = {name: r.length for name, r in rulers.items()}
        assert lengths == {"Targeting": 6, "Gauss rifle": 12, "Plasma rifle": 8, "Move and passive sensors": 6,
                           "Jump": 9}
        assert all(r.unit == pytest.approx(25.4) and r.scale == scale for r in rulers.values())
        assert [len(rulers[n].laps) for n in ("Targeting", "Gauss rifle", "Plasma rifle")] == [4, 4, 4]
        assert rulers["Gauss rifle"].laps[1] == "1 die per 2 counters"


def test_the_reference_tables_carry_the_stated_numbers(game):
    tables = {t.title: t for t in game.sheets["reference.yaml"].spec.tables}
    assert tables["Victory"].body_rows() == [["5 VP or less", "marginal", "1"], ["6 to 19 VP", "normal", "2"],
                                            ["20 VP or more", "decisive", "3"]]
    assert tables["Campaign length"].body_rows() == [["Short", "6"], ["Medium", "10"], ["Long", "20"]]
    assert [row[0] for row in tables["Winning streak"].body_rows()] == ["1", "2", "3", "4"]
    assert {row[0]: row[1] for row in tables["Drone costs"].body_rows()} == {
        "Basic": "1", "Kamikaze": "2", "Haywire": "2", "Recce": "3"}
    assert [row[1:] for row in tables["Rifle range bands"].body_rows()] == [
        ['under 12"', 'under 8"'], ['12–24"', '8–16"'], ['24–36"', '16–24"'], ['36–48"', '24–32"']]
    assert [row[1] for row in tables["Targeting range bands"].body_rows()] == [
        "1 per point", "1 per 2 points", "1 per 3 points", "1 per 4 points"]
    (rose,) = game.sheets["reference.yaml"].spec.roses
    assert rose.centre == "Red Die" and "sum of both dice" in rose.notes[0]


def test_the_reference_carries_the_rules_players_reach_for_at_the_table(game):
    tables = {t.title: t for t in game.sheets["reference.yaml"].spec.tables}
    words = {title: " ".join(" ".join(row) for row in t.body_rows()) + " " + " ".join(t.notes)
             for title, t in tables.items()}
    # every state of an objective and of the table that a mission card scores is explained
    cards = game.sheets["mission-cards.yaml"].spec.decks
    scored = {word for deck in cards for card in deck.cards for key, value in card.items() if key.startswith("obj")
              for word in ("secured", "inspected", "destroyed", "control the table", "withdraw")
              if word in str(value).lower()}
    explained = {row[0].lower() for row in tables["Objectives and the end"].body_rows()}
    assert scored and scored <= explained, scored - explained
    assert "up to three blips" in words["A round"] and "twice as many" in words["A round"]
    assert "tie" in words["A round"].lower() and "Refresh" in [r[0] for r in tables["A round"].body_rows()]
    missile = words["Firing a missile"]
    for rule in ("within 6 inches of the straight flight path", "at or under its CM", "target counters",
                 "Nuclear", "1 fewer per full inch", "A drone in it is destroyed", "crater"):
        assert rule in missile, rule
    assert "reveal" in words["Blips and passive sensors"].lower() and "decoy" in words["Blips and passive sensors"]
    assert "6 inches" in words["Blips and passive sensors"]
    for rule in ("3 inches", "Robotics", "touching", "Engineer may do so for drones only"):
        assert rule in words["Drones and engineers"], rule
    for rule in ("180", "line", "no harm"):
        assert rule in words["Firing a rifle"], rule
    assert [r[1] for r in tables["Making a faction"].body_rows()][0].startswith("Every stat starts at 1; add 6")
    assert "8 from any other objective" in words["Set-up"] and "within 6 inches of its edge" in words["Set-up"]


@pytest.mark.parametrize("file, old, new, message", [
    ("counters.yaml", "ink: \"#ffffff\", copies: 40}", "ink: \"#ffffff\", copies: 33}",
     "counters.yaml:72:34: sets[1].rows[0].copies: 33 activation counters; play can need 34 at once (every unit or "
     "blip of both sides holds one)"),
    ("counters.yaml", "text: \"{hint}\", size: 6,\n             min_size: 6,", "text: \"{hint}\", size: 6,\n             min_size: 4.8,",
     "counters.yaml:30:24: templates.marker.boxes.hint.min_size: 4.8 pt is smaller than the 6 pt a counter or "
     "standee may print"),
    ("troop-cards.yaml", "title: Recon Team, A: 1 2 2 0 0 6 1st", "title: Recon Team, A: 2 2 5 0 0 6 1st",
     "troop-cards.yaml:74:32: decks[0].cards[1].A: line A asks for 2 Commander, the set holds 1; 5 Scout, the set "
     "holds 4 (a troop card asks for no more figures than the set holds)"),
    ("troop-cards.yaml", "B: 1 1 3 0 0 8 1st", "B: 1 1 3 0 0 8 best",
     "troop-cards.yaml:74:9: decks[0].cards[1]: expected Cdr Tac Sct Asst Eng, drone points and a rating (1st, "
     "2nd, 3rd), such as '1 4 0 2 0 8 1st', got '1 1 3 0 0 8 best'"),
    ("faction-cards.yaml", "third: 2 3 1 2 1 3", "third: 2 3 1 2 1 4",
     "faction-cards.yaml:82:9: decks[0].cards[0]: 3rd rate adds up to 13, the rules give it 12 (every stat 1, then "
     "6 points a rating)"),
    ("mission-cards.yaml", "        obj1: Control the table\n        vp1: \"15\"",
     "        obj1: Objective Gamma secured\n        vp1: \"15\"",
     "mission-cards.yaml:190:15: decks[2].cards[0].obj1: a chance-encounter mission names objective Gamma: "
     "objectives are only used in attack and defence games"),
    ("mission-cards.yaml", "        obj1: Control the table\n", "        obj1: Each objective secured\n",
     "mission-cards.yaml:190:15: decks[2].cards[0].obj1: a chance-encounter mission names an objective: "
     "objectives are only used in attack and defence games"),
    ("mission-cards.yaml", "        obj1: Control the table\n", "        obj1: Hold \u03b1 till the end\n",
     "mission-cards.yaml:190:15: decks[2].cards[0].obj1: a chance-encounter mission names objective \u03b1: "
     "objectives are only used in attack and defence games"),
    ("mission-cards.yaml", "troops: C\n        flavour: >-\n          Nothing", "troops: D\n        flavour: >-\n          Nothing",
     "mission-cards.yaml:89:17: decks[0].cards[2].troops: the troop line is one of A, B, C, got 'D'"),
    ("blips.csv", "blip,Sand,BLIP,S,Sand player,SQUARE,16,holding area", "blip,Sand,BLIP,S,Sand player,SQUARE,17,holding area",
     "blips.csv:33:1: sets[0].rows[31].back.value: a Sand blip is numbered 17 on its back; the holding area's "
     "squares are 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16"),
    ("blips.csv", "blip,Sand,BLIP,S,Sand player,SQUARE,16,holding area", "blip,Sand,BLIP,S,Sand player,SQUARE,15,holding area",
     "blips.csv:33:1: sets[0].rows[31].back.value: the Sand player has more than one blip numbered 15: one blip a "
     "square of the holding area"),
    ("blips.csv", "blip,Sand,BLIP,S,Sand player,SQUARE,16,holding area", "blip,Sand,BLIP,S,Sand player,SQUARE,15,holding area",
     "counters.yaml:66:11: sets[0].rows: the Sand player has no blip numbered 16: one blip a square of the holding area"),
    ("standees.yaml", '{side: Sand, unit: Tactical, symbol: trooper-tactical, kit: "gauss rifle, missiles, flamer", copies: 7}',
     '{side: Sand, unit: Tactical, symbol: trooper-tactical, kit: "gauss rifle, missiles, flamer", copies: 6}', None),
])
def test_the_rules_checks_refuse_what_breaks_them_at_its_line(tmp_path, file, old, new, message):
    folder = tmp_path / "seven-seconds"
    shutil.copytree(GAME, folder)
    path = folder / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(DataError) as raised:
        load_game(folder)
    faults = [str(f).removeprefix(f"{folder}/") for f in raised.value.faults]
    if message is None:  # a miscounted figure set is refused at the stated total
        assert any("standees where side is Sand and unit is Tactical prints 6 pieces; game.yaml says 7" in f
                   for f in faults), faults
    else:
        assert message in faults, faults


@pytest.fixture(scope="module")
def built(game, tmp_path_factory):
    out = tmp_path_factory.mktemp("seven-seconds")
    reports = {}
    for paper in ("a4", "letter"):
        build(game, out, BuildOptions(paper=paper), jobs=1)
        reports[paper] = verify(game, out / "seven-seconds" / paper, jobs=1)
    return out / "seven-seconds", reports


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_sheet_builds_and_verifies_on_both_papers(game, built, paper):
    folder, reports = built
    assert sorted(p.stem for p in (folder / paper).glob("*.pdf")) == sorted([*game.info.components,
                                                                             "seven-seconds-print-and-play"])
    report = reports[paper]
    assert report.ok, "\n".join(report.lines())
    numbers = {f.file: f.numbers for f in report.files}
    # every number under a tick of both copies: 0-6, 0-12, 0-8, 0-6 and 0-9
    assert numbers["rulers.pdf"] == numbers["rulers-half-scale.pdf"] == 2 * (7 + 13 + 9 + 7 + 10)
    assert numbers["holding-area.pdf"] == 16 + 4  # every square's number, and the labels' numbers


def test_every_page_credits_the_original_and_its_author(built):
    folder, _ = built
    for pdf in sorted((folder / "a4").glob("*.pdf")):
        for page in read_pdf(pdf).pages:
            words = " ".join(t.text for t in page.texts)
            assert "7 Seconds" in words and "Stuart Kenny" in words, (pdf.name, page.number)


def test_the_designer_values_are_listed():
    run = CliRunner().invoke(main, ["check", "--game", str(GAME), "--designer-values"])
    assert run.exit_code == 0, run.output
    lines = run.output.splitlines()
    for file in ("counters", "standees", "mission-cards", "troop-cards", "faction-cards", "holding-area", "rulers"):
        assert any(f"{file}.yaml" in line and "designer:" in line for line in lines), file
    assert any("holding-area.yaml" in line and "two 32 mm round bases side by side" in line for line in lines)


def test_a_squad_line_fields_its_troopers_and_the_drones_its_points_buy_cheapest_first():
    from ntw_print.games.seven_seconds.rules import activation_counters_needed, most_units, parse_squad

    figures = {"Basic": 12, "Kamikaze": 6, "Haywire": 6, "Recce": 4}
    assert most_units(parse_squad("1 1 0 0 1 16 2nd"), figures) == 3 + 12 + 2  # 12 basic, then 2 kamikaze
    assert most_units(parse_squad("1 4 0 2 0 8 1st"), figures) == 7 + 8
    assert most_units(parse_squad("1 0 0 0 0 5 1st"), {"Recce": 4}) == 1 + 1  # only recce drones, 3 points each
    assert activation_counters_needed([parse_squad("1 4 0 2 0 8 1st")], figures) == 2 * 16  # the blips at set-up
