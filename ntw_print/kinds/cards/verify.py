"""The `cards` kind read back: every card's words and numbers, copies, card sizes, the deck backs."""

from __future__ import annotations

from ...print.components import BuildOptions
from ...print.layout.scale_bar import stamp_text
from ...print.readback.pdfread import PdfRead
from ...print.readback.report import FileReport
from ..faces.verify import check_items
from ..readback import check_credit
from .layout import card_items
from .render import deck_bleed
from .schema import CardsSpec


def check(spec: CardsSpec, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    """Every card read back, at the bleed the decks print with under these options (`deck_bleed`)."""
    check_credit(spec.credit, pdf.pages, report)
    check_items(spec.templates, card_items(spec, stamp_text(options.stamp)), deck_bleed(spec, options)[0], pdf,
                options, report, "card")
