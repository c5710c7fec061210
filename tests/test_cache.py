"""Incremental builds: each kind of change rebuilds exactly the outputs that depend on it."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from ntw_game import NTW, REPO, edit
from ntw_print.app import cache
from ntw_print.core import package_files
from ntw_print.app.build import OptionsChanged, build
from ntw_print.app.cache import BUILD_INPUTS, CACHE_FILE, code_files
from ntw_print.app.inputs import ABSENT, covered, input_digest, recording_game, selected
from ntw_print.print.components import BuildOptions
from ntw_print.games.ntw.components import COMPONENTS, components
from ntw_print.core.errors import LayoutError
from ntw_print.games import load_game

OPTIONS = BuildOptions()
# Outputs that draw in well under a second each; the boards and scenarios would make every test slow.
QUICK = ("markers", "duplex-test", "unit-tiles", "section-tiles", "pieces", "turn-recorder")


@dataclass(frozen=True)
class Built:
    data: Path
    out: Path
    names: list[str]  # the outputs these tests build

    @property
    def game(self):
        return load_game(self.data)


def rebuild(built: Built, data: Path, out: Path, options: BuildOptions = OPTIONS, **kw):
    kw.setdefault("only", built.names)
    kw.setdefault("jobs", 1)
    return build(load_game(data), out, options, **kw)


CHEAPEST = ["duplex-test", "pieces"]  # for tests where everything is drawn again


def folder_of(out: Path) -> Path:
    return out / "ntw" / "a4"


def pdfs(out: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder_of(out).glob("*.pdf"))}


def readers(built: Built, read: str) -> set[str]:
    """The outputs built here whose declared inputs cover this piece of data."""
    every = components(load_game(NTW))
    return {n for n in built.names if covered(read, (*BUILD_INPUTS, *every[n].inputs))}


@pytest.fixture(scope="module")
def cold(tmp_path_factory) -> Built:
    """A private copy of the data, and the quick outputs built from it with a cold cache on every core."""
    root = tmp_path_factory.mktemp("cold")
    data = root / "data" / "ntw"
    shutil.copytree(NTW, data)
    names = [n for n in load_game(data).info.components if n in QUICK]
    built = Built(data, root / "out", names)
    result = build(built.game, built.out, OPTIONS, only=names, jobs=2)
    assert set(result.rebuilt) == set(names) and len(names) >= 4
    return built


@pytest.fixture
def setup(cold, tmp_path) -> tuple[Path, Path]:
    """A copy of the data and of an up-to-date output folder built from it."""
    data, out = tmp_path / "data" / "ntw", tmp_path / "out"
    shutil.copytree(cold.data, data)
    shutil.copytree(cold.out, out)
    return data, out


def test_nothing_changed_nothing_drawn(setup, cold):
    data, out = setup
    stamps = {p.name: p.stat().st_mtime_ns for p in folder_of(out).iterdir()}
    result = rebuild(cold, data, out)
    assert result.rebuilt == {}
    assert result.summary() == f"0 rebuilt, {len(result.up_to_date)} up to date"
    assert {p.name: p.stat().st_mtime_ns for p in folder_of(out).iterdir()} == stamps


def test_unit_attack_rebuilds_only_what_prints_units(setup, cold):
    data, out = setup
    edit(data / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    result = rebuild(cold, data, out)
    assert set(result.rebuilt) == readers(cold, "units.yaml")
    assert "unit-tiles" in result.rebuilt and "duplex-test" not in result.rebuilt
    assert all(why == ["units.yaml changed"] for why in result.rebuilt.values())
    assert result.summary() == f"{len(result.rebuilt)} rebuilt, {len(cold.names) - len(result.rebuilt)} up to date"


def test_a_comment_changes_nothing(setup, cold):
    data, out = setup
    edit(data / "units.yaml", "units:\n", "# a designer's note\nunits:\n")
    assert rebuild(cold, data, out).rebuilt == {}


def test_one_key_of_game_yaml_rebuilds_its_readers_only(setup, cold):
    data, out = setup
    edit(data / "game.yaml", 'colour: "#1f4e9c"', 'colour: "#1f4e9d"')
    result = rebuild(cold, data, out)
    assert set(result.rebuilt) == readers(cold, "game.yaml#sides")
    assert "markers" in result.rebuilt and "duplex-test" not in result.rebuilt
    assert all(why == ["game.yaml#sides changed"] for why in result.rebuilt.values())


def test_listing_one_output_less_rebuilds_none_of_the_others(setup, cold):
    data, out = setup
    edit(data / "game.yaml", ", duplex-test", "")
    others = [n for n in cold.names if n != "duplex-test"]
    result = build(load_game(data), out, OPTIONS, only=others, jobs=1)
    assert result.rebuilt == {} and result.up_to_date == others


def test_other_options_are_refused_then_rebuild_everything_with_force(setup, cold):
    data, out = setup
    with pytest.raises(OptionsChanged, match="bleed 3 mm.*asks for .*bleed 2 mm.*--force.*--out"):
        rebuild(cold, data, out, BuildOptions(bleed=2.0), only=CHEAPEST)
    result = rebuild(cold, data, out, BuildOptions(bleed=2.0), only=CHEAPEST, force=True)
    assert set(result.rebuilt) == set(CHEAPEST)
    assert all(why == ["build options changed"] for why in result.rebuilt.values())
    assert set(result.removed) == set(cold.names) - set(CHEAPEST)  # the rest of the old set
    assert all(why == "built with other options" for why in result.removed.values())


def test_another_package_version_ignores_the_whole_cache(setup, cold, monkeypatch):
    data, out = setup
    monkeypatch.setattr(cache, "tool_versions", lambda: {"ntw-print": "9.9", "reportlab": "5.1.0"})
    result = rebuild(cold, data, out, only=CHEAPEST)
    assert set(result.rebuilt) == set(CHEAPEST)
    assert result.cache_note == "it was written by another version of ntw-print"


@pytest.fixture
def edited_code(monkeypatch):
    """Pretend that the source file ending with a given path was edited (the package's source then
    hashes to something else too: the code digests kept for the source as it was do not hold)."""
    real = cache._file_digest
    source = cache.package_source()

    def edit_file(suffix: str) -> None:
        monkeypatch.setattr(cache, "_file_digest", lambda path: "edited" if path.endswith(suffix) else real(path))
        monkeypatch.setattr(cache, "package_source", lambda: [*source, [suffix, "edited"]])
        cache.code_digest.cache_clear()
        cache._kept_digests.cache_clear()

    yield edit_file
    cache.code_digest.cache_clear()
    cache._kept_digests.cache_clear()


def test_renderer_code_rebuilds_its_output_only(setup, edited_code, cold):
    data, out = setup
    edited_code("render/turn_recorder.py")
    result = rebuild(cold, data, out)
    assert result.rebuilt == {"turn-recorder": ["renderer code changed"]}


def test_shared_drawing_code_rebuilds_every_output_that_imports_it(setup, cold, edited_code):
    data, out = setup
    edited_code("render/pdf.py")
    result = rebuild(cold, data, out)
    every = components(load_game(NTW))
    importers = {n for n in cold.names
                 if any(p.endswith("render/pdf.py") for p in code_files(every[n].renderer.partition(":")[0]))}
    assert {"markers", "duplex-test"} <= importers
    assert set(result.rebuilt) == importers


def test_a_template_edit_rebuilds_the_sheets_that_read_it(setup, cold, tmp_path_factory, monkeypatch):
    """As after `pip install .`: the package's defaults lie elsewhere; the working folder's edit counts."""
    data, out = setup
    defaults = tmp_path_factory.mktemp("site-packages") / "templates"
    shutil.copytree(REPO / "templates", defaults)
    monkeypatch.setattr(package_files, "templates_folder", lambda: defaults)
    monkeypatch.chdir(data.parent.parent)
    assert rebuild(cold, data, out).rebuilt == {}  # the same templates, from elsewhere: nothing to draw

    shutil.copytree(REPO / "templates", data.parent.parent / "templates")
    edit(data.parent.parent / "templates" / "unit-tile.yaml", "    width: 167mm", "    width: 168mm")
    assert rebuild(cold, data, out).rebuilt == {"unit-tiles": ["templates/unit-tile.yaml changed"]}

    shutil.copytree(REPO / "templates", data / "templates")
    (data / "templates" / "unit-tile.yaml").unlink()
    edit(data / "templates" / "section-tile.yaml", "    width: 87mm", "    width: 86mm")
    assert rebuild(cold, data, out).rebuilt == {"section-tiles": ["templates/section-tile.yaml changed"]}


def test_code_files_follow_imports_and_nothing_else():
    files = {Path(p).relative_to(Path(cache.PACKAGE_ROOT)).as_posix() for p in code_files("ntw_print.games.ntw.render.pieces")}
    assert {"games/ntw/render/pieces.py", "print/render/draw.py", "print/render/pdf.py", "print/render/piece_sheet.py",
            "print/layout/sheet.py", "games/ntw/rules/components.py", "kinds/pieces/render.py", "kinds/faces/render.py",
            "__init__.py"} <= files
    assert not files & {"app/cli.py", "app/build.py", "games/ntw/loader.py", "app/cache.py",
                        "print/render/duplex_test.py"}


def test_force_draws_everything_again_with_the_same_bytes(setup, cold):
    data, out = setup
    before = pdfs(out)
    result = rebuild(cold, data, out, force=True)
    assert set(result.rebuilt) == set(cold.names)
    assert pdfs(out) == before


@pytest.mark.parametrize("damage", [b"\x00\xff garbage", b"[]", b'{"format": 1}', b"",
                                    b'{"format": 1, "versions": {"ntw-print": "0"}, "entries": {}}'])
def test_a_damaged_cache_is_ignored(setup, cold, damage):
    data, out = setup
    before = pdfs(out)
    (folder_of(out) / CACHE_FILE).write_bytes(damage)
    result = rebuild(cold, data, out, only=CHEAPEST)
    assert set(result.rebuilt) == set(CHEAPEST)
    assert result.cache_note
    assert pdfs(out) == before
    assert rebuild(cold, data, out, only=CHEAPEST).rebuilt == {}  # and a sound cache replaces it


def test_a_damaged_entry_is_not_trusted(setup, cold):
    data, out = setup
    path = folder_of(out) / CACHE_FILE
    path.write_text(path.read_text().replace('"sha256": "', '"sha256": "0', 1))
    result = rebuild(cold, data, out)
    assert list(result.rebuilt.values()) == [["output file changed since it was built"]]


def test_a_missing_or_edited_output_is_drawn_again(setup, cold):
    data, out = setup
    before = pdfs(out)
    (folder_of(out) / "markers.pdf").unlink()
    with (folder_of(out) / "duplex-test.pdf").open("ab") as stream:
        stream.write(b"%")
    result = rebuild(cold, data, out)
    assert result.rebuilt == {"markers": ["output file missing"],
                              "duplex-test": ["output file changed since it was built"]}
    assert pdfs(out) == before


def test_incremental_output_is_byte_identical_to_a_cold_build(setup, tmp_path, cold):
    data, out = setup
    edit(data / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    edit(data / "turns.yaml", "{turn: 3,  endurance: 3,", "{turn: 3,  endurance: 2,")
    rebuild(cold, data, out, jobs=2)
    fresh = tmp_path / "fresh"
    rebuild(cold, data, fresh, jobs=1)
    assert pdfs(out) == pdfs(fresh)


def test_parallel_and_serial_builds_are_byte_identical(cold, tmp_path):
    rebuild(cold, cold.data, tmp_path, jobs=1)
    assert pdfs(tmp_path) == pdfs(cold.out)


def test_a_failing_output_keeps_the_others_and_reports_again(setup, cold, monkeypatch):
    data, out = setup
    edit(data / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    before = pdfs(out)
    monkeypatch.setitem(COMPONENTS, "unit-tiles", COMPONENTS["unit-tiles"].__class__(
        "unit-tiles", "Unit tiles", f"{__name__}:broken_renderer", COMPONENTS["unit-tiles"].inputs))
    with pytest.raises(LayoutError):
        rebuild(cold, data, out)
    assert pdfs(out)["unit-tiles.pdf"] == before["unit-tiles.pdf"]
    monkeypatch.undo()
    result = rebuild(cold, data, out)
    assert "unit-tiles" in result.rebuilt
    assert any("anti-tank ATK 12 → 13" in line for line in result.changes)  # still news


def broken_renderer(game, options):
    raise LayoutError("unit tile red-infantry: ATK does not fit")


def _game_outputs() -> list[str]:
    return list(load_game(NTW).info.components)


@pytest.mark.parametrize("name", _game_outputs())
def test_every_output_declares_the_data_it_reads(game, tmp_path, name):
    """Draw through a game that notes every read. The slow outputs draw their first page only."""
    from ntw_print.print.render.pdf import render_pages

    component = components(game)[name]
    proxy, reads = recording_game(game)
    try:
        pages = component.pages(proxy, OPTIONS)
        render_pages(pages if name in QUICK else pages[:1], tmp_path / f"{name}.pdf", name)  # drawing reads too
    except LayoutError:
        pass  # its own tests say what does not fit; the reads made so far are checked all the same
    assert sorted(r for r in reads if not covered(r, (*BUILD_INPUTS, *component.inputs))) == [], (
        f"add these to the inputs of {name} in games/ntw/components.py")


def test_a_unit_stat_that_scenarios_do_not_print_leaves_them_alone(game, tmp_path):
    """Scenario sheets name units but print none of their stats: an ATK change is not theirs."""
    from ntw_print.app.cache import recipe

    changed = tmp_path / "ntw"
    shutil.copytree(NTW, changed)
    edit(changed / "units.yaml", "{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
    after = load_game(changed)
    for name, reads_units in [("scenarios", False), ("unit-tiles", True)]:
        if name in game.info.components:
            differs = recipe(game, COMPONENTS[name], OPTIONS).differences(recipe(after, COMPONENTS[name], OPTIONS))
            assert bool(differs) == reads_units, name


def test_the_wheel_is_left_alone_by_a_move_and_redrawn_for_a_defence(game, tmp_path):
    """The wheel prints DEF and ATK scales but no MOVE: a MOVE change is not its business."""
    from ntw_print.app.cache import recipe

    wheel = COMPONENTS["hit-score-wheel"]
    before = recipe(game, wheel, OPTIONS)
    for old, new, redrawn in [("    move: 7\n", "    move: 8\n", []),  # the tank's
                              ("    defence: 6\n", "    defence: 7\n", ["units.yaml#units[].id,name,side,category,"
                                                                     "defence,weapons,designer changed"])]:
        changed = tmp_path / old.strip().partition(":")[0]
        shutil.copytree(NTW, changed)
        edit(changed / "units.yaml", old, new)
        assert recipe(load_game(changed), wheel, OPTIONS).differences(before) == redrawn


def test_input_selectors(game):
    assert input_digest(game, "units.yaml#units[].name,side") == input_digest(game, "units.yaml#units[].name,side")
    assert input_digest(game, "units.yaml#units[].name") != input_digest(game, "units.yaml#units[].side")
    assert covered("units.yaml#units[].side", ("units.yaml#units[].name,side",))
    assert not covered("units.yaml#units[].defence", ("units.yaml#units[].name,side",))
    assert covered("units.yaml#units[].defence", ("units.yaml",)) and covered("units.yaml#units", ("units.yaml",))
    assert not covered("units.yaml#units", ("units.yaml#units[].name",))  # a whole-record read
    assert input_digest(game, "game.yaml#grid") != input_digest(game, "game.yaml#sides")
    assert selected(game, "no-such-file.png") == ABSENT
    assert selected(game, "units.yaml#units[].name,side")[0] == {"name": "Infantry", "side": "red"}
    assert covered("game.yaml#grid", ("game.yaml",)) and covered("game.yaml#grid", ("game.yaml#grid",))
    assert not covered("game.yaml#grid", ("game.yaml#sides",))
    assert covered("boards/full-map.yaml", ("boards/",)) and not covered("boards.yaml", ("boards/",))


@pytest.mark.parametrize("module, file, distribution", [("reportlab", "__init__.py", "reportlab"),
                                                        ("pydantic", "version.py", "pydantic"),
                                                        ("yaml", "__init__.py", "PyYAML")])
def test_a_library_s_version_is_read_from_its_source_as_installed(module, file, distribution):
    from importlib.metadata import version

    assert cache.source_version(module, file) == version(distribution)
    assert cache.source_version(module, "no-such-file.py") == "unknown"


def test_code_digests_are_kept_for_the_same_source_and_worked_out_again_for_another(monkeypatch):
    """What the code digests came to is kept in the cache folder with the hash of the package's source:
    the same source gives them without following any import; another works them out afresh."""
    renderer = "ntw_print.games.ntw.render.pieces:pieces_sheet"
    cache.code_digest.cache_clear()
    cache._kept_digests.cache_clear()
    worked_out = cache.code_digest(renderer)
    cache.code_digest.cache_clear()
    cache._kept_digests.cache_clear()

    def not_followed(module):
        raise AssertionError("the imports were followed again")

    monkeypatch.setattr(cache, "code_files", not_followed)
    assert cache.code_digest(renderer) == worked_out
    source = cache.package_source()
    monkeypatch.setattr(cache, "package_source", lambda: [*source, ["new.py", "0"]])
    cache.code_digest.cache_clear()
    cache._kept_digests.cache_clear()
    with pytest.raises(AssertionError, match="followed again"):
        cache.code_digest(renderer)
    cache.code_digest.cache_clear()
    cache._kept_digests.cache_clear()
