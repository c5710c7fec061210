"""`hit-score-wheel.pdf`: the base, four discs and the arm of the hit-score wheel, its range rule,
and how to put them together. Every position comes from `layout.wheel`; this module only strokes it."""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ....print.layout.sheet import Box
from ..layout.range_rule import CENTRE_TICK, EDGE_TICK, RULE_WIDTH, RangeRule, range_rule
from ....print.layout.placed_text import Text
from ..layout.wheel import PIVOT_MARK, Part, WheelLayout, wheel_layout
from ..layout.wheel_assembly import Notes, assembly_notes
from ..layout.wheel_rings import PlacedRing
from ..layout.wheel_sheet import SheetPage, outline_of, to_page, wheel_pages
from ..rules.range_rule import range_marks
from ..rules.wheel import hit_score_wheel
from ....print.render.draw import GREY, INK, PAPER, colour, polygon, text
from ....print.render.pdf import CROP_MARK_WIDTH_MM, Page, measure
from ....core.marks import KEY, MARK

CUT_LINE = 0.3
THIN = 0.15
HATCH = Color(0.55, 0.55, 0.55)
WINDOW_FILL = Color(0.9, 0.9, 0.9)
FAINT = Color(0.6, 0.6, 0.6)

RULE_INSTRUCTIONS = ("Lay the 0 line on the centre of the firing hex and the top edge across the target. Along a "
                     "line of hexes every number falls on a hex centre: the target is in range when it lies "
                     "before the weapon's stop line.")

ASSEMBLY = [
    ("Putting the wheel together", 9.0, True),
    ("1  Cut out the base, the four discs and the arm on their solid lines. Cut out the two hatched "
     "windows of the arm. Gluing the sheets to thin card first makes a stiffer wheel.", 7.5, False),
    ("2  Pierce every part at its pivot cross.", 7.5, False),
    ("3  Stack them face up, largest first: base, disc 1, disc 2, disc 3, disc 4, arm on top.", 7.5, False),
    ("4  Push a split pin (paper fastener) through all six pivots from the front and open its legs "
     "behind the base, not too tight: every disc must turn on its own.", 7.5, False),
    ("5  The range rule is a separate strip: cut it out on its solid line.", 7.5, False),
    ("Solid line: cut. Hatched: cut out. Black tags: the steps printed on the base.", 6.5, False),
]


def hit_score_wheel_sheet(game, options) -> list[Page]:
    """Three pages: the base; discs 1 and 2 with the arm; discs 3 and 4 with the range rule."""
    wheel = hit_score_wheel(game)
    layout = wheel_layout(wheel, measure)
    rule = range_rule(range_marks(game), game.info.grid.hex_size, RULE_INSTRUCTIONS, measure)
    inks = {side.id: colour(side.colour) for side in game.info.sides}
    tints = {side.id: colour(side.tint) for side in game.info.sides}
    pages = []
    sheets = wheel_pages(layout, rule, options.paper)
    for number, sheet in enumerate(sheets, start=1):
        label = f"{game.info.name} hit-score wheel, sheet {number} of {len(sheets)}: {sheet.label}"
        credit = ". ".join(w for w in (game.info.credit, KEY if _prints_mark(layout, rule, sheet) else "") if w)
        pages.append(_page(layout, rule, sheet, label, inks, tints, credit))
    return pages


def _prints_mark(layout: WheelLayout, rule: RangeRule, sheet: SheetPage) -> bool:
    """Whether a part or the range rule on the sheet prints a designer mark (the sheet then carries the key)."""
    words = []
    for placement in sheet.placements:
        if placement.part == "rule":
            words += [t.text for _, names in rule.reaches for t in names] + [t.text for t in rule.texts]
        else:
            part = layout.parts[placement.part]
            words += [t.text for t in part.texts] + [t.text for ring in part.rings for mark in ring.marks for t in mark.texts]
    return any(MARK in w for w in words)


