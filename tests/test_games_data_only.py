"""A game made only of data (tests/fixtures/games/sample: no plugin, no Python of its own: counters
with an SVG symbol, a hex map, a results table) goes through every command as NTW does: check,
build, verify, diff, watch and incremental builds."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from ntw_print.app.cli import main
from ntw_print.games import load_game

SAMPLE = Path(__file__).parent / "fixtures" / "games" / "sample"


def run(*args: str):
    return CliRunner().invoke(main, [str(a) for a in args])



def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_sheets_of_the_folder_are_its_outputs():
    game = load_game(SAMPLE)
    assert game.plugin.id == "data-only"
    assert game.info.components == ["counters", "map", "results"]
    counters = game.plugin.components(game)["counters"]
    assert counters.title == "Counters"
    assert "symbols/" in counters.inputs and "counters.yaml" in counters.inputs
    assert counters.code == ("ntw_print.kinds.pieces.render:pages",)


def test_check_build_and_verify_a_data_only_game(sample, tmp_path):
    out = tmp_path / "out"
    assert run("check", "--game", sample).output == "Sample Campaign: the data is valid (4 files).\n"
    built = run("build", "--game", sample, "--out", out)
    assert built.exit_code == 0, built.output
    folder = out / "sample" / "a4"
    assert sorted(p.name for p in folder.glob("*.pdf")) == ["counters.pdf", "map.pdf", "results.pdf",
                                                            "sample-print-and-play.pdf"]
    verified = run("verify", "--game", sample, "--out", out)
    assert verified.exit_code == 0, verified.output
    assert all(re.search(rf"\b{kind} contents [1-9]", verified.output) for kind in ("pieces", "board", "table")), \
        verified.output
    again = tmp_path / "again"
    assert run("build", "--game", sample, "--out", again).exit_code == 0
    for pdf in folder.glob("*.pdf"):  # the same data, the same bytes
        assert (again / "sample" / "a4" / pdf.name).read_bytes() == pdf.read_bytes()


def test_every_sheet_credits_the_game(sample, tmp_path):
    from ntw_print.print.readback.pdfread import read_pdf

    out = tmp_path / "out"
    assert run("build", "--game", sample, "--out", out).exit_code == 0
    for name in ("counters", "map", "results"):
        texts = " ".join(t.text for page in read_pdf(out / "sample" / "a4" / f"{name}.pdf").pages for t in page.texts)
        assert "Sample Campaign: A test game of ntw-print, after no original." in texts, name


def test_the_longest_credit_check_accepts_is_printed_on_every_sheet_and_page(sample, tmp_path):
    from ntw_print.core.model.common import CREDIT_LENGTH, NAME_LENGTH
    from ntw_print.print.readback.pdfread import read_pdf

    words = "After «The Long Original» by Maximiliana Wolkenstein-Oberhausen and Bartholomew Q. Fitzgerald-Smythe, " * 2
    credit = words[:CREDIT_LENGTH].rstrip()
    name = ("The Sample Campaign of the Long Winter, Second Edition " * 2)[:NAME_LENGTH].rstrip()
    edit(sample / "game.yaml", 'credit: "A test game of ntw-print, after no original."', f'credit: "{credit}"')
    edit(sample / "game.yaml", "name: Sample Campaign", f"name: {name}")
    edit(sample / "map.yaml", "grid:", "tiled: true\ngrid:")  # its pages carry the credit too
    out = tmp_path / "out"
    built = run("build", "--game", sample, "--out", out)
    assert built.exit_code == 0, built.output
    assert run("verify", "--game", sample, "--out", out).exit_code == 0
    for pdf in (out / "sample" / "a4").glob("*.pdf"):
        for page in read_pdf(pdf).pages:
            assert credit in " ".join(t.text for t in page.texts), f"{pdf.name} page {page.number}"
    edit(sample / "game.yaml", credit, credit + "!")
    refused = run("check", "--game", sample)
    assert refused.exit_code == 2 and "game.yaml:5:" in refused.output and str(CREDIT_LENGTH) in refused.output


def test_a_changed_row_or_symbol_redraws_only_its_sheet(sample, tmp_path):
    out = tmp_path / "out"
    assert run("build", "--game", sample, "--out", out).exit_code == 0
    edit(sample / "units.csv", "3 Mtn,swiss,XX,mountain,7,3", "3 Mtn,swiss,XX,mountain,8,3")
    result = run("build", "--game", sample, "--out", out)
    assert "1 rebuilt, 2 up to date" in result.output and "counters.pdf: units.csv changed\n" in result.output
    assert "strength" in result.output and "7 → 8" in result.output  # the change report names the value
    edit(sample / "symbols" / "flame.svg", "<svg", "<svg data-edited='1'")
    result = run("build", "--game", sample, "--out", out)  # the map draws symbols too, the table none
    assert "2 rebuilt, 1 up to date" in result.output and "counters.pdf: symbols/ changed" in result.output
    assert run("verify", "--game", sample, "--out", out).exit_code == 0


def test_diff_names_the_value_and_the_sheet(sample, tmp_path):
    old = tmp_path / "old"
    shutil.copytree(sample, old)
    edit(sample / "results.yaml", "[Mountain, -2]", "[Mountain, -3]")
    result = run("diff", old, sample)
    assert result.exit_code == 0
    assert "-3 added, -2 gone" in result.output
    assert result.output.splitlines()[-1] == "files that read changed data: results.pdf"
    edit(sample / "units.csv", "3 Mtn,swiss,XX,mountain,7,3", "3 Mtn,swiss,XX,mountain,8,3")
    assert run("diff", old, sample).output.splitlines()[-1] == ("files that read changed data: counters.pdf, "
                                                                "results.pdf")


def test_game_yaml_orders_and_chooses_the_outputs(sample, tmp_path):
    edit(sample / "game.yaml", "credit:", "components: [results]\ncredit:")
    out = tmp_path / "out"
    assert run("build", "--game", sample, "--out", out).exit_code == 0
    assert sorted(p.name for p in (out / "sample" / "a4").glob("*.pdf")) == ["results.pdf", "sample-print-and-play.pdf"]
    edit(sample / "game.yaml", "components: [results]", "components: [result]")
    result = run("check", "--game", sample)
    assert result.exit_code == 2
    assert result.output.splitlines()[0] == (
        f"{sample}/game.yaml:5:14: components[0]: unknown output 'result' (did you mean 'results'? known: "
        "counters, map, results): take it off the list, or add the data it is printed from")


@pytest.mark.parametrize("change, message", [
    (("kind: table", "kind: tabel"), "results.yaml:1:7: kind: unknown kind 'tabel' (did you mean 'table'? known: "),
    (("kind: table\n", ""), "results.yaml:1:1: expected `kind:` naming one of "),
    (("[Clear, 0]", "[Clear, 0, 1]"), "results.yaml:23:9: tables[1].rows[0]: row 1 has 3 cells, the table has 2 columns"),
])
def test_a_bad_sheet_is_one_line_at_its_place(sample, change, message):
    edit(sample / "results.yaml", *change)
    result = run("check", "--game", sample)
    assert result.exit_code == 2
    assert message in result.output.splitlines()[0], result.output
    assert "Traceback" not in result.output


def test_a_plugin_that_does_not_exist_is_named(sample):
    edit(sample / "game.yaml", "id: sample", "plugin: ntv\nid: sample")
    result = run("check", "--game", sample)
    assert result.exit_code == 2
    assert ("game.yaml:3:9: plugin: unknown plugin 'ntv' (did you mean 'ntw'? known: nouvelle-guerre, ntw, "
            "seven-seconds, switzerland)") in result.output


def test_watch_builds_a_data_only_game(sample, tmp_path):
    from ntw_print.print.components import BuildOptions
    from ntw_print.app.watch import build_once

    said: list[str] = []
    assert build_once(sample, tmp_path / "out", BuildOptions(), None, said.append, jobs=1)
    assert "3 rebuilt, 0 up to date" in said[0]
    edit(sample / "results.yaml", "kind: table", "kind: tabel")
    assert not build_once(sample, tmp_path / "out", BuildOptions(), None, said.append, jobs=1)
    assert "the last good output stays in place" in said[-1]


# A game of sheets with a few lines of its own: a code on each counter decoded by a table the rules
# read first (what Nouvelle Guerre does with its class tables).
CLASSES = """kind: table
tables:
  - id: classes
    columns: [code, text]
    rows: [[A, Armour], [I, Infantry]]
