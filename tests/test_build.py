"""Building: deterministic bytes, atomic writes, embedded fonts, print boxes on every page."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from ntw_game import NTW, REPO, edit, ntw_copy
from ntw_print.app.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def build_markers(out: Path, game: Path = NTW, *extra: str):
    return run("build", "--game", str(game), "--out", str(out), "--only", "markers", "--only", "duplex-test", *extra)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("out")
    result = build_markers(out)
    assert result.exit_code == 0, result.output
    return out / "ntw" / "a4"


def test_same_data_gives_identical_bytes(built, tmp_path):
    assert build_markers(tmp_path).exit_code == 0
    for name in ("markers.pdf", "duplex-test.pdf"):
        assert (tmp_path / "ntw" / "a4" / name).read_bytes() == (built / name).read_bytes()


def test_every_game_builds_the_same_bytes_whatever_the_hash_seed(tmp_path):
    """Python orders sets of words by a per-process seed; nothing a sheet draws may follow that order
    (a unit tile's designer marks once did, and its bytes changed from one build to the next)."""
    for seed in ("1", "2"):
        subprocess.run([sys.executable, "-c", "from ntw_print.app.cli import main; main()", "build", "--paper", "a4",
                        "--out", str(tmp_path / seed)], cwd=REPO, check=True, capture_output=True,
                       env={**os.environ, "PYTHONHASHSEED": seed})
    files = sorted(p.relative_to(tmp_path / "1") for p in (tmp_path / "1").rglob("*.pdf"))
    assert len(files) > 40 and files == sorted(p.relative_to(tmp_path / "2") for p in (tmp_path / "2").rglob("*.pdf"))
    assert [f for f in files if (tmp_path / "1" / f).read_bytes() != (tmp_path / "2" / f).read_bytes()] == []


def test_manifest_lists_files_with_pages_and_hashes(built):
    import hashlib

    manifest = json.loads((built / "manifest.json").read_text())
    files = {f["file"]: f for f in manifest["files"]}
    for name in ("markers.pdf", "duplex-test.pdf"):
        data = (built / name).read_bytes()
        assert files[name]["sha256"] == hashlib.sha256(data).hexdigest()
        assert files[name]["pages"] == len(PdfReader(built / name).pages)


def test_every_font_is_embedded(built):
    for name in ("markers.pdf", "duplex-test.pdf"):
        for page in PdfReader(built / name).pages:
            fonts = page["/Resources"].get("/Font", {})
            for font in fonts.values():
                font = font.get_object()
                descriptor = font.get("/FontDescriptor")
                if descriptor is None:  # composite font: look at its descendant
                    descriptor = font["/DescendantFonts"][0].get_object()["/FontDescriptor"]
                descriptor = descriptor.get_object()
                assert any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3")), font["/BaseFont"]


def test_trim_and_bleed_boxes_on_every_page(built):
    for page in PdfReader(built / "markers.pdf").pages:
        assert "/TrimBox" in page and "/BleedBox" in page
        trim, bleed, media = page.trimbox, page.bleedbox, page.mediabox
        assert media.left <= bleed.left < trim.left and trim.right < bleed.right <= media.right
        assert float(trim.left) - float(bleed.left) == pytest.approx(3 * 72 / 25.4, abs=0.01)


def test_zero_bleed_is_allowed(tmp_path):
    assert build_markers(tmp_path, NTW, "--bleed", "0").exit_code == 0
    page = PdfReader(tmp_path / "ntw" / "a4" / "markers.pdf").pages[0]
    assert page.trimbox == page.bleedbox


def test_letter_paper_has_letter_pages(tmp_path):
    assert build_markers(tmp_path, NTW, "--paper", "letter").exit_code == 0
    page = PdfReader(tmp_path / "ntw" / "letter" / "markers.pdf").pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx((612, 792), abs=0.1)


def test_bad_data_leaves_earlier_output_untouched(tmp_path, game_copy):
    assert build_markers(tmp_path, game_copy).exit_code == 0
    target = tmp_path / "ntw" / "a4" / "markers.pdf"
    before = target.read_bytes()
    edit(game_copy / "markers.yaml", "{side: red}", "{side: red, count: 31}")
    result = build_markers(tmp_path, game_copy)
    assert result.exit_code == 2
    assert "red: 31 printed, but the unit tiles need 30" in result.output
    assert target.read_bytes() == before


def test_a_failing_render_leaves_earlier_output_and_no_temp_files(tmp_path, monkeypatch):
    assert build_markers(tmp_path).exit_code == 0
    folder = tmp_path / "ntw" / "a4"
    before = (folder / "markers.pdf").read_bytes()

    def broken(*args):
        raise RuntimeError("pen broke")

    monkeypatch.setattr("ntw_print.kinds.faces.render.draw_face", broken)
    result = CliRunner().invoke(main, ["build", "--game", "data/ntw", "--out", str(tmp_path), "--only", "markers", "--force"])
    assert result.exit_code == 1
    assert "internal error" in result.output and "Traceback" not in result.output
    assert (folder / "markers.pdf").read_bytes() == before
    assert [p.name for p in folder.parent.iterdir()] == ["a4"]  # no staging folder (made beside a4) is left
    assert not [p for p in folder.iterdir() if p.name.startswith(".")]


def test_outputs_get_ordinary_permissions(built):
    import os
    import stat

    umask = os.umask(0)
    os.umask(umask)
    for path in built.iterdir():
        assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask, path.name


def test_each_rebuilt_file_gives_its_reason(tmp_path):
    result = build_markers(tmp_path)
    lines = result.output.splitlines()
    assert lines[-5:] == ["2 rebuilt, 0 up to date", "  markers.pdf: not built before",
                          "  duplex-test.pdf: not built before",
                          "templates: templates/marker-face.yaml (ntw-print's default)",
                          "printer: paper a4 (default), long-edge duplex (default), back offset 0,0 mm (default)"]


def folder_state(folder: Path) -> dict[str, str]:
    import hashlib

    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def test_a_build_failing_midway_changes_nothing(tmp_path, monkeypatch):
    from dataclasses import replace

    from ntw_print.app.build import build
    from ntw_print.print.components import BuildOptions
    from ntw_print.games.ntw.components import COMPONENTS
    from ntw_print.app.watch import build_once

    data = ntw_copy(tmp_path)
    assert build_markers(tmp_path, data).exit_code == 0
    folder = tmp_path / "ntw" / "a4"
    before = folder_state(folder)
    assert {"markers.pdf", "duplex-test.pdf", "manifest.json", "build-cache.json"} <= set(before)
    edit(data / "game.yaml", "name: New Techno War", "name: Newer Techno War")  # every file is stale

    drawn = []

    def broken(game, options):
        assert drawn == ["markers"], "the failing file must come after another was drawn"
        raise RuntimeError("pen broke")

    real = COMPONENTS["markers"].load_renderer()
    monkeypatch.setitem(COMPONENTS, "markers", replace(COMPONENTS["markers"], renderer=f"{__name__}:_spy"))
    monkeypatch.setitem(COMPONENTS, "duplex-test", replace(COMPONENTS["duplex-test"], renderer=f"{__name__}:_broken"))
    monkeypatch.setitem(globals(), "_spy", lambda game, options, *args: drawn.append("markers") or real(game, options, *args))
    monkeypatch.setitem(globals(), "_broken", broken)
    monkeypatch.setattr("ntw_print.app.build.drawing_times", lambda folder, cache: {"markers": 9, "duplex-test": 1})
    from ntw_print.games import load_game

    with pytest.raises(RuntimeError, match="pen broke"):
        build(load_game(data), tmp_path, BuildOptions(), ["markers", "duplex-test"], jobs=1)
    assert folder_state(folder) == before
    assert [p.name for p in (tmp_path / "ntw").iterdir()] == ["a4"]  # no staging folder left

    drawn.clear()
    lines = []
    assert not build_once(data, tmp_path, BuildOptions(), ["markers", "duplex-test"], lines.append, jobs=1)
    assert "pen broke" in lines[-1] and "stays in place" in lines[-1]
    assert folder_state(folder) == before
    assert [p.name for p in (tmp_path / "ntw").iterdir()] == ["a4"]


def test_a_component_no_longer_listed_is_removed_with_its_manifest_entry(tmp_path, game_copy):
    assert build_markers(tmp_path, game_copy).exit_code == 0
    folder = tmp_path / "ntw" / "a4"
    (folder / "my-notes.pdf").write_bytes(b"not made by ntw-print")
    edit(game_copy / "game.yaml", "turn-recorder, duplex-test]", "turn-recorder]")
    result = run("build", "--game", str(game_copy), "--out", str(tmp_path), "--only", "markers")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    start = lines.index("0 rebuilt, 1 up to date, 1 removed")
    assert lines[start + 1] == "  removed duplex-test.pdf: no longer listed in game.yaml"
    assert not (folder / "duplex-test.pdf").exists()
    assert (folder / "my-notes.pdf").exists()  # not the build's: left alone
    manifest = json.loads((folder / "manifest.json").read_text())
    assert [f["file"] for f in manifest["files"]] == ["markers.pdf"]
    cache = json.loads((folder / "build-cache.json").read_text())
    assert sorted(cache["entries"]) == ["markers"]


def test_verify_reads_the_build_options_from_the_manifest(tmp_path):
    assert build_markers(tmp_path, NTW, "--paper", "letter", "--bleed", "0", "--duplex", "short").exit_code == 0
    only = ["--only", "markers", "--only", "duplex-test"]
    manifest = json.loads((tmp_path / "ntw" / "letter" / "manifest.json").read_text())
    assert manifest["options"] == {"paper": "letter", "bleed": 0.0, "duplex": "short", "back_offset": [0.0, 0.0]}
    result = run("verify", "--game", str(NTW), "--out", str(tmp_path), "--paper", "letter", *only)
    assert result.exit_code == 0, result.output
    result = run("verify", "--game", str(NTW), "--out", str(tmp_path), "--paper", "letter", "--bleed", "3", "--duplex", "short", *only)
    assert result.exit_code == 3
    assert "the set was built with bleed 0 mm, not 3 mm as asked" in result.output
    assert result.output.count("as asked") == 1  # the duplex asked is the one it was built with


def test_other_options_do_not_silently_replace_a_set(tmp_path):
    assert build_markers(tmp_path).exit_code == 0
    folder = tmp_path / "ntw" / "a4"
    before = folder_state(folder)
    result = build_markers(tmp_path, NTW, "--bleed", "0")
    assert result.exit_code == 2
    assert (f"{folder} holds a set built with paper a4, bleed 3 mm, long-edge duplex, back offset 0,0 mm; "
            "this build asks for paper a4, bleed 0 mm, long-edge duplex, back offset 0,0 mm") in result.output
    assert "--force" in result.output and "--out" in result.output
    assert folder_state(folder) == before
    result = build_markers(tmp_path, NTW, "--bleed", "0", "--force")
    assert result.exit_code == 0 and "markers.pdf: build options changed" in result.output
    assert json.loads((folder / "manifest.json").read_text())["options"]["bleed"] == 0


@pytest.mark.parametrize("command", ["build", "watch"])
def test_a_back_offset_off_the_paper_is_refused(tmp_path, command):
    result = run(command, "--out", str(tmp_path), "--back-offset", "500,0", "--only", "markers")
    assert result.exit_code == 2
    assert "500,0 mm would push the backs off the paper: the largest offset that fits is 4 mm" in result.output
    assert not list(tmp_path.iterdir())


def test_the_largest_back_offset_builds_and_verifies(tmp_path):
    result = run("build", "--game", str(NTW), "--out", str(tmp_path), "--back-offset", "-4,4", "--only", "markers", "--verify")
    assert result.exit_code == 0, result.output


def test_a_component_with_nothing_to_print_is_refused(tmp_path, game_copy):
    import shutil

    shutil.rmtree(game_copy / "scenarios")
    (game_copy / "boards" / "full-map.yaml").unlink()
    result = run("check", "--game", str(game_copy))
    assert result.exit_code == 2
    faults = [line for line in result.output.splitlines() if "nothing to print" in line]
    line = next(n for n, text in enumerate((game_copy / "game.yaml").read_text().splitlines(), 1)
                if "scenarios, turn-recorder" in text)
    assert any(f"game.yaml:{line}:" in fault and "components[10]: scenarios has nothing to print: the folder "
               "scenarios/ holds no .yaml file" in fault for fault in faults), faults
    assert sum("there is no boards/full-map.yaml" in fault for fault in faults) == 2  # the sheet and the tiles
    assert build_markers(tmp_path, game_copy).exit_code == 2  # what check refuses is not built
    assert not (tmp_path / "ntw").exists()


def test_files_are_drawn_longest_first_by_effort_until_their_times_are_known():
    from ntw_print.app.build import longest_first
    from ntw_print.print.components import Component

    files = {name: Component(name, name, "m:f", (), effort=effort)
             for name, effort in (("pieces", 1), ("board", 6), ("scenarios", 20), ("wheel", 2))}
    assert longest_first(files, files, {}) == ["scenarios", "board", "wheel", "pieces"]
    measured = {"scenarios": 0.2, "board": 0.5, "pieces": 0.01}
    assert longest_first(files, files, measured) == ["wheel", "board", "scenarios", "pieces"]


def test_the_build_table_names_each_file_whole_in_a_log(capsys):
    from ntw_print.app.build import Written
    from ntw_print.app.report import build_table

    folder = Path("/a/rather/long/output/folder/for/the/logs/of/a/ci/machine/tech-v3/a4")
    written = [Written(name, folder / f"{name}.pdf", 2, 60_000, "0" * 64) for name in ("tokens", "final-board")]
    build_table(written, 0.5)
    shown = capsys.readouterr().out
    assert "tokens.pdf" in shown and "final-board.pdf" in shown and "…" not in shown
    assert shown.splitlines()[-1] == f"2 files written to {folder} in 0.5 s"
