"""`unit-tiles.pdf`: every unit tile of the data, each number in its box (ATK, RESP, DICE, ammunition,
DEF, MOVE, LOAD), the ammunition track greyed above the stock, nothing printed that the data lacks;
a value the data marks `designer` carries the designer mark in its spot and no other value does, and
each sheet holding a mark says what it means.

Where a value belongs comes from the tile layout (pure geometry of the data); what it should say
comes from the data itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.marks import MARK, unmark
from ..layout.tiles import unit_tile_layout
from ..rules.tiles import UNIT_MARKS, WEAPON_MARKS, track_length
from ....print.readback.pdfread import PageRead, PdfRead, Shape
from ....print.readback.piece_matching import identified_tiles
from ....print.readback.piece_sheets import Expected, Face, Found
from ....print.readback.places import TextLedger, centre, fill_at, shifted
from ....print.readback.report import FileReport
from ....print.layout.scale_bar import stamp_text
from ....print.layout.sheet import Box
from .credit import check_credit
from .pieces import side_colours
from .marks import check_key

if TYPE_CHECKING:
    from ..loader import Game

UNLIMITED = "unlimited"


@dataclass(frozen=True)
class TileWanted:
    unit: object
    number: int
    title: str
    side: str


def wanted_tiles(game: Game) -> list[TileWanted]:
    return [TileWanted(unit, n, f"{unit.name} {n}", unit.side)
            for unit in game.units.values() for n in range(1, unit.count + 1)]


def check(game: Game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    layout = unit_tile_layout(game)
    wanted = wanted_tiles(game)
    expected = [Expected(t.unit.id, t.side, layout.width, layout.height, Face((), t.side), None) for t in wanted]
    pages, keyed = set(), set()
    for page, found, ledger, tile in identified_tiles(pdf, expected, wanted, layout, "unit tile", options,
                                                     side_colours(game), report):
        chosen = _chosen(game, tile.unit)
        _check_tile(game, layout, page, found, tile, chosen, ledger, report, stamp_text(options.stamp))
        pages.add(page.number)
        if chosen:
            keyed.add(page.number)
    check_key(pdf, pages, keyed, report)


def _chosen(game: Game, unit) -> dict[str, set[str]]:
    """Which printed values of the unit's tile the data marks as designer values: 'unit' for DEF, MOVE,
    LOAD, and each weapon row's index for ATK, RESP, DICE, ammunition."""
    chosen = {"unit": {f for f in UNIT_MARKS if f in unit.designer}}
    for index, armed in enumerate(unit.weapons):
        fields = set(armed.designer) | set(game.weapons[armed.weapon].designer)
        chosen[str(index)] = fields & set(WEAPON_MARKS)
    return {key: fields for key, fields in chosen.items() if fields}


def _check_mark(ledger: TextLedger, spot, want: bool, what: str, page: PageRead, box, report: FileReport) -> None:
    place = shifted(spot, box)
    got = MARK in ledger.take(place, 0.0)
    report.checked("designer marks")
    if got != want:
        report.fail("designer marks", f"{what}: " + ("the designer mark is missing (the data marks it designer)"
                                                     if want else "carries the designer mark, but the data gives it"
                                                     " as stated"), page.number, centre(place))


