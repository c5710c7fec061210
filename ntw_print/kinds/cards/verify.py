"""The `cards` kind read back: every card's words and numbers, copies, card sizes, the deck backs."""

from __future__ import annotations

from ...verify.pdfread import PdfRead
from ..faces.verify import check_items
from .layout import card_items
from .schema import CardsSpec


def check(spec: CardsSpec, options, pdf: PdfRead) -> list[str]:
    return check_items(spec.templates, card_items(spec), options, spec.bleed, pdf, pdf.path.name, "card")
