"""The worker processes that build and verify share: each holds the loaded game it works on.

Where the platform can fork, the workers inherit the game and every module already imported (no
pickling, and the renderers' imports are paid once); elsewhere the game is sent to each worker.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.checks_later import Check
    from ..games import LoadedGame

_GAME = None  # the game this worker process works on
_CHECKS: Sequence[Check] = ()  # the checks its loading left for the build (core/checks_later.py)


def _set_game(game: LoadedGame, checks: Sequence[Check]) -> None:
    global _GAME, _CHECKS
    _GAME, _CHECKS = game, checks


def worker_game():
    """The game of the pool this process works for."""
    return _GAME


def worker_checks() -> Sequence[Check]:
    """The checks of its game that the build asks this pool's workers to run (by their place in it)."""
    return _CHECKS


def forks() -> bool:
    """Whether workers are forked from this process, inheriting what it holds (else it is sent to them)."""
    return "fork" in multiprocessing.get_all_start_methods()


def game_pool(game: LoadedGame, workers: int, checks: Sequence[Check] = ()) -> ProcessPoolExecutor:
    """A pool of `workers` processes, each working on `game` (see `worker_game`), and on `checks` where they
    are forked (a check cannot be sent: see `worker_checks`)."""
    context = multiprocessing.get_context("fork" if forks() else multiprocessing.get_all_start_methods()[0])
    return ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_set_game,
                               initargs=(game, checks if forks() else ()))
