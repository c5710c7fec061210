"""The turn recorder, drawn by the track kind: the turn table's END and INT under a box per turn, big
enough for the turn marker; the scenarios' spans; the reminder; and it follows the data."""

from __future__ import annotations

import dataclasses

import pytest

from ntw_game import REPO, edit
from ntw_print.games.ntw.fits import sheet_fit_faults
from ntw_print.app.build import build
from ntw_print.app.verify import verify
from ntw_print.games import load_game
from ntw_print.games.ntw.render.turn_recorder import recorder_spec, turn_recorder_sheet
from ntw_print.games.ntw.rules.wheel import hit_score_wheel
from ntw_print.kinds.track.layout import plan
from ntw_print.print.components import BuildOptions
from ntw_print.print.layout.sheet import PAPER_SIZES_MM
from ntw_print.print.render.pdf import measure

MINUS = "\u2212"


def column(spec, turn: int) -> list[str]:
    """What the recorder prints for a turn: its number, then each row's value, top down."""
    (ink, numbered), = plan(spec, "a4", measure)[1]
    box = next(n for n in numbered if n.label == str(turn))
    x = box.box.x + box.box.width / 2
    return [w.text for w in sorted(ink.words, key=lambda w: -w.y) if abs(w.x - x) < 1e-6]


@pytest.fixture(scope="module")
def spec(game):
    return recorder_spec(game)


def test_every_turn_of_the_table_has_a_box_the_turn_marker_fits(game, spec):
    (track,) = spec.tracks
    assert (track.start, track.end, track.number) == (1, 12, "above")
    assert [r.turn for r in game.turns.turns] == list(range(1, 13))
    assert track.size >= game.markers["turn"].size + 2.0 and track.shape == "round"


def test_turn_7_shows_the_rulebook_values_attacker_first(spec):
    assert column(spec, 7) == ["7", "+2", "+4", "+3"]  # turn, END, Red (attacker) INT, Blue INT
    assert [row.label for row in spec.tracks[0].rows] == ["END", "Red INT", "Blue INT"]


def test_negative_values_carry_a_true_minus_and_designer_values_the_mark(spec):
    assert column(spec, 12)[1] == f"{MINUS}3\u25ca"  # turn 12's END, a designer value
    assert spec.marks


def test_scenario_spans_come_from_the_scenario_files(game, spec):
    scenarios = sorted(game.folder("scenarios").values(), key=lambda s: s.number)
    assert [(s.label, s.start, s.end) for s in spec.tracks[0].spans] == [
        (f"{s.title}: turns {s.turns.start}\u2013{s.turns.end}", s.turns.start, s.turns.end) for s in scenarios]


def test_without_scenarios_there_are_start_and_end_rows(game):
    unplayed = dataclasses.replace(game, models={rel: m for rel, m in game.models.items() if not rel.startswith("scenarios/")})
    assert not unplayed.folder("scenarios")
    spec = recorder_spec(unplayed)
    assert [row.label for row in spec.tracks[0].rows][-2:] == ["Start turn", "End turn"]


def test_the_end_of_turn_reminder_is_printed(spec):
    words = " ".join(spec.tracks[0].notes)
    assert "take all markers off the board" in words and "move the turn marker on by one box" in words


def test_a_turn_table_change_reaches_the_recorder_and_the_wheel(game_copy):
    edit(game_copy / "turns.yaml", "{turn: 3,  endurance: 3,  intel: {red: 6, blue: 1}",
         "{turn: 3,  endurance: 5,  intel: {red: 6, blue: 1}")
    changed = load_game(game_copy)
    assert column(recorder_spec(changed), 3) == ["3", "+5\u25ca", "+6\u25ca", "+1\u25ca"]
    wheel = hit_score_wheel(changed)
    assert wheel.ring("turn-red").mark_for(("turn", "red", 3)).value == 11  # was 3 + 6
    assert wheel.ring("turn-blue").mark_for(("turn", "blue", 3)).value == 6  # was 3 + 1


@pytest.mark.parametrize("paper", sorted(PAPER_SIZES_MM))
def test_the_recorder_lies_across_one_page(game, paper):
    (page,) = turn_recorder_sheet(game, BuildOptions(paper=paper))
    width, height = PAPER_SIZES_MM[paper]
    assert (page.width, page.height) == (height, width)


