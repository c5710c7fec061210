"""The `pieces` kind's hex pieces (`shape: hexes`): clusters of board hexes cut along their outline, a box
standing in one hex, the back on the cluster mirrored as the sheet turns over, ntw-print's pictograms."""

from __future__ import annotations

import shutil

import pytest

from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.hexes import cluster, cut_and_seams, mirrored
from ntw_print.kinds.faces.source import load_spec
from ntw_print.kinds.pieces.layout import piece_items, turned_backs
from ntw_print.print.components import BuildOptions
from ntw_print.print.layout.sheet import paper
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.render.pdf import render_pages

from kinds_build import FIXTURES, copy_fixtures, write
from kinds_helpers import findings
from verify_corrupt import replace_shown_text, rewrite_page

NAME = "hex-pieces.yaml"


def _build(folder, out, options=BuildOptions()):
    spec = load_spec(folder / NAME, KINDS["pieces"], Art(folder))
    render_pages(KINDS["pieces"].pages(spec, options, Art(folder)), out, spec.title)
    return spec


def test_three_hexes_make_one_cut_line_and_two_seams_inside():
    cells, width, height = cluster([[], ["n"], ["ne"]], 18.0)
    assert (round(width, 3), round(height, 3)) == (36.373, 36.0)
    cut, seams = cut_and_seams(cells)
    assert (len(cut), len(seams)) == (12, 3)  # 18 edges, 3 shared by two hexes
    assert [round(c.x, 3) for c in mirrored(cells, width, height, "long")] == [round(width - c.right, 3) for c in cells]


@pytest.mark.parametrize("duplex", ["long", "short", "fold"])
def test_hex_pieces_print_and_check_on_every_duplex(tmp_path, duplex):
    options = BuildOptions(duplex=duplex, paper="letter" if duplex == "short" else "a4")
    spec = _build(FIXTURES, tmp_path / "hex.pdf", options)
    assert findings(KINDS["pieces"].check, spec, read_pdf(tmp_path / "hex.pdf"), options) == []


def test_the_back_stands_on_the_cluster_turned_as_the_sheet_turns():
    spec = load_spec(FIXTURES / NAME, KINDS["pieces"], Art(FIXTURES))
    item = piece_items(spec)[0]
    turned = turned_backs([item], paper("a4", 3.0), "short")[0]
    assert turned.front.cells == item.back.cells  # as the front, until it is turned
    assert turned.back.cells == mirrored(item.front.cells, item.width, item.height, "short")


def test_a_wrong_word_in_a_hex_and_a_missing_pictogram_are_found(tmp_path):
    spec = _build(FIXTURES, tmp_path / "hex.pdf", BuildOptions())
    rewrite_page(tmp_path / "hex.pdf", 0, replace_shown_text("WOODS", "MOORS"))
    found = findings(KINDS["pieces"].check, spec, read_pdf(tmp_path / "hex.pdf"), BuildOptions())
    assert any("shows 'MOORS' on #cfe3b0, the data says 'WOODS' on #cfe3b0" in f for f in found), found
    folder = copy_fixtures(tmp_path)
    write(folder, NAME, "right: {extends: left, cell: 2}", "right: {extends: left, cell: 2, symbol: water}")
    damaged = tmp_path / "damaged.pdf"
    _build(folder, damaged)
    assert any("box 'right' should carry the symbol 'tree', it carries 'water'" in f
               for f in findings(KINDS["pieces"].check, spec, read_pdf(damaged), BuildOptions())), "no symbol fault"


def test_a_box_on_a_hex_the_piece_lacks_is_not_drawn():
    spec = load_spec(FIXTURES / NAME, KINDS["pieces"], Art(FIXTURES))
    marsh = [item for item in piece_items(spec) if item.key.startswith("marsh/")][0]
    pages = KINDS["pieces"].pages(spec, BuildOptions(), Art(FIXTURES))
    assert marsh.key in [key for page in pages for key, _ in page.placements]
    from ntw_print.kinds.faces.layout import face_boxes

    assert [p.name for p in face_boxes(spec.templates, "cluster", marsh.width, marsh.height, marsh.front.cells)] == \
        ["name"]


@pytest.mark.parametrize("old, new, message", [
    ("    hexes: [[]]\n", "", "a piece of shape hexes gives its cells in hexes (and only it)"),
    ("hexes: [[], [n], [ne]]", "hexes: [[], [n], [n, n, n]]", "the cells must touch one another (one connected piece)"),
])
def test_hexes_that_make_no_piece_are_refused(tmp_path, old, new, message):
    folder = tmp_path / "game"
    folder.mkdir()
    shutil.copy(FIXTURES / NAME, folder / NAME)
    write(folder, NAME, old, new)
    from ntw_print.core.errors import DataError

    with pytest.raises(DataError) as error:
        load_spec(folder / NAME, KINDS["pieces"], Art(folder))
    assert any(message in str(f) for f in error.value.faults), error.value.faults


def test_shared_cuts_false_keeps_every_pieces_own_bleed_and_crop_marks(game):
    """New Techno War's 140 markers would take one sheet fewer sharing their cuts; told not to, each keeps
    its own bleed and crop marks, none touching another, as they always have."""
    from ntw_print.games.ntw.render.pieces import marker_spec

    apart = marker_spec(game)
    shared = apart.model_copy(update={"shared_cuts": True})
    assert [len(KINDS["pieces"].pages(spec, BuildOptions(), game.symbols)) for spec in (shared, apart)] == [2, 3]
    boxes = [box for _, box in KINDS["pieces"].pages(apart, BuildOptions(), game.symbols)[0].placements]
    assert all(a is b or a.right + 1.0 < b.x or b.right + 1.0 < a.x or a.top + 1.0 < b.y or b.top + 1.0 < a.y
               for a in boxes for b in boxes)


def test_a_dashed_box_is_stroked_dashed(tmp_path):
    from pypdf import PdfReader

    folder = copy_fixtures(tmp_path)
    write(folder, NAME, "cut_line: \"#1a1a1a\"\n    boxes:\n", "cut_line: \"#1a1a1a\"\n    boxes:\n      frame: {x: 2mm, y: 2mm, "
          "width: 20%, height: 20%, stroke: \"#1a1a1a\", dash: [1.5, 0.5]}\n")
    _build(folder, tmp_path / "hex.pdf")
    assert b"[1.5 .5] 0 d" in PdfReader(str(tmp_path / "hex.pdf")).pages[0].get_contents().get_data()
