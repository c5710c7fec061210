"""Shared fixtures: the real game data, and writable copies of it for breaking on purpose."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
NTW = REPO / "data" / "ntw"


@pytest.fixture(scope="session")
def game():
    from ntw_print.loader import load_game

    return load_game(NTW)


@pytest.fixture
def game_copy(tmp_path) -> Path:
    """A writable copy of the NTW data folder (schema folder beside it, as in the repo)."""
    target = tmp_path / "data" / "ntw"
    shutil.copytree(NTW, target)
    return target


def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    """Replace text in a data file, insisting that it was there."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {path.name}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
