"""A rebuild with nothing changed answers from the build's fingerprint, without loading the game."""

from __future__ import annotations

import functools
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from ntw_game import edit, ntw_copy
from ntw_print.app.build import build
from ntw_print.app.cache import CACHE_FILE
from ntw_print.print.components import BuildOptions
from ntw_print.games.ntw.components import COMPONENTS
from ntw_print.app.fingerprint import build_fingerprint, unchanged_outputs
from ntw_print.games import load_game

ONLY = ["duplex-test", "markers"]
REPORT = re.compile(r"^\d+ rebuilt, \d+ up to date$")
SHA_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"  # of b"abc"


def build_in(code: Path, data, out, *extra) -> tuple[list[str], bool]:
    """`ntw-print build` in a fresh interpreter, with the code in `code`: its report, and whether it
    loaded the game."""
    args = ["build", "--game", str(data), "--out", str(out), "--jobs", "1", *extra]
    for name in ONLY:
        args += ["--only", name]
    script = f"""
import sys
from ntw_print.app.cli import main
try:
    main({args!r}, standalone_mode=False)
finally:
    print("LOADED" if "pydantic" in sys.modules else "NOT LOADED")
"""
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=code)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    report = [line for line in lines if REPORT.match(line)] + [line for line in lines if line.startswith("  ")]
    return report, lines[-1] == "LOADED"


@pytest.fixture
def run_build(checkout):
    """`build_in` one copy of the code (conftest's `checkout`), so that a file saved in the working tree
    while the tests run cannot change the fingerprint between two builds (issue 28, item 18)."""
    return functools.partial(build_in, checkout)


@pytest.fixture
def in_checkout(checkout, monkeypatch):
    """This process fingerprints the code and templates of the copy the builds run, as they do."""
    from ntw_print.app.cache import source_files

    monkeypatch.setattr("ntw_print.app.fingerprint.package_source", lambda: source_files(checkout / "ntw_print"))
    monkeypatch.chdir(checkout)


@pytest.fixture
def built(tmp_path, run_build):
    data, out = ntw_copy(tmp_path), tmp_path / "out"
    report, loaded = run_build(data, out)
    assert loaded and report[-3:] == ["2 rebuilt, 0 up to date", "  markers.pdf: not built before",
                                "  duplex-test.pdf: not built before"]
    return data, out


def test_nothing_changed_answers_without_loading_the_game(built, run_build):
    data, out = built
    assert run_build(data, out) == (["0 rebuilt, 2 up to date"], False)


def test_a_byte_of_data_takes_the_full_path_then_the_fast_one_again(built, run_build):
    data, out = built
    edit(data / "units.yaml", "units:", "# a designer's note\nunits:")
    assert run_build(data, out) == (["0 rebuilt, 2 up to date"], True)  # a comment changes no output
    assert run_build(data, out) == (["0 rebuilt, 2 up to date"], False)


def test_an_edited_output_is_drawn_again(built, run_build):
    data, out = built
    pdf = out / "ntw" / "a4" / "markers.pdf"
    pdf.write_bytes(pdf.read_bytes() + b"\n")
    report, loaded = run_build(data, out)
    assert loaded and report[0] == "1 rebuilt, 1 up to date"
    assert "markers.pdf: output file changed since it was built" in report[1]


def test_a_lost_manifest_is_written_again(built, run_build):
    data, out = built
    manifest = out / "ntw" / "a4" / "manifest.json"
    manifest.unlink()
    assert run_build(data, out) == (["0 rebuilt, 2 up to date"], True)
    assert manifest.exists()
    assert run_build(data, out) == (["0 rebuilt, 2 up to date"], False)


def test_other_options_or_outputs_take_the_full_path(built, run_build, in_checkout):
    data, out = built
    options = BuildOptions()
    assert unchanged_outputs(out, "a4", build_fingerprint(data, BuildOptions(bleed=2.0), ONLY)) is None
    assert unchanged_outputs(out, "a4", build_fingerprint(data, options, ["markers"])) is None
    assert build_fingerprint(data, options, ONLY) != build_fingerprint(data, BuildOptions(bleed=2.0), ONLY)
    report, loaded = run_build(data, out, "--bleed", "2", "--force")  # another set in the same folder
    assert loaded and report[0] == "2 rebuilt, 0 up to date"


