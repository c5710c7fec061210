"""A record track as geometry (block coordinates as in ../ink.py): a turn record, its boxes in
straight rows (each box centred in a column `column` wide, or narrower when the room asks, never
narrower than the box), each box's number above it, a column of names at the left, a row of values per box
under the boxes, bars spanning runs of boxes, then lines of notes.

Rows of boxes run on under each other when the column is too narrow for all of them; a row keeps
lanes only for the spans that have a box in it.
"""

from __future__ import annotations

from ...core.errors import LayoutError
from ...core.geometry import MM_PER_PT as PT
from ...core.marks import marked
from ...print.layout.sheet import Box
from ...print.layout.text import CAP_HEIGHT as CAP, Measure, wrap
from ...print.layout.display import INK, Disc, Ink, Ruled, Words
from .schema import Span, Track

NAME_PT = 7.0  # the names at the left
NAME_INSET = 1.2  # around a name in its cell
NUMBER_PT = 11.0
VALUE_PT = 8.0
NOTE_PT = 7.0
NUMBER_ROW = 7.0  # the band of the numbers over the boxes
VALUE_ROW = 6.0
SPAN_ROW = 4.6
SPAN_PT = 6.0
ROWS_GAP = 2.0  # between the value rows and the spans
AFTER = 3.0  # under a row of boxes and everything under it
NOTE_LINE = 3.6
RULE = "#a0a0a0"  # the value cells' outline
BAR = "#5b5a55"


def record_block(track: Track, room: float, measure: Measure, name: str,
                 title: list[Words]) -> tuple[Ink, list]:
    """The record's things and the boxes a verifier reads back (its boxes, read with the number over
    each, and every value cell)."""
    from .layout import TITLE_BAND, Numbered

    names = track.names
    numbers = list(range(track.start, track.end + 1))
    column, size = track.column or track.size, track.size
    labels = [names.numbers, *names.boxes.split(), *(row.label for row in track.rows), names.spans]
    label_width = max((measure(w, NAME_PT, True) for w in labels if w), default=-2 * NAME_INSET) + 2 * NAME_INSET
    per_row = track.per_row or min(len(numbers), int((room - label_width + 1e-6) // size))
    if per_row < 1 or label_width + per_row * size > room + 1e-6:
        raise LayoutError(f"{name}: {per_row or 1} boxes of {size:.1f} mm beside names {label_width:.1f} mm wide need "
                          f"{label_width + (per_row or 1) * size:.1f} mm, the column is {room:.1f} mm")
    column = min(column, (room - label_width) / per_row)  # as wide as asked, or as the room allows
    words, boxes, discs, numbered = list(title), [], [], []
    y = -TITLE_BAND if title else 0.0
    for first in range(0, len(numbers), per_row):
        row = numbers[first:first + per_row]
        y -= NUMBER_ROW
        words.append(Words(names.numbers, 0.0, y + 2.0, NAME_PT, True, "start"))
        centres = [label_width + (i + 0.5) * column for i in range(len(row))]
        words += [Words(str(n), x, y + 1.8, NUMBER_PT, True) for n, x in zip(row, centres)]
        y -= size
        lines = wrap(names.boxes, label_width - NAME_INSET, NAME_PT, True, measure)
        step = NAME_PT * PT * 1.25
        words += [Words(line, 0.0, y + size / 2 + (len(lines) - 1) * step / 2 - NAME_PT * PT * CAP / 2 - k * step,
                        NAME_PT, True, "start") for k, line in enumerate(lines)]
        for n, x in zip(row, centres):
            box = Box(x - size / 2, y, size, size)
            if track.shape == "round":
                discs.append(Disc((x, y + size / 2), size / 2, None, INK))
            else:
                boxes.append(Ruled(box, width=0.35))
            numbered.append(Numbered(box, str(n), None, read=Box(x - column / 2, y, column, size + NUMBER_ROW)))
        for value_row in track.rows:
            y -= VALUE_ROW
            ink = value_row.colour or INK
            boxes.append(Ruled(Box(0.0, y, label_width, VALUE_ROW), value_row.tint, RULE, 0.2))
            words.append(Words(value_row.label, NAME_INSET, y + 1.9, NAME_PT, True, "start", ink))
            for n, x in zip(row, centres):
                cell = Box(x - column / 2, y, column, VALUE_ROW)
                value = marked(value_row.values[n - track.start], n in value_row.chosen)
                boxes.append(Ruled(cell, value_row.tint, RULE, 0.2))
                words.append(Words(value, x, y + 1.7, VALUE_PT, True, colour=ink))
                numbered.append(Numbered(cell, value, value_row.tint, cell=(value_row.label, n)))
        y -= ROWS_GAP if track.rows else 0.0
        spans = [span for span in track.spans if span.start <= row[-1] and span.end >= row[0]]
        if spans:
            words.append(Words(names.spans, 0.0, y - 3.4, NAME_PT, True, "start"))
        for span in spans:
            y -= SPAN_ROW
            bar, label = _span(span, row, label_width, column, y, measure, room)
            if label.anchor == "end" and label.x - measure(label.text, SPAN_PT, True) < -1e-6:
                raise LayoutError(f"{name}: the span {span.label!r} is too long for its bar and the room beside it")
            boxes.append(bar)
            words.append(label)
        y -= AFTER
    width = label_width + per_row * column
    for note in track.notes:
        for line in wrap(note, room, NOTE_PT, False, measure):
            y -= NOTE_LINE
            words.append(Words(line, 0.0, y, NOTE_PT, False, "start"))
            width = max(width, measure(line, NOTE_PT, False))
    wide = [w for w in words if w.anchor == "start" and w.x + measure(w.text, w.size, w.bold) > room + 1e-6]
    if wide:
        raise LayoutError(f"{name}: {wide[0].text!r} is wider than the column ({room:.1f} mm)")
    return Ink(width, -y + (1.0 if track.notes else -AFTER), tuple(words), tuple(boxes), discs=tuple(discs)), numbered


def _span(span: Span, row: list[int], left: float, column: float, y: float, measure: Measure,
          room: float) -> tuple[Ruled, Words]:
    """The bar over the span's boxes in this row, and its label: on the bar when it fits, else beside it."""
    start, end = max(span.start, row[0]), min(span.end, row[-1])
    x0 = left + (start - row[0]) * column + 0.6
    x1 = left + (end - row[0] + 1) * column - 0.6
    bar = Ruled(Box(x0, y + 0.5, x1 - x0, SPAN_ROW - 1.0), BAR, None, radius=(SPAN_ROW - 1.0) / 2)
    width = measure(span.label, SPAN_PT, True)
    if width <= x1 - x0 - 2.0:
        return bar, Words(span.label, x0 + 1.2, y + 1.55, SPAN_PT, True, "start", "#ffffff")
    if x1 + 1.0 + width <= (left + len(row) * column if x0 - 1.0 - width >= left else room):
        return bar, Words(span.label, x1 + 1.0, y + 1.55, SPAN_PT, True, "start")
    return bar, Words(span.label, x0 - 1.0, y + 1.55, SPAN_PT, True, "end")
