"""A scenario's sheet as geometry (mm, origin bottom-left): the title, two columns of blocks (the
summary, length and forces on the left; special and optional rules and fortifications on the right)
and, under them, the map excerpt with its marks and their key. Nothing draws here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...kinds.board.layout import BoardPlan, cells_named, labels_of, window_around
from ...kinds.frame import SheetHead, frame
from ...print.layout.display import Ink, Ruled, Words
from ...kinds.screen.panel import PanelSet, panel_set
from ...kinds.screen.schema import Block
from ...print.layout.sheet import Box
from ...print.layout.text import Measure
from .scenarios import Scenario
from .sheets import SETUP, tables

if TYPE_CHECKING:
    from ..sheets.model import SheetsGame

COLUMN_GAP = 4.0
MAP_SHARE = 0.38  # of the body's height kept at least for the excerpt and its key
KEY_GAP = 2.0
KEY_ROW = 5.0
KEY_PT = 7.0
LABELS_FROM = 0.5  # the excerpt prints hex numbers from this scale up


@dataclass(frozen=True)
class MarkCells:
    label: str
    colour: str
    cells: frozenset[str]


@dataclass(frozen=True)
class ScenarioPage:
    width: float
    height: float
    title: Words
    credit: Words | None
    columns: tuple[tuple[Box, PanelSet], ...]
    window: Box  # of the board, in its own mm
    map_box: Box  # where the window is drawn on the page
    marks: tuple[MarkCells, ...]
    key: Ink  # placed on the page (top-left at 0, 0 of the page's frame: see `key_at`)
    key_at: tuple[float, float]
    labels: bool  # hex numbers are readable at the excerpt's scale


def mark_cells(game: SheetsGame, board, scenario: Scenario) -> tuple[MarkCells, ...]:
    """Each mark with the hexes it stands for: listed, the setup chart's for a side, or a sign's."""
    labels = labels_of(board.grid)
    signs = {sign.id: sign.cells for sign in board.signs}
    setup = tables(game, SETUP)
    found = []
    for mark in scenario.map.marks:
        if mark.cells is not None:
            texts = mark.cells
        elif mark.sign is not None:
            texts = signs.get(mark.sign, [])
        else:
            texts = [str(row[1]) for table_id, (_, table) in setup.items() if table_id.startswith(f"{mark.setup}-")
                     for row in table.rows if str(row[1]) not in ("-", "\u2013")]
        names = frozenset(labels.format(c, r) for text in texts for c, r in cells_named(labels, text))
        found.append(MarkCells(mark.label, mark.colour, names))
    return tuple(found)


def blocks(scenario: Scenario) -> tuple[list[Block], list[Block]]:
    """The two columns' blocks."""
    length = (f"{scenario.length.turns} turns. " if scenario.length.turns else "") + scenario.length.extension
    left = [Block(text=scenario.summary), Block(heading="Length"), Block(text=length),
            Block(heading="German forces"), Block(bullets=scenario.german),
            Block(heading="Swiss forces"), Block(bullets=scenario.swiss)]
    right = [Block(heading="Special rules"), Block(bullets=scenario.special),
             Block(heading="Optional rules"), Block(bullets=scenario.optional),
             Block(heading="Fortifications"), Block(bullets=scenario.fortifications)]
    return left, right


def page_plan(game: SheetsGame, board, laid: BoardPlan, scenario: Scenario, paper: str, credit: str,
              measure: Measure) -> ScenarioPage:
    """Where everything of the scenario's sheet goes; LayoutError when its words do not fit."""
    head = SheetHead(title=f"{scenario.number} {scenario.title}", credit=credit)
    page = frame(paper, head)
    body = page.body
    width = (body.width - COLUMN_GAP) / 2
    text_room = body.height * (1 - MAP_SHARE)
    sets = [panel_set(column, width, text_room, "#c8102e", measure,
                      f"{scenario.number}, {'left' if index == 0 else 'right'} column")
            for index, column in enumerate(blocks(scenario))]
    used = max(s.used for s in sets)
    columns = tuple((Box(body.x + index * (width + COLUMN_GAP), body.top - used, width, used), s)
                    for index, s in enumerate(sets))
    marks = mark_cells(game, board, scenario)
    corners = {scenario.map.first, scenario.map.last} - {None}
    wanted = corners | {cell for mark in marks for cell in mark.cells} if corners else {c.label for c in laid.cells}
    window = window_around(laid, wanted, 2.0 if corners else 0.0)
    key, key_height = _key(marks, body.width, measure)
    room = Box(body.x, body.y + key_height + KEY_GAP, body.width, body.top - used - COLUMN_GAP - key_height - KEY_GAP - body.y)
    scale = min(room.width / window.width, room.height / window.height)
    drawn = Box(room.x + (room.width - window.width * scale) / 2, room.top - window.height * scale,
                window.width * scale, window.height * scale)
    title = Words(head.title, body.x, page.title_baseline, 14.0, True, "start")
    foot = Words(credit, body.x, page.credit_baseline, 6.5, False, "start", "#6b6b6b") if credit else None
    return ScenarioPage(page.width, page.height, title, foot, columns, window, drawn, marks, key,
                        (body.x, drawn.y - KEY_GAP), scale >= LABELS_FROM)


def _key(marks: tuple[MarkCells, ...], room: float, measure: Measure) -> tuple[Ink, float]:
    """The marks' key in rows under the excerpt: a ring of the mark's colour, then its label."""
    words, boxes, x, row = [], [], 0.0, 0
    for mark in marks:
        width = 5.0 + measure(mark.label, KEY_PT, False)
        if x and x + width > room:
            x, row = 0.0, row + 1
        y = -KEY_ROW * row - KEY_ROW / 2
        boxes.append(Ruled(Box(x, y - 1.6, 3.2, 3.2), None, mark.colour, 0.6))
        words.append(Words(mark.label, x + 4.5, y - 0.9, KEY_PT, False, "start"))
        x += width + 5.0
    height = KEY_ROW * (row + 1) if marks else 0.0
    return Ink(room, height, tuple(words), tuple(boxes)), height
