"""`manifest.json` beside the outputs: every file of the set with its pages, size and sha256, and
the build options the set was made with. The build writes it; verify and the fingerprint read it."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from ..core.atomic import write_text
from ..print.components import BuildOptions

MANIFEST = "manifest.json"


def load_manifest(folder: Path) -> tuple[dict[str, dict], BuildOptions | None]:
    """The files by name and the options recorded, with where their printer settings came from
    (None in a manifest from before options were recorded). Raises FileNotFoundError when there is
    none, ValueError when it cannot be read."""
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        files = {f["file"]: f for f in data["files"]}
        options = BuildOptions.from_json(data["options"]) if "options" in data else None
        if options is not None:  # with where each printer setting came from, as recorded
            options = replace(options, origins={str(k): str(v) for k, v in data.get("options_from", {}).items()})
    except FileNotFoundError:
        raise
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"{MANIFEST} cannot be read: {exc}") from None
    return files, options


def read_manifest(folder: Path) -> tuple[dict[str, dict], BuildOptions | None]:
    """As `load_manifest`, with no files and no options where there is no readable manifest."""
    try:
        return load_manifest(folder)
    except (FileNotFoundError, ValueError):
        return {}, None


def write_manifest(folder: Path, written, options: BuildOptions, dropped: list[str]) -> None:
    """Merge these files (`Written`: path, pages, size, sha256) into the manifest (files built
    earlier and not rebuilt stay listed, except the `dropped` ones) and record the options."""
    files = {name: entry for name, entry in read_manifest(folder)[0].items() if name not in dropped}
    for w in written:
        files[w.path.name] = {"file": w.path.name, "pages": w.pages, "bytes": w.size, "sha256": w.sha256}
        if w.paper_use:  # a file of pieces: the sheets it takes, the share of them no piece uses, its cuts;
            # and the bleed it prints with where its data sets one, with which won and why; for a print
            # shop, each design colour and the CMYK it printed in (render/pdfx.py)
            files[w.path.name].update({key: w.paper_use[key] for key in ("sheets", "waste", "cuts", "bleed", "bleed_from",
                                                                         "palette") if key in w.paper_use})
        if w.stamp:  # which print it is: what its sheets' foot and its pieces' {stamp} print
            files[w.path.name]["stamp"] = list(w.stamp)
    data = {"options": options.to_json(), "files": [files[k] for k in sorted(files)]}
    if options.origins:  # where the printer settings came from: the command line, a saved file, the default
        data["options_from"] = dict(sorted(options.origins.items()))
    write_if_changed(folder / MANIFEST, json.dumps(data, indent=2) + "\n")


def record_origins(folder: Path, options: BuildOptions) -> None:
    """Say in the manifest where this build's printer settings came from (a rebuild that drew nothing
    may have taken the same values from elsewhere). Options that know no origins change nothing."""
    if not options.origins:
        return
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    data["options_from"] = dict(sorted(options.origins.items()))
    write_if_changed(folder / MANIFEST, json.dumps(data, indent=2) + "\n")


def write_if_changed(path: Path, content: str) -> None:
    """Leave a file alone when it already says this (its date stays that of the real change)."""
    try:
        if path.read_text(encoding="utf-8") == content:
            return
    except (OSError, ValueError):
        pass
    write_text(path, content)
