"""The `ruler` kind: exact tick pitch in inches or hexes, bands, packing, and its verifier."""

from __future__ import annotations

import pytest
from pypdf.generic import FloatObject

from kinds_helpers import build, check, faults_of, fixture, mono
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import LayoutError
from ntw_print.kinds.ruler.layout import GLUE, LAP_LEAD, LEAD, MAJOR, MINOR, TAIL, lap_words, plan, ruler_layout, \
    spans
from ntw_print.print.layout.sheet import Box
from ntw_print.kinds.ruler.schema import Ruler
from verify_corrupt import rewrite_page


def _ruler(**fields) -> Ruler:
    return Ruler.model_validate({"label": "Range", "unit": "1in", "length": 6, **fields})


def test_numbered_ticks_stand_one_unit_apart_from_the_zero_line():
    layout = ruler_layout(_ruler(), mono, "r")
    xs = [start[0] for start, _ in layout.majors]
    assert xs == pytest.approx([LEAD + 25.4 * n for n in range(7)])
    assert all(start[1] == 0.0 and end[1] == -MAJOR for start, end in layout.majors)
    assert layout.outline.width == pytest.approx(LEAD + 6 * 25.4 + TAIL)
    assert [w.text for w in layout.words[:7]] == [str(n) for n in range(7)]


def test_subdivisions_add_minor_ticks_and_a_half_tick():
    layout = ruler_layout(_ruler(subdivisions=4), mono, "r")
    assert len(layout.minors) == 6 * 3
    lengths = sorted({round(start[1] - end[1], 3) for start, end in layout.minors})
    assert lengths == [MINOR, 3.5]


def test_the_half_scale_ruler_is_the_same_ruler_at_another_scale():
    full, half = ruler_layout(_ruler(), mono, "r"), ruler_layout(_ruler(scale=0.5), mono, "r")
    assert half.majors[-1][0][0] - LEAD == pytest.approx((full.majors[-1][0][0] - LEAD) / 2)


def test_a_hex_ruler_counts_steps_of_one_hex_pitch():
    layout = ruler_layout(_ruler(unit="18mm", length=12), mono, "r")
    assert layout.majors[12][0][0] - layout.majors[0][0][0] == pytest.approx(12 * 18.0)


def test_bands_cover_their_steps_and_carry_their_names():
    layout = ruler_layout(_ruler(bands=[{"name": "Short", "from": 0, "to": 2, "colour": "#f3d27a"},
                                        {"name": "Long", "from": 2, "to": 6, "colour": "#9cc3e4"}]), mono, "r")
    (short, _), (long, colour) = layout.bands
    assert (short.x, short.width) == (pytest.approx(LEAD), pytest.approx(2 * 25.4))
    assert (long.x, long.right, colour) == (pytest.approx(LEAD + 2 * 25.4), pytest.approx(LEAD + 6 * 25.4), "#9cc3e4")
    assert {"Short", "Long", "Range"} <= {w.text for w in layout.words}


def test_layout_errors_name_the_ruler():
    with pytest.raises(LayoutError, match="r: the number 10 is wider than one step"):
        ruler_layout(_ruler(unit="2mm", length=10), mono, "r")
    with pytest.raises(LayoutError, match="r: 12.0 mm is too narrow"):
        ruler_layout(_ruler(width="12mm"), mono, "r")


def test_bands_must_lie_on_the_ruler():
    faults = faults_of("kind: ruler\nrulers:\n  - {label: R, unit: 1in, length: 6,"
                       " bands: [{name: Far, from: 4, to: 8, colour: '#000000'}]}\n")
    assert faults == ["sheet.yaml:3:5: rulers[0]: band 1 ('Far') runs 4 to 8; a band runs from low to high within 0 to 6"]


