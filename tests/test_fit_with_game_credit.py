"""A sheet that gives no credit of its own prints the game's: its fit is checked with that credit line,
so that what `check` accepts `build` builds (a board of a stated size too small once the credit line
takes its room at the foot is refused by both, at the size's line)."""

from __future__ import annotations

import math
from pathlib import Path

from click.testing import CliRunner

from ntw_print.app.cli import main
from ntw_print.games import load_game
from ntw_print.kinds.board import layout
from ntw_print.kinds.board.layout import CREDIT_BAND, plan
from ntw_print.print.render.pdf import measure

SAMPLE = Path(__file__).parent / "fixtures" / "games" / "sample"


def run(*args) -> object:
    return CliRunner().invoke(main, [str(a) for a in args])



def _sized(sample: Path, extra_height: float) -> int:
    """Give the sample's map (which credits the game) the size its grid, margins, title and legend need, and
    `extra_height` mm more; the line of `size:`."""
    own = load_game(sample).sheets["map.yaml"].spec  # the map as its file has it, with no credit
    assert own.credit == ""
    laid = plan(own, measure)
    width, height = (math.ceil(v * 100) / 100 for v in (laid.width, laid.height))
    path = sample / "map.yaml"
    lines = path.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("title:")) + 1
    lines.insert(at, f"size: {width:.2f}mm x {height + extra_height:.2f}mm")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return at + 1


def test_a_board_too_small_for_the_games_credit_line_is_refused_by_check_and_build(sample, tmp_path):
    line = _sized(sample, 0.0)  # room for all but the credit line the map prints
    checked = run("check", "--game", sample)
    assert checked.exit_code == 2, checked.output
    assert f"map.yaml:{line}:7: size: the board needs" in checked.output
    assert "title, legend and credit line" in checked.output and "Traceback" not in checked.output
    out = tmp_path / "out"
    built = run("build", "--game", sample, "--out", out)
    assert built.exit_code == 2, built.output
    assert f"map.yaml:{line}:7: size: the board needs" in built.output and "nothing was built" in built.output
    assert not list(out.rglob("*.pdf"))


def test_the_same_board_with_room_for_the_credit_line_checks_and_builds(sample, tmp_path):
    _sized(sample, CREDIT_BAND)  # the credit line's band at the board's foot
    assert run("check", "--game", sample).exit_code == 0
    out = tmp_path / "out"
    built = run("build", "--game", sample, "--out", out)
    assert built.exit_code == 0, built.output
    assert (out / "sample" / "a4" / "map.pdf").exists()


def test_the_sheet_is_drawn_from_the_credited_spec_its_fit_was_checked_with(sample, monkeypatch):
    """Loading laid the map out crediting the game (it gives no credit of its own); drawing it lays
    out nothing again: the build draws the very spec that was checked."""
    from ntw_print.print.components import BuildOptions

    game = load_game(sample)
    sheet = game.sheets["map.yaml"]
    assert sheet.spec.credit == ""
    assert sheet.printed.credit == "Sample Campaign: A test game of ntw-print, after no original."
    planned: list = []
    real = layout._plan
    monkeypatch.setattr(layout, "_plan", lambda spec, measure: planned.append(spec) or real(spec, measure))
    assert game.plugin.components(game)["map"].pages(game, BuildOptions(paper="a4"))
    assert planned == []


def test_a_chart_page_is_laid_out_with_the_games_credit_line(tmp_path):
    """A sheet drawn on framed pages (here a volvelle turned landscape, whose largest disc is as tall as
    the page holds without a credit line) loses the credit line's band at its foot: check refuses what
    the build could not draw, at the discs."""
    game = tmp_path / "data" / "wheel"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text('id: wheel\nname: Wheel\ncredit: "A test of ntw-print."\n', encoding="utf-8")
    text = (SAMPLE.parent.parent / "kinds" / "volvelle.yaml").read_text(encoding="utf-8")
    text = text.replace('credit: "A test volvelle of ntw-print."\n', "landscape: true\n")
    (game / "wheel.yaml").write_text(text.replace("radius: 80mm", "radius: 81.1mm", 1), encoding="utf-8")
    line = text.splitlines().index("discs:") + 2  # its first disc's
    checked = run("check", "--game", game)
    assert checked.exit_code == 2, checked.output
    assert f"wheel.yaml:{line}:3: discs: on A4 paper: disc 'Base': 174.2 mm tall, a page holds 174.0 mm" \
        in checked.output
    out = tmp_path / "out"
    built = run("build", "--game", game, "--out", out)
    assert built.exit_code == 2 and f"wheel.yaml:{line}:3: discs:" in built.output, built.output
    assert not list(out.rglob("*.pdf"))
