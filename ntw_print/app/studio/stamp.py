"""Which print of a game is this? Its version (game.yaml's `version:`) and a short fingerprint of all
its data: the same data, the same stamp. (Each sheet prints the fingerprint of its own data:
build.sheet_stamp.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..inputs import digest

if TYPE_CHECKING:
    from ...games import LoadedGame

FINGERPRINT_LENGTH = 8


def data_fingerprint(game: LoadedGame) -> str:
    """Eight hex digits from every data file the game read (what they hold, not how it is spelt)."""
    return digest({rel: source.data for rel, source in sorted(game.sources.items())})[:FINGERPRINT_LENGTH]


def print_stamp(game: LoadedGame) -> str:
    """`playtest 3 · game 1f2e3d4c`, or `game 1f2e3d4c` for a game.yaml with no version."""
    version = getattr(game.info, "version", "")
    return f"{version} · game {data_fingerprint(game)}" if version else f"game {data_fingerprint(game)}"
