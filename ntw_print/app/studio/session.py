"""One game in the studio: built as `watch` builds it (watch.py's `attempt` and `saves`), into a
folder of its own outside the game's, drawn as pictures, and compared with the build before.

The state the page shows is replaced whole after each save: the last good pictures, the pages the
last good build changed with the regions that differ, the change report in game terms, and the
data's faults while the data has any (the pictures then stay at the last good build).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from ...print.components import BuildOptions
from ..watch import attempt, saves
from .odds import GameOdds, odds_moves
from .pictures import PageChange, PictureFile, compare_sets, draw_set, touched_summary


@dataclass
class Shown:
    """What the page shows of one game, as of one build."""

    generation: int = 0  # goes up by one with every save the studio has answered
    state: str = "building"  # building, ready, fault
    name: str = ""
    files: dict[str, PictureFile] = field(default_factory=dict)
    titles: dict[str, str] = field(default_factory=dict)
    stamps: dict[str, str] = field(default_factory=dict)  # what each file prints at its foot, if the game has a version
    changes: list[PageChange] = field(default_factory=list)  # the pages the last good build changed
    report: list[str] = field(default_factory=list)  # what changed, in game terms
    odds: list[dict] = field(default_factory=list)  # how the change moved the game's odds, if it has any
    faults: list[str] = field(default_factory=list)  # file:line:col: what is wrong
    version: str = ""  # the print stamp of the set shown
    before: str = ""  # the print stamp of the build it was compared with
    seconds: float = 0.0  # the last build, from saving to pictures compared
    built_at: str = ""


class GameSession:
    """A game's builds, one after each save, in a thread of its own once `start` is called."""

    def __init__(self, key: str, game_dir: Path, out: Path, options: BuildOptions,
                 announce: Callable[[str], None]):
        self.key, self.game_dir, self.out, self.options = key, game_dir, out, options
        self.shown = Shown(name=game_dir.name)
        self.lock = threading.Lock()
        self._announce = announce
        self._last: GameOdds | None = None  # the game of the last good build (its odds, kept, meet the next's)
        self._thread: threading.Thread | None = None

    def start(self, stop: threading.Event) -> None:
        """Build now and after every save, until `stop` is set (once: later calls do nothing)."""
        with self.lock:
            if self._thread is not None:
                return
            self._thread = threading.Thread(target=self._run, args=(stop,), name=f"studio {self.key}", daemon=True)
        self._thread.start()

    def _run(self, stop: threading.Event) -> None:
        self.rebuild()
        for _ in saves([self.game_dir], self.out, stop):
            self.rebuild()

    def rebuild(self) -> None:
        """Build, draw the files that changed, compare, and replace what the page shows. A build
        that changed nothing (a file saved as it was) keeps the last change on show."""
        from ...print.layout.scale_bar import stamp_text
        from .stamp import print_stamp

        started = time.perf_counter()
        done = attempt(self.game_dir, self.out, self.options, None)
        with self.lock:
            shown = self.shown
        clock = time.strftime("%H:%M:%S")
        if not done.built:
            faults = [str(f) for f in done.faults] or [done.failure]
            self._publish(replace(shown, generation=shown.generation + 1, faults=faults, state="fault",
                                  built_at=clock))
            return
        pictures = draw_set([(w.name, w.path, w.sha256) for w in done.result.files], shown.files)
        components = done.game.plugin.components(done.game)
        new = replace(shown, generation=shown.generation + 1, state="ready", name=done.game.info.name,
                      files=pictures, faults=[], version=print_stamp(done.game), built_at=clock,
                      titles={name: components[name].title for name in pictures if name in components},
                      stamps={w.name: stamp_text(w.stamp) for w in done.result.files if w.name in pictures})
        changes = compare_sets(shown.files, pictures) if shown.files else []
        latest = GameOdds(done.game)
        if changes or (shown.files and done.result.changes):
            new = replace(new, changes=changes, report=done.result.changes, before=shown.version,
                          odds=odds_moves(self._last, latest) if self._last is not None else [])
        self._publish(replace(new, seconds=time.perf_counter() - started), latest)

    def _publish(self, shown: Shown, last: GameOdds | None = None) -> None:
        with self.lock:
            self.shown = shown
            self._last = last or self._last
        self._announce(self.key)

    def state_json(self) -> dict:
        """What the page needs to show this game (pictures by address, not by bytes)."""
        with self.lock:
            shown = self.shown
        changed = {(c.file, c.page): c for c in shown.changes}
        return {
            "key": self.key, "name": shown.name, "generation": shown.generation, "state": shown.state,
            "faults": shown.faults, "version": shown.version, "before": shown.before,
            "seconds": round(shown.seconds, 3), "built_at": shown.built_at,
            "report": shown.report, "odds": shown.odds, "touched": touched_summary(shown.changes),
            "gone": [c.as_json() for c in shown.changes if c.state == "gone"],
            "files": [{"name": name, "title": shown.titles.get(name, name), "stamp": shown.stamps.get(name, ""),
                       "pages": [_page_json(number, picture, changed.get((name, number)))
                                 for number, picture in enumerate(file.pages, start=1)]}
                      for name, file in shown.files.items()],
        }

    def picture(self, file: str, page: int) -> bytes | None:
        with self.lock:
            shown = self.shown
        found = shown.files.get(file)
        return found.pages[page - 1].png if found is not None and 1 <= page <= len(found.pages) else None

    def pdf(self, file: str) -> Path | None:
        """The built PDF of `file` (None for a name the set shown does not have)."""
        from ..build import output_folder

        with self.lock:
            shown, last = self.shown, self._last
        if last is None or file not in shown.files:
            return None
        game = last.game
        path = output_folder(self.out, game.info.id, self.options.paper) / f"{file}.pdf"
        return path if path.is_file() else None


def _page_json(number: int, picture, change: PageChange | None) -> dict:
    return {"page": number, "key": picture.key, "width_mm": round(picture.width_mm, 1),
            "height_mm": round(picture.height_mm, 1), "change": change.as_json() if change else None}
