"""The `ntw-print` command line: build, watch, verify, check, schema and export; `diff` (cli_diff.py),
`preview` (cli_preview.py), `printer` (cli_printer.py), `studio` (cli_studio.py) and `symbols`
(cli_symbols.py) are added from their own modules, and each game's own commands (New Techno War's `odds`) from the
plugin that brings them."""

from __future__ import annotations

import functools
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import click
from click.core import ParameterSource

from .. import __version__
from .cli_diff import diff
from .cli_options import (DUPLEX, GAMES_OPTION, OUT_FOLDER, PAPER, for_target, game_folders, parse_optional_offset,
                          printer_options, printer_settings, target_options, writing_into)
from .cli_pod import POD_OPTION, export_pod_games, pod_check_lines, pod_service
from .cli_preview import preview
from .cli_printer import printer
from .cli_studio import studio
from .cli_symbols import symbols
from ..core.errors import BuildError, DataError, LayoutError
from ..games.command_line import EXIT_DATA, EXIT_INTERNAL, EXIT_VERIFY, load_or_exit, report_faults

if TYPE_CHECKING:
    from ..games import LoadedGame

# No pydantic plugins: looking for them reads the metadata of every installed package at start.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


class Cli(click.Group):
    """Turns an unexpected exception into a short message and exit code 1. Besides its own commands it
    offers those the installed games bring (the entry-point group ntw_print.commands), each imported
    only when it is run or listed."""

    def list_commands(self, ctx):
        return sorted({*super().list_commands(ctx), *_game_commands()})

    def get_command(self, ctx, name):
        if (command := super().get_command(ctx, name)) is not None:
            return command
        point = _game_commands().get(name)
        return point.load() if point is not None else None

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except (click.exceptions.Exit, click.ClickException, click.Abort, SystemExit):
            raise
        except BrokenPipeError:  # the reader (e.g. `head`) has gone: stop quietly
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(0)
        except Exception as exc:  # noqa: BLE001 - the last line of defence
            click.echo(f"internal error: {type(exc).__name__}: {exc}", err=True)
            click.echo("This is a bug in ntw-print; please report it with the command you ran.", err=True)
            sys.exit(EXIT_INTERNAL)


@functools.cache
def _game_commands() -> dict:
    from importlib.metadata import entry_points

    from ..games import COMMANDS_GROUP

    return {point.name: point for point in entry_points(group=COMMANDS_GROUP)}


@click.group(cls=Cli)
@click.version_option(__version__, prog_name="ntw-print")
def main() -> None:
    """Print-ready PDFs of a tabletop wargame from its YAML definitions."""


def build_options(command):
    """The options shared by `build` and `watch`: where, on what paper, which outputs, how many cores."""
    for option in reversed([
        click.option("--out", type=OUT_FOLDER, default=Path("output"), show_default=True,
                     help="Output folder; files go to OUT/<game>/<paper>/."),
        click.option("--paper", type=PAPER, default=None,
                     help="Sheet size for everything but the one-piece board: a4, letter, a3, tabloid (ledger), or a "
                          "print shop's sheet such as 300x450mm or 12x18in  [default: the saved printer's, else a4]"),
        click.option("--bleed", type=click.FloatRange(0, 10), default=3.0, show_default=True,
                     help="Bleed in mm: art runs this far past the cut line; 0 packs pieces edge to edge, sharing "
                          "their cut lines."),
        click.option("--duplex", type=DUPLEX, default=None,
                     help="How the backs are printed: long or short (the edge your printer turns the sheet over), or "
                          "fold (no duplex: each back beside its front, mirrored about a fold line; fold the sheet "
                          "and glue)  [default: the saved printer's, else long]"),
        click.option("--back-offset", default=None, callback=parse_optional_offset,
                     help="X,Y in mm read from duplex-test.pdf, to move every back page into register  "
                          "[default: the saved printer's, else 0,0]"),
        click.option("--only", multiple=True, metavar="NAME", help="Build only this component (repeatable)."),
        click.option("--jobs", type=click.IntRange(1, 64), default=None,
                     help="Files drawn at once (default: one per core)."),
    ]):
        command = option(command)
    return command


