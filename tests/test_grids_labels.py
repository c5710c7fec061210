"""Tests of the coordinate label styles in ntw_print.grids.labels: one test per operation."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ntw_print.grids.labels import COLUMN_STYLES, GridLabels

NTW_LABELS = GridLabels(columns=50, rows=42, column_style="letters-doubled")
styles = st.sampled_from(sorted(COLUMN_STYLES))


def test_grid_labels_format():
    assert NTW_LABELS.format(0, 0) == "A1"
    assert NTW_LABELS.format(26, 20) == "AA21"
    assert NTW_LABELS.format(49, 41) == "XX42"
    assert GridLabels(60, 5, "letters-excel").format(27, 4) == "AB5"
    assert GridLabels(30, 20, "numbers-4digit").format(3, 8) == "0409"
    assert GridLabels(30, 20, "numbers-4digit", first_row=5).format(0, 0) == "0105"
    with pytest.raises(ValueError, match="off the board"):
        NTW_LABELS.format(50, 0)


def test_grid_labels_parse():
    assert NTW_LABELS.parse("A1") == (0, 0)
    assert NTW_LABELS.parse("XX19") == (49, 18)
    assert NTW_LABELS.parse("EE31") == (30, 30)
    assert GridLabels(60, 5, "letters-excel").parse("AB5") == (27, 4)
    assert GridLabels(30, 20, "numbers-4digit").parse("0409") == (3, 8)
    assert GridLabels(10, 10, "letters-doubled", first_row=3).parse("B3") == (1, 0)


@pytest.mark.parametrize(
    ("labels", "label", "message"),
    [
        (NTW_LABELS, "YY3", "'YY3': column 'YY' is off the board (A..XX)"),
        (NTW_LABELS, "A43", "'A43': row 43 is off the board (1..42)"),
        (NTW_LABELS, "A0", "'A0': not a label of the form A..XX + 1..42"),
        (NTW_LABELS, "a5", "'a5': not a label of the form A..XX + 1..42"),
        (NTW_LABELS, "", "'': not a label of the form A..XX + 1..42"),
        (NTW_LABELS, "AB3", "'AB3': not a label of the form A..XX + 1..42"),
        (NTW_LABELS, "A05", "'A05': not a label of the form A..XX + 1..42"),
        (GridLabels(50, 42, "letters-excel"), "AY3", "'AY3': column 'AY' is off the board (A..AX)"),
        (GridLabels(30, 20, "numbers-4digit"), "3101", "'3101': column '31' is off the board (01..30)"),
        (GridLabels(30, 20, "numbers-4digit"), "0100", "'0100': row 0 is off the board (01..20)"),
        (GridLabels(30, 20, "numbers-4digit"), "A101",
         "'A101': not a label of the form CCRR (column 01..30, row 01..20)"),
    ],
)
def test_grid_labels_parse_errors_name_the_label_and_the_range(labels, label, message):
    with pytest.raises(ValueError) as error:
        labels.parse(label)
    assert str(error.value) == message


@given(
    styles,
    st.integers(min_value=1, max_value=99),
    st.integers(min_value=1, max_value=60),
    st.integers(min_value=1, max_value=30),
    st.data(),
)
def test_grid_labels_parse_inverts_format(style, columns, rows, first_row, data):
    labels = GridLabels(columns, rows, style, first_row)
    col = data.draw(st.integers(min_value=0, max_value=columns - 1))
    row = data.draw(st.integers(min_value=0, max_value=rows - 1))
    assert labels.parse(labels.format(col, row)) == (col, row)


def test_grid_labels_row_by_row():
    all_labels = NTW_LABELS.row_by_row
    assert len(all_labels) == len(set(all_labels)) == 50 * 42
    assert all_labels[:3] == ("A1", "B1", "C1")
    assert all_labels[50] == "A2"
    assert all_labels[-1] == "XX42"
    assert "ZZ1" not in all_labels and "AA1" in all_labels
    assert NTW_LABELS.row_by_row is all_labels  # worked out once


def test_grid_labels_contains():
    for label in ["EE31", "GG26", "RR30", "NN24", "PP33", "XX19", "SS41", "OO27", "AA21", "P42", "A18"]:
        assert NTW_LABELS.contains(label)
    for label in ["YY1", "A43", "A0", "aa1", "AB1", ""]:
        assert not NTW_LABELS.contains(label)


def test_grid_labels_rejects_bad_boards():
    with pytest.raises(ValueError, match="column_style"):
        GridLabels(10, 10, "roman")
    with pytest.raises(ValueError, match="at most 99 columns"):
        GridLabels(100, 10, "numbers-4digit")


def test_four_digit_labels_read_column_then_row_from_0101_at_the_top_left():
    labels = GridLabels(27, 13, "numbers-4digit")
    assert labels.format(0, 0) == "0101"
    assert labels.parse("2703") == (26, 2)
    assert labels.parse("1203") == (11, 2)


def test_chess_labels_count_rows_from_the_bottom():
    board = GridLabels(3, 3, "chess")
    assert board.format(0, 2) == "a1"  # bottom-left square
    assert board.format(0, 0) == "a3"  # top-left square
    assert board.format(2, 2) == "c1"
    assert board.parse("b2") == (1, 1)
    assert board.parse("c3") == (2, 0)
    assert board.column_range == "a..c" and board.row_range == "1..3"
    assert GridLabels(28, 1, "chess").format(27, 0) == "ab1"


def test_chess_labels_refuse_capitals_and_rows_off_the_board():
    board = GridLabels(3, 3, "chess")
    with pytest.raises(ValueError, match="not a label of the form a..c \\+ 1..3, rows counted from the bottom"):
        board.parse("A1")
    with pytest.raises(ValueError, match="row 4 is off the board"):
        board.parse("a4")


@settings(max_examples=60, deadline=None)
@given(styles, st.integers(min_value=1, max_value=60), st.integers(min_value=1, max_value=40), st.data())
def test_every_style_round_trips_label_to_cell_to_label(style, columns, rows, data):
    labels = GridLabels(columns, rows, style)
    col = data.draw(st.integers(min_value=0, max_value=columns - 1))
    row = data.draw(st.integers(min_value=0, max_value=rows - 1))
    label = labels.format(col, row)
    assert labels.format(*labels.parse(label)) == label
