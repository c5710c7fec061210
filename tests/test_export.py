"""`ntw-print export`: pieces and boards as PNG and SVG drawn by the sheets' own code, Tabletop
Simulator decks, a VASSAL module read back (every image inside, every grid parameter the board's),
and the catalogue page loaded in headless Chromium."""

from __future__ import annotations

import io
import json
import math
import re
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from click.testing import CliRunner
from PIL import Image, ImageChops, ImageStat

from ntw_print.app.cli import main
from ntw_print.print.components import BuildOptions
from ntw_print.app.export.collect import BoardFiles
from ntw_print.app.export.vassal import piece_definition
from ntw_print.games import load_game

from chromium import chromium, load_page

SAMPLE = Path(__file__).parent / "fixtures" / "games" / "sample"
URL = "https://example.org/sample/"
B = "VASSAL.build."
BOARD = B + "module.map.boardPicker."


def export(out: Path, game: Path = SAMPLE) -> Path:
    result = CliRunner().invoke(main, ["export", "--game", str(game), "--out", str(out), "--image-url", URL])
    assert result.exit_code == 0, result.output
    return out / load_game(game).info.id / "a4"


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> Path:
    return export(tmp_path_factory.mktemp("out"))


def test_each_piece_face_is_a_png_at_the_dpi_and_an_svg_of_its_size(sample):
    pieces = sample / "export" / "pieces" / "counters"
    fronts = sorted(pieces.glob("*-front.png"))
    assert [p.name for p in fronts][:2] == ["1-bdr-front.png", "1-pz-front.png"] and len(fronts) == 8
    unit = Image.open(pieces / "1-bdr-front.png")
    assert unit.size == (189, 189)  # 16 mm at 300 dpi
    assert (pieces / "1-bdr-back.png").exists() and not (pieces / "bombard-back.png").exists()
    svg = ET.parse(pieces / "1-bdr-front.svg").getroot()
    assert (svg.get("width"), svg.get("height"), svg.get("viewBox")) == ("16mm", "16mm", "0 0 16 16")


