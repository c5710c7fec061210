"""The `board` kind: hex and square grids with terrain, features along sides and through centres,
places and a legend, on one sheet and tiled; every fault at its line; read back and checked."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kinds_build import build, check, check_damaged, copy_fixtures, load, write
from board_read import cell_of
from kinds_helpers import findings
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.kinds import KINDS
from ntw_print.kinds.board.layout import plan, shared_side
from ntw_print.print.render.pdf import measure
from verify_corrupt import replace_shown_text, rewrite_page, shift_page


def test_square_cells_are_named_like_a_chess_board_a1_at_the_bottom_left():
    laid = plan(_spec("board-square"), measure)
    by_label = {cell.label: cell for cell in laid.cells}
    assert len(laid.cells) == 9
    a1, c3 = by_label["a1"].centre, by_label["c3"].centre
    assert c3[0] - a1[0] == pytest.approx(90.0) and c3[1] - a1[1] == pytest.approx(90.0)
    assert (laid.width, laid.height) == pytest.approx((135.0 + 16.0, 135.0 + 16.0 + 11.0))


def test_hex_cells_are_numbered_column_then_row_from_0101_at_the_top_left():
    laid = plan(load("board"), measure)
    by_label = {cell.label: cell for cell in laid.cells}
    first, below, right = by_label["0101"].centre, by_label["0102"].centre, by_label["0201"].centre
    assert first[1] - below[1] == pytest.approx(20.0)  # one hex across the flats, downwards
    assert right[0] - first[0] == pytest.approx(20.0 * 3 ** 0.5 / 2)
    assert right[1] < first[1]  # the odd columns (0-based) are shoved half a hex down


def test_a_river_runs_along_the_side_two_hexes_share():
    laid = plan(load("board"), measure)
    by_label = {cell.label: cell for cell in laid.cells}
    _, start, end = next(side for side in laid.sides if side[0] == "river")
    assert (start, end) == shared_side(by_label["0202"].corners, by_label["0203"].corners)
    assert start[1] == pytest.approx(end[1])  # 0203 lies straight below 0202: they share its bottom side
    assert abs(start[0] - end[0]) == pytest.approx(20.0 / 3 ** 0.5)  # a flat hex's top side


@pytest.mark.parametrize("old, new, fault", [
    ("  hills: [\"0302-0304\"", "  hilly: [\"0302-0304\"",
     "board.yaml:14:10: cells.hilly: unknown terrain 'hilly' (did you mean 'hills'? known: clear, hills, lake, mountain)"),
    ("lake: [\"0201\"]", "lake: [\"0907\"]", "board.yaml:16:10: cells.lake[0]: '0907': column '09' is off the board (01..08) (cells are named 01..08 x "
     "01..06, as numbers-4digit)"),
    ("\"0202/0203\"", "\"0202/0204\"", "board.yaml:22:30: sides[0].cells[0]: 0202 and 0204 share no side"),
    ("\"0105\", \"0205\"", "\"0105\", \"0305\"",
     "board.yaml:25:37: paths[0].cells[1]: 0105 to 0305: a path goes from a cell to one that touches it"),
    ("0302-0304", "0302-0403", "board.yaml:14:11: cells.hills[0]: a run goes along one column or one row; "
                               "'0302-0403' does not"),
    ("credit: \"A test board of ntw-print.\"", "credit: \"A test board of ntw-print.\"\nsize: 100mm x 100mm",
     "board.yaml:6:7: size: the board needs 160.3 x 176.0 mm (its grid of 8 x 6 cells of 20 mm with its margins, "
     "title, legend and credit line); size gives 100.0 x 100.0 mm"),
    ("colour: \"#d8c48f\"", "colour: tan",  # a colour's name, in words, not its pattern
     "board.yaml:9:38: terrain[1].colour: expected a colour as #rrggbb, such as '#3b7dd8' (names such as 'blue' are "
     "not read) (got 'tan')"),
])
def test_a_fault_is_reported_at_its_line(tmp_path, old, new, fault):
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", old, new)
    with pytest.raises(DataError) as error:
        load("board", folder)
    faults = [str(f) for f in error.value.faults]
    assert any(f.startswith(fault) for f in faults), faults


FLAT = "{shape: hex, orientation: flat, columns: 8, rows: 6, cell: 20mm, labels: numbers-4digit}"


@pytest.mark.parametrize("grid, fault", [
    (FLAT, "0602 and 0701 share no side (0602 touches 0502, 0503, 0601, 0603, 0702, 0703; the columns of 0201, 0401, "
           "... stand half a hex lower than the columns beside them)"),
    (FLAT.replace("flat,", "flat, offset: even,"),  # 0701 touches 0602 here; 0703 does not
     "0602 and 0703 share no side (0602 touches 0501, 0502, 0601, 0603, 0701, 0702; the columns of 0101, 0301, ... "
     "stand half a hex lower than the columns beside them)"),
    (FLAT.replace("flat,", "pointy, offset: even,"),
     "0602 and 0701 share no side (0602 touches 0501, 0502, 0503, 0601, 0603, 0702; the rows of 0101, 0103, ... stand "
     "half a hex to the right of the rows beside them)"),
    (FLAT.replace("hex, orientation: flat,", "square,"), "0602 and 0701 share no side (0602 touches 0502, 0601, 0603, "
                                                         "0702)"),
])
def test_a_side_between_cells_that_do_not_touch_names_the_cells_that_do(tmp_path, grid, fault):
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", FLAT, grid)
    write(folder, "board.yaml", "\"0202/0203\"", "\"" + fault.split(" share")[0].replace(" and ", "/") + "\"")
    with pytest.raises(DataError) as error:
        load("board", folder)
    assert [f.message for f in error.value.faults if f.path == "sides[0].cells[0]"] == [fault]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("name", ["board", "board-square"])
def test_built_boards_pass_their_check(tmp_path, name, paper):
    options = BuildOptions(paper=paper)
    spec, path = build("board", tmp_path, options, folder=_named(tmp_path, name))
    assert check("board", spec, path, options) == []


def test_a_label_missing_from_its_cell_is_found(tmp_path):
    built = build("board", tmp_path / "built")
    found = check_damaged("board", built, tmp_path, lambda path: rewrite_page(path, 0, replace_shown_text("0404", "0440")))
    assert found == ["cell 0404: its label is not printed at its cell " + found[0].split("its cell ")[1],
                     "'0440' is printed at " + found[1].split(" at ")[1].split(" mm")[0] + " mm like a cell's label; the "
                     "grid's cells are 01..08 x 01..06"]


def test_a_board_bigger_than_the_paper_is_also_tiled_with_an_assembly_page(tmp_path):
    from ntw_print.kinds.faces.art import Art
    from ntw_print.print.render.pdf import render_pages
    from ntw_print.print.readback.pdfread import read_pdf

    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "credit: \"A test board of ntw-print.\"",
          "credit: \"A test board of ntw-print.\"\nsize: 22in x 17in")
    spec = load("board", folder)
    kind = KINDS["board"]
    assert kind.extra_outputs(spec) == ("tiled",) and kind.extra_outputs(load("board")) == ()
    laid = plan(spec, measure)
    assert (laid.width, laid.height) == pytest.approx((558.8, 431.8))
    pages, check_tiled = kind.also["tiled"]
    path = tmp_path / "tiled.pdf"
    options = BuildOptions(paper="a4")
    drawn = pages(spec, options, Art(folder))
    render_pages(drawn, path, "tiled")
    assert len(drawn) == 7  # 2 rows of 3 pages of A4, and the assembly page
    assert findings(check_tiled, spec, read_pdf(path), options) == []
    one = tmp_path / "one.pdf"
    render_pages(kind.pages(spec, options, Art(folder)), one, "one")
    assert check("board", spec, one, options) == []
    media = read_pdf(one).pages[0].media  # an A1 sheet for the print shop, landscape like the board
    assert (media.width, media.height) == pytest.approx((841.0, 594.0), abs=0.01)


def _spec(name: str):
    from kinds_build import FIXTURES
    from ntw_print.kinds.faces.art import Art
    from ntw_print.kinds.faces.source import load_spec

    return load_spec(FIXTURES / f"{name}.yaml", KINDS["board"], Art(FIXTURES))


def _named(tmp_path, name: str):
    """A folder where `board.yaml` is the fixture `name`."""
    folder = copy_fixtures(tmp_path / "fixtures")
    (folder / "board.yaml").write_text((folder / f"{name}.yaml").read_text())
    return folder


def test_a_board_no_sheet_holds_is_refused_at_its_grid(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "columns: 8, rows: 6, cell: 20mm", "columns: 60, rows: 60, cell: 30mm")
    with pytest.raises(DataError) as error:
        load("board", folder)
    assert [str(f) for f in error.value.faults][0].startswith(
        "board.yaml:6:7: grid: the board is 1584 x 1855 mm") and "(B0, 1000 x 1414 mm)" in str(error.value.faults[0])


def test_a_region_veils_its_cells_and_draws_its_edge_once():
    laid = plan(load("board"), measure)
    by_label = {cell.label: cell for cell in laid.cells}
    assert by_label["0302"].fill == "#ece2c7"  # hills #d8c48f, half under white
    assert by_label["0201"].fill == "#9cc3e4"  # home has no veil: the lake keeps its colour
    edges = laid.sides[:-6]  # the fixture's own sides (3 river, 3 border) come after the regions' edges
    # home's edge runs between columns 02 and 03 (11 sides); abroad's adds its 11 sides towards column
    # 04, not the 11 home has drawn already (nor the board's own edge)
    assert len(edges) == 11 + 11
    assert all(feature == "border" for feature, _, _ in edges)
    shared = shared_side(by_label["0201"].corners, by_label["0301"].corners)
    assert sum(1 for _, s, e in edges if {s, e} == set(shared)) == 1


def test_signs_stand_at_their_place_in_the_cell_and_texts_at_their_cell():
    laid = plan(load("board"), measure)
    by_label = {cell.label: cell for cell in laid.cells}
    forts = [sign for sign in laid.signs if sign.sign == "fort"]
    centre = by_label["0303"].centre
    assert forts[0].at == pytest.approx((centre[0] + 0.5 * 10.0, centre[1] + 0.36 * 10.0))
    assert [t.text for t in laid.texts] == ["ABROAD"] and laid.texts[0].x == pytest.approx(centre[0])
    assert ("sign", "fort", "Fort") in [(e.kind, e.key, e.words.text) for e in laid.legend]


def test_an_edge_must_name_a_feature(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "opacity: 0.5, edge: border}", "opacity: 0.5, edge: canal}")
    with pytest.raises(DataError) as error:
        load("board", folder)
    assert any("regions[1].edge: unknown feature 'canal'" in str(f) for f in error.value.faults)


def test_a_region_named_twice_is_one_located_fault(tmp_path):
    """The board's ids and the terrain and features it names are declared on its schema
    (core/references.py) and checked by the one reference walk."""
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "{id: abroad, name: Abroad", "{id: home, name: Abroad")
    with pytest.raises(DataError) as error:
        load("board", folder)
    assert [str(f).split(": ", 1)[1] for f in error.value.faults] == [
        "regions[1].id: region 'home' is named twice (also at regions[0].id)"]


def test_a_board_text_missing_from_the_sheet_is_found(tmp_path):
    built = build("board", tmp_path / "built")
    found = check_damaged("board", built, tmp_path, lambda path: rewrite_page(path, 0, replace_shown_text("ABROAD", "ABRAOD")))
    assert "board text 'ABROAD' is not printed" in found


def test_a_window_holds_the_named_cells_with_a_margin_inside_the_trim():
    from ntw_print.kinds.board.layout import window_around

    laid = plan(load("board"), measure)
    by_label = {cell.label: cell for cell in laid.cells}
    window = window_around(laid, {"0303", "0404"}, 2.0)
    corners = [p for name in ("0303", "0404") for p in by_label[name].corners]
    assert window.x == pytest.approx(min(x for x, _ in corners) - 2.0)
    assert window.top == pytest.approx(max(y for _, y in corners) + 2.0)
    whole = window_around(laid, set(by_label), 50.0)
    assert (whole.x, whole.y, whole.right, whole.top) == (0.0, 0.0, laid.width, laid.height)
    with pytest.raises(ValueError):
        window_around(laid, {"9999"}, 1.0)


def test_a_road_breaks_round_the_cell_numbers_and_place_names_it_crosses(tmp_path):
    """A road straight down column 02 runs through the numbers 0203 and 0204 and the name "Port":
    on the printed board no pixel of the road's colour lies inside them, while the road shows
    between them; and no line of the legend reaches into the gap before its words."""
    import io

    from PIL import Image

    from ntw_print.app.export.raster import page_png, pdf_of
    from ntw_print.kinds.board.clearing import words_box
    from ntw_print.kinds.board.layout import SWATCH
    from ntw_print.kinds.board.render import draw_window
    from ntw_print.print.layout.sheet import Box

    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "  - {feature: road, cells: [", "  - {feature: road, cells: [\"0202\", \"0203\", \"0204\"]}\n"
          "  - {feature: road, cells: [")
    spec = load("board", folder)
    laid = plan(spec, measure)
    whole = Box(0.0, 0.0, laid.width, laid.height)
    dpi = 300
    picture = io.BytesIO()
    page_png(pdf_of([(laid.width, laid.height, lambda canvas: draw_window(canvas, spec, laid, None, whole, whole))]),
             0, dpi, picture)
    image = Image.open(picture)

    def road_pixels(box: Box, ink: str = "#8c2d19") -> int:
        px = lambda mm: round(mm / 25.4 * dpi)  # noqa: E731
        crop = image.crop((px(box.x), px(laid.height - box.top), px(box.right), px(laid.height - box.y)))
        data = crop.tobytes()
        want = [int(ink[i:i + 2], 16) for i in (1, 3, 5)]
        return sum(1 for pixel in zip(data[0::3], data[1::3], data[2::3])
                   if all(abs(a - b) < 30 for a, b in zip(pixel, want)))

    crossed = [w for w in laid.labels if w.text in ("0203", "0204")] + [p.words for p in laid.places if p.name == "Port"]
    assert len(crossed) == 3
    for words in crossed:
        assert road_pixels(words_box(words, measure).grow(-0.1)) == 0, words.text
    centre = {c.label: c.centre for c in laid.cells}["0203"]
    assert road_pixels(Box(centre[0] - 1.0, centre[1] - 1.0, 2.0, 2.0)) > 0  # the road itself is drawn
    # the legend's line samples keep their round caps off the words beside them
    for entry in (e for e in laid.legend if e.kind == "feature"):
        ink = {f.id: f.colour for f in spec.features}[entry.key]
        x, y = entry.at
        assert road_pixels(Box(x + SWATCH + 0.2, y - 1.0, entry.words.x - x - SWATCH - 0.2, 2.0), ink) == 0, entry.key


@given(st.lists(st.tuples(st.floats(0, 100), st.floats(0, 100), st.integers(1, 12), st.floats(4, 14)), max_size=80))
@settings(max_examples=150, deadline=None)
def test_the_boxes_roads_break_round_never_overlap_and_hold_every_word(placed):
    """Overlapping boxes round words are merged (the even-odd clip would open their overlap again),
    however far back a merged box reaches over boxes the sweep has passed."""
    from ntw_print.kinds.board.clearing import _meet, clear_boxes, words_box
    from ntw_print.print.layout.display import Words

    def width(text, size, bold):
        return len(text) * size * 0.2

    words = [Words("8" * length, x, y, size) for x, y, length, size in placed]
    merged = clear_boxes(words, width)
    assert not any(_meet(a, b) for i, a in enumerate(merged) for b in merged[i + 1:])
    for box in (words_box(w, width) for w in words):
        held = box.grow(-1e-9)  # a merged box's right and top are sums, within rounding
        assert any(m.x <= held.x and m.right >= held.right and m.y <= held.y and m.top >= held.top for m in merged)


MID_SIZE = "columns: 14, rows: 12, cell: 20.5mm"  # a mid-size map, 270 x 296 mm: A3 holds it only without crop marks


def test_a_mid_size_board_goes_on_the_smallest_print_shop_sheet_and_may_name_its_own(tmp_path):
    """Issue 28, item 6: built for A3, a 264 x 285 mm map went on A2 with no way to say otherwise."""
    from ntw_print.kinds.faces.art import Art
    from ntw_print.print.render.pdf import render_pages
    from ntw_print.print.readback.pdfread import read_pdf

    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "columns: 8, rows: 6, cell: 20mm", MID_SIZE)
    options = BuildOptions(paper="a3")

    def sheet_of(spec) -> tuple[float, float]:
        path = tmp_path / "one.pdf"
        render_pages(KINDS["board"].pages(spec, options, Art(folder)), path, "one")
        assert check("board", spec, path, options) == []
        media = read_pdf(path).pages[0].media
        return round(media.width), round(media.height)

    assert sheet_of(load("board", folder)) == (420, 594)  # A2: A3 is too narrow for the crop marks
    write(folder, "board.yaml", "kind: board", "kind: board\nsheet: A1")
    assert sheet_of(load("board", folder)) == (594, 841)  # the designer's choice


@pytest.mark.parametrize("sheet, extra, fault", [
    ("a3", "", "board.yaml:4:8: sheet: A3 (297 x 420 mm) does not hold this board, 270 x 296 mm, with its crop marks "
               "and a bleed up to 10 mm: hexes of at most 19 mm across the flats (now 20.5 mm) would fit it; or sheet: "
               "A2 holds it as it is"),
    ("a3", "\nsize: 280mm x 300mm", "board.yaml:4:8: sheet: A3 (297 x 420 mm) does not hold this board, 280 x 300 mm, "
                                    "with its crop marks and a bleed up to 10 mm: a size of at most 253 x 368 mm (or "
                                    "376 x 245) would fit it; or sheet: A2 holds it as it is"),
    ("b5", "", "board.yaml:4:8: sheet: expected a print shop's sheet (A3, A2, A1, ARCH D, A0, ARCH E, B0) or a paper "
               "such as a4, letter, tabloid or 300x450mm (got 'b5')"),
])
def test_a_sheet_that_cannot_hold_the_board_says_what_would(tmp_path, sheet, extra, fault):
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "columns: 8, rows: 6, cell: 20mm", MID_SIZE)
    write(folder, "board.yaml", "kind: board", f"kind: board\nsheet: {sheet}{extra}")
    with pytest.raises(DataError) as error:
        load("board", folder)
    assert [str(f) for f in error.value.faults] == [fault]


def test_the_cell_said_to_fit_does(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "columns: 8, rows: 6, cell: 20mm", MID_SIZE.replace("20.5mm", "19mm"))
    write(folder, "board.yaml", "kind: board", "kind: board\nsheet: a3")
    spec = load("board", folder)
    assert spec.sheet == "a3"
    write(folder, "board.yaml", "cell: 19mm", "cell: 19.1mm")
    with pytest.raises(DataError):
        load("board", folder)


def test_a_board_one_page_holds_whole_is_tiled_as_that_page_alone(tmp_path):
    """Issue 28, item 6: on A3 the mid-size map's tiled file was an assembly page for one page."""
    from ntw_print.kinds.faces.art import Art
    from ntw_print.print.render.pdf import render_pages
    from ntw_print.print.readback.pdfread import read_pdf

    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "columns: 8, rows: 6, cell: 20mm", MID_SIZE)
    spec = load("board", folder)
    pages, check_tiled = KINDS["board"].also["tiled"]
    for paper, count in (("a3", 1), ("a4", 3)):  # A4: 2 landscape pages and the assembly page
        options = BuildOptions(paper=paper)
        path = tmp_path / f"tiled-{paper}.pdf"
        render_pages(pages(spec, options, Art(folder)), path, "tiled")
        read = read_pdf(path)
        assert len(read.pages) == count
        assert findings(check_tiled, spec, read, options) == []
    assert "Page 1 of 1" in " ".join(run.text for run in read_pdf(tmp_path / "tiled-a3.pdf").pages[0].texts)


