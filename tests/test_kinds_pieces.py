"""The `pieces` kind: counters from a table and a template, step-reduced backs, round tokens, symbols."""

from __future__ import annotations

from collections import Counter

import pytest

from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.kinds import KINDS
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.layout import face_boxes, shifted
from ntw_print.kinds.faces.items import Selector, row_values
from ntw_print.kinds.faces.source import read_csv
from ntw_print.kinds.pieces.layout import piece_items
from ntw_print.kinds.pieces.schema import PiecesSpec
from ntw_print.print.layout.sheet import back_of, paper
from ntw_print.print.readback.pdfread import read_pdf

from kinds_build import build, check, check_damaged, copy_fixtures, load, load_faults, write
from kinds_helpers import findings
from verify_corrupt import drop_page, replace_shown_text, rewrite_page, shift_page

UNITS = {"1 Bdr": 1, "2 Bdr": 1, "3 Mtn": 1, "4 Inf": 1, "L Bdr": 1, "F Bdr": 1, "1 Pz": 2, "Bombard": 4}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return build("pieces", tmp_path_factory.mktemp("pieces"))


def test_the_kind_is_registered():
    assert KINDS["pieces"].name == "pieces" and KINDS["cards"].schema.__name__ == "CardsSpec"


def test_every_row_is_printed_as_often_as_its_copies_say():
    items = piece_items(load("pieces"))
    assert Counter(item.label for item in items) == UNITS
    assert len({item.key for item in items}) == len(items)


def test_the_back_reads_the_rows_reduced_values_and_the_selectors_colour():
    first = piece_items(load("pieces"))[0]
    assert (first.front.values["strength"], first.back.values["strength"]) == (4, 2)
    assert first.front.values["colour"] == first.back.values["colour"] == "#e4a6a6"
    assert first.back.template == "unit-reduced"


def test_round_tokens_are_one_sided_squares_of_their_width():
    token = [item for item in piece_items(load("pieces")) if item.label == "Bombard"][0]
    assert (token.round, token.width, token.height, token.back) == (True, 14.0, 14.0, None)


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_backs_are_placed_behind_their_fronts(duplex):
    options = BuildOptions(duplex=duplex, back_offset=(0.5, -0.3))
    pages = KINDS["pieces"].pages(load("pieces"), options, Art(None))
    fronts, backs = pages[0], pages[1]
    assert fronts.label.endswith("sheet 1 of 1, front") and backs.label.endswith("sheet 1 of 1, back")
    sheet = paper("a4", options.bleed)
    assert [box for _, box in backs.placements] == [
        back_of(box, sheet.width, sheet.height, duplex, options.back_offset) for _, box in fronts.placements]
    assert [key for key, _ in backs.placements] == [key for key, _ in fronts.placements]
    assert {round(box.width, 6) for _, box in fronts.placements} == {16.0, 14.0}  # counters and tokens, one sheet


def test_the_built_sheets_pass_their_check(built):
    spec, path = built
    assert check("pieces", spec, path) == []


def test_letter_paper_short_edge_duplex_and_a_back_offset_also_check(tmp_path):
    options = BuildOptions(paper="letter", duplex="short", back_offset=(1.0, 0.5))
    spec, path = build("pieces", tmp_path, options)
    assert check("pieces", spec, path, options) == []


def test_the_svg_symbol_is_drawn_as_vector_paths_not_an_image(built):
    spec, path = built
    pdf = read_pdf(path)
    assert sum(page.images for page in pdf.pages) == 0
    assert all(font.embedded for font in pdf.fonts) and {f.name.split("+")[-1] for f in pdf.fonts} == {
        "BitstreamVeraSans-Bold", "BitstreamVeraSans-Roman"}
    token_page = pdf.pages[0]  # the round tokens share the counters' sheet (a gang sheet)
    trim = next(box for _, box in KINDS["pieces"].pages(spec, BuildOptions(), Art(None))[0].placements
                if box.width == 14.0)
    symbol = next(p for p in face_boxes(spec.templates, "marker", 14.0, 14.0) if p.name == "picture")
    area = shifted(symbol.box, trim)
    flame = [s for s in token_page.shapes if area.contains(s.box) and s.fill is not None]
    assert {s.fill for s in flame} == {(0xd9, 0x48, 0x0f), (0xff, 0xd4, 0x3b)}


