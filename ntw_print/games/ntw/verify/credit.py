"""Every page of the scenario sheets (verify/scenarios.py) names the game's source, as game.yaml's credit
gives it; the kinds check the other sheets' credit themselves (kinds/readback.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....kinds.readback import check_credit as credit_on_every_page

if TYPE_CHECKING:
    from ....print.readback.pdfread import PdfRead
    from ....print.readback.report import FileReport
    from ..loader import Game


def check_credit(game: Game, pdf: PdfRead, report: FileReport) -> None:
    credit_on_every_page(game.info.credit, pdf.pages, report)
