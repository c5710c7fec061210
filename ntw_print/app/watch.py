"""`ntw-print watch`: rebuild whenever a data file or a tile template is saved, and say what changed.

A save with a fault in it prints the fault list and builds nothing, so the last good output stays
in place; so does a build that fails while drawing (a build is all-or-nothing). The next good save
builds again. Only the outputs that read the changed data are drawn; of several games watched, only
the game whose folder the save is in (every game, for a template outside the games' folders).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..print.components import BuildOptions, templates_used
from ..core.errors import BuildError, DataError, LayoutError
from ..core.package_files import template_places

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
    from ..games import load_game

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


def watched_folders(game_dirs: list[Path]) -> list[Path]:
    """The game folders, and every other folder a template may be taken from (package_files.py)."""
    games = [game.resolve() for game in game_dirs]
    folders = list(game_dirs)
    for game_dir in game_dirs:
        for folder, _ in template_places(game_dir):
            folder = folder.resolve()
            if folder.is_dir() and not any(folder.is_relative_to(game) for game in games) and folder not in folders:
                folders.append(folder)
    return folders


def games_touched(game_dirs: list[Path], changed: set[str]) -> list[Path]:
    """The games a save touches: those it is inside, or all of them when a save is outside every
    game folder (a template shared by them)."""
    games = {game: game.resolve() for game in game_dirs}
    paths = [Path(path).resolve() for path in changed]
    if any(not any(path.is_relative_to(folder) for folder in games.values()) for path in paths):
        return list(game_dirs)
    return [game for game, folder in games.items() if any(path.is_relative_to(folder) for path in paths)]


def _data_only(out: Path):
    """Ignore editor droppings (watchfiles' default) and the output folder, if it is inside."""
    from watchfiles import DefaultFilter

    inner = DefaultFilter()
    output = str(out.resolve())

    def wanted(change, path: str) -> bool:
        return inner(change, path) and not path.startswith(output)

    return wanted


def watch(game_dirs: list[Path], out: Path, options: BuildOptions, only: list[str] | None = None,
          echo: Callable[[str], None] = print, stop: threading.Event | None = None,
          jobs: int | None = None) -> None:
    """Build each game now, then again after every save in its folder or a template, until
    interrupted or `stop` is set. With several games, each game's report starts with its folder."""
    def build_each(games: list[Path]) -> None:
        for game_dir in games:
            if len(game_dirs) > 1:
                echo(f"{game_dir}:")
            build_once(game_dir, out, options, only, echo, jobs)

    build_each(game_dirs)
    folders = watched_folders(game_dirs)
    echo(f"watching {', '.join(str(f) for f in folders)} for changes (Ctrl+C to stop)")
    for changed in saves(game_dirs, out, stop):
        build_each(games_touched(game_dirs, changed))


def saves(game_dirs: list[Path], out: Path, stop: threading.Event | None):
    """The paths of each save (a burst of writes counts once) in the folders `watched_folders`
    names, until `stop` is set."""
    from watchfiles import watch as changes_in

    for changes in changes_in(*watched_folders(game_dirs), watch_filter=_data_only(out), step=QUIET_MS,
                              stop_event=stop, rust_timeout=200, yield_on_timeout=False):
        yield {path for _, path in changes}
