"""Files read back on the other core while verify gets ready to check them.

Before the workers that check the files start, verify works alone for most of a second: it imports
the renderers and the checkers and lays every file out (its `_prepare`), and one core idles. Reading
a file back (`read_pdf`: pdfium walking every page, pypdf opening it strictly) needs none of that, so
a process of its own reads the files in that time, biggest first, each into a private folder
(pickled, written under a temporary name and then renamed, so that only a whole one is ever seen).

Each file is read once: whoever reads it first claims it in that folder (a file created only if it
is not there). When the workers start, the process reading ahead takes no new file; a worker reads
the files it is the first to claim, and takes the others as the process reading ahead leaves them,
waiting for the one it is reading. What a worker takes is what it would have read: the same `PdfRead`.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import shutil
import tempfile
import time
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

from ...print.readback.pdfread import PdfRead, read_pdf

_FOLDER: Path | None = None  # where the workers of this verify claim files and find those read ahead
LONGEST_WAIT = 60.0  # seconds a worker waits for a file being read ahead before it reads the file itself
_POLL = 0.005


Wanted = tuple[Path, "int | None"]  # a file, and how many of its first pages are read (None: all)


class ReadAhead:
    """A process reading files back (`wanted`, in that order) into a private folder, until `hand_over`.
    None is started where processes are not forked (the workers, not forked either, could not find
    the folder): the workers then read every file themselves."""

    def __init__(self, wanted: list[Wanted]) -> None:
        self.process: BaseProcess | None = None
        if "fork" not in multiprocessing.get_all_start_methods():
            return
        self.folder = Path(tempfile.mkdtemp(prefix="ntw-print-verify-"))  # only this user may read or write it
        context = multiprocessing.get_context("fork")
        self.stopped = context.Event()
        self.process = context.Process(target=_read_all, args=(wanted, self.folder, self.stopped), daemon=True)
        self.process.start()

    def hand_over(self) -> None:
        """From now on the process reads no new file; workers forked after this take what it read."""
        global _FOLDER
        if self.process is not None:
            self.stopped.set()
            _FOLDER = self.folder

    def close(self) -> None:
        """Wait for the process (it ends with the file in hand), then forget what it read."""
        global _FOLDER
        if self.process is None:
            return
        self.stopped.set()
        self.process.join(LONGEST_WAIT)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join()
        _FOLDER = None
        shutil.rmtree(self.folder, ignore_errors=True)


def _read_all(wanted: list[Wanted], folder: Path, stopped: Any) -> None:  # stopped: an Event
    for path, first_pages in wanted:
        if stopped.is_set():
            return
        if not _claim(folder, path):
            continue
        try:
            read = read_pdf(path, first_pages=first_pages)
        except Exception:  # the worker waiting for the file reads it itself, and reports what goes wrong
            _kept(folder, path, ".failed").touch()
            continue  # the next files may read well
        partial = _kept(folder, path, ".partial")
        with open(partial, "wb") as out:
            pickle.dump((path, first_pages, read), out, protocol=pickle.HIGHEST_PROTOCOL)
        partial.replace(_kept(folder, path, ".pickle"))


def _kept(folder: Path, path: Path, suffix: str) -> Path:
    return folder / f"{path.name}{suffix}"


def _claim(folder: Path, path: Path) -> bool:
    """Whether this process is the first to ask to read the file."""
    try:
        os.close(os.open(_kept(folder, path, ".claim"), os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except FileExistsError:
        return False
    return True


def read_back(path: Path, first_pages: int | None = None) -> PdfRead:
    """The file read back (`read_pdf`): here, or as the process reading ahead read it (see the module)."""
    folder = _FOLDER
    if folder is None or _claim(folder, path):
        return read_pdf(path, first_pages=first_pages)
    kept, failed = _kept(folder, path, ".pickle"), _kept(folder, path, ".failed")
    waited = time.monotonic()
    while not kept.exists() and not failed.exists() and time.monotonic() - waited < LONGEST_WAIT:
        time.sleep(_POLL)
    if kept.exists():
        with open(kept, "rb") as source:
            read, first, found = pickle.load(source)
        if (read, first) == (path, first_pages) and isinstance(found, PdfRead):
            return found
    return read_pdf(path, first_pages=first_pages)
