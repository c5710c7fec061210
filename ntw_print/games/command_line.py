"""What every command shares with the commands a game's plugin brings (`ntw-print odds`): the exit
codes, a `--game` option, and reading a game or saying its faults."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..core.errors import DataError, Fault

if TYPE_CHECKING:
    from . import LoadedGame

EXIT_DATA = 2
EXIT_INTERNAL = 1
EXIT_VERIFY = 3

def game_option(default: Path):
    """`--game FOLDER`, the folder of the game a command reads; a game's own command defaults to
    where that game's data usually is."""
    return click.option("--game", "game_dir", type=click.Path(path_type=Path), default=default, show_default=True,
                        help="Folder with the game's definition files.")


def report_faults(faults, outcome: str | None) -> None:
    """Every fault, one a line, then how many and what the command therefore did not do."""
    for fault in faults:
        click.echo(str(fault), err=True)
    summary = f"{len(faults)} fault{'s' if len(faults) != 1 else ''} in the game data"
    click.echo(f"{summary}; {outcome}." if outcome else f"{summary}.", err=True)


def id_or_exit(game_dir: Path, outcome: str) -> str:
    """The id game.yaml gives the game in `game_dir` (nothing else is read), or its faults and exit 2."""
    from . import game_id

    try:
        return game_id(game_dir)
    except DataError as exc:
        report_faults(exc.faults, outcome)
        sys.exit(EXIT_DATA)


def fit_faults(game: LoadedGame) -> list[Fault]:
    """What only laying the game out shows: its print-and-play file's front pages (print/cover.py), and
    its plugin's own (`check` asks; a build finds its plugin's as it draws)."""
    from ..print.cover import cover_faults

    return (cover_faults(game.sources["game.yaml"], game.info.name, game.info.credit)
            + (game.plugin.fit_faults(game) if game.plugin.fit_faults else []))


def load_or_exit(game_dir: Path, outcome: str | None = "nothing was built", fits: bool = False):
    """The game in `game_dir`, or its faults reported and exit 2. With `fits`, also what only laying
    its sheets out shows (`check` asks; a build finds it as it draws)."""
    from . import load_game

    try:
        game = load_game(game_dir)
        faults = fit_faults(game) if fits else []
        if faults:
            raise DataError(faults)
        return game
    except DataError as exc:
        report_faults(exc.faults, outcome)
        sys.exit(EXIT_DATA)
