"""The `pieces` kind read back: every face's words and numbers, copies per row, sizes, backs, symbols."""

from __future__ import annotations

from ...print.components import BuildOptions
from ...print.layout.scale_bar import stamp_text
from ...print.readback.pdfread import PdfRead
from ...print.readback.piece_sheets import Expected, SheetRead
from ...print.readback.report import FileReport
from ..faces.verify import check_items
from ..readback import check_credit
from ...print.layout.sheet import paper
from .layout import piece_items, turned_backs
from .schema import PiecesSpec


def check(spec: PiecesSpec, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    read_and_check(spec, pdf, options, report)


def read_and_check(spec: PiecesSpec, pdf: PdfRead, options: BuildOptions, report: FileReport,
                   held_to: list[Expected] | None = None) -> SheetRead:
    """What differs from the spec (or, piece by piece, from what a game derives from its own data:
    `held_to`), into the report; returns the pieces read back (faces/verify.py check_items)."""
    check_credit(spec.credit, pdf.pages, report)
    items = turned_backs(piece_items(spec, stamp_text(options.stamp)), paper(options.paper, options.bleed),
                         options.duplex)
    return check_items(spec.templates, items, options.bleed, pdf, options, report, held_to=held_to)
