"""Shared fixtures: the real game data, and writable copies of it for breaking on purpose."""

from __future__ import annotations

from pathlib import Path

import pytest

from ntw_game import ntw, ntw_copy


@pytest.fixture(scope="session")
def game():
    return ntw()


@pytest.fixture
def game_copy(tmp_path) -> Path:
    """A writable copy of the NTW data folder."""
    return ntw_copy(tmp_path)
