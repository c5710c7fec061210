"""Games are found through the entry-point group `ntw_print.games`, and their commands through
`ntw_print.commands`: a small game package installed into a folder of its own plugs in with its
rule check and its command, and the engine names no game of its own to find it."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ntw_game import REPO

PACKAGE = {
    "dice_race-0.1.dist-info/METADATA": """
        Metadata-Version: 2.1
        Name: dice-race
        Version: 0.1
        """,
    "dice_race-0.1.dist-info/entry_points.txt": """
        [ntw_print.games]
        dice-race = dice_race:PLUGIN

        [ntw_print.commands]
        race-length = dice_race:race_length
        """,
    "dice_race/__init__.py": """
        import click

        from ntw_print.core.errors import Fault
        from pathlib import Path

        from ntw_print.games.command_line import game_option, load_or_exit
        from ntw_print.games.sheets import SheetRules, sheets_plugin


        def checks(game):
            table = game.sheets["track.yaml"]
            squares = len(table.spec.tables[0].rows)
            if squares < 6:
                return [Fault("track.yaml", 1, 1, "", f"a race needs at least 6 squares, not {squares}")]
            return []


        PLUGIN = sheets_plugin("dice-race", SheetRules(checks=checks))


        @click.command()
        @game_option(Path("data/dice-race"))
        def race_length(game_dir):
            \"\"\"How many squares the race runs.\"\"\"
            game = load_or_exit(game_dir, "nothing was counted")
            click.echo(f"{len(game.sheets['track.yaml'].spec.tables[0].rows)} squares")
        """,
}

GAME = {
    "game.yaml": """
        id: dice-race
        name: Dice Race
        plugin: dice-race
        credit: "a test game"
        components: [track]
        """,
    "track.yaml": """
        kind: table
        title: The course
        tables:
          - title: Squares
            columns: [number, text]
            rows: {rows}
        """,
}


def write(folder: Path, files: dict[str, str], **fields) -> None:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).format(**fields) if fields else textwrap.dedent(text), encoding="utf-8")


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The package as pip installs it into a folder of its own (`pip install --target`): the code,
    and the dist-info whose entry_points.txt registers the game and its command."""
    site = tmp_path_factory.mktemp("site")
    write(site, PACKAGE)
    return site


def run(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(REPO)])}
    return subprocess.run([sys.executable, "-m", "ntw_print.app.cli", *args], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=300)


def game(folder: Path, squares: int) -> Path:
    rows = [[n, "start" if n == 1 else "go on"] for n in range(1, squares + 1)]
    write(folder, {"game.yaml": GAME["game.yaml"]})
    (folder / "track.yaml").write_text(textwrap.dedent(GAME["track.yaml"]).replace("{rows}", str(rows)),
                                       encoding="utf-8")
    return folder


def test_an_installed_game_is_read_by_its_plugin_and_builds(installed, tmp_path):
    folder = game(tmp_path / "data" / "dice-race", 8)
    built = run(installed, tmp_path, "build", "--game", str(folder), "--out", str(tmp_path / "out"))
    assert built.returncode == 0, built.stderr
    assert (tmp_path / "out" / "dice-race" / "a4" / "track.pdf").is_file()


def test_an_installed_game_s_rule_refuses_its_data(installed, tmp_path):
    folder = game(tmp_path / "dice-race", 4)
    checked = run(installed, tmp_path, "check", "--game", str(folder))
    assert checked.returncode == 2
    assert "track.yaml:1:1: a race needs at least 6 squares, not 4" in checked.stderr


def test_an_installed_game_s_command_is_offered_and_runs(installed, tmp_path):
    folder = game(tmp_path / "dice-race", 7)
    listed = run(installed, tmp_path, "--help")
    assert "race-length" in listed.stdout and "odds" in listed.stdout
    counted = run(installed, tmp_path, "race-length", "--game", str(folder))
    assert counted.returncode == 0, counted.stderr
    assert counted.stdout.strip() == "7 squares"


def test_a_game_folder_naming_a_plugin_not_installed_lists_those_there_are(tmp_path):
    write(tmp_path, {"game.yaml": "id: x\nname: X\nplugin: dice-race\ncomponents: []\n"})
    checked = subprocess.run([sys.executable, "-m", "ntw_print.app.cli", "check", "--game", str(tmp_path)],
                             capture_output=True, text=True, timeout=120)
    assert checked.returncode == 2
    assert "unknown plugin 'dice-race'" in checked.stderr and "nouvelle-guerre" in checked.stderr


def test_the_engine_names_no_game():
    """Only a game's own package and pyproject.toml's entry points name a game's plugin; the
    registry, the data-only reader and the app find them."""
    package = REPO / "ntw_print"
    games = ("ntw", "switzerland", "seven_seconds", "nouvelle_guerre")
    naming = [str(path.relative_to(REPO)) for path in package.rglob("*.py")
              if not any(path.is_relative_to(package / "games" / name) for name in games)
              and any(f"games.{name}" in path.read_text(encoding="utf-8") for name in games)]
    assert naming == []


def test_a_game_this_package_brings_is_found_without_reading_every_package_s_metadata(monkeypatch):
    """Reading the metadata of every installed package took 5 ms of CPU of each command
    that loads a game; the games this package brings, and a data-only game, are found without it."""
    import importlib.metadata

    import ntw_print.games as games

    def every_package(*args, **kwargs):
        raise AssertionError("every installed package's metadata was read")

    monkeypatch.setattr(importlib.metadata, "entry_points", every_package)
    games.plugins.cache_clear()
    games._brought.cache_clear()
    try:
        assert games.plugin_named("ntw").id == "ntw"
        assert games.plugin_named("switzerland").id == "switzerland"
        assert games._plugin_id(REPO / "data" / "tech-v3") == games.DATA_ONLY
    finally:
        games.plugins.cache_clear()


def test_a_deferred_function_imports_its_module_when_first_called():
    """A plugin names its parts by `deferred("module:function")`; nothing is imported before a call."""
    from ntw_print.core.deferred import deferred

    code = ("import sys; from ntw_print.core.deferred import deferred; chances = deferred("
            "'ntw_print.games.switzerland.odds:crt_chances'); "
            "print('ntw_print.games.switzerland.odds' in sys.modules)")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "False"
    assert deferred("textwrap:dedent")("  a\n  b") == "a\nb"
