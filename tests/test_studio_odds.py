"""What the studio says beside the pictures: how a change moved New Techno War's odds, and which
print is shown (a version and a fingerprint of the data)."""

from __future__ import annotations

from ntw_game import edit, ntw, ntw_copy
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.combat import chances, shot
from ntw_print.core.numbers import percent
from ntw_print.app.studio.odds import GameOdds, odds_moves
from ntw_print.app.studio.stamp import print_stamp


def test_an_atk_changed_moves_the_odds_of_that_weapon_of_that_unit_only(tmp_path):
    changed = ntw_copy(tmp_path)
    edit(changed / "units.yaml", "{weapon: cannon, attack: 14,", "{weapon: cannon, attack: 15,")
    before, after = ntw(), load_game(changed)
    moves = odds_moves(GameOdds(before), GameOdds(after))
    enemies = [u for u in after.units.values() if u.side != "red"]
    assert [m["shot"] for m in moves] == [f"Red Tank cannon at {after.sides[u.side].name} {u.name} (open ground, turn 1)"
                                          for u in enemies]
    ground = next(iter(after.terrain))
    for move, enemy in zip(moves, enemies):
        for game, said in ((before, move["before"]), (after, move["after"])):
            score = shot(game, "red-tank", "cannon", "activation", enemy.id, ground, (), 1).score
            assert said == f"score {score}: {percent(chances(score, 1, game.info.die.sides).per_die)} a die"
    assert int(moves[0]["after"].split()[1].rstrip(":")) == int(moves[0]["before"].split()[1].rstrip(":")) + 1


def test_a_game_without_odds_has_none_to_move():
    from ntw_game import REPO

    sample = load_game(REPO / "tests" / "fixtures" / "games" / "sample")
    assert odds_moves(GameOdds(sample), GameOdds(sample)) == []


def test_each_builds_odds_are_reckoned_once_however_often_they_are_compared():
    """The studio compares each build with the last good one: the last one's odds are kept, not
    worked out again (about 15 ms a game for New Techno War and Switzerland, on every save)."""
    from types import SimpleNamespace

    reckoned = []
    plugin = SimpleNamespace(odds=lambda game: reckoned.append(game.atk) or {"rifle": f"score {game.atk}"})
    builds = [GameOdds(SimpleNamespace(plugin=plugin, atk=atk)) for atk in (5, 6, 6, 7)]
    moves = [odds_moves(last, latest) for last, latest in zip(builds, builds[1:])]
    assert reckoned == [5, 6, 6, 7]
    assert moves == [[{"shot": "rifle", "before": "score 5", "after": "score 6"}], [],
                     [{"shot": "rifle", "before": "score 6", "after": "score 7"}]]


def test_the_same_data_the_same_stamp_and_the_version_named(tmp_path):
    copy = ntw_copy(tmp_path)
    assert print_stamp(load_game(copy)) == print_stamp(ntw())
    edit(copy / "units.yaml", "# Unit tiles.", "# Unit tiles, a comment changed.")
    assert print_stamp(load_game(copy)) == print_stamp(ntw())  # what the data says, not how it is spelt
    edit(copy / "game.yaml", "name: New Techno War\n", "name: New Techno War\nversion: playtest 3\n")
    stamp = print_stamp(load_game(copy))
    assert stamp.startswith("playtest 3 · game ") and stamp != print_stamp(ntw())
    edit(copy / "units.yaml", "defence: 6", "defence: 5")
    assert print_stamp(load_game(copy)).startswith("playtest 3 · game ") and print_stamp(load_game(copy)) != stamp
