"""`ntw-print printer`: save, show and forget the remembered printer (paper, duplex, back offset)."""

from __future__ import annotations

import sys

import click

from .cli_options import DUPLEX, PAPER, parse_optional_offset, printer_settings
from ..games.command_line import EXIT_DATA


@click.group()
def printer() -> None:
    """The remembered printer: paper, duplex mode and back offset that every build uses unless told otherwise.

    \b
    ntw-print printer save --back-offset 0.5,-1 --duplex long     (for you, in every project)
    ntw-print printer save --here --paper letter               (for this project folder only)
    ntw-print printer show
    ntw-print printer reset [--here]
    """


HERE_OPTION = click.option("--here", is_flag=True,
                           help="The project's file (ntw-print.toml in this folder) rather than your own.")


@printer.command("show")
def printer_show() -> None:
    """What a build would use, where each setting comes from, and the files they are saved in."""
    from .printer import project_file, shown, user_file

    click.echo(printer_settings(None, None, None).describe())
    for what, path in (("this project's file", project_file()), ("your own file", user_file())):
        click.echo(f"{what}: {shown(path)}{'' if path.exists() else ' (none saved)'}")


@printer.command("save")
@HERE_OPTION
@click.option("--paper", type=PAPER, default=None, help="The paper you print on.")
@click.option("--duplex", type=DUPLEX, default=None, help="long, short, or fold (a printer without duplex).")
@click.option("--back-offset", default=None, callback=parse_optional_offset,
              help="X,Y in mm as read on duplex-test.pdf.")
def printer_save(here: bool, paper, duplex, back_offset) -> None:
    """Remember these settings for every later build (the others saved stay as they are)."""
    from .printer import PrinterFileError, project_file, save, shown, user_file

    given = {name: value for name, value in (("paper", paper), ("duplex", duplex), ("back_offset", back_offset))
             if value is not None}
    if not given:
        raise click.UsageError("give at least one of --paper, --duplex, --back-offset to save")
    path = project_file() if here else user_file()
    try:
        save(path, given)
    except PrinterFileError as exc:
        click.echo(str(exc), err=True)
        sys.exit(EXIT_DATA)
    click.echo(f"saved in {shown(path)}")
    click.echo(printer_settings(None, None, None).describe())


@printer.command("reset")
@HERE_OPTION
def printer_reset(here: bool) -> None:
    """Forget the saved settings (your own file, or the project's with --here)."""
    from .printer import project_file, reset, shown, user_file

    path = project_file() if here else user_file()
    click.echo(f"removed {shown(path)}" if reset(path) else f"nothing saved in {shown(path)}")
