"""A sheet of text beside a map: the title, two columns of panel blocks (headings, paragraphs, bullet
lists, small tables), and under them a window of a board with the key to what is drawn on it, as
geometry (mm, origin bottom-left). A game's scenario sheets say what goes in; nothing draws here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Hashable, Literal

from ...core.errors import LayoutError
from ...print.layout.display import Ink, Ruled, Words
from ...print.layout.sheet import Box
from ...print.layout.text import Measure
from ...core.marks import KEY
from ..frame import CREDIT_PT, TITLE_PT, Frame, SheetHead, frame
from ..screen.panel import GAP, PAD, SCREEN, PanelSet, RowIcons, panel_set
from ..screen.schema import Block

COLUMN_GAP = 4.0
KEY_GAP = 2.0
KEY_ROW = 5.0
KEY_PT = 7.0
FOOT = "#6b6b6b"  # the credit's and the key's grey
READING = 4.0  # mm of map height given up, at most, to keep the groups nearer their reading order
SHARED_OUT = 14  # groups: up to this many, the columns try every way of sharing them out
ICON = 3.2  # mm: a key entry's ring (or a game's own icon) before its words


@dataclass(frozen=True)
class KeyEntry:
    """One line of the map's key: a ring of `colour` (or, when `icon` is given, what the game's art
    hook draws for it) and the label."""

    label: str
    colour: str = "#1a1a1a"
    icon: Hashable | None = None


class MapHead(SheetHead):
    """The sheet's title and credit; `keyed`: some value prints with the designer mark, so the page
    carries the marks' key over the credit."""

    keyed: bool = False

    @property
    def marks(self) -> bool:
        return self.keyed


@dataclass(frozen=True)
class MapSheet:
    """What goes on the sheet: groups of blocks, each kept in one column, in the order they read down
    each column. The map stands either across the page under both columns or under the right one (the
    left then runs the page's height), whichever of `ways` shows it larger; the groups are shared out
    so that the columns come out even (across) or the left one full (beside), unless `left` names the
    groups of the left column."""

    name: str  # how a fault names the sheet ("scenario 19.1")
    head: MapHead
    groups: tuple[list[Block], ...]
    fit: Callable[[Box], Box]  # the part of a room that the map fills
    key: tuple[KeyEntry, ...] = ()
    colour: str = "#c8102e"  # the headings' rules
    map_share: float = 0.38  # of the body's height kept at least for the map and its key
    left: tuple[int, ...] | None = None  # the groups of the left column (None: shared out for the map)
    ways: tuple[Literal["across", "beside"], ...] = ("across",)
    scale: Callable[[Box], float] | None = None  # how large the map shows in a room (to choose a way)
    pad: float = PAD  # paper kept clear inside each column's edges
    row_icons: RowIcons = field(default_factory=dict)  # a table's id -> an icon a body row, at the row's start


@dataclass(frozen=True)
class MapPage:
    name: str  # the sheet's, for a fault
    frame: Frame
    head: tuple[Words, ...]  # the title, the credit and the marks' key, those the sheet has
    columns: tuple[tuple[Box, PanelSet], ...]
    map_box: Box  # where the map is drawn on the page
    key: Ink  # its top-left at `key_at`
    key_at: tuple[float, float]
    icons: tuple[tuple[KeyEntry, Box], ...]  # the entries with an icon of their own, where it goes on the page

    @property
    def places(self) -> list[tuple[Box, tuple[Words, ...]]]:
        """Each column's box and the key's, with the words printed inside it (a column's tables' too)."""
        x, top = self.key_at
        key = Box(x, top - self.key.height, self.key.width, self.key.height)
        return [(box, column.ink.words + tuple(words for _, _, table in column.tables for words in (
            *table.title, *(line for cell in table.cells for line in cell.lines), *table.notes)))
            for box, column in self.columns] + [(key, self.key.words)]


def map_page(sheet: MapSheet, paper: str, measure: Measure) -> MapPage:
    """Where everything of the sheet goes; LayoutError, naming the sheet, when its words do not fit."""
    page = frame(paper, sheet.head)
    body = page.body
    width = (body.width - COLUMN_GAP) / 2
    heights = [] if sheet.left is not None else [
        panel_set(group, width, body.height, sheet.colour, measure, f"{sheet.name}, {group[0].kind}",
                  replace(SCREEN, pad=sheet.pad), icons=sheet.row_icons).used
        - 2 * sheet.pad + GAP for group in sheet.groups]
    plans, faults = [], []
    for way in sheet.ways:
        try:
            left = set(sheet.left) if sheet.left is not None else _shared_out(way, heights, body.height - 2 * sheet.pad + GAP)
            plans.append(_plan(sheet, page, way, left, width, measure))
        except LayoutError as exc:
            faults.append(exc)
    if not plans:
        raise faults[0]
    return max(plans, key=lambda plan: sheet.scale(plan.map_box) if sheet.scale else 0.0)


