"""Each file's pages as its renderer lays them out, worked out once per loaded game for what verify
holds to them: the file's own pages (printready.check_layout) and its section of the print-and-play
file (how it prints, on the contents page)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...print.components import BuildOptions, Component

if TYPE_CHECKING:
    from ...games import LoadedGame


def laid_out(game: LoadedGame, component: Component, options: BuildOptions) -> list:
    """The component's pages with these options (kept in the game's cache: a verify in the same
    process, or in workers forked after them, lays each file out once). The stamp a file prints
    (`options.stamp`) changes what its pages draw, not where they lie, which is all that is held to
    them here: it is no part of the key."""
    key = f"verify: the layout of {component.name} with {options.to_json()}"
    if key not in game.cache:
        game.cache[key] = component.pages(game, options)
    return game.cache[key]
