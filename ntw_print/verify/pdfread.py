"""Read a finished PDF back: page boxes, every piece of text with its place, strokes, fills, fonts.

Everything is in millimetres with the origin at the page's bottom-left corner, like the layout
code. A form XObject is read through its transformation and clipping path; one made only of paths
placed inside another form (a motif placed many times in a drawing that is itself a form, such as
a hex's texture in a board's ground) is read as one shape, its bounds, with no fill or stroke.
pdfium (C, fast) walks the page objects; pypdf opens the file strictly and lists the fonts
(pdffonts.py). Nothing here knows about games: it only says what is on the paper.
"""

from __future__ import annotations

import ctypes
import functools
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import pypdfium2 as pdfium
import pypdfium2.raw as raw

from ..core.geometry import MM_PER_PT, Point
from ..layout.sheet import Box
from ..render.forms import SYMBOL_MARK, label_of
from .pdffonts import FontRead, structure

Colour = tuple[int, int, int]
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Bounds = tuple[float, float, float, float]  # left, bottom, right, top
LINE_POINTS = 2  # by default only straight lines keep their points; other outlines keep their bounds


@dataclass(frozen=True)
class TextRun:
    """One text-show operation: the string, where its baseline starts, how big and which way up."""

    text: str
    x: float
    y: float
    box: Box
    size_pt: float
    angle: float  # degrees, counter-clockwise
    font: str
    embedded: bool
    stroked_only: bool = False  # outline text, such as a halo behind a label
    centre: Point = (0.0, 0.0)  # the middle of its box, filled in on creation

    def __post_init__(self) -> None:
        object.__setattr__(self, "centre", (self.box.x + self.box.width / 2, self.box.y + self.box.height / 2))


@dataclass(frozen=True)
class Shape:
    """One painted path: its bounds, fill and stroke, and its corner points when it is small."""

    box: Box
    fill: Colour | None
    stroke: Colour | None
    stroke_width: float
    points: tuple[Point, ...]  # in page mm; empty for long outlines
    visible: Box | None = None  # the part of `box` its clipping path lets show (None: all of it)

    @property
    def is_line(self) -> bool:
        """A single straight stroked segment (a crop mark, a tick, a rule)."""
        return self.fill is None and self.stroke is not None and len(self.points) == 2


@dataclass(frozen=True)
class PlacedSymbol:
    """A symbol placed as a form, with the name it was marked with (render/forms.py `place`)."""

    name: str
    box: Box


@dataclass(frozen=True)
class BadGlyph:
    """A character printed without a glyph in its font (it shows as an empty box or nothing)."""

    x: float
    y: float
    code: int


@dataclass
class PageRead:
    number: int  # 1-based
    media: Box
    trim: Box | None
    bleed: Box | None
    texts: list[TextRun] = field(default_factory=list)
    shapes: list[Shape] = field(default_factory=list)
    bad_glyphs: list[BadGlyph] = field(default_factory=list)
    symbols: list[PlacedSymbol] = field(default_factory=list)
    images: int = 0
    rotation: int = 0  # degrees clockwise a viewer and a printer turn the page (its /Rotate)

    @property
    def lines(self) -> list[Shape]:
        return [s for s in self.shapes if s.is_line]

    @functools.cached_property
    def extents(self) -> list[tuple[float, float, float, float, bool]]:
        """(left, bottom, right, top, more than a speck) of everything drawn: for quick area tests."""
        found = [(t.box.x, t.box.y, t.box.right, t.box.top, True) for t in self.texts]
        return found + [(s.box.x, s.box.y, s.box.right, s.box.top, s.box.width * s.box.height > 1.0)
                        for s in self.shapes]

    def texts_in(self, box: Box, margin: float = 0.0) -> list[TextRun]:
        """Text runs lying wholly inside the box grown by `margin`."""
        x0, y0 = box.x - margin - 0.05, box.y - margin - 0.05
        x1, y1 = box.right + margin + 0.05, box.top + margin + 0.05
        return [t for t in self.texts
                if t.box.x >= x0 and t.box.y >= y0 and t.box.x + t.box.width <= x1 and t.box.y + t.box.height <= y1]


@dataclass
class PdfRead:
    path: Path
    size: int
    pages: list[PageRead]
    fonts: list[FontRead]
    structure_problems: list[str]
    not_finite: list[tuple[int, str]] = field(default_factory=list)  # (page, operand) of a `nan` in the drawing
    page_count: int | None = None  # the file's pages, when only the first of them were read (`pages`)

    @property
    def pages_in_file(self) -> int:
        return len(self.pages) if self.page_count is None else self.page_count


