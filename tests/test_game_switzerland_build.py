"""Switzerland must be Conquered, built and read back: every sheet (the map large and tiled, the
counters front and back, the setup chart, the players' aid, the tracks, a sheet per scenario)
verifies, carries the credit, and the scenarios' hexes are held to the map at their lines."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ntw_print.app.build import build
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.app.verify import verify
from ntw_print.print.readback.pdfread import read_pdf

SWISS = Path(__file__).parents[1] / "data" / "switzerland"


@pytest.fixture(scope="module")
def game():
    return load_game(SWISS)


@pytest.fixture(scope="module")
def built(game, tmp_path_factory):
    out = tmp_path_factory.mktemp("switzerland")
    build(game, out, BuildOptions(paper="a4"), jobs=2)
    return out / "switzerland" / "a4"


def test_every_sheet_builds_and_verifies(game, built):
    assert sorted(p.name for p in built.glob("*.pdf")) == sorted([*(f"{c}.pdf" for c in game.info.components),
                                                                  "switzerland-print-and-play.pdf"])
    report = verify(game, built, jobs=2)
    assert report.ok, "\n".join(report.lines())
    numbers = {f.file: f.numbers for f in report.files}
    assert all(numbers[f"{name}.pdf"] > 0 for name in ("counters", "setup", "aid", "tracks", "scenarios", "map"))


def test_the_map_is_one_large_sheet_and_tiled_pages_with_an_assembly_page(built):
    large = read_pdf(built / "map.pdf")
    assert len(large.pages) == 1 and large.pages[0].trim.width == pytest.approx(558.8, abs=0.1)
    tiled = read_pdf(built / "map-tiled.pdf")
    assert len(tiled.pages) > 2 and all(p.media.width == pytest.approx(210.0, abs=0.1) for p in tiled.pages)


def test_each_scenario_has_its_sheet_and_every_sheet_credits_the_author(game, built):
    scenarios = read_pdf(built / "scenarios.pdf")
    assert [p.texts[0].text for p in scenarios.pages if p.texts] and len(scenarios.pages) == 6
    titles = [next(r.text for r in page.texts if r.text.startswith("19.")) for page in scenarios.pages]
    assert titles == [f"{s.number} {s.title}" for s in game.scenarios]
    for name in game.info.components:
        pdf = read_pdf(built / f"{name}.pdf")
        pages = pdf.pages[1:] if name == "map-tiled" else pdf.pages  # tiles cut the credit with the board
        credited = [any("Peter Schutze" in run.text for run in page.texts) for page in pages]
        assert credited[0] and (all(credited) or name.startswith("map")), name


@pytest.mark.parametrize("file, old, new, fault", [
    ("scenarios/19-3-southern-hook.yaml", 'cells: ["1102", "1103", "1003"]', 'cells: ["1102", "1103", "1104"]',
     "19-3-southern-hook.yaml:30:95: map.marks[2].in: 1104 is not in france on the map"),
    ("scenarios/19-6-training.yaml", 'cells: ["0106"]', 'cells: ["0136"]',
     "map.marks[0].cells[0]: hex 0136: row 36 is off the board (01..17)"),
    ("scenarios/19-1-historical.yaml", "sign: fortified-line", "sign: trench",
     "map.marks[2].sign: unknown sign 'trench' (known: fortified-line, fortress, french-fortress, jura-line)"),
    ("scenarios/19-1-historical.yaml", "setup: swiss,", "setup: swis,",
     "map.marks[0].setup: unknown side of the setup chart 'swis' (did you mean 'swiss'? known: german, swiss)"),
    ("scenarios/19-1-historical.yaml", "setup: swiss,", "setup: swiss, sign: fortress,",
     "19-1-historical.yaml:26:7: map.marks[0]: a mark takes its hexes from one of cells, setup or sign; this one "
     "gives setup and sign"),
    ("scenarios/19-6-training.yaml", "title: Outflanking", "title: [Outflanking",
     "19-6-training.yaml:4:8: YAML syntax: expected ',' or ']', but got ':'; the '[' at line 3, column 8 is still open"),
    ("scenarios/19-6-training.yaml", "in: france", "in: frence",
     "19-6-training.yaml:26:96: map.marks[0].in: unknown region 'frence' (did you mean 'france'? known: austria, "
     "france, germany, italy, liechtenstein, switzerland)"),
    ("scenarios/19-6-training.yaml", "fortifications:\n  - \"None.\"",
     "fortifications:\n" + ("  - \"" + "A long line of words that fills the column. " * 8 + "\"\n") * 6,
     "on A4 paper: 19.6, right column: its blocks need"),
    ("tracks.yaml", "from: -5\n    to: 25", "from: -5\n    to: 20",
     "tracks[1].to: the German VP track runs to 20; the urban areas give up to 23"),
    ("units.csv", "1 Eng,german,III,engineer,engineer,2,3", "1 Eng,german,III,engineer,engineer,3,3",
     "units.csv:78:1: sets[0].rows[76].strength: 1 Eng: an engineer regiment has strength 2 (14.3), not 3"),
    ("setup.yaml", '- [1 Inf XX, "0610"]', '- [1 Inf XX, "0409"]',
     "tables[0].rows[4][1]: 0409 holds 1 Bdr X, 1 Inf XX: more than 3 units or 5 stacking points of a side (5.0)"),
    ("scenarios/19-1-historical.yaml", "turns: 10,", "turns: 11,",
     "tracks.yaml:20:7: tracks[0].boxes[10].caption: '19.1 ends' stands at box 10; 19.1 lasts 11 turns"),
    ("tracks.yaml", "17: {caption: 19.2 at most}", "16: {caption: 19.2 at most}",
     "'19.2 at most' stands at box 16; 19.2 lasts at most 17 turns with its extensions"),
])
def test_a_scenario_or_track_fault_is_refused_at_its_line(tmp_path, file, old, new, fault):
    folder = tmp_path / "switzerland"
    shutil.copytree(SWISS, folder)
    path = folder / file
    assert old in path.read_text()
    path.write_text(path.read_text().replace(old, new))
    with pytest.raises(DataError) as raised:
        load_game(folder)
    messages = [str(f) for f in raised.value.faults]
    assert any(fault in m for m in messages), messages


def test_every_unit_counter_is_marked_chosen_with_the_key_on_its_sheets(game, built):
    """The rules give no unit's strength or movement (the counters were lost): each unit counter prints
    the designer mark, each sheet of them the key, and verify holds both to the data."""
    from ntw_print.kinds.faces.items import marked
    from ntw_print.kinds.pieces.layout import piece_items

    items = piece_items(game.sheets["counters.yaml"].spec)
    units = [item for item in items if item.key.startswith(("units/", "units-one-step/"))]
    assert units and all(marked(item) for item in units)
    assert not any(marked(item) for item in items if item not in units)  # markers: nothing chosen to mark
    pages = read_pdf(built / "counters.pdf").pages
    assert all(any("chosen for this set" in text.text for text in page.texts) for page in pages[:1])
    report = verify(game, built, only=["counters"], jobs=1)
    assert report.ok and report.file("counters.pdf").checks["designer marks' key"] >= 1


def test_the_counters_backs_print_their_marks_with_the_key_and_verify_holds_it(game, built, tmp_path, monkeypatch):
    from ntw_print.core.marks import KEY, MARK
    from ntw_print.kinds.faces import render as faces_render

    pages = read_pdf(built / "counters.pdf").pages
    back = next(p for p in pages if any("sheet 1 of 2, back" in t.text for t in p.texts))
    assert any(MARK in t.text for t in back.texts if KEY not in t.text)  # the weaker steps' marks
    assert any(KEY in t.text for t in back.texts)
    monkeypatch.setattr(faces_render, "prints_mark", lambda templates, call: False)  # a back page left unkeyed
    build(game, tmp_path, BuildOptions(paper="a4"), only=["counters"])
    report = verify(game, tmp_path / "switzerland" / "a4", only=["counters"])
    assert [f.message for f in report.findings if f.check == "designer marks' key"] == [
        f"the key {KEY!r} is missing (a piece on the sheet prints the mark)"]


def test_the_setup_chart_marks_where_3_corps_sets_up_as_this_sets_reading(built):
    from ntw_print.core.marks import KEY, MARK

    texts = [t.text for t in read_pdf(built / "setup.pdf").pages[0].texts]
    assert texts.count(f"\u2013{MARK}") == 5 and KEY in texts  # 3 Corps' five units, the rules' chart has none
    assert "9 Mtn XX" in texts and f"9 Mtn XX{MARK}" not in texts  # the units are the ones 18.3 names
    assert all(MARK not in t for t in texts if t[:4].isdigit())  # the chart's own hexes stay unmarked


def test_the_map_sheet_and_its_tiled_pages_are_drawn_from_one_plan(game, monkeypatch):
    """The map credits the game (it gives no credit of its own): the credited copy is made once, so the
    board is planned once for the sheet and its tiled pages, not once for each."""
    from ntw_print.app.build import selected_components
    from ntw_print.kinds.board import layout

    planned = []
    real = layout._plan
    monkeypatch.setattr(layout, "_plan", lambda spec, measure: planned.append(spec) or real(spec, measure))
    components = {c.name: c for c in selected_components(game, ["map", "map-tiled"])}
    options = BuildOptions(paper="a4")
    sheet, tiled = components["map"].pages(game, options), components["map-tiled"].pages(game, options)
    assert sheet and tiled
    assert len(planned) <= 1 and all("Peter Schutze" in spec.credit for spec in planned)


def test_a_first_build_starts_the_scenarios_then_the_counters(game):
    """With no times measured yet, the files go to the workers by effort: the scenario sheets, then the
    counters (every face laid out, checked and drawn), then the map and the tables in the game's order."""
    from ntw_print.app.build import longest_first, selected_components

    components = {c.name: c for c in selected_components(game, None)}
    assert longest_first(list(components), components, {}) == [
        "scenarios", "counters", "map", "map-tiled", "setup", "aid", "tracks"]
