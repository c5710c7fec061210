"""New Techno War's boards, drawn by the board kind (kinds/board/: imported alone, not every kind through
KINDS) from the spec layout/board.py makes, the house's floor plan and the floor badges with the rest:
the one-sheet board, the tiled pages and a window of it (the maps of the scenario sheets)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from reportlab.pdfgen.canvas import Canvas

from ....kinds.board.layout import plan
from ....kinds.board.render import View, draw_window, pages, prepare, tiled
from ....print.layout.sheet import Box
from ....print.render.pdf import Page, measure
from ..layout.board import board_spec
from ..rules.board import board_ids

if TYPE_CHECKING:
    from ..loader import Game


def board_sheet(game: Game, options, board_id: str) -> list[Page]:
    return pages(board_spec(game, board_id), options)


def board_tiled(game: Game, options, board_id: str) -> list[Page]:
    return tiled(board_spec(game, board_id), options)


def prepare_boards(game: Game) -> None:
    """Every board side's plan and lookups worked out once (a build does it before its workers start,
    which draw the sheets, the tiled pages and the scenario maps from them)."""
    for board_id in board_ids(game):
        prepare(board_spec(game, board_id))


def draw_board_window(canvas: Canvas, game: Game, board_id: str, window: Box, box: Box,
                      overlays: Callable[[Canvas, View], None] | None = None) -> View:
    """The `window` of board side `board_id` (board mm) drawn into `box` on a page, with its labels, and
    `overlays(canvas, view)` over it: a scenario's map."""
    spec = board_spec(game, board_id)
    return draw_window(canvas, spec, plan(spec, measure), None, window, box, True, overlays)
