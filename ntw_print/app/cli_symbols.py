"""`ntw-print symbols`: the catalogue of NATO unit symbols, a PDF to choose codes from on paper."""

from __future__ import annotations

from pathlib import Path

import click

from .cli_options import PAPER


@click.command()
@click.option("--out", type=click.Path(path_type=Path, dir_okay=False), default=Path("output/symbols.pdf"),
              show_default=True, help="The PDF to write.")
@click.option("--paper", type=PAPER, default="a4", show_default=True, help="The paper to print it on.")
def symbols(out: Path, paper: str) -> None:
    """Print every NATO symbol code (`symbol: nato:infantry`) in each affiliation, filled and unfilled."""
    from ..print.render.pdf import render_pages
    from ..print.symbols.catalogue import pages

    out.parent.mkdir(parents=True, exist_ok=True)
    made = pages(paper)
    render_pages(made, out, "NATO land-unit symbols")
    click.echo(f"{out}: {len(made)} pages, every code ntw-print draws")
