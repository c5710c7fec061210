"""Hit score and hit chances: the rulebook's worked examples, the terms, the wheel's scales."""

from __future__ import annotations

import functools
from fractions import Fraction

import icepool
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ntw_game import ntw
from ntw_print.games.ntw.rules.combat import (
    MODES,
    Shot,
    chances,
    hit_chances,
    reachable_scores,
    scale_values,
    shot,
    sniper,
    sniper_shot,
    status_total,
)
from ntw_print.games.ntw.rules.lookup import UnknownId

GAME = ntw()


def test_example_b_anti_tank_at_the_apc_on_open_ground_at_turn_7_scores_18():
    terms = shot(GAME, "red-infantry", "anti-tank", "activation", "blue-apc", "open", [], 7)
    assert terms == Shot(attack=12, terrain=0, defence=0, status=0, endurance=2, intel=4)
    assert terms.score == 18
    assert hit_chances(GAME, terms, "anti-tank").per_die == Fraction(9, 10)


def test_response_assault_rifle_at_moving_infantry_at_turn_7_scores_4():
    terms = shot(GAME, "blue-infantry", "assault-rifle", "response", "red-infantry", "open", ["in-motion"], 7)
    assert terms == Shot(attack=3, terrain=0, defence=1, status=-3, endurance=2, intel=3)
    assert terms.score == 4
    odds = hit_chances(GAME, terms, "assault-rifle")
    assert odds.dice == 4
    assert odds.per_die == Fraction(1, 5)
    assert odds.distribution == (Fraction(256, 625), Fraction(256, 625), Fraction(96, 625), Fraction(16, 625),
                                 Fraction(1, 625))
    assert odds.at_least_one == Fraction(369, 625)


def test_activation_fires_the_large_atk_and_a_response_the_small_one():
    large = shot(GAME, "red-tank", "cannon", "activation", "blue-apc", "open", [], 1)
    small = shot(GAME, "red-tank", "cannon", "response", "blue-apc", "open", [], 1)
    assert (large.attack, small.attack) == (14, 10)


def test_defence_counts_except_against_a_weapon_that_ignores_it():
    assert shot(GAME, "red-tank", "cannon", "activation", "blue-apc", "open", [], 1).defence == 4
    assert shot(GAME, "red-infantry", "anti-tank", "activation", "blue-apc", "open", [], 1).defence == 0
    assert shot(GAME, "red-infantry", "anti-tank", "activation", "blue-infantry", "open", [], 1).defence == 0


def test_terrain_protection_comes_from_the_terrain_and_smoke_gives_18():
    for terrain_id, protection in [("open", 0), ("isolated-tree", 2), ("forest", 4), ("wooden-building", 6),
                                   ("concrete-building", 8), ("smoke", 18)]:
        assert shot(GAME, "red-tank", "cannon", "activation", "blue-infantry", terrain_id, [], 1).terrain == protection


def test_statuses_add_up():
    assert status_total(GAME, []) == 0
    assert status_total(GAME, ["in-motion"]) == -3
    both = status_total(GAME, ["in-motion", "under-fire"])
    assert both == GAME.statuses["in-motion"].modifier + GAME.statuses["under-fire"].modifier
    with pytest.raises(ValueError, match="status listed more than once: in-motion"):
        status_total(GAME, ["in-motion", "in-motion"])


def test_end_is_the_turns_and_int_is_the_firing_sides():
    red = shot(GAME, "red-infantry", "machine-gun", "activation", "blue-infantry", "open", [], 1)
    blue = shot(GAME, "blue-infantry", "machine-gun", "activation", "red-infantry", "open", [], 1)
    assert (red.endurance, red.intel) == (GAME.turns.turns[0].endurance, GAME.turns.turns[0].intel["red"])
    assert (blue.endurance, blue.intel) == (GAME.turns.turns[0].endurance, GAME.turns.turns[0].intel["blue"])


def test_a_curved_shot_may_target_a_hex_but_direct_fire_needs_a_unit():
    at_hex = shot(GAME, "red-infantry", "mortar", "activation", None, "open", [], 1)
    assert at_hex.defence == 0
    with pytest.raises(ValueError, match="assault-rifle fires directly, so it needs a target unit"):
        shot(GAME, "red-infantry", "assault-rifle", "activation", None, "open", [], 1)


