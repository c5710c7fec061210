"""Draws the scenario sheets, one page each: the title and credit, the two columns of blocks, the
map excerpt with the scenario's marks ringed, and their key."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...print.components import BuildOptions
from ...kinds.board.layout import plan
from ...kinds.board.render import draw_window, outline_cells
from ...kinds.table.render import draw_block
from ...print.render.display import draw_ink, draw_words
from ...print.render.draw import GREY, rect
from ...print.render.pdf import Page, measure
from ..sheets.model import credit_line
from ..sheets.outputs import art
from .scenario_sheet import page_plan
from .sheets import MAP

if TYPE_CHECKING:
    from .scenarios import SwitzerlandGame

RING = 0.7  # mm: a mark's ring on the excerpt


def pages(game: SwitzerlandGame, options: BuildOptions) -> list[Page]:
    board = game.sheets[MAP].spec
    laid = plan(board, measure)
    images = art(game)
    found = []
    for scenario in game.scenarios:
        sheet = page_plan(game, board, laid, scenario, options.paper, credit_line(game.info), measure)
        found.append(Page(sheet.width, sheet.height, _drawer(board, laid, images, sheet),
                          label=f"scenario {scenario.number}"))
    return found


def _drawer(board, laid, images, sheet):
    def draw(canvas) -> None:
        for words in (sheet.title, sheet.credit):
            if words is not None:
                draw_words(canvas, words)
        for box, column in sheet.columns:
            draw_ink(canvas, box.x, box.top, column.ink)
            for x, top, table in column.tables:
                draw_block(canvas, box.x + x, box.top + top, table)

        def marks(canvas, view) -> None:
            for mark in sheet.marks:
                outline_cells(canvas, laid, view, set(mark.cells), mark.colour, RING)

        draw_window(canvas, board, laid, images, sheet.window, sheet.map_box, sheet.labels, marks)
        rect(canvas, sheet.map_box, stroke=GREY, width=0.3)
        draw_ink(canvas, *sheet.key_at, sheet.key)

    return draw
