"""A game folder as it was at a git revision, copied out into a folder of its own (`diff --rev`)."""

from __future__ import annotations

import io
import subprocess
import tarfile
from pathlib import Path


class RevisionError(Exception):
    """The revision, or the folder at it, cannot be read (with git's own words)."""


def _git(folder: Path, *args: str) -> bytes:
    try:
        done = subprocess.run(["git", "-C", str(folder), *args], capture_output=True, check=False)
    except FileNotFoundError:
        raise RevisionError("git is not installed") from None
    if done.returncode != 0:
        raise RevisionError(done.stderr.decode("utf-8", "replace").strip().splitlines()[-1] if done.stderr else
                            f"git {' '.join(args)} failed")
    return done.stdout


def folder_at(folder: Path, revision: str, into: Path) -> Path:
    """`folder` (inside a git work tree) as it was at `revision`, written under `into`; the copy's path."""
    if revision.startswith("-"):
        raise RevisionError(f"'{revision}' is not a revision")
    top = Path(_git(folder, "rev-parse", "--show-toplevel").decode().strip())
    prefix = _git(folder, "rev-parse", "--show-prefix").decode().strip()
    archive = _git(top, "archive", "--format=tar", f"{revision}:{prefix}" if prefix else revision)
    copy = into / "at-revision"
    copy.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(copy, filter="data")  # the archive is read as untrusted: nothing lands outside `copy`
    if not (copy / "game.yaml").is_file():
        raise RevisionError(f"{folder} has no game.yaml at {revision}")
    return copy
