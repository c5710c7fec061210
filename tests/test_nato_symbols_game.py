"""NATO symbols on paper: a game of data only whose counters carry 20 codes builds, verifies and
exports; a wrong code is refused at its row; verify reads which symbol each counter carries; the
catalogue prints every code in every affiliation; Switzerland's counters print from codes; the
docs list exactly the codes ntw-print draws."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import cairosvg
import pytest
from PIL import Image, ImageChops, ImageStat
from pypdf import PdfReader
from test_games_data_only import run

from ntw_print.print.symbols import parse
from ntw_print.print.symbols.catalogue import cell_codes, markdown, rows
from ntw_print.print.symbols.geometry import marks
from ntw_print.print.symbols.symbol import COMPOUND, ICON, MODIFIER
from ntw_print.print.readback.pdfread import read_pdf

ROOT = Path(__file__).parents[1]
SAMPLE = ROOT / "tests" / "fixtures" / "games" / "nato"
SWITZERLAND = ROOT / "data" / "switzerland"


@pytest.fixture
def game(tmp_path) -> Path:
    target = tmp_path / "data" / "nato"
    shutil.copytree(SAMPLE, target)
    return target


def test_a_game_of_data_only_with_twenty_codes_builds_verifies_and_exports(game, tmp_path):
    out = tmp_path / "out"
    assert run("check", "--game", game).exit_code == 0
    built = run("build", "--game", game, "--out", out)
    assert built.exit_code == 0, built.output
    pdf = out / "nato-sample" / "a4" / "counters.pdf"
    placed = {s.name for page in read_pdf(pdf).pages for s in page.symbols}
    assert len(placed) >= 20 and all(name.startswith("nato:") for name in placed)
    assert {"nato:friend:infantry+armour:battalion", "nato:hostile:armour+reconnaissance:company:tf",
            "nato:friend:infantry:brigade:hq"} <= placed
    forms = {name for page in PdfReader(pdf).pages for name in page["/Resources"]["/XObject"]}
    assert len(forms) == len(placed)  # each symbol drawn once, front and back alike
    assert run("build", "--game", game, "--out", tmp_path / "again").exit_code == 0
    assert (tmp_path / "again" / "nato-sample" / "a4" / "counters.pdf").read_bytes() == pdf.read_bytes()
    verified = run("verify", "--game", game, "--out", out)
    assert verified.exit_code == 0 and "symbols 42" in verified.output, verified.output
    exported = run("export", "--game", game, "--out", out)
    assert exported.exit_code == 0, exported.output
    pieces = out / "nato-sample" / "a4" / "export" / "pieces" / "counters"
    svg = (pieces / "2-mech-front.svg").read_text()
    assert svg.count("<use") == 1 and "<text" in svg  # the symbol as one placed form; the words as text
    for name in ("2-mech-front", "8-recce-back", "12-hq-front"):  # the PNG and the SVG show one drawing
        png = Image.open(pieces / f"{name}.png").convert("RGB")
        drawn = cairosvg.svg2png(url=str(pieces / f"{name}.svg"), output_width=png.width, output_height=png.height)
        assert max(ImageStat.Stat(ImageChops.difference(png, Image.open(io.BytesIO(drawn)).convert("RGB"))).mean) < 6


def test_a_wrong_code_is_refused_at_its_row_with_the_closest_names(game):
    units = game / "units.csv"
    units.write_text(units.read_text().replace("4 Cav,blue,cavalry", "4 Cav,blue,cavalri"))
    checked = run("check", "--game", game)
    assert checked.exit_code == 2
    assert ("units.csv:5:1: sets[0].rows[3]: 4 Cav: box 'type': 'nato:friend:cavalri:squadron': "
            "no NATO symbol 'cavalri' "
            "(did you mean 'cavalry'? `ntw-print symbols` prints every code)") in checked.output, checked.output


def test_verify_finds_a_counter_that_carries_another_symbol(game, tmp_path):
    out = tmp_path / "out"
    assert run("build", "--game", game, "--out", out).exit_code == 0
    units = game / "units.csv"  # the data now says armour where the sheet shows infantry
    units.write_text(units.read_text().replace("1 Inf,blue,infantry", "1 Inf,blue,tank"))
    verified = run("verify", "--game", game, "--out", out)
    assert verified.exit_code != 0
    assert ("symbols: 1 Inf: box 'type' should carry the symbol 'nato:friend:armour:battalion', it carries "
            "'nato:friend:infantry:battalion'") in verified.output, verified.output


def test_the_catalogue_prints_every_code_in_every_affiliation_each_as_its_parts(tmp_path):
    out = tmp_path / "symbols.pdf"
    made = run("symbols", "--out", out)
    assert made.exit_code == 0, made.output
    pdf = read_pdf(out)
    placed = [s.name for page in pdf.pages for s in page.symbols]
    table = rows()
    assert placed == [parse(code).code for row in table for code in cell_codes(row)]
    printed = {t.text for page in pdf.pages for t in page.texts}
    assert {row.code for row in table} <= printed
    for row in table:  # each cell holds the parts of the row's name, in its affiliation and fill
        name = row.code.removeprefix("nato:").split(":")[0]
        for code in cell_codes(row):
            symbol = parse(code)
            assert symbol.affiliation == code.split(":")[-2 if code.endswith("unfilled") else -1]
            if name in ICON:
                assert symbol.icons == (name,) and symbol.modifiers == ()
            elif name in MODIFIER:
                assert symbol.icons == () and symbol.modifiers == (name,)
            elif name in COMPOUND:
                assert "+".join(symbol.icons) + "".join(f"/{m}" for m in symbol.modifiers) == parse(
                    f"nato:{COMPOUND[name].makeup}").code.split(":")[2]
    assert sum(page.images for page in pdf.pages) == 0
    for page in pdf.pages:  # each cell draws exactly its parts' marks, as paths
        for placed in page.symbols:
            inside = [shape for shape in page.shapes if placed.box.grow(0.3).contains(shape.box)]
            assert len(inside) == len(marks(parse(placed.name))), placed.name


def test_switzerland_prints_its_units_from_codes_and_keeps_no_unit_drawing():
    import csv

    types = {row["type"] for name in ("units.csv", "units-one-step.csv")
             for row in csv.DictReader((SWITZERLAND / name).open())}
    assert all(parse(f"nato:{t}:unfilled") for t in types)
    svgs = {p.stem for p in (SWITZERLAND / "symbols").glob("*.svg")}
    assert svgs.isdisjoint({"infantry", "armour", "artillery", "cavalry", "engineer", "mountain-infantry"})
    used = " ".join((SWITZERLAND / name).read_text() for name in ("markers.csv", "counters.yaml", "map.yaml"))
    assert all(name in used for name in svgs), svgs  # every drawing left is a marker's or the map's


def test_the_docs_list_exactly_the_codes_ntw_print_draws():
    assert (ROOT / "docs" / "symbols.md").read_text(encoding="utf-8") == markdown(), (
        "run: python -m ntw_print.print.symbols.catalogue > docs/symbols.md")


def test_a_placed_form_keeps_the_name_it_is_marked_with(tmp_path):
    from ntw_print.print.layout.sheet import Box
    from ntw_print.print.render.forms import form, place
    from ntw_print.print.render.pdf import Page, render_pages

    def draw(canvas):
        for x, label in ((20.0, "flag (a) \\ b"), (40.0, "drapeau ±"), (60.0, None)):
            shape = form(canvas, "square", Box(0, 0, 10, 10), lambda c: c.rect(0, 0, 10, 10, stroke=0, fill=1))
            place(canvas, shape, x, 30.0, label=label)

    render_pages([Page(100.0, 100.0, draw)], tmp_path / "marked.pdf", "marked")
    placed, other = read_pdf(tmp_path / "marked.pdf").pages[0].symbols
    assert (placed.name, other.name) == ("flag (a) \\ b", "drapeau ±")
    assert (round(placed.box.x, 3), round(placed.box.y, 3), round(placed.box.width, 3)) == (20, 30, 10)


def test_a_board_draws_a_code_in_each_cell_of_its_terrain(tmp_path):
    from kinds_build import build, copy_fixtures, write

    folder = copy_fixtures(tmp_path)
    write(folder, "board.yaml", "symbol: mountain}", "symbol: 'nato:neutral:infantry/mountain'}")
    _, path = build("board", tmp_path, folder=folder)
    placed = [s.name for page in read_pdf(path).pages for s in page.symbols]
    assert placed.count("nato:neutral:infantry/mountain") == 3  # hexes 0605, 0606 and 0705


def test_a_sides_colours_fill_the_frame_and_ink_the_lines(tmp_path):
    from ntw_print.print.layout.sheet import Box
    from ntw_print.print.render.pdf import Page, render_pages
    from ntw_print.print.symbols.render import draw_symbol

    def draw(canvas):
        draw_symbol(canvas, parse("nato:hostile:mechanised:#204060:ink=#ffffff"), Box(10, 10, 30, 20))

    render_pages([Page(100.0, 100.0, draw)], tmp_path / "colours.pdf", "colours")
    shapes = [s for s in read_pdf(tmp_path / "colours.pdf").pages[0].shapes if Box(9, 9, 32, 22).contains(s.box)]
    assert {s.stroke for s in shapes} == {(255, 255, 255)}
    assert {s.fill for s in shapes} == {(0x20, 0x40, 0x60), None}  # the frame; the cross and track are lines