def test_outside_a_round_piece_the_picture_is_transparent(sample):
    marker = Image.open(sample / "export" / "pieces" / "counters" / "bombard-front.png").convert("RGBA")
    width, height = marker.size
    assert marker.getpixel((1, 1))[3] == 0 and marker.getpixel((width - 2, height - 2))[3] == 0
    assert marker.getpixel((width // 2, 3))[3] == 255  # inside the circle, at its top
    square = Image.open(sample / "export" / "pieces" / "counters" / "1-bdr-front.png").convert("RGBA")
    assert square.getpixel((0, 0))[3] == 255


@pytest.mark.parametrize("name", ["1-bdr-front", "1-bdr-back", "bombard-front"])
def test_the_svg_draws_what_the_png_shows(sample, name):
    import cairosvg

    folder = sample / "export" / "pieces" / "counters"
    png = Image.open(folder / f"{name}.png").convert("RGBA")
    svg = Image.open(io.BytesIO(cairosvg.svg2png(url=str(folder / f"{name}.svg"), output_width=png.width,
                                                 output_height=png.height))).convert("RGBA")
    ground = Image.new("RGBA", png.size, (128, 160, 128, 255))  # what shows through where the piece is cut away
    flat = [Image.alpha_composite(ground, picture).convert("RGB") for picture in (png, svg)]
    difference = ImageStat.Stat(ImageChops.difference(*flat)).mean
    assert max(difference) < 6, difference  # anti-aliasing and font hinting only


def test_boards_come_at_the_dpi_on_screen_and_as_svg(sample):
    boards = sample / "export" / "boards"
    printed, screen = Image.open(boards / "map.png"), Image.open(boards / "map-screen.png")
    assert printed.width == pytest.approx(screen.width * 2, abs=2)  # 300 and 150 dpi
    assert ET.parse(boards / "map.svg").getroot().get("viewBox").startswith("0 0 ")


def test_tabletop_simulator_decks_hold_every_copy_and_name_their_sheets(sample):
    tts = sample / "export" / "tts"
    saved = json.loads((tts / "counters-units.json").read_text())
    deck = saved["ObjectStates"][0]
    assert deck["Name"] == "DeckCustom"
    assert len(deck["DeckIDs"]) == 8 and len(deck["ContainedObjects"]) == 8  # 7 units, one of them twice
    sheet = deck["CustomDeck"]["1"]
    assert sheet["UniqueBack"] is True and sheet["FaceURL"] == URL + "tts/counters-units-faces-1.png"
    faces = Image.open(tts / "counters-units-faces-1.png")
    assert faces.width % sheet["NumWidth"] == 0 and faces.height % sheet["NumHeight"] == 0
    assert sheet["NumWidth"] * sheet["NumHeight"] >= 7
    markers = json.loads((tts / "counters-markers.json").read_text())["ObjectStates"][0]
    assert markers["CustomDeck"]["1"]["BackURL"] == URL + "tts/counters-markers-back.png"
    board = json.loads((tts / "map.json").read_text())["ObjectStates"][0]
    assert board["Name"] == "Card" and board["CustomDeck"]["1"]["FaceURL"] == URL + "boards/map-screen.png"


def test_tabletop_simulator_round_tokens_are_round_square_counters_square_and_boards_at_their_scale(sample):
    tts = sample / "export" / "tts"
    shapes = {}
    for path in tts.glob("*.json"):
        state = json.loads(path.read_text())["ObjectStates"][0]
        shapes[path.stem] = (state, next(iter(state["CustomDeck"].values()))["Type"])
    assert shapes["counters-units"][1] == 1  # square corners, as cut (0 would round them)
    round_decks = [name for name, (state, kind) in shapes.items() if kind == 4]
    assert round_decks and all("markers" in name for name in round_decks), shapes.keys()
    game = load_game(SAMPLE)
    board = next(item for item in game.plugin.components(game)["map"].digital_items(game, BuildOptions())
                 if hasattr(item, "grid"))
    units, _ = shapes["counters-units"]
    state, kind = shapes["map"]
    # the same millimetres to a unit of scale as the counters: 16 mm counters fit the board's hexes
    assert state["Transform"]["scaleX"] == pytest.approx(board.width / 63.5, abs=1e-4) and kind == 1
    assert units["Transform"]["scaleX"] == pytest.approx(16 / 63.5, abs=1e-4)


def test_every_png_says_its_resolution(sample):
    printed = Image.open(sample / "export" / "pieces" / "counters" / "1-bdr-front.png")
    screen = Image.open(sample / "export" / "boards" / "map-screen.png")
    assert printed.info["dpi"] == pytest.approx((300, 300), abs=0.05)  # stored as whole pixels a metre
    assert screen.info["dpi"] == pytest.approx((150, 150), abs=0.05)


def read_module(path: Path) -> tuple[ET.Element, set[str]]:
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
        assert {"buildFile.xml", "moduledata"} <= names
        ET.fromstring(archive.read("moduledata"))
        return ET.fromstring(archive.read("buildFile.xml")), names


def images_named(module: ET.Element) -> set[str]:
    found = {e.get("image") for e in module.iter(BOARD + "Board")}
    found |= {e.get("fileName") for e in module.iter(B + "widget.Chart")}
    for slot in module.iter(B + "widget.PieceSlot"):
        found |= set(re.findall(r"[\w.-]+\.png", slot.text))
    return found


def test_the_vassal_module_holds_every_image_it_names(sample):
    module, names = read_module(sample / "export" / "vassal" / "sample.vmod")
    named = images_named(module)
    assert len(named) > 10
    assert {f"images/{n}" for n in named} <= names
    slots = list(module.iter(B + "widget.PieceSlot"))
    assert len(slots) == 8
    flipping = [s for s in slots if "emb2;" in s.text]
    assert len(flipping) == 7  # every unit turns over to its reduced side
    assert all(s.text.startswith("+/null/") for s in slots)


def layer_fields(definition: str) -> tuple[list[str], str]:
    """The fields of a two-faced piece's Layer trait (after `emb2;`) and the piece's own name."""
    layer, basic = definition.split("/")[2].split("\t")
    return re.split(r"(?<!\\);", layer.removeprefix("emb2;")), basic.split(";")[4]


def vassal_piece_name(definition: str, level: int) -> str:
    """The name VASSAL gives a two-faced piece showing face `level` (0: front): the layer's level
    name replaces the piece's, or with a '+' adds to it before or after (as VASSAL's Layer trait)."""
    fields, name = layer_fields(definition)
    level_name = re.split(r"(?<!\\),", fields[16])[level]
    if "+" not in level_name:
        return level_name or name
    first, _, second = level_name.partition("+")
    return first + name if first else name + second


def test_a_two_faced_vassal_piece_keeps_its_name_on_both_faces():
    definition = piece_definition("1 Inf", 3, "units-1-inf-front.png", "units-1-inf-back.png")
    assert layer_fields(definition)[0][15] == "units-1-inf-front.png,units-1-inf-back.png"
    assert [vassal_piece_name(definition, level) for level in (0, 1)] == ["1 Inf", "1 Inf (back)"]


def vassal_centre_and_label(grid: ET.Element, numbering: ET.Element, col: int, row: int) -> tuple[tuple, str]:
    """Where VASSAL puts raw column `col`, row `row`, and the name its numbering gives it (after
    VASSAL's HexGridNumbering and SquareGridNumbering, rows not descending)."""
    dx, dy = float(grid.get("dx")), float(grid.get("dy"))
    x0, y0 = int(grid.get("x0")), int(grid.get("y0"))
    if grid.tag.endswith("HexGrid"):
        centre = (x0 + col * dx, y0 + row * dy + (dy / 2 if col % 2 else 0))
    else:
        centre = (x0 + col * dx, y0 + row * dy)

    def name(value: int, kind: str, leading: int) -> str:
        if kind == "A":
            letters = ""
            while True:
                letters += chr(ord("A") + value % 26)
                value -= 26
                if value < 0:
                    return letters
        text = ""
        while leading > 0 and value < 10 ** leading:
            text += "0"
            leading -= 1
        return text + str(value)

    column = name(col + int(numbering.get("hOff")), numbering.get("hType"), int(numbering.get("hLeading")))
    row_name = name(row + int(numbering.get("vOff")), numbering.get("vType"), int(numbering.get("vLeading")))
    return centre, column + numbering.get("sep") + row_name


def check_grid(board_element: ET.Element, board: BoardFiles) -> int:
    """Every cell of the board where VASSAL's grid puts it, named as the game names it."""
    grid = next(iter(board_element))
    numbering = next(iter(grid))
    raw_column = 0 if board.board.grid.offset == "odd" or board.board.grid.shape == "square" else 1
    checked = 0
    scale = board.screen_size[0] / board.board.width
    for cell in board.board.grid.cells:
        centre, label = vassal_centre_and_label(grid, numbering, cell.column + raw_column, cell.row)
        expected = (cell.centre[0] * scale, (board.board.height - cell.centre[1]) * scale)
        assert label == cell.label
        assert math.dist(centre, expected) < 0.75, (cell.label, centre, expected)
        checked += 1
    return checked


def test_the_vassal_grid_is_the_boards_with_its_numbering(sample):
    module, _ = read_module(sample / "export" / "vassal" / "sample.vmod")
    element = next(module.iter(BOARD + "Board"))
    grid = next(iter(element))
    assert grid.tag == BOARD + "board.HexGrid" and grid.get("sideways") == "false"
    game = load_game(SAMPLE)
    digital = game.plugin.components(game)["map"].digital_items(game, BuildOptions())[0]
    screen = Image.open(sample / "export" / "boards" / "map-screen.png")
    board = BoardFiles(digital, "map", "", "", "", screen.size)
    assert check_grid(element, board) == 48


def test_a_board_named_like_chess_gets_a_region_for_every_square(tmp_path):
    from ntw_print.app.export.vassal import grid_element

    game = load_game(Path("data/tech-v3"))
    board = game.plugin.components(game)["final-board"].digital_items(game, BuildOptions())[0]
    screen = Image.new("RGB", (round(board.width / 25.4 * 150), round(board.height / 25.4 * 150)))
    element = grid_element(BoardFiles(board, "final-board", "", "", "", screen.size))
    regions = {r.get("name"): (int(r.get("originx")), int(r.get("originy"))) for r in element}
    assert element.tag == BOARD + "board.RegionGrid" and set(regions) == {c.label for c in board.grid.cells}
    a1 = next(c for c in board.grid.cells if c.label == "a1")
    assert regions["a1"] == (round(a1.centre[0] * screen.width / board.width),
                             round((board.height - a1.centre[1]) * screen.height / board.height))


def test_new_techno_war_boards_keep_their_lettered_hexes_and_pieces_their_hex_outline():
    from ntw_print.app.export.images import piece_pictures
    from ntw_print.app.export.vassal import grid_element

    game = load_game(Path("data/ntw"))
    components = game.plugin.components(game)
    board = components["board-full-map"].digital_items(game, BuildOptions())[0]
    screen = Image.new("RGB", (round(board.width / 25.4 * 150), round(board.height / 25.4 * 150)))
    files = BoardFiles(board, "board-full-map", "", "", "", screen.size)
    holder = ET.Element("board")
    holder.append(grid_element(files))
    numbering = holder[0][0]
    assert (numbering.get("hType"), numbering.get("vOff")) == ("A", "1")
    assert check_grid(holder, files) == 50 * 42
    smoke = next(p for p in components["pieces"].digital_items(game, BuildOptions()) if p.name == "smoke-grenade")
    ((front, back),) = piece_pictures([smoke], 60)
    assert front.printed.getpixel((front.printed.width - 1, 0))[3] == 0  # beside the three hexes: cut away
    assert back.printed.getpixel((0, 0))[3] == 0


def test_every_link_and_picture_of_the_catalogue_is_there(sample):
    page = (sample / "index.html").read_text()
    targets = re.findall(r'(?:href|src)="([^"]+)"', page)
    local = [t for t in targets if not t.startswith(("data:", "http"))]
    assert len(local) > 40 and "counters.pdf" in local and "export/vassal/sample.vmod" in local
    missing = [t for t in local if not (sample / t).exists()]
    assert not missing


@pytest.mark.skipif(chromium() is None, reason="no chromium here: install Debian's chromium package to load "
                    "the catalogue in a browser")
def test_the_catalogue_loads_in_chromium_without_an_error(sample):
    errors, broken = load_page(chromium(), sample / "index.html")
    assert errors == [] and broken == []


def test_the_same_data_exports_the_same_bytes(sample, tmp_path):
    again = export(tmp_path)

    def contents(folder: Path) -> dict[str, bytes]:
        return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}

    first, second = contents(sample / "export"), contents(again / "export")
    assert first.keys() == second.keys()
    assert [name for name in first if first[name] != second[name]] == []
    assert (sample / "index.html").read_bytes() == (again / "index.html").read_bytes()


def test_a_game_with_no_board_gets_a_table_of_its_stated_size_to_play_on(tmp_path):
    import shutil

    game = tmp_path / "skirmish"
    shutil.copytree(SAMPLE, game)
    (game / "map.yaml").unlink()
    with (game / "game.yaml").open("a") as text:
        text.write("table: {width: 36in, height: 24in, grid: 1in}\n")
    out = export(tmp_path / "out", game)
    module, names = read_module(out / "export" / "vassal" / "sample.vmod")
    (table,) = module.iter(B + "module.Map")
    assert table.get("mapName") == "Table"
    (board,) = table.iter(BOARD + "Board")
    # at the pieces' 150 dpi, so that a 16 mm counter covers 16 mm of table
    assert (board.get("width"), board.get("height"), board.get("image")) == ("5400", "3600", "")
    assert board.get("name") == "Table, 36 x 24 in" and board.get("color") == "125,143,99"
    (grid,) = board.iter(BOARD + "board.SquareGrid")
    assert float(grid.get("dx")) == pytest.approx(150.0) and grid.get("visible") == "true"
    assert grid.get("snapTo") == "false"  # miniatures move freely
    assert not [name for name in names if name.startswith("images/") and "table" in name]  # no picture to carry
