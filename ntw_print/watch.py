"""`ntw-print watch`: rebuild whenever a data file or a tile template is saved, and say what changed.

A save with a fault in it prints the fault list and builds nothing, so the last good output stays
in place; so does a build that fails while drawing (a build is all-or-nothing). The next good save
builds again. Only the outputs that read the changed data are drawn.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .components import BuildOptions, templates_used
from .errors import BuildError, DataError, LayoutError
from .package_files import template_places

KEPT = "nothing was written, the last good set stays in place."
QUIET_MS = 50  # a save is built once the folder has been quiet this long (editors write in steps)


@dataclass
class Attempt:
    """One build as `watch` (and the studio) makes it: the result, or why nothing was written."""

    game: object | None = None  # the game loaded, when its data had no fault
    result: object | None = None  # the BuildResult, when the build went through
    faults: list = field(default_factory=list)  # the data's faults (errors.Fault), each at its file:line:col
    failure: str = ""  # a build that failed while drawing
    seconds: float = 0.0

    @property
    def built(self) -> bool:
        return self.result is not None


def attempt(game_dir: Path, out: Path, options: BuildOptions, only: list[str] | None,
            jobs: int | None = None) -> Attempt:
    """Load, check and build once; a fault or a failure is caught and returned, never raised."""
    from .build import build
    from .games import load_game

    started = time.perf_counter()
    try:
        game = load_game(game_dir)
    except DataError as exc:
        return Attempt(faults=list(exc.faults))
    try:
        result = build(game, out, options, only, jobs=jobs)
    except (LayoutError, BuildError) as exc:
        return Attempt(game, failure=str(exc))
    except Exception as exc:  # noqa: BLE001 - a renderer bug must not end the watch
        return Attempt(game, failure=f"internal error: {type(exc).__name__}: {exc}")
    return Attempt(game, result, seconds=time.perf_counter() - started)


def build_once(game_dir: Path, out: Path, options: BuildOptions, only: list[str] | None,
               echo: Callable[[str], None], jobs: int | None = None) -> bool:
    """Load, check and build once, printing the outcome; True when the output is up to date."""
    stamp = time.strftime("%H:%M:%S")
    done = attempt(game_dir, out, options, only, jobs)
    if done.faults:
        for fault in done.faults:
            echo(str(fault))
        echo(f"[{stamp}] {len(done.faults)} fault{'s' if len(done.faults) != 1 else ''} in the game data; "
             "the last good output stays in place.")
        return False
    if not done.built:
        echo(f"[{stamp}] {done.failure}; {KEPT}")
        return False
    lines = done.result.report_lines()
    echo(f"[{stamp}] {lines[0]} in {done.seconds:.2f} s")
    for line in lines[1:]:
        echo(line)
    if used := templates_used(game_dir, done.result.read):
        echo(used)
    return True


def watched_folders(game_dir: Path) -> list[Path]:
    """The game folder, and every other folder a template may be taken from (package_files.py)."""
    game = game_dir.resolve()
    folders = [game_dir]
    for folder, _ in template_places(game_dir):
        folder = folder.resolve()
        if folder.is_dir() and not folder.is_relative_to(game) and folder not in folders:
            folders.append(folder)
    return folders


def _data_only(out: Path):
    """Ignore editor droppings (watchfiles' default) and the output folder, if it is inside."""
    from watchfiles import DefaultFilter

    inner = DefaultFilter()
    output = str(out.resolve())

    def wanted(change, path: str) -> bool:
        return inner(change, path) and not path.startswith(output)

    return wanted


def watch(game_dir: Path, out: Path, options: BuildOptions, only: list[str] | None = None,
          echo: Callable[[str], None] = print, stop: threading.Event | None = None,
          jobs: int | None = None) -> None:
    """Build now, then after every save in `game_dir` or a template, until interrupted or `stop` is set."""
    build_once(game_dir, out, options, only, echo, jobs)
    folders = watched_folders(game_dir)
    echo(f"watching {', '.join(str(f) for f in folders)} for changes (Ctrl+C to stop)")
    for _ in saves(game_dir, out, stop):
        build_once(game_dir, out, options, only, echo, jobs)


def saves(game_dir: Path, out: Path, stop: threading.Event | None):
    """Yield once for every save (a burst of writes counts once) in the folders `watched_folders`
    names, until `stop` is set."""
    from watchfiles import watch as changes_in

    yield from changes_in(*watched_folders(game_dir), watch_filter=_data_only(out), step=QUIET_MS,
                          stop_event=stop, rust_timeout=200, yield_on_timeout=False)
