"""A build drawing in its own process (`--jobs 1`, or one file) leaves what it loaded out of Python's
collections while it draws, as the forked workers do, collects all its objects less often, and puts
both back as they were after."""

from __future__ import annotations

import gc

from ntw_game import NTW
from ntw_print.app import build as building
from ntw_print.games import load_game
from ntw_print.print.components import BuildOptions


def test_the_loaded_game_is_frozen_while_one_process_draws(tmp_path, monkeypatch):
    frozen: list[int] = []
    thresholds: list[tuple[int, int, int]] = []
    draw = building.draw_component

    def counting(*args, **kwargs):
        frozen.append(gc.get_freeze_count())
        thresholds.append(gc.get_threshold())
        return draw(*args, **kwargs)

    monkeypatch.setattr(building, "draw_component", counting)
    before, threshold = gc.get_freeze_count(), gc.get_threshold()
    building.build(load_game(NTW), tmp_path, BuildOptions(), ["duplex-test", "pieces"], jobs=1)
    assert len(frozen) == 2 and all(count > before for count in frozen)
    assert all(during[2] == 10 * threshold[2] and during[:2] == threshold[:2] for during in thresholds)
    assert gc.get_freeze_count() == before and gc.get_threshold() == threshold
