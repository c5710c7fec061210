"""The `pieces` kind read back: every face's words and numbers, copies per row, sizes, backs, symbols."""

from __future__ import annotations

from ...layout.scale_bar import stamp_text
from ...verify.pdfread import PdfRead
from ..faces.verify import check_items
from .layout import piece_items
from .schema import PiecesSpec


def check(spec: PiecesSpec, options, pdf: PdfRead) -> list[str]:
    return check_items(spec.templates, piece_items(spec, stamp_text(options.stamp)), options, options.bleed, pdf,
                       pdf.path.name)
