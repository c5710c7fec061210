"""A broken board file gives located messages a designer can act on, word for word; a bad cell of
the terrain grid is reported at its own line and column."""

from __future__ import annotations

from pathlib import Path

import pytest

from ntw_game import ntw_copy, replace_in
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.board import parse_terrain_grid

FULL = "boards/full-map.yaml"
CITY = "boards/city-and-house.yaml"


def board_faults(root: Path, file: str) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_game(root)
    return [f"{f.line}:{f.column}: {f.path}: {f.message}" for f in caught.value.faults if f.file.endswith(file)]


def grid_cell(text: str, row: int, column: int) -> tuple[int, int]:
    """File line and column (1-based) of the cell in grid row ``row`` (1-based) and column index
    ``column`` (0-based), found by reading the file as text."""
    lines = text.split("\n")
    first = lines.index("terrain: |") + 1  # 0-based index of row 1
    indent = len(lines[first]) - len(lines[first].lstrip(" "))
    return first + row, indent + column + 1


def edit_cell(path: Path, row: int, column: int, character: str) -> tuple[int, int]:
    text = path.read_text(encoding="utf-8")
    line, col = grid_cell(text, row, column)
    lines = text.split("\n")
    lines[line - 1] = lines[line - 1][:col - 1] + character + lines[line - 1][col:]
    path.write_text("\n".join(lines), encoding="utf-8")
    return line, col


def test_an_unknown_character_is_reported_at_its_cell(tmp_path):
    root = ntw_copy(tmp_path)
    legend = " ".join(sorted(load_game(root).folder("boards")["full-map"].legend))
    line, col = edit_cell(root / FULL, 5, 11, "Z")
    assert board_faults(root, FULL) == [f"{line}:{col}: terrain: row 5: 'Z' is not in the legend (legend: {legend})"]


def test_two_bad_cells_are_both_reported(tmp_path):
    root = ntw_copy(tmp_path)
    first = edit_cell(root / CITY, 1, 0, "?")
    last = edit_cell(root / CITY, 42, 49, "?")
    faults = board_faults(root, CITY)
    assert [fault.split(": ")[0] for fault in faults] == [f"{first[0]}:{first[1]}", f"{last[0]}:{last[1]}"]


def test_a_short_row_is_reported_where_it_ends(tmp_path):
    root = ntw_copy(tmp_path)
    path = root / FULL
    text = path.read_text(encoding="utf-8")
    line, col = grid_cell(text, 7, 48)
    lines = text.split("\n")
    lines[line - 1] = lines[line - 1][:-2]
    path.write_text("\n".join(lines), encoding="utf-8")
    assert board_faults(root, FULL) == [f"{line}:{col}: terrain: row 7 has 48 hexes, expected 50 (one character per hex)"]


def test_a_missing_row_is_reported_after_the_last(tmp_path):
    root = ntw_copy(tmp_path)
    path = root / FULL
    text = path.read_text(encoding="utf-8")
    line, col = grid_cell(text, 42, 0)
    lines = text.split("\n")
    del lines[line - 1]
    path.write_text("\n".join(lines), encoding="utf-8")
    assert board_faults(root, FULL) == [f"{line}:{col}: terrain: the grid has 41 rows, expected 42"]


# (file, text, replacement, the text the fault points at, message)
CASES = [
    (FULL, '"F": forest', '"F": jungle', "jungle",
     "legend.F: unknown terrain 'jungle' (known: concrete-building, forest, isolated-tree, open, smoke, water,"
     " wooden-building)"),
    (FULL, '"F": forest', '"F": smoke', "smoke", "legend.F: 'smoke' is not printed on the board"),
    (FULL, "path: [EE1, CC8,", "path: [EE99, CC8,", "EE99", "roads[1].path[0]: 'EE99': row 99 is off the board (1..42)"),
    (FULL, "path: [EE1, CC8,", "path: [ZZ1, CC8,", "ZZ1", "roads[1].path[0]: 'ZZ1': column 'ZZ' is off the board (A..XX)"),
    (FULL, "path: [EE31, EE33, X37,", "path: [EE31, FF32, X37,", "FF32",
     "roads[2].path[1]: waypoint FF32 is a wooden-building hex: a road cannot cross a building"),
    (FULL, "path: [EE31, EE33, X37,", "path: [EE31, EE33, EE33, X37,", "EE33, X37",
     "roads[2].path[2]: waypoint EE33 repeats the one before"),
    (FULL, "{at: FF32, floors: 2,", "{at: EE31, floors: 2,", "EE31", "buildings[0].at: EE31 is open, not a building hex"),
    (CITY, "    - [GG25, GG24]\n", "    - [GG25, GG22]\n", "[GG25, GG22]",
     "house.doors[0]: GG25 and GG22 are not neighbours, so share no side"),
    (CITY, "    - [GG25, GG24]\n", "    - [FF25, FF26]\n", "[FF25, FF26]",
     "house.doors[0]: no wall of the house runs between FF25 and FF26"),
    (CITY, "    - [FF25, FF24]\n", "    - [GG25, GG26]\n", "[GG25, GG26]",
     "house.windows[0]: GG25/GG26 is an inner wall: windows are in outer walls"),
    (CITY, "stairs: GG26", "stairs: GG27", "GG27", "house.stairs: GG27 is not in a room with an upper floor"),
]


@pytest.mark.parametrize("file, old, new, anchor, message", CASES)
def test_each_fault_is_one_located_line(tmp_path, file, old, new, anchor, message):
    root = ntw_copy(tmp_path)
    path = root / file
    at = path.read_text(encoding="utf-8").index(old) + new.index(anchor)
    replace_in(path, old, new)
    text = path.read_text(encoding="utf-8")
    line = text.count("\n", 0, at) + 1
    column = at - text.rfind("\n", 0, at)
    faults = board_faults(root, file)
    assert faults == [f"{line}:{column}: {message}"]


def test_grid_parsing_reports_positions_inside_the_block():
    cells, problems = parse_terrain_grid("ab\nax\n", {"a": "open", "b": "forest"}, 2, 3)
    assert cells == [["a", "b"], ["a", "x"]]
    assert [(p.cell, p.message) for p in problems] == [
        ((1, 1), "row 2: 'x' is not in the legend (legend: a b)"),
        ((2, 0), "the grid has 2 rows, expected 3"),
    ]
