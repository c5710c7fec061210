"""Build the output files of a game: render each component, write atomically, record a manifest."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .components import COMPONENTS, BuildOptions, Component


@dataclass(frozen=True)
class Written:
    name: str
    path: Path
    pages: int
    size: int
    sha256: str


def output_folder(out: Path, game_id: str, paper: str) -> Path:
    return out / game_id / paper


def selected_components(game, only: list[str] | None) -> list[Component]:
    names = list(game.info.components)
    if only:
        unknown = [n for n in only if n not in names]
        if unknown:
            raise ValueError(f"unknown component {', '.join(unknown)} (this game has: {', '.join(names)})")
        names = [n for n in names if n in only]
    return [COMPONENTS[n] for n in names]


def build(game, out: Path, options: BuildOptions, only: list[str] | None = None,
          progress: Callable[[str], None] | None = None) -> list[Written]:
    """Render every selected component into `out/<game>/<paper>/` and update the manifest."""
    from .render.pdf import render_pages

    folder = output_folder(out, game.info.id, options.paper)
    written: list[Written] = []
    for component in selected_components(game, only):
        pages = component.pages(game, options)
        path = folder / f"{component.name}.pdf"
        render_pages(pages, path, f"{game.info.name}: {component.title}")
        data = path.read_bytes()
        written.append(Written(component.name, path, len(pages), len(data), hashlib.sha256(data).hexdigest()))
        if progress:
            progress(component.name)
    write_manifest(folder, written)
    return written


def write_manifest(folder: Path, written: list[Written]) -> None:
    """Merge these files into `manifest.json` (files built earlier and not rebuilt stay listed)."""
    path = folder / "manifest.json"
    files: dict[str, dict] = {}
    if path.exists():
        try:
            files = {f["file"]: f for f in json.loads(path.read_text())["files"]}
        except (ValueError, KeyError, TypeError):
            files = {}
    for w in written:
        files[w.path.name] = {"file": w.path.name, "pages": w.pages, "bytes": w.size, "sha256": w.sha256}
    atomic_write_text(path, json.dumps({"files": [files[k] for k in sorted(files)]}, indent=2) + "\n")


def atomic_write_text(path: Path, content: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        stream.write(content)
    os.replace(temp, path)
