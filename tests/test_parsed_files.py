"""A YAML file parsed before is read back from the cache folder, the same values and places, as a
copy of its own; a file changed by one byte, or shown by another name, is parsed afresh; a file with
a fault is never kept; a damaged entry is parsed again."""

from __future__ import annotations

from pathlib import Path

import pytest

import ntw_print.core.yamlsrc as yamlsrc
from ntw_print.core import parsed_files
from ntw_print.core.errors import DataError

TEXT = "units:\n  - id: red-tank\n    notes: |\n      first line\n      second\n    attack: 12.5\n"


def not_parsed(monkeypatch) -> None:
    def refused(text):
        raise AssertionError("the file was parsed again")

    monkeypatch.setattr(yamlsrc, "_compose", refused)


def test_a_file_parsed_before_is_read_back_the_same(tmp_path, monkeypatch):
    path = tmp_path / "units.yaml"
    path.write_text(TEXT, encoding="utf-8")
    first = yamlsrc.load_yaml(path, "units.yaml", tmp_path)
    not_parsed(monkeypatch)
    again = yamlsrc.load_yaml(path, "units.yaml", tmp_path)
    assert (again.path, again.data, again.marks, again.blocks, again.tables) == \
           (first.path, first.data, first.marks, first.blocks, first.tables)
    again.data["units"].append("changed by a loader")
    assert yamlsrc.load_yaml(path, "units.yaml", tmp_path).data == first.data  # each one read back is a copy


def test_a_changed_file_or_another_name_is_parsed_afresh(tmp_path):
    path = tmp_path / "units.yaml"
    path.write_text(TEXT, encoding="utf-8")
    yamlsrc.load_yaml(path, "units.yaml", tmp_path)
    path.write_text(TEXT.replace("12.5", "13.5"), encoding="utf-8")
    assert yamlsrc.load_yaml(path, "units.yaml", tmp_path).data["units"][0]["attack"] == 13.5
    assert yamlsrc.load_yaml(path, "data/units.yaml", tmp_path).path == "data/units.yaml"


def test_a_file_with_a_fault_is_not_kept(tmp_path):
    path = tmp_path / "units.yaml"
    path.write_text("units: [1, 2]\nunits: 3\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(DataError, match="duplicate key 'units'"):
            yamlsrc.load_yaml(path, "units.yaml", tmp_path)
    assert not (parsed_files.cache_folder() / parsed_files.FOLDER).exists()


def test_a_damaged_entry_is_parsed_again(tmp_path):
    path = tmp_path / "units.yaml"
    path.write_text(TEXT, encoding="utf-8")
    first = yamlsrc.load_yaml(path, "units.yaml", tmp_path).data
    for entry in (parsed_files.cache_folder() / parsed_files.FOLDER).iterdir():
        entry.write_bytes(b"\x00 not what was kept")
    assert yamlsrc.load_yaml(path, "units.yaml", tmp_path).data == first


def test_the_oldest_are_removed_past_the_most_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(parsed_files, "MOST_KEPT", 4)
    for n in range(7):
        path = tmp_path / f"file{n}.yaml"
        path.write_text(f"n: {n}\n", encoding="utf-8")
        yamlsrc.load_yaml(path, path.name, tmp_path)
    assert len(list((parsed_files.cache_folder() / parsed_files.FOLDER).iterdir())) <= 4


def test_an_entry_another_user_could_have_written_is_parsed_again(tmp_path, monkeypatch):
    """The cache folder may be shared (NTW_PRINT_CACHE_DIR): an entry writable by others is not trusted."""
    path = tmp_path / "units.yaml"
    path.write_text(TEXT, encoding="utf-8")
    first = yamlsrc.load_yaml(path, "units.yaml", tmp_path).data
    for entry in (parsed_files.cache_folder() / parsed_files.FOLDER).iterdir():
        entry.chmod(0o666)
    parsed = []
    compose = yamlsrc._compose
    monkeypatch.setattr(yamlsrc, "_compose", lambda text: parsed.append(1) or compose(text))
    assert yamlsrc.load_yaml(path, "units.yaml", tmp_path).data == first
    assert parsed == [1]
