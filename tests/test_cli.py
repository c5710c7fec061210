"""The command line as a user meets it: exit codes, one line per fault, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys

from ntw_game import NTW, REPO, edit


def ntw_print(*args: str, cwd=REPO) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ntw_print.app.cli", *args], capture_output=True, text=True, cwd=cwd)


def test_check_passes_on_every_game_in_data():
    result = ntw_print("check")
    assert result.returncode == 0, result.stderr
    games = sorted(p.parent.name for p in (REPO / "data").glob("*/game.yaml"))
    assert len(games) >= 2 and result.stdout.count("the data is valid") == len(games), result.stdout


def test_check_on_broken_data_lists_faults_and_exits_2(game_copy):
    edit(game_copy / "units.yaml", "weapon: anti-tank, attack: 12", "weapon: lazer, attack: 12")
    edit(game_copy / "terrain.yaml", "    protection: 4\n", "    protection: lots\n")
    result = ntw_print("check", "--game", str(game_copy))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert lines[-1] == "1 fault in the game data."
    assert lines[0].startswith(f"{game_copy / 'terrain.yaml'}:") and "terrain[2].protection" in lines[0]


def test_designer_values_are_listed_with_their_place():
    result = ntw_print("check", "--designer-values")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert any(l.startswith("data/ntw/weapons.yaml:") and "designer: weapons[0].range = 16" in l for l in lines)
    assert any("markers.yaml" in l and "resolved: markers[9].variants" in l and "49" in l for l in lines)
    assert not any("assault-rifle" in l and ".range" in l for l in lines)  # stated: not a designer value
    # readings the rulebook does not state are marked, with their reasons
    assert any("designer: weapons[3].ignores_defence = True" in l and "APC's armour" in l for l in lines)
    assert sum("designer: terrain[" in l and ".vehicles = never" in l and "buildings" in l for l in lines) == 2
    assert any(l.startswith("data/ntw/scenarios/dont-shoot.yaml:") and "resolved: missions[0].text" in l
               and '"tank"' in l for l in lines)
    # issue 14: every reading the data takes is listed with its note
    assert sum(l.startswith("data/ntw/scenarios/") and "designer: board = " in l for l in lines) == 9
    assert any("miss-matrix.yaml" in l and "designer: cells" in l and "13 has" in l for l in lines)
    assert any("pieces.yaml" in l and "resolved: section_tiles" in l and '"3 tiles"' in l for l in lines)
    assert any("pieces.yaml" in l and "designer: pieces[" in l and ".holds = 8" in l and "9 figures" in l for l in lines)
    assert any("pieces.yaml" in l and "resolved: pieces[" in l and ".count = 2" in l and "3 hexagons" in l
               for l in lines)
    assert sum("units.yaml" in l and "resolved: units[" in l and "no effect on the rules" in l for l in lines) == 2
    assert any("special-rules.yaml" in l and "resolved: end_of_game.time_out" in l for l in lines)
    assert any("dont-shoot.yaml" in l and "resolved: victory.conditions" in l and "every civilian" in l
               for l in lines)


def test_version_and_help():
    assert ntw_print("--version").stdout.startswith("ntw-print, version ")
    for command in ("build", "check", "schema"):
        result = ntw_print(command, "--help")
        assert result.returncode == 0 and "Usage:" in result.stdout


def test_committed_schemas_are_current(tmp_path):
    assert ntw_print("schema", "--out", str(tmp_path)).returncode == 0
    for path in tmp_path.iterdir():
        committed = REPO / "schema" / path.name
        assert committed.exists(), f"schema/{path.name} is not committed: run ntw-print schema"
        assert json.loads(committed.read_text()) == json.loads(path.read_text()), f"schema/{path.name} is stale"


def test_every_data_file_names_its_schema():
    from ntw_print.games.ntw.loader import FILE_KINDS
    from ntw_print.app.schema import schema_name

    for kind in FILE_KINDS:
        paths = sorted((NTW / kind.name).glob("*.yaml")) if kind.folder else [NTW / kind.name]
        for path in paths:
            first = path.read_text().splitlines()[0]
            depth = "../" * (len(path.relative_to(REPO).parts) - 1)
            assert first == f"# yaml-language-server: $schema={depth}schema/{schema_name(kind.name)}", path


def test_every_template_names_its_schema():
    from ntw_print.games.ntw.model.templates import TEMPLATE_MODELS
    from ntw_print.app.schema import schema_name

    for name in TEMPLATE_MODELS:
        first = (REPO / "templates" / name).read_text().splitlines()[0]
        assert first == f"# yaml-language-server: $schema=../schema/{schema_name(name)}"
