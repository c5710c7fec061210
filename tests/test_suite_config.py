"""The suite's own configuration: `python -m pytest` (README's second command, and .ci/run) ends with
how many tests passed and how long they took, with or without a `-q` of the reader's own."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from ntw_game import REPO


@pytest.mark.parametrize("extra", [[], ["-q"]], ids=["as the README runs it", "with -q"])
def test_the_last_line_says_how_many_passed_and_in_how_long(tmp_path, extra):
    (tmp_path / "test_one.py").write_text("def test_one():\n    assert True\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "pytest", "-c", str(REPO / "pyproject.toml"), "--rootdir",
                          str(tmp_path), "-p", "no:cacheprovider", "-n", "0", *extra, str(tmp_path)],
                         capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert re.search(r"\b1 passed(, \d+ warnings?)? in \d+\.\d+s\b", run.stdout.strip().splitlines()[-1]), run.stdout


def test_mypy_holds_every_module_of_the_core_grids_and_print_layers():
    """.ci/run runs `python -m mypy` on pyproject's [tool.mypy] files: a module added to those layers is
    typed from the start (the layers as test_import_direction.py reads them)."""
    import tomllib

    from test_import_direction import PACKAGE, layer, module_of

    listed = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]["files"]
    typed = {path for name in listed for path in ([REPO / name] if name.endswith(".py") else (REPO / name).rglob("*.py"))}
    lower = [path for path in PACKAGE.rglob("*.py") if layer(module_of(path)[0]) in ("core", "grids", "print")]
    assert lower and sorted(str(p.relative_to(REPO)) for p in lower if p not in typed) == []