def test_a_tiled_page_of_another_paper_is_a_finding_at_its_page(tmp_path):
    """The tiled file's checker writes into the file's report as every checker does: a page not of the
    build's paper is a `page size` finding on that page, not a line without its page."""
    from ntw_print.kinds.faces.art import Art
    from ntw_print.print.render.pdf import render_pages
    from ntw_print.print.readback.pdfread import read_pdf
    from ntw_print.print.readback.report import FileReport

    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "columns: 8, rows: 6, cell: 20mm", MID_SIZE)
    spec = load("board", folder)
    pages, check_tiled = KINDS["board"].also["tiled"]
    path = tmp_path / "tiled.pdf"
    render_pages(pages(spec, BuildOptions(paper="a3"), Art(folder)), path, "tiled")
    report = FileReport(path.name)
    check_tiled(spec, read_pdf(path), BuildOptions(paper="a4"), report)
    assert [(f.check, f.page) for f in report.findings] == [
        ("board contents", None), ("page size", 1)], [str(f) for f in report.findings]
    assert report.checks["page size"] == 1


def test_a_map_drawn_for_the_set_marks_its_title_and_its_foot_carries_the_key(tmp_path):
    from ntw_print.core.marks import KEY, MARK

    laid = plan(load("board"), measure)
    assert MARK not in laid.title.text and KEY not in laid.credit.text  # a map the rules give: no mark
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", 'credit: "A test board of ntw-print."',
          'credit: "A test board of ntw-print."\ndesigner: [cells]')
    spec, path = build("board", tmp_path, folder=folder)
    laid = plan(spec, measure)
    assert laid.title.text == f"Test map{MARK}" and laid.credit.text == f"A test board of ntw-print. {KEY}"
    assert check("board", spec, path) == []
    assert any("title 'Test map' is not printed" in p for p in check("board", load("board"), path))


