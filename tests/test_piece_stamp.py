"""A piece or card may print which print it is: a face's `{stamp}` is the game's version and the
fingerprint of its sheet's data (what the sheet's foot prints), small, where its template places it.
The same data makes the same stamp and the same bytes; check refuses a stamp that cannot print, and
verify holds every stamp printed to the manifest's and the manifest's to the data."""

from __future__ import annotations

import json
import shutil

import pytest

from ntw_game import REPO, edit
from ntw_print.app.build import build
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.print.layout.scale_bar import stamp_text
from ntw_print.app.verify import verify
from ntw_print.print.readback.pdfread import read_pdf

SEVEN = REPO / "data" / "seven-seconds"
SAMPLE = REPO / "tests" / "fixtures" / "games" / "sample"
LAST_BOX = '      vp4: {extends: vp3, y: +=7.4mm, text: "{vp4}"}\n'
STAMP_BOX = ('      stamp: {x: 59mm, y: 84.6mm, width: 40mm, height: 1.8mm, anchor: bottom-right, text: "{stamp}", '
             'size: 4.5,\n              min_size: 4, align: right, colour: "#8a8a80"}\n')
MISSIONS = 13


def seven_seconds(tmp_path, version: str = "playtest 3", box: str = STAMP_BOX):
    """7 Seconds with a version and its mission cards' fronts printing the stamp in their foot."""
    game = tmp_path / "seven-seconds"
    shutil.copytree(SEVEN, game)
    if version:
        edit(game / "game.yaml", "name: 7 Seconds\n", f"name: 7 Seconds\nversion: {version}\n")
    edit(game / "mission-cards.yaml", LAST_BOX, LAST_BOX + box)
    return game


def built_stamp(game, out, only: str):
    """The file built, the stamp its manifest records, and the stamps its pages print, page by page."""
    written = build(load_game(game), out, BuildOptions(), only=[only], jobs=1).files[0]
    entry = next(f for f in json.loads((written.path.parent / "manifest.json").read_text())["files"]
                 if f["file"] == f"{only}.pdf")
    stamp = stamp_text(tuple(entry["stamp"]))
    return written, stamp, [[t for t in page.texts if t.text == stamp] for page in read_pdf(written.path).pages]


def test_each_card_front_prints_the_stamp_of_its_sheet_small_and_the_same_data_the_same_bytes(tmp_path):
    game = seven_seconds(tmp_path)
    written, stamp, pages = built_stamp(game, tmp_path / "one", "mission-cards")
    assert stamp.startswith("playtest 3 · data ")
    assert [len(found) for found in pages] == [9, 0, 4, 0]  # on each front (as asked), no back
    assert {round(t.size_pt, 2) for found in pages for t in found} == {4.5}
    foot = [t.text for t in read_pdf(written.path).pages[0].texts]
    assert "playtest 3" in foot and stamp.split(" · ")[1] in foot  # the sheet's foot prints the same stamp
    assert verify(load_game(game), written.path.parent, only=["mission-cards"]).findings == []
    again, same, _ = built_stamp(game, tmp_path / "two", "mission-cards")
    assert (same, again.sha256) == (stamp, written.sha256)
    edit(game / "mission-cards.yaml", "Decapitation Strike", "Decapitation Raid")
    _, changed, pages = built_stamp(game, tmp_path / "three", "mission-cards")
    assert changed != stamp and [len(found) for found in pages] == [9, 0, 4, 0]


def test_a_stamp_where_asked_on_the_backs_of_pieces(tmp_path):
    game = tmp_path / "sample"
    shutil.copytree(SAMPLE, game)
    edit(game / "game.yaml", "name: Sample Campaign\n", "name: Sample Campaign\nversion: v3\n")
    edit(game / "counters.yaml", "      values: {extends: values, colour: \"#b00000\"}\n",
         "      values: {extends: values, colour: \"#b00000\"}\n      name: {text: \"{stamp}\", size: 4}\n")
    written, stamp, pages = built_stamp(game, tmp_path / "out", "counters")
    units = sum(row.get("copies", 1) for row in load_game(game).sheets["counters.yaml"].spec.sets[0].rows)
    assert stamp.startswith("v3 · data ") and [len(found) for found in pages] == [0, units]
    assert verify(load_game(game), written.path.parent, only=["counters"]).findings == []


