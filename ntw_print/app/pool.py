"""The worker processes that build and verify share: each holds the loaded game it works on.

Where the platform can fork, the workers inherit the game and every module already imported (no
pickling, and the renderers' imports are paid once); elsewhere the game is sent to each worker.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..games import LoadedGame

_GAME = None  # the game this worker process works on


def _set_game(game: LoadedGame) -> None:
    global _GAME
    _GAME = game


def worker_game():
    """The game of the pool this process works for."""
    return _GAME


def game_pool(game: LoadedGame, workers: int) -> ProcessPoolExecutor:
    """A pool of `workers` processes, each working on `game` (see `worker_game`)."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else methods[0])
    return ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_set_game, initargs=(game,))