def _centre_pixel(spec, label: str, dpi: int = 100, right: float = 0.0, art=None) -> tuple[int, int, int]:
    """The colour printed at a cell's centre (or `right` mm right of it) when the whole board is drawn."""
    import io

    from PIL import Image

    from ntw_print.app.export.raster import page_png, pdf_of
    from ntw_print.kinds.board.render import draw_window
    from ntw_print.print.layout.sheet import Box

    laid = plan(spec, measure)
    whole = Box(0.0, 0.0, laid.width, laid.height)
    picture = io.BytesIO()
    page_png(pdf_of([(laid.width, laid.height, lambda canvas: draw_window(canvas, spec, laid, art, whole, whole))]),
             0, dpi, picture)
    x, y = next(cell.centre for cell in laid.cells if cell.label == label)
    image = Image.open(picture).convert("RGB")
    return image.getpixel((round((x + right) / 25.4 * dpi), round((laid.height - y) / 25.4 * dpi)))


def test_a_terrain_texture_draws_shapes_over_its_colour_and_leaves_other_terrain_plain(tmp_path):
    """Hills with `texture: forest` carry tree crowns, darker than their colour, at their centre; clear
    ground has no texture and prints its colour there."""
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", '"#d8c48f"}', '"#d8c48f", texture: forest}')
    spec = load("board", folder)
    red, green, blue = _centre_pixel(spec, "0403")
    assert red + green + blue < 0xd8 + 0xc4 + 0x8f - 30  # a crown, shaded from the hills' colour
    assert _centre_pixel(spec, "0106") == (0xef, 0xe9, 0xcf)


