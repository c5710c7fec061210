"""Reference cards (a table sheet's `cards:`) as geometry and as pieces to print: each face a band in
its colour with its title and note, then its columns of blocks set in a card's small type (the screen
kind's panels), tables with their designer marks. Card coordinates: mm from the card's top-left
corner, x right, y up (so y <= 0), as in ../ink.py. The band runs on into the bleed when drawn."""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from ...core.errors import LayoutError
from ...core.geometry import MM_PER_PT as PT
from ...print.layout.sheet import Box, paper
from ...print.layout.text import CAP_HEIGHT as CAP, Measure
from ...print.render.draw import colour, rect
from ...print.render.piece_sheet import Piece, piece_pages
from ...print.layout.display import Ink, Words, joined, readable_on
from ...print.render.display import draw_ink
from ..screen.panel import Style, panel_set
from .layout import TableBlock
from .render import draw_block
from .schema import CardFace, TableSheet

BAND = 11.0  # the coloured band at the top of a face
INSET = 5.0  # paper inside the card's edges (under the band)
COLUMN_GAP = 5.0
TITLE_PT = 15.0
NOTE_PT = 8.0
CARD = Style(heading_pt=7.0, heading_colour="#5b5a55", body_pt=7.6, pad=0.0, gap=2.2, bullet_gap=0.4, leading=1.22,
             bullet_indent=3.6, ring=15.0, table_pt=6.5)


@dataclass(frozen=True)
class FaceSet:
    ink: Ink  # the band's words and every column's blocks
    tables: tuple[tuple[float, float, TableBlock], ...]  # (x, top) of each table, in the face's reading order


def face_set(face: CardFace, width: float, height: float, measure: Measure, name: str, marks: bool) -> FaceSet:
    """The face laid out; a LayoutError names what does not fit (a title, a column's blocks)."""
    ink = readable_on(face.colour)
    middle = -BAND / 2
    words = [Words(face.title, INSET, middle - TITLE_PT * PT * CAP / 2, TITLE_PT, True, "start", ink),
             Words(face.note, width - INSET, middle - NOTE_PT * PT * CAP / 2, NOTE_PT, True, "end", ink)]
    if measure(face.title, TITLE_PT, True) + measure(face.note, NOTE_PT, True) + 4.0 > width - 2 * INSET:
        raise LayoutError(f"{name}: the title {face.title!r} and the note {face.note!r} are wider than the band")
    inner = width - 2 * INSET - COLUMN_GAP * (len(face.columns) - 1)
    parts, tables, x = [Ink(width, height, tuple(words))], [], INSET
    for index, (blocks, share) in enumerate(zip(face.columns, face.shares())):
        column = panel_set(blocks, inner * share, height - BAND - 2 * INSET, face.colour, measure,
                           f"{name}, column {index + 1}", CARD, marks)
        parts.append(column.ink.moved(x, -BAND - INSET))
        tables += [(x + tx, top - BAND - INSET, table) for tx, top, table in column.tables]
        x += inner * share + COLUMN_GAP
    return FaceSet(joined(width, height, parts), tuple(tables))


def card_faces(sheet: TableSheet, measure: Measure) -> list[tuple[FaceSet, FaceSet | None]]:
    """Each card's front and back laid out, designer values marked unless the sheet says why not."""
    size, marks = sheet.card, not sheet.unmarked
    return [(face_set(card.front, size.width, size.height, measure, f"cards[{i}] front", marks),
             face_set(card.back, size.width, size.height, measure, f"cards[{i}] back", marks) if card.back else None)
            for i, card in enumerate(sheet.cards)]


def card_pages(sheet: TableSheet, options, measure: Measure) -> list:
    """The cards on pages with crop marks, each back behind its front, the page's label naming the sheet
    (and the designer marks' key where a face on it prints one)."""
    marks = not sheet.unmarked
    pieces = [Piece(f"card-{i + 1}", sheet.card.width, sheet.card.height, _drawer(card.front, front),
                    _drawer(card.back, back) if card.back and back else None, marked=card.front.marked(marks),
                    back_marked=bool(card.back and card.back.marked(marks)))
              for i, (card, (front, back)) in enumerate(zip(sheet.cards, card_faces(sheet, measure)))]
    return piece_pages(pieces, paper(options.paper, options.bleed), options.duplex, sheet.title or "Cards",
                       options.back_offset, sheet.credit)


def _drawer(face: CardFace, laid: FaceSet):
    def draw(canvas: Canvas, box: Box, bleed: float) -> None:
        rect(canvas, Box(box.x - bleed, box.top - BAND, box.width + 2 * bleed, BAND + bleed), fill=colour(face.colour))
        draw_ink(canvas, box.x, box.top, laid.ink)
        for x, top, table in laid.tables:
            draw_block(canvas, box.x + x, box.top + top, table)
    return draw
