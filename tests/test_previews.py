"""README previews: the first page of a built PDF as a small PNG."""

from __future__ import annotations

from click.testing import CliRunner
from PIL import Image

from ntw_print.app.cli import main


def test_preview_of_a_built_file(tmp_path):
    runner = CliRunner()
    assert runner.invoke(main, ["build", "--game", "data/ntw", "--out", str(tmp_path), "--only", "turn-recorder"]).exit_code == 0
    result = runner.invoke(main, ["preview", "--out", str(tmp_path / "ntw" / "a4"), "--to", str(tmp_path / "png"),
                                  "turn-recorder"])
    assert result.exit_code == 0, result.output
    with Image.open(tmp_path / "png" / "turn-recorder.png") as image:
        assert image.width == 480 and image.height > 200
    by_default = runner.invoke(main, ["preview", "--out", str(tmp_path / "ntw" / "a4"), "turn-recorder"])
    assert by_default.output == f"{tmp_path / 'ntw' / 'a4' / 'previews' / 'turn-recorder.png'}\n"


def test_preview_of_a_file_not_built_names_the_built_ones(tmp_path):
    for name in ("markers", "pieces"):
        (tmp_path / f"{name}.pdf").write_bytes(b"%PDF-1.4")
    result = CliRunner().invoke(main, ["preview", "--out", str(tmp_path), "marker"])
    assert result.exit_code == 2
    assert result.output == (f"unknown built file 'marker' (did you mean 'markers'? known: markers, pieces) "
                             f"in {tmp_path}\n")


def test_preview_without_a_build_says_what_to_do(tmp_path):
    result = CliRunner().invoke(main, ["preview", "--out", str(tmp_path), "--to", str(tmp_path / "png"), "markers"])
    assert result.exit_code == 2
    assert "run ntw-print build first" in result.output


def test_preview_of_a_game_reads_only_its_id_from_game_yaml(tmp_path, monkeypatch):
    """`preview --game` finds the game's built set by the id game.yaml gives; the rest of the game's
    files are not read (one being edited, half-written, does not stop the previews)."""
    import shutil

    from ntw_game import REPO

    game = tmp_path / "sample"
    shutil.copytree(REPO / "tests" / "fixtures" / "games" / "sample", game)
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    assert runner.invoke(main, ["build", "--game", str(game), "--only", "results"]).exit_code == 0
    (game / "counters.yaml").write_text("kind: pieces\ntitle: [half written\n")
    result = runner.invoke(main, ["preview", "--game", str(game), "--to", str(tmp_path / "png")])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "png" / "results.png").is_file()
    (game / "game.yaml").write_text("name: Sample Campaign\n")
    result = runner.invoke(main, ["preview", "--game", str(game)])
    assert result.exit_code == 2 and "sample/game.yaml:1:1: missing required key 'id'\n" in result.output
