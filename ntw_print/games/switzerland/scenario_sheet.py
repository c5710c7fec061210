"""A scenario's sheet as geometry (mm, origin bottom-left): the title, two columns of blocks (the
summary, length and forces on the left; special and optional rules and fortifications on the right)
and, under them, the map excerpt with its marks and their key. Nothing draws here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...grids.labels import cells_named
from ...kinds.board.layout import BoardPlan, labels_of, window_around
from ...kinds.board.map_sheet import KeyEntry, MapHead, MapPage, MapSheet, fit_window, map_page
from ...kinds.screen.schema import Block
from ...print.layout.sheet import Box
from ...print.layout.text import Measure
from .scenarios import Scenario
from .sheets import SETUP, tables

if TYPE_CHECKING:
    from ..sheets.model import SheetsGame

LABELS_FROM = 0.5  # the excerpt prints hex numbers from this scale up


@dataclass(frozen=True)
class MarkCells:
    label: str
    colour: str
    cells: frozenset[str]


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


def window(game: SheetsGame, board, laid: BoardPlan, scenario: Scenario) -> Box:
    """The part of the board (its own mm) the excerpt shows: round the corners and the marks, or all of it."""
    marks = mark_cells(game, board, scenario)
    corners = {scenario.map.first, scenario.map.last} - {None}
    wanted = corners | {cell for mark in marks for cell in mark.cells} if corners else {c.label for c in laid.cells}
    return window_around(laid, wanted, 2.0 if corners else 0.0)


def sheet(game: SheetsGame, board, laid: BoardPlan, scenario: Scenario, credit: str) -> MapSheet:
    """The scenario's sheet: its blocks in two columns over the excerpt, the marks' key under it."""
    key = tuple(KeyEntry(mark.label, mark.colour) for mark in mark_cells(game, board, scenario))
    return MapSheet(f"{scenario.number}", MapHead(title=f"{scenario.number} {scenario.title}", credit=credit),
                    blocks(scenario), fit_window(window(game, board, laid, scenario)), key, left=(0,))


def page_plan(game: SheetsGame, board, laid: BoardPlan, scenario: Scenario, paper: str, credit: str,
              measure: Measure) -> MapPage:
    """Where everything of the scenario's sheet goes; LayoutError when its words do not fit."""
    return map_page(sheet(game, board, laid, scenario, credit), paper, measure)