def _page(layout: WheelLayout, rule: RangeRule, sheet: SheetPage, label: str, inks, tints, credit: str) -> Page:
    notes = assembly_notes(ASSEMBLY, sheet.notes, layout, measure) if sheet.notes else None

    def draw(canvas: Canvas) -> None:
        for placement in sheet.placements:
            canvas.saveState()
            canvas.translate(placement.x, placement.y)
            canvas.rotate(placement.rotation)
            if placement.part == "rule":
                _rule(canvas, rule)
            else:
                _part(canvas, layout.parts[placement.part], inks, tints)
            canvas.restoreState()
        if notes:
            _notes(canvas, notes)
        text(canvas, sheet.width / 2, 2.5, f"{label}. {credit}" if credit else label, 6, fill=GREY)

    boxes = []
    for placement in sheet.placements:
        points = to_page(outline_of(layout, rule, placement.part), placement)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        boxes.append(Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    trim = Box.around(boxes)
    return Page(sheet.width, sheet.height, draw, trim=trim, bleed=trim, label=label,
                placements=[(p.part, b) for p, b in zip(sheet.placements, boxes)], scale_bar=sheet.scale_bar)


# --- parts ------------------------------------------------------------------------------------------

def _ink(name: str, inks) -> Color:
    return {"ink": INK, "paper": PAPER, "grey": GREY}.get(name) or inks[name]


def _text(canvas: Canvas, t: Text, inks) -> None:
    canvas.saveState()
    canvas.translate(t.x, t.y)
    canvas.rotate(t.rotation)
    text(canvas, 0, 0, t.text, t.size, bold=t.bold, fill=_ink(t.ink, inks), anchor=t.anchor)
    canvas.restoreState()


def _part(canvas: Canvas, part: Part, inks, tints) -> None:
    for ring in part.rings:
        if ring.tint:
            _annulus(canvas, ring.inner, ring.outer, tints[ring.tint])
    canvas.setLineWidth(THIN)
    canvas.setStrokeColor(FAINT)
    for radius in part.circles:
        canvas.circle(0, 0, radius, stroke=1, fill=0)
    for ring in part.rings:
        _ring(canvas, ring, inks)
    for text_ in part.texts:
        _text(canvas, text_, inks)
    for (x, y), number in part.badges:
        _badge(canvas, x, y, number, inks)
    if part.pointer:
        polygon(canvas, part.pointer.outline, fill=INK)
        _text(canvas, part.pointer.label, inks)
    for window in part.windows:
        _window(canvas, window, inks)
    _pivot(canvas)
    if part.radius is not None:
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(CUT_LINE)
        canvas.circle(0, 0, part.radius, stroke=1, fill=0)
    else:
        polygon(canvas, part.outline, stroke=INK, width=CUT_LINE)


def _annulus(canvas: Canvas, inner: float, outer: float, fill: Color) -> None:
    path = canvas.beginPath()
    path.circle(0, 0, outer)
    path.circle(0, 0, inner)
    canvas.saveState()
    canvas.setFillColor(fill)
    canvas.drawPath(path, stroke=0, fill=1, fillMode=0)  # even-odd: the hole stays blank
    canvas.restoreState()


def _ring(canvas: Canvas, ring: PlacedRing, inks) -> None:
    stroke = inks.get(ring.tint, INK) if ring.tint else INK
    canvas.saveState()
    canvas.setStrokeColor(stroke)
    canvas.setLineWidth(0.3)
    for mark in ring.marks:
        if mark.tick:
            (x0, y0), (x1, y1) = mark.tick
            canvas.line(x0, y0, x1, y1)
    canvas.setLineWidth(THIN)
    canvas.setDash(0.6, 0.6)
    for (x0, y0), (x1, y1) in ring.guides:
        canvas.line(x0, y0, x1, y1)
    canvas.restoreState()
    for mark in ring.marks:
        for t in mark.texts:
            _text(canvas, t, inks)
    if ring.title:
        _text(canvas, ring.title, inks)


def _badge(canvas: Canvas, x: float, y: float, number: Text, inks) -> None:
    canvas.saveState()
    canvas.setFillColor(INK)
    canvas.circle(x, y, 1.9, stroke=0, fill=1)
    canvas.restoreState()
    text(canvas, x, y - 0.8, number.text, number.size, bold=True, fill=PAPER)


def _window(canvas: Canvas, window, inks) -> None:
    """A hole to cut: pale fill, hatching, its edge as a cut line, arrows beside it."""
    path = canvas.beginPath()
    path.moveTo(*window.outline[0])
    for point in window.outline[1:]:
        path.lineTo(*point)
    path.close()
    canvas.saveState()
    canvas.setFillColor(WINDOW_FILL)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.clipPath(path, stroke=0, fill=0)
    xs = [p[0] for p in window.outline]
    ys = [p[1] for p in window.outline]
    canvas.setStrokeColor(HATCH)
    canvas.setLineWidth(0.2)
    span = max(xs) - min(xs) + max(ys) - min(ys)
    offset = min(xs) - (max(ys) - min(ys))
    step = 1.2
    for i in range(int(span / step) + 2):
        x = offset + i * step
        canvas.line(x, min(ys), x + (max(ys) - min(ys)), max(ys))
    canvas.restoreState()
    polygon(canvas, window.outline, stroke=INK, width=CUT_LINE)
    for arrow in window.arrows:
        polygon(canvas, arrow, fill=INK)
    if window.label:
        canvas.saveState()
        canvas.setFillColor(PAPER)
        w = window.label.width + 1.0
        h = window.label.size * 0.3528 * 1.1  # a rounded mm per pt: MM_PER_PT would move the PDF's bytes
        canvas.translate(window.label.x, window.label.y)
        canvas.rotate(90)
        canvas.rect(-w / 2, -h * 0.3, w, h, stroke=0, fill=1)
        text(canvas, 0, 0, window.label.text, window.label.size, bold=True, fill=INK)
        canvas.restoreState()


def _pivot(canvas: Canvas) -> None:
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.2)
    canvas.circle(0, 0, PIVOT_MARK * 0.6, stroke=1, fill=0)
    canvas.line(-PIVOT_MARK * 1.6, 0, PIVOT_MARK * 1.6, 0)
    canvas.line(0, -PIVOT_MARK * 1.6, 0, PIVOT_MARK * 1.6)
    canvas.restoreState()


