"""In a designer's own folder (data/ holding their games, not New Techno War), every command works
on the games there, as `build` does: none of them falls back to data/ntw or output/ntw."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from ntw_print.app.cli import main

SAMPLE = Path(__file__).parent / "fixtures" / "games" / "sample"


@pytest.fixture
def own_folder(tmp_path, monkeypatch) -> Path:
    """A working folder holding only data/mygame (the sample game, whose id is `sample`)."""
    shutil.copytree(SAMPLE, tmp_path / "data" / "mygame")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_watch_watches_the_games_present(own_folder, monkeypatch):
    watched = []
    monkeypatch.setattr("ntw_print.app.watch.watch", lambda games, *args, **kwargs: watched.append(games))
    result = CliRunner().invoke(main, ["watch"])
    assert result.exit_code == 0, result.output
    assert watched == [[Path("data/mygame")]]


def test_watch_without_a_game_says_where_it_looked(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["watch"])
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        f"data/ntw:1:1: no such game folder: looked for {tmp_path}/data/ntw from {tmp_path}; --game FOLDER picks "
        "the game; games in ./data: none",
        "1 fault in the game data; nothing was watched."]


def test_preview_shows_the_sets_of_the_games_present(own_folder):
    runner = CliRunner()
    assert runner.invoke(main, ["build", "--only", "results"]).exit_code == 0
    result = runner.invoke(main, ["preview"])
    assert result.exit_code == 0, result.output
    assert result.output == "output/sample/a4/previews/results.png\n"
    assert (own_folder / "output" / "sample" / "a4" / "previews" / "results.png").is_file()


def test_preview_of_several_games_puts_each_in_a_folder_of_its_own(own_folder):
    shutil.copytree(SAMPLE, own_folder / "data" / "other")
    (own_folder / "data" / "other" / "game.yaml").write_text(
        (SAMPLE / "game.yaml").read_text(encoding="utf-8").replace("id: sample", "id: other"), encoding="utf-8")
    runner = CliRunner()
    for game in ("data/mygame", "data/other"):
        assert runner.invoke(main, ["build", "--game", game, "--only", "results"]).exit_code == 0
    result = runner.invoke(main, ["preview", "--to", "png"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == ["png/sample/results.png", "png/other/results.png"]
    assert runner.invoke(main, ["preview", "--game", "data/other", "--out", "output/other/a4"]).exit_code == 2


def test_preview_of_a_game_not_built_says_so(own_folder):
    result = CliRunner().invoke(main, ["preview"])
    assert result.exit_code == 2
    assert result.output == "no built PDF in output/sample/a4: run ntw-print build first\n"