@main.command()
@GAMES_OPTION
@build_options
@target_options
@click.option("--force", is_flag=True, help="Draw every file again, even those that are up to date.")
@click.option("--verify", "then_verify", is_flag=True, help="Read the finished files back and check them (as `verify`).")
def build(game_dirs, out: Path, paper: str | None, bleed: float, duplex: str | None, back_offset, only, jobs,
          target: str, pdfx: str | None, force: bool, then_verify: bool) -> None:
    """Build the printable files of each game (only those whose data, options or code changed).

    The paper, duplex mode and back offset not given here are the saved printer's (`ntw-print printer`).
    """
    options = for_target(printer_options(paper, bleed, duplex, back_offset), target, pdfx)
    folders = game_folders(game_dirs, only)
    worst = 0
    with writing_into(out):
        for game_dir in folders:
            if len(folders) > 1:
                click.echo(f"{game_dir}:")
            worst = max(worst, _build_one(game_dir, out, options, list(only), jobs, force, then_verify))
    if worst:
        sys.exit(worst)


def _build_one(game_dir: Path, out: Path, options, only: list[str], jobs, force: bool, then_verify: bool,
               fingerprint: str | None = None) -> int:
    """Build one game and report; the exit code it asks for (0 when all went well)."""
    from ..core.checks_later import collected as checks_collected
    from ..games import load_game
    from ..print.cover import cover_faults
    from .build import build as run_build
    from .fingerprint import build_fingerprint, unchanged_outputs

    fingerprint = fingerprint or build_fingerprint(game_dir, options, only)
    unchanged = None if force or then_verify else unchanged_outputs(out, options.folder, fingerprint)
    if unchanged is not None:  # the same build as last time, every file intact: nothing to load
        _report_unchanged(game_dir, options, unchanged)
        return 0
    from ..print.components import templates_used
    from .printer import describe as describe_printer
    from .report import build_table, progress_bar

    try:
        with checks_collected() as later:  # laying the sheets out is left for the build to do while it draws
            game = load_game(game_dir)
            if faults := cover_faults(game.sources["game.yaml"], game.info.name, game.info.credit):
                raise DataError(faults)
    except DataError as exc:
        report_faults(exc.faults, "nothing was built")
        return EXIT_DATA
    started = time.perf_counter()
    try:
        with progress_bar(len(only) if only else len(game.info.components)) as advance:
            result = run_build(game, out, options, only or None, progress=advance, force=force, jobs=jobs,
                               fingerprint=fingerprint, later=later)
    except DataError as exc:
        report_faults(exc.faults, "nothing was built")
        return EXIT_DATA
    except LayoutError as exc:
        click.echo(f"layout: {exc}", err=True)
        return EXIT_DATA
    except BuildError as exc:
        click.echo(str(exc), err=True)
        return EXIT_DATA
    if result.rebuilt:
        build_table([f for f in result.files if f.name in result.rebuilt], time.perf_counter() - started)
    for line in result.report_lines():
        click.echo(line)
    if used := templates_used(game_dir, result.read):
        click.echo(used)
    click.echo(describe_printer(options))
    if options.print_shop:
        click.echo(options.describe_target())
    return run_verify(game, out, options.folder, options, only or None, as_json=False) if then_verify else 0


def _report_unchanged(game_dir: Path, options, unchanged) -> None:
    """What a build with nothing to do says."""
    from .build import BuildResult
    from ..print.components import templates_used
    from .manifest import record_origins
    from .printer import describe as describe_printer

    click.echo(BuildResult(files=[], rebuilt={}, up_to_date=list(unchanged)).summary())
    if used := templates_used(game_dir, {s for read in unchanged.values() for s in read}):
        click.echo(used)
    click.echo(describe_printer(options))
    if options.print_shop:
        click.echo(options.describe_target())
    record_origins(unchanged.folder, options)


@main.command()
@GAMES_OPTION
@build_options
def watch(game_dirs, out: Path, paper: str | None, bleed: float, duplex: str | None, back_offset, only,
          jobs) -> None:
    """Build each game, then build a game again each time one of its data files is saved; faults are
    shown, not fatal."""
    from .printer import describe as describe_printer
    from .watch import watch as run_watch

    options = printer_options(paper, bleed, duplex, back_offset)
    folders = game_folders(game_dirs, only)
    for missing in (folder for folder in folders if not folder.is_dir()):
        load_or_exit(missing, "nothing was watched")  # says where it looked and which games there are
    click.echo(describe_printer(options))
    try:
        run_watch(folders, out, options, list(only) or None, echo=click.echo, jobs=jobs)
    except KeyboardInterrupt:
        click.echo("stopped watching")