def test_the_same_data_builds_the_same_bytes(built, tmp_path):
    _, first = built
    _, second = build("pieces", tmp_path)
    assert first.read_bytes() == second.read_bytes()


def test_a_wrong_number_on_a_front_is_found(built, tmp_path):
    found = check_damaged("pieces", built, tmp_path, lambda path: rewrite_page(path, 0, replace_shown_text("7-3", "8-3")))
    assert found == ["pieces.pdf page 1 at (72.0, 169.0) mm: pieces: 3 Mtn front: shows '3 8-3 Mtn XX' on #e4a6a6, "
                     "the data says '3 7-3 Mtn XX' on #e4a6a6"]


def test_a_wrong_reduced_value_on_a_back_is_found(built, tmp_path):
    found = check_damaged("pieces", built, tmp_path, lambda path: rewrite_page(path, 1, replace_shown_text("4-3", "5-3")))
    assert any("back" in f and "5-3" in f for f in found), found


def test_a_back_page_that_does_not_line_up_is_found(built, tmp_path):
    found = check_damaged("pieces", built, tmp_path, lambda path: shift_page(path, 1, 4.0, 0.0))
    assert sum(": backs: " in f for f in found) >= 8, found  # the 8 counters' backs, and the tokens' blank ones


def test_a_missing_back_page_is_found(built, tmp_path):
    found = check_damaged("pieces", built, tmp_path, lambda path: drop_page(path, 1))
    assert any("the next page is not their back" in f for f in found), found


def test_a_missing_copy_is_found(built, tmp_path):
    spec, _ = built
    fewer = spec.model_copy(deep=True)
    fewer.sets[0].rows[6]["copies"] = 3  # the file prints 2 of 1 Pz
    found = check("pieces", fewer, built[1])
    assert any("1 x 1 Pz (units) missing" in f for f in found), found


