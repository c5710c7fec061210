"""The board files: `board-<side>.pdf` (one large sheet) and `board-<side>-tiled.pdf` (home-printer pages),
drawn and read back by the board kind (every hex's coordinate once, in its hex; the band's key, scale and
name; the credit and the designer marks' key; the tiled pages); then held here to the rules' board, apart
from the spec the kind drew: the band's key prints each terrain's protection under its name, marked where
the data marks it designer, the band names the board with the mark when its map is drawn for this set,
and each badge the kind read holds the floors of its building, every building of two floors or more (but
the house drawn as a plan) having one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ....core.marks import unmark
from ....kinds.board.verify import check_tiled as check_board_tiled, read_back
from ....kinds.readback import hold_mark
from ....print.readback.pdfread import PdfRead
from ....print.readback.report import FileReport, Report
from ..layout.board import board_spec
from ..rules.board import board_of

if TYPE_CHECKING:
    from ..loader import Game


def check_sheet(game: Game, pdf: PdfRead, options, report: FileReport, board_id: str) -> None:
    read = read_back(board_spec(game, board_id), pdf, options, report)
    if read is None:
        return
    board, page = board_of(game, board_id), read.page.number
    for terrain in (t for t in game.terrain.values() if t.name in read.captions):
        run, what = read.captions[terrain.name], f"legend: {terrain.name}'s protection"
        report.compare_number("protection", str(terrain.protection), "".join(re.findall(r"\d+$", unmark(run.text))),
                              what, page, run.centre)
        hold_mark(report, run.text, "protection" in terrain.designer, what, page, run.centre)
    named = next((t.text for t in read.page.texts if unmark(t.text).endswith(f"· {board.name}")), "")
    hold_mark(report, named, board.chosen, f"the band's name of the board «{board.name}»", page)
    for label, run in read.badges.items():  # the floors the kind read in each badge
        report.compare_number("floors", str(board.floors_at(board.hex_of(label))), run.text,
                              f"floors of the building at {label}", page, run.centre)
    for building in board.badged_buildings():
        if not any(board.label_of(h) in read.badges for h in building.hexes):
            report.fail("floors", f"the building at {board.label_of(building.hexes[0])} has {building.floors} "
                        "floors and no badge in it says so", page)


def check_tiled(game: Game, pdf: PdfRead, options, report: FileReport, board_id: str) -> None:
    check_board_tiled(board_spec(game, board_id), pdf, options, report)


def check_pitches(game: Game, report: Report) -> None:
    """Every hex pitch measured on the paper (range rule, board) is the game's hex size."""
    size = game.info.grid.hex_size
    for result in report.files:
        for name, value in result.measured.items():
            if name.endswith("hex pitch"):
                result.checked("hex pitch")
                if abs(value - size) > 0.05:
                    result.fail("hex pitch", f"{name} measures {value:.2f} mm; the board's hexes are {size:g} mm "
                                "across the flats")