def test_a_failed_build_records_no_fingerprint(built, monkeypatch, in_checkout):
    data, out = built
    options = BuildOptions()
    fingerprint = build_fingerprint(data, options, ONLY)
    assert sorted(unchanged_outputs(out, "a4", fingerprint)) == ONLY
    edit(data / "markers.yaml", "count: 1", "count: 2")

    monkeypatch.setitem(COMPONENTS, "markers", replace(COMPONENTS["markers"], renderer=f"{__name__}:broken"))
    cache = (out / "ntw" / "a4" / CACHE_FILE).read_bytes()
    with pytest.raises(RuntimeError):
        build(load_game(data), out, options, ONLY, jobs=1, fingerprint=build_fingerprint(data, options, ONLY))
    assert (out / "ntw" / "a4" / CACHE_FILE).read_bytes() == cache  # the earlier build's, as it was
    assert unchanged_outputs(out, "a4", build_fingerprint(data, options, ONLY)) is None


def broken(game, options, *args):
    raise RuntimeError("drawing failed")


@pytest.mark.parametrize("entry, found", [
    ({"file": "x.pdf", "bytes": 3, "sha256": SHA_ABC, "recipe": {"inputs": {"units.yaml": "1"}}}, {"x": ["units.yaml"]}),
    ({"file": "x.pdf", "bytes": 4, "sha256": SHA_ABC, "recipe": {"inputs": {}}}, None),  # another size
    ([], None),  # a damaged cache: the full path, not a crash
])
def test_a_recorded_build_counts_only_with_its_files_as_built(tmp_path, entry, found):
    import json

    from ntw_print.app.cache import CACHE_FORMAT
    from ntw_print.app.manifest import MANIFEST

    folder = tmp_path / "game" / "a4"
    folder.mkdir(parents=True)
    (folder / "x.pdf").write_bytes(b"abc")
    (folder / CACHE_FILE).write_text(json.dumps({"format": CACHE_FORMAT, "entries": {"x": entry},
                                                 "fingerprint": {"digest": "d", "outputs": ["x"]}}))
    (folder / MANIFEST).write_text(json.dumps({"files": [{"file": "x.pdf", "sha256": SHA_ABC}]}))
    assert unchanged_outputs(tmp_path, "a4", "d") == found


def test_a_template_linked_from_outside_the_game_is_never_read_for_its_fingerprint(tmp_path, monkeypatch):
    """The game's own templates are fingerprinted with its files, held to its folder: one linked to a
    file outside is named, never read (it was hashed whole as a template)."""
    from ntw_print.app import fingerprint

    game = ntw_copy(tmp_path)
    outside = tmp_path / "outside.yaml"
    outside.write_text("secret: 1\n")
    (game / "templates").mkdir(exist_ok=True)
    (game / "templates" / "unit-tile.yaml").symlink_to(outside)
    read = []
    real = fingerprint.file_sha256
    monkeypatch.setattr(fingerprint, "file_sha256", lambda path: read.append(Path(path).resolve()) or real(path))
    build_fingerprint(game, BuildOptions(), None)
    assert read and outside not in read


def test_the_code_is_fingerprinted_by_its_source_files_and_not_their_byte_code(tmp_path):
    from ntw_print.app.cache import source_files
    from ntw_print.app.fingerprint import files_under

    package = tmp_path / "package"
    (package / "sub" / "__pycache__").mkdir(parents=True)
    (package / "a.py").write_text("A = 1\n")
    (package / "sub" / "b.py").write_text("B = 2\n")
    (package / "sub" / "__pycache__" / "b.cpython-311.pyc").write_bytes(b"compiled")
    listed = source_files(package)
    assert [name for name, _ in listed] == ["a.py", "sub/b.py"]
    assert listed == files_under(package)  # the same fingerprint as a folder of data would have
    (package / "sub" / "__pycache__" / "b.cpython-311.pyc").write_bytes(b"compiled again")
    assert source_files(package) == listed
    (package / "sub" / "b.py").write_text("B = 3\n")
    assert source_files(package) != listed