def _check_tile(game: Game, layout, page: PageRead, found: Found, tile: TileWanted, chosen: dict[str, set[str]],
                ledger: TextLedger, report: FileReport, stamp: str) -> None:
    unit = tile.unit
    box = found.box
    what = tile.title + f" ({tile.side})"
    markers, labels = layout.template.markers, layout.template.words
    outlines = [s for s in page.shapes if s.stroke is not None and box.contains(s.box, 0.5) and s.box.width < 30]

    def expect(check: str, part, want: str, label: str) -> None:
        place = shifted(part, box)
        got = unmark(ledger.take(place)).strip()
        if any(ch.isdigit() for ch in want):
            report.compare_number(check, want, got, f"{what} {label}", page.number, centre(place))
        else:
            report.checked(check)
            if got != want:
                report.fail(check, f"{what} {label}: prints {got!r}, the data says {want!r}", page.number, centre(place))

    side_label = layout.side_label
    if layout.stamp is not None:  # which print it is (the manifest's stamp), under the side's name
        place = shifted(layout.stamp, box)
        got = ledger.take(place).strip()
        report.checked("print stamp")
        if got != stamp:
            report.fail("print stamp", f"{what}: prints {got!r} at the foot of its band, the manifest's stamp is "
                        f"{stamp!r}", page.number, centre(place))
        side_label = Box(side_label.x, layout.stamp.top, side_label.width, side_label.top - layout.stamp.top)
    expect("names", side_label, game.sides[unit.side].name.upper(), "side")
    for field, header in layout.headers.items():
        expect("column labels", header, getattr(labels, field), f"column label {getattr(labels, field)}")
    length = track_length(game)
    for index, row in enumerate(layout.rows):
        if index >= len(unit.weapons):
            leftover = ledger.take(shifted(row.row, box), 0.0)
            if leftover:
                report.fail("pieces", f"{what}: row {index + 1} prints {leftover!r}, but the unit has only "
                            f"{len(unit.weapons)} weapons", page.number, centre(shifted(row.row, box)))
            continue
        armed = unit.weapons[index]
        weapon = game.weapons[armed.weapon]
        marks = chosen.get(str(index), set())
        for field in ("attack", "response", "dice"):
            _check_mark(ledger, row.marks[field], field in marks, f"{what} {weapon.short} {field}", page, box, report)
        ammo_spot = row.marks["ammo"] if armed.ammo == UNLIMITED else row.track_marks[armed.ammo - 1]
        _check_mark(ledger, ammo_spot, "ammo" in marks, f"{what} {weapon.short} ammunition", page, box, report)
        expect("names", row.short, weapon.short, f"row {index + 1} weapon")
        expect("ATK", row.attack, str(armed.attack), f"{weapon.short} ATK (large)")
        expect("ATK", row.response, str(armed.response), f"{weapon.short} ATK (small, response)")
        for part, label in ((row.attack, "ATK"), (row.response, "response ATK")):
            _check_marker_fit(game, page, outlines, shifted(part, box), markers.covers_attack,
                              f"{what} {weapon.short} {label}", report)
        expect("dice", row.dice, str(weapon.dice), f"{weapon.short} dice")
        if armed.ammo == UNLIMITED:
            words = unmark(ledger.take(shifted(row.track_area, box))).split()
            report.checked("ammunition tracks")
            if UNLIMITED not in words or any(w.isdigit() for w in words):
                report.fail("ammunition tracks", f"{what} {weapon.short}: the track reads {' '.join(words)!r}; the"
                            " data says unlimited", page.number, centre(shifted(row.track_area, box)))
            continue
        for number, part in enumerate(row.track[:length], start=1):
            expect("ammunition tracks", part, str(number), f"{weapon.short} ammunition box {number}")
            _check_marker_fit(game, page, outlines, shifted(part, box), markers.sits_on_ammunition,
                              f"{what} {weapon.short} ammunition box {number}", report)
        _check_track_shading(page, box, row.track[:length], armed.ammo, what, weapon.short, report)
    for field in ("defence", "move", "load"):
        _check_mark(ledger, layout.stat_marks[field], field in chosen.get("unit", set()), f"{what} {field}", page, box,
                    report)
    for label, part, value in ((labels.defence, layout.defence, unit.defence), (labels.move, layout.move, unit.move),
                               (labels.load, layout.load, unit.load)):
        place = shifted(part, box)
        words = unmark(ledger.take(place)).split()
        report.checked("labels")
        if label not in words:
            report.fail("labels", f"{what}: no {label} label in its box", page.number, centre(place))
        got = " ".join(w for w in words if w != label)
        report.compare_number(label, str(value), got, f"{what} {label}", page.number, centre(place))
    for run in ledger.unaccounted():
        report.fail("pieces", f"{what}: '{run.text.strip()}' is printed where the tile has no value for it",
                    page.number, (run.x, run.y))


def _check_marker_fit(game: Game, page: PageRead, outlines: list[Shape], place, marker_id: str, what: str,
                      report: FileReport) -> None:
    """The outlined box a marker sits on is the marker's size: the marker covers it and no more."""
    marker = game.markers.get(marker_id)
    if marker is None:
        return
    x, y = centre(place)
    around = [s for s in outlines if s.box.x < x < s.box.right and s.box.y < y < s.box.top
              and s.box.width < 2 * marker.size]
    report.checked("marker boxes")
    if not around:
        report.fail("marker boxes", f"{what}: no outlined box for the {marker.name} marker", page.number, (x, y))
        return
    outline = min(around, key=lambda s: s.box.width * s.box.height)
    width = outline.box.width - outline.stroke_width  # the ink's outer edge: pdfium's bounds reach a line width past the path
    if abs(width - marker.size) > 0.6:
        report.fail("marker boxes", f"{what}: the box is {width:.1f} mm across; the {marker.name} marker that sits on "
                    f"it is {marker.size:g} mm", page.number, (x, y))


def _check_track_shading(page: PageRead, tile, boxes, stock: int, what: str, weapon: str, report: FileReport) -> None:
    """Boxes above the stock look alike and unlike the rest; the stock's box (the start) stands out."""
    fills = [fill_at(page, shifted(b, tile).grow(-0.8)) for b in boxes]
    report.checked("ammunition shading")
    above = set(fills[stock:])
    below = fills[:stock]
    if len(above) > 1 or (above and above & set(below)):
        report.fail("ammunition tracks", f"{what} {weapon}: the boxes above the stock of {stock} are not all greyed"
                    " out, or some below it are", page.number, centre(shifted(boxes[min(stock, len(boxes) - 1)], tile)))
    if stock >= 2 and fills[stock - 1] in set(fills[:stock - 1]):
        report.fail("ammunition tracks", f"{what} {weapon}: box {stock}, where the technical marker starts, does not"
                    " stand out", page.number, centre(shifted(boxes[stock - 1], tile)))
