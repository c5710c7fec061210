"""What verify found last time, kept beside the set, so that a file is read again only when
something it is held to has changed.

`verify-verdicts.json` in the output folder keeps the report of each file that held (what was
checked, how many numbers were compared, what was measured) under a key of everything that report
depends on: the file's bytes (sha256) and its entry in the manifest, the build options it is
checked against, the data it is made from (its build recipe's inputs, cache.py; no checker reads
other data, tests/test_verdicts.py), ntw-print's source (every checker, and the layouts they hold
the pages to) and the versions of the libraries that write and read the PDFs. A file whose key is
the same is not read again. The print-and-play file's key holds the keys of the files it gathers.

The set is kept too: the whole report of a verify that held, under the fingerprint of the game
folder, the code and what was asked (fingerprint.py, as a build's), and the hashes of the output
folder's files, so that `ntw-print verify` of a set that nothing touched answers without loading
the game (`held_set`).

Only a verify that holds writes the file (atomically): a failing one leaves it as it was, so that
a failure is never kept as a pass, and a file that failed is read again next time.
"""

from __future__ import annotations

import functools
import importlib.util
import json
from pathlib import Path
from typing import TYPE_CHECKING

from ..cache import package_source, recipe_inputs, source_version, tool_versions
from ..fingerprint import fingerprint
from ..inputs import digest, file_sha256
from ..manifest import MANIFEST, write_if_changed
from ...print.readback.report import FileReport, Report

if TYPE_CHECKING:
    from ...games import LoadedGame

VERDICTS = "verify-verdicts.json"
FORMAT = 1


def reader_versions() -> dict[str, str]:
    """The versions of the libraries that read the PDFs back, from their installed files (not imported)."""
    return {"pypdf": source_version("pypdf", "_version.py"),
            "pypdfium2": _installed_text("pypdfium2", "version.json"),
            "pdfium": _installed_text("pypdfium2_raw", "version.json")}


def _installed_text(package: str, file: str) -> str:
    spec = importlib.util.find_spec(package)
    try:
        return (Path(spec.origin).parent / file).read_text(encoding="utf-8") if spec and spec.origin else "unknown"
    except OSError:
        return "unknown"


@functools.cache
def code_fingerprint() -> str:
    """ntw-print's source with the versions of what writes and reads the PDFs, taken once a process
    (as the build's code digests: a long-running process keys by the code it runs)."""
    return digest({"code": package_source(), "versions": tool_versions(), "readers": reader_versions()})


def file_key(game: LoadedGame, component, options, listed: dict | None, sha256: str | None) -> str:
    """The key of one file's report: its bytes, its manifest entry, the options, its data, the code."""
    return digest({"file": sha256, "listed": listed, "options": options.to_json(),
                   "inputs": recipe_inputs(game, component), "code": code_fingerprint()})


def gathered_key(listed: dict | None, sha256: str | None, options, parts: list[str], front: dict) -> str:
    """The key of the print-and-play file's report: its bytes and entry, and the keys of the files it
    gathers (`parts`) with the data its cover and contents print (`front`)."""
    return digest({"file": sha256, "listed": listed, "options": options.to_json(), "parts": parts, "front": front,
                   "code": code_fingerprint()})


def set_fingerprint(game_dir: Path, asked: dict) -> str:
    """What a whole verify is asked and made with, taken before the game is loaded: the game folder's
    files, ntw-print's source, the templates and versions (fingerprint.py), what was asked, the readers."""
    return digest([fingerprint(game_dir, {"verify": asked}), reader_versions()])


def folder_files(folder: Path) -> dict[str, str]:
    """The sha256 of every file verify reads in the folder: the PDFs and the manifest."""
    return {path.name: file_sha256(path) for path in sorted(folder.glob("*.pdf")) + [folder / MANIFEST]
            if path.is_file()}


class Verdicts:
    """The reports kept in a folder, those reused and those to keep after this verify."""

    def __init__(self, folder: Path, reuse: bool = True):
        self.folder = folder
        self.reuse = reuse
        self.files: dict[str, dict] = _load(folder / VERDICTS).get("files", {})

    def held(self, name: str, key: str) -> FileReport | None:
        """The kept report of a file that held under this key, or None (then it is read)."""
        entry = self.files.get(name)
        if not self.reuse or not isinstance(entry, dict) or entry.get("key") != key:
            return None
        try:
            return FileReport.from_json(entry["report"])
        except (KeyError, TypeError, ValueError, AttributeError):
            return None

    def record(self, key: str, report: FileReport) -> None:
        """Keep this report under this key, if the verify holds (`save`); a file that fails is dropped."""
        if report.ok:
            self.files[report.file] = {"key": key, "report": report.to_json()}
        else:
            self.files.pop(report.file, None)

    def save(self, report: Report, whole: tuple[str, dict[str, str]] | None) -> None:
        """Write the verdicts when the verify holds; with `whole` (its `set_fingerprint` and
        `folder_files` as they were when it started), the set's report too."""
        if not report.ok:
            return
        data: dict = {"format": FORMAT, "files": dict(sorted(self.files.items()))}
        if whole is not None:
            data["set"] = {"fingerprint": whole[0], "files": whole[1],
                           "report": [f.to_json() for f in report.files]}
        write_if_changed(self.folder / VERDICTS, json.dumps(data, indent=1, sort_keys=True) + "\n")


def held_set(out: Path, paper: str, fingerprint: str) -> Report | None:
    """The report of the last verify that held with this fingerprint, in a folder of `out` for this
    paper whose files are all as they were then; None when there is none."""
    for path in sorted(out.glob(f"*/{paper}/{VERDICTS}")):
        kept = _load(path).get("set")
        if not isinstance(kept, dict) or kept.get("fingerprint") != fingerprint:
            continue
        try:
            if folder_files(path.parent) != kept["files"]:
                continue
            files = [FileReport.from_json(entry) for entry in kept["report"]]
        except (OSError, KeyError, TypeError, ValueError, AttributeError):
            continue
        return Report(files=files, kept=[f.file for f in files])
    return None


def _load(path: Path) -> dict:
    """The kept verdicts; nothing when the file is missing, damaged or of another format."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) and data.get("format") == FORMAT else {}
