"""Reads the scenario sheets back: one page per scenario, its title, and every word of each column
and of the excerpt's key printed inside its place on the page."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...kinds.board.layout import plan
from ...kinds.readback import numbers_in
from ...print.layout.sheet import Box
from ...print.render.pdf import measure
from ..sheets.model import credit_line
from .scenario_sheet import page_plan
from .sheets import MAP

if TYPE_CHECKING:
    from .scenarios import SwitzerlandGame


def check(game: SwitzerlandGame, pdf, options, report) -> None:
    report.checked("scenario sheets")
    board = game.sheets[MAP].spec
    laid = plan(board, measure)
    if len(pdf.pages) != len(game.scenarios):
        report.fail("scenario sheets", f"{len(pdf.pages)} pages; there are {len(game.scenarios)} scenarios")
    for scenario, page in zip(game.scenarios, pdf.pages):
        sheet = page_plan(game, board, laid, scenario, options.paper, credit_line(game.info), measure)
        places = [(box, column.ink.words) for box, column in sheet.columns]
        key_x, key_top = sheet.key_at
        places.append((Box(key_x, key_top - sheet.key.height, sheet.key.width, sheet.key.height), sheet.key.words))
        wanted_all = [sheet.title.text]
        for box, words in places:
            wanted = Counter(word for w in words for word in w.text.split())
            printed = Counter(word for run in page.texts_in(box, 0.3) for word in run.text.split())
            missing = sorted((wanted - printed).elements())
            if missing:
                report.fail("scenario sheets", f"page {page.number} ({scenario.number}): lacks "
                                               f"{', '.join(repr(w) for w in missing[:6])}")
            wanted_all += [w.text for w in words]
        if sheet.title.text not in {run.text for run in page.texts}:
            report.fail("scenario sheets", f"page {page.number}: the title {sheet.title.text!r} is not printed")
        report.numbers += sum(numbers_in(text) for text in wanted_all)
