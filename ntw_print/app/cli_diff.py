"""`ntw-print diff`: what changed in a game from one data folder (or git revision) to another, in
the game's terms; with `--visual`, what it did to every page (ntw_print/app/studio/report.py)."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import click

from .cli_options import OUT_FOLDER, PAPER, printer_options, writing_into
from ..games.command_line import EXIT_DATA, load_or_exit


@click.command()
@click.argument("folders", nargs=-1, metavar="OLD NEW", type=click.Path(path_type=Path, exists=True, file_okay=False))
@click.option("--rev", metavar="REV", help="Compare the one folder given with itself at this git revision "
                                           "(HEAD, a branch, a tag, a commit).")
@click.option("--visual", is_flag=True, help="Build both and write an HTML report of every page the change touched "
                                             "(before, after, the difference outlined) into --out.")
@click.option("--out", type=OUT_FOLDER, default=None, help="Folder for the --visual report.")
@click.option("--paper", type=PAPER, default=None,
              help="Sheet size the --visual builds use  [default: the saved printer's, else a4]")
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON for scripts.")
def diff(folders: tuple[Path, ...], rev: str | None, visual: bool, out: Path | None, paper: str | None,
         as_json: bool) -> None:
    """What changed in the game from data folder OLD to NEW, and which files (with --visual: which
    pages) it touches. With --rev REV, give one folder: it is compared with itself at that revision.
    """
    from .revision import RevisionError, folder_at

    wanted = 1 if rev else 2
    if len(folders) != wanted:
        raise click.UsageError("give one game folder with --rev" if rev else "give two game folders, OLD and NEW "
                               "(or one folder and --rev REV)")
    if visual and out is None:
        raise click.UsageError("--visual writes its report into a folder: add --out DIR")
    if out is not None and not visual:
        raise click.UsageError("--out is where --visual writes its report: add --visual")
    with tempfile.TemporaryDirectory(prefix="ntw-print-diff-") as work:
        if rev:
            try:
                old_dir = folder_at(folders[0], rev, Path(work))
            except RevisionError as exc:
                click.echo(f"{folders[0]} at {rev}: {exc}", err=True)
                sys.exit(EXIT_DATA)
            old_name, new_dir, new_name = f"{folders[0]} at {rev}", folders[0], f"{folders[0]} as it is"
        else:
            (old_dir, new_dir), (old_name, new_name) = folders, map(str, folders)
        old = load_or_exit(old_dir, "nothing was compared")
        new = load_or_exit(new_dir, "nothing was compared")
        if visual:
            _visual(old, new, old_name, new_name, Path(work), out, paper, as_json)
        else:
            _in_words(old, new, as_json)


def _in_words(old, new, as_json: bool) -> None:
    from .changes import diff_games

    result = diff_games(old, new)
    if as_json:
        click.echo(json.dumps({"changes": result.changes, "files": [f"{n}.pdf" for n in result.outputs]}, indent=2,
                              ensure_ascii=False))
        return
    for line in result.changes or ["no game value changed"]:
        click.echo(line)
    touched = ", ".join(f"{name}.pdf" for name in result.outputs) or "none"
    click.echo(f"files that read changed data: {touched}")


def _visual(old, new, old_name: str, new_name: str, work: Path, out: Path, paper: str | None, as_json: bool) -> None:
    from .build import build
    from ..print.components import BuildOptions
    from ..core.errors import BuildError, LayoutError
    from .studio.report import visual_diff, write_report

    options = printer_options(paper, BuildOptions.bleed, None, None)
    try:
        built = [build(game, work / side, options) for game, side in ((old, "old"), (new, "new"))]
    except (LayoutError, BuildError) as exc:
        click.echo(f"{exc}; nothing was compared", err=True)
        sys.exit(EXIT_DATA)
    found = visual_diff(old, new, *built, old_name, new_name)
    with writing_into(out):
        report = write_report(found, out)
    if as_json:
        click.echo(json.dumps(found.as_json(), indent=2, ensure_ascii=False))
        return
    for line in found.changes or ["no game value changed"]:
        click.echo(line)
    click.echo(f"pages changed: {found.as_json()['touched']}")
    click.echo(f"report: {report}")
