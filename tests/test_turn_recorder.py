"""The turn recorder: the turn table's END and INT under a box per turn, big enough for the turn
marker; the scenarios' spans; and it follows the data."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ntw_game import edit
from ntw_print.app.build import build
from ntw_print.print.components import BuildOptions
from ntw_print.print.layout.sheet import PAPER_SIZES_MM
from ntw_print.games import load_game
from ntw_print.games.ntw.render.turn_recorder import card_width, recorder_layout, turn_recorder_sheet
from ntw_print.games.ntw.rules.recorder import Span, turn_recorder
from ntw_print.games.ntw.rules.wheel import hit_score_wheel
from ntw_print.app.verify import verify

MINUS = "\u2212"


def column_words(layout, turn: int) -> list[str]:
    """The words printed in a turn's column, top down."""
    box = dict(layout.marker_boxes)[turn]
    x = box.x + box.width / 2
    return [l.words for l in sorted(layout.labels, key=lambda l: -l.y) if abs(l.x - x) < 1e-6]


@pytest.fixture(scope="module")
def layout(game):
    return recorder_layout(turn_recorder(game), card_width(3.0))


def test_every_turn_of_the_table_has_a_box(game, layout):
    assert [t for t, _ in layout.marker_boxes] == list(range(1, 13))
    assert [r.turn for r in game.turns.turns] == list(range(1, 13))


def test_turn_7_shows_the_rulebook_values(layout):
    assert column_words(layout, 7) == ["7", "+2", "+4", "+3"]  # turn, END, Red (attacker) INT, Blue INT


def test_rows_are_named_by_side_attacker_first(layout):
    names = [l.words for l in layout.labels if l.words.endswith("INT")]
    assert names == ["Red INT", "Blue INT"]


def test_negative_values_carry_a_true_minus(layout):
    assert column_words(layout, 12)[1] == f"{MINUS}3\u25ca"  # turn 12's END, a designer value, marked


def test_the_turn_marker_fits_its_box(game, layout):
    marker = game.markers["turn"]
    boxes = [b for _, b in layout.marker_boxes]
    for box in boxes:
        assert box.width >= marker.size + 2.0 and box.height >= marker.size + 2.0
        assert 0 <= box.x and box.right <= layout.width and 0 <= box.y and box.top <= layout.height
    for a, b in zip(boxes, boxes[1:]):
        assert b.x >= a.right - 1e-9  # side by side, not overlapping


def test_scenario_spans_cover_their_turns(game):
    spans = (Span(1, "Junction", 1, 9), Span(3, "Roadblock", 6, 12))
    recorder = replace(turn_recorder(game), spans=spans)
    layout = recorder_layout(recorder, card_width(3.0))
    boxes = dict(layout.marker_boxes)
    bars = [b.box for b in layout.bands if b.fill == "dark"]
    assert len(bars) == 2
    for span, bar in zip(spans, bars):
        assert boxes[span.start].x - 1 < bar.x < boxes[span.start].x + boxes[span.start].width / 2
        assert boxes[span.end].right - boxes[span.end].width / 2 < bar.right < boxes[span.end].right + 1
    words = [l.words for l in layout.labels]
    assert "Junction: turns 1\u20139" in words and "Roadblock: turns 6\u201312" in words


def test_spans_come_from_the_scenario_files(game):
    scenarios = game.folder("scenarios")
    spans = turn_recorder(game).spans
    assert len(spans) == len(scenarios) == 9
    assert [(s.title, s.start, s.end) for s in spans] == [
        (s.title, s.turns.start, s.turns.end) for s in sorted(scenarios.values(), key=lambda s: s.number)]


def test_without_scenarios_there_are_start_and_end_rows(game):
    layout = recorder_layout(replace(turn_recorder(game), spans=()), card_width(3.0))
    words = [l.words for l in layout.labels]
    assert "Start turn" in words and "End turn" in words


def test_the_end_of_turn_reminder_is_printed(layout):
    words = " ".join(l.words for l in layout.labels)
    assert "take all markers off the board" in words and "move the turn marker on by one box" in words