def _longer_table(folder, last: int) -> None:
    """Turns 13..last appended to the turn table, with turn 12's values."""
    rows = "".join(f"  - {{turn: {n}, endurance: -3, intel: {{red: 1, blue: 6}}, designer: [endurance, intel]}}\n"
                   for n in range(13, last + 1))
    path = folder / "turns.yaml"
    path.write_text(path.read_text(encoding="utf-8") + rows, encoding="utf-8")


def test_a_recorder_in_two_rows_builds_and_verifies(game_copy, tmp_path):
    """A 10 mm turn marker and 24 turns: two rows, whose columns the verifier measures row by row."""
    edit(game_copy / "markers.yaml", "name: Turn marker\n    size: 15mm", "name: Turn marker\n    size: 10mm")
    _longer_table(game_copy, 24)
    changed = load_game(game_copy)
    build(changed, tmp_path / "out", BuildOptions(), ["turn-recorder"], jobs=1)
    report = verify(changed, tmp_path / "out" / "ntw" / "a4", None, ["turn-recorder"], jobs=1)
    assert report.ok, "\n".join(report.lines())
    (ink, numbered), = plan(recorder_spec(changed), "a4", measure)[1]
    assert len({round(n.box.y, 3) for n in numbered if n.read}) == 2


def test_check_refuses_a_turn_table_the_recorder_cannot_hold(game_copy):
    _longer_table(game_copy, 36)
    game = load_game(game_copy)  # it loads; laying the recorder out (as check does) finds what it cannot hold
    (fault,) = game.plugin.fit_faults(game)
    assert fault.file.endswith("turns.yaml") and fault.line == 6
    assert "turn recorder for 36 turns and 9 scenarios" in fault.message and "at most" in fault.message


def test_a_wrong_number_printed_on_the_recorder_is_caught(game, tmp_path):
    from verify_corrupt import replace_shown_text, rewrite_page

    build(game, tmp_path / "out", BuildOptions(), ["turn-recorder"], jobs=1)
    folder = tmp_path / "out" / "ntw" / "a4"
    rewrite_page(folder / "turn-recorder.pdf", 0, replace_shown_text("+2", "+5"))  # turn 7's END (its own value)
    found = [f for f in verify(game, folder, None, ["turn-recorder"], jobs=1).findings if f.check == "END"]
    assert len(found) == 1 and "turn 7" in found[0].message


def _own_recorder_template(root, old: str, new: str):
    """The game brings its own templates/turn-recorder.yaml, with `old` reworded `new`."""
    own = root / "templates" / "turn-recorder.yaml"
    own.parent.mkdir(exist_ok=True)
    text = (own if own.exists() else REPO / "templates" / "turn-recorder.yaml").read_text()
    assert old in text
    own.write_text(text.replace(old, new, 1))
    return own


def test_a_designer_rewords_the_recorder_in_its_template(game_copy):
    _own_recorder_template(game_copy, "names: {numbers: Turn, boxes: Turn marker, spans: Scenarios}",
                           "names: {numbers: Tour, boxes: Marqueur de tour, spans: Scénarios}")
    _own_recorder_template(game_copy, '    - "Start: put', '    - "Début : posez')
    (track,) = recorder_spec(load_game(game_copy)).tracks
    assert (track.names.numbers, track.names.boxes, track.names.spans) == ("Tour", "Marqueur de tour", "Scénarios")
    assert track.notes[0].startswith("Début : posez the turn marker") and track.notes[-1].startswith("When ")


def test_a_recorder_template_the_track_kind_cannot_print_is_refused_at_its_line(game_copy):
    """`check` names it at its line (fits.py)."""
    path = _own_recorder_template(game_copy, 'shape: "{shape}"', 'shape: "{shape}s"')
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if '"{shape}s"' in text)
    (fault,) = sheet_fit_faults(load_game(game_copy))
    assert (fault.file.rsplit("/", 1)[-1], fault.line, fault.path) == ("turn-recorder.yaml", line, "track.shape")
    assert "'square' or 'round'" in fault.message