def test_a_cased_road_draws_its_surface_over_its_casing_and_a_deck_over_the_water_it_crosses(tmp_path):
    """A road straight down column 01 (3 mm of light surface in a 4.4 mm dark casing) crosses a lake at
    0103 on a 6.6 mm deck: at a centre the surface, 1.8 mm aside the casing, 2.5 mm aside the deck on the
    lake and the ground elsewhere."""
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", '  - {id: road, name: Road, colour: "#8c2d19", width: 0.9}',
          '  - {id: road, name: Road, colour: "#f6e7a8", width: 3.0, casing: "#3d3d3d", casing_width: 4.4, bend: 0.5,'
          ' bridge: {over: [lake]}}')
    write(folder, "board.yaml", 'lake: ["0201"]', 'lake: ["0201", "0103"]')
    write(folder, "board.yaml", "  - {feature: road, cells: [", '  - {feature: road, cells: ["0102", "0103", "0104"]}\n'
          "  - {feature: road, cells: [")
    spec = load("board", folder)
    assert _centre_pixel(spec, "0103", 300) == (0xf6, 0xe7, 0xa8)
    assert _centre_pixel(spec, "0103", 300, right=1.8) == (0x3d, 0x3d, 0x3d)
    assert _centre_pixel(spec, "0103", 300, right=2.5) == (0xc9, 0xc6, 0xbd)
    assert _centre_pixel(spec, "0104", 300, right=2.5) == (0xef, 0xe9, 0xcf)


