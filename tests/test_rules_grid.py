"""The board grid built from game.yaml."""

from __future__ import annotations

from ntw_game import ntw
from ntw_print.games.ntw.rules.grid import board_grid
from ntw_print.grids.hex import distance

GAME = ntw()

SCENARIO_HEXES = ["EE31", "GG26", "RR30", "NN24", "NN30", "PP33", "XX19", "SS41", "OO27", "VV19", "AA21", "P42", "A18"]


def test_the_board_runs_from_a1_to_xx42():
    grid = board_grid(GAME)
    assert grid.labels.column_range == "A..XX" and grid.labels.row_range == "1..42"
    assert len(grid.hexes()) == 50 * 42
    assert grid.label_of(grid.hex_of("XX42")) == "XX42"


def test_every_hex_the_scenarios_name_is_on_the_board():
    grid = board_grid(GAME)
    for label in SCENARIO_HEXES:
        assert grid.on_board(grid.hex_of(label)), label


def test_neighbouring_labels_are_one_hex_apart():
    grid = board_grid(GAME)
    assert distance(grid.hex_of("A1"), grid.hex_of("A2")) == 1
    assert distance(grid.hex_of("A1"), grid.hex_of("B1")) == 1  # odd columns are shoved down


def test_the_grid_is_built_once_per_board_shape():
    assert board_grid(GAME) is board_grid(GAME)
