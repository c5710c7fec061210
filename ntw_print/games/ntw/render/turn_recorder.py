"""`turn-recorder.pdf`: a card with the track of turns, a box for the turn marker on each, END and
each side's INT under it, the scenarios' spans of turns and the end-of-turn reminder.

`recorder_layout` is pure geometry (mm, origin at the card's bottom-left corner); the drawing
only strokes what it returns."""

from __future__ import annotations

from dataclasses import dataclass, replace

from reportlab.pdfgen.canvas import Canvas

from ....core.errors import LayoutError
from ....print.components import BuildOptions
from ....print.layout.sheet import HOME_PAPERS, MAX_BLEED_MM, Box, SheetSpec, paper_size
from ....core.marks import marked
from ..rules.recorder import Recorder, Span, turn_recorder
from ..rules.turns import LAST_TURN
from ..rules.wheel import signed
from ....print.render.draw import GREY, INK, NEUTRAL_DARK, PAPER, colour, text
from ....print.render.pdf import FONT, FONT_BOLD, text_width
from ....print.render.piece_sheet import Piece, piece_pages

PAD = 4.0
LABEL_PT = 7.0  # the rows' names, left of the turns
LABEL_INSET = 1.2  # around a row's name in its band
MARKER_ROOM = 1.2  # around the turn marker, inside its box
NUMBER_ROW = 7.0
VALUE_ROW = 6.0
SPAN_ROW = 4.6
TITLE_ROW = 9.0
REMINDER_LINE = 3.6
MAX_COLUMN = 22.0


@dataclass(frozen=True)
class Label:
    x: float
    y: float  # baseline
    words: str
    size: float
    bold: bool = False
    anchor: str = "middle"
    ink: str = "ink"  # "ink", "paper", "grey" or a side id


@dataclass(frozen=True)
class Band:
    box: Box
    fill: str | None  # a side id (its tint), "dark", or None
    stroke: bool = True


@dataclass(frozen=True)
class RecorderLayout:
    width: float
    height: float
    bands: tuple[Band, ...]
    marker_boxes: tuple[tuple[int, Box], ...]  # turn -> the box the marker sits in
    labels: tuple[Label, ...]


def card_width(bleed: float) -> float:
    """As wide as a card that fits lying across the smallest paper, with its bleed and crop marks:
    the same card on every paper."""
    smallest = min((paper_size(p) for p in HOME_PAPERS), key=lambda wh: wh[1])
    return SheetSpec(smallest[1], smallest[0], bleed).usable.width


