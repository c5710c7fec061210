"""The shared sheet of text beside a map (kinds/board/map_sheet.py): where the map goes, how the groups
of blocks are shared out over the columns, the key's own icons; and the read-back helpers verify uses
for such sheets (kinds/readback.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ntw_print.core.errors import LayoutError
from ntw_print.core.marks import KEY, MARK
from ntw_print.kinds.board.map_sheet import KeyEntry, MapHead, MapSheet, fit_window, map_page
from ntw_print.kinds.readback import key_problem, marks_problems
from ntw_print.kinds.screen.panel import SCREEN, panel_set
from ntw_print.kinds.screen.schema import Block
from ntw_print.print.layout.sheet import Box
from ntw_print.print.render.pdf import measure

WORDS = "The second division has reached the outskirts and is forming up to attack across the river. " * 3


def group(heading: str, paragraphs: int = 1) -> list[Block]:
    return [Block(heading=heading)] + [Block(text=WORDS) for _ in range(paragraphs)]


def sheet(window: Box, groups, **options) -> MapSheet:
    def scale(box: Box) -> float:
        return min(box.width / window.width, box.height / window.height)
    return MapSheet("sample", MapHead(title="Sample"), tuple(groups), fit_window(window), scale=scale, **options)


def heights(page) -> list[float]:
    return [column.used for _, column in page.columns]


def test_a_tall_map_stands_beside_a_full_left_column_and_a_wide_one_across():
    groups = [group(f"Part {n}", 2) for n in range(6)]
    ways = ("across", "beside")
    tall = map_page(sheet(Box(0, 0, 100, 400), groups, ways=ways), "a4", measure)
    body = tall.frame.body
    assert tall.map_box.x > body.x + body.width / 2  # in the right column
    assert heights(tall)[0] > heights(tall)[1]  # the left column holds the most
    wide = map_page(sheet(Box(0, 0, 400, 100), groups, ways=ways), "a4", measure)
    assert wide.map_box.width > body.width * 0.9  # across the page
    assert wide.map_box.top < body.top - max(heights(wide)) + 1e-6  # under both columns


def test_across_the_groups_even_the_columns_out_in_their_reading_order():
    groups = [group("Long", 3), group("Short"), group("Short"), group("Short")]
    page = map_page(sheet(Box(0, 0, 400, 100), groups), "a4", measure)
    left, right = heights(page)
    assert abs(left - right) < heights(map_page(sheet(Box(0, 0, 400, 100), groups[1:2]), "a4", measure))[0]
    texts = [w.text for w in page.columns[1][1].ink.words if w.text in ("Long", "Short")]
    assert texts == ["Short"] * len(texts) and texts  # the long group starts the left column


def test_left_fixes_the_columns():
    groups = [group("One", 3), group("Two", 3)]
    page = map_page(sheet(Box(0, 0, 400, 100), groups, left=(0, 1)), "a4", measure)
    assert heights(page)[1] == 0.0


def test_texts_too_long_for_every_way_fail_naming_the_sheet():
    groups = [group(f"Part {n}", 4) for n in range(8)]
    with pytest.raises(LayoutError, match="^sample, .*: its blocks need"):
        map_page(sheet(Box(0, 0, 100, 100), groups, ways=("across", "beside")), "a4", measure)


def test_a_key_entry_with_an_icon_is_left_to_the_games_art():
    key = (KeyEntry("red zone", "#c8102e"), KeyEntry("tank", icon="vehicle"))
    page = map_page(sheet(Box(0, 0, 400, 100), [group("One")], key=key), "a4", measure)
    assert [w.text for w in page.key.words] == ["red zone", "tank"]
    assert len(page.key.boxes) == 1  # the ring of the red zone; the tank's icon is the game's to draw
    (entry, box), = page.icons
    assert entry.icon == "vehicle" and page.map_box.y > box.top > box.y > page.frame.body.y


def test_a_keyed_head_carries_the_marks_key_at_the_foot():
    plain = map_page(sheet(Box(0, 0, 400, 100), [group("One")]), "a4", measure)
    keyed = map_page(MapSheet("sample", MapHead(title="Sample", credit="Rules by someone", keyed=True),
                              (group("One"),), fit_window(Box(0, 0, 400, 100))), "a4", measure)
    assert [w.text for w in plain.head] == ["Sample"]
    assert [w.text for w in keyed.head] == ["Sample", "Rules by someone", KEY]


def test_a_panel_keeps_the_padding_it_is_given():
    blocks = [Block(heading="One")]
    wide, narrow = (panel_set(blocks, 90.0, 200.0, "#000000", measure, "x", replace(SCREEN, pad=pad))
                    for pad in (6.0, 2.0))
    assert wide.used - narrow.used == pytest.approx(8.0)  # 4 mm less at the top and at the foot
    assert min(w.x for w in narrow.ink.words) == 2.0


def test_marks_are_read_after_the_words_they_belong_to():
    words = f"Red wins at EE31.{MARK} Blue wins when turn 9 is over. {KEY}"
    assert list(marks_problems(words, [("condition", "Red wins at EE31.", True),
                                       ("time out", "Blue wins when turn 9 is over.", False)])) == []
    assert list(marks_problems(words, [("time out", "Blue wins when turn 9 is over.", True),
                                       ("condition", "Red wins at EE31.", False),
                                       ("rule", "Smoke lasts a turn.", False)])) == [
        "time out lacks the designer mark, which the data gives it",
        "condition carries the designer mark, but the data gives it as stated",
        "rule is not printed as the data gives it ('Smoke lasts a turn.')"]
    assert key_problem(words) is None


def test_words_printed_more_than_once_are_each_held_to_their_mark():
    words = f"Hold 0101. Hold 0101.{MARK} Hold 0101.1"  # the last reads on (0101.1): still a place it is printed
    assert list(marks_problems(words, [("condition", "Hold 0101.", False)])) == [
        "condition carries the designer mark, but the data gives it as stated"]
    assert list(marks_problems(f"aaa{MARK}", [("word", "aa", True)])) == [  # at 0 and, overlapping, at 1
        "word lacks the designer mark, which the data gives it"]
    assert "missing" in key_problem(words.replace(KEY, ""))
    assert "nothing on the sheet" in key_problem(f"Blue wins. {KEY}")


def test_a_table_row_with_an_icon_draws_it_at_its_start_and_its_words_still_read_back(tmp_path):
    from ntw_print.kinds.board.map_sheet_render import draw_map_page
    from ntw_print.kinds.board.map_sheet_verify import check_map_page
    from ntw_print.kinds.table.schema import Table
    from ntw_print.print.readback.pdfread import read_pdf
    from ntw_print.print.readback.report import FileReport
    from ntw_print.print.render.pdf import Page, render_pages

    crew = Table(id="crew", columns=["text", "number"], header=[["Who", "Moves"]],
                 rows=[["Scout", 4], ["Mule", 2], ["Cook", 1]])
    groups = [[Block(heading="Crew"), Block(table=crew)]]
    plain = map_page(sheet(Box(0, 0, 400, 100), groups), "a4", measure)
    page = map_page(sheet(Box(0, 0, 400, 100), groups, row_icons={"crew": ["walker", "cart", None]}), "a4", measure)
    (_, _, table), = [t for _, column in page.columns for t in column.tables]
    (_, _, before), = [t for _, column in plain.columns for t in column.tables]
    firsts = [cell for cell in table.cells if cell.box.x == 0.0][1:]  # the body rows' first cells
    assert [cell.icon for cell in firsts] == ["walker", "cart", None]
    for cell, old in zip(firsts[:2], [c for c in before.cells if c.box.x == 0.0][1:]):
        icon, words = cell.icon_box, cell.lines[0]
        assert cell.box.x < icon.x and icon.x + icon.width < words.x  # the icon, then the words right of it
        assert cell.box.y < icon.y and icon.top < cell.box.top  # inside its row
        assert words.x - old.lines[0].x >= icon.width  # the words moved right by the icon's width at least
    assert table.width == pytest.approx(before.width + firsts[0].lines[0].x - [c for c in before.cells
                                                                               if c.box.x == 0.0][1].lines[0].x)
    drawn = []

    def draw(canvas) -> None:
        draw_map_page(canvas, page, lambda c, box: None, row_icon=lambda c, icon, box: drawn.append((icon, box)))
    render_pages([Page(page.frame.width, page.frame.height, draw)], tmp_path / "sheet.pdf", "sample")
    assert [icon for icon, _ in drawn] == ["walker", "cart"]  # the row without one draws none
    column = page.columns[0][0]
    assert all(column.x < box.x and box.right < column.right for _, box in drawn)
    report = FileReport("sheet.pdf")
    check_map_page(page, read_pdf(tmp_path / "sheet.pdf").pages[0], report, "words", "the sample sheet")
    assert report.findings == [] and report.numbers >= 3  # Scout 4, Mule 2, Cook 1 read back in their column