"""
COUNTERS = """kind: pieces
title: Counters
templates:
  c: {boxes: {t: {text: "{code} {meaning}"}}}
sets:
  - {id: units, width: 16mm, front: c, rows: [{code: A}, {code: I, copies: 2}], safe: 0mm}
"""


def _meanings(sheets) -> dict:
    return {row[0]: row[1] for row in sheets["classes.yaml"].spec.tables[0].rows}


def _complete(file, row, sheets) -> dict:
    if row["code"] not in _meanings(sheets):
        raise ValueError(f"no class {row['code']} (classes: {', '.join(_meanings(sheets))})")
    return {"meaning": _meanings(sheets)[row["code"]]}


def _check_first(sheets, sources) -> list:
    rows = sheets["classes.yaml"].spec.tables[0].rows
    return [sources["classes.yaml"].fault(("tables", 0, "rows", i, 1), "a meaning starts with a capital")
            for i, row in enumerate(rows) if not row[1][:1].isupper()]


def _decoding_game(tmp_path, classes: str = CLASSES, counters: str = COUNTERS):
    from ntw_print.games.sheets import SheetRules, sheets_plugin

    (tmp_path / "game.yaml").write_text("id: decoded\nname: Decoded\n")
    (tmp_path / "counters.yaml").write_text(counters)
    if classes:
        (tmp_path / "classes.yaml").write_text(classes)
    plugin = sheets_plugin("decoded", SheetRules(complete_row=_complete, read_first=("classes.yaml",),
                                                 check_first=_check_first))
    return plugin, plugin.load(tmp_path)


def test_rules_complete_rows_from_a_sheet_read_first_and_draw_from_it(tmp_path):
    plugin, game = _decoding_game(tmp_path)
    assert [row["meaning"] for row in game.sheets["counters.yaml"].spec.sets[0].rows] == ["Armour", "Infantry"]
    counters = plugin.components(game)["counters"]
    assert counters.inputs[:4] == ("game.yaml#name", "game.yaml#credit", "classes.yaml", "counters.yaml")
    assert counters.code[-1] == f"{__name__}:_complete"  # a change to the rules redraws the sheet


def test_rows_the_rules_refuse_and_sheets_read_first_that_fail_stop_at_their_place(tmp_path):
    from ntw_print.core.errors import DataError

    with pytest.raises(DataError) as error:
        _decoding_game(tmp_path, counters=COUNTERS.replace("{code: I, copies: 2}", "{code: X}"))
    assert [str(f).removeprefix(f"{tmp_path}/") for f in error.value.faults] == [
        "counters.yaml:6:58: sets[0].rows[1]: no class X (classes: A, I)"]
    with pytest.raises(DataError) as error:  # the counters are not completed from classes that fail
        _decoding_game(tmp_path, classes=CLASSES.replace("Infantry", "infantry"))
    assert [str(f).removeprefix(f"{tmp_path}/") for f in error.value.faults] == [
        "classes.yaml:5:29: tables[0].rows[1][1]: a meaning starts with a capital"]
    (tmp_path / "classes.yaml").unlink()
    with pytest.raises(DataError) as error:
        _decoding_game(tmp_path, classes="")
    assert [str(f).removeprefix(f"{tmp_path}/") for f in error.value.faults] == [
        "game.yaml:1:1: the game's rules read classes.yaml before its other sheets; there is no classes.yaml "
        "beside game.yaml"]


def test_the_shared_row_and_table_helpers_give_each_row_its_path_and_each_table_its_index():
    """One walk over a sheet's rows and one table lookup serve every game (games/sheets/rows.py)."""
    from types import SimpleNamespace as Ns

    from ntw_print.games.sheets.rows import placed_rows, rows_printed, tables_by_id

    pieces = Ns(sets=[Ns(rows=[{"a": 1}]), Ns(rows=[{"a": 2}, {"a": 3}])])
    cards = Ns(decks=[Ns(cards=[{"b": 1}])])
    assert [path for path, _ in placed_rows(pieces)] == [("sets", 0, "rows", 0), ("sets", 1, "rows", 0),
                                                         ("sets", 1, "rows", 1)]
    assert list(placed_rows(cards)) == [(("decks", 0, "cards", 0), {"b": 1})]
    assert rows_printed(pieces) == [{"a": 1}, {"a": 2}, {"a": 3}] and rows_printed(Ns()) == []
    tables = Ns(tables=[Ns(id=None), Ns(id="crt")])
    assert tables_by_id(tables) == {"crt": (1, tables.tables[1])}


