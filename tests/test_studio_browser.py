"""`ntw-print studio` end to end, in headless Chromium: the page shows the sheets, a saved change
replaces the changed page's picture and outlines what moved, a fault shows at the top with its
file and line while the sheets stay, and goes when the data is fixed; Ctrl+C stops, leaving the game
folder as it was and no build behind."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from chromium import Tab, chromium
from ntw_game import REPO, edit

pytestmark = pytest.mark.skipif(chromium() is None, reason="no chromium here: install Debian's chromium package "
                                                            "(.ci/run does) to drive the studio's page")
SAMPLE = REPO / "tests" / "fixtures" / "games" / "sample"
TIMEOUT_S = 60  # generous on a loaded machine; a passing run takes a few seconds
COUNTER = "document.querySelector('figure[data-file=\"counters\"][data-page=\"1\"]')"
LOADED = "Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)"


def files_in(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


class Running:
    """`ntw-print studio` in a process of its own, on a free port, with its own temporary folder."""

    def __init__(self, tmp_path: Path, *games: Path):
        self.temp = tmp_path / "temp"
        self.temp.mkdir()
        env = {**os.environ, "TMPDIR": str(self.temp), "XDG_CONFIG_HOME": str(tmp_path / "config")}
        command = [sys.executable, "-m", "ntw_print.app.cli", "studio", "--port", "0", "--paper", "a4"]
        for game in games:
            command += ["--game", str(game)]
        self.process = subprocess.Popen(command, cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        line = self.process.stdout.readline()
        assert line.startswith("studio: http://127.0.0.1:"), line + self.process.stdout.read()
        self.url = line.split()[1]

    def stop(self) -> str:
        """Ctrl+C, and what the studio said after its first line."""
        self.process.send_signal(signal.SIGINT)
        said, _ = self.process.communicate(timeout=TIMEOUT_S)
        return said

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.communicate()


def test_a_save_updates_the_page_outlines_the_change_and_a_fault_shows_until_fixed(tmp_path):
    game = tmp_path / "sample"
    shutil.copytree(SAMPLE, game)
    studio = Running(tmp_path, game)
    try:
        with Tab(chromium(), studio.url) as tab:
            tab.wait_until(f"document.body.dataset.state === 'ready' && {COUNTER} && {LOADED}", TIMEOUT_S,
                           "the first build's pictures")
            assert tab.value("document.getElementById('fault').hidden")
            assert tab.value("document.querySelectorAll('.outline').length") == 0
            assert tab.value("Array.from(document.querySelectorAll('section.file')).map(s => s.id)") == [
                "file-counters", "file-map", "file-results"]
            pictures = tab.value("Object.fromEntries(Array.from(document.querySelectorAll('figure img'))"
                                 ".map(i => [i.closest('figure').id, i.dataset.key]))")
            first = pictures["page-counters-1"]

            edit(game / "units.csv", "1 Pz,german,XX,armour,9,8,", "1 Pz,german,XX,armour,12,8,")
            tab.wait_until(f"{COUNTER}.querySelector('img').dataset.key !== '{first}' && "
                           f"{COUNTER}.querySelectorAll('.outline').length > 0 && {LOADED}", TIMEOUT_S,
                           "the counters' page replaced, with an outline")
            src = tab.value(f"{COUNTER}.querySelector('img').src")
            assert src.endswith("?v=" + tab.value(f"{COUNTER}.querySelector('img').dataset.key"))
            box = tab.value(f"(() => {{ const o = {COUNTER}.querySelector('.outline').getBoundingClientRect(); "
                            f"const p = {COUNTER}.querySelector('img').getBoundingClientRect(); "
                            "return [o.left - p.left, o.top - p.top, o.width, o.height, p.width, p.height]; })()")
            left, top, width, height, page_width, page_height = box
            assert 0 < width < page_width / 4 and 0 < height < page_height / 4  # the counters moved, not the page
            report = tab.value("document.getElementById('report').textContent")
            assert "9 → 12" in report, report
            assert "counters p.1" in tab.value("document.getElementById('touched').textContent")
            now = tab.value(f"{COUNTER}.querySelector('img').dataset.key")
            # the other files' pictures were not asked again
            assert tab.value("document.querySelector('#page-results-1 img').dataset.key") == pictures["page-results-1"]

            edit(game / "counters.yaml", "    width: 16mm\n", "    width: 16 millimetres\n")
            tab.wait_until("!document.getElementById('fault').hidden", TIMEOUT_S, "the fault")
            fault = tab.value("document.getElementById('fault-lines').textContent")
            assert "sample/counters.yaml:29:12: sets[0].width: expected a length" in fault, fault
            assert tab.value(f"{COUNTER}.querySelector('img').dataset.key") == now  # the last good build stays
            assert "last good build" in tab.value("document.getElementById('status').textContent")

            edit(game / "counters.yaml", "    width: 16 millimetres\n", "    width: 16mm\n")
            tab.wait_until("document.getElementById('fault').hidden && document.body.dataset.state === 'ready'",
                           TIMEOUT_S, "the fault to go")
            assert tab.value(f"{COUNTER}.querySelector('img').dataset.key") == now
        before = files_in(game)
        said = studio.stop()
    finally:
        studio.kill()
    assert studio.process.returncode == 0, said
    assert "stopped the studio" in said
    assert files_in(game) == before  # nothing written into the game folder
    assert set(files_in(game)) == set(files_in(SAMPLE))
    assert list(studio.temp.iterdir()) == []  # the builds went, with the studio


def test_several_games_get_a_selector(tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    shutil.copytree(SAMPLE, first)
    shutil.copytree(SAMPLE, second)
    edit(second / "game.yaml", "name: Sample Campaign", "name: Second Campaign")
    studio = Running(tmp_path, first, second)
    try:
        with Tab(chromium(), studio.url) as tab:
            tab.wait_until(f"document.body.dataset.state === 'ready' && !!{COUNTER}", TIMEOUT_S, "the first game")
            assert tab.value("Array.from(document.querySelectorAll('#game option')).map(o => o.value)") == [
                "first", "second"]
            assert tab.value("document.getElementById('status').textContent").startswith("Sample Campaign")
            tab.value("const s = document.getElementById('game'); s.value = 'second'; "
                      "s.dispatchEvent(new Event('change'))")
            tab.wait_until("document.getElementById('status').textContent.startsWith('Second Campaign') && "
                           f"document.body.dataset.state === 'ready' && {COUNTER} && {LOADED}", TIMEOUT_S,
                           "the second game")
            assert "second" in tab.value("location.search")
        studio.stop()
    finally:
        studio.kill()
