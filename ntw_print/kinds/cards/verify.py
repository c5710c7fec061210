"""The `cards` kind read back: every card's words and numbers, copies, card sizes, the deck backs."""

from __future__ import annotations

from ...layout.scale_bar import stamp_text
from ...verify.pdfread import PdfRead
from ..faces.verify import check_items
from .layout import card_items
from .render import deck_bleed
from .schema import CardsSpec


def check(spec: CardsSpec, options, pdf: PdfRead) -> list[str]:
    """Every card read back, at the bleed the decks print with under these options (`deck_bleed`)."""
    return check_items(spec.templates, card_items(spec, stamp_text(options.stamp)), options,
                       deck_bleed(spec, options)[0], pdf, pdf.path.name, "card")
