"""Incremental builds: each kind of change rebuilds exactly the outputs that depend on it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import NTW, edit
from ntw_print import cache
from ntw_print.build import build
from ntw_print.cache import BUILD_INPUTS, CACHE_FILE, code_files, covered, recording_game
from ntw_print.components import COMPONENTS, BuildOptions
from ntw_print.errors import LayoutError
from ntw_print.loader import load_game

OPTIONS = BuildOptions()


def rebuild(data: Path, out: Path, options: BuildOptions = OPTIONS, **kw):
    return build(load_game(data), out, options, jobs=kw.pop("jobs", 1), **kw)


def folder_of(out: Path) -> Path:
    return out / "ntw" / "a4"


def pdfs(out: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder_of(out).glob("*.pdf"))}


def readers(game, read: str) -> set[str]:
    """The outputs of the game whose declared inputs cover this piece of data."""
    return {n for n in game.info.components if covered(read, (*BUILD_INPUTS, *COMPONENTS[n].inputs))}


@pytest.fixture(scope="module")
def cold(tmp_path_factory) -> Path:
    """The whole set, built once from a cold cache on every core."""
    out = tmp_path_factory.mktemp("cold")
    result = build(load_game(NTW), out, OPTIONS)
    assert not result.up_to_date
    return out


@pytest.fixture
def setup(cold, tmp_path, game_copy) -> tuple[Path, Path]:
    """A copy of the data and of an up-to-date output folder built from it."""
    out = tmp_path / "out"
    shutil.copytree(cold, out)
    return game_copy, out


def test_nothing_changed_nothing_drawn(setup):
    data, out = setup
    stamps = {p.name: p.stat().st_mtime_ns for p in folder_of(out).iterdir()}
    result = rebuild(data, out)
    assert result.rebuilt == {}
    assert result.summary() == f"0 rebuilt, {len(result.up_to_date)} up to date"
    assert {p.name: p.stat().st_mtime_ns for p in folder_of(out).iterdir()} == stamps


def test_unit_attack_rebuilds_only_what_prints_units(setup, game):
    data, out = setup
    edit(data / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    result = rebuild(data, out)
    assert set(result.rebuilt) == readers(game, "units.yaml")
    assert "unit-tiles" in result.rebuilt and "duplex-test" not in result.rebuilt
    assert all(why == ["units.yaml changed"] for why in result.rebuilt.values())
    assert result.summary() == f"{len(result.rebuilt)} rebuilt, {len(game.info.components) - len(result.rebuilt)} up to date"


def test_a_comment_changes_nothing(setup):
    data, out = setup
    edit(data / "units.yaml", "units:\n", "# a designer's note\nunits:\n")
    assert rebuild(data, out).rebuilt == {}


def test_one_key_of_game_yaml_rebuilds_its_readers_only(setup, game):
    data, out = setup
    edit(data / "game.yaml", 'colour: "#1f4e9c"', 'colour: "#1f4e9d"')
    result = rebuild(data, out)
    assert set(result.rebuilt) == readers(game, "game.yaml#sides")
    assert "markers" in result.rebuilt and "duplex-test" not in result.rebuilt
    assert all(why == ["game.yaml#sides changed"] for why in result.rebuilt.values())


def test_listing_one_output_less_rebuilds_none_of_the_others(setup, game):
    data, out = setup
    edit(data / "game.yaml", ", duplex-test", "")
    result = rebuild(data, out)
    assert result.rebuilt == {}
    assert "duplex-test" not in result.up_to_date


def test_options_rebuild_everything(setup, game):
    data, out = setup
    result = rebuild(data, out, BuildOptions(bleed=2.0))
    assert set(result.rebuilt) == set(game.info.components)
    assert all(why == ["build options changed"] for why in result.rebuilt.values())


def test_another_package_version_ignores_the_whole_cache(setup, game, monkeypatch):
    data, out = setup
    monkeypatch.setattr(cache, "tool_versions", lambda: {"ntw-print": "9.9", "reportlab": "5.1.0"})
    result = rebuild(data, out)
    assert set(result.rebuilt) == set(game.info.components)
    assert result.cache_note == "it was written by another version of ntw-print"


def test_renderer_code_rebuilds_its_output_only(setup, monkeypatch):
    data, out = setup
    real = cache._file_digest
    monkeypatch.setattr(cache, "_file_digest",
                        lambda path: "edited" if path.endswith("render/markers.py") else real(path))
    result = rebuild(data, out)
    assert result.rebuilt == {"markers": ["renderer code changed"]}


def test_shared_drawing_code_rebuilds_every_output_that_imports_it(setup, game, monkeypatch):
    data, out = setup
    real = cache._file_digest
    monkeypatch.setattr(cache, "_file_digest", lambda path: "edited" if path.endswith("render/pdf.py") else real(path))
    result = rebuild(data, out)
    importers = {n for n in game.info.components
                 if any(p.endswith("render/pdf.py") for p in code_files(COMPONENTS[n].renderer.partition(":")[0]))}
    assert {"markers", "duplex-test"} <= importers
    assert set(result.rebuilt) == importers


def test_code_files_follow_imports_and_nothing_else():
    files = {Path(p).relative_to(Path(cache.PACKAGE_ROOT)).as_posix() for p in code_files("ntw_print.render.markers")}
    assert {"render/markers.py", "render/draw.py", "render/pdf.py", "render/piece_sheet.py", "layout/sheet.py",
            "rules/components.py", "__init__.py"} <= files
    assert not files & {"cli.py", "build.py", "loader.py", "cache.py", "render/duplex_test.py"}


def test_force_draws_everything_again_with_the_same_bytes(setup, game):
    data, out = setup
    before = pdfs(out)
    result = rebuild(data, out, force=True)
    assert set(result.rebuilt) == set(game.info.components)
    assert pdfs(out) == before


@pytest.mark.parametrize("damage", [b"\x00\xff garbage", b"[]", b'{"format": 1}', b"",
                                    b'{"format": 1, "versions": {"ntw-print": "0"}, "entries": {}}'])
def test_a_damaged_cache_is_ignored(setup, game, damage):
    data, out = setup
    before = pdfs(out)
    (folder_of(out) / CACHE_FILE).write_bytes(damage)
    result = rebuild(data, out)
    assert set(result.rebuilt) == set(game.info.components)
    assert result.cache_note
    assert pdfs(out) == before
    assert rebuild(data, out).rebuilt == {}  # and a sound cache replaces it


def test_a_damaged_entry_is_not_trusted(setup, game):
    data, out = setup
    path = folder_of(out) / CACHE_FILE
    path.write_text(path.read_text().replace('"sha256": "', '"sha256": "0', 1))
    result = rebuild(data, out)
    assert list(result.rebuilt.values()) == [["output file changed since it was built"]]


def test_a_missing_or_edited_output_is_drawn_again(setup):
    data, out = setup
    before = pdfs(out)
    (folder_of(out) / "markers.pdf").unlink()
    with (folder_of(out) / "duplex-test.pdf").open("ab") as stream:
        stream.write(b"%")
    result = rebuild(data, out)
    assert result.rebuilt == {"markers": ["output file missing"],
                              "duplex-test": ["output file changed since it was built"]}
    assert pdfs(out) == before


def test_incremental_output_is_byte_identical_to_a_cold_build(setup, tmp_path):
    data, out = setup
    edit(data / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    edit(data / "turns.yaml", "{turn: 3,  endurance: 3,", "{turn: 3,  endurance: 2,")
    rebuild(data, out, jobs=2)
    fresh = tmp_path / "fresh"
    rebuild(data, fresh, jobs=1)
    assert pdfs(out) == pdfs(fresh)


def test_parallel_and_serial_builds_are_byte_identical(cold, tmp_path):
    rebuild(NTW, tmp_path, jobs=1)
    assert pdfs(tmp_path) == pdfs(cold)


def test_a_failing_output_keeps_the_others_and_reports_again(setup, game, monkeypatch):
    data, out = setup
    edit(data / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    before = pdfs(out)
    monkeypatch.setitem(COMPONENTS, "unit-tiles", COMPONENTS["unit-tiles"].__class__(
        "unit-tiles", "Unit tiles", f"{__name__}:broken_renderer", COMPONENTS["unit-tiles"].inputs))
    with pytest.raises(LayoutError):
        rebuild(data, out)
    assert pdfs(out)["unit-tiles.pdf"] == before["unit-tiles.pdf"]
    monkeypatch.undo()
    result = rebuild(data, out)
    assert "unit-tiles" in result.rebuilt
    assert any("anti-tank ATK 12 → 13" in line for line in result.changes)  # still news


def broken_renderer(game, options):
    raise LayoutError("unit tile red-infantry: ATK does not fit")


def test_every_output_declares_the_data_it_reads(game, tmp_path):
    from ntw_print.render.pdf import render_pages

    undeclared = {}
    for name in game.info.components:
        component = COMPONENTS[name]
        proxy, reads = recording_game(game)
        render_pages(component.pages(proxy, OPTIONS), tmp_path / f"{name}.pdf", name)  # drawing reads too
        missing = sorted(r for r in reads if not covered(r, (*BUILD_INPUTS, *component.inputs)))
        if missing:
            undeclared[name] = missing
    assert undeclared == {}, "add these to the component's inputs in components.py"


def test_input_selectors(game):
    assert cache.input_digest(game, "game.yaml#grid") != cache.input_digest(game, "game.yaml#sides")
    assert cache.input_digest(game, "no-such-file.png") == cache.ABSENT
    assert covered("game.yaml#grid", ("game.yaml",)) and covered("game.yaml#grid", ("game.yaml#grid",))
    assert not covered("game.yaml#grid", ("game.yaml#sides",))
    assert covered("boards/full-map.yaml", ("boards/",)) and not covered("boards.yaml", ("boards/",))
