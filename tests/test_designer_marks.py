"""Designer marks: a value the rules do not give prints with a lozenge, a page holding one prints the
key, verify holds both to the data, and a file may leave its marks off with a reason."""

from __future__ import annotations

import pytest

from kinds_helpers import build, check, faults_of
from ntw_print.core.marks import KEY, MARK, cells_in
from ntw_print.core.model.validation import validate
from ntw_print.kinds import KINDS
from ntw_print.core.yamlsrc import parse_yaml

SHEET = """kind: table
title: Aid
credit: After the rules
{head}tables:
  - title: Combat results
    columns: [range, code, code]
    header: [[d6, "1:1", "2:1"]]
    rows: [[1-3, 1/-, -/1], [4-6, -/1, -/2]]
    row_headers: true
{marks}  - title: Stacking
    columns: [text, number]
    rows: [[Regiment, 1], [Division, 4]]
"""


def _sheet(marks: str = "", head: str = ""):
    source = parse_yaml(SHEET.format(marks=marks, head=head), "aid.yaml")
    spec, faults = validate(source, KINDS["table"].schema)
    assert faults == []
    return spec


def test_cells_read_as_a_spreadsheet_names_them():
    assert cells_in(["B2"]) == {(1, 1)}
    assert cells_in(["A1:B2"]) == {(0, 0), (0, 1), (1, 0), (1, 1)}
    with pytest.raises(ValueError, match="expected a cell such as F3"):
        cells_in(["2B"])
    with pytest.raises(ValueError, match="top left cell first"):
        cells_in(["B2:A1"])


def test_a_designer_table_marks_every_value_but_its_row_heads_and_stated_cells():
    table = _sheet("    designer: [rows]\n    stated: [C2]\n").tables[0]
    assert table.marked_rows() == [["1\u20133", f"1/-{MARK}", f"-/1{MARK}"], ["4\u20136", f"-/1{MARK}", "-/2"]]
    assert table.marked_rows(marks=False) == table.body_rows()
    assert _sheet().tables[0].marked_rows() == _sheet().tables[0].body_rows()  # nothing marked, nothing printed


def test_stated_cells_are_checked_where_they_are_written():
    base = SHEET.format(head="", marks="")
    assert faults_of(base.replace("    row_headers: true\n", "    row_headers: true\n    stated: [B1]\n")) == [
        "sheet.yaml:10:13: tables[0].stated: stated cells belong to a table marked `designer: [rows]`"]
    assert faults_of(base.replace("    row_headers: true\n", "    row_headers: true\n    designer: [rows]\n"
                                  "    stated: [D1]\n")) == [
        "sheet.yaml:11:13: tables[0].stated: cell D1 is outside the table's 2 rows and 3 columns"]


def test_the_page_with_a_mark_carries_the_key_and_verify_holds_both(tmp_path):
    marked = _sheet("    designer: [rows]\n    stated: [C2]\n")
    path = build(marked, tmp_path / "aid.pdf")
    assert check(marked, path) == []
    from ntw_print.print.readback.pdfread import read_pdf
    assert KEY in {t.text for t in read_pdf(path).pages[0].texts}
    # the same print held to data that states the cell: the mark is there and should not be, and the other way
    stated = _sheet("    designer: [rows]\n    stated: [B1:C2]\n")
    problems = check(stated, path)
    assert any(f"row 2 reads 1\u20133 | 1/-{MARK} | -/1{MARK}, the data says 1\u20133 | 1/- | -/1" in p for p in problems)
    assert any("the designer marks' key" in p and "no value on the page carries the mark" in p for p in problems)
    plain = build(stated, tmp_path / "plain.pdf")
    problems = check(marked, plain)
    assert any(f"the data says 1\u20133 | 1/-{MARK} | -/1{MARK}" in p for p in problems)
    assert any("the designer marks' key" in p and "is missing" in p for p in problems)


def test_a_file_may_leave_its_marks_off_with_a_reason(tmp_path):
    spec = _sheet("    designer: [rows]\n", head="unmarked: the whole sheet is ours, its title says so\n")
    path = build(spec, tmp_path / "aid.pdf")
    assert check(spec, path) == []
    from ntw_print.print.readback.pdfread import read_pdf
    texts = " ".join(t.text for t in read_pdf(path).pages[0].texts)
    assert MARK not in texts and KEY not in texts


def test_a_screen_refuses_a_table_it_cannot_mark():
    panels = "      - - {heading: One}\n      - - {heading: Two}\n      - - {table: {columns: [number], rows: [[1]], " \
             "designer: [rows]}}\n"
    faults = faults_of("kind: screen\ntitle: Screens\nscreens:\n  - name: Black\n    panels: 3\n    width: 85mm\n"
                       "    height: 150mm\n    outside:\n" + panels + "    inside:\n" + panels)
    assert any("a screen's table prints no designer marks and no key" in f for f in faults), faults


