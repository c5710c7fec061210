"""Turn pieces (counters, tiles) into printable front and back pages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from reportlab.pdfgen.canvas import Canvas

from ..layout.pieces import PieceSize, SheetPlan, plan_sheets
from ..layout.scale_bar import foot_bar
from ..layout.sheet import Box, Duplex, SheetSpec
from .draw import GREY, text
from .pdf import Page

# Draws one face of a piece: the trim box is given; art should fill the trim grown by the bleed.
FaceDrawer = Callable[[Canvas, Box, float], None]


@dataclass
class Piece:
    key: str
    width: float
    height: float
    front: FaceDrawer
    back: FaceDrawer | None = None


def piece_pages(pieces: list[Piece], sheet: SheetSpec, duplex: Duplex, title: str,
                offset: tuple[float, float] = (0.0, 0.0), credit: str = "") -> list[Page]:
    """Front page then (if any piece has a back) its back page, for every sheet needed; each page
    labelled with the title (and the credit, when there is one) under the pieces."""
    by_key = {p.key: p for p in pieces}
    sizes = [PieceSize(p.key, p.width, p.height, p.back is not None) for p in pieces]
    pages: list[Page] = []
    plans = plan_sheets(sizes, sheet, duplex, offset)
    for number, plan in enumerate(plans, start=1):
        label = f"{title}, sheet {number} of {len(plans)}"
        pages.append(_page(sheet, plan, by_key, plan.fronts, plan.front_marks, "front", label + ", front", credit,
                           duplex))
        if plan.backs is not None:
            pages.append(_page(sheet, plan, by_key, plan.backs, plan.back_marks, "back", label + ", back", credit,
                               duplex))
    return pages


def _page(sheet: SheetSpec, plan: SheetPlan, by_key: dict[str, Piece], boxes: list[Box], marks,
          face: str, label: str, credit: str, flip: Duplex) -> Page:
    def draw(canvas: Canvas) -> None:
        for key, box in zip(plan.keys, boxes):
            drawer = getattr(by_key[key], face)
            if drawer is not None:
                canvas.saveState()
                drawer(canvas, box, sheet.bleed)
                canvas.restoreState()
        _page_label(canvas, sheet, f"{label}. {credit}" if credit else label)

    trim = Box.around(boxes)
    bar = foot_bar() if face == "front" else foot_bar().mirrored(sheet.width, sheet.height, flip)
    return Page(sheet.width, sheet.height, draw, trim=trim, bleed=trim.grow(sheet.bleed),
                crop_marks=marks, label=label, placements=list(zip(plan.keys, boxes)), scale_bar=bar)


def _page_label(canvas: Canvas, sheet: SheetSpec, label: str) -> None:
    text(canvas, sheet.width / 2, sheet.margin - 1.5, label, 6, fill=GREY)
