"""Which print is this? With `version:` in game.yaml, every page of every sheet prints the version and
a fingerprint of the data that sheet is made from, in the scale bar's row, clear of everything else:
the same data, the same stamp; a sheet whose data changed, a new one. Without a version, nothing."""

from __future__ import annotations

import shutil

from ntw_game import REPO, edit, ntw_copy
from ntw_print.app.build import build
from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.print.layout.scale_bar import STAMP_DIGITS
from ntw_print.print.readback.pdfread import read_pdf

SAMPLE = REPO / "tests" / "fixtures" / "games" / "sample"
VERSION = "playtest 3 final"  # as long as a version may be


def stamps(game_dir, out, only=None, **options) -> dict[str, set[str]]:
    """Each file's fingerprints (of the files `only` names, or all), as printed under the version on its
    pages; every stamp clear of every other word on its page."""
    built = build(load_game(game_dir), out, BuildOptions(**options), only, jobs=1)
    found = {}
    for written in built.files:
        found[written.name] = set()
        for page in read_pdf(written.path).pages:
            texts = [t for t in page.texts if t.text.strip()]
            version = [t for t in texts if t.text == VERSION]
            data = [t for t in texts if t.text.startswith("data ") and len(t.text) == 5 + STAMP_DIGITS]
            assert len(version) == len(data) == 1, (written.name, page.number, [t.text for t in texts][-6:])
            for stamp in (*version, *data):
                others = [t for t in texts if t not in version + data and overlap(t.box, stamp.box)]
                assert not others, (written.name, page.number, [t.text for t in others])
            found[written.name].add(data[0].text)
    return found


def overlap(a, b) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.top and b.y < a.top


def test_every_page_prints_the_version_and_the_fingerprint_of_its_sheets_data(tmp_path):
    game = tmp_path / "sample"
    shutil.copytree(SAMPLE, game)
    edit(game / "game.yaml", "name: Sample Campaign\n", f"name: Sample Campaign\nversion: {VERSION}\n")
    first = stamps(game, tmp_path / "one")
    assert all(len(found) == 1 for found in first.values())  # one stamp a file, on each of its pages
    assert stamps(game, tmp_path / "two") == first  # the same data, the same stamp
    edit(game / "units.csv", "1 Pz,german,XX,armour,9,8,", "1 Pz,german,XX,armour,12,8,")
    edit(game / "counters.yaml", "# Unit counters", "# The unit counters")  # a comment: not the data
    changed = stamps(game, tmp_path / "three", duplex="short")  # backs turned another way: the stamp too
    assert changed["counters"] != first["counters"]
    assert {name: found for name, found in changed.items() if name != "counters"} == {
        name: found for name, found in first.items() if name != "counters"}


def test_a_scenario_sheet_prints_it_in_the_scale_bars_row_clear_of_its_credit(tmp_path):
    """New Techno War's scenario sheets are the shared sheet of text beside a map: the stamp stands by
    the scale bar, as on every other sheet, once a page and clear of every other word."""
    game = ntw_copy(tmp_path)
    edit(game / "game.yaml", "name: New Techno War\n", f"name: New Techno War\nversion: {VERSION}\n")
    found = stamps(game, tmp_path / "out", ["scenarios"], paper="letter")
    assert len(found["scenarios"]) == 1


def test_without_a_version_no_stamp(tmp_path):
    built = build(load_game(SAMPLE), tmp_path / "out", BuildOptions(), jobs=1)
    for written in built.files:
        for page in read_pdf(written.path).pages:
            assert not [t.text for t in page.texts if t.text.startswith("data ")]


def test_each_files_recipe_is_worked_out_once_a_build_with_a_version(tmp_path, monkeypatch):
    """The stamp comes from the recipe the build works out for its cache, not from a second one."""
    import ntw_print.app.build as building

    game = tmp_path / "sample"
    shutil.copytree(SAMPLE, game)
    edit(game / "game.yaml", "name: Sample Campaign\n", f"name: Sample Campaign\nversion: {VERSION}\n")
    worked_out = []

    def counted(game, component, options):
        worked_out.append(component.name)
        return recipe(game, component, options)

    recipe = building.recipe
    monkeypatch.setattr(building, "recipe", counted)
    built = build(load_game(game), tmp_path / "out", BuildOptions(), jobs=1)
    assert sorted(worked_out) == sorted(written.name for written in built.files)
