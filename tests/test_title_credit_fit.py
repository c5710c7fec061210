"""A sheet's title and credit line, and the print-and-play cover's credit, are measured when the data
is checked as the build sets them (shrunk to fit down to their smallest size): one too long for its
line is refused by `check` and by `build` (which writes nothing) at its own line in the file, with the
room there is, not by the build with a bare layout error; today's lines check and build as before."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from ntw_print.app.cli import main
from ntw_print.core.model.common import SHEET_CREDIT_LENGTH

FIXTURES = Path(__file__).parent / "fixtures"
WIDE = "WMW" * 60  # wide letters


def run(*args) -> object:
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def sample(sample: Path) -> Path:
    """The sample game (conftest's copy), with a track sheet and a volvelle of the kinds' fixtures beside its table."""
    for name in ("track.yaml", "volvelle.yaml"):
        shutil.copy(FIXTURES / "kinds" / name, sample / name)
    return sample


def _set(path: Path, key: str, value: str) -> int:
    """Give the file's top-level `key` this value (added after `kind:` where it has none); its line."""
    lines = path.read_text(encoding="utf-8").splitlines()
    at = next((i for i, line in enumerate(lines) if line.startswith(f"{key}:")), None)
    if at is None:
        at = next(i for i, line in enumerate(lines) if line.startswith("kind:")) + 1
        lines.insert(at, "")
    lines[at] = f'{key}: "{value}"'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return at + 1


def _refused(sample: Path, tmp_path: Path, where: str, *words: str) -> None:
    checked = run("check", "--game", sample)
    assert checked.exit_code == 2, checked.output
    assert where in checked.output and "Traceback" not in checked.output, checked.output
    assert all(w in checked.output for w in words), checked.output
    out = tmp_path / "out"
    built = run("build", "--game", sample, "--out", out)
    assert built.exit_code == 2, built.output
    assert where in built.output and "nothing was built" in built.output and "layout:" not in built.output
    assert not list(out.rglob("*.pdf"))


@pytest.mark.parametrize("file", ["results.yaml", "track.yaml"])
def test_a_sheet_title_too_long_for_its_line_at_its_smallest_size_is_refused_at_the_title(sample, tmp_path, file):
    line = _set(sample / file, "title", "W" * 120)  # the longest a table's or track's title may be
    _refused(sample, tmp_path, f"{file}:{line}:8: title: on A4 paper: ", "wide at 8 pt", "the title line holds 190 mm",
             "at most about 61 characters like these")


@pytest.mark.parametrize("file", ["results.yaml", "track.yaml", "volvelle.yaml"])
def test_a_sheet_credit_of_wide_letters_too_long_for_its_line_is_refused_at_the_credit(sample, tmp_path, file):
    line = _set(sample / file, "credit", WIDE[:SHEET_CREDIT_LENGTH])
    _refused(sample, tmp_path, f"{file}:{line}:9: credit: on A4 paper: ", "the credit line holds 190 mm")


def test_a_pieces_sheet_label_too_long_for_the_foot_of_the_page_is_refused_at_its_credit(sample, tmp_path):
    _set(sample / "counters.yaml", "title", "W" * 80)
    line = _set(sample / "counters.yaml", "credit", WIDE[:SHEET_CREDIT_LENGTH])
    _refused(sample, tmp_path, f"counters.yaml:{line}:9: credit: on A4 paper: ",
             "the label at the foot of the sheet (its title, 'sheet n of N' and its credit) holds 198 mm")


def test_a_game_credit_too_long_for_the_sheets_that_print_it_is_refused_at_game_yaml(sample, tmp_path):
    line = _set(sample / "game.yaml", "credit", WIDE[:120])
    _refused(sample, tmp_path, f"game.yaml:{line}:9: credit: on A4 paper: ",
             "(the line results.yaml prints: the game's name and this credit, as it gives no credit of its own)",
             "(the line counters.yaml prints")


def test_a_game_credit_too_long_for_the_print_and_play_cover_is_refused_at_game_yaml(sample, tmp_path):
    line = _set(sample / "game.yaml", "credit", WIDE[:90])  # fits every sheet's credit line, not the cover's
    _refused(sample, tmp_path, f"game.yaml:{line}:9: credit: on A4 paper (the print-and-play file): ",
             "wide at 6 pt", "the cover's credit line holds 174 mm")


def test_lines_that_fit_when_shrunk_check_and_build(sample, tmp_path):
    """A long title is set smaller to fit, as before: only past its smallest size is it refused."""
    _set(sample / "results.yaml", "title", "W" * 60)
    _set(sample / "game.yaml", "credit", WIDE[:80])
    assert run("check", "--game", sample).exit_code == 0
    built = run("build", "--game", sample, "--out", tmp_path / "out")
    assert built.exit_code == 0, built.output
