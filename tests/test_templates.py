"""The tile templates of templates/: read and checked like data, and the one source of the tiles' design."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from ntw_game import REPO, edit, ntw
from ntw_print.core import package_files
from ntw_print.print.components import templates_used
from ntw_print.games.ntw.components import COMPONENTS
from ntw_print.core.errors import DataError
from ntw_print.games.ntw.model import templates
from ntw_print.games.ntw.model.templates import unit_tile_template
from ntw_print.games import load_game
from ntw_print.games.ntw.render.pieces import pieces_sheet, section_tile_spec, unit_tile_spec
from ntw_print.kinds.faces.layout import face_boxes
from ntw_print.print.components import BuildOptions


@pytest.fixture
def own_templates(game_copy):
    """A copy of the game whose folder brings its own templates, for editing."""
    folder = game_copy / "templates"
    shutil.copytree(REPO / "templates", folder)
    return folder


def faults_of(folder) -> list[str]:
    with pytest.raises(DataError) as caught:
        templates.load_templates(folder.parent)
    return [f"{f.file.rsplit('/', 1)[-1]}:{f.line}:{f.column}: {f.path}: {f.message}" for f in caught.value.faults]


def line_of(path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text().splitlines(), start=1) if text in line)


def test_the_shipped_templates_are_valid_and_size_the_tiles():
    unit, section = unit_tile_spec(ntw()), section_tile_spec(ntw())
    assert unit.sets[0].size == (167.0, 71.5) and section.sets[0].size == (87.0, 79.0)
    labels = [box.text for name, box in unit.templates["unit-tile"].boxes.items() if name.endswith("-label")
              and name.split("-")[0] in ("attack", "response", "dice", "ammunition")]
    assert labels == ["ATK", "RESP", "DICE", "AMMO"]


def test_every_fault_of_every_template_is_reported_at_its_line(own_templates):
    unit, section = own_templates / "unit-tile.yaml", own_templates / "section-tile.yaml"
    edit(unit, "    width: 167mm", "    width: 167")
    edit(unit, 'text: "{name} {copy}", size: 13,', 'text: "{name} {copy}", size: 130,')
    edit(section, "    front: range-side", "    front: range-side\n    colour: red")
    edit(section, 'repeat: [{rings: 2}]', 'repeat: [{rings: 2, count: 3}]')
    found = faults_of(own_templates)
    assert len(found) == 4
    assert (f"unit-tile.yaml:{line_of(unit, 'width: 167')}:12: sets[0].width: expected a length such as "
            "'15mm', '1.5cm' or '0.75in', got 167") in found
    assert any(f.startswith(f"unit-tile.yaml:{line_of(unit, 'size: 130')}:") and "96" in f for f in found)
    assert any(f.startswith(f"section-tile.yaml:{line_of(section, 'colour: red')}:") and "unknown key 'colour'" in f
               for f in found)
    assert any(f.startswith(f"section-tile.yaml:{line_of(section, 'rings: 2, count: 3')}:") and "this one gives count and rings" in f
               for f in found)


def test_a_broken_template_stops_the_build_like_broken_data(own_templates, tmp_path):
    edit(own_templates / "section-tile.yaml", "    width: 87mm", "    width: wide")
    with pytest.raises(DataError) as caught:
        load_game(own_templates.parent)
    assert [f.path for f in caught.value.faults] == ["sets[0].width"]


def test_a_marker_the_game_lacks_is_reported_at_the_template(own_templates):
    unit = own_templates / "unit-tile.yaml"
    edit(unit, "covers_attack: no-effect", "covers_attack: no-such-marker")
    with pytest.raises(DataError) as caught:
        load_game(own_templates.parent)
    (fault,) = caught.value.faults
    assert (fault.line, fault.path) == (line_of(unit, "no-such-marker"), "markers.covers_attack")
    assert "unknown marker 'no-such-marker'" in fault.message and "no-effect" in fault.message


def test_a_measure_in_the_template_changes_every_unit_tile(own_templates):
    edit(own_templates / "unit-tile.yaml", "    width: 167mm", "    width: 170mm")
    edit(own_templates / "unit-tile.yaml", "dice: {x: 47mm,", "dice: {x: 48mm,")
    game = load_game(own_templates.parent)
    pages = pieces_sheet(game, BuildOptions(), "unit-tiles")
    assert {box.width for page in pages for _, box in page.placements} == {170.0}
    spec = unit_tile_spec(game)
    dice = next(p.box for p in face_boxes(spec.templates, "unit-tile", 170.0, 71.5) if p.name == "dice[1]")
    assert dice.x == 48.0


def test_the_words_of_the_template_are_the_tiles_labels(own_templates):
    edit(own_templates / "unit-tile.yaml", "text: ATK,", "text: ANG,")
    pages = pieces_sheet(load_game(own_templates.parent), BuildOptions(), "unit-tiles")
    assert pages and unit_tile_spec(load_game(own_templates.parent)).templates["unit-tile"].boxes[
        "attack-label"].text == "ANG"


def test_the_games_templates_then_the_working_folders_then_the_defaults(game_copy, tmp_path, tmp_path_factory,
                                                                       monkeypatch):
    """As after `pip install .`: the defaults are the package's copy, elsewhere than the working folder."""
    defaults = tmp_path_factory.mktemp("site-packages") / "ntw_print" / "templates"
    shutil.copytree(REPO / "templates", defaults)
    monkeypatch.setattr(package_files, "templates_folder", lambda: defaults)
    monkeypatch.chdir(tmp_path)  # the working folder, with the game in data/ntw
    assert templates_used(Path("data/ntw"), read_by(["unit-tiles", "section-tiles"])) == (
        f"templates: {defaults}/unit-tile.yaml (ntw-print's default), "
        f"{defaults}/section-tile.yaml (ntw-print's default)")

    shutil.copytree(REPO / "templates", tmp_path / "templates")
    edit(tmp_path / "templates" / "unit-tile.yaml", "    width: 167mm", "    width: 170mm")
    assert unit_tile_template(load_game(Path("data/ntw"))).sets[0].width == 170.0
    assert templates_used(Path("data/ntw"), read_by(["unit-tiles"])) == (
        "templates: templates/unit-tile.yaml (the working folder's)")

    shutil.copytree(REPO / "templates", game_copy / "templates")
    (game_copy / "templates" / "section-tile.yaml").unlink()
    edit(game_copy / "templates" / "unit-tile.yaml", "    width: 167mm", "    width: 168mm")
    assert unit_tile_template(load_game(Path("data/ntw"))).sets[0].width == 168.0
    assert templates_used(Path("data/ntw"), read_by(["unit-tiles", "section-tiles", "duplex-test"])) == (
        "templates: data/ntw/templates/unit-tile.yaml (the game's own), "
        "templates/section-tile.yaml (the working folder's)")
    assert templates_used(Path("data/ntw"), read_by(["markers"])) == (
        "templates: data/ntw/templates/marker-face.yaml (the game's own)")
    assert templates_used(Path("data/ntw"), read_by(["duplex-test"])) == ""


