"""Pieces: the pack's counts, hex shapes at the board's hex size, footprints, backs behind fronts,
and the faults a designer sees for a bad pieces.yaml."""

from __future__ import annotations

import math

import pdfplumber
import pytest

from ntw_game import edit
from ntw_print.print.components import BuildOptions
from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.games.ntw.model.pieces import footprint
from ntw_print.print.render.pdf import render_pages
from ntw_print.games.ntw.render.pieces import piece_spec, pieces_sheet
from ntw_print.kinds.faces.hexes import cluster, corners, cut_and_seams
from ntw_print.kinds.pieces.layout import piece_items
from ntw_print.print.layout.pieces import PieceSize
from ntw_print.print.layout.sheet import paper
from ntw_print.grids.hex import DIRECTIONS, Hex, distance, rotated

ORIGIN = Hex(0, 0, 0)
PT_PER_MM = 72 / 25.4


def pieces(game):
    return game.extras["pieces.yaml"]


def test_pack_contents(game):
    kinds = {k.id: k for k in pieces(game).pieces}
    assert (kinds["terrain"].count, len(kinds["terrain"].cells())) == (7, 3)
    assert {kinds["terrain"].front.id, kinds["terrain"].back.id} == {"tree", "urban"}
    # the pack's "2 markers with 3 hexagons, 1 marker with 1 hexagon" are the 3 smoke grenade markers, 1 / 2
    smoke = ("smoke-grenade", "smoke-grenade-single")
    assert [(kinds[k].count, len(kinds[k].cells())) for k in smoke] == [(2, 3), (1, 1)]
    assert all((kinds[k].front.text, kinds[k].back.text) == ("1", "2") for k in smoke)
    assert "area" not in kinds and "smoke-grenade" not in game.markers
    assert kinds["troop-transport"].holds == 8
    assert kinds["troop-transport"].count == 2 and kinds["troop-transport"].size is not None
    assert kinds["exoskeleton"].count == 2
    assert kinds["red-cross"].count == 1
    assert pieces(game).section_tiles == {"red": 6, "blue": 2}


def test_terrain_faces_carry_their_terrain(game):
    terrain = pieces(game).piece("terrain")
    assert game.terrain[terrain.front.terrain].protection == 2  # isolated tree cover (stated)
    assert terrain.back.terrain in game.terrain


def test_terrain_piece_hexes_all_touch(game):
    cells = pieces(game).piece("terrain").cells()
    assert all(distance(a, b) == 1 for a in cells for b in cells if a != b)


@pytest.mark.parametrize("piece_id", ["terrain", "smoke-grenade", "smoke-grenade-single", "exoskeleton", "red-cross"])
def test_hexes_at_the_board_size(game, piece_id):
    size = game.info.grid.hex_size
    kind = pieces(game).piece(piece_id)
    cells, width, height = cluster(kind.hexes, size)
    for cell in cells:
        points = corners(cell)
        # across the flats: between the midpoints of two opposite sides
        mid = [((points[i][0] + points[(i + 1) % 6][0]) / 2, (points[i][1] + points[(i + 1) % 6][1]) / 2)
               for i in range(6)]
        for i in range(3):
            assert math.dist(mid[i], mid[i + 3]) == pytest.approx(size, abs=1e-9)
    centres = [(c.x + c.width / 2, c.y + c.height / 2) for c in cells]
    for a, here in zip(kind.cells(), centres):
        for b, there in zip(kind.cells(), centres):
            if distance(a, b) == 1:
                assert math.dist(here, there) == pytest.approx(size, abs=1e-9)
    xs = [x for c in cells for x, _ in corners(c)]
    ys = [y for c in cells for _, y in corners(c)]
    assert min(xs) == pytest.approx(0) and max(xs) == pytest.approx(width)
    assert min(ys) == pytest.approx(0) and max(ys) == pytest.approx(height)


def test_cut_line_goes_round_the_cluster(game):
    cut, seams = cut_and_seams(cluster(pieces(game).piece("terrain").hexes, 18.0)[0])
    assert len(cut) == 3 * 6 - 2 * 3  # three shared sides are seams, not cuts
    assert len(seams) == 3


