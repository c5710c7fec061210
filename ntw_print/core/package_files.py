"""Where ntw-print's own files are: its source, and the tile templates it reads.

Each tile template is looked for in three places, and the first that has it wins:

1. beside the game's data, in `<game folder>/templates/` (the game's own design);
2. in `templates/` of the working folder (a designer's edits to the shipped templates);
3. ntw-print's defaults: the top-level `templates/` of a source checkout, or the copy an
   installed package carries.

A game may bring one template and take the other from the defaults.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # ntw_print/, above core/
# the CMYK profile a print shop's files are converted through and carry (print/render/pdfx.py, docs/print-shop.md)
PRESS_PROFILE = os.path.join(PACKAGE_ROOT, "print", "profiles", "ntw-print-FOGRA39.icc")
TEMPLATES = "templates"  # the folder name, in a game folder, the working folder and the package
TEMPLATE_NAMES = ("unit-tile.yaml", "section-tile.yaml", "board-legend.yaml", "marker-face.yaml", "piece-face.yaml",
                  "reference-card.yaml", "turn-recorder.yaml")

GAMES_OWN, WORKING_FOLDER, DEFAULT = "the game's own", "the working folder's", "ntw-print's default"


def templates_folder() -> Path:
    """ntw-print's default templates: the top-level `templates/` of a source checkout, or the copy an
    installed package carries."""
    installed = Path(PACKAGE_ROOT) / TEMPLATES
    return installed if installed.is_dir() else Path(PACKAGE_ROOT).parent / TEMPLATES


@dataclass(frozen=True)
class TemplateFile:
    name: str  # "unit-tile.yaml"
    path: Path
    origin: str  # GAMES_OWN, WORKING_FOLDER or DEFAULT

    def shown(self) -> str:
        """`data/ntw/templates/unit-tile.yaml (the game's own)`."""
        return f"{shown_path(self.path)} ({self.origin})"


def template_places(game_dir: Path) -> list[tuple[Path, str]]:
    """The folders a template is looked for in, first first; the working folder's `templates/`
    counts as the defaults when it is the defaults (a source checkout)."""
    default = templates_folder()
    working = Path.cwd() / TEMPLATES
    same = working.is_dir() and default.is_dir() and working.samefile(default)
    return [(game_dir / TEMPLATES, GAMES_OWN), (working, DEFAULT if same else WORKING_FOLDER), (default, DEFAULT)]


def template_files(game_dir: Path) -> list[TemplateFile]:
    """Each template as the game reads it: from the first place that has it (the defaults otherwise)."""
    places = template_places(game_dir)
    found = []
    for name in TEMPLATE_NAMES:
        folder, origin = next(((f, o) for f, o in places if (f / name).is_file()), places[-1])
        found.append(TemplateFile(name, folder / name, origin))
    return found


def shown_path(path: Path) -> str:
    """A path as the user would type it: relative to the working folder when it is inside it."""
    try:  # not resolved: a link is named as itself, not as the file it leads to
        return str(Path(os.path.abspath(path)).relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
