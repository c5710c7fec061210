"""`section-tiles.pdf`: range side (every weapon's range, the miss matrix faces in each hex of the star)
and, behind it, the status side of the same tile (every STAT value).

Places come from the section tile layout and the star's hex geometry; values from the data through
the rules module (ranges, miss matrix outcomes, section tile counts).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....print.layout.sheet import Box
from ..layout.tiles import section_tile_layout
from ..model.templates import section_tile_template
from ..rules.missmatrix import outcomes
from ..rules.ranges import range_label, weapon_range
from ..rules.tiles import section_tile_counts
from ....print.readback.pdfread import PageRead, PdfRead
from ....print.readback.piece_matching import identified_tiles
from ....print.readback.piece_sheets import Expected, Face
from ....print.readback.places import TextLedger, centre, fill_at, shifted
from ....print.readback.report import FileReport
from ....core.marks import unmark
from .credit import check_credit
from .pieces import side_colours
from .marks import check_key, hold_mark

if TYPE_CHECKING:
    from ..loader import Game

INTEGER = re.compile(r"[+\-\u2212]?\d+")


@dataclass(frozen=True)
class SectionWanted:
    side: str
    number: int
    title: str


def wanted_tiles(game: Game) -> list[SectionWanted]:
    return [SectionWanted(side, n, f"{game.sides[side].name} section {n}")
            for side, count in section_tile_counts(game).items() for n in range(1, count + 1)]


def numbers_in(text: str) -> list[int]:
    return [int(n.replace("\u2212", "-")) for n in INTEGER.findall(text)]


def check(game: Game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    layout = section_tile_layout(section_tile_template(game), len(game.weapons), len(game.statuses))
    wanted = wanted_tiles(game)
    expected = [Expected("section tile", t.side, layout.width, layout.height, Face((), t.side), Face((), t.side))
                for t in wanted]
    colours = side_colours(game)
    pages = {page.number: page for page in pdf.pages}
    fronts: set[int] = set()
    backs: set[int] = set()
    for page, found, ledger, tile in identified_tiles(pdf, expected, wanted, layout, "section tile", options,
                                                     colours, report):
        _range_side(game, layout, page, found.box, tile, ledger, report)
        fronts.add(page.number)
        if found.back_page is None or found.back_box is None:
            report.fail("backs", f"{tile.title}: no status side behind the range side", found.page, found.centre)
            continue
        back = pages[found.back_page]
        backs.add(back.number)
        back_ledger = TextLedger(back, found.back_box)
        back_title = back_ledger.take(shifted(layout.title, found.back_box))
        back_side = colours.get(fill_at(back, shifted(layout.band, found.back_box).grow(-0.5)))
        report.checked("backs")
        if (back_title, back_side) != (tile.title, tile.side):
            report.fail("backs", f"behind {tile.title} ({tile.side}) is the status side of '{back_title}' "
                        f"({back_side})", back.number, centre(found.back_box))
        _status_side(game, layout, back, found.back_box, tile, back_ledger, report)

    ranges = any("range" in weapon.designer for weapon in game.weapons.values())
    statuses = any("modifier" in status.designer for status in game.statuses.values())
    check_key(pdf, fronts | backs, (fronts if ranges or _star_chosen(game) else set())
              | (backs if statuses else set()), report)


def _star_chosen(game: Game) -> bool:
    return "cells" in game.miss_matrix.designer


def _label(ledger: TextLedger, part: Box, tile_box: Box, want: str, what: str, page: PageRead,
           report: FileReport) -> None:
    place = shifted(part, tile_box)
    got = ledger.take(place)
    report.checked("labels")
    if got != want:
        report.fail("labels", f"{what}: prints {got!r}, expected {want!r}", page.number, centre(place))


def _range_side(game: Game, layout, page: PageRead, box: Box, tile: SectionWanted, ledger: TextLedger,
                report: FileReport) -> None:
    what = f"{tile.title} range side"
    _label(ledger, layout.side_label, box, layout.template.words.range_side, what, page, report)
    ledger.take(shifted(layout.range_heading, box))
    heading = shifted(layout.star_heading, box)
    hold_mark(report, ledger.take(heading), _star_chosen(game), f"{what}: the miss matrix's heading", page.number,
              centre(heading))
    for weapon, cell in zip(game.weapons.values(), layout.range_cells):
        place = shifted(cell, box)
        words = ledger.take(place).split()
        name = weapon.name.split()
        report.checked("names")
        if [w for w in words if w in name] != name:
            report.fail("names", f"{what}: the row of {weapon.name} reads {' '.join(words)!r}", page.number,
                        centre(place))
        want = range_label(game, weapon.id)
        got = " ".join(w for w in words if w not in name and w != "\u221e")
        hold_mark(report, got, "range" in weapon.designer, f"{what}: {weapon.name} range", page.number,
                  centre(place))
        got = unmark(got).strip()
        if weapon_range(game, weapon.id) is None:
            report.checked("ranges")
            if got != want:
                report.fail("ranges", f"{what}: {weapon.name} range prints {got!r}, the data says {want}", page.number,
                            centre(place))
        else:
            report.compare_number("ranges", want, got, f"{what}: {weapon.name} range", page.number, centre(place))
    _star(game, layout, page, box, what, ledger, report)
    _stray_text(ledger, what, report)


def _star(game: Game, layout, page: PageRead, box: Box, what: str, ledger: TextLedger, report: FileReport) -> None:
    """Each hex of the star shows exactly the d20 faces the miss matrix sends there."""
    faces: dict = {}
    named: dict[str, list[int]] = {}
    for face, result in outcomes(game.miss_matrix).items():
        if result.offset is not None:
            faces.setdefault(result.offset, []).append(face)
        else:
            named.setdefault(result.outcome, []).append(face)
    flats = layout.star_hex_across_flats
    for cell in layout.star:
        cx, cy = box.x + cell.centre[0], box.y + cell.centre[1]
        place = Box(cx - flats * 0.45, cy - flats * 0.4, flats * 0.9, flats * 0.8)
        got = numbers_in(ledger.take(place, 0.0))
        want = sorted(faces.get(cell.offset, []))
        report.numbers += max(len(want), len(got))
        report.checked("miss matrix faces", max(len(want), 1))
        if sorted(got) != want:
            where = "the target hex" if not want and cell.offset.q == cell.offset.r == 0 else "a hex of the star"
            report.fail("miss matrix faces", f"{what}: {where} (offset q={cell.offset.q}, r={cell.offset.r}) shows "
                        f"{', '.join(map(str, sorted(got))) or 'no face'}; the miss matrix sends "
                        f"{', '.join(map(str, want)) or 'no face'} there", page.number, (cx, cy))
    place = shifted(layout.outcomes, box)
    text = ledger.take(place)
    want = sorted(f for fs in named.values() for f in fs)
    got = numbers_in(text)
    report.numbers += len(want)
    report.checked("miss matrix faces", len(want))
    if sorted(got) != want:
        report.fail("miss matrix faces", f"{what}: the faces that land on no hex read {text!r}; the miss matrix says "
                    f"{', '.join(map(str, want)) or 'none'}", page.number, centre(place))
    for outcome in named:
        words = outcome.replace("-", " ")
        if words not in text:
            report.fail("miss matrix faces", f"{what}: the outcome '{words}' is not printed", page.number, centre(place))


def _status_side(game: Game, layout, page: PageRead, box: Box, tile: SectionWanted, ledger: TextLedger,
                 report: FileReport) -> None:
    what = f"{tile.title} status side"
    _label(ledger, layout.side_label, box, layout.template.words.status_side, what, page, report)
    ledger.take(shifted(layout.status_heading, box))
    for status, row, value in zip(game.statuses.values(), layout.status_rows, layout.status_values):
        place = shifted(value, box)
        want = f"{status.modifier:+d}" if status.modifier else "0"
        got = ledger.take(place).replace("\u2212", "-")
        hold_mark(report, got, "modifier" in status.designer, f"{what}: {status.name} STAT", page.number,
                  centre(place))
        report.compare_number("STAT", want, unmark(got).strip(), f"{what}: {status.name} STAT", page.number,
                              centre(place))
        words = ledger.take(shifted(row, box)).split()
        report.checked("names")
        if [w for w in words if w in status.name.split()][:len(status.name.split())] != status.name.split():
            report.fail("names", f"{what}: the row of {status.name} reads {' '.join(words)!r}", page.number,
                        centre(shifted(row, box)))
        report.checked("conditions")
        row_words = " ".join(w for w in words if w.replace("\u2212", "-") != want)  # the STAT stands in the row
        if " ".join(status.condition.split()) not in row_words:
            report.fail("conditions", f"{what}: the row of {status.name} reads {row_words!r}; the data's "
                        f"condition is {status.condition!r}", page.number, centre(shifted(row, box)))
    _stray_text(ledger, what, report)


def _stray_text(ledger: TextLedger, what: str, report: FileReport) -> None:
    for run in ledger.unaccounted():
        report.fail("pieces", f"{what}: '{run.text.strip()}' is printed where the tile has no value for it",
                    ledger.page.number, (run.x, run.y))