@pytest.mark.parametrize("file, old, new, message", [
    ("units.csv", "1 Pz,german,XX,armour,9,8,2,5,8", "1 Pz,german,XX,armour,9,8,-2,5,8",
     "units.csv:8:1: sets[0].rows[6]: copies must be a whole number, 0 or more (got -2)"),
    ("units.csv", "3 Mtn,swiss,XX,mountain", "3 Mtn,swiss,XX,alpine",
     "units.csv:4:1: sets[0].rows[2]: 3 Mtn: box 'type': no symbol 'alpine': expected the file "
     "symbols/alpine.svg in the game's folder"),
    ("units.csv", "4 Inf,swiss", "4th Infantry Brigade Reserve,swiss",
     "units.csv:5:1: sets[0].rows[3]: 4th Infantry Brigade Reserve: box 'name': '4th Infantry Brigade Reserve' "
     "needs 20.4 x 1.0 mm at 4 pt, the smallest size allowed: 6.0 mm more than its 14.4 x 1.9 mm box; a face of at "
     "least 22.7 x 22.7 mm holds its words"),
    ("pieces.yaml", "text: \"{label}\"", "text: \"{label} {range}\"",
     "pieces.yaml:25:77: templates.marker.boxes.label.text: reads {range}, which no row gives (the rows give: label, "
     "name, symbol)"),
    ("pieces.yaml", "text: \"{name}\"", "text: \"{nmae}\"",  # once, at the box, not once per row
     "pieces.yaml:11:79: templates.unit.boxes.name.text: reads {nmae}, which no row gives (did you mean 'name'? the "
     "rows give: colour, echelon, movement, name, side, strength, type)"),
    ("pieces.yaml", "width: 9.6mm, height: 6.4mm", "widht: 9.6mm, height: 6.4mm",  # a box's keys, named
     "pieces.yaml:10:39: templates.unit.boxes.type.widht: unknown key 'widht' (did you mean 'width'? expected one "
     "of: align, anchor, bold, cell, colour, dash, extends, fill, height, layer, min_size, picture, radius, repeat, shape, "
     "size, stroke, stroke_width, symbol, text, valign, width, wrap, wrap_at, x, y)"),
    ("pieces.yaml", "fill: \"#ffffff\"", "fill: white",
     "pieces.yaml:17:97: templates.unit-reduced.boxes.band.fill: expected a colour as #rrggbb (such as '#3b7dd8'), a "
     "{field} of the row, or none (got 'white')"),
    ("units.csv", "name,side,", "name,sdie,",
     "pieces.yaml:33:17: sets[0].selectors[0].where: no row has a field 'side' (did you mean 'sdie'? the rows give: "
     "echelon, label, movement, name, sdie, strength, symbol, type)"),
    ("pieces.yaml", "values: {colour: \"#e4a6a6\"}", "values: {colour: pink}",  # at the selector, not each row
     "pieces.yaml:33:49: sets[0].selectors[0].values.colour: 'pink' is not a colour: the templates print colour as "
     "one (#rrggbb, such as '#3b7dd8')"),
    ("pieces.yaml", "{where: {side: swiss}", "{where: {side: Swiss}",
     "pieces.yaml:33:17: sets[0].selectors[0].where: matches no row (side is one of german, swiss)"),
    ("pieces.yaml", "back: unit-reduced", "back: unit-halved",
     "pieces.yaml:31:11: sets[0].back: no template 'unit-halved' (templates: marker, unit, unit-reduced)"),
    ("pieces.yaml", "values: {extends: values,", "values: {extends: value,",
     "pieces.yaml:15:5: templates.unit-reduced: template 'unit-reduced': no box 'value' to extend (boxes: band, "
     "echelon, name, type, values)"),
    ("pieces.yaml", "x: 50%, y: 2.4mm, width: 6mm", "x: 50%, y: 2.4mm, width: 16mm",
     "pieces.yaml:24:16: templates.marker.boxes.picture: box 'picture' reaches 1.0 mm outside the 14 x 14 mm face "
     "(only a shape may run into the bleed); a face of at least 16.0 x 16.0 mm holds it"),
    ("pieces.yaml", "rows: units.csv", "rows: ../units.csv",
     "pieces.yaml:35:11: sets[0].rows: ../units.csv leads outside the game's folder: every file a game reads must "
     "be inside its folder"),
    ("pieces.yaml", "rows: units.csv", "rows: unit.csv", "pieces.yaml:35:11: sets[0].rows: no table unit.csv beside this file"),
    ("units.csv", "1 Pz,german,XX,armour,9,8,2,5,8", "1 Pz,german,XX,armour,9,8,2,5",
     "units.csv:8:1: 8 cells, the header names 9 (no cell for back.movement)"),
    ("units.csv", "1 Pz,german,XX,armour,9,8,2,5,8", "1 Pz,german,XX,armour,9,8,2,5,8,Panzer, Division",
     "units.csv:8:1: 11 cells, the header names 9 (cells past back.movement: 'Panzer', ' Division'; put a cell with "
     "a comma in quotes)"),
    ("units.csv", "2 Bdr,swiss,X,infantry,4,3,1,2,3", "2 Bdr,swiss,X,infantry,,3,1,2,3",  # it printed '-3'
     "units.csv:3:1: sets[0].rows[1]: 2 Bdr: box 'values': strength is empty in this row, where the other rows give a "
     "number: the box would print '-3'"),
    ("pieces.yaml", "    width: 14mm", "    width: 14mm\n    height: 10mm",
     "pieces.yaml:36:5: sets[1]: a round piece takes its size from width alone (no height)"),
])
def test_faults_are_reported_at_their_file_and_line(tmp_path, file, old, new, message):
    folder = copy_fixtures(tmp_path)
    write(folder, file, old, new)
    with pytest.raises(DataError) as error:
        load("pieces", folder)
    assert message in [str(f) for f in error.value.faults]
    assert len(error.value.faults) <= 2, error.value.faults


def test_a_table_separated_by_semicolons_is_named_as_such(tmp_path):
    folder = copy_fixtures(tmp_path)
    (folder / "units.csv").write_text((folder / "units.csv").read_text().replace(",", ";"))
    assert load_faults("pieces", folder) == [
        "units.csv:1:1: the columns are separated by semicolons: ntw-print reads tables separated by commas (save it "
        "as CSV with commas: its first line then reads 'name,side,echelon,type,strength,movement,copies,back.strength,"
        "back.movement')"]


