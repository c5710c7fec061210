"""Fold-over sheets for printers without duplex: each back beside its front, mirrored about a fold
line, fold and cut marks outside the pieces; verify pairs every back with its mirror."""

from __future__ import annotations

from pathlib import Path

import pytest

from ntw_print.print.components import BuildOptions
from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art
from ntw_print.print.layout import pieces as layout
from ntw_print.print.layout.pieces import Fold, PieceSize, back_flips, folds_for, front_half, plan_sheets
from ntw_print.print.layout.sheet import Box, grid_slots, paper
from ntw_print.print.render.pdf import render_pages

from kinds_build import FIXTURES, build, check, load

FOLD = BuildOptions(duplex="fold")


@pytest.mark.parametrize("fold, front, back", [
    (Fold(True, 105.0), Box(10.0, 20.0, 30.0, 40.0), Box(170.0, 20.0, 30.0, 40.0)),
    (Fold(False, 148.5), Box(10.0, 20.0, 30.0, 40.0), Box(10.0, 237.0, 30.0, 40.0)),
])
def test_a_back_is_its_front_mirrored_about_the_fold_line(fold, front, back):
    assert fold.mirror(front) == back
    assert fold.mirror(back) == front


def test_small_pieces_fold_down_the_middle_and_large_ones_across_it():
    sheet = paper("a4", 3.0)
    assert folds_for(sheet, 20.0, 20.0) == [Fold(True, 105.0), Fold(False, 148.5)]
    assert folds_for(sheet, 166.0, 71.5) == [Fold(False, 148.5)]  # a unit tile fits only a half sheet's width
    assert folds_for(sheet, 150.0, 200.0) == []  # bigger than half a sheet either way
    alone = [back_flips([PieceSize("p", *size, True)], sheet, "fold")["p"]
             for size in ((20.0, 20.0), (166.0, 71.5), (150.0, 200.0))]
    assert alone == ["long", "short", "long"]
    assert back_flips([PieceSize("p", 20.0, 20.0, True)], sheet, "short") == {"p": "short"}
    # together, the small piece folds as the sheet the two share folds: across, as the tile needs
    both = back_flips([PieceSize("small", 20.0, 20.0, True), PieceSize("tile", 166.0, 71.5, True)], sheet, "fold")
    assert both == {"small": "short", "tile": "short"}


