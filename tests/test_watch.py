"""`watch`: a save is rebuilt and reported; a broken save is reported and leaves the output alone."""

from __future__ import annotations

import queue
import shutil
import threading
import time
from pathlib import Path

from ntw_game import REPO, edit
from ntw_print.print.components import BuildOptions
from ntw_print.app.watch import watch

TIMEOUT_S = 30  # generous for a loaded machine; a passing run takes about a second


def wait_for(lines: queue.Queue, text: str, seen: list[str], seconds: float = TIMEOUT_S) -> str:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=0.1)
        except queue.Empty:
            continue
        seen.append(line)
        if text in line:
            return line
    raise AssertionError(f"no line with {text!r} within {seconds} s; saw:\n" + "\n".join(seen))


def save_until(lines: queue.Queue, path: Path, old: str, new: str, expected: str, seen: list[str]) -> str:
    """Save the edit; save again if the watcher was not yet listening (it starts asynchronously)."""
    edit(path, old, new)
    for _ in range(30):
        try:
            return wait_for(lines, expected, seen, seconds=TIMEOUT_S / 30)
        except AssertionError:
            path.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")  # touch: another save
    return wait_for(lines, expected, seen, seconds=1)


def test_watch_rebuilds_reports_and_keeps_the_last_good_output(game_copy, tmp_path, monkeypatch):
    out = tmp_path / "out"
    monkeypatch.chdir(tmp_path)  # a working folder with its own templates, beside the game's data/ntw
    shutil.copytree(REPO / "templates", tmp_path / "templates")
    lines: queue.Queue = queue.Queue()
    seen: list[str] = []
    stop = threading.Event()
    thread = threading.Thread(target=watch, args=([game_copy], out, BuildOptions(), ["unit-tiles"]),
                              kwargs={"echo": lines.put, "stop": stop, "jobs": 1}, daemon=True)
    thread.start()
    try:
        assert "1 rebuilt, 0 up to date" in wait_for(lines, "rebuilt", seen)
        wait_for(lines, "watching", seen)
        tiles = out / "ntw" / "a4" / "unit-tiles.pdf"

        save_until(lines, game_copy / "units.yaml", "{weapon: anti-tank, attack: 12,",
                   "{weapon: anti-tank, attack: 13,", "anti-tank ATK 12 → 13", seen)
        assert any("1 rebuilt, 0 up to date" in line for line in seen[-6:])
        assert "unit-tiles.pdf: units.yaml changed" in "\n".join(seen[-6:])
        good = tiles.read_bytes()

        save_until(lines, game_copy / "units.yaml", "defence: 6", "defence: -6",
                   "the last good output stays in place", seen)
        assert any("units.yaml:" in line for line in seen[-4:])  # the fault, at its line
        assert tiles.read_bytes() == good

        save_until(lines, game_copy / "units.yaml", "defence: -6", "defence: 5", "DEF 6 → 5", seen)
        assert tiles.read_bytes() != good

        save_until(lines, tmp_path / "templates" / "unit-tile.yaml", "    width: 167mm", "    width: 168mm",
                   "unit-tiles.pdf: templates/unit-tile.yaml changed", seen)
        assert wait_for(lines, "templates: ", seen) == "templates: templates/unit-tile.yaml (the working folder's)"
    finally:
        stop.set()
        thread.join(timeout=10)
    assert not thread.is_alive()


def test_a_save_rebuilds_the_game_it_is_in_and_a_shared_template_every_game(tmp_path):
    from ntw_print.app.watch import games_touched

    ntw, sample = tmp_path / "data" / "ntw", tmp_path / "data" / "sample"
    games = [ntw, sample]
    assert games_touched(games, {str(sample / "units.csv")}) == [sample]
    assert games_touched(games, {str(ntw / "units.yaml"), str(sample / "map.yaml")}) == games
    assert games_touched(games, {str(tmp_path / "templates" / "unit-tile.yaml")}) == games


def test_a_csv_save_is_named_with_what_it_changed(tmp_path):
    """A table's save names the table as the reason and the values it changed (issue 28, item 13)."""
    game = tmp_path / "data" / "sample"
    shutil.copytree(REPO / "tests" / "fixtures" / "games" / "sample", game)
    lines: queue.Queue = queue.Queue()
    seen: list[str] = []
    stop = threading.Event()
    thread = threading.Thread(target=watch, args=([game], tmp_path / "out", BuildOptions(), ["counters"]),
                              kwargs={"echo": lines.put, "stop": stop, "jobs": 1}, daemon=True)
    thread.start()
    try:
        wait_for(lines, "watching", seen)
        save_until(lines, game / "units.csv", "1 Bdr,swiss,X,infantry,4,3,1,", "1 Bdr,swiss,X,infantry,4,3,2,",
                   "Changed since the previous build:", seen)
        change = wait_for(lines, "counters", seen)
        assert change == "  counters: sets units.rows 1.copies 1 → 2"
        assert "  counters.pdf: units.csv changed" in seen[-4:]
    finally:
        stop.set()
        thread.join(timeout=10)
    assert not thread.is_alive()
