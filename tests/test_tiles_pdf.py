"""The built tile PDFs read back: every stated value sits inside its box on the right tile, backs
land behind fronts, and a change in the YAML changes exactly that value on the page."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pdfplumber
import pytest

from ntw_game import edit
from ntw_print.print.components import BuildOptions
from ntw_print.print.layout.sheet import PIECE_FOOT_MM, PRINTER_MARGIN_MM, Box
from ntw_print.games import load_game
from ntw_print.games.ntw.render.pieces import pieces_sheet, section_tile_spec, unit_tile_spec
from ntw_print.kinds.faces.layout import face_boxes
from ntw_print.print.render.pdf import render_pages

PT_PER_MM = 72 / 25.4


@dataclass(frozen=True)
class Word:
    text: str
    x: float  # centre, mm from the page's left
    y: float  # centre, mm from the page's bottom


def read_words(path: Path) -> list[list[Word]]:
    """Every word of every page, with its centre in mm (origin bottom-left, as the layout)."""
    pages = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            height = float(page.height)
            words = page.extract_words(x_tolerance=1, y_tolerance=1)
            pages.append([Word(w["text"], (w["x0"] + w["x1"]) / 2 / PT_PER_MM,
                               (height - (w["top"] + w["bottom"]) / 2) / PT_PER_MM) for w in words])
    return pages


@dataclass
class Built:
    pages: list  # Page objects, with their placements
    words: list[list[Word]]

    def tile(self, key: str, face: int = 0) -> tuple[int, Box]:
        """(page index, trim box) of a tile's front (face 0) or back (face 1)."""
        found = [(i, box) for i, page in enumerate(self.pages) for k, box in page.placements if k == key]
        return found[face]

    def text_in(self, key: str, inner: Box, face: int = 0) -> str:
        """The words whose centres lie inside a layout box of the tile, left to right."""
        index, trim = self.tile(key, face)
        box = Box(trim.x + inner.x, trim.y + inner.y, inner.width, inner.height)
        inside = [w for w in self.words[index] if box.x <= w.x <= box.right and box.y <= w.y <= box.top]
        lines: list[list] = []  # words whose baselines lie within 1 mm are one line
        for word in sorted(inside, key=lambda w: -w.y):
            if lines and abs(lines[-1][0].y - word.y) < 1.0:
                lines[-1].append(word)
            else:
                lines.append([word])
        return " ".join(w.text for line in lines for w in sorted(line, key=lambda w: w.x))


def build(name: str, game, tmp: Path, file: str, **options) -> Built:
    pages = pieces_sheet(game, BuildOptions(**options), name)
    path = tmp / f"{name}.pdf"
    render_pages(pages, path, file)
    return Built(pages, read_words(path))


@pytest.fixture(scope="module")
def units(game, tmp_path_factory) -> Built:
    return build("unit-tiles", game, tmp_path_factory.mktemp("units"), "unit-tiles")


@pytest.fixture(scope="module")
def sections(game, tmp_path_factory) -> Built:
    return build("section-tiles", game, tmp_path_factory.mktemp("sections"), "section-tiles")


def boxes(spec, face: str = "front") -> dict[str, Box]:
    """The template's boxes of the sheet's tiles (their front or back face), by name."""
    tiles = spec.sets[0]
    return {p.name: p.box for p in face_boxes(spec.templates, getattr(tiles, face), *tiles.size)}


def unit_box(game, name: str) -> Box:
    return boxes(unit_tile_spec(game))[name]


def row_of(game, unit_id: str, weapon_id: str) -> int:
    """The weapon's row on the unit's tiles, from 1."""
    return [w.weapon for w in game.units[unit_id].weapons].index(weapon_id) + 1


def keys(game, unit_id: str) -> list[str]:
    """The unit's tiles, as the sheet places them: its row of the set, each copy."""
    row = list(game.units).index(unit_id) + 1
    return [f"unit-tiles/{row}/{n}" for n in range(1, game.units[unit_id].count + 1)]


def section_key(game, side: str, number: int) -> str:
    return f"section-tiles/{list(game.sides).index(side) + 1}/{number}"