def test_footprint_turns_and_flips(game):
    terrain = pieces(game).piece("terrain")
    anchor = Hex(5, -3, -2)
    front = footprint(terrain, "tree", anchor)
    assert front[0] == anchor
    assert footprint(terrain, "tree", anchor, 6) == front
    assert footprint(terrain, "tree", anchor, 1) == [Hex(anchor.q + c.q, anchor.r + c.r, anchor.s + c.s)
                                                       for c in (rotated(h, 1) for h in terrain.cells())]
    back = footprint(terrain, "urban", ORIGIN)
    assert back == [ORIGIN, DIRECTIONS[0], DIRECTIONS[5]]  # n stays n, ne becomes nw
    for turns in range(6):
        cells = footprint(terrain, "urban", anchor, turns)
        assert all(distance(a, b) == 1 for a in cells for b in cells if a != b)
    with pytest.raises(KeyError, match="no face 'forest'"):
        footprint(terrain, "forest", anchor)


def test_a_scenario_lays_a_piece_front_up_unless_it_names_the_face(game):
    terrain = pieces(game).piece("terrain")
    assert terrain.face(None) is terrain.front and terrain.front.id == "tree"
    assert terrain.face("urban") is terrain.back



def drawn_segments(page, boxes) -> set:
    """Straight lines drawn inside these boxes of a PDF page, in mm (origin bottom-left)."""
    found = set()
    for line in page.lines:
        a, b = ((x / PT_PER_MM, (float(page.height) - top) / PT_PER_MM) for x, top in line["pts"])
        if any(box.x - 0.01 <= p[0] <= box.right + 0.01 and box.y - 0.01 <= p[1] <= box.top + 0.01
               for box in boxes for p in (a, b)):
            found.add((a, b))
    return found


def same_segments(ours: set, theirs: set, tolerance: float = 0.1) -> bool:
    def close(s, t):
        return all(math.dist(p, q) <= tolerance for p, q in zip(s, t)) or \
            all(math.dist(p, q) <= tolerance for p, q in zip(s, reversed(t)))

    return len(ours) == len(theirs) and all(any(close(s, t) for t in theirs) for s in ours)


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_back_outline_lands_on_the_front_outline(game, duplex, tmp_path):
    """Read the drawn outlines back from the PDF: turned over, each back lies on its front."""
    pages = pieces_sheet(game, BuildOptions(duplex=duplex), "pieces")
    front, back = pages[0], pages[1]
    assert "front" in front.label and "back" in back.label
    path = tmp_path / "pieces.pdf"
    render_pages(pages[:2], path, "pieces")
    fronts = [box for key, box in front.placements if key.startswith("terrain/")]
    backs = [box for key, box in back.placements if key.startswith("terrain/")]
    assert len(fronts) == len(backs) == 7
    with pdfplumber.open(path) as pdf:
        front_lines = drawn_segments(pdf.pages[0], fronts)
        back_lines = drawn_segments(pdf.pages[1], backs)

    def turn_over(point):
        x, y = point
        return (back.width - x, y) if duplex == "long" else (x, back.height - y)

    landed = {(turn_over(a), turn_over(b)) for a, b in back_lines}
    assert len(front_lines) == 7 * (12 + 3)  # 12 sides of the cut line and 3 seams per piece
    assert same_segments(front_lines, landed)


def test_every_piece_is_printed(game):
    total = sum(k.count for k in pieces(game).pieces)
    pages = pieces_sheet(game, BuildOptions(paper="letter"), "pieces")
    fronts = [k for page in pages if "front" in page.label for k, _ in page.placements]
    assert len(fronts) == total == 15
    double = [k for page in pages if "back" in page.label for k, _ in page.placements]
    assert {k.split("/")[0] for k in double} >= {"terrain"}


def test_single_sided_pieces_have_no_back(game):
    sets = piece_spec(game).sets
    assert [piece_set.back is not None for piece_set in sets] == [kind.back is not None for kind in pieces(game).pieces]


def test_each_face_is_drawn_from_the_data(game):
    """The rows the sheet is drawn from: a hex piece at the board's hex size, its terrain's colour and TER,
    the template its words call for; the card at its size."""
    sets = {s.id: s for s in piece_spec(game).sets}
    terrain = sets["terrain"]
    assert (terrain.shape, terrain.hexes, terrain.width) == ("hexes", [[], ["n"], ["ne"]], game.info.grid.hex_size)
    (row,) = terrain.rows
    assert (row["copies"], row["value"], row["colour"], row["line-1"], row["line-2"]) == (
        7, "TER 2", game.terrain["isolated-tree"].colour, "TREE", "COVER")
    assert row["back"]["value"] == "TER 6\u25ca" and terrain.front == "hex-words-2-value"
    assert terrain.back == "hex-words-1-value" and sets["red-cross"].front == "hex-lone"
    assert (sets["troop-transport"].shape, sets["troop-transport"].size, sets["troop-transport"].front) == (
        "rectangle", (72.0, 40.0), "card")



