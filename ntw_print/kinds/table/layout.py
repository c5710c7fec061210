"""A table as geometry: column widths sized by content, wrapped words, cell boxes, notes.

Coordinates are mm relative to the top-left corner of the table's block (its title included),
x to the right and y **up**, so everything in the block has y <= 0. The type shrinks step by step
to MIN_PT when the table would be wider than its room; below that it is a LayoutError saying how
wide the table needs to be.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Literal, Sequence

from ...core.errors import LayoutError
from ...print.layout.display import Ink, Words
from ...print.layout.sheet import Box
from ...core.yamlsrc import PathKey
from ...print.layout.text import CAP_HEIGHT as CAP, Measure, wrap
from ..frame import Placed, column_width, flow, frame, head_problems, paper_problems
from ...core.geometry import MM_PER_PT as PT
from .rose import rose_block
from .schema import Table, TableSheet
from .title import TITLE_PT, title_lines

SIZES = (8.0, 7.5, 7.0, 6.5, 6.0)  # body type, largest first
MIN_PT = SIZES[-1]
NOTE_PT = 6.5
PAD_X = 1.2
PAD_Y = 0.9
NOTE_GAP = 0.8
LEADING = 1.2

Tint = Literal["header", "row-header", "shade"] | None


@dataclass(frozen=True)
class Cell:
    box: Box
    lines: tuple[Words, ...]
    tint: Tint
    icon: Hashable | None = None  # drawn by the caller's art hook in `icon_box` (a row's first cell)
    icon_box: Box | None = None

    @property
    def words(self) -> str:
        return " ".join(line.text for line in self.lines)


@dataclass(frozen=True)
class TableBlock:
    width: float
    height: float
    size: float  # body type size chosen, points
    title: tuple[Words, ...]  # wrapped to the column, top line first
    cells: tuple[Cell, ...]
    notes: tuple[Words, ...]


@dataclass(frozen=True)
class _Spec:
    """One cell before placing: its words, the columns it covers, how it is set."""

    text: str
    first: int
    span: int
    bold: bool
    wraps: bool
    anchor: Literal["start", "middle"]
    tint: Tint
    icon: Hashable | None = None
    indent: float = 0.0  # mm kept clear at the cell's start for its row's icon


def _grid(table: Table, marks: bool, icons: Sequence[Hashable | None] = (), indent: float = 0.0) -> list[list[_Spec]]:
    rows: list[list[_Spec]] = []
    for header in table.header_rows():
        first, row = 0, []
        for text, span in header:
            row.append(_Spec(text, first, span, True, True, "middle", "header"))
            first += span
        rows.append(row)
    for number, body in enumerate(table.marked_rows(marks)):
        shade = "shade" if table.shade and number % 2 else None
        row = []
        for column, (kind, text) in enumerate(zip(table.columns, body)):
            heads = table.row_headers and column == 0
            row.append(_Spec(text, column, 1, heads, kind == "text", "start" if kind == "text" else "middle",
                             "row-header" if heads else shade, *((icons[number] if number < len(icons) else None,
                                                                  indent) if column == 0 and icons else ())))
        rows.append(row)
    return rows


def _spread(widths: list[float], cell: _Spec, need: float) -> None:
    """Widen the columns under a spanning cell evenly until they hold `need`."""
    have = sum(widths[cell.first:cell.first + cell.span])
    if need > have:
        for column in range(cell.first, cell.first + cell.span):
            widths[column] += (need - have) / cell.span


def _widths(rows: list[list[_Spec]], count: int, size: float, measure: Measure) -> tuple[list[float], list[float]]:
    """(natural, narrowest) column widths at `size`: natural keeps every cell on one line, narrowest
    breaks wrapping cells at every space."""
    natural, narrowest = [2 * PAD_X] * count, [2 * PAD_X] * count
    for single in (True, False):  # one-column cells first, then spanning ones widen what they cover
        for row in rows:
            for cell in row:
                if (cell.span == 1) != single:
                    continue
                full = measure(cell.text, size, cell.bold) + 2 * PAD_X + cell.indent
                words = cell.text.split() if cell.wraps else [cell.text]
                least = max((measure(w, size, cell.bold) for w in words), default=0.0) + 2 * PAD_X + cell.indent
                _spread(natural, cell, full)
                _spread(narrowest, cell, least)
    narrowest = [min(n, w) for n, w in zip(narrowest, natural)]
    return natural, narrowest


def _fit(natural: list[float], narrowest: list[float], room: float, stretch: float | None) -> list[float] | None:
    if sum(natural) <= room + 1e-9:
        if stretch is None:
            return natural
        return [w * stretch / sum(natural) for w in natural]
    if sum(narrowest) > room + 1e-9:
        return None
    share = (room - sum(narrowest)) / (sum(natural) - sum(narrowest))
    return [n + (w - n) * share for n, w in zip(narrowest, natural)]


def table_block(table: Table, room: float, measure: Measure, name: str, marks: bool = True,
                largest: float = SIZES[0], icons: Sequence[Hashable | None] = ()) -> TableBlock:
    """The table set as large as SIZES allow (`largest` at most) within `room` mm (or exactly
    `table.width`), its designer values marked unless `marks` is off. `icons`, one a body row (None:
    none), go at the start of each row's first cell, a square a line high, its words moved right of it."""
    if table.width is not None and table.width > room + 1e-6:
        raise LayoutError(f"{name}: width {table.width:.1f} mm, its column is {room:.1f} mm")
    full_room, room = room, table.width if table.width is not None else room
    for size in (s for s in SIZES if s <= largest):
        rows = _grid(table, marks, icons, _icon_side(size) + PAD_X if icons else 0.0)
        natural, narrowest = _widths(rows, len(table.columns), size, measure)
        widths = _fit(natural, narrowest, room, table.width)
        if widths is not None:
            return _place(table, rows, widths, size, full_room, measure)
    need = sum(_widths(rows, len(table.columns), MIN_PT, measure)[1])  # rows as set at MIN_PT
    raise LayoutError(f"{name}: needs {need:.1f} mm across at {MIN_PT:g} pt, {room:.1f} mm available "
                      "(shorten the longest words or split the table)")


