"""A build's fingerprint: the way a rebuild with nothing changed says so without loading the game.

The fingerprint of a build is a hash of every file in the game folder (their bytes), the build
options, the outputs asked for, ntw-print's source, the templates the game reads, and the tool
versions. It is taken before the game is loaded, and a build that draws every file it was asked
for records it in the build cache. A later build with the same fingerprint, whose files are all still there with the
checksums the cache and the manifest recorded, has nothing to do; the CLI reports that before
importing pydantic or reportlab. Anything else (one byte of data, a file missing or edited,
another option) takes the full path, which decides file by file.
"""

from __future__ import annotations

import json
from pathlib import Path

from .manifest import MANIFEST
from .cache import CACHE_FILE, CACHE_FORMAT, intact, package_source, tool_versions
from ..core.game_files import is_game_file
from .inputs import NOT_READ, digest, file_sha256
from ..core.package_files import GAMES_OWN, template_files


def files_under(folder: Path) -> list[list[str]]:
    """Each file by its bytes; one that leads outside the folder or is no regular file (a link to
    /dev/zero) only by its name: it is never read (game_files.py), and loading the game refuses it."""
    if not folder.is_dir():
        return []
    return [[path.relative_to(folder).as_posix(), file_sha256(path) if is_game_file(folder, path) else NOT_READ]
            for path in sorted(folder.rglob("*")) if not path.is_dir() and "__pycache__" not in path.parts]


def fingerprint(game_dir: Path, asked: dict) -> str:
    """A hash of every file in the game folder, ntw-print's source, the templates the game reads,
    the tool versions and what the command was `asked`."""
    return digest({
        "game": files_under(game_dir),
        "asked": asked,
        "code": package_source(),
        # the game's own templates are among its files above (read only when held to its folder)
        "templates": [[str(f.path), file_sha256(f.path)] for f in template_files(game_dir)
                      if f.origin != GAMES_OWN and f.path.is_file()],
        "versions": tool_versions(),
    })


def build_fingerprint(game_dir: Path, options, only: list[str] | None) -> str:
    # the options' values; where they came from makes no other file
    return fingerprint(game_dir, {"options": options.to_json(), "only": sorted(only) if only else None})


class Unchanged(dict):
    """The outputs (each with the inputs it was made from) of the folder they are in."""

    folder: Path


def unchanged_outputs(out: Path, paper: str, fingerprint: str) -> Unchanged | None:
    """The outputs of the last build with this fingerprint, each with the inputs it was made from,
    if every one is still as it was built."""
    for path in sorted(out.glob(f"*/{paper}/{CACHE_FILE}")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            recorded = data.get("fingerprint") or {}
            if data.get("format") != CACHE_FORMAT or recorded.get("digest") != fingerprint:
                continue
            entries = [data["entries"][name] for name in recorded["outputs"]]
            manifest = json.loads((path.parent / MANIFEST).read_text(encoding="utf-8"))
            listed = {f["file"]: f["sha256"] for f in manifest["files"]}
            as_built = all(listed.get(entry["file"]) == entry["sha256"]
                           and intact(path.parent / entry["file"], entry["bytes"], entry["sha256"]) for entry in entries)
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            continue
        if as_built:
            found = Unchanged({name: list(data["entries"][name]["recipe"]["inputs"]) for name in recorded["outputs"]})
            found.folder = path.parent
            return found
    return None