def test_a_counter_too_small_for_its_template_is_one_fault_a_box_not_one_a_row(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "pieces.yaml", "    width: 16mm", "    width: 9mm")
    assert load_faults("pieces", folder) == [
        "pieces.yaml:10:13: templates.unit.boxes.type: box 'type' reaches 0.7 mm outside the 9 x 9 mm face (only a "
        "shape may run into the bleed); a face of at least 9.7 x 9.7 mm holds it",
        "pieces.yaml:11:13: templates.unit.boxes.name: box 'name' reaches 3.0 mm outside the 9 x 9 mm face (only a "
        "shape may run into the bleed); a face of at least 12.0 x 12.0 mm holds it",
        "pieces.yaml:12:15: templates.unit.boxes.values: box 'values' reaches 6.2 mm outside the 9 x 9 mm face (only a "
        "shape may run into the bleed); a face of at least 15.2 x 15.2 mm holds it"]


def test_words_too_long_on_several_rows_are_one_fault_at_the_box_naming_the_longest(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "units.csv", "4 Inf,swiss", "4th Infantry Brigade Reserve,swiss")
    write(folder, "units.csv", "1 Pz,german", "1st Panzer Division Reserve,german")
    assert load_faults("pieces", folder) == [
        "pieces.yaml:11:79: templates.unit.boxes.name.text: box 'name', 2 rows overrun; the most, row 4 (4th Infantry "
        "Brigade Reserve): '4th Infantry Brigade Reserve' needs 20.4 x 1.0 mm at 4 pt, the smallest size allowed: "
        "6.0 mm more than its 14.4 x 1.9 mm box; a face of at least 22.7 x 22.7 mm holds every row's words"]


def test_words_that_cross_a_drawn_shapes_edge_are_refused_at_their_row(tmp_path):
    folder = copy_fixtures(tmp_path)  # BOMBARDS fits its widened box, but runs over the token's ring
    write(folder, "pieces.yaml", "label: BOMBARD,", "label: BOMBARDS,")
    write(folder, "pieces.yaml", "width: 72%, height: 2mm", "width: 95%, height: 2mm")
    assert load_faults("pieces", folder) == [
        "pieces.yaml:41:9: sets[1].rows[0]: Bombard: box 'label': 'BOMBARDS' crosses the outline of box 'ring' (an "
        "ellipse) by 1.2 mm: keep the words inside it or clear of it"]


def test_a_field_only_some_rows_give_is_a_fault_at_each_row_without_it(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "pieces.yaml", "text: \"{label}\"", "text: \"{label} {range}\"")
    write(folder, "pieces.yaml", "label: BOMBARD, copies: 4}", "label: BOMBARD, copies: 4}\n"
          "      - {name: Mortar, symbol: flame, label: MORTAR, range: 6}")
    assert load_faults("pieces", folder) == [
        "pieces.yaml:41:9: sets[1].rows[0]: Bombard: template 'marker' reads range, which this row does not give"]


def test_a_286_counter_set_is_a_table_and_a_template(tmp_path):
    folder = copy_fixtures(tmp_path)
    lines = ["name,side,echelon,type,strength,movement,copies,back.strength,back.movement"]
    lines += [f"{n} Inf,{'swiss' if n % 2 else 'german'},III,infantry,{n % 9 + 1},4,2,{n % 4 + 1},4" for n in range(143)]
    (folder / "units.csv").write_text("\n".join(lines) + "\n")
    spec = load("pieces", folder)
    items = piece_items(spec)
    assert sum(1 for item in items if item.back is not None) == 286
    pages = KINDS["pieces"].pages(spec, BuildOptions(), Art(folder))
    per_sheet = len(pages[0].placements)
    assert per_sheet == 12 * 17  # 16 mm counters sharing their cuts, 3 mm bleed round the block, on A4 (8 x 12 apart)
    assert [p.label.rsplit(", ", 2)[-2:] for p in pages] == [
        ["sheet 1 of 2", "front"], ["sheet 1 of 2", "back"], ["sheet 2 of 2", "front"], ["sheet 2 of 2", "back"]]
    assert sum(len(p.placements) for p in pages if p.label.endswith("front")) == 286 + 4


