"""Cards and pieces side by side share their cuts where that takes fewer sheets: nine poker cards on A4,
bleed round the block only, crop marks off every card and inside what a printer prints, each card's
art on its own card; a designer's `grid:` is held, or refused by check at its line."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art
from ntw_print.print.layout.pieces import PieceSize, art_areas, plan_sheets
from ntw_print.print.layout.scale_bar import side_bar
from ntw_print.print.layout.sheet import PIECE_FOOT_MM, PRINTER_MARGIN_MM, SHORT_MARK_MM, Box, crop_marks, paper

from kinds_build import build, check, copy_fixtures, load, write

POKER = (63.0, 88.0)


def deck(count: int, size=POKER, grid=None) -> list[PieceSize]:
    return [PieceSize(f"deck/{n}/1", *size, True, grid=grid) for n in range(count)]


@pytest.mark.parametrize("paper_name, per_sheet, sheets", [("a4", 9, 4), ("letter", 9, 4)])
def test_a_30_card_poker_deck(paper_name, per_sheet, sheets):
    plans = plan_sheets(deck(30), paper(paper_name, 3.0), "long", share=True)
    assert [len(p.keys) for p in plans] == [per_sheet] * (30 // per_sheet) + ([30 % per_sheet] if 30 % per_sheet else [])
    assert len(plans) == sheets
    first = plans[0]
    assert first.fronts[1].x == first.fronts[0].right  # side by side, one cut between them


def test_on_letter_nine_poker_cards_take_the_whole_height_and_the_foot_goes_along_the_left_edge():
    sheet = paper("letter", 3.0)
    plan = plan_sheets(deck(18), sheet, "long", share=True)[0]
    assert plan.foot == "side" and len(plan.keys) == 9
    block = Box.around(plan.fronts)
    side = replace(sheet, shared_cuts=True, foot="side")
    assert block.x - PIECE_FOOT_MM - PRINTER_MARGIN_MM >= 3.0  # the foot, then the block's bleed, clear of it
    for (x0, y0), (x1, y1) in plan.front_marks:
        assert side.mark_room("left").contains(Box(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)))
    for (x0, y0), (x1, y1) in plan.back_marks:  # the back's foot along the right edge, behind the front's
        assert side.mark_room("right").contains(Box(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)))


def test_a_bar_along_the_left_edge_lands_behind_itself_along_the_right():
    bar = side_bar(215.9, 279.4)
    assert bar.box.x == pytest.approx(PRINTER_MARGIN_MM + 0.4) and bar.box.height > bar.box.width
    back = bar.mirrored(215.9, 279.4, "long")
    assert back.box.x == pytest.approx(215.9 - bar.box.right) and back.box.y == pytest.approx(bar.box.y)
    start, _ = bar.frame_lines()[0]  # the 100 mm line, from its left end, runs up the page's left edge
    assert bar.on_page(*start) == pytest.approx((bar.metric_y, 279.4 - bar.x))


def test_without_sharing_the_cards_keep_their_gutters():
    plans = plan_sheets(deck(30), paper("a4", 3.0), "long")
    assert len(plans[0].keys) == 4 and plans[0].fronts[1].x - plans[0].fronts[0].right == pytest.approx(6.0)


def test_mini_cards_sixteen_to_a_sheet_of_a4_and_letter():
    for name in ("a4", "letter"):
        plans = plan_sheets(deck(16, (44.0, 63.0)), paper(name, 3.0), "long", share=True)
        assert len(plans) == 1 and len(plans[0].keys) == 16


def test_marks_stand_outside_every_card_inside_the_printable_room_at_least_a_short_mark_long():
    sheet = paper("a4", 3.0)
    plan = plan_sheets(deck(9), sheet, "long", share=True)[0]
    room = sheet.mark_room()
    for (x0, y0), (x1, y1) in plan.front_marks:
        mark = Box(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
        assert room.contains(mark)
        assert max(mark.width, mark.height) >= SHORT_MARK_MM - 1e-9
        assert not any(mark.x < b.right and b.x < mark.right and mark.y < b.top and b.y < mark.top
                       for b in plan.fronts)
    assert room.x == PRINTER_MARGIN_MM
    # the cuts across are marked at both sides, those down above and below: 4 + 4 lines
    assert len(plan.front_marks) == 2 * 4 + 2 * 4


def test_marks_with_room_to_spare_are_as_before():
    trims = [Box(50.0, 50.0, 20.0, 20.0)]
    assert crop_marks(trims, 3.0, Box(0.0, 0.0, 200.0, 200.0)) == crop_marks(trims, 3.0)


def test_each_card_bleeds_only_where_no_card_touches_it():
    a, b = Box(10.0, 10.0, 63.0, 88.0), Box(73.0, 10.0, 63.0, 88.0)
    assert art_areas([a, b], 3.0) == [Box(7.0, 7.0, 66.0, 94.0), Box(73.0, 7.0, 66.0, 94.0)]


def test_pieces_touch_within_a_millionth_of_a_millimetre():
    """Edges a hair apart (computed sums) still touch, even across the steps the edges are looked up by;
    pieces a little further apart, or meeting only at a corner, do not."""
    a = Box(10.0, 10.0, 20.0000049, 30.0)  # its right edge 30.0000049, b's left edge 30.0000051: 2e-7 apart
    b = Box(30.0000051, 10.0, 20.0, 30.0)
    c = Box(10.0, 40.00001, 20.0, 10.0)  # 1e-5 above a: apart
    d = Box(50.0000051, 40.0, 10.0, 10.0)  # meets b at its top right corner only
    areas = art_areas([a, b, c, d], 3.0)
    assert areas[0] == Box(7.0, 7.0, 23.0000049, 36.0)  # grown left, down and up, not right
    assert areas[1] == Box(30.0000051, 7.0, 23.0, 36.0)
    assert areas[2] == Box(7.0, 37.00001, 26.0, 16.0)
    assert areas[3] == Box(47.0000051, 37.0, 16.0, 16.0)


def test_a_sheet_of_pieces_bleeds_only_round_the_block():
    trims = [Box(10.0 + 20.0 * col, 10.0 + 30.0 * row, 20.0, 30.0) for row in range(8) for col in range(9)]
    areas = art_areas(trims, 3.0)
    block = Box(7.0, 7.0, 186.0, 246.0)
    assert all(block.contains(area) for area in areas)
    assert sum(area.width * area.height for area in areas) == pytest.approx(block.width * block.height)


def test_backs_land_behind_their_fronts():
    sheet = paper("a4", 3.0)
    plan = plan_sheets(deck(9), sheet, "long", share=True)[0]
    assert [b.x for b in plan.backs] == pytest.approx([sheet.width - f.right for f in plan.fronts])
    assert plan.back_art is not None and len(plan.back_art) == 9


def test_a_grid_asked_for_is_held():
    plans = plan_sheets(deck(9, grid=(2, 2)), paper("a4", 3.0), "long", share=True)
    assert [len(p.keys) for p in plans] == [4, 4, 1]


def poker_deck(folder, count: int, grid: str | None = None):
    rows = "\n".join(f"      - {{title: Card {n}, troops: A, vp: 1, flavour: Words}}" for n in range(count))
    text = (folder / "cards.yaml").read_text()
    head = text.split("    cards:\n")[0]
    if grid:
        head = head.replace("    size: poker\n", f"    size: poker\n    grid: {grid}\n")
    (folder / "cards.yaml").write_text(head + "    cards:\n" + rows + "\n")


@pytest.mark.parametrize("options", [BuildOptions(), BuildOptions(paper="letter"),
                                     BuildOptions(paper="letter", duplex="short", back_offset=(1.0, 0.0))])
def test_a_30_card_deck_builds_on_four_sheets_of_a4_and_letter_and_verifies(tmp_path, options):
    folder = copy_fixtures(tmp_path)
    poker_deck(folder, 30)
    spec, path = build("cards", tmp_path, options, folder=folder)
    assert check("cards", spec, path, options) == []
    pages = KINDS["cards"].pages(spec, options, Art(folder))
    assert len(pages) == 2 * 4 and len(pages[0].placements) == 9


def test_a_grid_that_cannot_fit_is_refused_at_its_line(tmp_path):
    folder = copy_fixtures(tmp_path)
    poker_deck(folder, 9, "4x3")
    with pytest.raises(DataError) as error:
        load("cards", folder)
    assert [str(f) for f in error.value.faults] == [
        "cards.yaml:30:11: decks[0].grid: 4x3 pieces of 63 x 88 mm do not fit a page of A4 with their "
        "3 mm bleed and crop marks, even sharing their cuts: 3x3 do"]


def test_a_3x3_grid_of_poker_cards_is_accepted_for_a4_and_letter(tmp_path):
    folder = copy_fixtures(tmp_path)
    poker_deck(folder, 9, "3x3")
    assert load("cards", folder).decks[0].grid == (3, 3)


def test_a_grid_that_is_not_one_is_refused(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "cards.yaml", "    size: poker\n", "    size: poker\n    grid: three\n")
    with pytest.raises(DataError, match=r"grid: .*expected a grid such as 3x3"):
        load("cards", folder)