def test_a_ruler_longer_than_the_page_is_printed_in_parts_glued_end_to_end():
    ruler = _ruler(length=12, subdivisions=2)
    parts = spans(ruler, 200.0, "r")
    assert [(p.start, p.end, p.number, p.count) for p in parts] == [(0, 6, 1, 2), (6, 12, 2, 2)]
    first, second = (ruler_layout(ruler, mono, "r", p) for p in parts)
    # the first is cut on the tick of 6, where the second begins after its glue tab
    assert first.outline.width == pytest.approx(LEAD + 6 * 25.4)
    assert [round(s[0][0], 2) for s in first.majors] == [round(LEAD + 25.4 * n, 2) for n in range(6)]
    assert second.glue == Box(0.0, -20.0, GLUE, 20.0)
    assert second.majors[0][0][0] == pytest.approx(GLUE) and second.outline.width == pytest.approx(GLUE + 6 * 25.4 + TAIL)
    assert [w.text for w in second.words[:7]] == [str(n) for n in range(6, 13)]
    assert "Range (part 2 of 2)" in {w.text for w in second.words}


def test_check_refuses_a_step_too_long_for_any_page_at_the_largest_bleed_a_build_allows():
    """A 230 mm step fits Letter within 3 mm of bleed, but `--bleed 10` must build what check accepts."""
    faults = faults_of("kind: ruler\nlandscape: true\nrulers:\n  - {label: R, unit: 230mm, length: 2}\n")
    assert faults == ["sheet.yaml:1:1: on LETTER paper: rulers[0] 'R': one step of 230.0 mm with its glue tab and tail "
                      "does not fit the 235.4 mm a ruler may take on this page"]


def test_a_10_inch_ruler_is_in_two_parts_within_crop_marks_on_letter_and_whole_when_cut_along_its_outline():
    from ntw_print.kinds.ruler.schema import RulerSheet

    ruler = Ruler.model_validate({"label": "R", "unit": "1in", "length": 10})
    for cut, parts in (("marks", 2), ("outline", 1)):
        _, pages = plan(RulerSheet(landscape=True, cut=cut, rulers=[ruler]), "letter", 3.0, mono)
        assert len(pages[0].rulers) == parts, cut


def test_a_ruler_one_range_band_long_shows_that_one_band_and_a_key_of_words_for_laying_it_again():
    ruler = _ruler(length=12, width="24mm", laps=["1 die per counter", "1 per 2", "1 per 3", "1 per 4"])
    layout = ruler_layout(ruler, mono, "r")
    assert [lap_words(ruler, n) for n in range(1, 5)] == [
        "0\u201312: 1 die per counter", "12\u201324: 1 per 2", "24\u201336: 1 per 3", "36\u201348: 1 per 4"]
    # one tinted band, along the whole ruler: a 6-12 inch cell between 1.5 and 3 inches misread as a band
    assert len(layout.laps) == 1
    band = layout.laps[0][0]
    assert band.x == pytest.approx(LEAD) and band.width == pytest.approx(12 * 25.4)
    key = [w for w in layout.words if w.text in {LAP_LEAD, *(lap_words(ruler, n) for n in range(1, 5))}]
    assert [w.text for w in key] == [LAP_LEAD] + [lap_words(ruler, n) for n in range(1, 5)]
    assert all(w.anchor == "start" and w.y < band.y for w in key)  # words set one after another under the band
    assert key[0].x == pytest.approx(LEAD) and all(a.x < b.x for a, b in zip(key, key[1:]) if a.y == b.y)


def test_rulers_cut_along_their_outline_have_no_marks_and_use_the_page_to_its_margin(tmp_path):
    from ntw_print.kinds.ruler.schema import RulerSheet

    sheet = RulerSheet(landscape=True, cut="outline", rulers=[Ruler.model_validate(
        {"label": "R", "unit": "1in", "length": 10, "copies": 2})])
    _, pages = plan(sheet, "letter", 3.0, mono)
    (x, top, ruler), (_, second, _) = pages[0].rulers
    assert pages[0].crop_marks == () and x == pytest.approx(6.0) and top - second == pytest.approx(20.0 + 2.0)
    assert check(sheet, build(sheet, tmp_path / "r.pdf", BuildOptions(paper="letter"))) == []


