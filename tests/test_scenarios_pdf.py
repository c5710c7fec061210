"""`scenarios.pdf` read back: one sheet per scenario whose text carries its title, turns, objective,
forces and rule numbers; texts that do not fit fail the build naming the scenario."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import LayoutError
from ntw_print.print.layout.sheet import PAPER_SIZES_MM
from ntw_print.games import load_game
from ntw_print.print.render.pdf import render_pages
from ntw_print.games.ntw.render.scenarios import scenario_sheets, sheet
from ntw_print.kinds.board.map_sheet import map_page
from ntw_print.print.render.pdf import measure
from ntw_print.games.ntw.rules.scenario_forces import forces
from ntw_print.games.ntw.rules.scenario_prose import objectives_text, rule_text, victory_lines
from ntw_print.games.ntw.rules.scenario_setup import setup_steps
from ntw_print.games.ntw.rules import scenarios as rules
from ntw_game import edit, ntw, ntw_copy, replace_in

MM = 72 / 25.4


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """The A4 sheets, drawn once for the module: the file and each page's words."""
    path = tmp_path_factory.mktemp("scenario-sheets") / "scenarios.pdf"
    render_pages(scenario_sheets(ntw(), BuildOptions(paper="a4")), path, "scenarios")
    document = pdfium.PdfDocument(path)
    words = [" ".join(document[i].get_textpage().get_text_range().split()) for i in range(len(document))]
    document.close()
    return path, words


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_one_sheet_per_scenario_at_paper_size(paper):
    pages = scenario_sheets(ntw(), BuildOptions(paper=paper))
    assert len(pages) == len(rules.scenarios(ntw())) == 9
    assert {(page.width, page.height) for page in pages} == {PAPER_SIZES_MM[paper]}


def test_printed_page_size(printed):
    width, height = PAPER_SIZES_MM["a4"]
    for page in PdfReader(printed[0]).pages:
        assert float(page.mediabox.width) == pytest.approx(width * MM, abs=0.01)
        assert float(page.mediabox.height) == pytest.approx(height * MM, abs=0.01)


def test_each_sheet_prints_its_title_turns_and_objective(printed):
    game = ntw()
    for words, scenario in zip(printed[1], rules.scenarios(game)):
        assert f"Scenario {scenario.number} of 9: {scenario.title}" in words
        assert f"Board Turns Objective" in words
        assert f"{scenario.turns.start}\u2013{scenario.turns.end} {objectives_text(game, scenario)}" in words
        for line in victory_lines(game, scenario):
            assert " ".join(line.split()) in words


def test_forces_rules_and_set_up_are_printed(printed):
    game = ntw()
    for words, scenario in zip(printed[1], rules.scenarios(game)):
        for force in forces(game, scenario):
            for unit in force.units:
                assert unit.name in words
                if unit.passengers:
                    assert f"{unit.name} «{len(unit.passengers)}»" in words
        for rule in scenario.special_rules:
            assert " ".join(rule_text(game, scenario, rule).split()) in words
        for step in setup_steps(game, scenario):
            assert " ".join(step.split()) in words


def test_sniper_sheet_carries_his_numbers(printed):
    index = [s.id for s in rules.scenarios(ntw())].index("dont-shoot")
    words = printed[1][index]
    for fragment in ("OO27", "+5", "+2 for his position", "+3 for his aim", "rolls 1 die", "3 hexes", "7 or less"):
        assert fragment in words


def test_texts_too_long_for_the_sheet_fail_naming_the_scenario(tmp_path):
    root = ntw_copy(tmp_path)
    condition = "Red also wins if its units hold every crossroads of the district at the end of a turn. " * 8
    replace_in(root / "scenarios/roadblock.yaml", "  conditions:\n",
               "  conditions:\n" + f"    - {condition.strip()}\n" * 4)
    game = load_game(root)
    roadblock = next(s for s in rules.scenarios(game) if s.id == "roadblock")
    with pytest.raises(LayoutError, match="scenario 'roadblock', .*: its blocks need"):
        map_page(sheet(game, roadblock), "letter", measure)


def test_a_character_the_font_lacks_fails_naming_the_scenario(tmp_path):
    root = ntw_copy(tmp_path)
    replace_in(root / "scenarios/roadblock.yaml", "take the roadblock at {objective}.",
               "take the roadblock at {objective} \u2192 now.")
    game = load_game(root)
    roadblock = next(s for s in rules.scenarios(game) if s.id == "roadblock")
    with pytest.raises(LayoutError, match="scenario 'roadblock': the font has no glyph for \u2192"):
        render_pages(scenario_sheets(game, BuildOptions(paper="a4")), tmp_path / "scenarios.pdf", "scenarios")


def test_same_data_same_bytes(tmp_path):
    for name in ("one", "two"):
        render_pages(scenario_sheets(ntw(), BuildOptions(paper="letter"))[1:2], tmp_path / f"{name}.pdf", "x")
    assert (tmp_path / "one.pdf").read_bytes() == (tmp_path / "two.pdf").read_bytes()


def test_sheets_of_units_with_longer_names_verify(tmp_path):
    """Longer names wrap in the forces table, and the verifier reads what the sheet means: a vehicle
    name wraps 'aboard Leopard battle tank 1' onto a second line of the STARTS cell (it read the first
    line only); 'Mechanised infantry 1 (sniper)' wraps its role, and the sniper's map token is found
    by the role the data gives him (it looked for the role on one line of the table)."""
    from ntw_print.app.build import build
    from ntw_print.app.verify import verify

    data = ntw_copy(tmp_path)
    replace_in(data / "units.yaml", "name: Tank\n", "name: Leopard battle tank\n")
    edit(data / "units.yaml", "name: Infantry\n", "name: Mechanised infantry\n")
    game = load_game(data)
    build(game, tmp_path / "out", BuildOptions(), ["scenarios"], jobs=1)
    report = verify(game, tmp_path / "out" / "ntw" / "a4", None, ["scenarios"], jobs=1)
    assert report.ok, "\n".join(report.lines())


def test_sheets_centred_on_larger_paper_are_read_back_in_full(tmp_path):
    """On A3 each sheet, laid out for A4, stands in the middle: verify reads its columns and key there
    (it skipped the shared check off A4 and Letter, comparing 70 fewer numbers)."""
    from ntw_print.app.build import build
    from ntw_print.app.verify import verify

    game = ntw()
    build(game, tmp_path / "out", BuildOptions(paper="a3"), ["scenarios"], jobs=1)
    report = verify(game, tmp_path / "out" / "ntw" / "a3", BuildOptions(paper="a3"), ["scenarios"], jobs=1)
    assert report.ok, "\n".join(report.lines())
    assert report.file("scenarios.pdf").numbers >= 630