def test_a_tiled_page_shifted_against_its_neighbour_is_found(tmp_path):
    """Any tiled board is read as NTW's always was (print/readback/tiled.py): the page of row 1, column 2
    moved 2 mm to the right no longer shows the board where the page under it does."""
    from ntw_print.kinds.faces.art import Art
    from ntw_print.print.readback.pdfread import read_pdf
    from ntw_print.print.render.pdf import render_pages

    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "credit: \"A test board of ntw-print.\"",
          "credit: \"A test board of ntw-print.\"\nsize: 22in x 17in")
    spec = load("board", folder)
    pages, check_tiled = KINDS["board"].also["tiled"]
    path = tmp_path / "tiled.pdf"
    options = BuildOptions(paper="a4")
    render_pages(pages(spec, options, Art(folder)), path, "tiled")
    assert findings(check_tiled, spec, read_pdf(path), options) == []
    shift_page(path, 2, 2.0, 0.0)
    found = findings(check_tiled, spec, read_pdf(path), options)
    assert "tiled.pdf page 6: alignment: page 6 is shifted +2.00 mm across the seam against page 3" in found, found


def test_with_label_room_move_a_label_a_road_would_cross_moves_aside_and_the_road_runs_unbroken(tmp_path):
    """A 4.4 mm road straight down column 01 crosses the top and the bottom of 0103: its label moves to
    a side of the hex, clear of the road by half a millimetre; the road breaks round no label; the built
    board reads back as laid out. Square grids refuse the option."""
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", '  - {id: road, name: Road, colour: "#8c2d19", width: 0.9}',
          '  - {id: road, name: Road, colour: "#f6e7a8", width: 3.0, casing: "#3d3d3d", casing_width: 4.4}')
    write(folder, "board.yaml", "  - {feature: road, cells: [", '  - {feature: road, cells: ["0102", "0103", "0104"]}\n'
          "  - {feature: road, cells: [")
    write(folder, "board.yaml", "labels: numbers-4digit}", "labels: numbers-4digit, label_room: move}")
    spec = load("board", folder)
    laid = plan(spec, measure)
    centre = next(cell.centre for cell in laid.cells if cell.label == "0103")
    label = next(words for words in laid.labels if words.text == "0103")
    width = measure(label.text, label.size, False)
    assert abs(label.x - centre[0]) - width / 2 >= 4.4 / 2 + 0.5 - 1e-6  # beside the road
    top = next(words for words in laid.labels if words.text == "0503")  # no road: at the top of its hex
    assert top.y > next(cell.centre for cell in laid.cells if cell.label == "0503")[1]
    assert len(laid.clear_all) == len(laid.places)  # roads break round place names only
    spec_built, path = build("board", tmp_path / "out", folder=folder)
    assert check("board", spec_built, path) == []
    write(folder, "board.yaml", "orientation: flat", "orientation: pointy")
    with pytest.raises(DataError) as refused:
        load("board", folder)
    assert "labels move clear of roads on flat hexes only" in str(refused.value)


