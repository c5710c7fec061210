"""`--pod SERVICE` of `export` and `check`: a game's decks as a print-on-demand card service takes
them (ntw_print/app/export/pod.py), and the service's own safe margin held to by `check`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..games.command_line import EXIT_DATA, report_faults

if TYPE_CHECKING:
    from ..games import LoadedGame

POD_OPTION = click.option(
    "--pod", "pod", default=None, metavar="SERVICE",
    help="A print-on-demand card service: drivethrucards, thegamecrafter or makeplayingcards. `export` writes "
         "each deck as the service takes it (into OUT/<game>/pod/SERVICE/, with UPLOAD.txt); `check` holds the "
         "decks to its card sizes and safe margin.")


def pod_service(name: str):
    """The service `--pod` names; an unknown name is one line and exit code 2."""
    from ..core.errors import unknown
    from .export.pod_services import SERVICES

    if name not in SERVICES:
        click.echo(unknown("print-on-demand service", name, SERVICES), err=True)
        sys.exit(EXIT_DATA)
    return SERVICES[name]


def pod_check_lines(game: LoadedGame, service) -> list[str]:
    """What `check --pod` says of a game whose decks all print on the service's cards; their faults and
    exit code 2 otherwise."""
    from ..print.components import BuildOptions
    from .export.pod import placed_decks

    faults, placed = placed_decks(game, service, BuildOptions())
    if faults:
        report_faults(faults, f"its decks do not print at {service.name} as they are")
        sys.exit(EXIT_DATA)
    if not placed:
        return [f"{game.info.name}: no deck of cards to print at {service.name}."]
    return [f"{game.info.name}: its {len(placed)} deck{'s' if len(placed) != 1 else ''} print on {service.owner} "
            f"cards, every word {service.safe:.2f} mm inside the cut."]


def export_pod_games(game_dirs: list[Path], out: Path, service) -> int:
    """Write each game's decks for the service; the worst exit code."""
    from ..print.components import BuildOptions
    from ..core.errors import DataError
    from .export.pod import NOTE, export_pod
    from ..games.command_line import load_or_exit

    worst = 0
    for game_dir in game_dirs:
        if len(game_dirs) > 1:
            click.echo(f"{game_dir}:")
        game = load_or_exit(game_dir, "nothing was exported")
        try:
            target, placed = export_pod(game, service, out, BuildOptions(), str(game_dir))
        except DataError as exc:
            report_faults(exc.faults, f"nothing was exported for {service.name}")
            worst = EXIT_DATA
            continue
        if not placed:
            click.echo(f"{game.info.name}: no deck of cards to print at {service.name}; nothing was written.")
            continue
        click.echo(f"exported {len(placed)} deck{'s' if len(placed) != 1 else ''} for {service.name} to {target}; "
                   f"how to upload them: {target / NOTE}")
    return worst
