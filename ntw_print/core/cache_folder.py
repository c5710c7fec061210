"""ntw-print's own folder of things worked out once and kept between runs: `check`'s answers
(app/check_memo.py) and the YAML files parsed (parsed_files.py). Everything in it can be deleted at
any time: it is only ever worked out again.

The folder is `$XDG_CACHE_HOME/ntw-print` or `~/.cache/ntw-print` on Linux, `~/Library/Caches/ntw-print`
on macOS, `%LOCALAPPDATA%\\ntw-print\\Cache` on Windows; `NTW_PRINT_CACHE_DIR` names another folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

CACHE_DIR_VARIABLE = "NTW_PRINT_CACHE_DIR"


def cache_folder() -> Path:
    """ntw-print's folder under the platform's cache folder (or the one NTW_PRINT_CACHE_DIR names)."""
    if given := os.environ.get(CACHE_DIR_VARIABLE):
        return Path(given)
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local") / "ntw-print" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "ntw-print"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "ntw-print"