@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_a_folded_back_is_its_front_mirrored_about_the_fold(game, tmp_path, paper_name):
    """With `--duplex fold` every three-hex piece's back outline is its front's outline mirrored
    about the fold line of its sheet, whichever way that sheet folds (the sheet's fold is chosen
    for all the file's sizes together)."""
    import io

    from PIL import Image, ImageChops, ImageOps

    from ntw_print.app.export.raster import page_png
    from ntw_print.print.layout.pieces import plan_sheets

    options = BuildOptions(paper=paper_name, duplex="fold")
    pages = pieces_sheet(game, options, "pieces")
    path = tmp_path / "pieces.pdf"
    render_pages(pages, path, "pieces")
    sheet = paper(paper_name, options.bleed)
    sizes = [PieceSize(i.key, i.width, i.height, i.has_back_page, i.group, i.grid) for i in piece_items(piece_spec(game))]
    plans = plan_sheets(sizes, sheet, "fold")
    dpi, checked = 60, 0
    for index, (page, plan) in enumerate(zip(pages, plans)):
        if plan.fold is None:
            continue
        picture = io.BytesIO()
        page_png(str(path), index, dpi, picture)
        image = Image.open(picture).convert("L")
        for key, front, back in zip(plan.keys, plan.fronts, plan.backs):
            if not key.startswith(("terrain/", "smoke-grenade/")):
                continue
            ink = [_ink(image, box, sheet.height, dpi) for box in (front, back)]
            turned = ImageOps.mirror(ink[0]) if plan.fold.vertical else ImageOps.flip(ink[0])
            unlike = ImageChops.difference(turned, ink[1].resize(turned.size)).histogram()[255]
            assert unlike < 0.08 * turned.width * turned.height, (paper_name, key)
            checked += 1
    assert checked == 9


def _ink(image, box, sheet_height, dpi):
    """Where the piece's art is (255) inside its trim box, at the page's pixels."""
    px = lambda mm: round(mm / 25.4 * dpi)  # noqa: E731
    crop = image.crop((px(box.x), px(sheet_height - box.top), px(box.right), px(sheet_height - box.y)))
    return crop.point(lambda v: 255 if v < 235 else 0)

BAD = [
    ("    hexes: [[], [n], [ne]]\n    front: {id: tree", "    hexes: [[n], [ne]]\n    front: {id: tree",
     "pieces[0]: the first cell must be the anchor hex, []"),
    ("    hexes: [[], [n], [ne]]\n    front: {id: tree", "    hexes: [[], [n], [n, s]]\n    front: {id: tree",
     "pieces[0]: cell [n, s] is the same hex as an earlier cell"),
    ("    hexes: [[], [n], [ne]]\n    front: {id: tree", "    hexes: [[], [n, n]]\n    front: {id: tree",
     "pieces[0]: the cells must touch one another (one connected piece)"),
    ("terrain: isolated-tree", "terrain: jungle",
     "pieces[0].front.terrain: unknown terrain 'jungle' (known: concrete-building, forest, isolated-tree, open, "
     "smoke, water, wooden-building)"),
    ("section_tiles: {red: 6, blue: 2}", "section_tiles: {red: 6, green: 2}",
     "section_tiles.green: unknown side 'green' (known: blue, red)"),
    ("    count: 2\n    size: {width: 72mm, height: 40mm}", "    count: 2\n    hexes: [[]]\n    size: {width: 72mm, height: 40mm}",
     "pieces[5]: a piece kind is cut as one of hexes (a piece on the board) or size (a card); this one gives "
     "hexes and size"),
]


@pytest.mark.parametrize("old, new, message", BAD)
def test_faults_a_designer_can_act_on(game_copy, old, new, message):
    edit(game_copy / "pieces.yaml", old, new)
    with pytest.raises(DataError) as caught:
        load_game(game_copy)
    messages = [f"{f.path}: {f.message}" for f in caught.value.faults]
    assert message in messages, messages
    assert all(f.file.endswith("pieces.yaml") for f in caught.value.faults)
