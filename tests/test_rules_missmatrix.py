"""The miss-matrix check: every d20 face once, every cell on the star; the rulebook's literal text
is refused."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from ntw_game import ntw, ntw_copy, replace_in
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.ntw.rules.missmatrix import outcomes

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def load_faults(folder: Path) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_game(folder)
    return [str(fault) for fault in caught.value.faults]


def where(path: Path, text: str, key: str) -> str:
    """``line:column`` of the value of ``key`` on the only line of ``path`` that contains ``text``."""
    found = [(i, line) for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if text in line]
    assert len(found) == 1, found
    number, line = found[0]
    return f"{number}:{line.index(key + ': ') + len(key) + 3}"


def test_the_data_uses_every_face_once():
    faces = outcomes(ntw().miss_matrix)
    assert sorted(faces) == list(range(1, 21))
    assert sorted(f for f, o in faces.items() if o.distance == 1) == [14, 15, 16, 17, 18, 19]
    assert sorted(f for f, o in faces.items() if o.distance == 2) == list(range(1, 13))
    assert sorted(f for f, o in faces.items() if o.offset is None) == [13, 20]


def test_a_gap_is_refused(tmp_path):
    folder = ntw_copy(tmp_path)
    replace_in(folder / "miss-matrix.yaml", "{faces: [13, 20], outcome: roll-again}", "{faces: [13], outcome: roll-again}")
    faults = load_faults(folder)
    assert len(faults) == 1 and re.fullmatch(
        r".*miss-matrix\.yaml:\d+:\d+: no cell for face 20 \(every face of the d20 needs exactly one\)", faults[0]), faults


def test_an_overlap_is_refused_where_the_face_repeats(tmp_path):
    folder = ntw_copy(tmp_path)
    path = folder / "miss-matrix.yaml"
    replace_in(path, "{faces: [7], steps: [s, s]}", "{faces: [7, 3], steps: [s, s]}")
    faults = load_faults(folder)
    assert faults == [f"{path}:{where(path, '[7, 3]', 'faces')}: cells[12].faces: face 3 is used twice (also in cells[8])"], faults


def test_a_cell_off_the_star_is_refused(tmp_path):
    folder = ntw_copy(tmp_path)
    path = folder / "miss-matrix.yaml"
    replace_in(path, "{faces: [9], steps: [sw, sw]}", "{faces: [9], steps: [sw, sw, sw]}")
    faults = load_faults(folder)
    assert faults == [f"{path}:{where(path, '[sw, sw, sw]', 'steps')}: cells[14].steps: steps sw-sw-sw end 3 hexes from the target; the star "
                      f"reaches 1 to 2"], faults


def test_two_faces_on_one_hex_of_the_star_are_refused(tmp_path):
    folder = ntw_copy(tmp_path)
    path = folder / "miss-matrix.yaml"
    replace_in(path, "{faces: [9], steps: [sw, sw]}", "{faces: [9], steps: [s, s]}")
    faults = load_faults(folder)
    assert len(faults) == 1 and faults[0].endswith(
        "cells[14].steps: this hex of the star is already given in cells[12]"), faults


def test_the_rulebooks_literal_text_is_refused(tmp_path):
    folder = ntw_copy(tmp_path)
    path = folder / "miss-matrix.yaml"
    shutil.copyfile(FIXTURES / "miss-matrix-rulebook-literal.yaml", path)
    faults = load_faults(folder)
    assert faults == [
        f"{path}:5:1: no cell for face 20 (every face of the d20 needs exactly one)",
        f"{path}:{where(path, '[12, 13, 14]', 'faces')}: cells[17].faces: face 14 is used twice (also in cells[0])",
    ], faults