def _shared_out(way: str, heights: list[float], room: float) -> set[int]:
    """The groups of the left column (the first always starts it): across, so that the taller column is
    as short as it can be; beside, so that the right one (over the map) is while the left has room; of
    ways within READING mm of that, the one that keeps the earliest groups in the left column. Every way
    is tried (up to SHARED_OUT groups; beyond, the splits of the reading order)."""
    total, count = sum(heights), len(heights)

    def taller(used: float) -> tuple[bool, float]:
        return used > room, max(used, total - used) if way == "across" else total - used
    if count > SHARED_OUT:
        return set(range(min(range(1, count + 1), key=lambda split: taller(sum(heights[:split])))))
    sums = [heights[0]] * (1 << (count - 1))  # the left column's height, by the groups after the first it holds
    for mask in range(1, len(sums)):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + heights[low.bit_length()]
    scores = [taller(used) for used in sums]
    best = min(scores)
    fine = [mask for mask, (over, score) in enumerate(scores) if over == best[0] and score <= best[1] + READING]
    mask = min(fine, key=lambda mask: sum(i for i in range(count - 1) if mask >> i & 1))
    return {0} | {i + 1 for i in range(count - 1) if mask >> i & 1}


def _plan(sheet: MapSheet, page: Frame, way: str, left: set[int], width: float, measure: Measure) -> MapPage:
    body = page.body
    text_room = body.height * (1 - sheet.map_share)
    halves = ([block for index, group in enumerate(sheet.groups) if index in left for block in group],
              [block for index, group in enumerate(sheet.groups) if index not in left for block in group])
    sets = [panel_set(column, width, body.height if way == "beside" and index == 0 else text_room, sheet.colour,
                      measure, f"{sheet.name}, {'left' if index == 0 else 'right'} column", replace(SCREEN, pad=sheet.pad),
                      icons=sheet.row_icons)
            for index, column in enumerate(halves)]
    columns = tuple((Box(body.x + index * (width + COLUMN_GAP), body.top - s.used, width, s.used), s)
                    for index, s in enumerate(sets))
    across = Box(body.x, body.y, body.width, body.height - max(s.used for s in sets))
    area = Box(body.x + width + COLUMN_GAP, body.y, width, body.height - sets[1].used) if way == "beside" else across
    key, key_height, icons = _key(sheet.key, area.width, measure)
    room = Box(area.x, area.y + key_height + KEY_GAP, area.width, area.height - COLUMN_GAP - key_height - KEY_GAP)
    drawn = sheet.fit(room)
    key_at = (area.x, drawn.y - KEY_GAP)
    placed = tuple((entry, Box(key_at[0] + box.x, key_at[1] + box.y, box.width, box.height)) for entry, box in icons)
    head = [Words(sheet.head.title, body.x, page.title_baseline, TITLE_PT, True, "start")]
    head += [Words(words, body.x, baseline, CREDIT_PT, False, "start", FOOT)
             for words, baseline in ((sheet.head.credit, page.credit_baseline), (KEY, page.key_baseline))
             if baseline is not None]
    return MapPage(sheet.name, page, tuple(head), columns, drawn, key, key_at, placed)


def fit_window(window: Box) -> Callable[[Box], Box]:
    """The map as a window of this shape (board mm), as large as the room allows, at its top, centred."""
    def fit(room: Box) -> Box:
        scale = min(room.width / window.width, room.height / window.height)
        return Box(room.x + (room.width - window.width * scale) / 2, room.top - window.height * scale,
                   window.width * scale, window.height * scale)
    return fit


def _key(entries: tuple[KeyEntry, ...], room: float,
         measure: Measure) -> tuple[Ink, float, list[tuple[KeyEntry, Box]]]:
    """The key in rows under the map: a ring of the entry's colour (or its icon's place), then its label."""
    words, boxes, icons, x, row = [], [], [], 0.0, 0
    for entry in entries:
        width = 5.0 + measure(entry.label, KEY_PT, False)
        if x and x + width > room:
            x, row = 0.0, row + 1
        y = -KEY_ROW * row - KEY_ROW / 2
        icon = Box(x, y - ICON / 2, ICON, ICON)
        if entry.icon is None:
            boxes.append(Ruled(icon, None, entry.colour, 0.6))
        else:
            icons.append((entry, icon))
        words.append(Words(entry.label, x + 4.5, y - 0.9, KEY_PT, False, "start"))
        x += width + 5.0
    height = KEY_ROW * (row + 1) if entries else 0.0
    return Ink(room, height, tuple(words), tuple(boxes)), height, icons
