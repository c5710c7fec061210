"""A volvelle laid out on `pages` (tests/fixtures/kinds/calculator.yaml): bands packed inwards from the
bottom disc's rim, each disc as large as the band below begins, an arm with a slot and a window, a
procedure on a tab, a hex rule; the kind reads every mark back and finds what changed."""

from __future__ import annotations

import math

import pytest

from kinds_build import FIXTURES, check_damaged, copy_fixtures, write
from ntw_print.core.errors import DataError
from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.source import load_spec
from ntw_print.kinds.volvelle.parts import parts_layout
from ntw_print.print.components import BuildOptions
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.readback.report import FileReport
from ntw_print.print.render.pdf import measure, render_pages
from verify_corrupt import replace_shown_text, rewrite_page


def load(folder=FIXTURES):
    return load_spec(folder / "calculator.yaml", KINDS["volvelle"], Art(folder))


def build(out, options=BuildOptions()):
    spec = load()
    target = out / "calculator.pdf"
    render_pages(KINDS["volvelle"].pages(spec, options, None), target, spec.title)
    return spec, target


def findings(spec, path, options=BuildOptions()) -> list[str]:
    report = FileReport(path.name)
    KINDS["volvelle"].check(spec, read_pdf(path), options, report)
    return [f.message for f in report.findings]


def test_the_bands_pack_inwards_and_each_disc_is_as_large_as_the_band_below_begins():
    layout = parts_layout(load(), measure)
    result, chance, odds = layout.parts["base"].rings
    assert (result.key, chance.key, odds.key) == ("result", "chance", "odds")
    assert result.outer == pytest.approx(80 - 1.6) and chance.outer == pytest.approx(result.inner)
    assert odds.outer <= chance.inner - 1.0 + 1e-9  # a millimetre between the window bands and the tick bands
    assert layout.radii["dial"] == pytest.approx(odds.inner)
    (terrain,) = layout.parts["dial"].rings
    assert math.hypot(*layout.parts["dial"].pointer.tip) == pytest.approx(layout.radii["dial"])
    slot, window = layout.parts["arm"].windows
    assert min(math.hypot(*p) for p in slot.outline) >= terrain.inner
    assert min(math.hypot(*p) for p in window.outline) >= chance.inner
    assert layout.mark_angles()["terrain"] == pytest.approx({0: 60.0, 1: 75.0, 2: 90.0})


def test_the_tab_carries_the_procedure_and_the_key_of_a_marked_value():
    texts = [t.text for t in parts_layout(load(), measure).parts["base"].texts]
    assert texts[:2] == ["COMBAT CALCULATOR", "odds + terrain = result"]
    assert "Read the result and its chance in the large window." in texts
    assert any(t.startswith("\u25ca chosen for this set") for t in texts)  # "3-1◊" on the odds band


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_built_calculator_passes_its_check(tmp_path, paper):
    options = BuildOptions(paper=paper)
    spec, path = build(tmp_path, options)
    report = FileReport(path.name)
    KINDS["volvelle"].check(spec, read_pdf(path), options, report)
    assert report.findings == []
    assert report.numbers == 5 + 4 + 3 + 6 + 2  # the chances, the odds, the terrain's, the rule's numbers and stops
    assert report.checks["pivots"] == 3 and report.checks["pointers"] == 1 and report.checks["foot"] == 3
    assert report.measured["hex rule pitch"] == pytest.approx(16.0, abs=0.01)
    words = {t.text for page in read_pdf(path).pages for t in page.texts}
    assert {"RIFLE 3", "GUN 6", "CUT OUT", "ODDS"} <= words


def test_a_changed_mark_is_found_at_its_place(tmp_path):
    built = build(tmp_path / "built")
    found = check_damaged("volvelle", built, tmp_path, lambda path: rewrite_page(path, 0, replace_shown_text("70%", "71%")))
    assert any("chance: the mark at 15.0 degrees reads '71%', the data gives '70%'" in f for f in found), found


def test_a_rule_number_or_stop_that_changed_is_found(tmp_path):
    built = build(tmp_path / "built")
    found = check_damaged("volvelle", built, tmp_path, lambda path: rewrite_page(
        path, 2, lambda ops: replace_shown_text("GUN 6", "GUN 5")(replace_shown_text("4", "5")(ops))))
    assert found == ["calculator.pdf page 3: hex rule: no 4 on the hex rule",
                     "calculator.pdf page 3: hex rule: the stop 'GUN 6' is not printed along the rule"]


def test_a_moved_pointer_is_found(tmp_path):
    spec, path = build(tmp_path)
    moved = spec.model_copy(update={"discs": [spec.discs[0], spec.discs[1].model_copy(
        update={"pointer": spec.discs[1].pointer.model_copy(update={"at": 180.0})})]})
    assert any("pointer 1 of dial is not at 180.0 degrees" in f for f in findings(moved, path))


@pytest.mark.parametrize("old, new, fault", [
    ("{bands: [terrain], badge: 2}", "{bands: [odds], badge: 2}", "the arm has a slot over the top disc's band"),
    ("parts: [dial, arm]}", "parts: [dial]}", "arm on no page"),
    ("parts: [rule]}", "parts: [rule, lid]}", "no part is named 'lid'"),
    ("  - {label: base, parts: [base]}", "  - {label: base, parts: [base, assembly]}",
     "the assembly notes go beside two"),
    ("    pointer: {at: 0, label: \"1\"}\n", "", "a disc above the bottom one carries one tick band and a pointer"),
])
def test_a_fault_is_reported_at_its_line(tmp_path, old, new, fault):
    folder = copy_fixtures(tmp_path)
    write(folder, "calculator.yaml", old, new)
    with pytest.raises(DataError) as error:
        load(folder)
    assert any(fault in str(f) for f in error.value.faults), [str(f) for f in error.value.faults]


def test_a_bottom_disc_without_tick_bands_or_tab_is_a_round_card(tmp_path):
    spec = load()
    base = spec.discs[0].model_copy(update={"tab": None, "bands": spec.discs[0].bands[:2]})
    spec = spec.model_copy(update={"discs": [base, spec.discs[1]]})
    layout = parts_layout(spec, measure)
    assert layout.parts["base"].radius == 80.0 and layout.parts["base"].texts == ()
    assert layout.radii["dial"] == pytest.approx(layout.parts["base"].rings[-1].inner - 1.0)  # under the window bands
    path = tmp_path / "round.pdf"
    render_pages(KINDS["volvelle"].pages(spec, BuildOptions(), None), path, spec.title)
    assert findings(spec, path) == []


def test_a_page_that_lost_its_key_or_its_credit_is_found(tmp_path):
    """The base's page prints a designer mark (3-1◊): its foot carries the marks' key, and every page the
    sheet's credit line; the kind finds either missing at its page."""
    from kinds_build import check_damaged

    built = build(tmp_path / "built")
    foot = "Combat calculator, sheet 1 of 3: base. A test volvelle of ntw-print.. \x01 chosen for this set; the rules give none"
    key = "\x01 chosen for this set; the rules give none"  # on the tab, and in the foot
    found = check_damaged("volvelle", built, tmp_path, lambda path: rewrite_page(
        path, 0, lambda ops: replace_shown_text(key, "")(replace_shown_text(foot, "Combat calculator, sheet 1 of 3: base.")(ops))))
    assert found == ["calculator.pdf page 1: credit: the page does not carry the credit line 'A test volvelle of "
                     "ntw-print.'",
                     "calculator.pdf page 1: designer marks' key: the key '\u25ca chosen for this set; the rules give "
                     "none' is missing (a value on the sheet carries the mark)"]
