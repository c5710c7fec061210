"""The command line's own messages, word for word: they are how a designer learns what to do next."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from ntw_game import edit, ntw, ntw_copy, replace_in
from ntw_print.app.cli import main
from ntw_print.core.yamlsrc import parse_yaml
from ntw_print.core.errors import DataError

def ids(kind: str) -> str:
    return ", ".join(sorted(getattr(ntw(), kind)))


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_no_game_folder_says_where_it_looked_and_which_games_there_are(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for command in (["check"], ["build"], ["odds", "--table"]):
        result = run(*command)
        assert result.exit_code == 2
        assert result.output.splitlines()[0] == (
            f"data/ntw:1:1: no such game folder: looked for {tmp_path}/data/ntw from {tmp_path}; "
            "--game FOLDER picks the game; games in ./data: none")
    for game in ("zulu", "alpha"):
        (tmp_path / "data" / game).mkdir(parents=True)
        (tmp_path / "data" / game / "game.yaml").write_text("name: x\n")
    (tmp_path / "data" / "notes").mkdir()
    assert run("check", "--game", "data/ntw").output.splitlines()[0].endswith("; games in ./data: data/alpha, data/zulu")


def test_the_fault_summary_says_what_the_command_did_not_do(game_copy):
    edit(game_copy / "units.yaml", "defence: 1", "defence: -1")
    last = {command: run(command, "--game", str(game_copy)).output.splitlines()[-1] for command in ("check", "build")}
    assert last == {"check": "1 fault in the game data.", "build": "1 fault in the game data; nothing was built."}


def test_an_unknown_reference_in_the_data_suggests_the_closest_id(game_copy):
    edit(game_copy / "units.yaml", "weapon: anti-tank, attack: 12", "weapon: anti-tenk, attack: 12")
    fault = run("check", "--game", str(game_copy)).output.splitlines()[0]
    assert fault.endswith(f"unknown weapon 'anti-tenk' (did you mean 'anti-tank'? known: {ids('weapons')})")


def test_an_unknown_odds_option_suggests_the_closest_id():
    result = run("odds", "--unit", "red-infantri", "--weapon", "anti-tank", "--target", "blue-apc",
                 "--terrain", "open", "--turn", "7")
    assert result.exit_code == 2
    assert result.output == f"error: unknown unit 'red-infantri' (did you mean 'red-infantry'? known: {ids('units')})\n"
    assert "did you mean" not in run("odds", "--unit", "zzz", "--weapon", "anti-tank", "--target", "blue-apc",
                                     "--terrain", "open", "--turn", "7").output


def test_the_odds_table_refuses_the_options_of_one_shot():
    result = run("odds", "--table", "--unit", "red-infantry", "--turn", "3")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == ("Error: --table lists every reachable hit score, for any shot; it takes "
                                              "no --unit, --turn (leave out --table to work out one shot)")


def test_paper_is_taken_in_any_case(tmp_path):
    result = run("build", "--game", "data/ntw", "--paper", "A4", "--only", "duplex-test", "--out", str(tmp_path), "--jobs", "1")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "ntw" / "a4" / "duplex-test.pdf").is_file()
    assert run("verify", "--paper", "Letter", "--help").exit_code == 0
    assert "Invalid value for '--paper'" in run("verify", "--paper", "A5", "--out", str(tmp_path)).output


def test_a_bug_in_the_build_is_an_internal_error_not_a_data_error(tmp_path, monkeypatch):
    import ntw_print.app.build

    def broken(*args, **kwargs):
        raise ValueError("list.index(x): x not in list")

    monkeypatch.setattr(ntw_print.app.build, "build", broken)
    result = run("build", "--game", "data/ntw", "--out", str(tmp_path), "--force")
    assert result.exit_code == 1
    assert result.output.splitlines()[-2:] == [
        "internal error: ValueError: list.index(x): x not in list",
        "This is a bug in ntw-print; please report it with the command you ran."]


def test_a_build_that_cannot_be_made_as_asked_is_exit_2(tmp_path):
    result = run("build", "--game", "data/ntw", "--out", str(tmp_path), "--only", "nosuch")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1].startswith("unknown component nosuch (this game has: ")


@pytest.mark.parametrize("text, fault", [
    ("units:\n  - {id: a, b: 1\n  - {id: b}\nother: 2\n",
     "f.yaml:3:5: YAML syntax: expected ',' or '}', but got '{'; the '{' at line 2, column 5 is still open here"),
    ("a: {x: 1,\n  y: 2\n\n",
     "f.yaml:4:1: YAML syntax: expected ',' or '}', but got '<stream end>'; the '{' at line 1, column 4 is still "
     "open here"),
    ("a: [1, 2\nb: 3\n",
     "f.yaml:2:2: YAML syntax: expected ',' or ']', but got ':'; the '[' at line 1, column 4 is still open here"),
    ("a: {x: 1 y: 2}\n", "f.yaml:1:11: YAML syntax: expected ',' or '}', but got ':' (if '1 y: 2' is one value, put it "
                         "in quotes: x: \"1 y: 2\")"),
])
def test_an_open_bracket_is_pointed_at_where_it_opens(text, fault):
    assert yaml_faults(text) == [fault]


@pytest.mark.parametrize("text, fault", [
    ("kind: pieces\nsets:\n\t- id: a\n",
     "f.yaml:3:1: YAML syntax: a tab in the indentation: YAML indents with spaces only (replace the tab at the start of "
     "this line with spaces)"),
    ("a:\n  b: 1\n\tc: 2\n",
     "f.yaml:3:1: YAML syntax: a tab in the indentation: YAML indents with spaces only (replace the tab at the start of "
     "this line with spaces)"),
    ("kind: pieces\ntitle: Units: the first\n",
     "f.yaml:2:13: YAML syntax: the value of 'title' holds ': ', which YAML reads as the start of another key: put the "
     "value in quotes, title: \"Units: the first\""),
    ("rows:\n  - name: Bern\n    note: Rule 4: capital\n",
     "f.yaml:3:17: YAML syntax: the value of 'note' holds ': ', which YAML reads as the start of another key: put the "
     "value in quotes, note: \"Rule 4: capital\""),
    ("rows:\n  - {id: a, text: hello: world}\n",
     "f.yaml:2:24: YAML syntax: expected ',' or '}', but got ':' (if 'hello: world' is one value, put it in quotes: "
     "text: \"hello: world\")"),
])
def test_a_tab_and_a_colon_in_a_value_are_named_in_the_designers_words(text, fault):
    assert yaml_faults(text) == [fault]


def yaml_faults(text: str) -> list[str]:
    """The faults reading `text` as f.yaml reports (it must report some)."""
    with pytest.raises(DataError) as caught:
        parse_yaml(text, "f.yaml")
    return [str(f) for f in caught.value.faults]


def test_verify_refuses_an_unknown_component_as_build_does(tmp_path):
    result = run("verify", "--game", "data/tech-v3", "--out", str(tmp_path), "--only", "tokenz")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == ("unknown component tokenz (this game has: tokens, black-board, "
                                              "white-board, final-board, screens, play-aids)")


def test_odds_refuses_a_game_that_is_not_new_techno_war():
    result = run("odds", "--table", "--game", "data/tech-v3")
    assert result.exit_code == 2
    assert result.output == ("data/tech-v3: odds works out New Techno War's hit scores (a game whose game.yaml says "
                             "`plugin: ntw`); TECH v3 is not played with them\n")


def test_an_output_folder_that_cannot_be_made_is_one_line_not_a_bug(tmp_path):
    (tmp_path / "afile").write_text("")
    refused = run("build", "--game", "data/tech-v3", "--out", str(tmp_path / "afile"))
    assert refused.exit_code == 2 and "is a file" in refused.output
    result = run("build", "--game", "data/tech-v3", "--out", str(tmp_path / "afile" / "sub"))
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (f"cannot write {tmp_path}/afile/sub: Not a directory "
                                              f"({tmp_path}/afile/sub/tech-v3)")


def test_a_write_failing_midway_is_one_line_and_leaves_the_earlier_set(tmp_path, monkeypatch):
    import errno

    import ntw_print.app.build

    args = ["build", "--game", "data/ntw", "--only", "duplex-test", "--out", str(tmp_path), "--jobs", "1"]
    assert run(*args).exit_code == 0
    folder = tmp_path / "ntw" / "a4"
    before = {p.name: p.read_bytes() for p in folder.iterdir()}

    def disk_full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(ntw_print.app.build, "write_manifest", disk_full)
    result = run(*args, "--force")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == f"cannot write {tmp_path}: No space left on device"
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert [p.name for p in folder.parent.iterdir()] == ["a4"]


def test_a_bleed_too_wide_for_a_piece_names_the_option_and_the_largest_that_fits(tmp_path):
    import pickle

    from ntw_print.app.build import DoesNotFit

    data = ntw_copy(tmp_path)  # a troop transport card as wide as an A4 page holds at a 3 mm bleed
    replace_in(data / "pieces.yaml", "size: {width: 72mm, height: 40mm}", "size: {width: 180mm, height: 40mm}")
    result = run("build", "--game", str(data), "--bleed", "7", "--only", "pieces", "--out", str(tmp_path / "out"))
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == ("layout: troop-transport/1/1: a 180 x 40 mm piece does not fit the sheet "
                                              "with a 7 mm bleed (--bleed); the largest bleed it fits is 3 mm")
    assert run("build", "--game", str(data), "--bleed", "3", "--only", "pieces", "--out",
               str(tmp_path / "out")).exit_code == 0
    crossed = pickle.loads(pickle.dumps(DoesNotFit("turn-recorder", "a piece does not fit")))  # from a worker
    assert (crossed.component, str(crossed)) == ("turn-recorder", "a piece does not fit")


def test_only_the_output_folder_s_errors_are_called_write_errors(tmp_path):
    import errno

    from ntw_print.app.cli_options import writing_into

    for error in (BrokenPipeError(errno.EPIPE, "Broken pipe"),  # `ntw-print build | head`: quiet, as before
                  FileNotFoundError(errno.ENOENT, "No such file", "/usr/share/fonts/x.ttf")):
        with pytest.raises(type(error)), writing_into(tmp_path):
            raise error


@pytest.mark.parametrize("text, fault", [
    ("terrain:\n  - {id: forest, colour: #9fc08a, name: Forest}\n  - {id: clear}\n",
     "f.yaml:2:26: YAML syntax: YAML reads an unquoted # as the start of a comment, which leaves this {...} or [...] "
     "open: write the colour in quotes, \"#9fc08a\""),
    ("template:\n  background: #fdf6e3\n  size: 2\n",  # valid YAML, but the colour is silently lost
     "f.yaml:2:3: template.background: YAML reads an unquoted # as the start of a comment: write the colour in "
     "quotes, \"#fdf6e3\""),
])
def test_an_unquoted_colour_is_named_as_the_fault(text, fault):
    assert yaml_faults(text) == [fault]


def test_a_comment_after_an_empty_value_is_left_alone():
    assert parse_yaml("a:  # the default\nb: 1\n", "f.yaml").data == {"a": None, "b": 1}
