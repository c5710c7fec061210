"""YAML files parsed before, kept by their bytes: a game loaded again (every build, check and verify
is a fresh process) reads each file it read before from here instead of parsing it again, which took
a fiftieth of a second of every load of New Techno War.

Each parse is kept in ntw-print's cache folder (cache_folder.py), under a hash of the file's bytes,
the name it is shown by (its faults name it) and the code that parses (this package's YAML reader and
PyYAML's version): any change to one of them parses afresh. Only files that parsed without a fault
are kept (a fault is always found afresh), as plain values written with `marshal`, and each one read
back is a new copy (a loader may change what it is given). An entry that cannot be read is parsed
again, as is one larger than a parse of the largest data file could be or one another user could have
written (the folder may be shared: NTW_PRINT_CACHE_DIR); the oldest are removed when there are more
than `MOST_KEPT`.
"""

from __future__ import annotations

import functools
import hashlib
import marshal
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cache_folder import cache_folder
from .limits import MAX_DATA_FILE_BYTES

if TYPE_CHECKING:
    from .yamlsrc import Source

FORMAT = 1
MOST_KEPT = 2000
LARGEST_ENTRY = 8 * MAX_DATA_FILE_BYTES  # a parse's values, marks and blocks, for the largest file read
FOLDER = "parsed-yaml"
# the modules whose code decides what a file parses to
PARSER = ("yamlsrc.py", "numbers.py", "game_files.py", "limits.py", "parsed_files.py")


@functools.cache
def _parser_key() -> bytes:
    import yaml

    here = Path(__file__).parent
    code = b"".join(hashlib.sha256((here / name).read_bytes()).digest() for name in PARSER)
    return b"%d\0%s\0%s\0" % (FORMAT, yaml.__version__.encode(), code)


def _entry(data: bytes, name: str) -> Path:
    key = hashlib.sha256(_parser_key() + name.encode("utf-8") + b"\0" + data).hexdigest()
    return cache_folder() / FOLDER / f"{key[:40]}.marshal"


def kept(data: bytes, name: str) -> "Source | None":
    """The Source the file with these bytes, shown by `name`, parsed to before; None if it is not kept."""
    from .yamlsrc import Source

    try:
        with open(_entry(data, name), "rb") as file:
            if not _own(os.fstat(file.fileno())):
                return None
            found: Any = marshal.loads(file.read(LARGEST_ENTRY + 1))
        path, values, marks, blocks, tables = found
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if path != name or not all(isinstance(m, dict) for m in (marks, blocks, tables)):
        return None
    return Source(path, values, marks, blocks, tables)


def _own(status: os.stat_result) -> bool:
    """Whether a kept entry is one this user wrote, that no one else may write, and not too large to be one."""
    mine = not hasattr(os, "getuid") or status.st_uid == os.getuid()
    return mine and not status.st_mode & 0o022 and status.st_size <= LARGEST_ENTRY


def keep(data: bytes, name: str, source: "Source") -> None:
    """Keep what the file with these bytes parsed to (nothing when the cache folder cannot be written)."""
    from .atomic import replacing

    target = _entry(data, name)
    try:
        with replacing(target) as temporary:
            temporary.write_bytes(marshal.dumps((source.path, source.data, source.marks, source.blocks,
                                                 source.tables)))
        _prune(target.parent)
    except (OSError, ValueError):  # no room, no rights, or a value marshal cannot write
        pass


def _prune(folder: Path) -> None:
    """The oldest half removed when more than MOST_KEPT parses are kept."""
    entries = list(os.scandir(folder))
    if len(entries) <= MOST_KEPT:
        return
    entries.sort(key=lambda entry: entry.stat().st_mtime_ns)
    for entry in entries[:len(entries) // 2]:
        try:
            os.unlink(entry.path)
        except OSError:
            pass
