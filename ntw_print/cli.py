"""The `ntw-print` command line: build, check, schema (and the commands other modules add)."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import click

from . import __version__
from .errors import BuildError, DataError, LayoutError

# No pydantic plugins: looking for them reads the metadata of every installed package at start.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

EXIT_DATA = 2
EXIT_INTERNAL = 1
EXIT_VERIFY = 3

GAME_OPTION = click.option("--game", "game_dir", type=click.Path(path_type=Path), default=Path("data/ntw"),
                           show_default=True, help="Folder with the game's definition files.")
GAMES_OPTION = click.option("--game", "game_dirs", type=click.Path(path_type=Path), multiple=True,
                            help="Folder with a game's definition files (repeatable)  [default: every game in "
                                 "./data]")


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
        from .layout.sheet import paper_name

        try:
            return paper_name(str(value))
        except ValueError as exc:
            self.fail(str(exc), param, ctx)


PAPER = Paper()
DUPLEX = click.Choice(["long", "short", "fold"])


def printer_settings(paper, duplex, back_offset):
    """The printer a build uses: what the command line gives, else what is saved, else the default."""
    from .printer import PrinterFileError, resolve

    try:
        return resolve({"paper": paper, "duplex": duplex, "back_offset": back_offset})
    except PrinterFileError as exc:
        click.echo(str(exc), err=True)
        sys.exit(EXIT_DATA)


def report_faults(faults, outcome: str | None) -> None:
    """Every fault, one a line, then how many and what the command therefore did not do."""
    for fault in faults:
        click.echo(str(fault), err=True)
    summary = f"{len(faults)} fault{'s' if len(faults) != 1 else ''} in the game data"
    click.echo(f"{summary}; {outcome}." if outcome else f"{summary}.", err=True)


def load_or_exit(game_dir: Path, outcome: str | None = "nothing was built"):
    from .games import load_game

    try:
        return load_game(game_dir)
    except DataError as exc:
        report_faults(exc.faults, outcome)
        sys.exit(EXIT_DATA)


def _parse_offset(ctx, param, value: str) -> tuple[float, float]:
    from .layout.sheet import MAX_BACK_OFFSET_MM as most

    try:
        dx, dy = (float(v) for v in value.split(","))
    except ValueError:
        raise click.BadParameter("expected two numbers in mm, such as 0.5,-1") from None
    if not (abs(dx) <= most and abs(dy) <= most):
        raise click.BadParameter(f"{value} mm would push the backs off the paper: the largest offset that fits "
                                 f"is {most:g} mm either way on each axis ({-most:g},{-most:g} to {most:g},{most:g}), "
                                 "the range the duplex test's scales read")
    return dx, dy


def _parse_optional_offset(ctx, param, value: str | None) -> tuple[float, float] | None:
    return None if value is None else _parse_offset(ctx, param, value)


class Cli(click.Group):
    """Turns an unexpected exception into a short message and exit code 1."""

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


@click.group(cls=Cli)
@click.version_option(__version__, prog_name="ntw-print")
def main() -> None:
    """Print-ready PDFs of a tabletop wargame from its YAML definitions."""


def build_options(command):
    """The options shared by `build` and `watch`: where, on what paper, which outputs, how many cores."""
    for option in reversed([
        click.option("--out", type=click.Path(path_type=Path), default=Path("output"), show_default=True,
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
        click.option("--back-offset", default=None, callback=_parse_optional_offset,
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
@click.option("--force", is_flag=True, help="Draw every file again, even those that are up to date.")
@click.option("--verify", "then_verify", is_flag=True, help="Read the finished files back and check them (as `verify`).")
def build(game_dirs, out: Path, paper: str | None, bleed: float, duplex: str | None, back_offset, only, jobs,
          force: bool, then_verify: bool) -> None:
    """Build the printable files of each game (only those whose data, options or code changed).

    The paper, duplex mode and back offset not given here are the saved printer's (`ntw-print printer`).
    """
    from .components import BuildOptions

    printer = printer_settings(paper, duplex, back_offset)
    options = BuildOptions(paper=printer.paper, bleed=bleed, duplex=printer.duplex, back_offset=printer.back_offset,
                           origins=printer.origins)
    folders = game_folders(game_dirs, only)
    worst = 0
    for game_dir in folders:
        if len(folders) > 1:
            click.echo(f"{game_dir}:")
        worst = max(worst, _build_one(game_dir, out, options, list(only), jobs, force, then_verify))
    if worst:
        sys.exit(worst)


def _build_one(game_dir: Path, out: Path, options, only: list[str], jobs, force: bool, then_verify: bool) -> int:
    """Build one game and report; the exit code it asks for (0 when all went well)."""
    from .build import BuildResult, build as run_build
    from .components import templates_used
    from .fingerprint import build_fingerprint, unchanged_outputs
    from .manifest import record_origins
    from .printer import describe as describe_printer

    fingerprint = build_fingerprint(game_dir, options, only)
    unchanged = None if force or then_verify else unchanged_outputs(out, options.paper, fingerprint)
    if unchanged is not None:  # the same build as last time, every file intact: nothing to load
        click.echo(BuildResult(files=[], rebuilt={}, up_to_date=list(unchanged)).summary())
        if used := templates_used(game_dir, {s for read in unchanged.values() for s in read}):
            click.echo(used)
        click.echo(describe_printer(options))
        record_origins(unchanged.folder, options)
        return 0
    from .report import build_table, progress_bar

    game = load_or_exit(game_dir)
    started = time.perf_counter()
    try:
        with progress_bar(len(only) if only else len(game.info.components)) as advance:
            result = run_build(game, out, options, only or None, progress=advance, force=force, jobs=jobs,
                               fingerprint=fingerprint)
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
    return run_verify(game, out, options.paper, options, only or None, as_json=False) if then_verify else 0


@main.command()
@GAME_OPTION
@build_options
def watch(game_dir: Path, out: Path, paper: str | None, bleed: float, duplex: str | None, back_offset, only,
          jobs) -> None:
    """Build, then build again each time a data file is saved; faults are shown, not fatal."""
    from .components import BuildOptions
    from .watch import watch as run_watch

    printer = printer_settings(paper, duplex, back_offset)
    options = BuildOptions(paper=printer.paper, bleed=bleed, duplex=printer.duplex, back_offset=printer.back_offset,
                           origins=printer.origins)
    click.echo(printer.describe())
    try:
        run_watch(game_dir, out, options, list(only) or None, echo=click.echo, jobs=jobs)
    except KeyboardInterrupt:
        click.echo("stopped watching")


@main.command()
@click.argument("old", type=click.Path(path_type=Path, exists=True, file_okay=False))
@click.argument("new", type=click.Path(path_type=Path, exists=True, file_okay=False))
def diff(old: Path, new: Path) -> None:
    """What changed in the game from data folder OLD to NEW, and which files it touches."""
    from .changes import diff_games

    result = diff_games(load_or_exit(old, "nothing was compared"), load_or_exit(new, "nothing was compared"))
    for line in result.changes or ["no game value changed"]:
        click.echo(line)
    touched = ", ".join(f"{name}.pdf" for name in result.outputs) or "none"
    click.echo(f"files that read changed data: {touched}")


def run_verify(game, out: Path, paper: str, expect, only: list[str] | None, as_json: bool) -> int:
    """Verify the built files and print the report; EXIT_VERIFY when anything does not hold, else 0."""
    import json

    from .build import output_folder
    from .verify import verify as run

    report = run(game, output_folder(out, game.info.id, paper), expect, only)
    click.echo(json.dumps(report.as_dict(), indent=2) if as_json else "\n".join(report.lines()))
    return 0 if report.ok else EXIT_VERIFY


@main.command()
@GAMES_OPTION
@click.option("--out", type=click.Path(path_type=Path), default=Path("output"), show_default=True,
              help="Output folder the files were built into (they are read from OUT/<game>/<paper>/).")
@click.option("--paper", type=PAPER, default=None,
              help="Paper the files were built for (which folder to read)  [default: the saved printer's, else a4]")
@click.option("--bleed", type=click.FloatRange(0, 10), default=None,
              help="Check that the files were built with this bleed in mm.")
@click.option("--duplex", type=DUPLEX, default=None,
              help="Check that the backs were placed for this duplex flip (or fold-over).")
@click.option("--back-offset", default=None, callback=_parse_optional_offset,
              help="Check that the backs were moved by this X,Y in mm.")
@click.option("--only", multiple=True, metavar="NAME", help="Verify only this component (repeatable).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON for scripts.")
def verify(game_dirs, out: Path, paper: str | None, bleed: float | None, duplex: str | None, back_offset,
           only, as_json: bool) -> None:
    """Read every built PDF back and check it against the game data (exit 0 only when all holds).

    The files are checked as the manifest says they were built; an option given here that differs
    from the manifest's is reported as a problem.
    """
    folder_paper = paper or printer_settings(None, None, None).paper
    given = {"paper": paper, "bleed": bleed, "duplex": duplex, "back_offset": back_offset}
    expect = {name: value for name, value in given.items() if value is not None}
    folders = game_folders(game_dirs, only)
    worst = 0
    for game_dir in folders:
        if len(folders) > 1 and not as_json:
            click.echo(f"{game_dir}:")
        game = load_or_exit(game_dir, "nothing was verified")
        worst = max(worst, run_verify(game, out, folder_paper, expect, list(only) or None, as_json))
    if worst:
        sys.exit(worst)


@main.command()
@GAMES_OPTION
@click.option("--designer-values", is_flag=True, help="List every value that is a designer choice.")
def check(game_dirs, designer_values: bool) -> None:
    """Validate the game data without building anything (data checked before and not changed since
    gets the same answer at once)."""
    from .check_memo import check_fingerprint, remember, remembered

    for game_dir in game_folders(game_dirs):
        options = {"designer_values": designer_values}
        key = check_fingerprint(game_dir, options)
        lines = remembered(game_dir, options, key)  # the same data checked before: the same answer
        if lines is None:
            lines = _check_lines(load_or_exit(game_dir, None), designer_values)  # checking builds nothing anyway
            remember(game_dir, options, key, lines)
        for line in lines:
            click.echo(line)


def _check_lines(game, designer_values: bool) -> list[str]:
    from .designer import designer_values as list_designer_values

    if designer_values:
        return list(list_designer_values(game))
    return [f"{game.info.name}: the data is valid ({len(game.sources)} files)."]


@main.command()
@click.option("--out", type=click.Path(path_type=Path), default=Path("schema"), show_default=True,
              help="Folder for the JSON Schema files.")
def schema(out: Path) -> None:
    """Write a JSON Schema for each kind of data file (for YAML-aware editors)."""
    from .schema import write_schemas

    for path in write_schemas(out):
        click.echo(str(path))


@main.command()
@GAME_OPTION
@click.option("--unit", help="Unit that fires (id from units.yaml).")
@click.option("--weapon", help="Weapon it fires (id from weapons.yaml).")
@click.option("--target", help="Enemy unit shot at.")
@click.option("--terrain", help="Terrain the target stands on (id from terrain.yaml).")
@click.option("--status", "statuses", multiple=True, metavar="ID", help="Status of the target (repeatable).")
@click.option("--turn", type=int, help="Turn number (END and INT).")
@click.option("--response", is_flag=True, help="A response: fire with the small ATK value.")
@click.option("--sniper", "as_sniper", is_flag=True, help="The unit's sniper fires (special-rules.yaml).")
@click.option("--table", is_flag=True, help="Print the chance of every reachable hit score instead.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
def odds(game_dir: Path, unit, weapon, target, terrain, statuses, turn, response, as_sniper, table,
         as_json) -> None:
    """What are the odds? The hit score of a shot and its chances, or the whole score table.

    \b
    ntw-print odds --unit red-infantry --weapon anti-tank --target blue-apc --terrain open --turn 7
    ntw-print odds --unit blue-infantry --weapon assault-rifle --target red-infantry --terrain open \\
                   --turn 7 --response --status in-motion
    ntw-print odds --table
    """
    import json

    from .games.ntw import odds as calc
    from .games.ntw.rules.lookup import UnknownId

    given = [("unit", unit), ("weapon", weapon), ("target", target), ("terrain", terrain), ("status", statuses),
             ("turn", turn), ("response", response), ("sniper", as_sniper)]
    asked = [f"--{name}" for name, value in given if value not in (None, False, ())]
    if table and asked:
        raise click.UsageError(f"--table lists every reachable hit score, for any shot; it takes no "
                               f"{', '.join(asked)} (leave out --table to work out one shot)")
    game = load_or_exit(game_dir, "no odds were worked out")
    if table:
        rows = calc.score_table(game)
        click.echo(json.dumps(calc.table_json(rows), indent=2) if as_json else calc.format_table(game, rows),
                   nl=as_json)
        return
    needed = [("unit", unit), ("weapon", weapon or as_sniper or None), ("target", target), ("terrain", terrain),
              ("turn", turn)]
    missing = [f"--{name}" for name, value in needed if value is None]
    if missing:
        raise click.UsageError(f"missing {', '.join(missing)} (or use --table)")
    try:
        result = calc.shot_odds(game, unit, weapon, target, terrain, statuses, turn,
                                "response" if response else "activation", as_sniper)
    except (UnknownId, ValueError) as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(EXIT_DATA)
    click.echo(json.dumps(calc.shot_json(result), indent=2) if as_json else calc.format_shot(game, result),
               nl=as_json)

@main.group()
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
@click.option("--back-offset", default=None, callback=_parse_optional_offset,
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


@main.command()
@GAMES_OPTION
@click.option("--out", type=click.Path(path_type=Path), default=Path("output"), show_default=True,
              help="Output folder; the set is (built, then) read from OUT/<game>/<paper>/.")
@click.option("--paper", type=PAPER, default="a4", show_default=True, help="Which set: the paper it is built for.")
@click.option("--dpi", type=click.IntRange(72, 1200), default=300, show_default=True,
              help="Resolution of the PNG of every piece, card and board.")
@click.option("--image-url", default=None, metavar="URL",
              help="Where Tabletop Simulator finds the deck images, e.g. https://example.org/my-game/ (default: "
                   "the export folder on this disk).")
def export(game_dirs, out: Path, paper: str, dpi: int, image_url: str | None) -> None:
    """Pieces, cards and boards as PNG and SVG, Tabletop Simulator decks, a VASSAL module and an
    index.html catalogue, beside the PDFs (the set is built first when it is not up to date)."""
    from .build import output_folder
    from .components import BuildOptions
    from .export import CATALOGUE, export_set
    from .manifest import read_manifest

    worst = 0
    folders = game_folders(game_dirs)
    for game_dir in folders:
        if len(folders) > 1:
            click.echo(f"{game_dir}:")
        game = load_or_exit(game_dir, "nothing was exported")
        folder = output_folder(out, game.info.id, paper.lower())
        options = read_manifest(folder)[1] or BuildOptions(paper=paper.lower())
        code = _build_one(game_dir, out, options, [], None, False, False)
        if code:
            worst = max(worst, code)
            continue
        target = export_set(game, folder, options, dpi, image_url, progress=lambda name: None)
        click.echo(f"exported to {target}; catalogue: {folder / CATALOGUE}")
    if worst:
        sys.exit(worst)


@main.command()
@click.option("--out", type=click.Path(path_type=Path), default=Path("output/ntw/a4"), show_default=True,
              help="Folder with the built PDFs.")
@click.option("--to", "target", type=click.Path(path_type=Path), default=None,
              help="Folder for the PNG previews  [default: OUT/previews].")
@click.argument("names", nargs=-1)
def preview(out: Path, target: Path | None, names: tuple[str, ...]) -> None:
    """Render the first page of built PDFs (NAMES, default all) as small PNG previews."""
    from .errors import unknown
    from .previews import preview_pngs

    built = sorted(p.stem for p in out.glob("*.pdf"))
    if not built:
        click.echo(f"no built PDF in {out}: run ntw-print build first", err=True)
        sys.exit(EXIT_DATA)
    missing = [n for n in names if n not in built]
    if missing:
        click.echo("; ".join(unknown("built file", n, built) for n in missing) + f" in {out}", err=True)
        sys.exit(EXIT_DATA)
    chosen = list(names) or built
    for path in preview_pngs(out, chosen, target or out / "previews"):
        click.echo(str(path))


if __name__ == "__main__":
    main()
