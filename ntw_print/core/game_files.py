"""The files of a game folder, read only from inside it: every file a game reads goes through here.

A game folder is untrusted input. Every YAML file found in it and every file its data names (a
CSV table, a symbol's SVG, a picture, a file an SVG refers to) is held here to three rules before
a byte of it is read:

- it lies inside the game's folder once its links are followed: an absolute path, a `../` that
  climbs out, or a link to a file elsewhere is refused;
- it is a regular file: a pipe or a device (a name linked to /dev/zero) is never read;
- it is no larger than its limit (limits.py), and no more than that is read.

A refusal is a `Refused` error whose words the caller reports at the value that named the file.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

OUTSIDE = "every file a game reads must be inside its folder"


class Refused(ValueError):
    """Why a file of a game folder is not read, in words for its designer."""


def within(folder: Path, path: Path, shown: str | None = None) -> Path:
    """`path` (a file of `folder`: `folder / name`, where an absolute name stands for itself) with
    every link followed; Refused when that lies outside `folder` (the file need not exist)."""
    target = path.resolve()
    if not target.is_relative_to(folder.resolve()):
        raise Refused(f"{shown or path} leads outside the game's folder: {OUTSIDE}")
    return target


def too_big(size: int | None, limit: int) -> str:
    """`file is 1,048,650 bytes, over the limit of 1,024 KiB` (its size unknown: it grew while read)."""
    return f"file is {f'{size:,} bytes' if size is not None else 'larger'}, over the limit of {limit // 1024:,} KiB"


def _held(info: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise Refused("not a regular file (a pipe or a device is never read)")
    if info.st_size > limit:
        raise Refused(too_big(info.st_size, limit))


def check_file(path: Path, limit: int, shown: str) -> None:
    """Refused, naming the file `shown`, when the file at `path` is not a regular file or is over
    `limit` bytes (nothing is read)."""
    try:
        _held(os.stat(path), limit)
    except OSError as exc:
        raise Refused(_named(shown, f"cannot read file ({exc.strerror})")) from None
    except Refused as exc:
        raise Refused(_named(shown, str(exc))) from None


def read_bytes(path: Path, limit: int, shown: str | None = None) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them; Refused (naming the file
    `shown`, when given) when it is not a regular file or is larger. A pipe is opened without
    waiting for a writer, and not read."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise Refused(_named(shown, f"cannot read file ({exc.strerror})")) from None
    with os.fdopen(handle, "rb") as stream:
        try:
            _held(os.fstat(stream.fileno()), limit)
        except Refused as exc:
            raise Refused(_named(shown, str(exc))) from None
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise Refused(_named(shown, too_big(None, limit)))
    return data


def _named(shown: str | None, why: str) -> str:
    return f"{shown}: {why}" if shown else why


def text_of(data: bytes, encoding: str = "utf-8") -> str:
    """Bytes read as text, as `Path.read_text` reads them (\\r\\n and \\r become \\n)."""
    return data.decode(encoding).replace("\r\n", "\n").replace("\r", "\n")


def is_game_file(folder: Path, path: Path) -> bool:
    """Whether `path` is a regular file inside `folder` once its links are followed (a file that is
    not is never read, not even to be hashed)."""
    try:
        return within(folder, path).is_file()
    except Refused:
        return False
