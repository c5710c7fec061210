"""The NTW game data for tests: loaded once, or copied to a folder where a test may break it."""

from __future__ import annotations

import functools
import shutil
from pathlib import Path

from ntw_print.games import load_game

REPO = Path(__file__).resolve().parent.parent
NTW = REPO / "data" / "ntw"


@functools.cache
def ntw():
    """The real NTW data, loaded once (treat it as read-only)."""
    return load_game(NTW)


def ntw_copy(folder: Path) -> Path:
    """A writable copy of the NTW data folder inside ``folder``."""
    target = folder / "data" / "ntw"
    shutil.copytree(NTW, target)
    return target


def replace_in(path: Path, old: str, new: str) -> None:
    """Replace ``old`` (which must be there, once) with ``new`` in a data file."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not in {path.name} exactly once"
    path.write_text(text.replace(old, new), encoding="utf-8")


def edit(path: Path, old: str, new: str) -> None:
    """Replace the first ``old`` (which must be there) with ``new`` in a data file."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
