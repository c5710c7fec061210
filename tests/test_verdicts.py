"""verify keeps what it found: a file that held is not read again while nothing it is held to
changed (its bytes, the data it is made from, the checkers' code), and a failure is never kept."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from ntw_print.app.build import build, output_folder
from ntw_print.app.cache import BUILD_INPUTS, recipe_inputs
from ntw_print.app.cli import main
from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.games.command_line import EXIT_VERIFY
from ntw_print.app.inputs import covered, recording_game
from ntw_print.app.manifest import load_manifest
from ntw_print.app.verify import verdicts, verify, verify_file
from ntw_game import replace_in
from verify_corrupt import build_whole, damageable_copy, replace_shown_text, rewrite_page

DATA = Path(__file__).parents[1] / "data"
TECH = DATA / "tech-v3"


@pytest.fixture(scope="module")
def tech():
    return load_game(TECH)


@pytest.fixture(scope="module")
def built(tech, tmp_path_factory) -> Path:
    """TECH v3's whole set (the print-and-play file too), built once for the module (read-only)."""
    return build_whole(tmp_path_factory, tech)


@pytest.fixture
def folder(built, tmp_path) -> Path:
    return damageable_copy(built, tmp_path)


def every_file(tech) -> list[str]:
    return [f"{name}.pdf" for name in tech.info.components] + ["tech-v3-print-and-play.pdf"]


def test_a_file_that_held_is_not_read_again_while_nothing_changed(tech, folder, monkeypatch):
    first = verify(tech, folder, jobs=1)
    assert first.ok and first.kept == []
    monkeypatch.setattr("ntw_print.print.readback.pdfread.read_pdf", lambda *a, **k: pytest.fail("a file was read again"))
    monkeypatch.setattr("ntw_print.app.verify.print_and_play.check_print_and_play",
                        lambda *a, **k: pytest.fail("the print-and-play file was read again"))
    again = verify(tech, folder, jobs=1)
    assert again.ok and again.kept == every_file(tech)
    assert again.numbers == first.numbers
    assert [r.to_json() for r in again.files] == [r.to_json() for r in first.files]
    assert "not read again" not in "\n".join(first.lines())
    assert "7 files not read again" in "\n".join(again.lines())


def test_a_pdf_changed_after_a_pass_is_read_again_and_fails(tech, folder):
    assert verify(tech, folder, jobs=1).ok
    rewrite_page(folder / "tokens.pdf", 0, replace_shown_text("3", "4"))
    report = verify(tech, folder, jobs=1)
    assert not report.ok
    assert "tokens.pdf" not in report.kept and "black-board.pdf" in report.kept
    assert any(f.file == "tokens.pdf" and f.check == "numbers" for f in report.findings)
    # and the print-and-play file, which gathers it, is held to it again
    assert "tech-v3-print-and-play.pdf" not in report.kept


def test_the_command_fails_on_a_pdf_changed_after_a_pass_it_answered_without_reading(built, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(built, out / "tech-v3" / "a4")
    command = ["verify", "--game", str(TECH), "--out", str(out), "--paper", "a4"]
    assert CliRunner().invoke(main, command).exit_code == 0
    held = CliRunner().invoke(main, command)
    assert held.exit_code == 0 and "7 files not read again" in held.output, held.output
    rewrite_page(out / "tech-v3" / "a4" / "tokens.pdf", 0, replace_shown_text("3", "4"))
    result = CliRunner().invoke(main, command)
    assert result.exit_code == EXIT_VERIFY, result.output
    assert "tokens.pdf: 2 problems" in result.output and "prints 4" in result.output


def test_changed_checker_code_reads_every_file_again(tech, folder, monkeypatch):
    assert verify(tech, folder, jobs=1).ok
    monkeypatch.setattr(verdicts, "code_fingerprint", lambda: "a checker was edited")
    report = verify(tech, folder, jobs=1)
    assert report.ok and report.kept == []


def test_changed_data_reads_again_the_files_made_from_it(tech, folder, tmp_path):
    assert verify(tech, folder, jobs=1).ok
    data = tmp_path / "data"
    shutil.copytree(TECH, data)
    replace_in(data / "black-board.yaml", "#d3cec4", "#d3cec5")
    report = verify(load_game(data), folder, jobs=1)
    assert "black-board.pdf" not in report.kept and "tokens.pdf" in report.kept


def test_a_failing_verify_keeps_no_pass(tech, folder):
    rewrite_page(folder / "tokens.pdf", 0, replace_shown_text("3", "4"))
    assert not verify(tech, folder, jobs=1).ok
    assert not (folder / verdicts.VERDICTS).exists()


def test_force_reads_every_file_again(tech, folder):
    assert verify(tech, folder, jobs=1).ok
    assert verify(tech, folder, jobs=1, force=True).kept == []


def test_damaged_verdicts_are_ignored(tech, folder):
    assert verify(tech, folder, jobs=1).ok
    (folder / verdicts.VERDICTS).write_text("{not json", encoding="utf-8")
    report = verify(tech, folder, jobs=1)
    assert report.ok and report.kept == []
    assert json.loads((folder / verdicts.VERDICTS).read_text(encoding="utf-8"))["format"] == verdicts.FORMAT


def test_parallel_and_serial_verify_give_the_same_report(tech, built):
    serial = verify(tech, built, jobs=1, force=True).as_dict()
    parallel = verify(tech, built, jobs=2, force=True).as_dict()
    serial.pop("seconds"), parallel.pop("seconds")
    assert parallel == serial and serial["ok"]


# --- what a file's report depends on --------------------------------------------------------------

SAMPLES = {"ntw": ["markers", "unit-tiles", "hit-score-wheel", "turn-recorder", "duplex-test"],
           "tech-v3": None, "switzerland": None, "seven-seconds": None, "nouvelle-guerre": None}


@pytest.mark.parametrize("game_name", sorted(SAMPLES))
def test_checkers_read_no_data_the_file_is_not_made_from(game_name, tmp_path):
    """A file's kept report is keyed by the data its build recipe names: a checker reading other data
    could hold a file to data that changed without it. Its reads, through a game that notes each one,
    are those inputs, or what its renderer reads to lay it out (the build trusts the same), or what
    hashing those inputs reads (the print stamp is held to that hash)."""
    game = load_game(DATA / game_name)
    build(game, tmp_path, BuildOptions(), only=SAMPLES[game_name], jobs=1)
    folder = output_folder(tmp_path, game.info.id, "a4")
    manifest, options = load_manifest(folder)
    every = game.plugin.components(game)
    for name in SAMPLES[game_name] or game.info.components:
        component = every[name]
        laying_out, laid_out = recording_game(game)
        component.pages(laying_out, options)
        hashing, hashed = recording_game(game)
        recipe_inputs(hashing, component)
        checking, read = recording_game(game)
        report = verify_file(checking, folder, component, options, manifest)
        assert report.ok, "\n".join(str(f) for f in report.findings)
        declared = (*BUILD_INPUTS, *component.inputs)
        assert sorted(r for r in read - laid_out - hashed if not covered(r, declared)) == [], name