def test_a_rows_own_colour_wins_over_its_selector():
    selectors = [Selector(where={"side": "swiss"}, values={"colour": "#e4a6a6", "ink": "#000000"})]
    assert row_values({"side": "swiss", "colour": "#ffffff", "copies": 3}, selectors) == {
        "side": "swiss", "colour": "#ffffff", "ink": "#000000"}
    assert row_values({"side": "german"}, selectors) == {"side": "german"}


def test_rectangles_take_a_height():
    spec = PiecesSpec.model_validate({
        "kind": "pieces", "title": "Markers", "templates": {"m": {"boxes": {"t": {"text": "{name}"}}}},
        "sets": [{"id": "road-out", "shape": "rectangle", "width": "0.75in", "height": "10mm", "front": "m",
                  "rows": [{"name": "Road out", "copies": 8}]}]})
    items = piece_items(spec)
    assert len(items) == 8 and {(round(i.width, 6), i.height, i.round) for i in items} == {(19.05, 10.0, False)}


def test_csv_cells_print_as_written(tmp_path):
    (tmp_path / "t.csv").write_text("hex,strength,range,copies,back.strength\n0409,4,1.50,2,1\n")
    rows, lines = read_csv(tmp_path / "t.csv", "t.csv")
    assert rows == [{"hex": "0409", "strength": 4, "range": "1.50", "copies": 2, "back": {"strength": 1}}]
    assert lines == [2]


def move_text(shown: str, dy_mm: float):
    """Move the text-show of `shown` up by `dy_mm` (the pages are drawn on a mm-scaled canvas)."""
    def edit(ops):
        at = next(i for i, (operands, op) in enumerate(ops) if op == b"Tj" and str(operands[0]) == shown)
        tm = max(i for i in range(at) if ops[i][1] == b"Tm")
        operands = list(ops[tm][0])
        operands[5] = type(operands[5])(float(operands[5]) + dy_mm)
        ops[tm] = (operands, b"Tm")
        return ops
    return edit


def test_a_value_printed_outside_its_box_is_found(built, tmp_path):
    found = check_damaged("pieces", built, tmp_path, lambda path: rewrite_page(path, 0, move_text("7-3", 6.0)))
    assert [f.split(": ", 2)[1:] for f in found] == [
        ["words in their boxes", "3 Mtn: box 'values' should print '7-3', it holds 'nothing'"]], found


def test_a_rows_field_may_turn_a_stroke_off_with_none(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "pieces.yaml", "bold: true}\n  unit-reduced:",
          "bold: true, stroke: \"{edge}\", stroke_width: 0.4}\n  unit-reduced:")
    text = (folder / "units.csv").read_text().replace("name,", "edge,name,", 1).splitlines()
    rows = [text[0]] + [("none," if i % 2 else "#6b4226,") + line for i, line in enumerate(text[1:])]
    (folder / "units.csv").write_text("\n".join(rows) + "\n")
    spec, path = build("pieces", tmp_path / "out", folder=folder)
    assert check("pieces", spec, path) == []
    write(folder, "units.csv", "none,", "nothing,")
    with pytest.raises(DataError) as error:
        load("pieces", folder)
    assert "box 'values': 'nothing' is not a colour (#rrggbb, or none)" in str(error.value.faults[0])


NUMBERED = {
    "kind": "pieces", "title": "Chips",
    "templates": {"chip": {"boxes": {"n": {"x": "50%", "y": "50%", "width": "80%", "height": "40%",
                                           "anchor": "centre", "text": "{side} {copy}", "bold": True}}},
                  "chip-back": {"boxes": {"n": {"text": "{copy}", "height": "30%"}}}},
    "sets": [{"id": "chips", "shape": "round", "width": "14mm", "front": "chip", "back": "chip-back",
              "rows": [{"side": "Blue", "copies": 12}, {"side": "Red", "copies": 3}]}]}


