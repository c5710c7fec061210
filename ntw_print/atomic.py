"""Write files so that a reader never sees half of one: a temporary file beside it, then a rename."""

from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

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