def _cards(tmp_path, title: str = '"{title}{mark}"', deck: str = "    designer: [cards]\n", row: str = ""):
    from kinds_build import copy_fixtures, write

    folder = copy_fixtures(tmp_path / "game")
    write(folder, "cards.yaml", 'text: "{title}", size: 12', f"text: {title}, size: 12")
    write(folder, "cards.yaml", "    size: poker\n", "    size: poker\n" + deck)
    write(folder, "cards.yaml", "{title: Hold the Bridge, troops: B, vp: 3,", "{title: Hold the Bridge, troops: B, vp: 3,"
          + row)
    return folder


def test_a_card_of_a_designer_deck_prints_the_mark_and_its_sheet_the_key(tmp_path):
    from kinds_build import build as build_kind, check as check_kind
    from ntw_print.print.readback.pdfread import read_pdf

    spec, path = build_kind("cards", tmp_path, folder=_cards(tmp_path, row=" stated: title troops vp flavour,"))
    assert check_kind("cards", spec, path) == []
    texts = " ".join(t.text for t in read_pdf(path).pages[0].texts)
    assert f"Break Through{MARK}" in texts and f"Hold the Bridge{MARK}" not in texts and KEY in texts
    # held to data that no longer marks the deck, the print shows marks and a key it should not
    plain, _ = build_kind("cards", tmp_path / "plain", folder=_cards(tmp_path / "plain", deck=""))
    found = check_kind("cards", plain, path)
    assert any("Break Through front: shows" in f and f"Through{MARK}" in f for f in found), found
    assert any("printed, but no piece on the sheet prints the mark" in f for f in found), found


def test_a_designer_row_whose_faces_print_no_mark_is_refused_at_the_row(tmp_path):
    from kinds_build import load
    from ntw_print.core.errors import DataError

    with pytest.raises(DataError, match="no face prints the designer mark: add \\{mark\\}"):
        load("cards", _cards(tmp_path, title='"{title}"'))
    folder = _cards(tmp_path / "off", title='"{title}"')
    from kinds_build import write
    write(folder, "cards.yaml", "title: Test missions\n", "title: Test missions\nunmarked: a test deck, all ours\n")
    assert load("cards", folder).unmarked


TRACKS = """kind: track
title: Tracks
credit: After the rules
{head}tracks:
  - {{label: Turn, to: 12, size: 12mm}}
areas:
  - {{label: Prison camp, width: 60mm, height: 30mm}}
"""


def _tracks(head: str = ""):
    spec, faults = validate(parse_yaml(TRACKS.format(head=head), "tracks.yaml"), KINDS["track"].schema)
    assert faults == []
    return spec


def test_a_designer_track_prints_its_label_marked_and_the_key_and_verify_holds_both(tmp_path):
    from ntw_print.print.readback.pdfread import read_pdf

    marked = _tracks("designer: [tracks]\n")
    path = build(marked, tmp_path / "tracks.pdf")
    assert check(marked, path) == []
    texts = {t.text for t in read_pdf(path).pages[0].texts}
    assert f"Turn{MARK}" in texts and "Prison camp" in texts and KEY in texts
    # unmark the track in the data: the mark and the key go, and the marked print no longer holds
    plain = _tracks()
    plain_path = build(plain, tmp_path / "plain.pdf")
    texts = " ".join(t.text for t in read_pdf(plain_path).pages[0].texts)
    assert MARK not in texts and KEY not in texts
    problems = check(plain, path)
    assert any("printed, but nothing is marked" in p for p in problems), problems
    problems = check(marked, plain_path)
    assert any(f"its label 'Turn{MARK}' is missing (the data marks it designer)" in p for p in problems), problems
    assert any("the designer marks' key" in p and "missing" in p for p in problems), problems


def test_a_track_sheet_may_leave_its_marks_off_with_a_reason(tmp_path):
    from ntw_print.print.readback.pdfread import read_pdf

    spec = _tracks("designer: [tracks, areas]\nunmarked: a test sheet, all ours\n")
    path = build(spec, tmp_path / "tracks.pdf")
    assert check(spec, path) == []
    texts = " ".join(t.text for t in read_pdf(path).pages[0].texts)
    assert MARK not in texts and KEY not in texts


@pytest.mark.parametrize("duplex, keyed", [("long", [False, True]), ("fold", [True])])
def test_a_page_of_backs_that_print_the_mark_carries_the_key(tmp_path, duplex, keyed):
    from ntw_print.print.layout.sheet import paper
    from ntw_print.print.render.pdf import render_pages
    from ntw_print.print.render.piece_sheet import Piece, piece_pages
    from ntw_print.print.readback.pdfread import read_pdf

    def face(canvas, box, bleed):
        canvas.rect(box.x, box.y, box.width, box.height)

    pieces = [Piece(f"p{n}", 20.0, 20.0, face, face, back_marked=True) for n in range(4)]
    path = tmp_path / "pieces.pdf"
    render_pages(piece_pages(pieces, paper("a4", 3.0), duplex, "Pieces"), path, "pieces")
    assert [any(KEY in t.text for t in page.texts) for page in read_pdf(path).pages] == keyed
