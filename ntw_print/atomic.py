"""Write files so that a reader never sees half of one: a temporary file beside it, then a rename;
and whole folders the same way (a staging folder beside it, then a swap)."""

from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

_UMASK = os.umask(0o022)
os.umask(_UMASK)


@contextmanager
def replacing(target: Path) -> Iterator[Path]:
    """A temporary path beside `target`: it replaces `target` when the block succeeds, else vanishes.

    The file gets the usual permissions (as `open` would give it), not the private ones of a
    temporary file.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(handle)
    temp = Path(name)
    try:
        os.chmod(temp, 0o666 & ~_UMASK)
        yield temp
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def write_text(target: Path, content: str) -> None:
    with replacing(target) as temp:
        temp.write_text(content, encoding="utf-8")


@contextmanager
def staged_folder(target: Path, keep: Callable[[str], bool]) -> Iterator[Path]:
    """A staging folder beside `target` that replaces it when the block succeeds, else vanishes.

    The staging folder starts with the entries of `target` that `keep(name)` accepts, hard-linked
    (copied where links are not possible): carried over as they are, bytes and dates. `target`
    is not touched until the block has finished; then the two folders swap by renames on the same
    filesystem, and the earlier folder is removed.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.staging-", dir=target.parent))
    try:
        os.chmod(staging, 0o777 & ~_UMASK)
        if target.is_dir():
            for entry in sorted(target.iterdir()):
                if keep(entry.name):
                    _carry(entry, staging / entry.name)
        yield staging
        _swap(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _carry(source: Path, target: Path) -> None:
    if source.is_dir() and not source.is_symlink():
        shutil.copytree(source, target, symlinks=True, copy_function=_link_or_copy)
    else:
        _link_or_copy(source, target)


def _link_or_copy(source: str | Path, target: str | Path) -> None:
    try:
        os.link(source, target, follow_symlinks=False)
    except OSError:
        shutil.copy2(source, target, follow_symlinks=False)


def _swap(staging: Path, target: Path) -> None:
    """Put `staging` where `target` is; `target` is back in place if that cannot be done."""
    if not target.exists():
        os.rename(staging, target)
        return
    earlier = Path(tempfile.mkdtemp(prefix=f".{target.name}.earlier-", dir=target.parent))
    os.rmdir(earlier)
    os.rename(target, earlier)
    try:
        os.rename(staging, target)
    except BaseException:
        os.rename(earlier, target)
        raise
    shutil.rmtree(earlier, ignore_errors=True)