def test_each_copy_reads_its_own_number_front_and_back_and_is_read_back(tmp_path):
    spec = PiecesSpec.model_validate(NUMBERED)
    items = piece_items(spec)
    assert [i.front.values["copy"] for i in items] == [*range(1, 13), 1, 2, 3]
    assert [i.back.values["copy"] for i in items][-3:] == [1, 2, 3]
    from ntw_print.print.render.pdf import render_pages

    path = tmp_path / "chips.pdf"
    render_pages(KINDS["pieces"].pages(spec, BuildOptions(), Art(None)), path, "chips")
    assert findings(KINDS["pieces"].check, spec, read_pdf(path)) == []
    twelve = spec.model_copy(deep=True)
    twelve.sets[0].rows[0]["copies"] = 11  # Blue 12 is printed, the data now stops at 11
    assert any("showing '12 Blue'" in f and "not a piece the data defines" in f
               for f in findings(KINDS["pieces"].check, twelve, read_pdf(path)))


def test_a_row_cannot_set_the_copy_number_and_each_numbered_face_must_fit():
    with pytest.raises(ValueError, match="'copy' is the number of each copy"):
        PiecesSpec.model_validate({**NUMBERED, "sets": [{**NUMBERED["sets"][0], "rows": [{"side": "Blue", "copy": 2}]}]})
    narrow = {"chip": {"boxes": {"n": {"width": "3mm", "height": "6mm", "text": "{copy}", "size": 10, "min_size": 10}}}}
    wide = {**NUMBERED, "templates": narrow, "sets": [{**NUMBERED["sets"][0], "back": None, "rows": [
        {"side": "Blue", "copies": 9}, {"side": "Red", "copies": 11}]}]}
    problems = KINDS["pieces"].problems(PiecesSpec.model_validate(wide), Art(None))
    assert [(path, message.split(":")[0]) for path, message in problems] == [(("sets", 0, "rows", 1), "Red")]
    assert "'10' needs 4.5 x 2.6 mm" in problems[0][1]  # once for the row (its copies are as wide)


def test_a_set_with_sheets_of_its_own_shares_no_sheet_with_the_next():
    blue = {**NUMBERED["sets"][0], "id": "blue", "back": None, "rows": [{"side": "Blue", "copies": 4}]}
    red = {**blue, "id": "red", "rows": [{"side": "Red", "copies": 3}]}
    def sheets(own: bool) -> list[list[str]]:
        spec = PiecesSpec.model_validate({**NUMBERED, "sets": [{**blue, "own_sheets": own}, red]})
        return [[key for key, _ in page.placements] for page in KINDS["pieces"].pages(spec, BuildOptions(), Art(None))]
    assert sheets(False) == [["blue/1/1", "blue/1/2", "blue/1/3", "blue/1/4", "red/1/1", "red/1/2", "red/1/3"]]
    assert sheets(True) == [["blue/1/1", "blue/1/2", "blue/1/3", "blue/1/4"], ["red/1/1", "red/1/2", "red/1/3"]]


def test_for_play_on_screen_each_numbered_copy_is_a_piece_of_its_own():
    spec = PiecesSpec.model_validate(NUMBERED)
    pieces = KINDS["pieces"].digital(spec, BuildOptions(), Art(None))
    assert [(p.title, p.copies) for p in pieces] == [(f"Blue {n}", 1) for n in range(1, 13)] + [
        (f"Red {n}", 1) for n in range(1, 4)]
    plain = PiecesSpec.model_validate({**NUMBERED, "templates": {
        "chip": {"boxes": {"n": {"text": "{side}"}}}, "chip-back": {"boxes": {}}}})
    assert [(p.title, p.copies) for p in KINDS["pieces"].digital(plain, BuildOptions(), Art(None))] == [
        ("Blue", 12), ("Red", 3)]


def test_a_sheet_that_does_not_carry_its_credit_is_found_on_every_page(built):
    """Each page's label runs on into the sheet's credit line; a sheet printed without the credit the data
    gives is found page by page."""
    spec, path = built
    pages = len(read_pdf(path).pages)
    assert check("pieces", spec.model_copy(update={"credit": "After a test rulebook"}), path) == [
        f"pieces.pdf page {n}: credit: the page does not carry the credit line 'After a test rulebook'"
        for n in range(1, pages + 1)]
