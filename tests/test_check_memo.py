"""`check` of data it found valid before, unchanged since, answers at once without loading it; any
change to the data, a template or the options checks in full, and a fault is always found afresh."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ntw_game import edit

PROBE = """
import json, sys
import ntw_print
from ntw_print.app.cli import main
try:
    main(sys.argv[1:])
except SystemExit as exit:
    code = exit.code
print(json.dumps({"loaded": "pydantic" in sys.modules, "code": code or 0, "code_from": ntw_print.__file__}))
"""


def probe(code: Path, *args: str) -> dict:
    """`check` run with the code in `code`: what it printed (`lines`), whether it loaded the data, its
    exit code, and where its code came from."""
    done = subprocess.run([sys.executable, "-c", PROBE, "check", *args], capture_output=True, text=True, cwd=code,
                          timeout=120)
    *lines, last = done.stdout.splitlines()
    return {"lines": lines, **json.loads(last)}


@pytest.fixture
def check(checkout):
    """`check` as a function: what it printed (its answer), whether it loaded the data, and its exit
    code; every run in one copy of the code (conftest's `checkout`)."""
    def run(*args: str) -> tuple[list[str], bool, int]:
        found = probe(checkout, *args)
        return found["lines"], found["loaded"], found["code"]
    return run


def test_runs_compared_run_one_copy_of_the_code_not_the_working_tree(game_copy, checkout):
    """A file saved in the working tree between two runs made them differ (issue 28, item 18)."""
    assert probe(checkout, "--game", str(game_copy))["code_from"] == str(checkout / "ntw_print" / "__init__.py")


def test_unchanged_data_gets_the_same_answer_without_being_loaded(game_copy, check):
    first, loaded, _ = check("--game", str(game_copy))
    assert loaded and first == ["New Techno War: the data is valid (21 files)."]
    again, loaded, _ = check("--game", str(game_copy))
    assert again == first and not loaded
    listed, loaded, _ = check("--game", str(game_copy), "--designer-values")  # other options: their own answer
    assert loaded and listed != first and any("designer:" in line for line in listed)
    assert check("--game", str(game_copy), "--designer-values")[:2] == (listed, False)


def test_a_change_checks_again_and_a_fault_is_never_kept(game_copy, check):
    check("--game", str(game_copy))
    units = game_copy / "units.yaml"
    edit(units, "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    lines, loaded, code = check("--game", str(game_copy))
    assert loaded and code == 0
    edit(units, "{weapon: anti-tank, attack: 13,", "{weapon: anti-tank, attack: -13,")
    for _ in range(2):  # found the second time too
        lines, loaded, code = check("--game", str(game_copy))
        assert loaded and code == 2
    (game_copy / "templates").mkdir()
    (game_copy / "notes.txt").write_text("a file beside the data\n", encoding="utf-8")
    edit(units, "{weapon: anti-tank, attack: -13,", "{weapon: anti-tank, attack: 13,")
    assert check("--game", str(game_copy))[1:] == (True, 0)
    assert check("--game", str(game_copy))[1:] == (False, 0)
    (game_copy / "notes.txt").write_text("another word\n", encoding="utf-8")  # any file of the folder counts
    assert check("--game", str(game_copy))[1:] == (True, 0)
