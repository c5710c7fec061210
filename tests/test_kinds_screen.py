"""The `screen` kind: panels and folds, the inside behind the outside and upright, fitted blocks."""

from __future__ import annotations

import math

import pytest

from kinds_build import build, check, check_damaged, copy_fixtures, load, write
from kinds_helpers import faults_of, mono
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError, LayoutError
from ntw_print.kinds import KINDS
from ntw_print.kinds.screen.layout import FOOT, MARKS, face, placement
from ntw_print.kinds.screen.panel import CAP, NAME_PT, PAD, PT, cycle, panel_set
from ntw_print.kinds.screen.schema import Block, Screen
from ntw_print.print.layout.sheet import PRINTER_MARGIN_MM, Box
from verify_corrupt import replace_shown_text, rewrite_page, shift_page


def _screen(**fields) -> Screen:
    return Screen.model_validate({"name": "S", "width": "91mm", "height": "150mm", **fields})


def test_three_91_mm_panels_fill_a4_landscape_with_their_crop_marks_inside_the_printed_area():
    where = placement(_screen(), "a4")
    assert (where.width, where.height) == (297.0, 210.0)
    assert MARKS == 6.0 and PRINTER_MARGIN_MM == 6.0 and FOOT == 7.0
    assert where.outside == Box(12.0, 33.5, 273.0, 150.0)  # raised by half the foot line under it
    assert where.folds == pytest.approx((103.0, 194.0))


def test_long_edge_duplex_of_a_landscape_sheet_turns_the_inside_half_round():
    where = placement(_screen(width="80mm"), "a4", "long", (0.5, -0.3))
    assert where.turned  # the sheet turns over its horizontal edge: y is mirrored
    assert where.inside == Box(where.outside.x + 0.5, 210.0 - where.outside.top - 0.3, 240.0, 150.0)
    # the player's left panel of the inside is behind the outside's right panel, at the page's right
    assert [round(b.x, 1) for b in where.panels("inside")] == [round(where.inside.x + 80.0 * k, 1) for k in (2, 1, 0)]


def test_short_edge_duplex_leaves_the_inside_upright_mirrored_across():
    where = placement(_screen(width="80mm", height="120mm"), "a4", "short", (0.0, 0.0))
    assert not where.turned
    assert where.inside == Box(297.0 - where.outside.right, where.outside.y, 240.0, 120.0)
    assert [b.x for b in where.panels("inside")] == pytest.approx([where.inside.x + 80.0 * k for k in (0, 1, 2)])


def test_a_tall_screen_stands_on_a_portrait_page():
    where = placement(_screen(panels=2, width="80mm", height="200mm"), "a4", "long")
    assert (where.width, where.height, where.turned) == (210.0, 297.0, False)


def test_a_screen_wider_than_the_paper_says_what_would_fit():
    with pytest.raises(LayoutError) as error:
        placement(_screen(), "letter")
    assert str(error.value) == ("on LETTER paper a screen of 3 panels can be 255.4 x 184.9 mm with its crop marks "
                                "(panels up to 85.1 mm wide, 184.9 mm tall); this one is 273.0 x 150.0 mm")


def test_the_cycle_puts_the_names_clockwise_from_the_top_with_an_arrow_to_each_next():
    ink = cycle(["Swords", "Archers", "Shields"], "beat", 76.0, mono, "c")
    names = {w.text: (w.x, w.y + NAME_PT * PT * CAP / 2) for w in ink.words}  # the middle of each name
    swords, archers, shields = names["Swords"], names["Archers"], names["Shields"]
    assert swords[1] > archers[1] == pytest.approx(shields[1]) and archers[0] > swords[0] > shields[0]
    assert len(ink.arcs) == len(ink.shapes) == 3 and all(a.extent > 0 for a in ink.arcs)
    centre = ink.arcs[0].centre
    # each arrow's tip lies on the ring between its name and the next name, clockwise
    pairs = ((swords, archers), (archers, shields), (shields, swords))
    for tip, (a, b) in zip((s.points[0] for s in ink.shapes), pairs):
        angles = [math.degrees(math.atan2(p[1] - centre[1], p[0] - centre[0])) for p in (a, tip, b)]
        clockwise = [(angles[0] - angle) % 360 for angle in angles[1:]]
        assert 0 < clockwise[0] < clockwise[1] == pytest.approx(120.0)
    assert "beat" in names


def test_blocks_stack_down_the_panel_and_too_many_are_refused_with_what_fits():
    blocks = [Block(heading="Rules"), Block(text="word " * 40), Block(bullets=["one", "two"])]
    panel = panel_set(blocks, 80.0, 150.0, "#000000", mono, "p")
    tops = [max(w.y for w in panel.ink.words if w.text == t) for t in ("Rules", "word word word", "one")
            if any(w.text == t for w in panel.ink.words)]
    assert panel.ink.words[0].x == PAD and tops == sorted(tops, reverse=True)
    with pytest.raises(LayoutError, match=r"p: its blocks need 48.8 mm of height, the panel has 45.0 mm "
                                          r"\(only the first 2 of its 3 blocks fit\)"):
        panel_set(blocks, 80.0, 45.0, "#000000", mono, "p")


