"""`reference-card.pdf`: two cards per side: the turn sequence on the front and the hit score on the
back; the rules summary (line of fire, curved shots, vehicles, the worked examples). Every number
from the data."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.print.render.pdf import render_pages
from ntw_print.games.ntw.render.reference_card import reference_card
from ntw_print.games.ntw.rules import reference
from ntw_print.games.ntw.rules.summary import worked_examples
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.readback.report import FileReport
from ntw_print.games.ntw.verify.reference_card import check as check_card
from ntw_game import REPO, edit, ntw, ntw_copy, replace_in
from ntw_print.core.errors import DataError, LayoutError
from ntw_print.games.ntw.fits import sheet_fit_faults
from ntw_print.kinds.placeholders import Rows, fill
from ntw_print.core.marks import KEY, MARK


def _card(game, folder, paper="a4") -> list[str]:
    path = folder / f"card-{paper}.pdf"
    render_pages(reference_card(game, BuildOptions(paper=paper)), path, "card")
    return [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    return _card(ntw(), tmp_path_factory.mktemp("card"))


def test_front_then_back_with_a_card_per_side(pages):
    assert len(pages) == 4
    front, back, summary_front, summary_back = pages
    assert front.count("TURN SEQUENCE") == 2 and back.count("HIT SCORE") >= 2
    assert summary_front.count("LINE OF FIRE") == 2 and summary_back.count("MOVING · EXAMPLES") == 2
    assert "Red · attacker" in front and "Blue · defender" in front


def test_turn_sequence(pages):
    front = pages[0]
    for words in ("Red activates a unit: it moves or shoots", "Blue may respond with one unit",
                  "Blue may activate a unit", "Red may respond with one unit",
                  "Each unit activates once", "Each unit responds once", "Nobody responds to a response",
                  "Take every marker off the board", "Move the turn marker on by one turn",
                  "When Red has no unit left to activate, Blue activates its remaining units, or passes"):
        assert words in front


def test_hit_score_formula_and_dice_from_the_data(pages):
    back = pages[1]
    assert "ATK − TER − DEF + STAT ± END + INT = HIT SCORE" in back
    assert "Roll one d20 for each die" in back
    assert "assault rifle: 4 dice" in back
    for terrain in ntw().terrain.values():
        assert f"{terrain.name} {terrain.protection}" in back
    for status in ntw().statuses.values():
        assert f"{status.name} {status.modifier:+d}" in back


def test_both_worked_examples_reproduce_the_rulebook(pages):
    examples = {e.label: e for e in worked_examples(ntw())}
    assert (examples["Activation"].shot.score, examples["Response"].shot.score) == (18, 4)
    back = pages[3]
    assert "12 − 0 − 0 + 0 + 2 + 4 = 18. A roll of 18 or less hits (90%)" in back
    assert "3 − 0 − 1 − 3 + 2 + 3 = 4. Each of the 4 dice showing 4 or less is a hit" in back
    assert back.index("Turn 7: Red infantry fires") < back.index("Turn 7: Blue infantry responds")


def test_the_summary_prints_the_stated_rules_a_player_needs(pages):
    front, back = pages[2], pages[3]
    for words in ("needs both the range to reach the target and a clear line of fire",
                  "A hex of forest, wooden building or concrete building on the way blocks it",
                  "armoured unit (tank and armoured personnel carrier)",
                  "a forest hex next to ground of another kind does not block",
                  "CURVED SHOT (MORTAR, GRENADE AND SMOKE GRENADE)", "the shot needs no line of fire",
                  "A mortar round that would come down off the board lands on the last whole hex at the board's edge",
                  "a grenade is only a thunderflash: it hits no one, but every unit within its range gets an "
                  "ACTIVATED marker"):
        assert front.count(words) == 2, words
    assert back.count("Forest: no vehicle may move into it unless it keeps to a road.") == 2


def test_the_hexside_reading_of_the_data_is_printed(pages, tmp_path):
    """The line of fire along a hexside is a designer's reading (grazing): the card tells players
    which one the data takes, marked as this set's, and follows the data when it changes."""
    line = "A line that runs along the side between two hexes is blocked only when {}."
    assert pages[2].count(line.format(f"both hexes block it{MARK}")) == 2
    root = ntw_copy(tmp_path)
    replace_in(root / "special-rules.yaml", "grazing: blocked-if-both", "grazing: blocked-if-either")
    front = _card(load_game(root), tmp_path)[2]
    assert front.count(line.format(f"one of the two hexes blocks it{MARK}")) == 2


