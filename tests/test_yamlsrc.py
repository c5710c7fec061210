"""Safe YAML reading: garbage never gives a traceback, abuse is refused, marks point home."""

from __future__ import annotations

import string
from pathlib import Path

from hypothesis import given, settings, strategies as st

import pytest

from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.core.limits import MAX_DATA_FILE_BYTES
from ntw_print.core.yamlsrc import MAX_ALIASES, load_yaml, parse_yaml

YAML_ALPHABET = string.printable + "ü∞«»"
YAML_PIECES = ["- ", ": ", "{", "}", "[", "]", "&a ", "*a", "!!python/object ", "|\n", ">\n", "  ", "\n",
               "'", '"', "#", "---\n", "...", "<<: ", "? ", "%YAML 1.1\n", "\t", "key", "1e9", "0x1f"]


def test_marks_point_to_values():
    source = parse_yaml("units:\n  - id: a\n    weapons:\n      - {weapon: x}\n", "f.yaml")
    assert source.where(("units", 0, "weapons", 0, "weapon")) == (4, 18)
    assert source.where(("units", 0, "id")) == (2, 9)
    assert source.where(("units", 0, "nothing", 3)) == (2, 5)  # nearest ancestor


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=YAML_ALPHABET, max_size=200))
def test_random_text_never_raises_anything_but_data_error(text):
    try:
        parse_yaml(text, "garbage.yaml")
    except DataError as exc:
        assert all(f.file == "garbage.yaml" and f.line >= 1 and f.column >= 1 for f in exc.faults)


@pytest.mark.parametrize("breaks", ["\r", "\r\n", "\x85", "\u2028"])
def test_lines_end_where_yaml_ends_them(breaks):
    """A lone carriage return (an old Mac file) ends a line for YAML; the positions follow it."""
    text = breaks.join(["units:", "  - id: rifle", "    move: 3 # #ff0000"])
    assert parse_yaml(text, "old.yaml").where(("units", 0, "move")) == (3, 11)
    parse_yaml("\r0:", "old.yaml")  # once an IndexError


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(YAML_PIECES + list("abc123-")), max_size=40).map("".join))
def test_yaml_shaped_garbage_never_raises_anything_but_data_error(text):
    try:
        parse_yaml(text, "garbage.yaml")
    except DataError:
        pass


@pytest.fixture(scope="module")
def game_folder(tmp_path_factory):
    """One copy of New Techno War's folder for the module (a test writes its own units.yaml)."""
    import shutil
    from ntw_game import NTW

    folder = tmp_path_factory.mktemp("g") / "ntw"
    shutil.copytree(NTW, folder)
    return folder


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(YAML_PIECES + list("abc123-")), max_size=30).map("".join))
def test_garbage_in_a_game_file_is_a_located_fault(game_folder, text):
    (game_folder / "units.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_game(game_folder)
    faults = caught.value.faults
    assert any(Path(f.file) == game_folder / "units.yaml" for f in faults), faults
    assert all(f.line >= 1 and f.column >= 1 for f in faults), faults


def test_python_tags_are_refused():
    with pytest.raises(DataError) as caught:
        parse_yaml("a: !!python/object/apply:os.system ['echo hi']\n", "evil.yaml")
    assert caught.value.faults[0].line == 1


def test_alias_expansion_is_limited():
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]")
    with pytest.raises(DataError) as caught:
        parse_yaml("\n".join(lines) + "\n", "bomb.yaml")
    assert "refused" in caught.value.faults[0].message
    assert MAX_ALIASES < 1000


def test_a_few_aliases_are_fine():
    source = parse_yaml("base: &b {x: 1}\nother: *b\n", "ok.yaml")
    assert source.data == {"base": {"x": 1}, "other": {"x": 1}}


def test_merge_keys_are_refused():
    with pytest.raises(DataError) as caught:
        parse_yaml("base: &b {x: 1}\nother:\n  <<: *b\n", "merge.yaml")
    assert "merge keys" in caught.value.faults[0].message


def test_duplicate_keys_are_faults():
    with pytest.raises(DataError) as caught:
        parse_yaml("a: 1\nb: 2\na: 3\n", "dup.yaml")
    (fault,) = caught.value.faults
    assert (fault.line, fault.column, fault.message) == (3, 1, "duplicate key 'a'")


@pytest.mark.parametrize("text", ["[" * 1000 + "]" * 1000, "{a: " * 1000 + "}" * 1000])
def test_deep_nesting_is_refused_in_so_many_words(text):
    with pytest.raises(DataError) as caught:
        parse_yaml(text, "deep.yaml")
    assert [str(f) for f in caught.value.faults] == ["deep.yaml:1:1: refused: nesting is too deep"]


def test_oversized_file_is_refused(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("# " + "x" * MAX_DATA_FILE_BYTES + "\n")
    with pytest.raises(DataError) as caught:
        load_yaml(path)
    assert "over the" in caught.value.faults[0].message


def test_binary_file_is_refused(tmp_path):
    path = tmp_path / "bin.yaml"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(DataError) as caught:
        load_yaml(path)
    assert "not UTF-8" in caught.value.faults[0].message
