"""Write pages to a PDF: mm coordinates, embedded fonts, print boxes, deterministic bytes, atomic."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

import reportlab
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from ...core.atomic import replacing
from ...core.geometry import MM_PER_PT
from ..layout.scale_bar import LINE_MM, STAMP_PT, WORDS_PT, ScaleBar, foot_bar, stamp_lines
from ..layout.sheet import Box, Segment
from . import streams
from .pdfx import Standard, pdfx_canvas

streams.install()

FONT = "Sans"
FONT_BOLD = "Sans-Bold"
FONT_ITALIC = "Sans-Oblique"
_FONT_FILES = {FONT: "Vera.ttf", FONT_BOLD: "VeraBd.ttf", FONT_ITALIC: "VeraIt.ttf"}

CROP_MARK_WIDTH_MM = 0.25
REGISTRATION_BLACK = (0, 0, 0)


_fonts_registered = False  # text is measured very often: ask reportlab once


def register_fonts() -> None:
    """Bitstream Vera ships with reportlab; TrueType fonts are always embedded (as subsets)."""
    global _fonts_registered
    if _fonts_registered:
        return
    if FONT not in pdfmetrics.getRegisteredFontNames():
        folder = Path(reportlab.__file__).parent / "fonts"
        for name, file in _FONT_FILES.items():
            pdfmetrics.registerFont(TTFont(name, str(folder / file)))
    _fonts_registered = True


def text_width(text: str, font: str, size_pt: float) -> float:
    """Width in mm of `text` set in `font` at `size_pt` points (each asked once: loading a game
    measures every face's words to check that they fit, and drawing it measures them again)."""
    key = (text, font, size_pt)
    width = _WIDTHS.get(key)
    if width is None:
        register_fonts()
        if len(_WIDTHS) > 200_000:  # a long `watch` session measures many words
            _WIDTHS.clear()
        width = _WIDTHS[key] = pdfmetrics.stringWidth(text, font, size_pt) / mm
    return width


_WIDTHS: dict[tuple[str, str, float], float] = {}


def measure(words: str, size: float, bold: bool) -> float:
    """Width in mm of `words` in the regular or bold face: the measure the layouts are given."""
    return text_width(words, FONT_BOLD if bold else FONT, size)


@dataclass
class Page:
    """One page: its size, print boxes, and a function that draws it on a canvas scaled to mm."""

    width: float
    height: float
    draw: Callable[[Canvas], None]
    trim: Box | None = None
    bleed: Box | None = None
    crop_marks: list[Segment] = field(default_factory=list)
    label: str = ""
    placements: list[tuple[str, Box]] = field(default_factory=list)  # piece key -> trim box
    scale_bar: ScaleBar | None = field(default_factory=foot_bar)  # in the margin, clear of everything else
    back: bool = False  # the back of the page before it (printed on the same sheet)
    # what the file's data decided against the build's options, and why ({"bleed": 1.0, "bleed_from": ...}):
    # the build report and the manifest say it
    settings: dict[str, float | str] = field(default_factory=dict)
    own_stamp: bool = False  # the page prints the print stamp itself (BuildOptions.stamp), not in the bar's row


def centred(page: Page, width: float, height: float) -> Page:
    """The page drawn in the middle of a larger sheet (its boxes, marks and pieces moved with it)."""
    bar = None if page.scale_bar is None else foot_bar()  # at the foot of the sheet, under the page
    return replace(_moved(page, (width - page.width) / 2, (height - page.height) / 2, width, height), scale_bar=bar)


def on_its_own_sheet(page: Page) -> Page:
    """A whole board's page cut down to its bleed box, for a print shop that imposes it on its own
    sheets: the page is the trim plus the bleed, with no crop marks, slug or scale bar (all outside
    it, where nothing is printed now)."""
    bleed = page.bleed or page.trim or Box(0, 0, page.width, page.height)
    return replace(_moved(page, -bleed.x, -bleed.y, bleed.width, bleed.height, clip=True), crop_marks=[],
                   scale_bar=None)


def _moved(page: Page, dx: float, dy: float, width: float, height: float, clip: bool = False) -> Page:
    """The page drawn (dx, dy) further on a sheet of this size, its boxes, marks and pieces moved with
    it; `clip`: nothing drawn outside the sheet."""
    def shifted(box: Box) -> Box:
        return Box(box.x + dx, box.y + dy, box.width, box.height)

    def moved(box: Box | None) -> Box | None:
        return None if box is None else shifted(box)

    def draw(canvas: Canvas) -> None:
        canvas.saveState()
        if clip:
            edge = canvas.beginPath()
            edge.rect(0, 0, width, height)
            canvas.clipPath(edge, stroke=0, fill=0)
        canvas.translate(dx, dy)
        page.draw(canvas)
        canvas.restoreState()

    marks = [((x0 + dx, y0 + dy), (x1 + dx, y1 + dy)) for (x0, y0), (x1, y1) in page.crop_marks]
    return replace(page, width=width, height=height, draw=draw, trim=moved(page.trim), bleed=moved(page.bleed),
                   crop_marks=marks, placements=[(key, shifted(box)) for key, box in page.placements])


def _pdf_box(box: Box) -> tuple[float, float, float, float]:
    return (box.x * mm, box.y * mm, box.right * mm, box.top * mm)


STAMP_GREY = (0.45, 0.45, 0.45)


def render_pages(pages: list[Page], target: Path, title: str, stamp: tuple[str, ...] = (),
                 standard: Standard | None = None) -> dict[str, tuple[float, float, float, float]]:
    """Draw `pages` into the PDF at `target`, replacing it only when the whole file is written; the
    `stamp` lines (which print this is) in the scale bar's row of every page that has one. With a
    PDF/X `standard` (render/pdfx.py), for a print shop: returns each design colour drawn and the
    CMYK it was printed in ({} without)."""
    register_fonts()
    with replacing(target) as temp:
        settings = {"invariant": 1, "pageCompression": 1, "initialFontName": FONT}
        canvas = Canvas(str(temp), **settings) if standard is None else pdfx_canvas(temp, standard, **settings)
        canvas.setTitle(title)
        canvas.setAuthor("ntw-print")
        canvas.setCreator("ntw-print")
        for page in pages:
            canvas.setPageSize((page.width * mm, page.height * mm))
            trim = page.trim or Box(0, 0, page.width, page.height)
            canvas.setTrimBox(_pdf_box(trim))
            canvas.setBleedBox(_pdf_box(page.bleed or trim))
            canvas.saveState()
            canvas.scale(mm, mm)
            page.draw(canvas)
            draw_crop_marks(canvas, page.crop_marks)
            if page.scale_bar is not None:
                draw_scale_bar(canvas, page.scale_bar)
                if stamp and not page.own_stamp:
                    _stamp_by_the_bar(canvas, page, page.scale_bar, stamp)
            canvas.restoreState()
            canvas.showPage()
        canvas.save()
    return dict(sorted(canvas.palette.items())) if standard is not None else {}


def draw_crop_marks(canvas: Canvas, marks: list[Segment]) -> None:
    if not marks:
        return
    canvas.saveState()
    canvas.setStrokeColorRGB(*REGISTRATION_BLACK)
    canvas.setLineWidth(CROP_MARK_WIDTH_MM)
    for (x0, y0), (x1, y1) in marks:
        canvas.line(x0, y0, x1, y1)
    canvas.restoreState()


def turn_to_edge(canvas: Canvas, turn: int, width: float, height: float) -> None:
    """Draw from here on in the frame of the page turned so that its left edge (turn -90) or its right
    edge (90) is the foot (ScaleBar.on_page)."""
    if turn < 0:
        canvas.translate(0, height)
    else:
        canvas.translate(width, 0)
    canvas.rotate(turn)


def _stamp_by_the_bar(canvas: Canvas, page: Page, bar: ScaleBar, stamp: tuple[str, ...]) -> None:
    """The print stamp in the page's bar's row; along the page's edge, turned with it, for a bar there."""
    if not bar.turn:
        draw_stamp(canvas, stamp_lines(bar, page.width, stamp))
        return
    canvas.saveState()
    turn_to_edge(canvas, bar.turn, page.width, page.height)
    draw_stamp(canvas, stamp_lines(ScaleBar(bar.x, bar.y), page.height, stamp))
    canvas.restoreState()


def draw_stamp(canvas: Canvas, lines: list[tuple[float, float, str, str]]) -> None:
    canvas.saveState()
    canvas.setFillColorRGB(*STAMP_GREY)
    canvas.setFont(FONT, STAMP_PT * MM_PER_PT)
    for x, y, words, anchor in lines:
        (canvas.drawRightString if anchor == "end" else canvas.drawString)(x, y, words)
    canvas.restoreState()


def draw_scale_bar(canvas: Canvas, bar: ScaleBar) -> None:
    """The 100 mm and 4 in bar (layout/scale_bar.py) in registration black, with its words."""
    canvas.saveState()
    canvas.setStrokeColorRGB(*REGISTRATION_BLACK)
    canvas.setFillColorRGB(*REGISTRATION_BLACK)
    canvas.setLineWidth(LINE_MM)
    canvas.setLineCap(0)
    if bar.turn:
        turn_to_edge(canvas, bar.turn, *bar.page)
    for (x0, y0), (x1, y1) in bar.frame_lines():
        canvas.line(x0, y0, x1, y1)
    canvas.setFont(FONT, WORDS_PT * MM_PER_PT)
    for x, y, words in bar.words():
        canvas.drawString(x, y, words)
    canvas.restoreState()
