"""The `table` kind: typed cells, columns sized by content, flowing sheets, and its verifier."""

from __future__ import annotations

import pytest

from kinds_helpers import build, check, faults_of, fixture, mono
from ntw_print.core.errors import LayoutError
from ntw_print.kinds.frame import SheetHead, flow, frame, page_count
from ntw_print.kinds.table.layout import MIN_PT, SIZES, table_block
from ntw_print.kinds.table.schema import Table, printed
from ntw_print.print.layout.sheet import Box
from verify_corrupt import replace_shown_text, rewrite_page


@pytest.mark.parametrize(("kind", "value", "words"), [
    ("number", 3, "3"), ("number", 0.5, "0.5"), ("number", "-2", "-2"),
    ("modifier", 1, "+1"), ("modifier", -3, "-3"), ("modifier", 0, "0"), ("modifier", 0.0, "0"), ("modifier", "0", "0"),
    ("modifier", "+2", "+2"), ("modifier", 1.5, "+1.5"), ("number", 1234567.0, "1234567"), ("number", 1234567.25, "1234567.25"),
    ("number", 0.1 + 0.2, "0.3"), ("number", 1e20, "100000000000000000000"),
    ("range", "5-6", "5\u20136"), ("range", "6+", "6+"), ("range", 4, "4"),
    ("code", "DR", "DR"), ("code", "1*", "1*"),
    ("number", "x", "x"), ("range", "-", "\u2013"), ("text", "-", "-"), ("text", "No damage", "No damage"),
])
def test_printed_words_of_each_cell_type(kind, value, words):
    assert printed(kind, value) == words


@pytest.mark.parametrize(("kind", "value"), [("number", "six"), ("range", "6-5"), ("code", "too long code"),
                                             ("number", True)])
def test_printed_refuses_a_value_of_the_wrong_type(kind, value):
    with pytest.raises(ValueError, match="expected a"):
        printed(kind, value)


def test_schema_faults_name_the_table_row_and_column():
    faults = faults_of("kind: table\ntables:\n  - columns: [number, range]\n    header: [[{text: Odds, span: 3}]]\n"
                       "    rows: [[1, 2], [3, 6-5]]\n")
    assert faults == ["sheet.yaml:3:5: tables[0]: header row 1 spans 3 columns, the table has 2"]
    faults = faults_of("kind: table\ntables:\n  - columns: [number, range]\n    rows: [[1, 2], [3, 6-5], [1]]\n")
    assert faults == ["sheet.yaml:4:24: tables[0].rows[1][1]: row 2, column 2: expected a range such as 5-6, 6+ or "
                      "4 (low before high), got '6-5'"]  # at the cell itself
    faults = faults_of("kind: table\ntables:\n  - columns: [number, range]\n    rows: [[1, 2],\n      [1]]\n")
    assert faults == ["sheet.yaml:5:7: tables[0].rows[1]: row 2 has 1 cell, the table has 2 columns"]


def test_a_table_may_carry_an_id_for_the_rules_and_two_tables_may_not_share_one():
    faults = faults_of("kind: table\ntables:\n  - {id: fire-chart, columns: [number], rows: [[1]]}\n"
                       "  - {id: fire-chart, columns: [number], rows: [[2]]}\n")
    assert faults == ["sheet.yaml:1:1: table ids must differ: fire-chart used more than once"]
    assert faults_of("kind: table\ntables:\n  - {id: Fire chart, columns: [number], rows: [[1]]}\n")[0].startswith(
        "sheet.yaml:3:10: tables[0].id: expected a lower-case id")


def test_check_refuses_a_table_no_paper_can_hold_and_says_what_fits():
    row = ", ".join(["Extraordinarily"] * 16)
    faults = faults_of(f"kind: table\ntables:\n  - title: Wide\n    columns: [{', '.join(['text'] * 16)}]\n"
                       f"    rows: [[{row}]]\n")
    assert len(faults) == 1
    assert faults[0].startswith("sheet.yaml:1:1: on A4 paper: tables[0] 'Wide': needs ")
    assert f"mm across at {MIN_PT:g} pt, 190.0 mm available" in faults[0]