def read_pdf(path: Path, points: int = LINE_POINTS, first_pages: int | None = None) -> PdfRead:
    """Everything the checkers need from one file (structure problems instead of exceptions).

    Outlines of up to `points` segments keep their corner points (2: straight lines only). With
    `first_pages`, only those pages are read (the whole file's structure and fonts still are).
    """
    size = path.stat().st_size
    problems, fonts, not_finite = structure(path)
    try:
        document = pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError as exc:
        return PdfRead(path, size, [], fonts, problems + [f"pdfium cannot open it: {exc}"], not_finite)
    try:
        total = len(document)
        pages = [_read_page(document, index, points) for index in range(min(first_pages or total, total))]
    finally:
        document.close()
    return PdfRead(path, size, pages, fonts, problems, not_finite, None if first_pages is None else total)


# --- page content (pdfium) ---------------------------------------------------------------------

def _box(left: float, bottom: float, right: float, top: float) -> Box:
    return Box(left * MM_PER_PT, bottom * MM_PER_PT, (right - left) * MM_PER_PT, (top - bottom) * MM_PER_PT)


def _page_box(getter: Callable[..., int], page: raw.FPDF_PAGE) -> Box | None:
    l, b, r, t = ctypes.c_float(), ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    if not getter(page, l, b, r, t):
        return None
    return _box(l.value, b.value, r.value, t.value)


def _read_page(document: pdfium.PdfDocument, index: int, points: int) -> PageRead:
    page = document[index]
    try:
        media = _page_box(raw.FPDFPage_GetMediaBox, page.raw) or _box(0, 0, page.get_width(), page.get_height())
        read = PageRead(index + 1, media, _page_box(raw.FPDFPage_GetTrimBox, page.raw),
                        _page_box(raw.FPDFPage_GetBleedBox, page.raw), rotation=page.get_rotation())
        textpage = page.get_textpage()
        try:
            texts, read.bad_glyphs = _page_text(textpage.raw)
            walker = _Walker(read, textpage.raw, points, texts)
            for i in range(raw.FPDFPage_CountObjects(page.raw)):
                walker.visit(raw.FPDFPage_GetObject(page.raw, i), IDENTITY, None)
        finally:
            textpage.close()
    finally:
        page.close()
    return read


