"""`ntw-print preview`: the first page of built PDFs as small PNG pictures, to look at a set without
opening every file."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .cli_options import GAMES_OPTION, PAPER, game_folders, printer_settings
from ..games.command_line import EXIT_DATA, id_or_exit


@click.command()
@GAMES_OPTION
@click.option("--paper", type=PAPER, default=None,
              help="Which set: the paper it is built for  [default: the saved printer's, else a4]")
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="A folder with built PDFs, instead of each game's set in output/<game>/<paper>/.")
@click.option("--to", "target", type=click.Path(path_type=Path), default=None,
              help="Folder for the PNG previews (of several games: a folder for each inside it, named as the "
                   "game)  [default: previews/ beside the PDFs]")
@click.argument("names", nargs=-1)
def preview(game_dirs, paper: str | None, out: Path | None, target: Path | None, names: tuple[str, ...]) -> None:
    """Render the first page of built PDFs (NAMES, default all) as small PNG previews."""
    from .build import output_folder

    if out is not None:
        if game_dirs:
            raise click.UsageError("--out names the folder of PDFs itself; give it or --game, not both")
        sys.exit(_preview_set(out, target, names))
    folders = game_folders(game_dirs)
    folder_paper = paper or printer_settings(None, None, None).paper
    worst = 0
    for game_dir in folders:
        game_id = id_or_exit(game_dir, "nothing was previewed")  # the game's set is all it looks at
        to = target / game_id if target is not None and len(folders) > 1 else target
        worst = max(worst, _preview_set(output_folder(Path("output"), game_id, folder_paper), to, names))
    sys.exit(worst)


def _preview_set(folder: Path, target: Path | None, names: tuple[str, ...]) -> int:
    """Previews of the PDFs built in `folder` (those named, else all) in `target` (or folder/previews);
    the exit code (EXIT_DATA when there is nothing to preview)."""
    from ..core.errors import unknown
    from .previews import preview_pngs

    built = sorted(p.stem for p in folder.glob("*.pdf"))
    if not built:
        click.echo(f"no built PDF in {folder}: run ntw-print build first", err=True)
        return EXIT_DATA
    missing = [n for n in names if n not in built]
    if missing:
        click.echo("; ".join(unknown("built file", n, built) for n in missing) + f" in {folder}", err=True)
        return EXIT_DATA
    for path in preview_pngs(folder, list(names) or built, target or folder / "previews"):
        click.echo(str(path))
    return 0
