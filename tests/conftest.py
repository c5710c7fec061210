"""Shared fixtures: the real game data, and writable copies of it for breaking on purpose."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

# The tests never read or write the real user's saved printer (ntw_print/app/printer.py): their own
# folder, empty, here and in every process they start.
os.environ["NTW_PRINT_CONFIG_DIR"] = tempfile.mkdtemp(prefix="ntw-print-config-")


@pytest.fixture(autouse=True)
def _own_cache_folder(monkeypatch, tmp_path_factory):
    """Each test starts with an empty cache folder (ntw_print/app/check_memo.py): no answer of `check`
    kept by another test, or by the user, is given again."""
    monkeypatch.setenv("NTW_PRINT_CACHE_DIR", str(tmp_path_factory.mktemp("ntw-print-cache")))

from ntw_game import ntw, ntw_copy


@pytest.fixture(scope="session")
def game():
    return ntw()


@pytest.fixture
def game_copy(tmp_path) -> Path:
    """A writable copy of the NTW data folder."""
    return ntw_copy(tmp_path)


SAMPLE = Path(__file__).parent / "fixtures" / "games" / "sample"


@pytest.fixture
def sample(tmp_path) -> Path:
    """A writable copy of the sample data-only game (tests/fixtures/games/sample), as data/sample."""
    target = tmp_path / "data" / "sample"
    shutil.copytree(SAMPLE, target)
    return target


@pytest.fixture(autouse=True)
def _no_project_printer(monkeypatch):
    """A printer file a developer saved in the working folder is not read by the tests."""
    import ntw_print.app.printer

    monkeypatch.setattr(ntw_print.app.printer, "PROJECT_FILE", "ntw-print.tests-read-none.toml")


@pytest.fixture(scope="session")
def checkout(tmp_path_factory) -> Path:
    """ntw-print's code and templates as they were when this test process started, to run the command
    line in where a test compares two runs. A build or check with nothing changed answers from a
    fingerprint of the data *and of every file of the code and templates*; run in the working tree,
    a file saved there between two runs (an edit or a merge while the suite runs, often ten minutes
    on a busy machine) changed the fingerprint, and "nothing changed" failed now and then."""
    import shutil

    from ntw_game import REPO

    root = tmp_path_factory.mktemp("checkout")
    shutil.copytree(REPO / "ntw_print", root / "ntw_print", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(REPO / "templates", root / "templates")
    return root
