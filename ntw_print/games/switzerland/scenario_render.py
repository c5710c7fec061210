"""Draws the scenario sheets, one page each (the shared sheet of text beside a map): the title and
credit, the two columns of blocks, the map excerpt with the scenario's marks ringed, and their key."""

from __future__ import annotations

from ...print.components import BuildOptions
from ...kinds.board.layout import plan
from ...kinds.board.map_sheet import map_page
from ...kinds.board.map_sheet_render import draw_map_page
from ...kinds.board.render import draw_window, outline_cells
from ...print.render.draw import GREY, rect
from ...print.render.pdf import Page, measure
from ..sheets.model import credit_line
from ..sheets.outputs import art
from .scenario_sheet import LABELS_FROM, mark_cells, sheet, window
from .sheets import MAP

RING = 0.7  # mm: a mark's ring on the excerpt


def pages(game, options: BuildOptions) -> list[Page]:
    board = game.sheets[MAP].spec
    laid = plan(board, measure)
    images = art(game)
    found = []
    for scenario in game.scenarios:
        placed = map_page(sheet(game, board, laid, scenario, credit_line(game.info)), options.paper, measure)
        marks = mark_cells(game, board, scenario)
        shown = window(game, board, laid, scenario)

        def excerpt(canvas, box, marks=marks, shown=shown) -> None:
            def rings(canvas, view) -> None:
                for mark in marks:
                    outline_cells(canvas, laid, view, set(mark.cells), mark.colour, RING)

            draw_window(canvas, board, laid, images, shown, box, box.width / shown.width >= LABELS_FROM, rings)
            rect(canvas, box, stroke=GREY, width=0.3)

        found.append(Page(placed.frame.width, placed.frame.height,
                          lambda canvas, placed=placed, excerpt=excerpt: draw_map_page(canvas, placed, excerpt),
                          label=f"scenario {scenario.number}"))
    return found
