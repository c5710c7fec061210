"""Draws a volvelle laid out on `pages`: its parts (bands, pointers, windows, the tab's procedure),
its assembly notes and its range rule. Every position comes from `parts.py`, `assembly.py` and the
ruler kind's `hexes.py`; this module only strokes them."""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...core.marks import KEY, MARK
from ...print.components import BuildOptions
from ...print.layout.placed_text import Text
from ...print.layout.sheet import Box
from ...print.render.draw import GREY, INK, PAPER, colour, placed_text, polygon, text
from ...print.render.pdf import Page, measure
from ..ruler.hexes import RangeRule, range_rule
from ..ruler.render import draw_hex_rule
from .assembly import Notes, SheetPage, assembly_notes, outline_of, sheet_pages, to_page
from .bands import PlacedRing
from .parts import PIVOT_MARK, Part, PartsLayout, parts_layout
from .schema import VolvelleSheet

CUT_LINE = 0.3
THIN = 0.15
HATCH = Color(0.55, 0.55, 0.55)
WINDOW_FILL = Color(0.9, 0.9, 0.9)
FAINT = Color(0.6, 0.6, 0.6)


def assembled_pages(sheet: VolvelleSheet, options: BuildOptions) -> list[Page]:
    """Each of the sheet's pages, its label and credit at its foot."""
    layout = parts_layout(sheet, measure)
    rule = range_rule(sheet.rule, measure) if sheet.rule else None
    pages = []
    sheets = sheet_pages(sheet, layout, rule, options.paper)
    for number, page in enumerate(sheets, start=1):
        label = f"{sheet.title}, sheet {number} of {len(sheets)}: {page.label}"
        credit = ". ".join(w for w in (sheet.credit, KEY if _prints_mark(layout, rule, page) else "") if w)
        pages.append(_page(sheet, layout, rule, page, label, credit))
    return pages


def _prints_mark(layout: PartsLayout, rule: RangeRule | None, page: SheetPage) -> bool:
    """Whether a part or the range rule on the page prints a designer mark (the page then carries the key)."""
    words = []
    for placement in page.placements:
        if placement.part == "rule":
            words += [t.text for _, names in rule.reaches for t in names] + [t.text for t in rule.texts]
        else:
            part = layout.parts[placement.part]
            words += [t.text for t in part.texts] + [t.text for ring in part.rings for mark in ring.marks
                                                     for t in mark.texts]
    return any(MARK in w for w in words)


def _page(spec: VolvelleSheet, layout: PartsLayout, rule: RangeRule | None, sheet: SheetPage, label: str,
          credit: str) -> Page:
    notes = assembly_notes(spec, sheet.notes, layout, measure) if sheet.notes else None

    def draw(canvas: Canvas) -> None:
        for placement in sheet.placements:
            canvas.saveState()
            canvas.translate(placement.x, placement.y)
            canvas.rotate(placement.rotation)
            if placement.part == "rule":
                draw_hex_rule(canvas, rule)
            else:
                _part(canvas, layout.parts[placement.part])
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

def _part(canvas: Canvas, part: Part) -> None:
    for ring in part.rings:
        if ring.tint:
            _annulus(canvas, ring.inner, ring.outer, colour(ring.tint))
    canvas.setLineWidth(THIN)
    canvas.setStrokeColor(FAINT)
    for radius in part.circles:
        canvas.circle(0, 0, radius, stroke=1, fill=0)
    for ring in part.rings:
        _ring(canvas, ring)
    for text_ in part.texts:
        placed_text(canvas, text_)
    for (x, y), number in part.badges:
        _badge(canvas, x, y, number)
    if part.pointer:
        polygon(canvas, part.pointer.outline, fill=INK)
        placed_text(canvas, part.pointer.label)
    for window in part.windows:
        _window(canvas, window)
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


def _ring(canvas: Canvas, ring: PlacedRing) -> None:
    stroke = INK if ring.ink == "ink" else colour(ring.ink)
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
            placed_text(canvas, t)
    if ring.title:
        placed_text(canvas, ring.title)


def _badge(canvas: Canvas, x: float, y: float, number: Text) -> None:
    canvas.saveState()
    canvas.setFillColor(INK)
    canvas.circle(x, y, 1.9, stroke=0, fill=1)
    canvas.restoreState()
    text(canvas, x, y - 0.8, number.text, number.size, bold=True, fill=PAPER)


def _window(canvas: Canvas, window) -> None:
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


# --- assembly notes ------------------------------------------------------------------------------

def _notes(canvas: Canvas, notes: Notes) -> None:
    for t in notes.texts:
        placed_text(canvas, t)
    canvas.saveState()
    canvas.setLineWidth(0.2)
    canvas.setStrokeColor(INK)
    canvas.setFillColor(Color(0.92, 0.92, 0.92))
    for x0, y, x1, name in notes.bars:
        canvas.rect(x0, y - 0.6, x1 - x0, 1.2, stroke=1, fill=1)
        placed_text(canvas, name)
    x, top, bottom = notes.pin
    canvas.setLineWidth(0.5)
    canvas.line(x, top, x, bottom)
    canvas.line(x - 1.6, top, x + 1.6, top)
    canvas.line(x, bottom, x - 2.5, bottom - 2.0)
    canvas.line(x, bottom, x + 2.5, bottom - 2.0)
    text(canvas, x + 2.5, top - 0.5, "split pin", 6.0, anchor="start")
    canvas.restoreState()
