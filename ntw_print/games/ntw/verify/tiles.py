"""`unit-tiles.pdf` and `section-tiles.pdf` read back: the `pieces` kind's check, then New Techno War's own.
Each value a tile prints is worked out again from the data (never from the rows the sheet was drawn
from) and read in its template box: ATK, RESP, DICE, each ammunition box, DEF, MOVE, LOAD, ranges, the
faces of each hex of the miss-matrix star (known by where it stands) and each STAT; a designer value
carries the mark in its spot and no other does; a box the data leaves empty, and the rest of the tile,
print nothing else."""

from __future__ import annotations

from typing import TYPE_CHECKING

from types import SimpleNamespace

from ....core.marks import MARK
from ....grids.hex import Layout
from ....kinds import KINDS
from ....kinds.faces.held import Held, hold_face
from ....kinds.faces.layout import Placed, box_named, face_boxes
from ....kinds.faces.verify import expected_items
from ....core.numbers import signed
from ....kinds.readback import check_keys
from ....kinds.pieces.layout import piece_items
from ....print.layout.sheet import Box
from ....print.readback.piece_matching import identified_tiles
from ....print.readback.places import TextLedger, centre, fill_at, shifted
from ..render.pieces import section_tile_spec, unit_tile_spec
from ..rules.missmatrix import outcomes
from ..rules.ranges import range_label, weapon_range
from .pieces import side_colours

if TYPE_CHECKING:
    from ..loader import Game

HELD = Held(  # the template's boxes whose words the data gives: the check each counts under, how a message names it
    checks={"short": "names", "attack": "ATK", "response": "ATK", "dice": "dice", "ammo": "ammunition tracks",
            "start": "ammunition tracks", "infinity": "unlimited", "unlimited": "unlimited", "defence": "DEF",
            "move": "MOVE", "load": "LOAD", "name": "names", "unlimited-name": "names", "range": "ranges",
            "star": "miss matrix faces", "outcomes": "miss matrix faces", "stat": "STAT", "status-name": "names",
            "condition": "conditions"},
    names={"ammo": "ammunition", "start": "ammunition", "unlimited": "ammunition", "stat": "STAT",
           "star-heading": "the miss matrix's heading"},
    unordered=frozenset({"star", "outcomes"}))  # the faces landing on a hex, in any order


def Wanted(side: str, title: str, front: dict, back: dict) -> SimpleNamespace:
    """A tile the data gives: each face's box -> its words ("" where none; "#2": what row 2 shows, AR)."""
    return SimpleNamespace(side=side, title=title, front=front, back=back)


def _unit_tiles(game: Game) -> list[Wanted]:
    length = max((a.ammo for u in game.units.values() for a in u.weapons if a.ammo != "unlimited"), default=0)
    found = []
    for unit in game.units.values():
        want = {"side": game.sides[unit.side].name.upper(), "defence": str(unit.defence), "move": str(unit.move),
                "load": str(unit.load)} | {f"{f}-mark": MARK for f in ("defence", "move", "load") if f in unit.designer}
        for i, armed in enumerate(unit.weapons, start=1):
            weapon = game.weapons[armed.weapon]
            chosen = set(armed.designer) | set(weapon.designer)
            want |= {f"#{i}": weapon.short, f"short[{i}]": weapon.short, f"attack[{i}]": str(armed.attack),
                     f"response[{i}]": str(armed.response), f"dice[{i}]": str(weapon.dice)}
            want |= {f"{f}-mark[{i}]": MARK for f in ("attack", "response", "dice") if f in chosen}
            if armed.ammo == "unlimited":
                want |= {f"infinity[{i}]": "\u221e", f"unlimited[{i}]": "unlimited"}
                want |= {f"unlimited-mark[{i}]": MARK} if "ammo" in chosen else {}
                continue
            want |= {f"{'start' if j == armed.ammo else 'ammo'}[{i},{j}]": str(j) for j in range(1, length + 1)}
            want |= {f"ammo-mark[{i},{armed.ammo}]": MARK} if "ammo" in chosen else {}
        found += [Wanted(unit.side, f"{unit.name} {n}", want, {}) for n in range(1, unit.count + 1)]
    return found