def test_a_turn_table_change_reaches_the_recorder_and_the_wheel(game_copy):
    edit(game_copy / "turns.yaml", "{turn: 3,  endurance: 3,  intel: {red: 6, blue: 1}",
         "{turn: 3,  endurance: 5,  intel: {red: 6, blue: 1}")
    changed = load_game(game_copy)
    layout = recorder_layout(turn_recorder(changed), card_width(3.0))
    assert column_words(layout, 3) == ["3", "+5\u25ca", "+6\u25ca", "+1\u25ca"]  # turn 3's values are designer values
    wheel = hit_score_wheel(changed)
    assert wheel.ring("turn-red").mark_for(("turn", "red", 3)).value == 11  # was 3 + 6
    assert wheel.ring("turn-blue").mark_for(("turn", "blue", 3)).value == 6  # was 3 + 1


@pytest.mark.parametrize("paper", sorted(PAPER_SIZES_MM))
def test_the_card_lies_across_the_page_with_crop_marks(game, paper):
    pages = turn_recorder_sheet(game, BuildOptions(paper=paper))
    assert len(pages) == 1
    page = pages[0]
    width, height = PAPER_SIZES_MM[paper]
    assert (page.width, page.height) == (height, width)
    assert page.crop_marks
    (key, trim), = page.placements
    assert key == "turn-recorder" and page.bleed.contains(trim)


def _longer_table(folder, last: int) -> None:
    """Turns 13..last appended to the turn table, with turn 12's values."""
    rows = "".join(f"  - {{turn: {n}, endurance: -3, intel: {{red: 1, blue: 6}}, designer: [endurance, intel]}}\n"
                   for n in range(13, last + 1))
    path = folder / "turns.yaml"
    path.write_text(path.read_text(encoding="utf-8") + rows, encoding="utf-8")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_twelve_turns_lie_in_one_row_at_the_largest_bleed(game, paper):
    """The rows' names take the room they need, so the card narrowed by a 10 mm bleed still holds
    the twelve turns in one row and fits the page (it ran on to a second row that did not fit)."""
    layout = recorder_layout(turn_recorder(game), card_width(10.0))
    assert len({round(b.y, 3) for _, b in layout.marker_boxes}) == 1
    assert turn_recorder_sheet(game, BuildOptions(paper=paper, bleed=10.0))


def test_a_second_row_keeps_no_lane_for_scenarios_over_by_then(game):
    """Turns 13 to 24 run on in a second row; every scenario ends by turn 12, so that row adds its
    numbers, marker boxes and values but no lanes of spans."""
    one_row = turn_recorder(game)
    more = tuple(replace(one_row.turns[-1], turn=n) for n in range(13, 25))
    two_rows = recorder_layout(replace(one_row, turns=one_row.turns + more), card_width(3.0))
    boxes = dict(two_rows.marker_boxes)
    assert boxes[13].top < boxes[12].y
    assert all(bar.box.y > boxes[13].top for bar in two_rows.bands if bar.fill == "dark")
    assert [l.words for l in two_rows.labels].count("Scenarios") == 1
    block = 7.0 + boxes[13].height + 6.0 * 3 + 5.0  # numbers, marker boxes, END and INT rows, gaps
    assert two_rows.height == pytest.approx(recorder_layout(one_row, card_width(3.0)).height + block)


def test_a_recorder_in_two_rows_builds_and_verifies(game_copy, tmp_path):
    """A 10 mm turn marker and 24 turns: two rows, whose columns the verifier measures row by row."""
    edit(game_copy / "markers.yaml", "name: Turn marker\n    size: 15mm", "name: Turn marker\n    size: 10mm")
    _longer_table(game_copy, 24)
    changed = load_game(game_copy)
    build(changed, tmp_path / "out", BuildOptions(), ["turn-recorder"], jobs=1)
    report = verify(changed, tmp_path / "out" / "ntw" / "a4", None, ["turn-recorder"], jobs=1)
    assert report.ok, "\n".join(report.lines())
    assert len({round(b.y, 3) for _, b in recorder_layout(turn_recorder(changed), card_width(3.0)).marker_boxes}) == 2


def test_check_refuses_a_turn_table_the_recorder_cannot_hold(game_copy):
    _longer_table(game_copy, 36)
    game = load_game(game_copy)  # it loads; laying the recorder out (as check does) finds what it cannot hold
    (fault,) = game.plugin.fit_faults(game)
    assert fault.file.endswith("turns.yaml") and fault.line == 6
    assert "turn recorder for 36 turns and 9 scenarios" in fault.message and "at most 12 turns" in fault.message