class _RedDots:
    """A game's art hooks, as a plugin gives them (`art.board_hooks`): a red disc on the cells it names,
    painted over the features, and the stages it was asked to paint at, in order."""

    def __init__(self, cells: set[str]):
        self.cells, self.stages = cells, []

    def paint(self, canvas, stage: str, laid, area) -> None:
        self.stages.append(stage)
        if stage == "features":
            canvas.setFillColorRGB(1, 0, 0)
            for cell in laid.cells:
                if cell.label in self.cells:
                    canvas.circle(*cell.centre, 2.0, stroke=0, fill=1)


def test_a_games_art_hooks_paint_on_the_board_at_their_stages(tmp_path):
    from ntw_print.kinds.board.render import draw_window
    from ntw_print.kinds.faces.art import Art
    from ntw_print.print.layout.sheet import Box

    def game_art(folder):  # a plugin's art: the game's symbols and pictures, and what only it paints
        return Art(folder, _RedDots({"0505"}))

    spec = load("board")
    laid = plan(spec, measure)
    art = game_art(copy_fixtures(tmp_path))
    whole = Box(0.0, 0.0, laid.width, laid.height)
    from ntw_print.app.export.raster import pdf_of

    pdf_of([(laid.width, laid.height, lambda canvas: draw_window(canvas, spec, laid, art, whole, whole))])
    assert art.board_hooks.stages == ["ground", "features", "top"]
    assert _centre_pixel(spec, "0505", art=game_art(tmp_path / "game")) == (255, 0, 0)
    assert _centre_pixel(spec, "0506", art=game_art(tmp_path / "game")) == (0xef, 0xe9, 0xcf)