def _icon_side(size: float) -> float:
    """A row icon's square at body type `size`: one line high."""
    return size * PT * LEADING


def _place(table: Table, rows: list[list[_Spec]], widths: list[float], size: float, room: float,
           measure: Measure) -> TableBlock:
    """Cells row by row under the title; the title over the table and the notes under it wrapped to
    the column's width."""
    lines, depth, title_width = title_lines(table.title, room, measure)
    title = tuple(Words(text, 0.0, baseline, TITLE_PT, True, "start") for text, baseline in lines)
    width = max(sum(widths), title_width)
    lefts = [sum(widths[:i]) for i in range(len(widths) + 1)]
    line_height = size * PT * LEADING
    y = -depth
    cells: list[Cell] = []
    for row in rows:
        wrapped = []
        for cell in row:
            inner = lefts[cell.first + cell.span] - lefts[cell.first] - 2 * PAD_X - cell.indent
            lines = wrap(cell.text, inner, size, cell.bold, measure) if cell.wraps else [cell.text]
            wrapped.append([line for line in lines if line] or [])
        height = max(len(lines) for lines in wrapped) * line_height + 2 * PAD_Y
        height = max(height, line_height + 2 * PAD_Y)
        for cell, lines in zip(row, wrapped):
            left, right = lefts[cell.first], lefts[cell.first + cell.span]
            x = left + PAD_X + cell.indent if cell.anchor == "start" else (left + right + cell.indent) / 2
            gap = (height - len(lines) * line_height) / 2
            placed = tuple(Words(text, x, y - gap - i * line_height - (line_height + size * PT * CAP) / 2,
                                size, cell.bold, cell.anchor) for i, text in enumerate(lines))
            side = _icon_side(size)
            icon_box = Box(left + PAD_X, y - height / 2 - side / 2, side, side) if cell.icon is not None else None
            cells.append(Cell(Box(left, y - height, right - left, height), placed, cell.tint, cell.icon, icon_box))
        y -= height
    notes = []
    note_size = min(NOTE_PT, size)
    note_height = note_size * PT * LEADING
    y -= NOTE_GAP if table.notes else 0.0
    for note in table.notes:
        for text in wrap(note, room, note_size, False, measure):
            y -= note_height
            notes.append(Words(text, 0.0, y + note_height * 0.2, note_size, False, "start"))
            width = max(width, measure(text, note_size, False))
    return TableBlock(width, -y, size, title, tuple(cells), tuple(notes))


def plan(sheet: TableSheet, paper: str, measure: Measure) -> tuple[list[Placed], list[TableBlock | Ink]]:
    """Every table of the sheet set and placed, then every rose: down the sheet's columns, then
    across pages; those left in the first column of the last page are shared out over its columns."""
    body = frame(paper, sheet).body
    room = column_width(body, sheet.columns)
    names = [_name(i, t) for i, t in enumerate(sheet.tables)]
    blocks: list[TableBlock | Ink] = [table_block(t, room, measure, name, not sheet.unmarked)
                                      for t, name in zip(sheet.tables, names)]
    for index, rose in enumerate(sheet.roses):
        names.append(f"roses[{index}]" + (f" '{rose.title}'" if rose.title else ""))
        blocks.append(rose_block(rose, room, measure, names[-1]))
    return flow([(b.width, b.height) for b in blocks], body, sheet.columns, names, balance=True), blocks


def _name(index: int, table: Table) -> str:
    return f"tables[{index}]" + (f" '{table.title}'" if table.title else "")


def problems(sheet: TableSheet, art: object = None) -> list[tuple[PathKey, str]]:
    """What would stop the sheet from printing, found when its file loads: a paper it does not fit, a
    card whose blocks it cannot hold."""
    if sheet.cards:
        from ...print.render.pdf import measure
        from .cards import card_faces

        try:
            card_faces(sheet, measure)
        except LayoutError as exc:
            return [(("cards",), str(exc))]
        return []
    return head_problems(sheet) or paper_problems(lambda paper, measure: plan(sheet, paper, measure))
