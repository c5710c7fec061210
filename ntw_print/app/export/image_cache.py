"""The pictures an export drew, kept beside the set for the next export (`<set>/export-cache/`).

Each piece of work (a few pieces, a board, a chart page, a thumbnail) keeps its files in a folder
named by the hash of everything they were drawn from: the PDF they show (its sha256 in the
manifest), the names and sizes asked for, the dpi, the code that draws them and the tools' versions.
An export whose work has a folder there takes its files from it instead of drawing them again.

A folder is made under a temporary name and renamed when every file in it is written, with a record
of each file's size and date; it counts only while every file still has them (the export folder
links to the same files, so a picture edited there is drawn again next time). An export holds a
lock on the cache while it works, and at the end removes every folder it did not use.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

try:
    import fcntl
except ImportError:  # Windows: exports of one set are not kept apart
    fcntl = None  # type: ignore[assignment]

CACHE = "export-cache"
RECORD = "record.json"  # in each folder: its files' sizes and dates, and what the work said of them
MAKING = ".making-"


def stamp(path: Path) -> list[int]:
    status = path.stat()
    return [status.st_size, status.st_mtime_ns]


def files_under(folder: Path) -> dict[str, Path]:
    """Every file under `folder` but the record, by its path inside it."""
    return {path.relative_to(folder).as_posix(): path for path in sorted(folder.rglob("*"))
            if path.is_file() and path.name != RECORD}


class ImageCache:
    def __init__(self, set_folder: Path):
        self.root = set_folder / CACHE
        self.used: set[str] = set()
        self.listed: dict[str, list[str]] = {}  # the files of each folder found or made, by their paths in it

    def find(self, key: str) -> dict | None:
        """What the work `key` said of its files, when its folder is there with every file intact."""
        folder = self.root / key
        try:
            record = json.loads((folder / RECORD).read_text(encoding="utf-8"))
            if set(record["files"]) != set(files_under(folder)):  # only its own files: no name reaching outside
                return None
            if not all(stamp(folder / name) == list(kept) for name, kept in record["files"].items()):
                return None
        except (OSError, ValueError, TypeError, KeyError):
            return None
        self.used.add(key)
        self.listed[key] = sorted(record["files"])
        return record["said"]

    def files(self, key: str) -> dict[str, Path]:
        """The files of a folder found or made, by their paths in it."""
        return {name: self.root / key / name for name in self.listed[key]}

    @contextmanager
    def making(self, key: str) -> Iterator[tuple[Path, dict]]:
        """A folder for the files of the work `key` and a dict for what it says of them; kept under
        `key` when the block succeeds, else removed."""
        self.root.mkdir(parents=True, exist_ok=True)
        folder = Path(tempfile.mkdtemp(prefix=MAKING, dir=self.root))
        said: dict = {}
        try:
            yield folder, said
            files = {name: stamp(path) for name, path in files_under(folder).items()}
            (folder / RECORD).write_text(json.dumps({"files": files, "said": said}, sort_keys=True), encoding="utf-8")
            target = self.root / key
            shutil.rmtree(target, ignore_errors=True)  # one whose files were edited
            os.rename(folder, target)
            self.used.add(key)
            self.listed[key] = sorted(files)
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise

    def prune(self) -> None:
        """Remove every folder this export did not use (a set's earlier drawings, work left half done)."""
        if self.root.is_dir():
            for entry in self.root.iterdir():
                if entry.is_dir() and entry.name not in self.used:
                    shutil.rmtree(entry, ignore_errors=True)

    @contextmanager
    def locked(self) -> Iterator[None]:
        """The cache to this process alone (another export of the same set waits)."""
        self.root.mkdir(parents=True, exist_ok=True)
        with open(self.root / ".lock", "a") as handle:
            if fcntl is not None:
                fcntl.flock(handle, fcntl.LOCK_EX)
            yield