def test_the_time_out_sentence_is_the_scenario_sheets_one(pages):
    assert "When the scenario's last turn is over and neither side has completed its mission, Blue wins." in pages[0]


def test_verify_catches_a_wrong_example_term(tmp_path):
    """Built from data whose anti-tank weapon has ATK 13: checked against the real data, ATK and the sum differ."""
    root = ntw_copy(tmp_path)
    edit(root / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    path = tmp_path / "changed.pdf"
    render_pages(reference_card(load_game(root), BuildOptions(paper="a4")), path, "card")
    report = FileReport("reference-card.pdf")
    check_card(ntw(), read_pdf(path), BuildOptions(paper="a4"), report)
    wrong = {f.message for f in report.findings if f.check == "example"}
    assert any("Activation example: ATK" in m for m in wrong) and any("Activation example: hit score" in m for m in wrong)
    assert not any("Response example" in m for m in wrong)


def test_moves_follow_the_data(pages):
    rows = {row.name: row for row in reference.movement_rows(ntw())}
    assert (rows["Infantry"].off_road, rows["Infantry"].on_road) == (3, 4)
    assert (rows["Tank"].off_road, rows["Tank"].on_road, rows["Tank"].city_off_road) == (6, 8, 1)


def test_a_changed_die_count_reaches_the_card(tmp_path):
    root = ntw_copy(tmp_path)
    replace_in(root / "weapons.yaml", "    symbol: rifle\n    dice: 4\n", "    symbol: rifle\n    dice: 3\n")
    back = _card(load_game(root), tmp_path)[1]
    assert "assault rifle: 3 dice" in back


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_two_cards_fit_one_sheet(paper):
    pages = reference_card(ntw(), BuildOptions(paper=paper))
    assert len(pages) == 4
    for page in pages:
        assert [(round(box.width, 3), round(box.height, 3)) for _, box in page.placements] == [(148.0, 105.0)] * 2


def test_verify_catches_summary_words_that_are_not_the_data(tmp_path):
    """Built from the real data, read against data whose summary says something else."""
    path = tmp_path / "card.pdf"
    render_pages(reference_card(ntw(), BuildOptions(paper="a4")), path, "card")
    root = ntw_copy(tmp_path)
    replace_in(root / "special-rules.yaml", "The range counts, but the shot needs no line of fire.",
               "The range counts, and so does the line of fire.")
    report = FileReport("reference-card.pdf")
    check_card(load_game(root), read_pdf(path), BuildOptions(paper="a4"), report)
    assert [f.message for f in report.findings] == [
        f"page 3, card {n} front 'LINE OF FIRE': lacks 'and', 'does', 'so'" for n in (3, 4)]


def test_the_cards_mark_each_designer_value_and_every_page_with_one_carries_the_key(pages):
    front, back, summary_front, summary_back = pages
    assert front.count(f"1{MARK}") == 4  # the armoured vehicles' move off the road in the city, two cards
    assert f"River 0{MARK}" in back and f"Upstairs -2{MARK}" in back and f"In motion -3{MARK}" not in back
    assert back.count(f"anti-tank weapon{MARK}.") == 2 and f"Smoke cloud 18{MARK}" not in back
    assert summary_back.count(f"Wooden building{MARK}, concrete building{MARK} and river{MARK}: closed") == 2
    assert f"Forest{MARK}" not in summary_back
    assert all(KEY in page for page in pages)


def test_unmarked_data_prints_no_mark_on_the_cards_and_verify_holds_the_marks_to_the_data(tmp_path):
    from ntw_print.app.build import build, output_folder
    from verify_corrupt import findings

    root = ntw_copy(tmp_path)
    for name in ("statuses.yaml", "terrain.yaml", "weapons.yaml", "special-rules.yaml"):
        path = root / name
        text = path.read_text(encoding="utf-8")
        text = "\n".join(line for line in text.split("\n") if not line.strip().startswith("designer:"))
        path.write_text(text, encoding="utf-8")
    plain = _card(load_game(root), tmp_path)
    assert all(MARK not in page and KEY not in page for page in plain)
    build(ntw(), tmp_path / "out", BuildOptions(), only=["reference-card"])
    found = findings(output_folder(tmp_path / "out", "ntw", "a4"), "reference-card", game=load_game(root))
    marks = [f.message for f in found if f.check == "designer marks"]
    assert sum("Upstairs, STAT prints" in m and "gives it as stated" in m for m in marks) == 2
    assert sum("River, protection prints" in m for m in marks) == 2
    assert sum("Tank, city prints" in m for m in marks) == 2
    assert sum("the line on DEF should name 'anti-tank weapon':" in m for m in marks) == 2
    # each card whose words carry a mark the data no longer gives: the DEF line (hit score), grazing, closed; two of each
    assert sum("lacks" in f.message for f in found if f.check == "table contents") == 6


def test_a_wrong_number_printed_on_a_card_is_caught(tmp_path):
    from verify_corrupt import replace_shown_text, rewrite_page

    path = tmp_path / "reference-card.pdf"
    render_pages(reference_card(ntw(), BuildOptions(paper="a4")), path, "card")
    rewrite_page(path, 1, replace_shown_text("18", "16"))  # the smoke cloud's TER on Red's hit-score card
    report = FileReport("reference-card.pdf")
    check_card(ntw(), read_pdf(path), BuildOptions(paper="a4"), report)
    wrong = [(f.check, f.message) for f in report.findings]
    assert ("values", "Smoke cloud, protection: prints '16', the data says '18'") in wrong
    assert any(check == "table contents" and "Smoke cloud | 16" in message for check, message in wrong)


def _own_card_template(root, old: str, new: str):
    """The game brings its own templates/reference-card.yaml, with `old` reworded `new`."""
    (root / "templates").mkdir(exist_ok=True)
    text = (REPO / "templates" / "reference-card.yaml").read_text()
    assert old in text
    (root / "templates" / "reference-card.yaml").write_text(text.replace(old, new, 1))
    return root / "templates" / "reference-card.yaml"


def test_a_designer_rewords_a_card_in_its_template_and_verify_follows(tmp_path):
    root = ntw_copy(tmp_path)
    _own_card_template(root, "- Nobody responds to a response.", "- No answer to an answer.")
    game = load_game(root)
    front = _card(game, tmp_path)[0]
    assert front.count("No answer to an answer.") == 2 and "Nobody responds" not in front
    report = FileReport("reference-card.pdf")
    check_card(game, read_pdf(tmp_path / "card-a4.pdf"), BuildOptions(paper="a4"), report)
    assert report.findings == []


def _faults(root) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_game(root)
    return [f"{f.file.rsplit('/', 1)[-1]}:{f.line}:{f.column}: {f.message}" for f in caught.value.faults]


def test_a_placeholder_the_card_does_not_know_is_refused_at_its_line(tmp_path):
    root = ntw_copy(tmp_path)
    path = _own_card_template(root, "Roll one {die} for each", "Roll one {dice_size} for each")
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if "{dice_size}" in text)
    (fault,) = _faults(root)
    assert fault.startswith(f"reference-card.yaml:{line}:13: {{dice_size}} is not a value the rules fill in (known: acted_back,")