def test_copies_stack_down_the_page_with_crop_marks_outside_them():
    spec = Ruler.model_validate({"label": "R", "unit": "1in", "length": 5, "copies": 3})
    from ntw_print.kinds.ruler.schema import RulerSheet

    _, pages = plan(RulerSheet(rulers=[spec]), "a4", 3.0, mono)
    tops = [top for _, top, _ in pages[0].rulers]
    assert len(tops) == 3 and tops[0] - tops[1] == pytest.approx(20.0 + 6.0)
    lowest = tops[-1] - 20.0
    assert min(min(a[1], b[1]) for a, b in pages[0].crop_marks) == pytest.approx(lowest - 3.0 - 1.0 - 5.0)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    spec = fixture("ruler")
    return spec, build(spec, tmp_path_factory.mktemp("ruler") / "ruler.pdf")


def test_the_built_rulers_measure_true(built):
    spec, path = built
    assert check(spec, path) == []


def test_check_measures_a_ruler_printed_one_percent_too_long(built, tmp_path):
    spec, path = built
    damaged = tmp_path / "ruler.pdf"
    damaged.write_bytes(path.read_bytes())
    rewrite_page(damaged, 0, lambda ops: [([FloatObject(v) for v in (1.01, 0, 0, 1, 0, 0)], b"cm")] + ops)
    problems = check(spec, damaged)
    assert "page 1, ruler 'Range in hexes (18 mm hexes)': 0 to 12 measures 218.16 mm on the page, it must be 216.00 mm" \
        in problems


def test_the_parts_of_a_long_ruler_and_its_range_bands_are_read_back(built):
    spec, path = built
    from ntw_print.print.readback.pdfread import read_pdf

    texts = {t.text for page in read_pdf(path).pages for t in page.texts}
    assert {"Gauss rifle, one range band of 12 inches (part 1 of 2)", "Gauss rifle, one range band of 12 inches "
            "(part 2 of 2)", "36\u201348: 1 die per 4"} <= texts


def test_a_missing_part_is_found(built, tmp_path):
    spec, path = built
    fewer = spec.model_copy(update={"rulers": spec.rulers[:-1]})
    problems = check(fewer, path)
    assert problems == ["2 ruler outlines printed beyond the 5 rulers the data asks for"], problems


def test_a_key_too_long_for_one_line_runs_on_to_the_next_from_the_ruler_s_start():
    ruler = _ruler(length=8, scale=0.5, width="30mm", laps=["1 die per counter", "1 die per 2 counters",
                                                            "1 die per 3 counters", "1 die per 4 counters"])
    layout = ruler_layout(ruler, mono, "r")
    key = [w for w in layout.words if w.text == LAP_LEAD or ": 1 die" in w.text]
    lines = sorted({round(w.y, 3) for w in key}, reverse=True)
    assert len(lines) > 1 and len(layout.laps) == 1
    assert all(min(w.x for w in key if round(w.y, 3) == y) == pytest.approx(LEAD) for y in lines)
    assert all(w.x + mono(w.text, w.size, w.bold) <= LEAD + 8 * 12.7 + 1e-6 for w in key)




def test_check_refuses_range_band_cells_along_a_ruler_one_band_long(tmp_path, monkeypatch):
    """A print that tints each band's words in a cell along the ruler (a 6-12 cell between 1.5 and 3
    inches of a 6 inch ruler) reads as bands the ruler does not have."""
    from ntw_print.kinds.ruler import layout as ruler_layout_module
    from ntw_print.print.layout.sheet import Box

    laps = ruler_layout_module._laps

    def cells(ruler, zero, span, top, measure, name):
        found, words, foot = laps(ruler, zero, span, top, measure, name)
        if not found:
            return found, words, foot
        band = found[0][0]
        quarter = band.width / 4
        return tuple((Box(band.x + n * quarter, band.y, quarter, band.height), found[0][1]) for n in range(4)), \
            words, foot

    monkeypatch.setattr(ruler_layout_module, "_laps", cells)
    spec = fixture("ruler")
    path = build(spec, tmp_path / "ruler.pdf")
    problems = check(spec, path)
    assert any("one range band long: one band from 0 to" in p and "4 tinted bands found" in p for p in problems), \
        problems
