"""New Techno War's sheets for play on screen: each tile and card once with its
count, and the boards with their hex grid, all drawn by the printed sheets' own drawers."""

from __future__ import annotations

from dataclasses import replace

from ...print.render.digital import DigitalBoard, DigitalPiece, slug


def unit_tiles(game, options) -> list[DigitalPiece]:
    from .render.tiles import unit_tile_pieces

    return [DigitalPiece("unit-tiles", slug(p.key), p.key, p.width, p.height, p.front, p.back)
            for p in unit_tile_pieces(game)]


def section_tiles(game, options) -> list[DigitalPiece]:
    from .render.tiles import section_tile_pieces

    return [DigitalPiece("section-tiles", slug(p.key), p.key, p.width, p.height, p.front, p.back)
            for p in section_tile_pieces(game)]


def board(game, options, board_id: str) -> list[DigitalBoard]:
    """The board side at full size as the board kind gives it, its hexes named as the rulebook names them."""
    from ...kinds.board.render import digital
    from .layout.board import board_spec
    from .render.board import board_art

    board = board_art(game, board_id).board_hooks.board
    drawn = digital(board_spec(game, board_id), options, board_art(game, board_id))
    return [replace(found, name=slug(f"board-{board_id}"), title=f"Side {board.side}: {board.name}") for found in drawn]
