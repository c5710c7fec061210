"""Reads a sheet's cards back: each face where the pieces' plan puts it (its back behind its front, or
mirrored across the fold of a folded sheet), its
band's title and note and every word of its blocks inside it, each table's cells compared as on a page
of tables, and the designer marks' key on exactly the pages whose faces print a mark."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...core.marks import KEY, unmark
from ...print.layout.sheet import Box
from ...print.readback.pdfread import PageRead, PdfRead
from ...print.readback.piece_marks import fold_line
from ...print.readback.report import FileReport
from ...print.render.pdf import measure
from ..readback import grid_rows, numbers_in, ruled_boxes, tell, touching_groups, words_in
from .cards import card_faces, card_pages
from .schema import CardFace, TableSheet

CONTENTS = "table contents"


@dataclass(frozen=True)
class CardRead:
    """One face of a card as read back, for a game to hold to its own figures: its page, its words line by
    line from the top, and the rows of the tables printed on it, wherever they stand (each row its cells'
    words, left to right)."""

    page: int
    words: str
    rows: list[list[str]]


def check_cards(sheet: TableSheet, pdf: PdfRead, options, report: FileReport) -> list[CardRead]:
    """What differs from the spec, into the report; returns each card face read back."""
    from .verify import _compare, _expected_rows

    read = []
    planned, laid, marks = card_pages(sheet, options, measure), card_faces(sheet, measure), not sheet.unmarked
    problems = [] if len(pdf.pages) == len(planned) else [f"{len(pdf.pages)} pages printed, the cards need "
                                                          f"{len(planned)}"]
    for page, plan in zip(pdf.pages, planned):
        keyed, fold = False, fold_line(page) if plan.label.endswith(", folded") else None
        placed = [(key, box, plan.back) for key, box in plan.placements]  # a folded sheet: each back mirrored beside
        placed += [(key, fold.mirror(box), True) for key, box in plan.placements] if fold else []
        for key, box, back in placed:
            index = int(key.rsplit("-", 1)[1]) - 1
            card, faces = sheet.cards[index], laid[index]
            face, ink = (card.back, faces[1]) if back else (card.front, faces[0])
            if face is None or ink is None:
                continue
            keyed |= face.marked(marks)
            name = f"page {page.number}, card {index + 1} {'back' if back else 'front'} '{face.title}'"
            problems += [f"{name}: {p}" for p in _words(face, page, box)]
            tables = [table for column in face.columns for block in column if (table := block.table) is not None]
            for number, (table, (x, top, block)) in enumerate(zip(tables, ink.tables), start=1):
                area = Box(box.x + x, box.top + top - block.height, block.width, block.height)
                grid = [s.box for s in ruled_boxes(page) if area.contains(s.box, 0.5)]
                problems += [f"{name}, table {number}: {p}" for p in _compare(table, page, grid, marks)]
                report.numbers += sum(numbers_in(unmark(w)) for row in _expected_rows(table, marks) for w, _ in row)
            inside = touching_groups([s.box for s in ruled_boxes(page) if box.contains(s.box, 0.5)])  # wherever they stand
            read.append(CardRead(page.number, words_in(page, box),
                                 [[words for _, words in row] for grid in inside for row in grid_rows(page, grid)]))
        if any(KEY in t.text for t in page.texts) != keyed:
            problems.append(f"page {page.number}: the designer marks' key is "
                            + ("missing (a card on it prints a mark)" if keyed else "printed, but no card on it marks"))
    tell(report, CONTENTS, problems)
    return read


def _words(face: CardFace, page: PageRead, box: Box) -> list[str]:
    """Every word the face prints (its band's and its blocks', a designer mark with its word) inside its card."""
    wanted = Counter(f"{face.title} {face.note}".split() + [w for column in face.columns for block in column
                                                             if block.table is None for w in block.words()])
    printed = Counter(word for run in page.texts_in(box, 0.3) for word in run.text.split())
    missing = sorted((wanted - printed).elements())
    more = f" and {len(missing) - 6} more" if len(missing) > 6 else ""
    return [f"lacks {', '.join(repr(w) for w in missing[:6])}{more}"] if missing else []
