"""Tests of the square grid math in ntw_print.grids.square: one test per operation."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ntw_print.grids.labels import GridLabels
from ntw_print.grids.square import (
    ADJACENCIES,
    DIAGONAL,
    ORTHOGONAL,
    Rect,
    Square,
    SquareGrid,
    SquareLayout,
    add,
    distance,
    neighbors,
)

squares = st.builds(Square, st.integers(-30, 30), st.integers(-30, 30))
BOARD = SquareGrid(GridLabels(3, 3, "chess"))


def test_add():
    assert add(Square(2, 3), (1, -1)) == Square(3, 2)


def test_neighbors_orthogonal_are_north_east_south_west():
    assert neighbors(Square(1, 1), ORTHOGONAL) == [Square(1, 0), Square(2, 1), Square(1, 2), Square(0, 1)]


def test_neighbors_diagonal_add_the_corners_clockwise():
    assert neighbors(Square(1, 1), DIAGONAL) == [
        Square(1, 0), Square(2, 0), Square(2, 1), Square(2, 2), Square(1, 2), Square(0, 2), Square(0, 1), Square(0, 0)]


def test_distance_counts_a_diagonal_as_one_or_two_steps():
    assert distance(Square(0, 0), Square(3, 1), ORTHOGONAL) == 4
    assert distance(Square(0, 0), Square(3, 1), DIAGONAL) == 3
    assert ADJACENCIES == {"orthogonal": ORTHOGONAL, "diagonal": DIAGONAL}


@settings(max_examples=50, deadline=None)
@given(squares, st.sampled_from([ORTHOGONAL, DIAGONAL]))
def test_every_neighbour_is_one_step_away(square, adjacency):
    assert all(distance(square, n, adjacency) == 1 for n in neighbors(square, adjacency))


def test_layout_box_centre_and_corners():
    layout = SquareLayout(30.0, origin_x=10.0, origin_y=20.0)
    assert layout.box(Square(1, 2)) == Rect(40.0, 80.0, 30.0, 30.0)
    assert layout.centre(Square(1, 2)) == (55.0, 95.0)
    assert layout.corners(Square(0, 0)) == [(10.0, 20.0), (40.0, 20.0), (40.0, 50.0), (10.0, 50.0)]


@settings(max_examples=50, deadline=None)
@given(squares)
def test_point_to_square_inverts_centre(square):
    layout = SquareLayout(12.5, 3.0, 4.0)
    assert layout.point_to_square(layout.centre(square)) == square


def test_grid_squares_and_labels():
    assert BOARD.squares()[:4] == [Square(0, 0), Square(1, 0), Square(2, 0), Square(0, 1)]
    assert BOARD.label_of(Square(0, 2)) == "a1"
    assert BOARD.square_of("c3") == Square(2, 0)
    assert BOARD.label_of(Square(3, 0)) is None
    with pytest.raises(ValueError, match="'d1'"):
        BOARD.square_of("d1")


def test_grid_neighbors_stay_on_the_board():
    assert BOARD.neighbors(Square(0, 0)) == (Square(1, 0), Square(0, 1))
    king = SquareGrid(GridLabels(3, 3, "chess"), DIAGONAL)
    assert len(king.neighbors(Square(1, 1))) == 8 and len(king.neighbors(Square(0, 0))) == 3
    assert king.distance(Square(0, 0), Square(2, 2)) == 2 and BOARD.distance(Square(0, 0), Square(2, 2)) == 4
