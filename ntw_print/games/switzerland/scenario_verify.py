"""Reads the scenario sheets back: one page per scenario, its title, and every word of each column
and of the excerpt's key printed inside its place on the page (the shared sheet's check)."""

from __future__ import annotations

from ...kinds.board.layout import plan
from ...kinds.board.map_sheet_verify import check_map_page
from ...print.render.pdf import measure
from ..sheets.model import credit_line
from .scenario_sheet import page_plan
from .sheets import MAP


def check(game, pdf, options, report) -> None:
    report.checked("scenario sheets")
    board = game.sheets[MAP].spec
    laid = plan(board, measure)
    if len(pdf.pages) != len(game.scenarios):
        report.fail("scenario sheets", f"{len(pdf.pages)} pages; there are {len(game.scenarios)} scenarios")
    for scenario, page in zip(game.scenarios, pdf.pages):
        sheet = page_plan(game, board, laid, scenario, options.paper, credit_line(game.info), measure)
        check_map_page(sheet, page, report, "scenario sheets", f"{scenario.number}")
