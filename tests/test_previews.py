"""README previews: the first page of a built PDF as a small PNG."""

from __future__ import annotations

from click.testing import CliRunner
from PIL import Image

from ntw_print.cli import main


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
