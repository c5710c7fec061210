"""The sheet engine's geometry: slots inside the printable area, marks outside, backs behind fronts."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from ntw_print.print.layout.pieces import PieceSize, plan_sheets, shelf_gap
from ntw_print.print.layout.sheet import (
    CROP_MARK_GAP_MM,
    PRINTER_MARGIN_MM,
    Box,
    back_of,
    crop_marks,
    grid_slots,
    paper,
    smallest_sheet,
)

sizes = st.floats(min_value=8, max_value=90)
bleeds = st.sampled_from([0.0, 1.5, 3.0, 5.0])
papers = st.sampled_from(["a4", "letter"])


@given(papers, bleeds, sizes, sizes)
def test_slots_stay_inside_the_printable_area_and_do_not_overlap(name, bleed, w, h):
    sheet = paper(name, bleed)
    slots = grid_slots(sheet, w, h)
    printable = Box(0, 0, sheet.width, sheet.height).grow(-PRINTER_MARGIN_MM)
    for slot in slots:
        assert printable.contains(slot.grow(bleed))
        assert (slot.width, slot.height) == (w, h)
    for a, b in zip(slots, slots[1:]):
        overlap_x = min(a.right, b.right) - max(a.x, b.x)
        overlap_y = min(a.top, b.top) - max(a.y, b.y)
        assert overlap_x <= 1e-9 or overlap_y <= 1e-9


@given(papers, bleeds, sizes, sizes)
def test_neighbouring_pieces_keep_their_bleed_apart(name, bleed, w, h):
    slots = grid_slots(paper(name, bleed), w, h)
    if len(slots) > 1 and slots[1].y == slots[0].y:
        assert slots[1].x - slots[0].right == pytest.approx(2 * bleed)


@given(papers, bleeds, sizes, sizes)
def test_crop_marks_stay_outside_every_piece_and_its_bleed(name, bleed, w, h):
    sheet = paper(name, bleed)
    slots = grid_slots(sheet, w, h)
    marks = crop_marks(slots, bleed)
    printable = Box(0, 0, sheet.width, sheet.height).grow(-PRINTER_MARGIN_MM)
    block = Box.around(slots).grow(bleed + CROP_MARK_GAP_MM - 1e-6)
    for (x0, y0), (x1, y1) in marks:
        for x, y in ((x0, y0), (x1, y1)):
            assert not (block.x < x < block.right and block.y < y < block.top)
            assert printable.x - 1e-6 <= x <= printable.right + 1e-6
            assert printable.y - 1e-6 <= y <= printable.top + 1e-6


def test_every_cut_line_gets_marks_on_both_sides():
    slots = grid_slots(paper("a4", 3.0), 15, 15)
    marks = crop_marks(slots, 3.0)
    xs = {round(v, 6) for s in slots for v in (s.x, s.right)}
    ys = {round(v, 6) for s in slots for v in (s.y, s.top)}
    assert len(marks) == 2 * len(xs) + 2 * len(ys)


@pytest.mark.parametrize("duplex", ["long", "short"])
@given(papers, bleeds, sizes, sizes)
def test_backs_land_behind_fronts(duplex, name, bleed, w, h):
    """Turning the sheet over maps each back box exactly onto its front (within 0.1 mm)."""
    sheet = paper(name, bleed)
    plans = plan_sheets([PieceSize(f"p{i}", w, h, True) for i in range(30)], sheet, duplex)
    for plan in plans:
        for front, back in zip(plan.fronts, plan.backs):
            if duplex == "long":  # turning over the vertical edge mirrors x
                turned = Box(sheet.width - back.right, back.y, back.width, back.height)
            else:  # turning over the horizontal edge mirrors y
                turned = Box(back.x, sheet.height - back.top, back.width, back.height)
            assert abs(turned.x - front.x) < 0.1 and abs(turned.y - front.y) < 0.1


def test_back_offset_moves_every_back():
    box = Box(20, 30, 15, 15)
    moved = back_of(box, 210, 297, "long", offset=(0.5, -1.0))
    plain = back_of(box, 210, 297, "long")
    assert (moved.x - plain.x, moved.y - plain.y) == pytest.approx((0.5, -1.0))


def test_pieces_of_another_size_go_on_a_shelf_below_while_there_is_room():
    pieces = [PieceSize(f"a{i}", 15, 15, False) for i in range(30)] + [PieceSize("b", 10, 10, True)]
    sheet = paper("a4", 3)
    plans = plan_sheets(pieces, sheet, "long")
    assert [len(p.keys) for p in plans] == [31]  # one gang sheet
    a, b = plans[0].fronts[:30], plans[0].fronts[30]
    assert b.top <= min(box.y for box in a) - shelf_gap(3) + 1e-6  # the shelves' crop marks stay apart
    assert plans[0].backs is not None  # a piece on it has a back
    area = sheet.usable
    assert all(area.contains(box) for box in plans[0].fronts)


def test_a_size_that_no_longer_fits_starts_a_new_sheet():
    pieces = [PieceSize(f"a{i}", 40, 100, False) for i in range(8)] + [PieceSize("b", 60, 60, False)]
    plans = plan_sheets(pieces, paper("a4", 3), "long")
    assert [len(p.keys) for p in plans] == [8, 1]


def test_smallest_sheet_is_the_first_that_fits():
    assert smallest_sheet(180, 250, 3)[0] == "A3"
    name, width, height = smallest_sheet(800, 790, 3)
    assert name == "A0" and width >= 800 and height >= 790
    with pytest.raises(ValueError):
        smallest_sheet(3000, 3000, 3)


def test_a_landscape_trim_gets_a_landscape_sheet_when_it_fits_both_ways():
    # 22 x 17 in fits A1 either way; the sheet turns the way the board does
    assert smallest_sheet(558.8, 431.8, 3) == ("A1", 841.0, 594.0)
    assert smallest_sheet(431.8, 558.8, 3) == ("A1", 594.0, 841.0)


def test_each_back_is_placed_once_and_its_marks_are_cut_round_those_backs(monkeypatch):
    import ntw_print.print.layout.pieces as pieces_layout

    calls = []

    def counted(*args, **kwargs):
        calls.append(args[0])
        return back_of(*args, **kwargs)

    monkeypatch.setattr(pieces_layout, "back_of", counted)
    pieces = [PieceSize(f"a{i}", 15, 15, True) for i in range(30)] + [PieceSize("b", 10, 10, True)]
    sheet = paper("a4", 3)
    [plan] = plan_sheets(pieces, sheet, "long")
    assert len(calls) == len(plan.backs) == 31
    assert plan.back_marks == [m for shelf in (plan.backs[:30], plan.backs[30:]) for m in crop_marks(shelf, 3)]