def test_every_unit_tile_is_printed_once_with_its_number(game, units):
    placed = [k for page in units.pages for k, _ in page.placements]
    assert len(placed) == 16 == len(set(placed))
    for n, key in enumerate(keys(game, "red-infantry"), start=1):
        assert units.text_in(key, unit_box(game, "title")) == f"Infantry {n}"
        assert units.text_in(key, unit_box(game, "side")) == "RED"
    assert units.text_in(keys(game, "blue-apc")[0], unit_box(game, "title")) == "Armoured personnel carrier 1"


def test_infantry_ammunition_tracks(game, units):
    stock = {"machine-gun": 5, "anti-tank": 4, "mortar": 2, "grenade": 2}
    for unit_id in ("red-infantry", "blue-infantry"):
        for key in keys(game, unit_id):
            for weapon, start in stock.items():
                row = row_of(game, unit_id, weapon)
                track = [unit_box(game, f"ammo[{row},{n}]") for n in range(1, 9)]
                assert [units.text_in(key, box) for box in track] == [str(n) for n in range(1, 9)]
                assert units.text_in(key, unit_box(game, f"start[{row},{start}]")) == str(start)
            rifle = row_of(game, unit_id, "assault-rifle")
            area = unit_box(game, f"ammo[{rifle},1]")
            assert units.text_in(key, Box(area.x - 3, area.y, 90, area.height)) == "\u221e unlimited"


@pytest.mark.parametrize("unit_id, weapon, column, value", [
    ("red-infantry", "anti-tank", "attack", "12"),
    ("blue-infantry", "assault-rifle", "response", "3"),
    ("red-infantry", "assault-rifle", "dice", "4"),
    ("blue-infantry", "assault-rifle", "dice", "4"),
    ("red-infantry", "machine-gun", "dice", "1"),
])
def test_stated_weapon_values_in_their_boxes(game, units, unit_id, weapon, column, value):
    box = unit_box(game, f"{column}[{row_of(game, unit_id, weapon)}]")
    for key in keys(game, unit_id):
        assert units.text_in(key, box) == value


@pytest.mark.parametrize("unit_id, defence, move, load", [
    ("red-infantry", "1", "4", "1"),
    ("blue-infantry", None, "4", "1"),
    ("red-tank", None, "7", "1"),
    ("blue-apc", None, "7", "1"),
])
def test_stated_def_move_load(game, units, unit_id, defence, move, load):
    for key in keys(game, unit_id):
        if defence is not None:
            assert units.text_in(key, unit_box(game, "defence-box")) == f"DEF {defence}"
        assert units.text_in(key, unit_box(game, "move-box")) == f"MOVE {move}"
        assert units.text_in(key, unit_box(game, "load-box")) == f"LOAD {load}"


def test_every_word_of_a_tile_page_lies_on_a_tile(units, sections):
    for built in (units, sections):
        for page, words in zip(built.pages, built.words):
            trims = [box for _, box in page.placements]
            stray = [w for w in words if not any(b.x <= w.x <= b.right and b.y <= w.y <= b.top for b in trims)]
            # only the page's foot: the scale bar, the cutting guide and the page label, below the tiles
            assert all(w.y < PRINTER_MARGIN_MM + PIECE_FOOT_MM for w in stray), [w.text for w in stray]
            assert set(page.label.split()) <= {w.text.rstrip(".") for w in stray}  # "front." before the credit


def range_cell(game, weapon_id: str) -> Box:
    """The weapon's row of the range side (its stripe)."""
    return boxes(section_tile_spec(game))[f"stripe[{list(game.weapons).index(weapon_id) + 1}]"]


def test_range_side(game, sections):
    for side, count in (("red", 6), ("blue", 2)):
        for n in range(1, count + 1):
            key = section_key(game, side, n)
            assert sections.text_in(key, range_cell(game, "assault-rifle")) == "Assault rifle 10"
            assert sections.text_in(key, range_cell(game, "mortar")) == "Mortar \u221e unlimited"
            # the cannon's range is a designer value: its mark stands in the column after the ranges
            assert sections.text_in(key, range_cell(game, "cannon")) == f"Cannon {game.weapons['cannon'].range} \u25ca"


