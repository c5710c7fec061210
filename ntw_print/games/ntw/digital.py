"""New Techno War's sheets for play on screen: each tile and card once with its
count, and the boards with their hex grid, all drawn by the printed sheets' own drawers."""

from __future__ import annotations

from ...print.render.digital import DigitalBoard, DigitalGrid, DigitalPiece, GridCell, slug


def unit_tiles(game, options) -> list[DigitalPiece]:
    from .render.tiles import unit_tile_pieces

    return [DigitalPiece("unit-tiles", slug(p.key), p.key, p.width, p.height, p.front, p.back)
            for p in unit_tile_pieces(game)]


def section_tiles(game, options) -> list[DigitalPiece]:
    from .render.tiles import section_tile_pieces

    return [DigitalPiece("section-tiles", slug(p.key), p.key, p.width, p.height, p.front, p.back)
            for p in section_tile_pieces(game)]


def board(game, options, board_id: str) -> list[DigitalBoard]:
    """The board side at full size, its hexes named as the rulebook names them."""
    from .render.board import board_art, draw_board

    art = board_art(game, board_id)
    geometry, grid = art.geometry, art.board.grid
    cells = tuple(GridCell(col, row, grid.labels.format(col, row), geometry.center(grid.scheme.to_cube(col, row)))
                  for col in range(grid.labels.columns) for row in range(grid.labels.rows))
    info = game.info.grid
    digital_grid = DigitalGrid("hex", info.orientation, info.offset, geometry.hex_size, grid.labels.columns,
                               grid.labels.rows, info.column_labels, cells)
    trim = geometry.trim

    def draw(canvas) -> None:
        draw_board(canvas, game, board_id, trim, trim)

    title = f"Side {art.board.side}: {art.board.name}"
    return [DigitalBoard(slug(f"board-{board_id}"), title, trim.width, trim.height, draw, digital_grid)]
