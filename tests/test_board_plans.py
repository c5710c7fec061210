"""A board's floor plans and count badges (`plans:`, `badges:` of `kind: board`), on a farm of squares
(tests/fixtures/kinds/board-plan.yaml): walls, doors, windows and stairs where the plan puts them, the
badges in their cells, read back, a wrong number found, and bad input refused at its line."""

from __future__ import annotations

import pytest

from board_read import cell_of
from kinds_build import build, check_damaged, copy_fixtures, load, load_faults, write
from ntw_print.kinds.board.layout import plan, shared_side
from ntw_print.kinds.board.plans import plan_shapes
from ntw_print.kinds.board.verify import read_back
from ntw_print.print.components import BuildOptions
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.readback.report import FileReport
from ntw_print.print.render.pdf import measure
from verify_corrupt import replace_in_stream


def _folder(tmp_path):
    folder = copy_fixtures(tmp_path / "fixtures")
    (folder / "board.yaml").write_text((folder / "board-plan.yaml").read_text())
    return folder


def test_the_walls_run_round_both_rooms_once_with_a_door_a_window_and_the_stairs(tmp_path):
    spec = load("board", _folder(tmp_path))
    laid = plan(spec, measure)
    cell = {c.label: c for c in laid.cells}
    (house,), badges = plan_shapes(spec, laid)
    walls = {frozenset(w.ends): w for w in house.walls}
    assert len(house.walls) == 7  # two squares' four sides, the one they share once
    between = walls[frozenset(shared_side(cell["b2"].corners, cell["c2"].corners))]
    assert not between.outer and between.door == cell["b2"].centre  # a door swings into the first room
    front = walls[frozenset(shared_side(cell["b2"].corners, cell["b1"].corners))]
    assert front.outer and front.door == cell["b2"].centre and not front.window
    assert walls[frozenset(shared_side(cell["c2"].corners, cell["d2"].corners))].window
    assert sum(w.outer for w in house.walls) == 6 and sum(w.door is not None for w in house.walls) == 2
    assert house.stairs is cell["b2"]
    kitchen, store = house.rooms  # the stairs' room's name stands higher in its cell
    assert kitchen.at == pytest.approx((cell["b2"].centre[0], cell["b2"].centre[1] + 24 * 0.14))
    assert store.at == cell["c2"].centre
    assert [(b.value, b.cell.label) for b in badges] == [(2, "a3"), (4, "d1")]  # a3: the first of two as near


def test_the_plan_and_badges_are_printed_and_read_back_in_their_cells(tmp_path):
    options = BuildOptions()
    spec, path = build("board", tmp_path, options, folder=_folder(tmp_path))
    report = FileReport(path.name)
    read = read_back(spec, read_pdf(path), options, report)
    assert read is not None and report.findings == []
    assert {label: run.text for label, run in read.badges.items()} == {"a3": "2", "d1": "4"}
    assert cell_of(read, read.badges["d1"].centre) == "d1"
    texts = {run.text: run for run in read.page.texts}
    assert cell_of(read, texts["Kitchen"].centre) == "b2" and cell_of(read, texts["1 floor"].centre) == "c2"
    assert {"Farmhouse", "Dark floors: an upper storey", "Floors", "of each building"} <= set(texts)
    assert report.numbers >= len(read.laid.labels) + 2 + 2  # the labels, both badges, both rooms' floors


def test_a_room_name_not_in_its_room_is_found(tmp_path):
    built = build("board", tmp_path / "built", folder=_folder(tmp_path))
    found = check_damaged("board", built, tmp_path, lambda path: replace_in_stream(path, 0, b"(Store) Tj", b"(Stair) Tj"))
    assert [f.split(" (")[0] for f in found] == ["the room 'Store': 'Store' is not printed where the plan puts it"]


def test_a_wrong_number_in_a_badge_is_found(tmp_path):
    built = build("board", tmp_path / "built", folder=_folder(tmp_path))
    found = check_damaged("board", built, tmp_path, lambda path: replace_in_stream(path, 0, b"(4) Tj", b"(5) Tj"))
    assert any(f.endswith("the badge in cell d1: prints '5', the data says '4'") for f in found), found


@pytest.mark.parametrize("old, new, fault", [
    ("windows: [[c2, d2]]", "windows: [[c2, b2]]",
     "board.yaml:24:15: plans[0].windows[0]: c2/b2 is an inner wall: windows are in outer walls"),
    ("doors: [[b2, b1], [c2, b2]]", "doors: [[b2, b1], [a1, a2]]",
     "board.yaml:23:23: plans[0].doors[1]: no wall of the plan runs between a1 and a2"),
    ("doors: [[b2, b1],", "doors: [[b2, c1],", "board.yaml:23:13: plans[0].doors[0]: b2 and c1 share no side"),
    ("cells: [c2], note: 1 floor", "cells: [b2], note: 1 floor",
     "board.yaml:22:31: plans[0].rooms[1].cells[0]: b2 is already in the room Kitchen"),
    ("stairs: b2", "stairs: d3", "board.yaml:25:13: plans[0].stairs: d3 is not a cell of a room of the plan"),
    ("windows: [[c2, d2]]", "windows: [[c2, d2-d3]]",
     "board.yaml:24:15: plans[0].windows[0]: expected two cells, got 'c2' and 'd2-d3'"),
    ("cells: [d1]}", "cells: [k1]}", "board.yaml:31:26: badges.at[1].cells[0]: 'k1': column 'k' is off the board"),
])
def test_a_fault_of_a_plan_or_a_badge_is_reported_at_its_line(tmp_path, old, new, fault):
    folder = _folder(tmp_path)
    write(folder, "board.yaml", old, new)
    faults = load_faults("board", folder)
    assert any(f.startswith(fault) for f in faults), faults
