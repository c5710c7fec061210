"""Every value the data may take builds a hit-score wheel that verify accepts (or `check` refuses it)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from ntw_game import ntw_copy, replace_in
from ntw_print.app.build import build
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import LayoutError
from ntw_print.games import load_game
from ntw_print.games.ntw.layout.wheel import wheel_spec
from ntw_print.games.ntw.rules.wheel import MOST_SCORES, hit_score_wheel
from ntw_print.kinds.volvelle.adding import SPARE_STEPS, worked_out
from ntw_print.app.verify import verify


def built_and_verified(game_dir, out):
    game = load_game(game_dir)
    build(game, out, BuildOptions(), ["hit-score-wheel"], jobs=1)
    return verify(game, out / "ntw" / "a4", None, ["hit-score-wheel"], jobs=1)


@pytest.mark.parametrize("dice", [2, 3])
def test_a_weapon_with_more_dice_gets_its_own_chance_ring_and_verifies(tmp_path, dice):
    """Rings side by side print the same words at the same angles (100% at the top scores); each
    ring is still read at its own radius."""
    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "weapons.yaml", "    dice: 1\n    range: 12\n", f"    dice: {dice}\n    range: 12\n")
    report = built_and_verified(game_dir, tmp_path / "out")
    assert report.ok, "\n".join(report.lines())
    assert report.files[-1].numbers > 400  # a third chance ring was read


def test_captions_of_neighbouring_attack_marks_are_staggered(tmp_path):
    """One unit's rifle at ATK 6 puts the sniper's marks on 10 and 11, side by side: the second
    caption moves out a line instead of stopping the build."""
    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "units.yaml",
               "      - {weapon: assault-rifle, attack: 5, response: 3, ammo: unlimited, designer: [attack, response]}\n"
               "      - {weapon: machine-gun, attack: 8, response: 5, ammo: 5, designer: [attack, response]}\n"
               "      - {weapon: anti-tank, attack: 12, response: 8, ammo: 4, designer: [response]}",
               "      - {weapon: assault-rifle, attack: 6, response: 3, ammo: unlimited, designer: [attack, response]}\n"
               "      - {weapon: machine-gun, attack: 8, response: 5, ammo: 5, designer: [attack, response]}\n"
               "      - {weapon: anti-tank, attack: 12, response: 8, ammo: 4, designer: [response]}")
    report = built_and_verified(game_dir, tmp_path / "out")
    assert report.ok, "\n".join(report.lines())


def test_weapons_that_reach_the_same_hex_share_it_side_by_side(tmp_path):
    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "weapons.yaml", "    dice: 1\n    range: 12\n", "    dice: 1\n    range: 2\n")
    report = built_and_verified(game_dir, tmp_path / "out")
    assert report.ok, "\n".join(report.lines())


def test_names_that_share_a_hex_reach_left_or_take_a_second_line(tmp_path):
    """The cannon and the smoke grenade both at 16: the two names need more than one hex."""
    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "weapons.yaml", "    short: SMK\n", "    short: SMOKE\n")
    text = (game_dir / "weapons.yaml").read_text()
    (game_dir / "weapons.yaml").write_text(text[:text.index("short: SMOKE")] +
                                           text[text.index("short: SMOKE"):].replace("range: 3", "range: 16", 1))
    report = built_and_verified(game_dir, tmp_path / "out")
    assert report.ok, "\n".join(report.lines())


def test_names_too_wide_even_on_two_lines_say_which_weapons_and_how_much_room():
    from ntw_print.kinds.ruler.hexes import range_rule
    from ntw_print.kinds.ruler.schema import HexRule
    from ntw_print.print.render.pdf import measure

    spec = HexRule.model_validate({"pitch": "18mm", "stops": [{"hexes": 1, "name": f"LONGNAME{i} 1"} for i in range(6)]})
    with pytest.raises(LayoutError, match=r"range rule: LONGNAME0 1, .*, LONGNAME5 1 reach hex 1; on two lines at "
                                          r"5 pt they need more than the 35\.0 mm before the stop line"):
        range_rule(spec, measure)


def test_check_refuses_names_the_range_rule_cannot_hold(tmp_path):
    import re

    from ntw_print.core.errors import DataError

    game_dir = ntw_copy(tmp_path)
    path = game_dir / "weapons.yaml"
    text = re.sub(r"short: \w+", lambda m: f"short: {m.group(0)[7:].ljust(10, 'X')}", path.read_text())
    path.write_text(re.sub(r"range: \d+", "range: 1", text))
    with pytest.raises(DataError) as raised:
        load_game(game_dir)
    assert any("all reach hex 1: their names need up to" in f.message and "lie between the stop lines" in f.message
               for f in raised.value.faults), raised.value.faults


# Single stat changes anywhere in the schema's range: the wheel either builds and verifies, or the
# data is refused before anything is drawn.
STATS = st.one_of(
    st.tuples(st.just("units.yaml"), st.sampled_from(["attack", "response"]), st.integers(0, 40)),
    st.tuples(st.just("weapons.yaml"), st.just("dice"), st.integers(1, 10)),
    st.tuples(st.just("weapons.yaml"), st.just("range"), st.integers(1, 30)),
    st.tuples(st.just("terrain.yaml"), st.just("protection"), st.integers(0, 40)),
)


@settings(max_examples=8, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate],
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # a build per example: no shrinking
@given(change=STATS, which=st.integers(0, 5))
def test_any_single_stat_builds_a_wheel_that_verifies_or_is_refused(tmp_path_factory, change, which):
    import re

    from ntw_print.core.errors import DataError

    file, key, value = change
    game_dir = ntw_copy(tmp_path_factory.mktemp("stat"))
    path = game_dir / file
    text = path.read_text(encoding="utf-8")
    places = [m for m in re.finditer(rf"\b{key}: (\d+)", text)]
    place = places[which % len(places)]
    path.write_text(text[:place.start(1)] + str(value) + text[place.end(1):], encoding="utf-8")
    try:
        load_game(game_dir)
    except DataError:
        return  # refused by check, with its faults: nothing is built from it
    report = built_and_verified(game_dir, game_dir.parent / "out")
    assert report.ok, "\n".join(report.lines())


def rifle_response(tmp_path, value: int):
    game_dir = ntw_copy(tmp_path)
    path = game_dir / "units.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("response: 3,", f"response: {value},", 1), encoding="utf-8")
    return game_dir


def test_the_most_steps_the_wheel_holds_build_and_verify(tmp_path):
    game_dir = rifle_response(tmp_path, 24)
    game = load_game(game_dir)
    assert len(hit_score_wheel(game).ring("score").marks) == MOST_SCORES
    assert worked_out(wheel_spec(game)).steps == MOST_SCORES + SPARE_STEPS == 75
    report = built_and_verified(game_dir, tmp_path / "out")
    assert report.ok, "\n".join(report.lines())


def test_check_refuses_scores_the_wheel_cannot_hold_and_says_what_fits(tmp_path):
    from ntw_print.core.errors import DataError

    with pytest.raises(DataError) as refused:
        load_game(rifle_response(tmp_path, 26))
    assert [str(f).split("units.yaml:", 1)[1] for f in refused.value.faults] == [
        "15:54: units[0].weapons[0].response: the hit scores run from -26 to 45, and the wheel's rings can be set "
        "to 75 hit scores; it holds at most 73: an ATK of at most 24 here would fit"]


def test_a_stretch_no_atk_can_take_back_points_at_the_defence(tmp_path):
    """A DEF of 40 stretches the scores down by more than any ATK could give back: the fault stands at
    that DEF with a value that fits, not at the cannon with an ATK below zero."""
    from ntw_print.core.errors import DataError

    game_dir = ntw_copy(tmp_path)
    path = game_dir / "units.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("defence: 6", "defence: 40", 1), encoding="utf-8")
    with pytest.raises(DataError) as refused:
        load_game(game_dir)
    (fault,) = refused.value.faults
    assert fault.path == "units[2].defence"
    assert fault.message.endswith("it holds at most 73: a DEF of at most 21 here would fit")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_longest_range_rule_check_accepts_lies_on_the_page(paper):
    from ntw_print.games.ntw.layout.wheel import RULE_INSTRUCTIONS
    from ntw_print.games.ntw.rules.range_rule import MAX_RULE_REACH_MM
    from ntw_print.kinds.ruler.hexes import range_rule
    from ntw_print.kinds.ruler.schema import HexRule
    from ntw_print.kinds.volvelle.assembly import rule_tilt
    from ntw_print.print.layout.sheet import PAPER_SIZES_MM, PRINTER_MARGIN_MM
    from ntw_print.print.render.pdf import measure

    def rule(reach_mm):
        spec = HexRule.model_validate({"pitch": f"{reach_mm / 16.5!r}mm", "words": RULE_INSTRUCTIONS,
                                       "stops": [{"hexes": 16, "name": "CAN 16"}]})
        return range_rule(spec, measure)

    assert rule_tilt(rule(MAX_RULE_REACH_MM), *PAPER_SIZES_MM[paper], PRINTER_MARGIN_MM) is not None
    assert rule_tilt(rule(MAX_RULE_REACH_MM + 15), *PAPER_SIZES_MM[paper], PRINTER_MARGIN_MM) is None


def test_check_refuses_a_range_longer_than_the_rule_and_says_what_fits(tmp_path):
    from ntw_print.core.errors import DataError

    game_dir = ntw_copy(tmp_path)
    replace_in(game_dir / "weapons.yaml", "    dice: 1\n    range: 12\n", "    dice: 1\n    range: 17\n")
    with pytest.raises(DataError) as refused:
        load_game(game_dir)
    assert [str(f).split("weapons.yaml:", 1)[1] for f in refused.value.faults] == [
        "24:12: weapons[2].range: a range of 17 hexes needs a range rule 315 mm long, and one sheet holds 297 mm "
        "of it: at most 16 hexes of 18 mm, or 'unlimited'"]
