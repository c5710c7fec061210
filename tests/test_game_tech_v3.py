"""TECH v3, a game of data only: the stated set (60 tokens, 10 of each unit per colour, points
3/2/1, a 10-turn tracker, two three-panel screens) is pinned here, built and verified."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kinds_helpers import findings
from ntw_print.app.build import build
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.sheets.rows import rows_printed
from ntw_print.app.verify import verify

TECH = Path(__file__).parents[1] / "data" / "tech-v3"


@pytest.fixture(scope="module")
def tech():
    return load_game(TECH)


def test_it_is_data_only_and_credits_its_author(tech):
    assert tech.plugin.id == "data-only"
    assert not list(TECH.rglob("*.py"))
    assert tech.info.name == "TECH v3" and "Dr. Radut" in tech.info.credit


def test_sixty_tokens_ten_of_each_unit_per_colour_with_the_stated_points(tech):
    rows = rows_printed(tech.sheets["tokens.yaml"].spec)
    counts = {(row["colour"], row["unit"]): row["copies"] for row in rows}
    assert counts == {(colour, unit): 10 for colour in ("black", "white") for unit in ("Swordsman", "Archer", "Shield")}
    assert {row["unit"]: row["points"] for row in rows} == {"Swordsman": 3, "Archer": 2, "Shield": 1}


def test_the_screens_name_the_beats_cycle_and_the_tracker_has_ten_turns(tech):
    screens = tech.sheets["screens.yaml"].spec.screens
    assert [s.name for s in screens] == ["Black", "White"] and all(s.panels == 3 for s in screens)
    cycles = [block.cycle for s in screens for panel in s.inside for block in panel if block.cycle]
    assert cycles == [["Swords", "Archers", "Shields"]] * 2  # each beats the next, the last the first
    flip = tech.sheets["play-aids.yaml"].spec.flips[0]
    assert flip.turns == 10 and [p.name for p in flip.players] == ["Black", "White"]


def test_a_miscounted_token_is_refused_at_the_stated_total(tmp_path):
    game = tmp_path / "tech-v3"
    shutil.copytree(TECH, game)
    path = game / "tokens.yaml"
    path.write_text(path.read_text().replace("{unit: Archer, colour: white, symbol: bow, points: 2, copies: 10}",
                                             "{unit: Archer, colour: white, symbol: bow, points: 2, copies: 9}"))
    with pytest.raises(DataError) as raised:
        load_game(game)
    messages = [str(f) for f in raised.value.faults]
    assert any("totals[0].count: tokens prints 59 pieces; game.yaml says 60" in m for m in messages), messages
    assert any("tokens where colour is white and unit is Archer prints 9 pieces; game.yaml says 10" in m
               for m in messages), messages


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_sheet_builds_and_verifies(tech, tmp_path, paper):
    result = build(tech, tmp_path, BuildOptions(paper=paper), jobs=1)
    assert [f.name for f in result.files] == tech.info.components
    report = verify(tech, tmp_path / "tech-v3" / paper, jobs=1)
    assert report.ok, "\n".join(report.lines())
    numbers = {f.file: f.numbers for f in report.files}
    assert numbers["tokens.pdf"] == 60  # every token's points, read back and compared
    assert numbers["play-aids.pdf"] == 10 + 2 * 51  # the tracker's turns and both score tracks 0-50


def test_the_screens_say_how_bonus_actions_and_secret_placement_go_and_tell_apart_by_a_band(tech, tmp_path):
    from ntw_print.print.components import BuildOptions
    from ntw_print.kinds import KINDS
    from ntw_print.print.render.pdf import render_pages
    from ntw_print.print.readback.pdfread import read_pdf

    sheet = tech.sheets["screens.yaml"].spec
    words = " ".join(w for screen in sheet.screens for panel in screen.inside for block in panel for w in block.words())
    assert "free on the Final board too" in words  # the square must be free there as well
    assert "when both players have one, they take them in turn" in words  # the Q&A's alternating bonus actions
    black, white = sheet.screens
    assert black.band == white.band > 0 and black.colour != white.colour
    path = tmp_path / "screens.pdf"
    render_pages(KINDS["screen"].pages(sheet, BuildOptions(), None), path, "screens")
    assert findings(KINDS["screen"].check, sheet, read_pdf(path)) == []
    swapped = sheet.model_copy(update={"screens": [black.model_copy(update={"colour": white.colour}), white]})
    problems = findings(KINDS["screen"].check, swapped, read_pdf(path))
    assert any("no 8 mm band of #c9c6bd along the foot of the outside" in p for p in problems), problems
