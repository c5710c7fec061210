"""New Techno War's sheets for play on screen: each marker, tile, piece and card once with its
count, and the boards with their hex grid, all drawn by the printed sheets' own drawers."""

from __future__ import annotations

from ...print.render.digital import ELLIPSE, RECT, DigitalBoard, DigitalGrid, DigitalPiece, GridCell, Outline, slug


def markers(game, options) -> list[DigitalPiece]:
    """One piece per marker and owner (or terrain), as many copies as the sheet prints."""
    from .render.markers import _face_drawer

    found = []
    for marker in game.markers.values():
        for variant in marker.variants:
            owner = variant.side or variant.terrain
            name = f"{marker.id}-{owner}" if owner and len(marker.variants) > 1 else marker.id
            title = f"{marker.name} ({owner})" if owner and len(marker.variants) > 1 else marker.name
            found.append(DigitalPiece(
                "markers", slug(name), title, marker.size, marker.size,
                _face_drawer(game, marker, marker.front, variant),
                _face_drawer(game, marker, marker.back, variant) if marker.back else None,
                variant.count, ELLIPSE if marker.shape == "round" else RECT))
    return found


def pieces(game, options) -> list[DigitalPiece]:
    """The pieces of pieces.yaml; a hex piece is cut along its cluster of hexes, its back along the
    cluster turned over (as a player turns it, over its vertical axis)."""
    from .layout.hex_pieces import hex_piece_shape, mirrored
    from .render.pieces import kind_pieces

    found = []
    for kind in game.extras["pieces.yaml"].pieces:
        first = kind_pieces(game, kind, "long")[0]
        outline, back = RECT, None
        if kind.hexes is not None:
            shape = hex_piece_shape(kind.cells(), game.info.grid.hex_size)
            outline = Outline("polygons", tuple(cell.corners for cell in shape.cells))
            back = Outline("polygons", tuple(cell.corners for cell in mirrored(shape, "long").cells))
        found.append(DigitalPiece("pieces", slug(kind.id), kind.name, first.width, first.height, first.front,
                                  first.back, kind.count, outline, back))
    return found


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