def _section_tiles(game: Game, template) -> list[Wanted]:
    front: dict[str, str] = {"star-heading": MARK if "cells" in game.miss_matrix.designer else ""}
    for i, weapon in enumerate(game.weapons.values(), start=1):
        unlimited = weapon_range(game, weapon.id) is None
        front |= {f"#{i}": weapon.name, f"unlimited-name[{i}]" if unlimited else f"name[{i}]": weapon.name,
                  f"unlimited[{i}]" if unlimited else f"range[{i}]": range_label(game, weapon.id),
                  f"range-mark[{i}]": MARK if "range" in weapon.designer else ""}
        front |= {f"infinity[{i}]": "\u221e"} if unlimited else {}
    landing = outcomes(game.miss_matrix)
    front["outcomes"] = " ".join(str(f) for f in sorted(f for f, r in landing.items() if r.offset is None))
    front |= _hex_faces(face_boxes(template.templates, template.sets[0].front, *template.sets[0].size), landing)
    back = {}
    for k, status in enumerate(game.statuses.values(), start=1):
        back |= {f"#{k}": status.name, f"stat[{k}]": signed(status.modifier, "-"), f"status-name[{k}]": status.name,
                 f"condition[{k}]": status.condition, f"stat-mark[{k}]": MARK if "modifier" in status.designer else ""}
    counts = game.extras["pieces.yaml"].section_tiles
    return [Wanted(side, f"{game.sides[side].name} section {n}", front, back)
            for side in game.sides for n in range(1, counts.get(side, 0) + 1)]


def check(game: Game, pdf, options, report, name: str) -> None:
    """`unit-tiles.pdf` or `section-tiles.pdf` (`name`) read back."""
    units = name == "unit-tiles"
    spec = unit_tile_spec(game) if units else section_tile_spec(game)
    wanted = _unit_tiles(game) if units else _section_tiles(game, spec)
    KINDS["pieces"].check(spec, pdf, options, report)
    tiles = spec.sets[0]
    front, back = (face_boxes(spec.templates, face, *tiles.size) if face else [] for face in (tiles.front, tiles.back))
    title = next(p.box for p in front if p.name == "title")
    bands = SimpleNamespace(title=title, band=title)  # the title stands on the side's band
    pages = {page.number: page for page in pdf.pages}
    held: dict[int, bool] = {}  # the pages holding tiles: whether one there is a tile the data marks
    for page, found, ledger, tile in identified_tiles(pdf, expected_items(spec.templates, piece_items(spec)), wanted,
                                                     bands, name[:-1].replace("-", " "), options, side_colours(game),
                                                     report):
        hold_face(front, tile.front, ledger, found.box, f"{tile.title} ({tile.side})", HELD, report)
        _shading(front, tile.front, ledger, found.box, f"{tile.title} ({tile.side})", report)
        held[page.number] = held.get(page.number, False) or MARK in tile.front.values()
        if back and found.back_page is not None:
            hold_face(back, tile.back, TextLedger(pages[found.back_page], found.back_box), found.back_box,
                      f"{tile.title} ({tile.side}, back)", HELD, report)
            held[found.back_page] = held.get(found.back_page, False) or MARK in tile.back.values()
    check_keys(pdf, set(held), {page for page, marked in held.items() if marked}, report)


def _shading(boxes: list[Placed], want: dict, ledger: TextLedger, trim: Box, what: str, report) -> None:
    """The ammunition boxes above a weapon's stock (past the box its marker starts on) share one grey
    fill, which no box below the stock has."""
    starts = {n[6:-1].split(",")[0]: int(n[6:-1].split(",")[1]) for n in want if n.startswith("start[")}
    grey, plain = set(), set()
    for placed in (p for p in boxes if box_named(p.name) == "ammo" and p.name in want):
        row, column = placed.name[5:-1].split(",")
        (grey if int(column) > starts[row] else plain).add(fill_at(ledger.page, shifted(placed.box, trim).grow(-0.8)))
    if starts:
        report.checked("ammunition shading")
    if len(grey) > 1 or grey & plain:
        report.fail("ammunition tracks", f"{what}: the ammunition boxes above a weapon's stock are not all greyed "
                    "out alike, or one below it is", ledger.page.number, centre(trim))


def _hex_faces(boxes: list[Placed], landing: dict) -> dict[str, str]:
    """The faces that land on each hex of the star, its offset from the target read from where it stands."""
    target = next(p.box for p in boxes if p.name == "star[1]")
    offsets = {p.name: Layout.flat_from_flat_to_flat(p.box.height).point_to_hex(
        (p.box.x - target.x, target.y - p.box.y)) for p in boxes if box_named(p.name) == "star"}  # right, and down
    return {name: " ".join(str(f) for f in sorted(f for f, result in landing.items() if result.offset == offset))
            for name, offset in offsets.items()}
