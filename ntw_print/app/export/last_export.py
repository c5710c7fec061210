"""An export with nothing to do says so without loading the game.

After an export the set's image cache records what it was made from (the build's fingerprint of the
game folder, ntw-print's code and the options; the dpi and the address of the images) and the size
and date of every file it wrote. The next export of the same game into the same folder is up to
date when all of that is as it was and the PDFs are as built; anything else exports again (and
draws only the pictures whose PDF changed: image_cache.py).
"""

from __future__ import annotations

import json
from pathlib import Path

from ...core.atomic import write_text
from . import CATALOGUE, EXPORT
from .image_cache import CACHE, stamp

RECORD = "last-export.json"


def image_base(folder: Path, image_url: str | None) -> str:
    """Where Tabletop Simulator finds the images: the address given, else the export folder on this disk."""
    base = image_url if image_url is not None else (folder / EXPORT).resolve().as_uri() + "/"
    return base if base.endswith("/") else base + "/"


def _asked(game_dir: Path, fingerprint: str, dpi: int, base: str) -> dict:
    return {"game": str(game_dir.resolve()), "fingerprint": fingerprint, "dpi": dpi, "images": base}


def forget_export(folder: Path) -> None:
    (folder / CACHE / RECORD).unlink(missing_ok=True)


def record_export(folder: Path, game_dir: Path, fingerprint: str, dpi: int, image_url: str | None) -> None:
    files = [path for path in sorted((folder / EXPORT).rglob("*")) if path.is_file()] + [folder / CATALOGUE]
    written = {path.relative_to(folder).as_posix(): stamp(path) for path in files}
    write_text(folder / CACHE / RECORD, json.dumps({**_asked(game_dir, fingerprint, dpi, image_base(folder, image_url)),
                                                    "files": written}, indent=1) + "\n")


def unchanged_export(game_dir: Path, out: Path, paper: str, dpi: int, image_url: str | None):
    """(set folder, build options, the build's unchanged outputs) when the last export of this game
    into `out` for `paper` is up to date, else None."""
    from ..fingerprint import build_fingerprint, unchanged_outputs
    from ..manifest import read_manifest

    for path in sorted(out.glob(f"*/{paper}/{CACHE}/{RECORD}")):
        folder = path.parent.parent
        try:
            last = json.loads(path.read_text(encoding="utf-8"))
            if last["game"] != str(game_dir.resolve()):
                continue
            options = read_manifest(folder)[1]
            if options is None:
                continue
            fingerprint = build_fingerprint(game_dir, options, None)
            if {key: last[key] for key in ("game", "fingerprint", "dpi", "images")} != _asked(
                    game_dir, fingerprint, dpi, image_base(folder, image_url)):
                continue
            if not all(stamp(folder / name) == list(kept) for name, kept in last["files"].items()):
                continue
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            continue
        unchanged = unchanged_outputs(out, options.folder, fingerprint)
        if unchanged is not None and unchanged.folder == folder:
            return folder, options, unchanged
    return None
