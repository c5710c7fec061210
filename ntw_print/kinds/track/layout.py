"""Tracks as geometry: numbered boxes in rows that snake, flip-tracker leaves, empty areas.

Each item of the sheet becomes an Ink block (see print/layout/display.py: mm from its top-left corner, y up),
flowed down the sheet's columns like tables, but each into the first column with room for it: a
sheet of play aids has no reading order, and a small area should not be left alone on a page.
`numbered` lists every box a verifier reads back: its place and the words it must carry.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import LayoutError
from ...print.layout.sheet import CROP_MARK_GAP_MM, CROP_MARK_LENGTH_MM, Box, crop_marks
from ...print.layout.text import CAP_HEIGHT as CAP, Measure
from ...core.marks import marked
from ..frame import Placed, column_width, flow, frame, head_problems, paper_problems
from ...print.layout.display import INK, Arc, Ink, Rule, Ruled, Words, joined, readable_on
from .leaf import leaf
from .record import record_block
from ...core.geometry import MM_PER_PT as PT
from ...core.yamlsrc import PathKey
from .schema import CELL_NUMBER_BAND, Area, Flip, Player, Track, TrackSheet

TITLE_PT = 9.0
TITLE_BAND = 6.0  # from the block's top to the top of its boxes
ROW_GAP = 3.0  # between the rows of a snaking track
CAPTION_PT = 5.0
FACE_PT = 4.5
TINTS = ("#e9e6dc", "#cfc9b6")  # emphasised boxes of a score track, then the stronger ones
RULES = (0.25, 0.45, 0.7)  # the box outline, by emphasis
MARKS = CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM  # room around cut-apart leaves for their crop marks
AREA_HEAD = 8.0  # an area of cells: the band of its label over the cells
AREA_NOTE = 4.0  # and of its note, under the label
CELL_NUMBER_PT = 14.0
NOTE_INK = "#5b5a55"
SPOT_INK = "#8a8a8a"


@dataclass(frozen=True)
class Numbered:
    """A box the verifier finds: where it is (block coordinates) and the words it carries."""

    box: Box
    label: str  # the number or the label, printed largest
    fill: str | None
    also: tuple[str, ...] = ()  # other lines it carries (a caption, who goes first)
    read: Box | None = None  # where its words are read, when not inside it (a number over its box)
    cell: tuple[str, int] | None = None  # a record's value cell: its row's label and its box's number


def _title(label: str) -> Words:
    return Words(label, 0.0, -TITLE_PT * PT * CAP - 0.3, TITLE_PT, True, "start")


def _area_title(label: str) -> Words:
    """An area's label, inside its outline at the top left."""
    return Words(label, 2.0, -2.0 - TITLE_PT * PT * CAP, TITLE_PT, True, "start")


def track_slots(count: int, size: float, per_row: int) -> list[Box]:
    """Boxes in rows of `per_row` touching boxes, every other row running back (right to left),
    so each box touches the one before it or stands under it at a turn; top of the first row at 0."""
    slots = []
    for index in range(count):
        row, column = divmod(index, per_row)
        if row % 2:
            column = per_row - 1 - column
        slots.append(Box(column * size, -(row + 1) * size - row * ROW_GAP, size, size))
    return slots


