"""A face held box by box to the words a game works out for it from its own data (kinds/faces/held.py),
on the example counters of tests/fixtures/kinds/pieces.yaml: each box's words and numbers, a box the
game leaves empty, words printed where the face has no box."""

from __future__ import annotations

import pytest

from kinds_build import build
from ntw_print.kinds.faces.held import Held, hold_face
from ntw_print.kinds.faces.layout import face_boxes
from ntw_print.kinds.pieces.verify import read_and_check
from ntw_print.print.components import BuildOptions
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.readback.places import TextLedger
from ntw_print.print.readback.report import FileReport

HELD = Held(checks={"echelon": "echelons", "name": "names", "values": "values"}, names={"values": "strength-movement"})
MOUNTAIN = {"echelon": "XX", "name": "3 Mtn", "values": "7-3"}  # the CSV's row, read apart from the sheet


@pytest.fixture(scope="module")
def mountain(tmp_path_factory):
    """The front of the 3 Mtn counter as read back: its boxes, the page and its cut outline."""
    spec, path = build("pieces", tmp_path_factory.mktemp("held"))
    pdf = read_pdf(path)
    read = read_and_check(spec, pdf, BuildOptions(), FileReport(path.name))
    found = next(f for f in read.found if "Mtn" in f.front.words and "7-3" in f.front.words)
    page = next(p for p in pdf.pages if p.number == found.page)
    return face_boxes(spec.templates, "unit", found.box.width, found.box.height), page, found.box


def _held(mountain, want: dict[str, str], held: Held = HELD) -> FileReport:
    boxes, page, trim = mountain
    report = FileReport("pieces.pdf")
    hold_face(boxes, want, TextLedger(page, trim), trim, "3 Mtn", held, report)
    return report


def test_a_face_that_prints_what_the_data_gives_holds_and_its_numbers_are_counted(mountain):
    report = _held(mountain, MOUNTAIN)
    assert report.findings == [] and report.numbers == 3  # the 3 of its name, 7 and -3
    assert report.checks == {"echelons": 1, "names": 1, "values": 1}


def test_a_number_the_data_gives_otherwise_is_found_in_its_box(mountain):
    report = _held(mountain, MOUNTAIN | {"values": "8-3"})
    assert [f.message for f in report.findings] == ["3 Mtn strength-movement: prints '7-3', the data says '8-3'"]


def test_words_in_a_box_the_data_leaves_empty_or_outside_every_box_are_found(mountain):
    report = _held(mountain, MOUNTAIN | {"echelon": ""})
    assert [f.message for f in report.findings] == ["3 Mtn echelon: prints 'XX', the data says ''"]
    boxes, page, trim = mountain
    report = FileReport("pieces.pdf")
    hold_face([b for b in boxes if b.name != "name"], MOUNTAIN, TextLedger(page, trim), trim, "3 Mtn", HELD, report)
    assert [f.message for f in report.findings] == ["3 Mtn: '3 Mtn' is printed where the face has no value for it"]
