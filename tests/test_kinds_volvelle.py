"""The `volvelle` kind: discs on one pivot with rings of marks, windows and a pointer; marks where
their angle puts them, faults at their line, read back."""

from __future__ import annotations

import math

import pytest

from kinds_build import build, check, check_damaged, copy_fixtures, load, write
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.kinds import KINDS
from ntw_print.kinds.volvelle.layout import disc_plan
from ntw_print.kinds.volvelle.render import POINTER, outline
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.readback.report import FileReport
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


def test_a_pointing_disc_keeps_its_margin_round_its_tab_on_the_page():
    """Discs flowed down a column stand far enough apart that the paper round each cut line (its
    pointer's tab included) is the margin the crop ticks need, not cut into by the tab."""
    from ntw_print.kinds.volvelle.layout import MARGIN, plan
    from ntw_print.kinds.volvelle.schema import VolvelleSheet
    from ntw_print.print.render.pdf import measure

    ring = {"radius": "12mm", "marks": ["1", "2", "3"]}
    sheet = VolvelleSheet.model_validate({"kind": "volvelle", "title": "Stack", "discs": [
        {"name": "Base", "radius": "40mm", "rings": [ring]},
        {"name": "Dial", "radius": "30mm", "pointer": True, "rings": [ring]}]})
    _, (base, dial) = plan(sheet, "a4", measure)
    assert base.page == dial.page and dial.centre[1] < base.centre[1]  # one under the other
    tab = max(math.dist((0.0, 0.0), point) for point in outline(dial))
    assert tab == pytest.approx(30.0 + POINTER)
    assert base.centre[1] - dial.centre[1] >= 40.0 + MARGIN + MARGIN + tab - 1e-6


@pytest.mark.parametrize("old, new, fault", [
    ("outer: 60mm", "outer: 66mm", "volvelle.yaml:12:5: discs[1]: a window reaching 66 mm would cut the disc's edge"),
    ("radius: 62mm", "radius: 85mm", "volvelle.yaml:3:1: disc 'Dial' (85 mm) must be smaller than 'Base' (80 mm)"),
    ("radius: 38mm", "radius: 61mm", "volvelle.yaml:12:5: discs[1]: ring 'Terrain shift' at 61 mm is not inside"),
    # 72 long marks at 20 pt round a 10 mm ring: each has under a millimetre of it
    ("{radius: 55mm, marks: [AE, AR, EX, DR, DE, DE], start: 180}",
     "{radius: 10mm, size: 20, marks: [" + ", ".join(["LONGMARK0"] * 72) + "]}",
     "volvelle.yaml:11:9: discs[0].rings[1]: disc 'Base', ring 'LONGMARK0': the mark 'LONGMARK0' is 50.5 mm wide at "
     "20 pt, and each of the ring's 72 marks has 0.0 mm at its radius of 10 mm: set the marks at a size under the 4 pt "
     "least (they do not fit), give fewer marks or a larger radius"),
    ("{label: Odds, radius: 72mm,", "{label: Odds, radius: 77.5mm, size: 20,",
     "volvelle.yaml:10:9: discs[0].rings[0]: disc 'Base', ring 'Odds': the mark '1-2' at 20 pt reaches 80.4 mm from "
     "the pivot, past the disc's edge at 80 mm: set the marks smaller or the ring nearer the pivot"),
    ("{label: Odds, radius: 72mm,", "{label: Odds and the column they give, radius: 76mm,",
     "volvelle.yaml:10:9: discs[0].rings[0]: disc 'Base', ring 'Odds and the column they give': its label"),
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
    report = FileReport(path.name)
    KINDS["volvelle"].check(spec, read_pdf(path), options, report)
    assert report.findings == [] and report.numbers == 9  # the base's six odds and the dial's 0, -1 and -2


def test_a_mark_that_moved_or_changed_is_found(tmp_path):
    built = build("volvelle", tmp_path / "built")
    found = check_damaged("volvelle", built, tmp_path, lambda path: rewrite_page(path, 0, replace_shown_text("DR", "RD")))
    assert found == ["page 1, disc 'Base': 'DR' is not printed at 0.0° on its ring"]
