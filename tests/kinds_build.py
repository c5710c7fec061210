"""Building the example kinds of tests/fixtures/kinds/ into PDFs, and reading them back."""

from __future__ import annotations

import shutil
from pathlib import Path

from ntw_print.print.components import BuildOptions
from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.source import load_spec
from ntw_print.print.render.pdf import render_pages
from ntw_print.print.readback.pdfread import read_pdf

FIXTURES = Path(__file__).parent / "fixtures" / "kinds"


def load(name: str, folder: Path = FIXTURES):
    """The spec of `<name>.yaml` (a kind of the same name) in `folder`."""
    return load_spec(folder / f"{name}.yaml", KINDS[name], Art(folder))


def build(name: str, out: Path, options: BuildOptions = BuildOptions(), folder: Path = FIXTURES):
    """Build `<name>.yaml` into `out/<name>.pdf`; returns the spec and the file."""
    spec = load(name, folder)
    target = out / f"{name}.pdf"
    render_pages(KINDS[name].pages(spec, options, Art(folder)), target, spec.title)
    return spec, target


def check(name: str, spec, path: Path, options: BuildOptions = BuildOptions()) -> list[str]:
    from kinds_helpers import findings

    return findings(KINDS[name].check, spec, read_pdf(path), options)


def copy_fixtures(tmp_path: Path) -> Path:
    """A writable copy of the example folder."""
    target = tmp_path / "game"
    shutil.copytree(FIXTURES, target)
    return target


def check_damaged(name: str, built, tmp_path: Path, damage) -> list[str]:
    """What the kind's check finds in a copy of the built file after `damage(path)` broke it."""
    spec, path = built
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    damage(copy)
    return check(name, spec, copy)


def write(folder: Path, name: str, old: str, new: str) -> None:
    """Edit the file `name` in `folder`: `old` (which must be there) becomes `new`."""
    path = folder / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def load_faults(name: str, folder: Path) -> list[str]:
    """The faults loading `<name>.yaml` in `folder` reports (it must report some), one line each."""
    import pytest

    from ntw_print.core.errors import DataError

    with pytest.raises(DataError) as error:
        load(name, folder)
    return [str(f) for f in error.value.faults]