def test_a_board_that_prints_no_labels_still_draws_its_terrain(tmp_path):
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "labels: numbers-4digit}", "labels: none, label_style: numbers-4digit}")
    assert _centre_pixel(load("board", folder), "0403") == (0xd8, 0xc4, 0x8f)


def test_a_board_with_a_half_hex_edge_and_a_band_cuts_through_the_ring_and_keys_in_the_band(tmp_path):
    """`edge: half-hexes`: the trim is the grid and half a hex round it under the band (8 columns of
    20 mm hexes: 9 column steps wide); the ring past the grid is drawn in the nearest cell's terrain;
    a road whose ends are on the edge runs two hexes on past each; the band prints the title, its second line and the key,
    and the built board reads back."""
    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "credit: \"A test board of ntw-print.\"", "credit: \"A test board of ntw-print.\"\n"
          "edge: half-hexes\nband: {subtitle: Side A · the test, scale: 100 m}")
    write(folder, "board.yaml", "  - {feature: road, cells: [", '  - {feature: road, cells: ["0101", "0102"]}\n'
          "  - {feature: road, cells: [")
    spec = load("board", folder)
    laid = plan(spec, measure)
    step = 20.0 * 3 ** 0.5 / 2
    assert (laid.width, laid.height) == pytest.approx((9 * step, 24.0 + 6.5 * 20.0))
    first = next(cell for cell in laid.cells if cell.label == "0101")
    assert first.centre[0] == pytest.approx(step)
    assert max(y for cell in laid.cells for _, y in cell.corners) == pytest.approx(laid.height - 24.0)
    assert {cell.at for cell in laid.beyond} >= {(-1, 0), (8, 5), (0, -1), (3, 6)}
    assert next(cell for cell in laid.beyond if cell.at == (-1, 2)).terrain == "clear"
    assert next(cell for cell in laid.beyond if cell.at == (1, -1)).terrain == "lake"  # 0201's, the nearest
    road = laid.paths[0][1]  # 0101 and 0102, both on the edge: two hexes out past each
    ring = {cell.centre for cell in laid.beyond}
    assert len(road) == 6 and {road[0], road[1], road[-2], road[-1]} <= ring and not {road[2], road[3]} & ring
    assert laid.title is None and laid.credit is None
    built, path = build("board", tmp_path / "out", folder=folder)
    assert check("board", built, path) == []
    from ntw_print.print.readback.pdfread import read_pdf

    printed = {run.text for run in read_pdf(path).pages[0].texts}
    assert {"TEST MAP", "Side A · the test", "Clear", "Hills", "100 m", "20 mm", "Half hex"} <= printed