def track_block(track: Track, room: float, measure: Measure, name: str,
                heading: str | None = None) -> tuple[Ink, list[Numbered]]:
    heading = track.label if heading is None else heading  # the label, marked where chosen
    if track.record:
        return record_block(track, room, measure, name, [_title(heading)] if heading else [])
    size, numbers = track.size, list(track.numbers())
    fits = int((room + 1e-6) // size)
    if fits < 1 or (track.per_row or 0) > fits:
        raise LayoutError(f"{name}: {track.per_row or 1} boxes of {size:.1f} mm need "
                          f"{(track.per_row or 1) * size:.1f} mm, the column is {room:.1f} mm")
    per_row = min(track.per_row or fits, len(numbers))
    slots = [Box(b.x, b.y - TITLE_BAND, b.width, b.height) for b in track_slots(len(numbers), size, per_row)]
    boxes, words, rules, numbered = [], [_title(heading)], [], []
    number_pt = min(16.0, size / PT * 0.55)
    for number, slot in zip(numbers, slots):
        face, level = track.face_of(number), track.level_of(number)
        fill = track.faces[face] if face else TINTS[level - 1] if level else None
        boxes.append(Ruled(slot, fill, width=RULES[level]))
        label, caption = track.label_of(number), track.caption_of(number)
        shown = face if track.show_faces else None
        middle = slot.y + slot.height / 2
        for text, pt, bold in ((label, number_pt, True), (caption, CAPTION_PT, False), (shown or "", FACE_PT, False)):
            if measure(text, pt, bold) > size - 1.0:
                raise LayoutError(f"{name}: box {number}: {text!r} is wider than its {size:.1f} mm box")
        ink = readable_on(fill) if fill else INK
        words.append(Words(label, slot.x + size / 2, middle - number_pt * PT * CAP / 2 + (1.0 if caption else 0.0),
                           number_pt, level > 0 or not track.emphasis, colour=ink))
        if caption:
            words.append(Words(caption, slot.x + size / 2, slot.y + 1.2, CAPTION_PT, colour=ink))
        if shown:
            words.append(Words(shown, slot.x + size / 2, slot.top - FACE_PT * PT * CAP - 0.8, FACE_PT, colour=ink))
        numbered.append(Numbered(slot, label, fill, tuple(w for w in (caption, shown) if w)))
    for a, b in zip(slots, slots[1:]):
        if abs(a.x - b.x) < 1e-6:  # a turn of the snake: join the two boxes across the gap
            rules.append(Rule((a.x + size / 2, a.y), (a.x + size / 2, b.top), 0.7))
    width = max(per_row * size, measure(heading, TITLE_PT, True))
    return Ink(width, -min(s.y for s in slots), tuple(words), tuple(boxes), tuple(rules)), numbered


def area_block(area: Area, room: float, measure: Measure, name: str,
               heading: str | None = None) -> tuple[Ink, list[Numbered]]:
    if area.cells is not None:
        return cells_block(area, room, measure, name, heading)
    heading = area.label if heading is None else heading  # the label, marked where chosen
    if area.width > room + 1e-6:
        raise LayoutError(f"{name}: {area.width:.1f} mm wide, the column is {room:.1f} mm")
    box = Box(0.0, -area.height, area.width, area.height)
    words = [_area_title(heading)]
    if area.note:
        words.append(Words(area.note, 2.0, -area.height + 2.0, CAPTION_PT + 1.5, False, "start", NOTE_INK))
    _fits(words, area.width, name, measure)
    return Ink(area.width, area.height, tuple(words), (Ruled(box, width=0.5),)), [Numbered(box, heading, None)]


def cells_block(area: Area, room: float, measure: Measure, name: str,
                heading: str | None = None) -> tuple[Ink, list[Numbered]]:
    """The area's label (and note) over a grid of touching numbered squares, each number in its top
    left corner and the bases it holds outlined side by side in its lower part."""
    heading = area.label if heading is None else heading  # the label, marked where chosen
    cells = area.cells
    width = cells.columns * cells.size
    if width > room + 1e-6:
        raise LayoutError(f"{name}: {cells.columns} cells of {cells.size:.1f} mm need {width:.1f} mm, the column is "
                          f"{room:.1f} mm")
    head = AREA_HEAD + (AREA_NOTE if area.note else 0.0)
    height = head + cells.rows * cells.size
    words = [_area_title(heading)]
    if area.note:
        words.append(Words(area.note, 2.0, -head + 2.0, CAPTION_PT + 1.5, False, "start", NOTE_INK))
    _fits(words, width, name, measure)
    outline = Box(0.0, -height, width, height)
    boxes, arcs, numbered = [Ruled(outline, width=0.5)], [], [Numbered(outline, heading, None)]
    number_pt = min(CELL_NUMBER_PT, cells.size / PT * 0.35)
    for index, number in enumerate(cells.numbers()):
        row, column = divmod(index, cells.columns)
        cell = Box(column * cells.size, -head - (row + 1) * cells.size, cells.size, cells.size)
        boxes.append(Ruled(cell, width=RULES[0]))
        words.append(Words(str(number), cell.x + 1.5, cell.top - 1.5 - number_pt * PT * CAP, number_pt, True, "start"))
        arcs += [Arc(centre, radius, 0.0, 360.0, 0.25, SPOT_INK) for centre, radius in spot_circles(cell, cells)]
        numbered.append(Numbered(cell, str(number), None))
    return Ink(width, height, tuple(words), tuple(boxes), arcs=tuple(arcs)), numbered


def spot_circles(cell: Box, cells) -> list[tuple[tuple[float, float], float]]:
    """(centre, radius) of each base a cell holds: side by side, spread evenly across the cell, centred
    in the part of the cell under its number band."""
    if cells.spots is None:
        return []
    count, diameter = cells.spots.count, cells.spots.diameter
    gap = (cell.width - count * diameter) / (count + 1)
    middle = cell.y + (cell.height - CELL_NUMBER_BAND) / 2
    return [((cell.x + gap + diameter / 2 + k * (diameter + gap), middle), diameter / 2) for k in range(count)]


def _fits(words: list[Words], width: float, name: str, measure: Measure) -> None:
    for w in words:
        if measure(w.text, w.size, w.bold) > width - 4.0:
            raise LayoutError(f"{name}: {w.text!r} is wider than the area ({width:.1f} mm)")


def flip_pages(flip: Flip) -> list[tuple[str, Player | None]]:
    """The leaves of the stack, top first: the cover, one per turn (and who goes first), the end."""
    leaves: list[tuple[str, Player | None]] = [("cover", None)] if flip.cover else []
    leaves += [(str(turn), player) for turn, player in enumerate(flip.order(), start=1)]
    return leaves + ([("end", None)] if flip.end else [])


def flip_block(flip: Flip, room: float, measure: Measure, name: str,
               heading: str | None = None) -> tuple[Ink, list[Numbered]]:
    """The leaves in a grid of touching cells, cut apart on the crop marks around it."""
    heading = flip.label if heading is None else heading  # the label, marked where chosen
    width, height = flip.width, flip.height
    across = int((room - 2 * MARKS + 1e-6) // width)
    if across < 1:
        raise LayoutError(f"{name}: a leaf of {width:.1f} mm and its crop marks need {width + 2 * MARKS:.1f} mm, "
                          f"the column is {room:.1f} mm")
    pages = flip_pages(flip)
    top = -TITLE_BAND - MARKS
    slots = [Box(MARKS + (i % across) * width, top - (i // across + 1) * height, width, height)
             for i in range(len(pages))]
    parts, numbered = [], []
    for (page, player), slot in zip(pages, slots):
        ink, label = leaf(flip, page, player, measure, f"{name}, leaf {page}")
        parts.append(ink.moved(slot.x, slot.top))
        numbered.append(Numbered(slot, label, None, (f"{player.name} goes first",) if player else ()))
    marks = tuple(Rule(a, b, 0.25, "#000000") for a, b in crop_marks(slots, 0.0))
    block = joined(2 * MARKS + min(len(pages), across) * width, -min(s.y for s in slots) + MARKS, parts)
    return Ink(block.width, block.height, (_title(heading),) + block.words, block.boxes, block.rules + marks,
               block.discs, block.shapes), numbered


def item_blocks(sheet: TrackSheet, room: float, measure: Measure) -> tuple[list[str], list[tuple[Ink, list[Numbered]]]]:
    """Every item of the sheet in order: tracks, flip trackers, then areas, each headed by its label
    (with the designer mark where the sheet marks its group)."""
    names, blocks = [], []
    for group, make in (("tracks", track_block), ("flips", flip_block), ("areas", area_block)):
        for index, item in enumerate(getattr(sheet, group)):
            names.append(f"{group}[{index}] '{item.label}'")
            blocks.append(make(item, room, measure, names[-1], marked(item.label, sheet.chosen(group))))
    return names, blocks


def plan(sheet: TrackSheet, paper: str, measure: Measure) -> tuple[list[Placed], list[tuple[Ink, list[Numbered]]]]:
    body = frame(paper, sheet, margin=sheet.margin).body
    names, blocks = item_blocks(sheet, column_width(body, sheet.columns), measure)
    return flow([(ink.width, ink.height) for ink, _ in blocks], body, sheet.columns, names, fill_gaps=True), blocks


def problems(sheet: TrackSheet, art: object = None) -> list[tuple[PathKey, str]]:
    """What would stop the sheet from printing, found when its file loads: a paper it does not fit."""
    return head_problems(sheet, sheet.margin) or paper_problems(lambda paper, measure: plan(sheet, paper, measure))
