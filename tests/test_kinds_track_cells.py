"""Areas of numbered cells (a holding-area mat): squares that touch, numbered from the top left, the
bases each holds outlined side by side; a sheet's margin; read back cell by cell."""

from __future__ import annotations

import pytest

from kinds_helpers import build, check, faults_of, mono
from ntw_print.print.components import BuildOptions
from ntw_print.kinds.track.layout import AREA_HEAD, AREA_NOTE, cells_block, problems, spot_circles
from ntw_print.kinds.track.schema import Area, TrackSheet
from ntw_print.print.layout.sheet import Box

MAT = {"label": "Holding area, squares 1 to 8", "note": "Two units at most in a square",
       "cells": {"from": 1, "to": 8, "columns": 4, "size": "66mm", "spots": {"count": 2, "diameter": "32mm"}}}


def _sheet(margin: str = "7mm") -> TrackSheet:
    return TrackSheet.model_validate({"kind": "track", "title": "Holding area", "landscape": True, "margin": margin,
                                      "areas": [MAT, {**MAT, "label": "Squares 9 to 16", "note": "",
                                                      "cells": {**MAT["cells"], "from": 9, "to": 16}}]})


def test_cells_touch_in_rows_numbered_from_the_top_left_under_the_label():
    ink, numbered = cells_block(Area.model_validate(MAT), 270.0, mono, "a")
    head = AREA_HEAD + AREA_NOTE
    assert (ink.width, ink.height) == (4 * 66.0, head + 2 * 66.0)
    cells = numbered[1:]
    assert [c.label for c in cells] == [str(n) for n in range(1, 9)]
    assert [(c.box.x, c.box.top) for c in cells[:5]] == [(0.0, -head), (66.0, -head), (132.0, -head),
                                                        (198.0, -head), (0.0, -head - 66.0)]
    assert numbered[0].box == Box(0.0, -ink.height, 264.0, ink.height)


def test_two_32_mm_bases_stand_side_by_side_inside_a_66_mm_cell():
    area = Area.model_validate(MAT)
    (left, r1), (right, r2) = spot_circles(Box(0.0, 0.0, 66.0, 66.0), area.cells)
    assert r1 == r2 == 16.0 and left[1] == right[1]
    assert left[0] - r1 > 0.0 and right[0] + r2 < 66.0 and right[0] - left[0] >= 32.0


def test_a_margin_lets_four_cells_of_66_mm_fit_letter_paper_turned_sideways():
    assert problems(_sheet("7mm")) == []  # fits A4 and Letter
    assert problems(_sheet("10mm")) == [((), "on LETTER paper: areas[0] 'Holding area, squares 1 to 8': 4 cells of "
                                             "66.0 mm need 264.0 mm, the column is 259.4 mm")]


@pytest.mark.parametrize("cells, fault", [
    ("{to: 8, columns: 4, size: 60mm, spots: {count: 2, diameter: 32mm}}",
     "sheet.yaml:4:12: areas[0].cells: 2 bases of 32 mm side by side need 65.5 mm with 0.5 mm around each; a cell "
     "is 60 mm"),
    ("{to: 8, columns: 4, size: 30mm, spots: {count: 1, diameter: 28mm}}",
     "sheet.yaml:4:12: areas[0].cells: bases of 28 mm leave no room for the cell's number in a 30 mm cell"),
    ("{from: 9, to: 1, columns: 4, size: 30mm}", "sheet.yaml:4:12: areas[0].cells: cells are numbered from low to "
                                                 "high: from 9 to 1"),
])
def test_cells_that_cannot_hold_their_bases_are_refused(cells, fault):
    assert faults_of(f"kind: track\nareas:\n  - label: Mat\n    cells: {cells}\n") == [fault]


def test_an_area_has_a_size_or_cells_not_both():
    assert faults_of("kind: track\nareas:\n  - {label: Mat, width: 80mm}\n") == [
        "sheet.yaml:3:5: areas[0]: an area needs a width and a height, or cells"]
    assert faults_of("kind: track\nareas:\n  - {label: Mat, width: 80mm, cells: {to: 4, columns: 2, size: 20mm}}\n") \
        == ["sheet.yaml:3:5: areas[0]: an area of cells takes its size from them: give no width or height"]


@pytest.fixture(scope="module", params=["a4", "letter"])
def built(request, tmp_path_factory):
    sheet, options = _sheet(), BuildOptions(paper=request.param)
    return sheet, options, build(sheet, tmp_path_factory.mktemp("cells") / "mat.pdf", options)


def test_the_built_mat_reads_back_cell_by_cell(built):
    sheet, options, path = built
    assert check(sheet, path, options) == []


def test_bases_of_another_size_are_found(built):
    sheet, options, path = built
    cells = sheet.areas[0].cells.model_copy(update={"spots": sheet.areas[0].cells.spots.model_copy(
        update={"diameter": 30.0})})
    other = sheet.model_copy(update={"areas": [sheet.areas[0].model_copy(update={"cells": cells}), sheet.areas[1]]})
    found = check(other, path, options)
    assert len(found) == 8 and found[0] == ("page 1, areas 'Holding area, squares 1 to 8': cell '1' shows 0 bases "
                                            "of 30 mm side by side, the data asks for 2"), found
