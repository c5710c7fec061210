"""A build lays a game's sheets out to find what would stop them printing while its workers draw, not
before they start (core/checks_later.py): what it finds is refused as loading refuses it, every fault
at its line, exit 2, nothing written; `check` and every other command still find it as the game loads."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from ntw_print.app.cli import main
from ntw_print.core.checks_later import collected, faults_of, now_or_later, reads
from ntw_print.core.errors import DataError, Fault
from ntw_print.games import load_game

SWISS = Path(__file__).parents[1] / "data" / "switzerland"
LONG_NAME = "1 Infantry Division of the Very Long Name Mountain Brigade"


@pytest.fixture(scope="module")
def too_long(tmp_path_factory) -> Path:
    """Switzerland with a counter whose name does not fit it, and a scenario whose rules do not fit its sheet."""
    game = tmp_path_factory.mktemp("bad") / "switzerland"
    shutil.copytree(SWISS, game)
    units = game / "units.csv"
    lines = units.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[1] = lines[1].replace("1 Inf,", f"{LONG_NAME},", 1)
    units.write_text("".join(lines), encoding="utf-8")
    scenario = game / "scenarios" / "19-1-historical.yaml"
    text = scenario.read_text(encoding="utf-8")
    rules = "special:\n" + ("  - " + "a special rule that goes on and on " * 15 + "\n") * 3
    scenario.write_text(text.replace("special:\n", rules, 1), encoding="utf-8")
    return game


def fault(text: str) -> Fault:
    return Fault("f.yaml", 1, 1, "", text)


def test_a_check_runs_at_once_unless_a_build_collects_it():
    assert now_or_later("counters.yaml", lambda: [fault("now")]) == [fault("now")]
    with collected() as later:
        assert now_or_later("counters.yaml", lambda: [fault("later")]) == []
    assert [f.message for f in faults_of(later)] == ["later"]
    assert reads(("game.yaml#name", "counters.yaml", "symbols/"), later[0])
    assert not reads(("counters.yaml.bak", "game.yaml#counters.yaml"), later[0])


def test_a_load_that_fails_while_collecting_still_reports_the_collected_faults():
    with pytest.raises(DataError) as raised:
        with collected():
            now_or_later("counters.yaml", lambda: [fault("does not fit")])
            raise DataError([fault("not a number")])
    assert [f.message for f in raised.value.faults] == ["does not fit", "not a number"]


def test_each_check_goes_with_the_first_file_drawn_that_reads_it(too_long):
    from ntw_print.app.build import _checks_by_file, selected_components

    with collected() as later:
        game = load_game(too_long)
    order = ["scenarios", "map", "map-tiled", "counters", "setup", "aid", "tracks"]
    by_name = {c.name: c for c in selected_components(game, None)}
    shares = _checks_by_file([by_name[name] for name in order], later)
    about = {name: sorted(later[i].about for i in share) for name, share in shares.items()}
    assert about == {"scenarios": ["map.yaml", "scenarios/", "setup.yaml"], "counters": ["counters.yaml"],
                     "aid": ["aid.yaml"], "tracks": ["tracks.yaml"]}


def test_loading_for_a_build_leaves_the_laying_out_to_the_build(too_long):
    with pytest.raises(DataError):
        load_game(too_long)  # as `check`, `verify` and `export` load it
    with collected() as later:
        game = load_game(too_long)
    assert game.scenarios and len(later) >= 5  # a check a sheet, and the scenarios' sheets


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_build_refuses_what_does_not_fit_at_its_line_and_writes_nothing(too_long, tmp_path, jobs):
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["build", "--game", str(too_long), "--out", str(out), "--paper", "a4",
                                       "--jobs", jobs])
    assert result.exit_code == 2, result.output
    lines = result.output.splitlines()
    assert any(line.startswith(f"{too_long / 'units.csv'}:2:1:") and LONG_NAME in line for line in lines)
    assert any(line.startswith(f"{too_long / 'scenarios' / '19-1-historical.yaml'}:") and "on A4 paper" in line
               for line in lines)
    assert lines[-1] == "3 faults in the game data; nothing was built."  # the counter, the scenario on A4 and Letter
    assert not out.exists()


def test_check_finds_the_same_faults_as_the_game_loads(too_long):
    result = CliRunner().invoke(main, ["check", "--game", str(too_long)])
    assert result.exit_code == 2 and LONG_NAME in result.output