@pytest.mark.parametrize(("args", "message"), [
    (("red-infantry", "anti-tak", "activation", "blue-apc", "open", [], 7),
     "unknown weapon 'anti-tak' (did you mean 'anti-tank'? known: anti-tank, assault-rifle, cannon, grenade, "
     "machine-gun, mortar, smoke-grenade)"),
    (("red-infantry", "cannon", "activation", "blue-apc", "open", [], 7),
     "unknown red-infantry weapon 'cannon' (known: anti-tank, assault-rifle, grenade, machine-gun, "
     "mortar)"),
    (("red-tanks", "cannon", "activation", "blue-apc", "open", [], 7),
     "unknown unit 'red-tanks' (did you mean 'red-tank'? known: blue-apc,"),
    (("red-tank", "cannon", "charge", "blue-apc", "open", [], 7),
     "unknown mode 'charge' (known: activation, response)"),
    (("red-tank", "cannon", "activation", "blue-apc", "swamp", [], 7), "unknown terrain 'swamp' (known: "),
    (("red-tank", "cannon", "activation", "blue-apc", "open", ["asleep"], 7), "unknown status 'asleep' (known: "),
    (("red-tank", "cannon", "activation", "blue-apc", "open", [], 13),
     "unknown turn '13' (known: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)"),
])
def test_unknown_ids_name_the_known_ones(args, message):
    with pytest.raises(UnknownId) as caught:
        shot(GAME, *args)
    assert str(caught.value).startswith(message)


def test_a_shot_targets_an_enemy_unit():
    with pytest.raises(ValueError, match="red-tank and red-infantry are both red"):
        shot(GAME, "red-tank", "cannon", "activation", "red-infantry", "open", [], 1)


def test_sniper_adds_five_rolls_one_die_and_spares_vehicles():
    rules = sniper(GAME)
    assert (rules.status_bonus, rules.accuracy_bonus, rules.bonus, rules.dice, rules.range) == (2, 3, 5, 1, 3)
    assert rules.ignores_line_of_fire and rules.targets == ["infantry"]
    plain = shot(GAME, "red-infantry", rules.weapon, "activation", "blue-infantry", "open", [], 4)
    sniped = sniper_shot(GAME, "red-infantry", "activation", "blue-infantry", "open", [], 4)
    assert sniped.score == plain.score + 5
    assert hit_chances(GAME, sniped, rules.weapon, dice=rules.dice).distribution == (
        1 - Fraction(sniped.score, 20), Fraction(sniped.score, 20))
    with pytest.raises(ValueError, match=r"the sniper has no effect on a vehicle \(blue-apc\)"):
        sniper_shot(GAME, "red-infantry", "activation", "blue-apc", "open", [], 4)


def test_scale_values_list_every_value_of_each_term_sorted():
    scale = scale_values(GAME)
    assert scale.attack == (3, 5, 6, 8, 9, 10, 12, 14)
    assert scale.terrain == (0, 2, 4, 6, 8, 18)
    assert scale.defence == (0, 1, 4, 6)
    assert scale.status == tuple(range(-5, 4))
    assert scale.endurance == tuple(sorted({row.endurance for row in GAME.turns.turns}))
    assert scale.intel == tuple(sorted({v for row in GAME.turns.turns for v in row.intel.values()}))
    assert scale.bonus == (0, 5)
    assert scale.scores == tuple(range(min(reachable_scores(GAME)), max(reachable_scores(GAME)) + 1))
    for values in (scale.attack, scale.terrain, scale.defence, scale.status, scale.endurance, scale.intel,
                   scale.scores):
        assert list(values) == sorted(set(values))