def run_verify(game: LoadedGame, out: Path, paper: str, expect, only: list[str] | None, as_json: bool, force: bool = False,
               whole: str | None = None) -> int:
    """Verify the built files (in the set's folder named `paper`: BuildOptions.folder) and print the
    report; EXIT_VERIFY when anything does not hold, else 0. (`force` and `whole`: as `verify.verify`.)"""
    from .build import output_folder
    from .verify import verify as run

    try:
        report = run(game, output_folder(out, game.info.id, paper), expect, only, force=force, whole=whole)
    except BuildError as exc:  # an unknown --only name
        click.echo(str(exc), err=True)
        return EXIT_DATA
    return _print_verified(report, as_json)


def _print_verified(report, as_json: bool) -> int:
    import json

    click.echo(json.dumps(report.as_dict(), indent=2) if as_json else "\n".join(report.lines()))
    return 0 if report.ok else EXIT_VERIFY


@main.command()
@GAMES_OPTION
@click.option("--out", type=OUT_FOLDER, default=Path("output"), show_default=True,
              help="Output folder the files were built into (they are read from OUT/<game>/<paper>/).")
@click.option("--paper", type=PAPER, default=None,
              help="Paper the files were built for (which folder to read)  [default: the saved printer's, else a4]")
@click.option("--bleed", type=click.FloatRange(0, 10), default=None,
              help="Check that the files were built with this bleed in mm.")
@click.option("--duplex", type=DUPLEX, default=None,
              help="Check that the backs were placed for this duplex flip (or fold-over).")
@click.option("--back-offset", default=None, callback=parse_optional_offset,
              help="Check that the backs were moved by this X,Y in mm.")
@click.option("--only", multiple=True, metavar="NAME", help="Verify only this component (repeatable).")
@target_options
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON for scripts.")
@click.option("--force", is_flag=True, help="Read every file again, even those that held before and have not "
                                             "changed since.")
def verify(game_dirs, out: Path, paper: str | None, bleed: float | None, duplex: str | None, back_offset,
           only, target: str, pdfx: str | None, as_json: bool, force: bool) -> None:
    """Read every built PDF back and check it against the game data (exit 0 only when all holds).

    The files are checked as the manifest says they were built; an option given here that differs
    from the manifest's is reported as a problem. A file that held before is not read again while
    nothing it is held to has changed (its bytes, the data it is made from, ntw-print's code).
    """
    from ..print.components import BuildOptions
    from .verify.verdicts import held_set, set_fingerprint

    saved_paper = paper or printer_settings(None, None, None).paper
    folder_paper = for_target(BuildOptions(paper=saved_paper), target, pdfx).folder
    given = {"paper": paper, "bleed": bleed, "duplex": duplex, "back_offset": back_offset}
    expect = {name: value for name, value in given.items() if value is not None}
    folders = game_folders(game_dirs, only)
    worst = 0
    for game_dir in folders:
        if len(folders) > 1 and not as_json:
            click.echo(f"{game_dir}:")
        started = time.perf_counter()
        whole = set_fingerprint(game_dir, {"paper": folder_paper, "expect": expect, "only": sorted(only)})
        held = None if force else held_set(out, folder_paper, whole)
        if held is not None:  # the same set, data and code as a verify that held: nothing to load or read
            held.seconds = time.perf_counter() - started
            worst = max(worst, _print_verified(held, as_json))
            continue
        game = load_or_exit(game_dir, "nothing was verified")
        worst = max(worst, run_verify(game, out, folder_paper, expect, list(only) or None, as_json, force, whole))
    if worst:
        sys.exit(worst)


@main.command()
@GAMES_OPTION
@click.option("--designer-values", is_flag=True, help="List every value that is a designer choice.")
@POD_OPTION
def check(game_dirs, designer_values: bool, pod: str | None) -> None:
    """Validate the game data without building anything (data checked before and not changed since
    gets the same answer at once)."""
    from .check_memo import check_fingerprint, remember, remembered

    service = pod_service(pod) if pod is not None else None
    for game_dir in game_folders(game_dirs):
        options = {"designer_values": designer_values, **({"pod": pod} if pod else {})}
        key = check_fingerprint(game_dir, options)
        lines = remembered(game_dir, options, key)  # the same data checked before: the same answer
        if lines is None:
            game = load_or_exit(game_dir, None, fits=True)  # checking builds nothing anyway
            lines = _check_lines(game, designer_values) + (pod_check_lines(game, service) if service else [])
            remember(game_dir, options, key, lines)
        for line in lines:
            click.echo(line)


