"""Every page of every New Techno War sheet names the game's source, as game.yaml's credit gives it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....print.readback.pdfread import PdfRead
from ....print.readback.report import FileReport

if TYPE_CHECKING:
    from ..loader import Game


def check_credit(game: Game, pdf: PdfRead, report: FileReport) -> None:
    credit = game.info.credit
    if not credit:
        return
    for page in pdf.pages:
        report.checked("credit")
        if credit not in " ".join(run.text for run in page.texts):
            report.fail("credit", f"the page does not carry the credit '{credit}' (game.yaml)", page.number)