def _table(**fields) -> Table:
    return Table(**{"columns": ["text", "number"], "rows": [["Clear", 1], ["Mountain pass", 3]], **fields})


def test_columns_are_sized_by_their_longest_words():
    block = table_block(_table(shade=False), 180.0, mono, "t")
    first, second = block.cells[0].box, block.cells[1].box
    assert first.width == pytest.approx(len("Mountain pass") * SIZES[0] * 0.2 + 2 * 1.2)
    assert second.width == pytest.approx(1 * SIZES[0] * 0.2 + 2 * 1.2)
    assert block.width == pytest.approx(first.width + second.width) and block.size == SIZES[0]


def test_a_stretched_table_keeps_its_proportions():
    block = table_block(_table(width="100mm"), 180.0, mono, "t")
    assert block.width == pytest.approx(100.0)
    assert block.cells[0].box.width / block.cells[1].box.width == pytest.approx((13 * 1.6 + 2.4) / (1.6 + 2.4))


def test_text_columns_wrap_before_the_type_shrinks():
    table = _table(rows=[["A very long description of the effect", 1]])
    block = table_block(table, 30.0, mono, "t")
    assert block.size == SIZES[0] and len(block.cells[0].lines) > 1
    assert block.cells[0].words == "A very long description of the effect"
    assert block.width == pytest.approx(30.0)


def test_the_type_shrinks_to_fit_then_refuses():
    table = Table(columns=["number"] * 10, rows=[[12345] * 10])
    narrow = table_block(table, 10 * (5 * 7.0 * 0.2 + 2.4), mono, "t")
    assert narrow.size == 7.0
    with pytest.raises(LayoutError, match="t: needs 84.0 mm across at 6 pt, 50.0 mm available"):
        table_block(table, 50.0, mono, "t")


def test_header_cells_span_their_columns_and_rows_shade_alternately():
    table = _table(header=[[{"text": "Terrain effects", "span": 2}], ["Terrain", "Cost"]])
    block = table_block(table, 180.0, mono, "t")
    spanning = block.cells[0]
    assert spanning.box.width == pytest.approx(block.width) and spanning.tint == "header"
    assert [c.tint for c in block.cells[3:]] == [None, None, "shade", "shade"]


def test_flow_fills_a_column_then_the_next_then_a_new_page():
    body = Box(10, 10, 190, 100)
    placed = flow([(50, 60), (50, 30), (50, 20), (90, 90), (50, 50)], body, 2, list("abcde"))
    assert [(p.page, p.box.x, p.box.top) for p in placed] == [
        (0, 10, 110), (0, 10, 44), (0, 108, 110), (1, 10, 110), (1, 108, 110)]
    with pytest.raises(LayoutError, match="e: 120.0 mm tall, a page holds 100.0 mm"):
        flow([(50, 120)], body, 1, ["e"])


def test_frame_leaves_bands_for_the_title_and_the_credit():
    plain = frame("a4", SheetHead()).body
    both = frame("a4", SheetHead(title="T", credit="C", landscape=True))
    assert (plain.width, plain.height) == (190.0, 277.0)
    assert (both.width, both.height) == (297.0, 210.0)
    assert both.body.height == pytest.approx(210.0 - 20.0 - 10.0 - 6.0)


def test_the_sheet_title_s_capitals_reach_the_top_margin_as_the_type_s_cap_height_says():
    from ntw_print.core.geometry import MM_PER_PT
    from ntw_print.kinds.frame import MARGIN, TITLE_PT
    from ntw_print.print.layout.text import CAP_HEIGHT
    from ntw_print.print.render.draw import cap_height

    baseline = frame("a4", SheetHead(title="T")).title_baseline
    assert baseline + TITLE_PT * MM_PER_PT * CAP_HEIGHT == pytest.approx(297.0 - MARGIN)
    assert cap_height(TITLE_PT) == pytest.approx(TITLE_PT * MM_PER_PT * CAP_HEIGHT)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    spec = fixture("table")
    return spec, build(spec, tmp_path_factory.mktemp("table") / "table.pdf")