def read_by(names: list[str]) -> set[str]:
    return {selector for name in names for selector in COMPONENTS[name].inputs}


def test_an_installed_package_carries_every_module_and_the_templates(tmp_path):
    """pyproject finds the packages itself: the wheel pip builds carries every module under ntw_print/,
    the tile templates (ntw_print/templates links to the top-level templates/) and every other file
    it holds (the studio's page, the press profile)."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps", "-q", "-w", str(tmp_path)],
                   check=True, capture_output=True)
    (wheel,) = tmp_path.glob("ntw_print-*.whl")
    carried = set(zipfile.ZipFile(wheel).namelist())
    package = REPO / "ntw_print"
    modules = {p.relative_to(REPO).as_posix() for p in package.rglob("*.py") if "templates" not in p.parts}
    assert modules and modules <= carried
    assert {f"ntw_print/templates/{name}" for name in package_files.TEMPLATE_NAMES} <= carried
    data = {p.relative_to(REPO).as_posix() for p in package.rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "templates" not in p.parts}
    assert "ntw_print/print/profiles/ntw-print-FOGRA39.icc" in data and "ntw_print/app/studio/static/studio.js" in data
    assert data <= carried, "a file in ntw_print/ that is no Python (the studio's page, the press profile) is not package data"
    assert set(package_files.TEMPLATE_NAMES) == set(templates.TEMPLATE_MODELS)
    assert {f.name for f in (REPO / "templates").glob("*.yaml")} == set(package_files.TEMPLATE_NAMES)


def test_the_board_key_says_what_its_template_says(game_copy, tmp_path):
    """The words of the boards' key live in templates/board-legend.yaml: a game's own copy changes
    them on its boards, and only the boards (and the scenario maps cut from their art) are drawn again."""
    from ntw_print.app.changes import diff_games
    from ntw_print.print.components import BuildOptions
    from ntw_print.games import load_game
    from ntw_print.games.ntw.components import components
    from ntw_print.print.render.pdf import render_pages
    from ntw_print.print.readback.pdfread import read_pdf

    before = load_game(game_copy)
    (game_copy / "templates").mkdir(exist_ok=True)
    text = (REPO / "templates" / "board-legend.yaml").read_text()
    (game_copy / "templates" / "board-legend.yaml").write_text(text.replace("bridge: Bridge", "bridge: Pont"))
    after = load_game(game_copy)
    assert sorted(diff_games(before, after).outputs) == [
        "board-city-and-house", "board-city-and-house-tiled", "board-full-map", "board-full-map-tiled", "scenarios"]
    path = tmp_path / "board.pdf"
    render_pages(components(after)["board-full-map"].pages(after, BuildOptions()), path, "board")
    assert any(run.text == "Pont" for run in read_pdf(path).pages[0].texts)


def test_a_tile_template_holds_one_set_of_tiles(own_templates):
    """Its rows are the game's: a second set would print nothing, and is refused where it is written."""
    section = own_templates / "section-tile.yaml"
    edit(section, "sets:\n", "sets:\n  - {id: more, width: 20mm, front: range-side, rows: []}\n")
    found = faults_of(own_templates)
    assert len(found) == 1 and found[0].startswith("section-tile.yaml:") and "at most 1 item" in found[0]