@pytest.mark.parametrize("size, bleed", [((20.0, 20.0), 3.0), ((166.0, 71.5), 0.0), ((63.0, 88.0), 3.0)])
def test_every_back_lies_across_the_fold_from_its_front_with_the_marks_outside_the_pieces(size, bleed):
    sheet = paper("a4", bleed)
    plans = plan_sheets([PieceSize(f"p{i}", *size, True) for i in range(30)], sheet, "fold")
    assert sum(len(plan.keys) for plan in plans) == 30
    for plan in plans:
        fold = plan.fold
        assert fold is not None and plan.backs == [fold.mirror(b) for b in plan.fronts]
        front_side = Box(0, 0, fold.at, sheet.height) if fold.vertical else Box(0, 0, sheet.width, fold.at)
        assert all(front_side.contains(b.grow(bleed)) for b in plan.fronts)  # no art crosses the fold
        art = [b.grow(bleed) for b in plan.fronts + plan.backs]
        for (x0, y0), (x1, y1) in plan.fold_marks + plan.front_marks + plan.back_marks:
            mark = Box(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
            assert not any(_overlaps(mark, a) for a in art)
        for (x0, y0), (x1, y1) in plan.fold_marks:
            assert (x0 == x1 == fold.at) if fold.vertical else (y0 == y1 == fold.at)


def test_pieces_too_big_to_fold_get_a_page_of_backs_to_glue_behind_them():
    plans = plan_sheets([PieceSize("big", 150.0, 200.0, True)], paper("a4", 3.0), "fold", (2.0, 1.0))
    assert plans[0].fold is None and plans[0].backs == [Box(210.0 - plans[0].fronts[0].right, plans[0].fronts[0].y,
                                                            150.0, 200.0)]  # as by the long edge, with no offset


def _overlaps(a: Box, b: Box) -> bool:
    return a.x < b.right - 1e-6 and b.x < a.right - 1e-6 and a.y < b.top - 1e-6 and b.y < a.top - 1e-6


@pytest.fixture(scope="module")
def folded(tmp_path_factory):
    return build("pieces", tmp_path_factory.mktemp("folded"), FOLD)


def test_a_folded_sheet_is_one_page_and_verifies(folded):
    spec, path = folded
    from ntw_print.print.readback.pdfread import read_pdf

    pages = read_pdf(path).pages
    assert check("pieces", spec, path, FOLD) == []
    assert len(pages) == 1  # the backs on it, no back pages; the tokens without backs below the others
    assert "sheet 1 of 1, folded" in " ".join(t.text for t in pages[0].texts)


def test_a_back_that_is_not_the_mirror_of_its_front_is_found(tmp_path, monkeypatch):
    spec = load("pieces")
    real = Fold.mirror
    monkeypatch.setattr(layout.Fold, "mirror", lambda self, box: Box(real(self, box).x + 3.0, real(self, box).y,
                                                                     box.width, box.height))
    pages = KINDS["pieces"].pages(spec, FOLD, Art(FIXTURES))
    monkeypatch.setattr(layout.Fold, "mirror", real)
    path = tmp_path / "pieces.pdf"
    render_pages(pages, path, "shifted backs")
    found = check("pieces", spec, path, FOLD)
    assert any("back" in f for f in found), found


def test_a_folded_set_read_as_a_duplex_one_is_refused(folded):
    spec, path = folded
    assert check("pieces", spec, path, BuildOptions(duplex="long"))


def test_sizes_with_backs_share_a_folded_sheet_and_the_others_the_room_left_on_it():
    pieces = ([PieceSize(f"a{i}", 20.0, 20.0, True) for i in range(6)] + [PieceSize("b", 30.0, 40.0, True)]
              + [PieceSize(f"c{i}", 15.0, 15.0, False) for i in range(4)])
    plans = plan_sheets(pieces, paper("a4", 3.0), "fold")
    assert [(len(p.keys), p.fold is not None) for p in plans] == [(11, True)]
    folded = plans[0]
    assert folded.backs == [folded.fold.mirror(b) for b in folded.fronts]


def test_a_folded_sheet_draws_crop_marks_round_the_backs_it_prints_and_none_round_blank_ones(tmp_path):
    """The sample's round markers have no back: folded, they share the unit counters' sheet on a shelf
    of their own, and the back half stays blank behind them, without crop marks round it; verify finds
    any there."""
    from ntw_print.app.build import build as build_game, output_folder
    from ntw_print.games import load_game
    from ntw_print.print.layout.sheet import crop_marks
    from ntw_print.app.verify import verify
    from ntw_print.print.readback.pdfread import read_pdf
    from ntw_print.print.readback.piece_marks import piece_marks

    sample = load_game(Path(__file__).parent / "fixtures" / "games" / "sample")
    build_game(sample, tmp_path, FOLD, ["counters"], jobs=1)
    folder = output_folder(tmp_path, "sample", "a4")
    report = verify(sample, folder, only=["counters"], jobs=1)
    assert report.ok, "\n".join(report.lines())
    plan = plan_sheets([PieceSize(f"unit{i}", 16.0, 16.0, True) for i in range(8)]
                       + [PieceSize(f"marker{i}", 14.0, 14.0, False) for i in range(4)], paper("a4", 3.0), "fold")[0]
    units = [i for i, key in enumerate(plan.keys) if key.startswith("unit")]
    markers = [i for i, key in enumerate(plan.keys) if key.startswith("marker")]
    assert sorted(plan.front_marks) == sorted(crop_marks([plan.fronts[i] for i in units], 3.0)
                                              + crop_marks([plan.fronts[i] for i in markers], 3.0))
    assert sorted(plan.back_marks) == sorted(crop_marks([plan.backs[i] for i in units], 3.0))  # the units' only
    page = read_pdf(folder / "counters.pdf").pages[0]
    back_half = [m for m in piece_marks(page) if min(x for x, _ in m.points) > plan.fold.at]
    assert len(back_half) == len(plan.back_marks)


def test_pieces_with_backs_fill_the_folded_sheets_and_the_others_take_the_room_left():
    """NTW's 15 mm markers mix the sniper and responding markers (with backs) among single-sided ones:
    folded, the 18 with backs share one front half (no folded sheet holds a lone back while the
    single-sided take its room); the single-sided fill what is left of that half, then whole sheets."""
    sheet = paper("a4", 3.0)
    pieces = ([PieceSize(f"plain{i}", 15.0, 15.0, False) for i in range(20)] + [PieceSize("sniper", 15.0, 15.0, True)]
              + [PieceSize(f"more{i}", 15.0, 15.0, False) for i in range(30)]
              + [PieceSize(f"responding{i}", 15.0, 15.0, True) for i in range(17)]
              + [PieceSize(f"small{i}", 10.0, 10.0, False) for i in range(80)])
    plans = plan_sheets(pieces, sheet, "fold")
    first = plans[0]
    assert first.fold is not None
    assert len(first.keys) == len(grid_slots(front_half(sheet, first.fold.vertical), 15.0, 15.0))  # its half full
    assert first.keys[:18] == ["sniper"] + [f"responding{i}" for i in range(17)]
    assert [plan.fold for plan in plans[1:]] == [None] * (len(plans) - 1)
    assert sorted(k for plan in plans for k in plan.keys) == sorted(p.key for p in pieces)
    assert len(plans) == 2  # the folded sheet and a whole one (it took three: one back, then 17, on two folds)


def test_ntw_markers_fold_onto_two_sheets_the_first_holding_every_marker_with_a_back(tmp_path):
    """The sniper and the 16 responding markers share page 1's front half (with single-sided
    markers in the room left); the rest take one whole sheet. Before, page 1's back half held the
    sniper's back alone, and the file took 3 pages."""
    from ntw_game import ntw
    from ntw_print.app.build import build, output_folder
    from ntw_print.app.verify import verify
    from ntw_print.print.readback.pdfread import read_pdf

    result = build(ntw(), tmp_path, FOLD, ["markers"], jobs=1)
    folder = output_folder(tmp_path, "ntw", "a4")
    report = verify(ntw(), folder, only=["markers"], jobs=1)
    assert report.ok, "\n".join(report.lines())
    assert [w.pages for w in result.files] == [2]
    first = " ".join(t.text for t in read_pdf(folder / "markers.pdf").pages[0].texts)
    assert "sheet 1 of 2, folded" in first
    assert first.count("ACTIVATED") == 16 and first.count("SNIPER") == 2  # 16 responding backs; the sniper's both faces