def _check_lines(game: LoadedGame, designer_values: bool) -> list[str]:
    from .designer import designer_values as list_designer_values

    if designer_values:
        return list(list_designer_values(game)) or [
            f"{game.info.name}: no value is marked as a designer's choice (mark one with `designer: [field]` "
            "and say why under `notes:`)."]
    return [f"{game.info.name}: the data is valid ({len(game.sources)} files)."]


@main.command()
@click.option("--out", type=OUT_FOLDER, default=Path("schema"), show_default=True,
              help="Folder for the JSON Schema files.")
def schema(out: Path) -> None:
    """Write a JSON Schema for each kind of data file (for YAML-aware editors)."""
    from .schema import write_schemas

    with writing_into(out):
        paths = write_schemas(out)
    for path in paths:
        click.echo(str(path))


@main.command()
@GAMES_OPTION
@click.option("--out", type=OUT_FOLDER, default=Path("output"), show_default=True,
              help="Output folder; the set is (built, then) read from OUT/<game>/<paper>/.")
@click.option("--paper", type=PAPER, default=None,
              help="Which set: the paper it is built for  [default: the saved printer's, else a4]")
@click.option("--dpi", type=click.IntRange(72, 1200), default=300, show_default=True,
              help="Resolution of the PNG of every piece, card and board.")
@click.option("--image-url", default=None, metavar="URL",
              help="Where Tabletop Simulator finds the deck images, e.g. https://example.org/my-game/ (default: "
                   "the export folder on this disk).")
@POD_OPTION
def export(game_dirs, out: Path, paper: str | None, dpi: int, image_url: str | None, pod: str | None) -> None:
    """Pieces, cards and boards as PNG and SVG, Tabletop Simulator decks, a VASSAL module and an
    index.html catalogue, beside the PDFs (the set is built first when it is not up to date, with the
    options it was built with; a set not built yet is built for the saved printer, as `build` would).
    With --pod, only the decks, as that print-on-demand service takes them (at its own resolution)."""
    if pod is not None:
        service = pod_service(pod)
        ignored = [f"--{name.replace('_', '-')}" for name in ("paper", "dpi", "image_url")
                   if click.get_current_context().get_parameter_source(name) is not ParameterSource.DEFAULT]
        if ignored:
            click.echo(f"{', '.join(ignored)} cannot go with --pod: a service's files are drawn at its own size and "
                       f"resolution, from the data, not from a built set", err=True)
            sys.exit(EXIT_DATA)
        with writing_into(out):
            sys.exit(export_pod_games(game_folders(game_dirs), out, service))
    from .build import output_folder
    from ..print.components import BuildOptions
    from .export import CATALOGUE, EXPORT, export_set
    from .export.last_export import record_export, unchanged_export
    from .fingerprint import build_fingerprint
    from .manifest import read_manifest

    printer = printer_options(paper, BuildOptions.bleed, None, None)
    worst = 0
    folders = game_folders(game_dirs)
    with writing_into(out):
        for game_dir in folders:
            if len(folders) > 1:
                click.echo(f"{game_dir}:")
            if last := unchanged_export(game_dir, out, printer.paper, dpi, image_url):
                folder, options, unchanged = last  # nothing changed since the last export: nothing to load
                _report_unchanged(game_dir, options, unchanged)
                click.echo(f"export up to date: {folder / EXPORT}; catalogue: {folder / CATALOGUE}")
                continue
            game = load_or_exit(game_dir, "nothing was exported")
            folder = output_folder(out, game.info.id, printer.paper)
            options = read_manifest(folder)[1] or printer
            fingerprint = build_fingerprint(game_dir, options, None)
            code = _build_one(game_dir, out, options, [], None, False, False, fingerprint)
            if code:
                worst = max(worst, code)
                continue
            target = export_set(game, folder, options, dpi, image_url, progress=lambda name: None)
            record_export(folder, game_dir, fingerprint, dpi, image_url)
            click.echo(f"exported to {target}; catalogue: {folder / CATALOGUE}")
    if worst:
        sys.exit(worst)


main.add_command(diff)
main.add_command(preview)
main.add_command(printer)
main.add_command(studio)
main.add_command(symbols)

if __name__ == "__main__":
    main()