def test_the_built_sheet_passes_its_check(built):
    spec, path = built
    assert check(spec, path) == []


def test_check_catches_a_changed_cell(built, tmp_path):
    spec, path = built
    damaged = tmp_path / "table.pdf"
    damaged.write_bytes(path.read_bytes())
    rewrite_page(damaged, 0, replace_shown_text("DR", "DE"))
    problems = check(spec, damaged)
    assert len(problems) == 1
    assert "row 3 reads 1 | AE | AR | 1 | 1* | DE | DE, the data says 1 | AE | AR | 1 | 1* | DR | DE" in problems[0]


def test_flow_filling_gaps_puts_a_block_in_the_first_column_with_room():
    body = Box(10, 10, 190, 100)
    placed = flow([(50, 60), (50, 50), (50, 30), (50, 40)], body, 1, list("abcd"), fill_gaps=True)
    assert [(p.page, p.box.top) for p in placed] == [(0, 110), (1, 110), (0, 44), (1, 54)]
    assert page_count(placed) == 2


def test_flow_balancing_shares_the_last_page_out_over_its_columns_in_order():
    body = Box(10, 10, 190, 100)
    sizes = [(50, 90), (50, 90), (50, 30), (50, 20), (50, 30)]
    assert [(p.page, p.box.x) for p in flow(sizes, body, 2, list("abcde"))][2:] == [(1, 10), (1, 10), (1, 10)]
    placed = flow(sizes, body, 2, list("abcde"), balance=True)
    assert [(p.page, p.box.x, p.box.top) for p in placed] == [
        (0, 10, 110), (0, 108, 110), (1, 10, 110), (1, 10, 74), (1, 108, 110)]


NARROW_SHEET = """kind: table
title: Quick reference
columns: 2
tables:
  - title: Fire chart for every weapon of the infantry, the armour and the artillery
    columns: [code, number]
    rows: [[A, 2], [B, 3]]
    notes: [Roll the number or more on a d6.]
  - title: Morale
    columns: [code, number]
    rows: [[A, 4], [B, 5]]
"""


def test_a_long_title_wraps_within_its_column_and_reads_back(tmp_path):
    """A title longer than its narrow table takes more lines, never more than the column's width, so
    it cannot run over the table beside it; the check reads the wrapped title back."""
    from ntw_print.kinds.frame import column_width
    from ntw_print.kinds.table.layout import plan
    from ntw_print.print.render.pdf import measure
    from ntw_print.core.yamlsrc import parse_yaml
    from ntw_print.kinds import KINDS
    from ntw_print.core.model.validation import validate

    spec, faults = validate(parse_yaml(NARROW_SHEET, "sheet.yaml"), KINDS["table"].schema)
    assert faults == []
    placed, blocks = plan(spec, "a4", measure)
    room = column_width(frame("a4", spec).body, 2)
    fire = blocks[0]
    assert len(fire.title) > 1 and all(measure(line.text, line.size, True) <= room for line in fire.title)
    assert " ".join(line.text for line in fire.title) == spec.tables[0].title
    assert fire.width <= room and fire.cells[0].box.top < fire.title[-1].y
    assert placed[1].box.x > placed[0].box.x + fire.width  # the other column
    assert check(spec, build(spec, tmp_path / "t.pdf")) == []


def test_a_line_never_breaks_at_a_no_break_space():
    """A worked sum joined by no-break spaces stays on one line however narrow the room."""
    from ntw_print.print.layout.text import wrap

    total = "3\u00a0\u2212\u00a00\u00a0=\u00a03"
    assert wrap(f"so {total} hits", 8.0, 5.0, False, mono) == ["so", total, "hits"]
