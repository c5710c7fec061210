"""Where ntw-print's own files are: its source, and the tile templates it reads."""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_ROOT = os.path.dirname(os.path.abspath(__file__))


def templates_folder() -> Path:
    """The top-level `templates/` of a source checkout, or the copy an installed package carries."""
    installed = Path(PACKAGE_ROOT) / "templates"
    return installed if installed.is_dir() else Path(PACKAGE_ROOT).parent / "templates"
