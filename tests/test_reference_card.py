"""`reference-card.pdf`: a card per side, the turn sequence on the front and the hit score on the
back, with every number taken from the data."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from ntw_print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.render.pdf import render_pages
from ntw_print.render.reference_card import CARD_HEIGHT, CARD_WIDTH, reference_card
from ntw_print.rules import reference
from ntw_game import ntw, ntw_copy, replace_in


def _card(game, folder, paper="a4") -> list[str]:
    path = folder / f"card-{paper}.pdf"
    render_pages(reference_card(game, BuildOptions(paper=paper)), path, "card")
    return [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    return _card(ntw(), tmp_path_factory.mktemp("card"))


def test_front_then_back_with_a_card_per_side(pages):
    assert len(pages) == 2
    front, back = pages
    assert front.count("TURN SEQUENCE") == 2 and back.count("HIT SCORE") >= 2
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


def test_worked_example_reproduces_the_rulebook(pages):
    example = reference.worked_example(ntw())
    assert example is not None and example.shot.score == 18
    assert "12 − 0 − 0 + 0 + 2 + 4 = 18" in pages[1]


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
    assert len(pages) == 2
    for page in pages:
        assert [(round(box.width, 3), round(box.height, 3)) for _, box in page.placements] == \
               [(CARD_WIDTH, CARD_HEIGHT)] * 2
