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
