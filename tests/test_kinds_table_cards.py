"""Reference cards on a sheet of tables (`cards:`): a band per face, columns of blocks in a card's
small type, tables with their designer marks, two cards to a page with crop marks, backs behind fronts."""

from __future__ import annotations

from kinds_helpers import build, check, faults_of, fixture
from ntw_print.core.marks import KEY, MARK
from ntw_print.kinds.table.cards import BAND, INSET, card_faces, card_pages
from ntw_print.print.components import BuildOptions
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.render.pdf import measure
from verify_corrupt import replace_shown_text, rewrite_page


def test_a_face_sets_its_band_then_its_columns_side_by_side_by_their_shares():
    (front, back), (south, none) = card_faces(fixture("cards-table"), measure)
    assert none is None and back is not None
    title, note = front.ink.words[:2]
    assert (title.text, note.text, note.anchor, note.x) == ("SEQUENCE", "North", "end", 148.0 - INSET)
    (x, top, table), = front.tables
    assert top < -BAND - INSET - 3.0 and x == INSET + (148.0 - 2 * INSET - 5.0) * 3 / 5 + 5.0  # the second column, under its heading
    assert [c.lines[0].text for c in table.cells if c.lines][-2:] == ["Horse", f"4{MARK}"]  # the empty cell stays empty


def test_two_cards_a_page_their_backs_behind_and_the_key_where_a_face_marks(tmp_path):
    spec = fixture("cards-table")
    pages = card_pages(spec, BuildOptions(), measure)
    assert [len(p.placements) for p in pages] == [2, 2] and pages[1].back and pages[0].crop_marks
    built = build(spec, tmp_path / "cards.pdf")
    assert check(spec, built) == []
    front, back = read_pdf(built).pages
    assert any(KEY in t.text for t in front.texts) and not any(KEY in t.text for t in back.texts)


def test_a_wrong_value_or_a_missing_word_is_caught(tmp_path):
    spec = fixture("cards-table")
    built = build(spec, tmp_path / "cards.pdf")
    rewrite_page(built, 0, replace_shown_text("Roads double the move.", "Roads triple the move."))
    rewrite_page(built, 0, replace_shown_text("2", "3"))
    found = check(spec, built)
    assert any("card 1 front 'SEQUENCE': lacks 'double'" in f for f in found)
    assert any("table 1: row 2 reads Foot | 3" in f for f in found)


def test_blocks_taller_than_the_card_are_refused_when_the_data_loads():
    text = open("tests/fixtures/kinds/cards-table.yaml").read().replace(
        '{text: "South moves second."}', "{bullets: [" + ", ".join(['"A long rule line."'] * 25) + "]}")
    (fault,) = faults_of(text)
    assert "cards[1] front, column 1: its blocks need" in fault


def test_on_a_folded_sheet_each_back_is_read_mirrored_beside_its_front(tmp_path):
    spec, folded = fixture("cards-table"), BuildOptions(duplex="fold")
    built = build(spec, tmp_path / "cards.pdf", folded)
    assert [p.label.rsplit(", ", 1)[1] for p in card_pages(spec, folded, measure)] == ["folded", "front"]
    assert check(spec, built, folded) == []
    rewrite_page(built, 0, replace_shown_text("Roll a d6: 5 or more wins.", "Roll a d6: 4 or more wins."))
    assert any("card 1 back 'FIGHTING': lacks '5'" in f for f in check(spec, built, folded))


def test_the_check_returns_each_card_face_read_back_with_its_tables_rows(tmp_path):
    """A game holds what a card prints to its own figures where the kind read it: each face's words and the
    rows of its tables."""
    from ntw_print.kinds.table.verify import read_back
    from ntw_print.print.readback.report import FileReport

    spec = fixture("cards-table")
    built = build(spec, tmp_path / "cards.pdf")
    report = FileReport(built.name)
    faces = read_back(spec, read_pdf(built), BuildOptions(), report)
    assert report.findings == [] and report.checks["credit"] == len(read_pdf(built).pages)
    assert [(face.page, face.words.split()[:2]) for face in faces] == [
        (1, ["North", "SEQUENCE"]), (1, ["South", "SEQUENCE"]), (2, ["North", "FIGHTING"])]
    assert "Move every unit once." in faces[0].words and faces[1].rows == []
    assert faces[0].rows == [["", "open", "road"], ["Foot", "2", "4"], ["Horse", f"4{MARK}", ""]]  # B1:C1 stated
