"""What a build killed mid-way leaves beside the output folder (its staging folder, or the earlier
set while swapping) is removed by the next build, and never what a build still running uses."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from ntw_game import REPO
from ntw_print.core.atomic import staged_folder

STAGE = """
import sys
from pathlib import Path
from ntw_print.core.atomic import staged_folder
with staged_folder(Path(sys.argv[1]), keep=lambda name: True) as staging:
    (staging / "theirs.txt").write_text("theirs")
    print(staging.name, flush=True)
    sys.stdin.readline()  # staging, until told to finish
"""


def stager(target: Path) -> tuple[subprocess.Popen, str]:
    """Another process, staging `target` until its input gets a line; and its staging folder's name."""
    process = subprocess.Popen([sys.executable, "-c", STAGE, str(target)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, cwd=REPO)
    return process, process.stdout.readline().strip()


def stage(target: Path, name: str = "mine.txt") -> None:
    with staged_folder(target, keep=lambda entry: True) as staging:
        (staging / name).write_text("mine")


def entries(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def set_folder(tmp_path: Path) -> Path:
    target = tmp_path / "a4"
    target.mkdir()
    (target / "old.txt").write_text("old")
    return target


def test_a_killed_builds_staging_folder_is_removed_by_the_next_build(tmp_path):
    target = set_folder(tmp_path)
    killed, left = stager(target)
    killed.kill()
    killed.wait()
    assert entries(tmp_path) == sorted(["a4", left])  # what a killed build leaves
    stage(target)
    assert entries(tmp_path) == ["a4"]
    assert entries(target) == ["mine.txt", "old.txt"]


def test_a_running_builds_staging_folder_is_left_alone(tmp_path):
    target = set_folder(tmp_path)
    running, theirs = stager(target)
    leftover = tmp_path / ".a4.staging-left"  # as a build killed meanwhile would leave it
    leftover.mkdir()
    try:
        stage(target)  # while the other stages: it may not know which folder is whose, so it removes none
        assert entries(tmp_path) == sorted(["a4", theirs, leftover.name])
    finally:
        running.communicate("\n", timeout=60)
    assert running.returncode == 0
    assert entries(target) == ["old.txt", "theirs.txt"]  # it finished last, from the set it started from
    stage(target, "again.txt")  # alone now: the leftover goes
    assert entries(tmp_path) == ["a4"]


def test_a_set_lost_between_the_renames_of_a_swap_is_put_back(tmp_path):
    earlier = tmp_path / ".a4.earlier-x1y2"
    earlier.mkdir()
    (earlier / "old.txt").write_text("old")
    (tmp_path / ".a4.staging-x3y4").mkdir()
    stage(tmp_path / "a4")
    assert entries(tmp_path) == ["a4"]
    assert entries(tmp_path / "a4") == ["mine.txt", "old.txt"]


def test_other_folders_leftovers_wait_for_their_own_build(tmp_path):
    set_folder(tmp_path)
    (tmp_path / ".letter.staging-x1y2").mkdir()
    stage(tmp_path / "a4")
    assert entries(tmp_path) == [".letter.staging-x1y2", "a4"]


def test_a_block_that_fails_leaves_no_folder_it_made_and_every_folder_that_was_there(tmp_path):
    target = tmp_path / "out" / "game" / "a4"
    try:
        with staged_folder(target, keep=lambda entry: True) as staging:
            (staging / "half.pdf").write_text("half")
            raise RuntimeError("drawing failed")
    except RuntimeError:
        pass
    assert entries(tmp_path) == []  # out/ and out/game/ were made for it: gone
    (tmp_path / "out" / "other").mkdir(parents=True)
    try:
        with staged_folder(target, keep=lambda entry: True):
            raise RuntimeError("drawing failed")
    except RuntimeError:
        pass
    assert entries(tmp_path) == ["out"] and entries(tmp_path / "out") == ["other"]  # out/ was there: kept