def test_a_filled_face_the_table_kind_cannot_print_is_refused_at_its_line(tmp_path):
    """`check` names it at its line (fits.py); a build stops on it before drawing the cards."""
    root = ntw_copy(tmp_path)
    path = _own_card_template(root, "  widths: [58, 42]", "  width: [58, 42]")
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if "width: [58" in text)
    game = load_game(root)
    (fault,) = [f"{f.file.rsplit('/', 1)[-1]}:{f.line}:{f.column}: {f.message}" for f in sheet_fit_faults(game)]
    assert fault.startswith(f"reference-card.yaml:{line}:10: unknown key 'width' (did you mean 'widths'?")
    with pytest.raises(LayoutError, match=f"reference-card.yaml:{line}:10: .*unknown key 'width'"):
        reference_card(game, BuildOptions(paper="a4"))


def test_a_bullet_naming_what_the_data_lacks_is_left_out_and_data_rows_carry_their_marks():
    rows = Rows([["Tank", 6, 1]], {(0, 2)})
    assert fill({"bullets": ["{a} goes first.", "Mark it {b}."], "table": {"rows": "{rows}"}},
                          {"a": "Red", "b": None, "rows": rows}) == {
        "bullets": ["Red goes first."],
        "table": {"rows": [["Tank", 6, 1]], "row_headers": True, "designer": ["rows"], "stated": ["B1"]}}
