"""The range rule: hex centres exactly one board hex apart on the printed page, every weapon's
reach marked from the data, unlimited ranges said in words."""

from __future__ import annotations

import math

import pytest

from ntw_game import edit
from ntw_print.print.layout.sheet import PAPER_SIZES_MM
from ntw_print.kinds.ruler.hexes import RULE_LEAD, range_rule
from ntw_print.kinds.volvelle.assembly import sheet_pages, to_page
from ntw_print.kinds.volvelle.parts import parts_layout
from ntw_print.games import load_game
from ntw_print.games.ntw.layout.wheel import wheel_spec
from ntw_print.print.render.pdf import measure


def rule_of(game):
    return range_rule(wheel_spec(game).rule, measure)


@pytest.mark.parametrize("paper", sorted(PAPER_SIZES_MM))
def test_hex_centres_are_one_board_hex_apart_on_the_page(game, paper):
    rule = rule_of(game)
    spec = wheel_spec(game)
    pages = sheet_pages(spec, parts_layout(spec, measure), rule, paper)
    (placement,) = [p for page in pages for p in page.placements if p.part == "rule"]
    centres = to_page([(x, 0.0) for x in rule.centres], placement)
    pitch = game.info.grid.hex_size
    assert pitch == 18.0
    for (x0, y0), (x1, y1) in zip(centres, centres[1:]):
        assert math.hypot(x1 - x0, y1 - y0) == pytest.approx(pitch, abs=0.1)
    (x0, y0), (x1, y1) = centres[0], centres[-1]
    assert math.hypot(x1 - x0, y1 - y0) == pytest.approx(pitch * (len(centres) - 1), abs=0.1)


def test_the_rule_reaches_the_longest_finite_range(game):
    rule = rule_of(game)
    assert max(w.range for w in game.weapons.values() if w.range != "unlimited") == 16
    assert rule.hexes == 16 and len(rule.centres) == 17
    assert rule.outline[1][0] >= (16 + 0.5) * rule.pitch  # the last hex's far side is on the strip
    assert rule.outline[0][0] == -RULE_LEAD


def test_each_weapon_stops_at_its_range(game):
    rule = rule_of(game)
    stops = {t.text: x for x, texts in rule.reaches for t in texts}
    assert stops == {"GR 2◊": 2.5 * 18, "SMK 3◊": 3.5 * 18, "AT 8◊": 8.5 * 18, "AR 10": 10.5 * 18,
                     "MG 12◊": 12.5 * 18, "CAN 16◊": 16.5 * 18}  # the ranges the rules do not give, marked
    for x, texts in rule.reaches:
        for t in texts:
            assert x - rule.pitch < t.x - t.width and t.x <= x  # inside the last hex reached


def test_unlimited_range_is_said_in_words(game):
    words = " ".join(t.text for t in rule_of(game).texts)
    assert "MOR (mortar): unlimited range" in words


def test_every_number_sits_on_its_hex_centre(game):
    rule = rule_of(game)
    assert [t.text for t in rule.numbers] == [str(n) for n in range(17)]
    assert [t.x for t in rule.numbers] == list(rule.centres)


def test_a_hex_size_change_regraduates_the_rule(game_copy):
    edit(game_copy / "game.yaml", "hex_size: 18mm", "hex_size: 16mm")
    edit(game_copy / "weapons.yaml", "    range: 16\n", "    range: 14\n")
    changed = load_game(game_copy)
    rule = rule_of(changed)
    assert rule.pitch == 16.0 and rule.hexes == 14
    assert rule.centres[1] - rule.centres[0] == pytest.approx(16.0)
    assert dict((t.text, x) for x, texts in rule.reaches for t in texts)["CAN 14◊"] == pytest.approx(14.5 * 16)
