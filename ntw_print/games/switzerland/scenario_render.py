"""Draws the scenario sheets, one page each (the shared sheet of text beside a map): the title and
credit, the two columns of blocks, the map excerpt with the scenario's marks ringed (the board kind's
overlay), and their key."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...print.components import BuildOptions
from ...kinds.board.layout import plan
from ...kinds.board.map_sheet import map_page
from ...kinds.board.map_sheet_render import draw_map_page
from ...kinds.board.overlay_render import draw_overlay
from ...kinds.board.render import draw_window
from ...kinds.overlay import Ring
from ...print.render.draw import GREY, rect
from ...print.render.pdf import Page, measure
from ..sheets.model import credit_line
from ..sheets.outputs import art
from .scenario_sheet import LABELS_FROM, mark_cells, sheet, window
from .sheets import MAP

if TYPE_CHECKING:
    from .scenarios import SwitzerlandGame


def pages(game: SwitzerlandGame, options: BuildOptions) -> list[Page]:
    board = game.sheets[MAP].spec
    laid = plan(board, measure)
    images = art(game)
    found = []
    for scenario in game.scenarios:
        placed = map_page(sheet(game, board, laid, scenario, credit_line(game.info)), options.paper, measure)
        items = [Ring(tuple(cell.label for cell in laid.cells if cell.label in mark.cells), mark.colour, halo=True)
                 for mark in mark_cells(game, board, scenario)]  # a white halo: a ring reads on any terrain
        shown = window(game, board, laid, scenario)

        def excerpt(canvas, box, items=items, shown=shown, name=f"scenario {scenario.number}") -> None:
            draw_window(canvas, board, laid, images, shown, box, box.width / shown.width >= LABELS_FROM,
                        lambda canvas, view: draw_overlay(canvas, laid, view, items, name))
            rect(canvas, box, stroke=GREY, width=0.3)

        found.append(Page(placed.frame.width, placed.frame.height,
                          lambda canvas, placed=placed, excerpt=excerpt: draw_map_page(canvas, placed, excerpt),
                          label=f"scenario {scenario.number}"))
    return found