# --- range rule ---------------------------------------------------------------------------------

def _rule(canvas: Canvas, rule: RangeRule) -> None:
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.3)
    for x in rule.centres:
        canvas.line(x, 0, x, -CENTRE_TICK)
    zero = rule.numbers[0]
    canvas.setLineWidth(0.4)  # the 0 line crosses the strip, leaving its number clear
    canvas.line(0, -CENTRE_TICK, 0, zero.y + 3.6)
    canvas.line(0, zero.y - 1.2, 0, -RULE_WIDTH)
    canvas.setLineWidth(0.2)
    for x in rule.edges:
        canvas.line(x, 0, x, -EDGE_TICK)
    for t in rule.numbers:
        _text(canvas, t, {})
    canvas.setLineWidth(0.6)
    for x, names in rule.reaches:
        canvas.line(x, 0, x, min(t.y for t in names) - 1.0)
        for t in names:
            _text(canvas, t, {})
    for t in rule.texts:
        _text(canvas, t, {})
    canvas.restoreState()
    polygon(canvas, rule.outline, stroke=INK, width=CUT_LINE)
    canvas.saveState()
    canvas.setLineWidth(CROP_MARK_WIDTH_MM)
    canvas.setStrokeColor(INK)
    for (x0, y0), (x1, y1) in rule.crop_marks:
        canvas.line(x0, y0, x1, y1)
    canvas.restoreState()


# --- assembly notes ------------------------------------------------------------------------------

def _notes(canvas: Canvas, notes: Notes) -> None:
    for t in notes.texts:
        _text(canvas, t, {})
    canvas.saveState()
    canvas.setLineWidth(0.2)
    canvas.setStrokeColor(INK)
    canvas.setFillColor(Color(0.92, 0.92, 0.92))
    for x0, y, x1, name in notes.bars:
        canvas.rect(x0, y - 0.6, x1 - x0, 1.2, stroke=1, fill=1)
        _text(canvas, name, {})
    x, top, bottom = notes.pin
    canvas.setLineWidth(0.5)
    canvas.line(x, top, x, bottom)
    canvas.line(x - 1.6, top, x + 1.6, top)
    canvas.line(x, bottom, x - 2.5, bottom - 2.0)
    canvas.line(x, bottom, x + 2.5, bottom - 2.0)
    text(canvas, x + 2.5, top - 0.5, "split pin", 6.0, anchor="start")
    canvas.restoreState()
