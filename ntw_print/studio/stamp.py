"""Which print is this? A game's version (game.yaml's `version:`) and a short fingerprint of its data:
the same data, the same stamp."""

from __future__ import annotations

from ..inputs import digest

FINGERPRINT_LENGTH = 8


def data_fingerprint(game) -> str:
    """Eight hex digits from every data file the game read (what they hold, not how it is spelt)."""
    return digest({rel: source.data for rel, source in sorted(game.sources.items())})[:FINGERPRINT_LENGTH]


def print_stamp(game) -> str:
    """`playtest 3 · data 1f2e3d4c`, or `data 1f2e3d4c` for a game.yaml with no version."""
    version = getattr(game.info, "version", "")
    return f"{version} · data {data_fingerprint(game)}" if version else f"data {data_fingerprint(game)}"
