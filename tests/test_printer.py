"""The remembered printer: saved per user or per project, the command line wins, every build says
which settings it used and where each came from. Never the real user's files: a folder per test."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from ntw_print.app import printer
from ntw_print.app.cli import main

SAMPLE = Path(__file__).parent / "fixtures" / "games" / "sample"


@pytest.fixture
def places(tmp_path, monkeypatch):
    """An empty user config folder and an empty project folder to run in."""
    user, project = tmp_path / "config", tmp_path / "project"
    project.mkdir()
    monkeypatch.setenv(printer.CONFIG_DIR_VARIABLE, str(user))
    monkeypatch.setattr(printer, "PROJECT_FILE", "ntw-print.toml")
    monkeypatch.chdir(project)
    return user / printer.USER_FILE, project / "ntw-print.toml"


def test_nothing_saved_gives_the_defaults(places):
    settings = printer.resolve({})
    assert (settings.paper, settings.duplex, settings.back_offset) == ("a4", "long", (0.0, 0.0))
    assert set(settings.origins.values()) == {"default"}


def test_the_command_line_wins_then_the_project_then_the_user(places):
    user, project = places
    printer.save(user, {"paper": "letter", "duplex": "short", "back_offset": (1.0, -0.5)})
    printer.save(project, {"paper": "a3"})
    settings = printer.resolve({"duplex": "fold"})
    assert (settings.paper, settings.duplex, settings.back_offset) == ("a3", "fold", (1.0, -0.5))
    assert settings.origins == {"paper": "saved in ntw-print.toml", "duplex": "command line",
                                "back_offset": f"saved in {user}"}


def test_saving_keeps_the_other_settings_of_the_file(places):
    user, _ = places
    printer.save(user, {"back_offset": (0.5, -1.0)})
    printer.save(user, {"duplex": "short"})
    assert printer.read_file(user) == {"back_offset": (0.5, -1.0), "duplex": "short"}


@pytest.mark.parametrize("content, words", [
    ("[printer]\nduplex = 'sideways'\n", "duplex is one of long, short, fold"),
    ("[printer]\nback_offset = [9, 0]\n", "at most 4 mm"),
    ("[printer]\npaper = 'b5'\n", "'b5' is not a paper"),
    ("[printer]\ncolour = 'red'\n", "'colour' is not a printer setting"),
    ("[printer\n", "cannot be read as TOML"),
    ("paper = 'letter'\n", "paper stands outside a table; put it under [printer]"),
    ("[printr]\npaper = 'letter'\n", "'printr' is not a printer file's table (the settings go under [printer])"),
])
def test_a_broken_saved_file_is_reported_with_its_path(places, content, words):
    _, project = places
    project.write_text(content)
    with pytest.raises(printer.PrinterFileError, match=re.escape(words)) as caught:
        printer.resolve({})
    assert str(project) in str(caught.value)
    result = CliRunner().invoke(main, ["printer", "show"])
    assert result.exit_code == 2 and words in result.output


def test_save_show_and_reset_on_the_command_line(places):
    user, project = places
    run = CliRunner()
    assert run.invoke(main, ["printer", "save", "--back-offset", "0.5,-1", "--duplex", "short"]).exit_code == 0
    assert run.invoke(main, ["printer", "save", "--here", "--paper", "ledger"]).exit_code == 0
    shown = run.invoke(main, ["printer", "show"]).output
    assert "paper tabloid (saved in ntw-print.toml), short-edge duplex (saved in" in shown
    assert "back offset 0.5,-1 mm" in shown
    assert "removed ntw-print.toml" in run.invoke(main, ["printer", "reset", "--here"]).output
    assert run.invoke(main, ["printer", "reset"]).exit_code == 0
    assert not user.exists() and not project.exists()
    assert "nothing saved" in run.invoke(main, ["printer", "reset"]).output
    assert run.invoke(main, ["printer", "save"]).exit_code == 2


def test_a_build_uses_the_saved_printer_and_records_where_it_came_from(places, tmp_path):
    from ntw_game import NTW

    user, _ = places
    printer.save(user, {"back_offset": (1.5, -0.5), "duplex": "short"})
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["build", "--game", str(NTW), "--out", str(out), "--only", "duplex-test",
                                       "--paper", "letter", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (f"printer: paper letter (command line), short-edge duplex (saved in "
                                             f"{user}), back offset 1.5,-0.5 mm (saved in {user})")
    manifest = json.loads((out / "ntw" / "letter" / "manifest.json").read_text())
    assert manifest["options"] == {"paper": "letter", "bleed": 3.0, "duplex": "short", "back_offset": [1.5, -0.5]}
    assert manifest["options_from"]["duplex"] == f"saved in {user}"
    assert manifest["options_from"]["paper"] == "command line"


def test_export_keeps_where_the_printer_settings_came_from(places, tmp_path):
    user, _ = places
    printer.save(user, {"paper": "letter"})
    out = tmp_path / "out"
    assert CliRunner().invoke(main, ["build", "--game", str(SAMPLE), "--out", str(out), "--jobs", "1"]).exit_code == 0
    manifest = out / "sample" / "letter" / "manifest.json"
    recorded = json.loads(manifest.read_text())["options_from"]
    assert recorded["paper"] == f"saved in {user}"
    result = CliRunner().invoke(main, ["export", "--game", str(SAMPLE), "--out", str(out), "--paper", "letter",
                                       "--dpi", "72"])
    assert result.exit_code == 0, result.output
    assert json.loads(manifest.read_text())["options_from"] == recorded


def test_export_exports_the_set_of_the_saved_printer(places, tmp_path):
    user, _ = places
    printer.save(user, {"paper": "letter", "duplex": "short"})
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["export", "--game", str(SAMPLE), "--out", str(out), "--dpi", "72"])
    assert result.exit_code == 0, result.output
    assert [p.name for p in (out / "sample").iterdir()] == ["letter"]
    assert (out / "sample" / "letter" / "export").is_dir()
    manifest = json.loads((out / "sample" / "letter" / "manifest.json").read_text())
    assert manifest["options"]["duplex"] == "short"
