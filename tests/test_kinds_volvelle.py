"""The `volvelle` kind: discs on one pivot with rings of marks, windows and a pointer; marks where
their angle puts them, faults at their line, read back."""

from __future__ import annotations

import math

import pytest

from kinds_build import build, check, check_damaged, copy_fixtures, load, write
from ntw_print.components import BuildOptions
from ntw_print.errors import DataError
from ntw_print.kinds.volvelle.layout import disc_plan
from ntw_print.kinds.volvelle.render import POINTER, outline
from verify_corrupt import replace_shown_text, rewrite_page


def test_marks_spread_clockwise_from_their_start_at_their_radius():
    spec = load("volvelle")
    base = disc_plan(spec.discs[0])
    outer = [m for m in base.marks if m.text in ("1-2", "1-1", "2-1", "3-1", "4-1", "5-1")]
    assert [m.angle for m in outer] == [0, 60, 120, 180, 240, 300]
    assert outer[1].at == pytest.approx((72 * math.sin(math.radians(60)), 72 * math.cos(math.radians(60))))
    dial = disc_plan(spec.discs[1])
    assert [m.angle for m in dial.marks] == [300, 0, 60]  # 120 degrees from 300, ends included


def test_a_pointing_disc_has_a_tab_past_its_edge():
    from ntw_print.kinds.volvelle.layout import Placed

    spec = load("volvelle")
    tip = outline(Placed(0, (0.0, 0.0), disc_plan(spec.discs[1])))[0]
    assert tip == pytest.approx((0.0, 62.0 + POINTER))


@pytest.mark.parametrize("old, new, fault", [
    ("outer: 60mm", "outer: 66mm", "volvelle.yaml:12:5: discs[1]: a window reaching 66 mm would cut the disc's edge"),
    ("radius: 62mm", "radius: 85mm", "volvelle.yaml:3:1: disc 'Dial' (85 mm) must be smaller than 'Base' (80 mm)"),
    ("radius: 38mm", "radius: 61mm", "volvelle.yaml:12:5: discs[1]: ring 'Terrain shift' at 61 mm is not inside"),
])
def test_a_fault_is_reported_at_its_line(tmp_path, old, new, fault):
    folder = copy_fixtures(tmp_path)
    write(folder, "volvelle.yaml", old, new)
    with pytest.raises(DataError) as error:
        load("volvelle", folder)
    assert any(str(f).startswith(fault) for f in error.value.faults), [str(f) for f in error.value.faults]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_built_wheel_passes_its_check(tmp_path, paper):
    options = BuildOptions(paper=paper)
    spec, path = build("volvelle", tmp_path, options)
    found = check("volvelle", spec, path, options)
    assert found == [] and found.numbers == 9  # the base's six odds and the dial's 0, -1 and -2


def test_a_mark_that_moved_or_changed_is_found(tmp_path):
    built = build("volvelle", tmp_path / "built")
    found = check_damaged("volvelle", built, tmp_path, lambda path: rewrite_page(path, 0, replace_shown_text("DR", "RD")))
    assert found == ["page 1, disc 'Base': 'DR' is not printed at 0.0° on its ring"]