def every_shot_with_extreme_statuses():
    """Every shot the data allows, with the target's statuses all the harmful or all the helpful ones
    (the score grows with STAT, so these bound it), sniper shots included."""
    worst = [s for s in GAME.statuses if GAME.statuses[s].modifier < 0]
    best = [s for s in GAME.statuses if GAME.statuses[s].modifier > 0]
    rules = sniper(GAME)
    for unit in GAME.units.values():
        enemies = [u for u in GAME.units.values() if u.side != unit.side]
        for armed in unit.weapons:
            curved = GAME.weapons[armed.weapon].trajectory == "curved"
            for target in [u.id for u in enemies] + ([None] if curved else []):
                for terrain in GAME.terrain:
                    for turn in range(1, len(GAME.turns.turns) + 1):
                        for mode in MODES:
                            for statuses in (worst, best):
                                yield shot(GAME, unit.id, armed.weapon, mode, target, terrain, statuses, turn)
                                sniper_target = target is not None and GAME.units[target].category in rules.targets
                                if armed.weapon == rules.weapon and sniper_target:
                                    yield sniper_shot(GAME, unit.id, mode, target, terrain, statuses, turn)


def test_the_scores_run_from_the_worst_to_the_best_shot_the_data_allows():
    scores = [terms.score for terms in every_shot_with_extreme_statuses()]
    assert scale_values(GAME).scores == tuple(range(min(scores), max(scores) + 1))


@st.composite
def shots(draw):
    """Any shot the data allows: (terms, weapon id, dice override)."""
    unit = draw(st.sampled_from(sorted(GAME.units)))
    side = GAME.units[unit].side
    enemies = sorted(u for u in GAME.units if GAME.units[u].side != side)
    terrain = draw(st.sampled_from(sorted(GAME.terrain)))
    statuses = draw(st.lists(st.sampled_from(sorted(GAME.statuses)), unique=True))
    turn = draw(st.integers(1, len(GAME.turns.turns)))
    mode = draw(st.sampled_from(MODES))
    rules = sniper(GAME)
    carries_sniper_weapon = any(a.weapon == rules.weapon for a in GAME.units[unit].weapons)
    if carries_sniper_weapon and draw(st.booleans()):
        target = draw(st.sampled_from([u for u in enemies if GAME.units[u].category in rules.targets]))
        return sniper_shot(GAME, unit, mode, target, terrain, statuses, turn), rules.weapon, rules.dice
    weapon = draw(st.sampled_from([a.weapon for a in GAME.units[unit].weapons]))
    target = draw(st.sampled_from(enemies + ([None] if GAME.weapons[weapon].trajectory == "curved" else [])))
    return shot(GAME, unit, weapon, mode, target, terrain, statuses, turn), weapon, None


@given(shots())
def test_scale_values_hold_the_terms_and_score_of_any_shot(drawn):
    terms, _, _ = drawn
    scale = scale_values(GAME)
    assert terms.attack in scale.attack
    assert terms.terrain in scale.terrain
    assert terms.defence in scale.defence
    assert terms.status in scale.status
    assert terms.endurance in scale.endurance
    assert terms.intel in scale.intel
    assert terms.bonus in scale.bonus
    assert terms.score in scale.scores
    assert terms.score in reachable_scores(GAME)


@functools.cache
def icepool_hits(score: int, dice: int) -> tuple[Fraction, ...]:
    """P(k of ``dice`` d20 roll ``score`` or less), k = 0..dice, computed by icepool."""
    counts = icepool.d20.pool(dice).keep_outcomes(lambda face: face <= score).size()
    return tuple(counts.probability(k) for k in range(dice + 1))


@settings(max_examples=60)
@given(shots())
def test_hit_chances_of_any_shot_agree_with_icepool(drawn):
    terms, weapon, dice = drawn
    odds = hit_chances(GAME, terms, weapon, dice=dice)
    assert odds.dice == (GAME.weapons[weapon].dice if dice is None else dice)
    assert odds.distribution == icepool_hits(terms.score, odds.dice)
    assert odds.per_die == (icepool.d20 <= terms.score).probability(True)
    assert odds.at_least_one == 1 - odds.distribution[0]


@given(st.integers(-40, 40), st.integers(0, 6))
def test_chances_are_probabilities_and_the_distribution_sums_to_one(score, dice):
    odds = chances(score, dice, 20)
    assert all(0 <= p <= 1 for p in (odds.per_die, odds.at_least_one, *odds.distribution))
    assert sum(odds.distribution) == 1
    assert len(odds.distribution) == dice + 1
