"""New Techno War's boards for play on screen, with their hex grid, drawn by the board kind (its
markers, tiles and pieces are the pieces kind's own digital pieces)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import replace

from ...print.render.digital import DigitalBoard, slug

if TYPE_CHECKING:
    from .loader import Game


def board(game: Game, options, board_id: str) -> list[DigitalBoard]:
    """The board side at full size as the board kind gives it, its hexes named as the rulebook names them."""
    from ...kinds.board.render import digital
    from .layout.board import board_spec
    from .rules.board import board_of

    board = board_of(game, board_id)
    drawn = digital(board_spec(game, board_id), options)
    return [replace(found, name=slug(f"board-{board_id}"), title=f"Side {board.side}: {board.name}") for found in drawn]
