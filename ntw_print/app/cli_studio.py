"""`ntw-print studio`: every sheet of a game in the browser, drawn again as the data is saved, with
what changed outlined (ntw_print/app/studio/)."""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
import threading
from pathlib import Path

import click

from .cli_options import GAMES_OPTION, PAPER, game_folders, printer_options
from ..games.command_line import EXIT_DATA

DEFAULT_PORT = 8765


def game_keys(folders: list[Path]) -> dict[str, Path]:
    """A short name for each game folder, for the page's addresses: the folder's name (numbered
    when two folders share one)."""
    keys: dict[str, Path] = {}
    for folder in folders:
        base = re.sub(r"[^\w.-]+", "-", folder.resolve().name) or "game"
        key, n = base, 1
        while key in keys:
            n += 1
            key = f"{base}-{n}"
        keys[key] = folder
    return keys


@click.command()
@GAMES_OPTION
@click.option("--port", type=click.IntRange(0, 65535), default=DEFAULT_PORT, show_default=True,
              help="Port on 127.0.0.1 to serve the page on (0: any free port).")
@click.option("--paper", type=PAPER, default=None,
              help="Sheet size to build for  [default: the saved printer's, else a4]")
def studio(game_dirs, port: int, paper: str | None) -> None:
    """Every sheet of a game as pictures in the browser, built again whenever a data file, template or
    symbol is saved, the regions that changed outlined, what changed in the game's terms beside them.

    The page is served on 127.0.0.1 only; several games get a selector. The builds go to a
    temporary folder, never into the game's. Ctrl+C stops.
    """
    from ..print.components import BuildOptions
    from .studio.server import Studio, serve
    from .studio.session import GameSession

    options = printer_options(paper, BuildOptions.bleed, None, None)
    folders = game_folders(game_dirs)
    missing = [folder for folder in folders if not (folder / "game.yaml").is_file()]
    if missing:
        for folder in missing:
            click.echo(f"{folder}: no game.yaml here (a game folder holds one)", err=True)
        sys.exit(EXIT_DATA)
    out = Path(tempfile.mkdtemp(prefix="ntw-print-studio-"))
    stop = threading.Event()
    sessions: dict[str, GameSession] = {}
    hub = Studio(sessions, stop)
    for key, folder in game_keys(folders).items():
        sessions[key] = GameSession(key, folder, out / key, options, hub.announce)
    try:
        try:
            server = serve(hub, port)
        except OSError as exc:
            click.echo(f"cannot serve on 127.0.0.1:{port}: {exc.strerror or exc} (try another --port)", err=True)
            sys.exit(EXIT_DATA)
        first = next(iter(sessions))
        hub.session(first)  # the first game builds while the browser opens
        click.echo(f"studio: http://127.0.0.1:{server.server_address[1]}/ ({len(sessions)} "
                   f"game{'s' if len(sessions) != 1 else ''}; Ctrl+C to stop)", err=False)
        sys.stdout.flush()
        try:
            server.serve_forever(poll_interval=0.2)
        except KeyboardInterrupt:
            click.echo("stopped the studio")
        finally:
            hub.close()
            server.server_close()
    finally:
        shutil.rmtree(out, ignore_errors=True)
