"""Games: each game folder names, in its game.yaml, the plugin that reads it (`plugin: ntw`).

A plugin holds what is truly one game's: its file kinds and models, its rules checks, what it
prints and how that is read back, its schemas and its own commands. A folder without `plugin:` is a
data-only game: every other YAML file in it is a sheet of a printable kind (`kind: table`,
`kind: pieces`, ...), and needs no Python of its own.

Plugins are found, not listed: a package registers each of its games under the entry-point group
`ntw_print.games` (`my-game = "my_game:PLUGIN"` in its pyproject.toml), and its
commands under `ntw_print.commands`, so a game installed from elsewhere plugs in. A plugin is
imported only when a folder asks for it.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Generic, Protocol, TypeVar

from ..core.errors import DataError, Fault, unknown
from ..core.package_files import shown_path

if TYPE_CHECKING:
    from ..print.components import Component
    from ..core.yamlsrc import Source

DATA_ONLY = "data-only"
DATA_ONLY_READER = "ntw_print.games.sheets:PLUGIN"
DISTRIBUTION = "ntw-print"  # this package, whose own metadata names the games it brings
GAMES_GROUP = "ntw_print.games"  # the entry-point group plugins register under
COMMANDS_GROUP = "ntw_print.commands"  # and the one their commands register under


@cache
def plugins() -> dict[str, str]:
    """Every installed plugin's `module:attribute`, by the id a game.yaml names it with; the
    data-only reader is the engine's own."""
    from importlib.metadata import entry_points  # reads every installed package's metadata: only when a game loads

    found = {point.name: point.value for point in entry_points(group=GAMES_GROUP)}
    return {DATA_ONLY: DATA_ONLY_READER, **dict(sorted(found.items()))}


@cache
def _brought() -> dict[str, str]:
    """The plugins this package brings, from its own metadata alone (reading every installed
    package's, as `plugins` does, took 5 ms of each command that loads a game)."""
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        points = distribution(DISTRIBUTION).entry_points.select(group=GAMES_GROUP)
    except PackageNotFoundError:  # run from a source tree that was never installed
        return {}
    return {point.name: point.value for point in points}


def plugin_entry(name: str) -> str | None:
    """The `module:attribute` of the plugin a game.yaml names (None when no package brings it): the
    data-only reader and the games this package brings are found without looking at any other
    installed package."""
    if name == DATA_ONLY:
        return DATA_ONLY_READER
    return _brought().get(name) or plugins().get(name)


class GameInfo(Protocol):
    """What every game.yaml says, whatever else its plugin reads there (each plugin's own model of it)."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def credit(self) -> str | None: ...
    @property
    def components(self) -> list[str] | None:  # the outputs to print, in order (filled in once loaded)
        ...


class LoadedGame(Protocol):
    """What the engine (build, verify, changes, watch) asks of any loaded game. Each plugin's game
    class declares these (and whatever else it carries) as its own fields."""

    root: Path
    sources: dict[str, Source]  # every data file parsed, by its path in the folder
    plugin: Plugin[Any]  # set by load_game
    cache: dict[str, Any]  # what is worked out once per loaded game (board art, grids, symbols)

    @property
    def info(self) -> GameInfo: ...


G = TypeVar("G", bound=LoadedGame)  # the class of game a plugin loads


@dataclass(frozen=True)
class Plugin(Generic[G]):
    id: str
    load: Callable[[Path], G]  # read, validate and cross-check the folder; DataError with every fault
    components: Callable[[G], "dict[str, Component]"]  # everything the game can print, by output name
    values: Callable[[G], dict[str, Any]]  # every value the printed set carries, for change reports
    # checks across all the files read back (NTW: every hex pitch measured is the board's)
    check_report: Callable[[G, Any], None] | None = None
    # what only laying the sheets out shows (a word longer than its box), found by `check` at its line
    fit_faults: Callable[[G], list[Fault]] | None = None
    # the chances the game's rules give, by what is rolled ("Red Tank cannon at Blue APC, open, turn 1"
    # -> "58.3 %"): the studio shows how a change moved them
    odds: Callable[[G], dict[str, str]] | None = None
    # the models of the plugin's own data files, by schema name (`units` gives units.schema.json)
    schemas: Callable[[], dict[str, Any]] | None = None


def plugin_named(name: str) -> Plugin[Any]:
    entry = plugin_entry(name)
    if entry is None:
        raise KeyError(name)
    module, attribute = entry.split(":")
    plugin: Plugin[Any] = getattr(importlib.import_module(module), attribute)
    return plugin


def load_game(root: Path) -> LoadedGame:
    """Read, validate and cross-check a game folder with the plugin its game.yaml names. The game
    it returns knows its plugin (`game.plugin`). Raises DataError listing every fault."""
    from ..print.components import check_printable, with_companions

    plugin = plugin_named(_plugin_id(root))
    game: LoadedGame = plugin.load(root)
    game.plugin = plugin
    components = plugin.components(game)
    listed = game.info.components or []  # every plugin's loader fills it in
    faults = check_printable(game.sources["game.yaml"], listed, game.sources, components)
    if faults:
        raise DataError(faults)
    if (printed := with_companions(listed, components)) != listed:
        listed[:] = printed  # this load's own list
    return game


def game_id(root: Path) -> str:
    """The id the game's game.yaml gives it, read from game.yaml alone (what `preview` needs to find
    the game's built set, without reading and checking every file of the game); DataError when the
    folder or the id is not there."""
    from pydantic import BaseModel, ConfigDict

    from ..core.model.common import Id
    from ..core.model.validation import validate

    class Named(BaseModel):
        model_config = ConfigDict(extra="ignore")
        id: Id

    named, faults = validate(_game_yaml(root), Named)
    if named is None:
        raise DataError(faults)
    return named.id


def _game_yaml(root: Path) -> "Source":
    """The game's game.yaml, read (DataError when the folder or the file is not there)."""
    if not root.is_dir():
        raise DataError([Fault(shown_path(root), 1, 1, "", no_game_folder(root))])
    path = root / "game.yaml"
    if not path.is_file():
        raise DataError([Fault(shown_path(path), 1, 1, "", "missing file: every game folder has a game.yaml")])
    from ..core.yamlsrc import load_yaml

    return load_yaml(path, shown_path(path), root)


def _plugin_id(root: Path) -> str:
    """The plugin game.yaml names (data-only when it names none)."""
    source = _game_yaml(root)
    name = source.data.get("plugin", DATA_ONLY) if isinstance(source.data, dict) else DATA_ONLY
    if plugin_entry(name) is None or name == DATA_ONLY and "plugin" in source.data:
        known = [p for p in plugins() if p != DATA_ONLY]
        raise DataError([source.fault(("plugin",), unknown("plugin", name, known) + "; a game of sheets of "
                                      "printable kinds names no plugin")])
    return name


def no_game_folder(root: Path) -> str:
    """Where a missing game folder was looked for, and the games that are there to pick."""
    import os

    here = Path.cwd()
    found = sorted(shown_path(path.parent) for path in (here / "data").glob("*/game.yaml"))
    return (f"no such game folder: looked for {os.path.abspath(root)} from {here}; --game FOLDER picks the game; "
            f"games in ./data: {', '.join(found) or 'none'}")
