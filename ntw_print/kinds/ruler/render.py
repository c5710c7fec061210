"""Draws a sheet of rulers: outline, bands, ticks, numbers and label; crop marks around them."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...print.components import BuildOptions
from ...print.layout.sheet import Box
from ...print.render.display import draw_words
from ...print.render.draw import INK, colour, placed_text, polygon, rect
from ...print.render.pdf import CROP_MARK_WIDTH_MM, Page, measure
from ..frame_render import draw_head
from .hexes import CENTRE_TICK, EDGE_TICK, RULE_WIDTH, RangeRule
from .layout import GLUE_FILL, RulerLayout, RulerPage, plan
from .schema import RulerSheet

OUTLINE = 0.25
TICK = 0.25
CUT_LINE = 0.3


def pages(sheet: RulerSheet, options: BuildOptions, art=None) -> list[Page]:
    page_frame, planned = plan(sheet, options.paper, options.bleed, measure)

    def drawer(page: RulerPage):
        def draw(canvas: Canvas) -> None:
            draw_head(canvas, page_frame, sheet)
            for x, top, ruler in page.rulers:
                _draw_ruler(canvas, x, top, ruler)
        return draw

    return [Page(page_frame.width, page_frame.height, drawer(page), crop_marks=list(page.crop_marks),
                 label=f"rulers page {n + 1}") for n, page in enumerate(planned)]


def _draw_ruler(canvas: Canvas, x: float, top: float, ruler: RulerLayout) -> None:
    if ruler.glue is not None:
        glue = ruler.glue
        rect(canvas, Box(x + glue.x, top + glue.y, glue.width, glue.height), fill=colour(GLUE_FILL))
    for box, fill in ruler.bands + ruler.laps:
        rect(canvas, Box(x + box.x, top + box.y, box.width, box.height), fill=colour(fill))
    outline = ruler.outline
    rect(canvas, Box(x + outline.x, top + outline.y, outline.width, outline.height), stroke=INK, width=OUTLINE)
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(TICK)
    for (x0, y0), (x1, y1) in ruler.majors + ruler.minors:
        canvas.line(x + x0, top + y0, x + x1, top + y1)
    canvas.restoreState()
    for words in ruler.words:
        draw_words(canvas, words, (x, top))


def draw_hex_rule(canvas: Canvas, rule: RangeRule) -> None:
    """A hex rule (hexes.py) in its own frame: ticks, numbers, stop lines and names, words, cut line, crop marks."""
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
        placed_text(canvas, t)
    canvas.setLineWidth(0.6)
    for x, names in rule.reaches:
        canvas.line(x, 0, x, min(t.y for t in names) - 1.0)
        for t in names:
            placed_text(canvas, t)
    for t in rule.texts:
        placed_text(canvas, t)
    canvas.restoreState()
    polygon(canvas, rule.outline, stroke=INK, width=CUT_LINE)
    canvas.saveState()
    canvas.setLineWidth(CROP_MARK_WIDTH_MM)
    canvas.setStrokeColor(INK)
    for (x0, y0), (x1, y1) in rule.crop_marks:
        canvas.line(x0, y0, x1, y1)
    canvas.restoreState()