def _multiply(m: Matrix, n: Matrix) -> Matrix:
    """m then n (PDF row-vector convention)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def _apply(m: Matrix, x: float, y: float) -> Point:
    a, b, c, d, e, f = m
    return ((a * x + c * y + e) * MM_PER_PT, (b * x + d * y + f) * MM_PER_PT)


def _symbol_mark(obj: raw.FPDF_PAGEOBJECT) -> str | None:
    """The name a placed symbol's form is marked with, or None."""
    for i in range(raw.FPDFPageObj_CountMarks(obj)):
        mark = raw.FPDFPageObj_GetMark(obj, i)
        length = ctypes.c_ulong()
        buffer = (ctypes.c_ushort * 64)()
        if not raw.FPDFPageObjMark_GetName(mark, buffer, ctypes.sizeof(buffer), length):
            continue
        if bytes(buffer)[:max(length.value - 2, 0)].decode("utf-16-le") != SYMBOL_MARK:
            continue
        raw.FPDFPageObjMark_GetParamStringValue(mark, b"Name", None, 0, length)
        value = (ctypes.c_ushort * (length.value // 2 + 1))()
        raw.FPDFPageObjMark_GetParamStringValue(mark, b"Name", value, length.value, length)
        return label_of(bytes(value)[:max(length.value - 2, 0)].decode("utf-16-le"))
    return None


def _bounds(obj: raw.FPDF_PAGEOBJECT, outer: Matrix) -> Box:
    l, b, r, t = ctypes.c_float(), ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    raw.FPDFPageObj_GetBounds(obj, l, b, r, t)
    if outer == IDENTITY:
        return _box(l.value, b.value, r.value, t.value)
    corners = [_apply(outer, x, y) for x in (l.value, r.value) for y in (b.value, t.value)]
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _clip_box(obj: raw.FPDF_PAGEOBJECT) -> Box | None:
    """The bounds (page mm) of the clipping path an object is drawn under, if it has one."""
    clip = raw.FPDFPageObj_GetClipPath(obj)
    if not clip:
        return None
    found = None
    x, y = ctypes.c_float(), ctypes.c_float()
    for index in range(raw.FPDFClipPath_CountPaths(clip)):
        xs, ys = [], []
        for segment in range(raw.FPDFClipPath_CountPathSegments(clip, index)):
            raw.FPDFPathSegment_GetPoint(raw.FPDFClipPath_GetPathSegment(clip, index, segment), x, y)
            xs.append(x.value)
            ys.append(y.value)
        if xs:
            box = _box(min(xs), min(ys), max(xs), max(ys))
            found = box if found is None else _overlap(found, box)
    return found


def _overlap(a: Box, b: Box) -> Box:
    left, bottom = max(a.x, b.x), max(a.y, b.y)
    return Box(left, bottom, max(min(a.right, b.right) - left, 0.0), max(min(a.top, b.top) - bottom, 0.0))


def _visible(bounds: Box, clip: Box | None) -> Box | None:
    """The part of ``bounds`` a clip lets show (None: all of it)."""
    return None if clip is None or clip.contains(bounds) else _overlap(bounds, clip)


def _in_space(box: Box, m: Matrix) -> Bounds:
    """The bounds of a page box (mm) in the space that ``m`` maps to the page."""
    a, b, c, d, e, f = m
    det = a * d - b * c
    xs, ys = [], []
    for x, y in ((box.x, box.y), (box.right, box.y), (box.x, box.top), (box.right, box.top)):
        x, y = x / MM_PER_PT - e, y / MM_PER_PT - f
        xs.append((d * x - c * y) / det)
        ys.append((a * y - b * x) / det)
    return min(xs), min(ys), max(xs), max(ys)


def _shows(obj: raw.FPDF_PAGEOBJECT, reach: Bounds) -> bool:
    """Whether an object's bounds meet ``reach`` (its own space, points)."""
    l, b, r, t = ctypes.c_float(), ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    raw.FPDFPageObj_GetBounds(obj, l, b, r, t)
    return l.value <= reach[2] and reach[0] <= r.value and b.value <= reach[3] and reach[1] <= t.value


def _colour(getter: Callable[..., int], obj: raw.FPDF_PAGEOBJECT) -> Colour | None:
    r, g, b, a = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
    if not getter(obj, r, g, b, a):
        return None
    return (r.value, g.value, b.value)


class _Walker:
    """Visits page objects (into form XObjects), collecting text runs and shapes."""

    def __init__(self, read: PageRead, textpage: raw.FPDF_TEXTPAGE, points: int, texts: dict[int, str]) -> None:
        self.read = read
        self.points = points
        self.texts = texts
        self.textpage = textpage
        self.font_cache: dict[int, tuple[str, bool]] = {}

    def visit(self, obj: raw.FPDF_PAGEOBJECT, outer: Matrix, clip: Box | None, reach: Bounds | None = None, nested: bool = False) -> None:
        """Collect one object drawn under ``outer``; inside a form, only what shows through the
        clipping path the form is drawn under (``clip``, page mm; ``reach``, the same in the
        form's space): a form may hold more than a page shows, such as a whole board behind a
        window of it. ``nested``: the object lies inside a form (where a form of paths only is a
        motif, read as one shape)."""
        if reach is not None and not _shows(obj, reach):
            return
        kind = raw.FPDFPageObj_GetType(obj)
        if kind == raw.FPDF_PAGEOBJ_TEXT:
            self.text(obj, outer)
        elif kind == raw.FPDF_PAGEOBJ_PATH:
            self.path(obj, outer, clip)
        elif kind == raw.FPDF_PAGEOBJ_FORM:
            if (name := _symbol_mark(obj)) is not None:
                self.read.symbols.append(PlacedSymbol(name, _bounds(obj, outer)))
            inside = [raw.FPDFFormObj_GetObject(obj, i) for i in range(raw.FPDFFormObj_CountObjects(obj))]
            if nested and inside and all(raw.FPDFPageObj_GetType(o) == raw.FPDF_PAGEOBJ_PATH for o in inside):
                bounds = _bounds(obj, outer)  # a motif: its place, and what of it the clip lets show
                self.read.shapes.append(Shape(bounds, None, None, 0.0, (), _visible(bounds, clip)))
                return
            inner = _multiply(self.matrix(obj), outer)
            own = _clip_box(obj) if outer == IDENTITY else None
            if own is not None:
                clip = own if clip is None else _overlap(clip, own)
            reach = _in_space(clip, inner) if clip is not None else None
            for found in inside:
                self.visit(found, inner, clip, reach, nested=True)
        elif kind == raw.FPDF_PAGEOBJ_IMAGE:
            self.read.images += 1

    @staticmethod
    def matrix(obj: raw.FPDF_PAGEOBJECT) -> Matrix:
        m = raw.FS_MATRIX()
        raw.FPDFPageObj_GetMatrix(obj, m)
        return (m.a, m.b, m.c, m.d, m.e, m.f)

    def font(self, obj: raw.FPDF_PAGEOBJECT) -> tuple[str, bool]:
        handle = raw.FPDFTextObj_GetFont(obj)
        key = _address(handle)
        if key not in self.font_cache:
            length = raw.FPDFFont_GetBaseFontName(handle, None, 0)
            buffer = ctypes.create_string_buffer(length)
            raw.FPDFFont_GetBaseFontName(handle, buffer, length)
            name = buffer.value.decode("utf-8", "replace")
            self.font_cache[key] = (name, bool(raw.FPDFFont_GetIsEmbedded(handle)))
        return self.font_cache[key]

    def text(self, obj: raw.FPDF_PAGEOBJECT, outer: Matrix) -> None:
        text = self.texts.get(_address(obj))
        if text is None:  # not on the text page (pdfium leaves some out): ask the object itself
            length = raw.FPDFTextObj_GetText(obj, self.textpage, None, 0)
            buffer = (ctypes.c_ushort * max(length // 2, 1))()
            raw.FPDFTextObj_GetText(obj, self.textpage, buffer, length)
            text = bytes(buffer)[:max(length - 2, 0)].decode("utf-16-le", "replace")
        if not text.strip():
            return
        mode = raw.FPDFTextObj_GetTextRenderMode(obj)
        m = _multiply(self.matrix(obj), outer)
        size = ctypes.c_float()
        raw.FPDFTextObj_GetFontSize(obj, size)
        scale = math.hypot(m[0], m[1])
        x, y = _apply(m, 0.0, 0.0)
        name, embedded = self.font(obj)
        self.read.texts.append(TextRun(text.strip(), x, y, _bounds(obj, outer), size.value * scale,
                                       math.degrees(math.atan2(m[1], m[0])), name, embedded,
                                       stroked_only=mode == raw.FPDF_TEXTRENDERMODE_STROKE))

    def path(self, obj: raw.FPDF_PAGEOBJECT, outer: Matrix, form_clip: Box | None = None) -> None:
        fill_mode, stroke = ctypes.c_int(), ctypes.c_int()
        raw.FPDFPath_GetDrawMode(obj, fill_mode, stroke)
        if not fill_mode.value and not stroke.value:
            return  # a clipping path or an invisible outline
        count = raw.FPDFPath_CountSegments(obj)
        points: tuple[Point, ...] = ()
        m = _multiply(self.matrix(obj), outer)
        if count <= self.points:
            collected = []
            x, y = ctypes.c_float(), ctypes.c_float()
            for i in range(count):
                segment = raw.FPDFPath_GetPathSegment(obj, i)
                raw.FPDFPathSegment_GetPoint(segment, x, y)
                collected.append(_apply(m, x.value, y.value))
            points = tuple(collected)
        width = ctypes.c_float()
        raw.FPDFPageObj_GetStrokeWidth(obj, width)
        stroke_scale = math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))
        bounds = _bounds(obj, outer)
        clip = _clip_box(obj) if outer == IDENTITY else form_clip
        self.read.shapes.append(Shape(
            bounds,
            _colour(raw.FPDFPageObj_GetFillColor, obj) if fill_mode.value else None,
            _colour(raw.FPDFPageObj_GetStrokeColor, obj) if stroke.value else None,
            width.value * stroke_scale * MM_PER_PT if stroke.value else 0.0,
            points,
            _visible(bounds, clip),
        ))


def _address(pointer: raw.FPDF_PAGEOBJECT | raw.FPDF_FONT) -> int:
    return ctypes.addressof(pointer.contents) if pointer else 0


_TEXT_OBJECT = ctypes.cast(raw.FPDFText_GetTextObject, ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int))
"""FPDFText_GetTextObject returning the object's address as a plain int (it is called once per character)."""


def _page_text(textpage: raw.FPDF_TEXTPAGE) -> tuple[dict[int, str], list[BadGlyph]]:
    """The text of every text object on the page, read in one pass over the page's characters
    (asking each object for its own text costs a pass per object), and the characters printed
    without a glyph (NUL or U+FFFD: they show as an empty box or nothing)."""
    count = raw.FPDFText_CountChars(textpage)
    if count <= 0:
        return {}, []
    buffer = (ctypes.c_ushort * (count + 1))()
    raw.FPDFText_GetText(textpage, 0, count, buffer)
    page_address = ctypes.cast(textpage, ctypes.c_void_p).value
    texts: dict[int, list[str]] = {}
    bad: list[BadGlyph] = []
    for index, code in enumerate(list(buffer)[:count]):
        key = _TEXT_OBJECT(page_address, index)
        if code in (0, 0xFFFD) and not raw.FPDFText_IsGenerated(textpage, index):
            l, r, b, t = ctypes.c_double(), ctypes.c_double(), ctypes.c_double(), ctypes.c_double()
            raw.FPDFText_GetCharBox(textpage, index, l, r, b, t)
            bad.append(BadGlyph(l.value * MM_PER_PT, b.value * MM_PER_PT, code))
        if key:
            texts.setdefault(key, []).append(chr(code) if code else "")
    return {key: "".join(chars) for key, chars in texts.items()}, bad