def test_verify_holds_the_printed_stamp_to_the_manifest_and_the_manifest_to_the_data(tmp_path):
    game = seven_seconds(tmp_path)
    written, stamp, _ = built_stamp(game, tmp_path / "out", "mission-cards")
    manifest = written.path.parent / "manifest.json"
    recorded = manifest.read_text()
    manifest.write_text(recorded.replace(stamp.split(" · ")[1], "data 0000beef"))
    found = [f for f in verify(load_game(game), written.path.parent, only=["mission-cards"]).findings
             if f.check == "print stamp"]
    assert found[0].message == (f"the manifest records 'playtest 3 · data 0000beef', the data makes '{stamp}' now: "
                                "the data changed since this build (build again)")
    assert len(found) == 1 + MISSIONS + 4  # each card's stamp, and the foot of each of the 4 pages
    printed = stamp.split(" · ")[1]
    assert found[1].message == f"prints '{printed}', the manifest's stamp is 'playtest 3 · data 0000beef'"


@pytest.mark.parametrize("change, version, message", [
    (("width: 40mm", "width: 12mm"), "playtest 3",
     "templates.mission.boxes.stamp.text: box 'stamp': the widest stamp the version makes, 'playtest 3 · data "
     "bbbbbbbb', needs 19.2 x 1.0 mm at 4 pt, the smallest size allowed: 7.2 mm more than its 12.0 x 1.8 mm box; "
     "no face of these proportions that fits a page holds it: change the box"),
    (("min_size: 4,", "min_size: 3.5,"), "playtest 3",
     "box 'stamp' prints {stamp} at as little as 3.5 pt: a stamp needs 4 pt at least to be read (size and "
     "min_size 4 or more)"),
    (("y: 84.6mm", "y: 86mm"), "playtest 3",
     "Decapitation Strike: its words come 2.0 mm from the cut, inside the 3 mm safe margin"),
    (("", ""), "", "box 'stamp' prints {stamp}, which print this is, but game.yaml gives no version: add one "
                   "(version: playtest 1)"),
])
def test_check_refuses_a_stamp_that_cannot_print(tmp_path, change, version, message):
    game = seven_seconds(tmp_path, version, STAMP_BOX.replace(*change))
    with pytest.raises(DataError) as caught:
        load_game(game)
    faults = [str(f) for f in caught.value.faults]
    assert len(faults) == 1 and "mission-cards.yaml:45:" in faults[0] and message in faults[0]


def test_a_row_cannot_set_the_stamp(tmp_path):
    game = seven_seconds(tmp_path)
    edit(game / "mission-cards.yaml", "        troops: A\n", "        troops: A\n        stamp: mine\n")
    with pytest.raises(DataError) as caught:
        load_game(game)
    assert "'stamp' is which print this is (the game's version and its data's fingerprint), which a face reads " \
           "as {stamp}; a row cannot set it" in str(caught.value.faults[0])


def ntw_asking(tmp_path, version: str = "playtest 3", width: str = "60.46mm"):
    """New Techno War whose own unit-tile template prints the stamp (its stamp box uncommented)."""
    from ntw_game import ntw_copy

    game = ntw_copy(tmp_path)
    (game / "templates").mkdir(exist_ok=True)
    template = (REPO / "templates" / "unit-tile.yaml").read_text()
    asking = template.replace("      # stamp: {x: 103.54mm, y: 7.4mm, width: 60.46mm,",
                              f"      stamp: {{x: 103.54mm, y: 7.4mm, width: {width},")
    (game / "templates" / "unit-tile.yaml").write_text(asking.replace("      #         colour", "              colour"))
    assert asking != template
    if version:
        edit(game / "game.yaml", "name: New Techno War\n", f"name: New Techno War\nversion: {version}\n")
    return game


def test_new_techno_war_unit_tiles_print_the_stamp_where_their_template_asks(tmp_path):
    game = ntw_asking(tmp_path)
    written, stamp, pages = built_stamp(game, tmp_path / "out", "unit-tiles")
    tiles = sum(unit.count for unit in load_game(game).units.values())
    assert sum(len(found) for found in pages) == tiles and {round(t.size_pt, 2) for p in pages for t in p} == {4.5}
    report = verify(load_game(game), written.path.parent, only=["unit-tiles"])
    assert report.findings == []


def test_new_techno_war_refuses_a_tile_stamp_without_a_version_or_room(tmp_path):
    from ntw_print.games.ntw.fits import sheet_fit_faults

    (fault,) = sheet_fit_faults(load_game(ntw_asking(tmp_path / "none", "")))
    assert fault.file.endswith("templates/unit-tile.yaml") and fault.path == "templates.unit-tile.boxes.stamp.text"
    assert "game.yaml gives no version: add one (version: playtest 1)" in fault.message
    (fault,) = sheet_fit_faults(load_game(ntw_asking(tmp_path / "room", width="8mm")))
    assert fault.file.endswith("templates/unit-tile.yaml") and "stamp" in fault.path and "playtest 3" in fault.message
