"""Fold-over standees (`fold:` on a set of pieces): front and back printed on one side of the paper,
the back upside down above the middle fold, a base tab at each end; read back as printed."""

from __future__ import annotations

import pytest

from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.fold import fold_lines, parts
from ntw_print.kinds.faces.source import load_spec
from ntw_print.kinds.pieces.layout import piece_items
from ntw_print.print.layout.sheet import Box
from ntw_print.print.render.pdf import render_pages
from ntw_print.print.readback.pdfread import read_pdf

from kinds_build import FIXTURES, copy_fixtures, write
from kinds_helpers import findings
from verify_corrupt import rewrite_page, replace_shown_text


def load(folder=FIXTURES):
    return load_spec(folder / "standees.yaml", KINDS["pieces"], Art(folder))


@pytest.fixture(scope="module", params=["a4", "letter"])
def built(request, tmp_path_factory):
    spec, options = load(), BuildOptions(paper=request.param)
    path = tmp_path_factory.mktemp("standees") / "standees.pdf"
    render_pages(KINDS["pieces"].pages(spec, options, Art(FIXTURES)), path, spec.title)
    return spec, options, path


def test_a_standee_is_one_strip_of_tab_front_back_tab_printed_one_sided():
    items = piece_items(load())
    assert len(items) == 4 and all((i.width, i.height) == (24.0, 2 * (40.0 + 10.0)) for i in items)
    assert all(i.back is not None and not i.has_back_page for i in items)
    strip = parts(items[0], Box(10.0, 20.0, 24.0, 100.0), 3.0)
    assert [(p.name, p.box.y, p.box.height, p.turned) for p in strip] == [
        ("tab", 20.0, 10.0, False), ("front", 30.0, 40.0, False), ("back", 70.0, 40.0, True), ("tab", 110.0, 10.0, True)]
    assert strip[0].art == Box(7.0, 17.0, 30.0, 13.0) and strip[3].art == Box(7.0, 110.0, 30.0, 13.0)
    assert [y for (_, y), _ in fold_lines(items[0], Box(10.0, 20.0, 24.0, 100.0))] == [30.0, 70.0, 110.0]


def test_the_sheet_has_no_back_page_and_passes_its_check(built):
    spec, options, path = built
    pdf = read_pdf(path)
    assert len(pdf.pages) == 1
    assert findings(KINDS["pieces"].check, spec, pdf, options) == []


def test_the_back_reads_upside_down_above_the_fold(built):
    _, _, path = built
    page = read_pdf(path).pages[0]
    rear = [t for t in page.texts if t.text == "Blue rear"]
    front = [t for t in page.texts if t.text == "Blue front"]
    assert len(rear) == len(front) == 3
    assert {round(t.angle) % 360 for t in rear} == {180} and {round(t.angle) % 360 for t in front} == {0}
    assert all(r.y > f.y + 40.0 for r, f in zip(rear, front))


def test_a_wrong_word_on_the_turned_back_is_found(built, tmp_path):
    spec, options, path = built
    copy = tmp_path / "standees.pdf"
    copy.write_bytes(path.read_bytes())
    rewrite_page(copy, 0, replace_shown_text("Red rear", "Red front"))
    found = findings(KINDS["pieces"].check, spec, read_pdf(copy), options)
    assert [f.split(": ", 2)[2] for f in found] == [
        "Tank front: shows 'Red Red Tank Tank Tank Tank front front' on #e4a6a6, the data says "
        "'Red Red Tank Tank Tank Tank front rear' on #e4a6a6"], found


def test_a_missing_fold_line_is_found(built, tmp_path):
    spec, options, path = built
    copy = tmp_path / "standees.pdf"
    copy.write_bytes(path.read_bytes())

    def drop_dashed(ops):
        dashed = [i for i, (_, op) in enumerate(ops) if op == b"d" and ops[i][0][0]]
        first = dashed[0]
        stroke = next(i for i in range(first, len(ops)) if ops[i][1] in (b"S", b"s"))
        return ops[:first] + ops[stroke + 1:]
    rewrite_page(copy, 0, drop_dashed)
    found = findings(KINDS["pieces"].check, spec, read_pdf(copy), options)
    assert any("fold lines" in f and "no fold line across the standee 10.0 mm above its foot" in f for f in found), found


@pytest.mark.parametrize("old, new, message", [
    ("fold: {tab: 10mm, face: tab}", "fold: {tab: 3mm, face: tab}",
     "standees.yaml:24:11: sets[0].fold: a base tab of 3 mm is too short to stand on (5 mm at least)"),
    ("    back: figure-back\n", "",
     "standees.yaml:20:5: sets[0]: a fold-over standee is a square or rectangle with a back (its other side)"),
    ("face: tab}", "face: base}",
     "standees.yaml:24:29: sets[0].fold.face: no template 'base' (templates: figure, figure-back, tab)"),
    ("text: \"{name}\", size: 5}", "text: \"{name} of the {unit}\", size: 5}",
     "standees.yaml:18:78: templates.tab.boxes.label.text: reads {unit}, which no row gives (the rows give: colour, "
     "name, side, symbol)"),
])
def test_standee_faults_are_reported_at_their_line(tmp_path, old, new, message):
    folder = copy_fixtures(tmp_path)
    write(folder, "standees.yaml", old, new)
    with pytest.raises(DataError) as error:
        load(folder)
    assert message in [str(f) for f in error.value.faults]
