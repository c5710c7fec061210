"""What the commands of the command line share: the games and paper options, the printer
settings, the output folder. What a game's own command needs too (exit codes, `--game`, reading a
game or saying its faults) is games/command_line.py."""

from __future__ import annotations

import errno
import sys
from contextlib import contextmanager
from pathlib import Path

import click

from ..games.command_line import EXIT_DATA

GAMES_OPTION = click.option("--game", "game_dirs", type=click.Path(path_type=Path), multiple=True,
                            help="Folder with a game's definition files (repeatable)  [default: every game in "
                                 "./data]")


OUT_FOLDER = click.Path(path_type=Path, file_okay=False)  # --out: a folder (made when missing), never a file


@contextmanager
def writing_into(out: Path):
    """Say in one line that the output folder cannot be written (a file where a folder should be, no
    permission, a full disk) and exit with EXIT_DATA; other errors go on up (a bug reading a font is
    not the output folder's)."""
    try:
        yield
    except OSError as exc:
        if not _about(exc, out):
            raise
        where = f" ({exc.filename})" if exc.filename is not None and Path(exc.filename) != out else ""
        click.echo(f"cannot write {out}: {exc.strerror or exc}{where}", err=True)
        sys.exit(EXIT_DATA)


_DISK_ERRORS = {errno.ENOSPC, errno.EIO, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC)}


def _about(error: OSError, out: Path) -> bool:
    """Whether the error is the output folder's: about a path in it (or a folder it is in), or a
    write the disk refused (no path given: full, over quota, failing). A closed pipe is not."""
    if error.filename is None:
        return error.errno in _DISK_ERRORS
    path, out = Path(error.filename).absolute(), out.absolute()
    return path.is_relative_to(out) or out.is_relative_to(path)


def game_folders(given, only=()) -> list[Path]:
    """The folders asked for, or every game folder in ./data (data/ntw when there is none, so that
    the error says where it looked). `--only` names the outputs of one game."""
    folders = list(given) or sorted(p.parent for p in Path("data").glob("*/game.yaml")) or [Path("data/ntw")]
    if only and len(folders) > 1:
        raise click.UsageError(f"--only names outputs of one game; add --game FOLDER (one of "
                               f"{', '.join(map(str, folders))})")
    return folders


class Paper(click.ParamType):
    """A4, Letter, A3, Tabloid (or Ledger), or a custom size such as 300x450mm."""

    name = "paper"

    def get_metavar(self, *args, **kwargs) -> str:
        return "[a4|letter|a3|tabloid|WxHmm]"

    def convert(self, value, param, ctx):
        from ..print.layout.sheet import paper_name

        try:
            return paper_name(str(value))
        except ValueError as exc:
            self.fail(str(exc), param, ctx)


PAPER = Paper()
DUPLEX = click.Choice(["long", "short", "fold"])


def target_options(command):
    """`--target` and `--pdfx`: who prints the files (`build`, and `verify` to find them)."""
    command = click.option("--pdfx", type=click.Choice(["4", "1a"]), default=None,
                           help="With --target print-shop: PDF/X-4, or PDF/X-1a:2003 (no transparency, as "
                                "DriveThruCards asks)  [default: 4]")(command)
    return click.option("--target", type=click.Choice(["home", "print-shop"]), default="home", show_default=True,
                        help="home: RGB pages for a home printer (OUT/<game>/<paper>/); print-shop: PDF/X in a "
                             "press's CMYK, boards on pages of their own trim plus bleed "
                             "(OUT/<game>/<paper>-print-shop/)")(command)


def for_target(options, target: str, pdfx: str | None):
    """The options with this target (and PDF/X standard); --pdfx without --target print-shop is refused."""
    from dataclasses import replace

    if pdfx is not None and target != "print-shop":
        raise click.UsageError("--pdfx chooses the PDF/X of a print shop's files: add --target print-shop")
    return replace(options, target=target, pdfx=pdfx or options.pdfx)


def printer_settings(paper, duplex, back_offset):
    """The printer a build uses: what the command line gives, else what is saved, else the default."""
    from .printer import PrinterFileError, resolve

    try:
        return resolve({"paper": paper, "duplex": duplex, "back_offset": back_offset})
    except PrinterFileError as exc:
        click.echo(str(exc), err=True)
        sys.exit(EXIT_DATA)


def printer_options(paper, bleed: float, duplex, back_offset):
    """The BuildOptions of a build: this bleed, and the printer settings given here, else saved, else
    the defaults (each with where it came from)."""
    from ..print.components import BuildOptions

    printer = printer_settings(paper, duplex, back_offset)
    return BuildOptions(paper=printer.paper, bleed=bleed, duplex=printer.duplex, back_offset=printer.back_offset,
                        origins=printer.origins)


def parse_offset(ctx, param, value: str) -> tuple[float, float]:
    from ..print.layout.sheet import MAX_BACK_OFFSET_MM as most

    try:
        dx, dy = (float(v) for v in value.split(","))
    except ValueError:
        raise click.BadParameter("expected two numbers in mm, such as 0.5,-1") from None
    if not (abs(dx) <= most and abs(dy) <= most):
        raise click.BadParameter(f"{value} mm would push the backs off the paper: the largest offset that fits "
                                 f"is {most:g} mm either way on each axis ({-most:g},{-most:g} to {most:g},{most:g}), "
                                 "the range the duplex test's scales read")
    return dx, dy


def parse_optional_offset(ctx, param, value: str | None) -> tuple[float, float] | None:
    return None if value is None else parse_offset(ctx, param, value)
