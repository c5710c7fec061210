"""What `check` said the last time it found a game's data valid, kept so that checking the same
data again answers at once, without loading it.

The answer is kept with a fingerprint of everything it depends on: every file in the game folder
(its bytes), the templates the game reads, ntw-print's source, the versions of the libraries that
read and measure the data, and the options asked. Checking again with the same fingerprint prints
the kept answer; anything else (one byte of data, another template, another version) checks in
full. Only answers that the data is valid are kept: a fault is always found afresh.

The answers live in ntw-print's cache folder (core/cache_folder.py), one small file per game folder.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .cache import source_version
from ..core.cache_folder import cache_folder
from .fingerprint import fingerprint

# the libraries whose versions decide what the data may hold (pydantic pins its core), and where
# their sources name them
READERS = (("pydantic", "version.py"), ("yaml", "__init__.py"))


def check_fingerprint(game_dir: Path, options: dict) -> str:
    """The fingerprint of checking `game_dir` with `options` (see the module docstring)."""
    readers = {module: source_version(module, file) for module, file in READERS}
    # the folder as given: the answer names its files that way
    return fingerprint(game_dir, {"check": options, "folder": str(game_dir), "readers": readers})


def _memo_file(game_dir: Path, options: dict) -> Path:
    """One file for each game folder and set of options."""
    name = json.dumps([str(game_dir.resolve()), options], sort_keys=True)
    return cache_folder() / "checks" / f"{hashlib.sha256(name.encode('utf-8')).hexdigest()[:16]}.json"


def remembered(game_dir: Path, options: dict, key: str) -> list[str] | None:
    """The lines the last check of `game_dir` with `options` printed, if it found the data valid and
    its fingerprint was `key`."""
    try:
        data = json.loads(_memo_file(game_dir, options).read_text(encoding="utf-8"))
        if data["fingerprint"] == key and all(isinstance(line, str) for line in data["lines"]):
            return list(data["lines"])
    except (OSError, ValueError, TypeError, KeyError):
        pass
    return None


def remember(game_dir: Path, options: dict, key: str, lines: list[str]) -> None:
    """Keep the lines a check that found the data valid printed (nothing, if the folder cannot be written)."""
    from ..core.atomic import write_text

    kept = {"game": str(game_dir.resolve()), "options": options, "fingerprint": key, "lines": lines}
    try:
        write_text(_memo_file(game_dir, options), json.dumps(kept, indent=1) + "\n")
    except OSError:
        pass