def test_one_credit_line_and_one_art_reader_serve_every_game():
    """games/sheets gives the credit line a sheet prints and the game's art, read once."""
    from ntw_print.games.sheets.model import credit_line
    from ntw_print.games.sheets.outputs import art

    game = load_game(SAMPLE)
    info = game.info
    assert credit_line(info) == (f"{info.name}: {info.credit}" if info.credit else info.name)
    assert credit_line(info.model_copy(update={"credit": ""})) == info.name
    assert credit_line(info.model_copy(update={"credit": "After X"})) == f"{info.name}: After X"
    assert art(game) is art(game)


def test_a_fault_in_a_csv_table_names_it_as_its_yaml_file_is_named(sample):
    edit(sample / "units.csv", "1 Pz,german,XX,armour,9,8,2,5,8", "1 Pz,german,XX,armour,9,8,2,5")
    checked = run("check", "--game", sample)
    assert checked.exit_code == 2
    assert checked.output.splitlines()[0] == (f"{sample / 'units.csv'}:8:1: 8 cells, the header names 9 "
                                              "(no cell for back.movement)")


def test_designer_values_say_so_when_there_are_none(sample):
    listed = run("check", "--game", sample, "--designer-values")
    assert listed.exit_code == 0
    assert listed.output.startswith("Sample Campaign: no value is marked as a designer's choice")


