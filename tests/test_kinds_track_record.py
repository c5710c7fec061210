"""A record track (the `track` kind's turn record): numbers over the boxes, value rows under them,
spans of boxes as bars, notes; each value read back in its cell, the designer mark where `chosen`."""

from __future__ import annotations

from kinds_helpers import build, check, faults_of, fixture
from ntw_print.core.marks import KEY, MARK
from ntw_print.kinds.track.layout import plan
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.render.pdf import measure
from verify_corrupt import replace_shown_text, rewrite_page


def test_each_box_has_its_number_over_it_and_its_values_under_it():
    spec = fixture("record-track")
    (ink, numbered), = plan(spec, "a4", measure)[1]
    boxes = [n for n in numbered if n.read]
    assert [n.label for n in boxes] == [str(n) for n in range(1, 9)]
    assert all(n.read.y == n.box.y and n.read.top > n.box.top for n in boxes)  # the number reads above the box
    cells = [n for n in numbered if not n.read]
    assert [n.label for n in cells][:8] == ["+1", "+1", "0", "-1", "-1", "0", f"+2{MARK}", "0"]
    assert all(c.fill == "#dfe6f3" for c in cells[8:])
    three, seven = boxes[2].box, boxes[6].box
    assert cells[2].box.x < three.x and cells[2].box.right > three.right  # in the box's column, under it
    assert seven.width == 14.0 and len(ink.discs) == 8 and spec.marks


def test_a_span_is_a_bar_over_its_boxes_named_on_it():
    (ink, numbered), = plan(fixture("record-track"), "a4", measure)[1]
    bars = [b for b in ink.boxes if b.radius]
    boxes = [n.box for n in numbered if n.read]
    assert len(bars) == 2
    assert boxes[0].x > bars[0].box.x > boxes[0].x - 4 and boxes[2].right < bars[0].box.right < boxes[2].right + 4
    assert {"Opening: turns 1-3", "Long march", "Battles", "Turn", "Turn"} <= {w.text for w in ink.words}


def test_it_builds_and_reads_back_and_a_wrong_value_is_caught(tmp_path):
    spec = fixture("record-track")
    built = build(spec, tmp_path / "record.pdf")
    assert check(spec, built) == []
    texts = [t.text for t in read_pdf(built).pages[0].texts]
    assert KEY in texts and f"+2{MARK}" in texts
    rewrite_page(built, 0, replace_shown_text("-1", "-4"))
    assert any("box '-1'" in f and "does not carry '-1'" in f for f in check(spec, built))


def test_a_row_must_give_a_value_per_box():
    text = (fixture_text := open("tests/fixtures/kinds/record-track.yaml").read()).replace('"+2", "0"]', '"+2"]')
    assert fixture_text != text
    (fault,) = faults_of(text)
    assert "row 'Weather' gives 7 values, the track has 8 boxes" in fault


def test_the_check_returns_each_value_read_in_its_cell_by_row_and_box(tmp_path):
    """A game holds a record's values to its own figures where the kind read them: by the row's label and
    the box's number."""
    from ntw_print.kinds.track.verify import read_back
    from ntw_print.print.components import BuildOptions
    from ntw_print.print.readback.report import FileReport

    spec = fixture("record-track")
    built = build(spec, tmp_path / "record.pdf")
    rewrite_page(built, 0, replace_shown_text("-1", "-4"))  # turn 4's weather
    cells = read_back(spec, read_pdf(built), BuildOptions(), FileReport(built.name))
    assert len(cells) == 16 and cells["Weather", 4][0] == "-4" and cells["Weather", 5][0] == "-1"
    assert cells["Weather", 7][0] == f"+2{MARK}" and cells["Supply", 1][0] == "3"
