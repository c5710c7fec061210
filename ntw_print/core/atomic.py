"""Write files so that a reader never sees half of one: a temporary file beside it, then a rename;
and whole folders the same way (a staging folder beside it, then a swap).

A process killed while it stages a folder leaves its staging folder (and, killed while swapping,
the earlier folder) behind. The next one to stage beside them removes them, but only when no other
process is staging there: every process staging in a folder holds a shared lock on that folder
(flock), and removing leftovers takes the lock alone, without waiting. A lock ends with the process
that held it, however it ended, so a leftover is never mistaken for a live build's folder (where
there is no flock, leftovers are left alone).
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]  # (no locks there: leftovers stay)

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
    filesystem, and the earlier folder is removed. A block that fails leaves nothing behind, not even
    the folders made to hold the staging folder.
    """
    made = list(itertools.takewhile(lambda path: not path.exists(), (target.parent, *target.parent.parents)))
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        with _staging_beside(target):
            staging = Path(tempfile.mkdtemp(prefix=f".{target.name}{STAGING}", dir=target.parent))
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
    except BaseException:
        for path in made:  # deepest first; one something else has put a file in stays
            with contextlib.suppress(OSError):
                path.rmdir()
        raise


STAGING, EARLIER = ".staging-", ".earlier-"  # `.a4.staging-x1y2`, beside `a4`


@contextmanager
def _staging_beside(target: Path) -> Iterator[None]:
    """Hold a shared lock on the folder `target` is in while staging there; first, if no other
    process holds one, remove what killed processes left of their staging (see the module docstring)."""
    if fcntl is None:
        yield
        return
    folder = os.open(target.parent, os.O_RDONLY)
    try:
        try:
            fcntl.flock(folder, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # another process stages here (or the filesystem has no locks): leave all as it is
            pass
        else:
            remove_leftovers(target)
        try:
            fcntl.flock(folder, fcntl.LOCK_SH)
        except OSError:  # no locks on this filesystem: stage without one
            pass
        yield
    finally:
        os.close(folder)  # the lock goes with it


def remove_leftovers(target: Path) -> None:
    """Remove the staging and earlier folders of `target` that killed processes left; call it only
    holding the folder's lock alone. An earlier folder is put back when `target` itself is missing
    (killed between the two renames of a swap: it is the last whole set)."""
    for path in sorted(target.parent.glob(f".{glob.escape(target.name)}{EARLIER}*")):
        if not target.exists():
            os.rename(path, target)
        else:
            shutil.rmtree(path, ignore_errors=True)
    for path in sorted(target.parent.glob(f".{glob.escape(target.name)}{STAGING}*")):
        shutil.rmtree(path, ignore_errors=True)


def _carry(source: Path, target: Path) -> None:
    if source.is_dir() and not source.is_symlink():
        shutil.copytree(source, target, symlinks=True, copy_function=link_or_copy)
    else:
        link_or_copy(source, target)


def link_or_copy(source: str | Path, target: str | Path) -> None:
    try:
        os.link(source, target, follow_symlinks=False)
    except OSError:
        shutil.copy2(source, target, follow_symlinks=False)


def _swap(staging: Path, target: Path) -> None:
    """Put `staging` where `target` is; `target` is back in place if that cannot be done."""
    if not target.exists():
        os.rename(staging, target)
        return
    earlier = Path(tempfile.mkdtemp(prefix=f".{target.name}{EARLIER}", dir=target.parent))
    os.rmdir(earlier)
    os.rename(target, earlier)
    try:
        os.rename(staging, target)
    except BaseException:
        os.rename(earlier, target)
        raise
    shutil.rmtree(earlier, ignore_errors=True)