def test_a_listed_board_bigger_than_the_paper_is_printed_tiled_too(sample):
    """`components:` names sheets; a board's tiled pages go with its sheet (issue 28, item 15): listing
    the map without map-tiled lost the tiled file, silently, and `tiled: true` changed nothing."""
    (sample / "game.yaml").write_text((sample / "game.yaml").read_text() + "components: [results, map, counters]\n")
    edit(sample / "map.yaml", "grid: {shape: hex, orientation: flat, columns: 8, rows: 6,",
         "grid: {shape: hex, orientation: flat, columns: 16, rows: 12,")  # bigger than A4 or Letter
    assert load_game(sample).info.components == ["results", "map", "map-tiled", "counters"]
    edit(sample / "game.yaml", "components: [results, map, counters]", "components: [map-tiled, results, map]")
    assert load_game(sample).info.components == ["map-tiled", "results", "map"]  # where the list puts it
    edit(sample / "game.yaml", "components: [map-tiled, results, map]", "components: [map]")
    edit(sample / "map.yaml", "kind: board", "kind: board\ntiled: false")
    assert load_game(sample).info.components == ["map"]  # the way to leave it out


def test_a_listed_board_that_asks_to_be_tiled_is(sample, tmp_path):
    (sample / "game.yaml").write_text((sample / "game.yaml").read_text() + "components: [map]\n")
    edit(sample / "map.yaml", "kind: board", "kind: board\ntiled: true")
    result = run("build", "--game", sample, "--out", tmp_path / "out")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (tmp_path / "out" / "sample" / "a4").glob("*.pdf")) == [
        "map-tiled.pdf", "map.pdf", "sample-print-and-play.pdf"]
