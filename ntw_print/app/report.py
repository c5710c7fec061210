"""What a build shows a person: a progress bar while it runs, a table of what it wrote."""

from __future__ import annotations

import contextlib
from typing import Callable, Iterator

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn
from rich.table import Table


@contextlib.contextmanager
def progress_bar(total: int) -> Iterator[Callable[[str], None]]:
    console = Console(stderr=True)
    with Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                  console=console, transient=True, disable=not console.is_terminal) as progress:
        task = progress.add_task("building", total=total)

        def advance(name: str) -> None:
            progress.update(task, advance=1, description=f"built {name}")

        yield advance


def build_table(written, seconds: float) -> None:
    """Each file written (by name: a path would be cut in a narrow table), then the folder they are in."""
    table = Table(title=None, show_edge=False)
    table.add_column("file")
    table.add_column("pages", justify="right")
    table.add_column("size", justify="right")
    table.add_column("sheets", justify="right")
    table.add_column("waste", justify="right")
    table.add_column("cuts", justify="right")
    for w in written:
        use = w.paper_use or {}
        table.add_row(w.path.name, str(w.pages), f"{w.size / 1024:.0f} KiB", str(use.get("sheets", "")),
                      f"{use['waste']:.0%}" if "waste" in use else "", str(use.get("cuts") or ""))
    console = Console()
    console.print(table)
    for w in written:
        if (w.paper_use or {}).get("bleed_from"):
            console.print(f"{w.path.name}: {w.paper_use['bleed_from']}", soft_wrap=True, markup=False)
    folders = sorted({str(w.path.parent) for w in written})
    console.print(f"{len(written)} file{'s' if len(written) != 1 else ''} written to {', '.join(folders)} in "
                  f"{seconds:.1f} s", soft_wrap=True, markup=False)