def recorder_layout(recorder: Recorder, width: float) -> RecorderLayout:
    """Rows top down: title, turn numbers, marker boxes, END, each side's INT, the spans of the
    scenarios played in the row's turns (or empty start and end boxes), the reminder. Turns run
    left to right, in as few rows as fit."""
    need = recorder.marker_size + 2 * MARKER_ROOM
    sides = recorder.turns[0].intel
    names = ["Turn", "marker", "END", *(f"{s.name} INT" for s in sides),
             *(["Scenarios"] if recorder.spans else ["Start turn", "End turn"])]
    label_width = max(text_width(name, FONT_BOLD, LABEL_PT) for name in names) + 2 * LABEL_INSET
    room = width - 2 * PAD - label_width
    per_row = min(len(recorder.turns), int(room // need))
    if per_row < 1:
        raise LayoutError(f"turn recorder: a {recorder.marker_size:.0f} mm turn marker needs {need:.1f} mm per "
                          f"turn, the card has {room:.1f} mm")
    column = min(MAX_COLUMN, room / per_row)
    rows = [recorder.turns[i:i + per_row] for i in range(0, len(recorder.turns), per_row)]
    spans = [_spans_in(recorder.spans, row[0].turn, row[-1].turn) for row in rows]
    lanes = [len(row_spans) if recorder.spans else 2 for row_spans in spans]
    block = NUMBER_ROW + need + VALUE_ROW * (1 + len(sides)) + 2.0 + 3.0
    height = (2 * PAD + TITLE_ROW + len(rows) * block + SPAN_ROW * sum(lanes)
              + REMINDER_LINE * len(recorder.reminder) + 1.0)
    bands: list[Band] = []
    boxes: list[tuple[int, Box]] = []
    labels: list[Label] = [Label(PAD, height - PAD - 5.5, "TURN RECORDER", 11, True, "start")]
    left = PAD + label_width
    top = height - PAD - TITLE_ROW
    for row, row_spans in zip(rows, spans):
        y = top - NUMBER_ROW
        labels.append(Label(PAD, y + 2.0, "Turn", LABEL_PT, True, "start"))
        for i, box in enumerate(row):
            cx = left + (i + 0.5) * column
            labels.append(Label(cx, y + 1.8, str(box.turn), 11, True))
        y -= need
        labels.append(Label(PAD, y + need / 2 + 0.5, "Turn", LABEL_PT, True, "start"))
        labels.append(Label(PAD, y + need / 2 - 2.6, "marker", LABEL_PT, True, "start"))
        for i, box in enumerate(row):
            cx = left + (i + 0.5) * column
            boxes.append((box.turn, Box(cx - need / 2, y, need, need)))
        rows_of_values = [("END", None, [marked(signed(b.endurance), "endurance" in b.chosen) for b in row])]
        rows_of_values += [(f"{s.name} INT", s.side, [marked(signed(b.intel[k].value), "intel" in b.chosen) for b in row])
                           for k, s in enumerate(sides)]
        for name, side, values in rows_of_values:
            y -= VALUE_ROW
            bands.append(Band(Box(PAD, y, label_width + column * len(row), VALUE_ROW), side))
            labels.append(Label(PAD + LABEL_INSET, y + 1.9, name, LABEL_PT, True, "start", side or "ink"))
            for i, value in enumerate(values):
                labels.append(Label(left + (i + 0.5) * column, y + 1.7, value, 8, True, "middle",
                                    side or "ink"))
        for i in range(len(row) + 1):  # column rules through the value rows
            x = left + i * column
            bands.append(Band(Box(x, y, 0.0, VALUE_ROW * len(rows_of_values)), None))
        y -= 2.0
        first, last = row[0].turn, row[-1].turn
        if row_spans:
            labels.append(Label(PAD, y - 3.4, "Scenarios", LABEL_PT, True, "start"))
            for span in row_spans:
                y -= SPAN_ROW
                bands.extend(_span(span, first, last, left, column, y))
                labels.extend(_span_words(span, first, last, left, column, y))
        elif not recorder.spans:
            for name in ("Start", "End"):
                y -= SPAN_ROW
                labels.append(Label(PAD, y + 1.2, f"{name} turn", LABEL_PT, True, "start"))
                for i in range(len(row)):
                    cx = left + (i + 0.5) * column
                    bands.append(Band(Box(cx - 1.8, y + 0.5, 3.6, 3.6), None))
        top = y - 3.0
    y = top
    for line in recorder.reminder:
        y -= REMINDER_LINE
        labels.append(Label(PAD, y, line, 7, False, "start"))
    for label in labels:
        if label.anchor == "start" and label.x + _width(label) > width - PAD:
            raise LayoutError(f"turn recorder: '{label.words}' is wider than the card")
    return RecorderLayout(width, height, tuple(bands), tuple(boxes), tuple(labels))


def _spans_in(spans: tuple[Span, ...], first: int, last: int) -> list[Span]:
    """The spans that have a turn in a row running from turn `first` to `last` (a row past a
    scenario's end keeps no lane for it)."""
    return [span for span in spans if span.start <= last and span.end >= first]


def _span(span: Span, first: int, last: int, left: float, column: float, y: float) -> list[Band]:
    start, end = max(span.start, first), min(span.end, last)
    x0 = left + (start - first) * column + 0.6
    x1 = left + (end - first + 1) * column - 0.6
    return [Band(Box(x0, y + 0.5, x1 - x0, SPAN_ROW - 1.0), "dark", False)]


def _span_words(span: Span, first: int, last: int, left: float, column: float, y: float) -> list[Label]:
    start, end = max(span.start, first), min(span.end, last)
    x0 = left + (start - first) * column + 0.6
    x1 = left + (end - first + 1) * column - 0.6
    words = f"{span.title}: turns {span.start}\u2013{span.end}"
    label = Label(x0 + 1.2, y + 1.55, words, 6, True, "start", "paper")
    if _width(label) > x1 - x0 - 2.0:  # too long for its bar: name it beside the bar instead
        label = Label(x1 + 1.0, y + 1.55, words, 6, True, "start", "ink")
        if label.x + _width(label) > left + (last - first + 1) * column:
            label = Label(x0 - 1.0, y + 1.55, words, 6, True, "end", "ink")
    return [label]


def _width(label: Label) -> float:
    return text_width(label.words, FONT_BOLD if label.bold else FONT, label.size)


def draw_recorder(canvas: Canvas, layout: RecorderLayout, game, origin: Box, round_marker: bool) -> None:
    canvas.saveState()
    canvas.translate(origin.x, origin.y)
    tints = {s.id: colour(s.tint) for s in game.info.sides}
    inks = {s.id: colour(s.colour) for s in game.info.sides}
    for band in layout.bands:
        b = band.box
        fill = NEUTRAL_DARK if band.fill == "dark" else tints.get(band.fill) if band.fill else None
        canvas.setLineWidth(0.2)
        canvas.setStrokeColor(GREY)
        if fill is not None:
            canvas.setFillColor(fill)
        if b.width == 0:
            canvas.line(b.x, b.y, b.x, b.top)
        elif band.fill == "dark":
            canvas.roundRect(b.x, b.y, b.width, b.height, b.height / 2, stroke=0, fill=1)
        else:
            canvas.rect(b.x, b.y, b.width, b.height, stroke=int(band.stroke), fill=int(fill is not None))
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.35)
    for _, box in layout.marker_boxes:
        cx, cy = box.x + box.width / 2, box.y + box.height / 2
        if round_marker:
            canvas.circle(cx, cy, box.width / 2, stroke=1, fill=0)
        else:
            canvas.rect(box.x, box.y, box.width, box.height, stroke=1, fill=0)
    for label in layout.labels:
        fill = {"ink": INK, "paper": PAPER, "grey": GREY}.get(label.ink) or inks[label.ink]
        text(canvas, label.x, label.y, label.words, label.size, bold=label.bold, fill=fill, anchor=label.anchor)
    canvas.restoreState()


def turn_recorder_sheet(game, options) -> list:
    """The recorder card, lying across the page, with crop marks."""
    return _sheet(game, turn_recorder(game), options)


def recorder_fit_problem(game) -> str | None:
    """Why the recorder cannot be printed on every paper at every bleed a build allows (laid out on
    the smallest papers at the largest bleed), with the most turns that would fit; None when it can."""
    recorder = turn_recorder(game)
    problem = _unprintable(game, recorder)
    if problem is None:
        return None
    most = next((n for n in range(len(recorder.turns) - 1, 0, -1)
                 if _unprintable(game, replace(recorder, turns=recorder.turns[:n])) is None), 0)
    scenarios = f" and {len(recorder.spans)} scenarios" if recorder.spans else ""
    fits = f"at most {most} turns would fit" if most >= LAST_TURN else "fewer scenarios would fit"
    return (f"the turn recorder for {len(recorder.turns)} turns{scenarios} cannot be printed on "
            f"{' or '.join(p.upper() if p == 'a4' else p.title() for p in HOME_PAPERS)} with a {MAX_BLEED_MM:g} mm "
            f"bleed ({problem}): {fits}")


def _unprintable(game, recorder: Recorder) -> str | None:
    for paper in HOME_PAPERS:
        try:
            _sheet(game, recorder, BuildOptions(paper=paper, bleed=MAX_BLEED_MM))
        except LayoutError as exc:
            return str(exc).removeprefix("turn-recorder: ").removeprefix("turn recorder: ")
    return None


def _sheet(game, recorder: Recorder, options) -> list:
    layout = recorder_layout(recorder, card_width(options.bleed))

    def front(canvas: Canvas, box: Box, bleed: float) -> None:
        draw_recorder(canvas, layout, game, box, recorder.marker_round)

    width, height = paper_size(options.paper)
    sheet = SheetSpec(height, width, options.bleed)  # landscape
    marked_box = any(box.chosen for box in recorder.turns)
    return piece_pages([Piece("turn-recorder", layout.width, layout.height, front, marked=marked_box)], sheet,
                       options.duplex,
                       f"{game.info.name} turn recorder", options.back_offset, game.info.credit)
