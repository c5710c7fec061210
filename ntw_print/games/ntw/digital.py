"""New Techno War's sheets for play on screen: each marker, tile, piece and card once with its
count, and the boards with their hex grid, all drawn by the printed sheets' own drawers."""

from __future__ import annotations

from dataclasses import replace

from ...print.render.digital import ELLIPSE, RECT, DigitalBoard, DigitalPiece, Outline, slug


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


def unit_tiles(game, options) -> list[DigitalPiece]:
    from .render.tiles import unit_tile_pieces

    return [DigitalPiece("unit-tiles", slug(p.key), p.key, p.width, p.height, p.front, p.back)
            for p in unit_tile_pieces(game)]


def section_tiles(game, options) -> list[DigitalPiece]:
    from .render.tiles import section_tile_pieces

    return [DigitalPiece("section-tiles", slug(p.key), p.key, p.width, p.height, p.front, p.back)
            for p in section_tile_pieces(game)]


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
    """The board side at full size as the board kind gives it, its hexes named as the rulebook names them."""
    from ...kinds.board.render import digital
    from .layout.board import board_spec
    from .render.board import board_art

    board = board_art(game, board_id).board_hooks.board
    drawn = digital(board_spec(game, board_id), options, board_art(game, board_id))
    return [replace(found, name=slug(f"board-{board_id}"), title=f"Side {board.side}: {board.name}") for found in drawn]