@pytest.mark.parametrize("text, fault", [
    ("kind: screen\ntitle: S\nscreens:\n  - {name: A, width: 80mm, height: 120mm, inside: [[{heading: H, text: T}]]}\n",
     "sheet.yaml:4:53: screens[0].inside[0][0]: a block is one of heading, text, bullets, table or cycle; "
     "this one gives heading and text"),
    ("kind: screen\ntitle: S\nscreens:\n  - name: A\n    panels: 2\n    width: 80mm\n    height: 120mm\n"
     "    outside: [[], [], []]\n", "sheet.yaml:4:5: screens[0]: outside gives 3 panels, the screen has 2"),
    ("kind: screen\ntitle: S\nscreens:\n  - {name: A, width: 80mm, height: 120mm, inside: [[{text: T, middle: m}]]}\n",
     "sheet.yaml:4:53: screens[0].inside[0][0]: only a cycle has a middle"),
])
def test_schema_faults_are_reported_at_their_line(text, fault):
    assert fault in faults_of(text)


@pytest.mark.parametrize("old, new, fault", [
    ("    width: 85mm\n    height: 150mm\n    colour: \"#1a1a1a\"",
     "    width: 91mm\n    height: 150mm\n    colour: \"#1a1a1a\"",
     "screen.yaml:6:12: screens[0].width: on LETTER paper a screen of 3 panels can be 255.4 x 184.9 mm with its crop "
     "marks (panels up to 85.1 mm wide, 184.9 mm tall); this one is 273.0 x 150.0 mm"),
    ("{text: \"Ten turns. Most points wins.\"}", "\n        - ".join(["{text: \"" + "Ten turns. " * 100 + "\"}"] * 2),
     "screen.yaml:12:9: screens[0].outside[1]: outside panel 2: its blocks need 189.3 mm of height, the panel has "
     "150.0 mm (only the first 2 of its 3 blocks fit)"),
    ("{heading: Scoring}", "{heading: Countingwordsthatneverendandneverbreakanywhere}",
     "screen.yaml:33:9: screens[0].inside[2]: inside panel 3, block 1 (heading): the word "
     "'Countingwordsthatneverendandneverbreakanywhere' is wider than the panel's 73.0 mm"),
])
def test_load_refuses_what_would_not_fit_at_its_line(tmp_path, old, new, fault):
    folder = copy_fixtures(tmp_path)
    write(folder, "screen.yaml", old, new)
    with pytest.raises(DataError) as error:
        load("screen", folder)
    faults = [str(f) for f in error.value.faults]
    # the White screen shares the Black screen's inside (a YAML alias): its fault points at the same line
    shared = [fault.replace("screens[0]", "screens[1]")] if "inside" in fault else []
    assert faults == [fault] + shared


def test_a_screen_made_for_a4_may_use_91_mm_panels(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "screen.yaml", "title: TECH v3 player screens\n", "title: TECH v3 player screens\npaper: a4\n")
    write(folder, "screen.yaml", "    width: 85mm\n    height: 150mm\n    colour: \"#1a1a1a\"",
          "    width: 91mm\n    height: 150mm\n    colour: \"#1a1a1a\"")
    spec, path = build("screen", tmp_path, folder=folder)
    assert spec.screens[0].width == 91.0 and check("screen", spec, path) == []


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return build("screen", tmp_path_factory.mktemp("screen"))


def test_the_built_screens_pass_their_check(built):
    assert check("screen", *built) == []


@pytest.mark.parametrize("options", [BuildOptions(duplex="short", back_offset=(0.7, -0.4)),
                                     BuildOptions(paper="letter")])
def test_short_edge_duplex_an_offset_and_letter_paper_also_check(tmp_path, options):
    spec, path = build("screen", tmp_path, options)
    assert check("screen", spec, path, options) == []


def test_the_same_data_builds_the_same_bytes(built, tmp_path):
    assert build("screen", tmp_path)[1].read_bytes() == built[1].read_bytes()


def test_an_inside_printed_for_the_other_duplex_is_found(built):
    spec, path = built
    found = check("screen", spec, path, BuildOptions(duplex="short"))
    # turned the other way, the inside lands 7 mm off (the foot line and scale bar raise the outside)
    assert "page 2, screen 'Black': the inside's fold at (106.00, 26.50) mm is not behind the outside's fold, which " \
           "lands at (106.00, 33.50) mm" in found