def _banded(tmp_path):
    """The test map with a band along its top (its key's terrain captioned, one hex at full size and the
    ground it stands for), built once into `tmp_path/built`."""
    folder = copy_fixtures(tmp_path / "banded")
    write(folder, "board.yaml", "  - {id: hills, name: Hills, colour: \"#d8c48f\"}",
          "  - {id: hills, name: Hills, colour: \"#d8c48f\", caption: cover 2}")
    write(folder, "board.yaml", "credit: \"A test board of ntw-print.\"",
          "credit: \"A test board of ntw-print.\"\nband: {subtitle: Side A, scale: 250 m}")
    return build("board", tmp_path / "built", folder=folder)


def test_a_banded_board_reads_back_its_key_scale_labels_and_pitch(tmp_path):
    from ntw_print.kinds.board.verify import read_back
    from ntw_print.print.readback.pdfread import read_pdf
    from ntw_print.print.readback.report import FileReport

    spec, path = _banded(tmp_path)
    report = FileReport(path.name)
    read = read_back(spec, read_pdf(path), BuildOptions(), report)
    assert report.findings == [] and report.checks["credit"] == 1 and report.checks["designer marks' key"] == 1
    assert report.measured["board hex pitch"] == pytest.approx(20.0, abs=0.01)
    assert report.numbers == 48 + 2 + 1 + 2  # every label, the foot line's trim, the caption's number, the scale
    assert read.captions["Hills"].text == "cover 2"
    hills = next(cell for cell in read.laid.cells if cell.label == "0403")
    assert cell_of(read, (read.trim.x + hills.centre[0] + 3, read.trim.y + hills.centre[1] - 4)) == "0403"


@pytest.mark.parametrize("old, new, found", [
    ("cover 2", "cover 3", "key entry 'Hills': its caption 'cover 2' is not printed under it (it reads 'cover 3')"),
    ("250 m", "300 m", "the band's hex at full size: its '250 m' is not printed"),
    ("0405", "0404", "cell 0405: its label is not printed at its cell"),
])
def test_a_changed_caption_scale_or_label_of_a_banded_board_is_found(tmp_path, old, new, found):
    built = _banded(tmp_path)
    findings_ = check_damaged("board", built, tmp_path, lambda path: rewrite_page(path, 0, replace_shown_text(old, new)))
    assert any(f.startswith(found) for f in findings_), findings_
    if old == "0405":
        assert "cell 0404: its label is printed 2 times" in findings_


def test_a_board_without_its_credit_is_found_on_its_page(tmp_path):
    spec, path = build("board", tmp_path)
    other = spec.model_copy(update={"credit": "After someone else"})
    assert check("board", other, path) == [
        "board.pdf page 1: credit: the page does not carry the credit line 'After someone else'"]


def test_a_window_draws_what_reaches_into_it_only():
    from ntw_print.kinds.board.render import meets
    from ntw_print.print.layout.sheet import Box

    window = Box(10, 10, 20, 20)
    assert meets([(0, 0), (11, 12)], window) and meets([(30, 30), (40, 40)], window)  # a corner in, an edge on
    assert not meets([(0, 0), (9, 40)], window) and not meets([(12, 31), (20, 35)], window)