def test_star_cells_carry_their_faces(game, sections):
    from ntw_print.games.ntw.rules.missmatrix import star_offsets
    from ntw_print.games.ntw.rules.tiles import star_faces

    found = boxes(section_tile_spec(game))
    faces = star_faces(game)
    for n, offset in enumerate(star_offsets()[1:], start=2):
        cx, cy = found[f"star[{n}]"].x + found[f"star[{n}]"].width / 2, found[f"star[{n}]"].y + found[f"star[{n}]"].height / 2
        inner = Box(cx - 3, cy - 3, 6, 6)
        assert sections.text_in(section_key(game, "red", 1), inner) == ", ".join(map(str, faces[offset]))
    assert sections.text_in(section_key(game, "blue", 2), found["outcomes"]) == "13, 20: roll again"


def test_status_side(game, sections):
    found = boxes(section_tile_spec(game), "back")
    for key in (section_key(game, "red", 1), section_key(game, "blue", 2)):
        assert sections.text_in(key, found["stat[1]"], face=1) == "-3"
        row = sections.text_in(key, found["stripe[1]"], face=1)
        assert "In motion" in row and "already moved this turn" in row


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_back_lands_behind_its_front(game, duplex, paper):
    pages = pieces_sheet(game, BuildOptions(paper=paper, duplex=duplex), "section-tiles")
    checked = 0
    for front, back in zip(pages[0::2], pages[1::2]):
        assert "front" in front.label and "back" in back.label
        backs = dict(back.placements)
        for key, box in front.placements:
            seen = backs[key]
            # turn the back page over its long (vertical) or short edge: where does the tile land?
            if duplex == "long":
                landed = Box(back.width - seen.right, seen.y, seen.width, seen.height)
            else:
                landed = Box(seen.x, back.height - seen.top, seen.width, seen.height)
            assert abs(landed.x - box.x) < 0.1 and abs(landed.y - box.y) < 0.1
            assert (landed.width, landed.height) == (box.width, box.height)
            checked += 1
    assert checked == 8


def test_one_atk_changed_in_yaml_changes_only_that_value(game, units, game_copy, tmp_path):
    old = "{weapon: anti-tank, attack: 12, response: 8, ammo: 4, designer: [response]}"
    edit(game_copy / "units.yaml", old, old.replace("attack: 12", "attack: 13"))
    changed = build("unit-tiles", load_game(game_copy), tmp_path, "changed")
    box = unit_box(game, f"attack[{row_of(game, 'red-infantry', 'anti-tank')}]")
    for key in keys(game, "red-infantry"):
        assert changed.text_in(key, box) == "13"
    differences = [(before.text, after.text) for page_before, page_after in zip(units.words, changed.words)
                   for before, after in zip(page_before, page_after) if before != after]
    assert differences == [("12", "13")] * 6


def test_same_data_same_bytes(game, tmp_path):
    first, second = tmp_path / "a.pdf", tmp_path / "b.pdf"
    render_pages(pieces_sheet(game, BuildOptions(), "section-tiles"), first, "t")
    render_pages(pieces_sheet(game, BuildOptions(), "section-tiles"), second, "t")
    assert first.read_bytes() == second.read_bytes()



def test_the_tiles_for_play_on_screen_are_the_printed_faces_one_a_tile(game):
    """The kind exports each tile (its copy's number printed) with both faces, named as before."""
    found = {name: game.plugin.components(game)[name].digital_items(game, BuildOptions())
             for name in ("unit-tiles", "section-tiles")}
    assert [p.name for p in found["unit-tiles"]][:3] == ["red-infantry-1", "red-infantry-2", "red-infantry-3"]
    assert len(found["unit-tiles"]) == 16 and all(p.back is None for p in found["unit-tiles"])
    assert [p.name for p in found["section-tiles"]][-1] == "section-blue-2"
    assert len(found["section-tiles"]) == 8 and all(p.back is not None for p in found["section-tiles"])
    assert {(p.group, p.width, p.height) for p in found["section-tiles"]} == {("section-tiles", 87.0, 79.0)}