def test_an_inside_that_does_not_land_behind_the_outside_is_found(built, tmp_path):
    found = check_damaged("screen", built, tmp_path, lambda path: shift_page(path, 1, 0.5, 0.0))
    assert found[:2] == [
        "page 2, screen 'Black': the inside's fold at (106.50, 26.50) mm is not behind the outside's fold, which "
        "lands at (106.00, 26.50) mm",
        "page 2, screen 'Black': the inside's fold at (191.50, 26.50) mm is not behind the outside's fold, which "
        "lands at (191.00, 26.50) mm"]


def test_an_outside_out_of_place_is_found(built, tmp_path):
    found = check_damaged("screen", built, tmp_path, lambda path: shift_page(path, 2, 0.3, 0.0))
    assert "page 3, screen 'White': a fold stands at x = 106.30 mm, it belongs at 106.00 mm" in found


def test_a_missing_word_is_found_in_its_panel(built, tmp_path):
    found = check_damaged("screen", built, tmp_path,
                          lambda path: rewrite_page(path, 1, replace_shown_text("Archers", "Knights")))
    assert found == ["page 2, screen 'Black': inside panel 1 lacks 'Archers'"]


def test_crop_marks_stand_outside_the_trim_on_both_faces_and_fold_marks_beyond_its_edges():
    spec = load("screen")
    outside, inside = KINDS["screen"].pages(spec, BuildOptions(), None)[:2]
    for page in (outside, inside):
        trim = page.trim
        assert len(page.crop_marks) == 8
        for (x0, y0), (x1, y1) in page.crop_marks:
            assert min(x0, x1) >= trim.right + 1.0 - 1e-9 or max(x0, x1) <= trim.x - 1.0 + 1e-9 \
                or min(y0, y1) >= trim.top + 1.0 - 1e-9 or max(y0, y1) <= trim.y - 1.0 + 1e-9
    ink = face(spec.screens[0], "outside", mono, "Black").ink
    marks = [r for r in ink.rules if r.dashed and abs(r.start[1] - r.end[1]) < 10.0]
    assert sorted({r.start[0] for r in marks}) == pytest.approx([85.0, 170.0]) and len(marks) == 4
    assert all(min(r.start[1], r.end[1]) >= 1.0 or max(r.start[1], r.end[1]) <= -150.0 - 1.0 for r in marks)



def test_the_insides_crop_marks_moved_by_the_back_offset_stop_at_the_printers_margin():
    spec = load("screen")
    options = BuildOptions(paper="letter", back_offset=(4.0, -4.0))
    outside, inside = KINDS["screen"].pages(spec, options, None)[:2]
    printable = Box(0.0, 0.0, inside.width, inside.height).grow(-PRINTER_MARGIN_MM)
    for page in (outside, inside):
        assert len(page.crop_marks) == 8
        for (x0, y0), (x1, y1) in page.crop_marks:
            assert printable.contains(Box(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)), 1e-9)
    # each still on its cut line, at least 1 mm long
    assert {round(x, 3) for (x, _), (x1, _) in inside.crop_marks if x == x1} == \
        {round(inside.trim.x, 3), round(inside.trim.right, 3)}
    assert all(abs(x1 - x0) + abs(y1 - y0) >= 1.0 for (x0, y0), (x1, y1) in inside.crop_marks)

LONG_TITLE = "Player screens for the long campaign of the northern valleys, with every optional rule"


def test_a_long_foot_line_shrinks_to_stand_between_the_printer_margins(tmp_path):
    from ntw_print.print.readback.pdfread import read_pdf

    folder = copy_fixtures(tmp_path)
    write(folder, "screen.yaml", "title: TECH v3 player screens\n",
          f"title: {LONG_TITLE[:80]}\ncredit: TECH v3 by its author, from the third edition of the rules as published, with the errata of the second printing, read at the club in Bern\n")
    write(folder, "screen.yaml", "  - name: Black\n", "  - name: Black, the first player, at the north end of the table\n")
    spec, path = build("screen", tmp_path, folder=folder)
    page = read_pdf(path).pages[0]
    [foot] = [run for run in page.texts if run.text.startswith(LONG_TITLE[:80])]
    assert foot.size_pt < 6.0
    assert PRINTER_MARGIN_MM - 0.01 <= foot.box.x and foot.box.right <= page.media.right - PRINTER_MARGIN_MM + 0.01


def test_a_foot_line_too_long_for_any_size_is_refused_at_the_screen(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "screen.yaml", "title: TECH v3 player screens\n", f"title: {'W' * 80}\ncredit: {'W' * 150}\n")
    with pytest.raises(DataError) as error:
        load("screen", folder)
    [first, *_] = [str(f) for f in error.value.faults]
    assert first == ("screen.yaml:5:11: screens[0].name: on A4 paper the outside's foot line (the sheet's title, this "
                     "name and the credit) is 374 mm long at 4.5 pt, the page prints 285 mm across: shorten one of them")
