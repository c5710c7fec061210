"""What New Techno War prints: each output file, the data it reads, what draws it and what reads it
back. One board file gives two outputs, named after it: `board-<file>` (one large sheet) and
`board-<file>-tiled` (home-printer pages)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...print.components import Component

if TYPE_CHECKING:
    from .loader import Game

PREPARE_BOARDS = "ntw_print.games.ntw.render.board:prepare_boards"  # what the boards and scenarios share
PIECES_SHEET = "ntw_print.games.ntw.render.pieces:pieces_sheet"  # the sheets the pieces kind draws, by name
PIECES_DIGITAL = "ntw_print.games.ntw.render.pieces:pieces_digital"
PIECES_CHECK = "ntw_print.games.ntw.verify.pieces:check"  # of the markers and the pieces (verify/tiles.py: the tiles)

COMPONENTS: dict[str, Component] = {c.name: c for c in [
    Component("markers", "Markers", PIECES_SHEET,
              ("game.yaml#sides", "markers.yaml", "terrain.yaml", "symbols/", "templates/marker-face.yaml",
               "units.yaml#units[].side,count,replaces,weapons[].ammo"),  # derived marker counts
              checker=PIECES_CHECK, digital=PIECES_DIGITAL, args=("markers",), effort=3),
    Component("duplex-test", "Duplex registration test", "ntw_print.print.render.duplex_test:duplex_test",
              (), checker="ntw_print.print.readback.duplex:check", chart=False),
    Component("unit-tiles", "Unit tiles", PIECES_SHEET,
              ("game.yaml#sides", "units.yaml", "weapons.yaml", "markers.yaml",
               "templates/unit-tile.yaml", "symbols/"),
              checker="ntw_print.games.ntw.verify.tiles:check", digital=PIECES_DIGITAL,
              args=("unit-tiles",), effort=2),
    Component("section-tiles", "Section tiles", PIECES_SHEET,
              ("game.yaml#sides", "game.yaml#die", "weapons.yaml",
               "statuses.yaml", "miss-matrix.yaml", "pieces.yaml", "templates/section-tile.yaml", "symbols/"),
              checker="ntw_print.games.ntw.verify.tiles:check", digital=PIECES_DIGITAL,
              args=("section-tiles",)),
    Component("pieces", "Pieces", PIECES_SHEET,
              ("game.yaml#sides", "game.yaml#grid", "pieces.yaml", "terrain.yaml", "symbols/", "templates/piece-face.yaml"),
              checker=PIECES_CHECK, digital=PIECES_DIGITAL, args=("pieces",)),
    Component("scenarios", "Scenario sheets", "ntw_print.games.ntw.render.scenarios:scenario_sheets",
              ("game.yaml#sides", "game.yaml#grid", "game.yaml#die", "scenarios/", "boards/",
               "units.yaml#units[].id,name,side,category,armoured,figures", "weapons.yaml#weapons[].id,name",
               "terrain.yaml", "markers.yaml", "pieces.yaml", "special-rules.yaml", "symbols/",
               "templates/board-legend.yaml"),  # the board art the maps are cut from reads the key's words
              needs=("scenarios/",), checker="ntw_print.games.ntw.verify.scenarios:check", effort=20,
              shared=PREPARE_BOARDS),
    Component("reference-card", "Turn sequence and hit score cards", "ntw_print.games.ntw.render.reference_card:reference_card",
              ("game.yaml#sides", "game.yaml#die", "units.yaml", "weapons.yaml", "terrain.yaml", "statuses.yaml",
               "turns.yaml", "special-rules.yaml", "markers.yaml", "templates/reference-card.yaml"),
              checker="ntw_print.games.ntw.verify.reference_card:check",
              code=("ntw_print.kinds.table.render:pages",)),
    Component("hit-score-wheel", "Hit-score wheel and range rule", "ntw_print.games.ntw.layout.wheel:hit_score_wheel_sheet",
              ("game.yaml#sides", "game.yaml#grid", "game.yaml#die",
               "units.yaml#units[].id,name,side,category,defence,weapons,designer",
               "weapons.yaml#weapons[].id,name,short,dice,range,trajectory,ignores_defence,designer",
               "terrain.yaml#terrain[].id,name,protection,designer", "statuses.yaml#statuses[].id,name,modifier,designer",
               "turns.yaml", "special-rules.yaml"),
              checker="ntw_print.games.ntw.verify.wheel:check", effort=2),
    Component("turn-recorder", "Turn recorder", "ntw_print.games.ntw.render.turn_recorder:turn_recorder_sheet",
              ("game.yaml#sides", "markers.yaml", "turns.yaml", "scenarios/", "special-rules.yaml",
               "templates/turn-recorder.yaml"),
              checker="ntw_print.games.ntw.verify.turn_recorder:check",
              code=("ntw_print.kinds.track.render:pages",)),
]}

BOARD_OUTPUT = re.compile(r"board-(.+?)(?:-tiled)?")
BOARD_INPUTS = ("game.yaml#name", "game.yaml#grid", "terrain.yaml", "boards/", "templates/board-legend.yaml")


def board_components(board_id: str, board) -> list[Component]:
    """The two outputs of one board file: the whole board on one sheet, and tiled pages (`board`
    None: a board game.yaml lists without its file, which `check` refuses)."""
    name = f"side {board.side}, {board.name[:1].lower() + board.name[1:]}" if board else board_id
    needs = (f"boards/{board_id}.yaml",)
    return [
        Component(f"board-{board_id}", f"Board {name} (one sheet)",
                  "ntw_print.games.ntw.render.board:board_sheet", BOARD_INPUTS, needs=needs,
                  checker="ntw_print.games.ntw.verify.board:check_sheet", args=(board_id,), digital="ntw_print.games.ntw.digital:board",
                  effort=6, whole_sheet=True, shared=PREPARE_BOARDS),
        Component(f"board-{board_id}-tiled", f"Board {name} (tiled pages)",
                  "ntw_print.games.ntw.render.board:board_tiled", BOARD_INPUTS, needs=needs,
                  checker="ntw_print.games.ntw.verify.board:check_tiled", args=(board_id,), chart=False, effort=10,
                  home_only=True, shared=PREPARE_BOARDS),
    ]


def components(game: Game) -> dict[str, Component]:
    """Everything the game can print: the fixed outputs, and two per board file (and per board that
    game.yaml lists, so that a missing file is named as what it lacks)."""
    found = dict(COMPONENTS)
    boards = game.folder("boards")
    listed = {match.group(1) for name in game.info.components if (match := BOARD_OUTPUT.fullmatch(name))}
    for board_id in sorted(boards.keys() | listed):
        found.update((c.name, c) for c in board_components(board_id, boards.get(board_id)))
    return found
