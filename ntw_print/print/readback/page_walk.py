"""One page read with pdfium, object by object, into a `PageRead` (part of `pdfread.read_pdf`):
every text run with its place, every painted path, the symbols placed as forms, into the forms a
page places.

A board's page holds thousands of objects (a tiled board 7,000 text objects, half of them the
halos behind its coordinates). The pdfium functions called for each object are declared here to
take and give plain addresses, and to write into buffers made once a page: pypdfium2's own
bindings wrap every pointer in an object and every value they give back in a new ctypes value,
which cost more than the calls themselves. The page's text is read once, in bulk, and shared out
among its objects; the records are made without their dataclasses' __init__ (see `_made`).
"""

from __future__ import annotations

import ctypes
import functools
import math
from typing import Any, Callable, Sequence, TypeVar

import pypdfium2 as pdfium
import pypdfium2.raw as raw

from ...core.geometry import MM_PER_PT, Point
from ..layout.sheet import Box
from ..render.forms import SYMBOL_MARK, label_of
from .pdfread import BadGlyph, PageRead, PlacedSymbol, Shape, TextRun, centre_of

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Bounds = tuple[float, float, float, float]  # left, bottom, right, top

_A, _I, _N = ctypes.c_void_p, ctypes.c_int, ctypes.c_ulong


def _declared(function: Any, result: Any, *arguments: Any) -> Any:
    """A pdfium function taking addresses (ints, buffers' included) and numbers, giving a plain value."""
    return ctypes.cast(function, ctypes.CFUNCTYPE(result, *arguments))


_count_objects = _declared(raw.FPDFPage_CountObjects, _I, _A)
_page_object = _declared(raw.FPDFPage_GetObject, _A, _A, _I)
_count_inside = _declared(raw.FPDFFormObj_CountObjects, _I, _A)
_inside = _declared(raw.FPDFFormObj_GetObject, _A, _A, _N)
_kind = _declared(raw.FPDFPageObj_GetType, _I, _A)
_matrix = _declared(raw.FPDFPageObj_GetMatrix, _I, _A, _A)
_bounds = _declared(raw.FPDFPageObj_GetBounds, _I, _A, _A, _A, _A, _A)
_render_mode = _declared(raw.FPDFTextObj_GetTextRenderMode, _I, _A)
_font_size = _declared(raw.FPDFTextObj_GetFontSize, _I, _A, _A)
_font = _declared(raw.FPDFTextObj_GetFont, _A, _A)
_font_name = _declared(raw.FPDFFont_GetBaseFontName, ctypes.c_size_t, _A, _A, ctypes.c_size_t)
_font_embedded = _declared(raw.FPDFFont_GetIsEmbedded, _I, _A)
_own_text = _declared(raw.FPDFTextObj_GetText, _N, _A, _A, _A, _N)
_draw_mode = _declared(raw.FPDFPath_GetDrawMode, _I, _A, _A, _A)
_count_segments = _declared(raw.FPDFPath_CountSegments, _I, _A)
_segment = _declared(raw.FPDFPath_GetPathSegment, _A, _A, _I)
_point = _declared(raw.FPDFPathSegment_GetPoint, _I, _A, _A, _A)
_stroke_width = _declared(raw.FPDFPageObj_GetStrokeWidth, _I, _A, _A)
_fill_colour = _declared(raw.FPDFPageObj_GetFillColor, _I, _A, _A, _A, _A, _A)
_stroke_colour = _declared(raw.FPDFPageObj_GetStrokeColor, _I, _A, _A, _A, _A, _A)
_clip_path = _declared(raw.FPDFPageObj_GetClipPath, _A, _A)
_clip_paths = _declared(raw.FPDFClipPath_CountPaths, _I, _A)
_clip_segments = _declared(raw.FPDFClipPath_CountPathSegments, _I, _A, _I)
_clip_segment = _declared(raw.FPDFClipPath_GetPathSegment, _A, _A, _I, _I)
_count_marks = _declared(raw.FPDFPageObj_CountMarks, _I, _A)
_mark = _declared(raw.FPDFPageObj_GetMark, _A, _A, _N)
_mark_name = _declared(raw.FPDFPageObjMark_GetName, _I, _A, _A, _N, _A)
_mark_text = _declared(raw.FPDFPageObjMark_GetParamStringValue, _I, _A, ctypes.c_char_p, _A, _N, _A)
_char_object = _declared(raw.FPDFText_GetTextObject, _A, _A, _I)

_TEXT, _PATH = raw.FPDF_PAGEOBJ_TEXT, raw.FPDF_PAGEOBJ_PATH
_FORM, _IMAGE = raw.FPDF_PAGEOBJ_FORM, raw.FPDF_PAGEOBJ_IMAGE
_STROKE_ONLY = raw.FPDF_TEXTRENDERMODE_STROKE
_new = object.__new__
T = TypeVar("T")


def _made(cls: type[T], fields: dict[str, Any]) -> T:
    """A record of a frozen dataclass with these values (all its fields), made without its
    __init__, which sets each field through object.__setattr__: most of what a text run cost."""
    record = _new(cls)
    record.__dict__.update(fields)
    return record


def _box(left: float, bottom: float, right: float, top: float) -> Box:
    return _made(Box, {"x": left * MM_PER_PT, "y": bottom * MM_PER_PT, "width": (right - left) * MM_PER_PT,
                       "height": (top - bottom) * MM_PER_PT})


def _page_box(getter: Callable[..., int], page: raw.FPDF_PAGE) -> Box | None:
    l, b, r, t = ctypes.c_float(), ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    if not getter(page, l, b, r, t):
        return None
    return _box(l.value, b.value, r.value, t.value)


def _address(pointer: Any) -> int:
    return ctypes.cast(pointer, ctypes.c_void_p).value or 0


def read_page(document: pdfium.PdfDocument, index: int, points: int) -> PageRead:
    """Page `index` (0-based) of an open document; outlines of up to `points` segments keep their points."""
    page = document[index]
    try:
        media = _page_box(raw.FPDFPage_GetMediaBox, page.raw) or _box(0, 0, page.get_width(), page.get_height())
        read = PageRead(index + 1, media, _page_box(raw.FPDFPage_GetTrimBox, page.raw),
                        _page_box(raw.FPDFPage_GetBleedBox, page.raw), rotation=page.get_rotation())
        textpage = page.get_textpage()
        try:
            texts, read.bad_glyphs = _page_text(textpage.raw)
            walker = _Walker(read, _address(textpage.raw), points, texts)
            address = _address(page.raw)
            for i in range(_count_objects(address)):
                walker.visit(_page_object(address, i), IDENTITY, None)
        finally:
            textpage.close()
    finally:
        page.close()
    return read


def _multiply(m: Sequence[float], n: Matrix) -> Matrix:
    """m then n (PDF row-vector convention)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def _apply(m: Matrix, x: float, y: float) -> Point:
    a, b, c, d, e, f = m
    return ((a * x + c * y + e) * MM_PER_PT, (b * x + d * y + f) * MM_PER_PT)


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


class _Walker:
    """Visits page objects (into form XObjects), collecting text runs and shapes. pdfium writes what
    it gives back into the walker's buffers: six floats (a matrix, bounds, a point) and four ints."""

    def __init__(self, read: PageRead, textpage: int, points: int, texts: dict[int, str]) -> None:
        self.read = read
        self.points = points
        self.texts = texts
        self.textpage = textpage
        self.font_cache: dict[int, tuple[str, bool]] = {}
        self.floats = (ctypes.c_float * 6)()
        self.ints = (ctypes.c_uint * 4)()
        self.f = [ctypes.addressof(self.floats) + 4 * i for i in range(6)]
        self.i = [ctypes.addressof(self.ints) + 4 * i for i in range(4)]

    def visit(self, obj: int, outer: Matrix, clip: Box | None, reach: Bounds | None = None,
              nested: bool = False) -> None:
        """Collect one object drawn under ``outer``; inside a form, only what shows through the
        clipping path the form is drawn under (``clip``, page mm; ``reach``, the same in the
        form's space): a form may hold more than a page shows, such as a whole board behind a
        window of it. ``nested``: the object lies inside a form (where a form of paths only is a
        motif, read as one shape)."""
        if reach is not None and not self.shows(obj, reach):
            return
        kind = _kind(obj)
        if kind == _TEXT:
            self.text(obj, outer)
        elif kind == _PATH:
            self.path(obj, outer, clip)
        elif kind == _FORM:
            if (name := self.symbol_mark(obj)) is not None:
                self.read.symbols.append(PlacedSymbol(name, self.bounds(obj, outer)))
            inside = [_inside(obj, i) for i in range(_count_inside(obj))]
            if nested and inside and all(_kind(o) == _PATH for o in inside):
                bounds = self.bounds(obj, outer)  # a motif: its place, and what of it the clip lets show
                self.read.shapes.append(Shape(bounds, None, None, 0.0, (), _visible(bounds, clip)))
                return
            inner = _multiply(self.matrix(obj), outer)
            own = self.clip_box(obj) if outer == IDENTITY else None
            if own is not None:
                clip = own if clip is None else _overlap(clip, own)
            reach = _in_space(clip, inner) if clip is not None else None
            for found in inside:
                self.visit(found, inner, clip, reach, nested=True)
        elif kind == _IMAGE:
            self.read.images += 1

    def matrix(self, obj: int) -> Matrix:
        _matrix(obj, self.f[0])
        a, b, c, d, e, f = self.floats
        return (a, b, c, d, e, f)

    def bounds(self, obj: int, outer: Matrix) -> Box:
        """The object's bounds on the page (mm), through the forms it is drawn in (``outer``)."""
        f = self.f
        _bounds(obj, f[0], f[1], f[2], f[3])
        l, b, r, t = self.floats[0:4]
        if outer is IDENTITY or outer == IDENTITY:
            box = _new(Box)
            box.__dict__.update(x=l * MM_PER_PT, y=b * MM_PER_PT, width=(r - l) * MM_PER_PT, height=(t - b) * MM_PER_PT)
            return box
        a, b_, c, d, e, f_ = outer  # the four corners through the forms, as `_apply` places a point
        x0, x1 = (a * l + c * b + e) * MM_PER_PT, (a * l + c * t + e) * MM_PER_PT
        x2, x3 = (a * r + c * b + e) * MM_PER_PT, (a * r + c * t + e) * MM_PER_PT
        y0, y1 = (b_ * l + d * b + f_) * MM_PER_PT, (b_ * l + d * t + f_) * MM_PER_PT
        y2, y3 = (b_ * r + d * b + f_) * MM_PER_PT, (b_ * r + d * t + f_) * MM_PER_PT
        left, bottom = min(x0, x1, x2, x3), min(y0, y1, y2, y3)
        return _made(Box, {"x": left, "y": bottom, "width": max(x0, x1, x2, x3) - left,
                           "height": max(y0, y1, y2, y3) - bottom})

    def shows(self, obj: int, reach: Bounds) -> bool:
        """Whether an object's bounds meet ``reach`` (its own space, points)."""
        f = self.f
        _bounds(obj, f[0], f[1], f[2], f[3])
        l, b, r, t = self.floats[0:4]
        return l <= reach[2] and reach[0] <= r and b <= reach[3] and reach[1] <= t

    def clip_box(self, obj: int) -> Box | None:
        """The bounds (page mm) of the clipping path an object is drawn under, if it has one."""
        clip = _clip_path(obj)
        if not clip:
            return None
        found = None
        for index in range(_clip_paths(clip)):
            xs, ys = [], []
            for segment in range(_clip_segments(clip, index)):
                _point(_clip_segment(clip, index, segment), self.f[0], self.f[1])
                xs.append(self.floats[0])
                ys.append(self.floats[1])
            if xs:
                box = _box(min(xs), min(ys), max(xs), max(ys))
                found = box if found is None else _overlap(found, box)
        return found

    def colour(self, getter: Callable[..., int], obj: int) -> tuple[int, int, int] | None:
        i = self.i
        if not getter(obj, i[0], i[1], i[2], i[3]):
            return None
        return (self.ints[0], self.ints[1], self.ints[2])

    def symbol_mark(self, obj: int) -> str | None:
        """The name a placed symbol's form is marked with (render/forms.py `place`), or None."""
        for i in range(_count_marks(obj)):
            mark = _mark(obj, i)
            length = ctypes.c_ulong()
            buffer = (ctypes.c_ushort * 64)()
            if not _mark_name(mark, ctypes.addressof(buffer), ctypes.sizeof(buffer), ctypes.addressof(length)):
                continue
            if bytes(buffer)[:max(length.value - 2, 0)].decode("utf-16-le") != SYMBOL_MARK:
                continue
            _mark_text(mark, b"Name", None, 0, ctypes.addressof(length))
            value = (ctypes.c_ushort * (length.value // 2 + 1))()
            _mark_text(mark, b"Name", ctypes.addressof(value), length.value, ctypes.addressof(length))
            return label_of(bytes(value)[:max(length.value - 2, 0)].decode("utf-16-le"))
        return None

    def font(self, handle: int) -> tuple[str, bool]:
        """The name of a text object's font (`handle`, its address) and whether it is embedded, asked once a page."""
        length = _font_name(handle, None, 0)
        buffer = ctypes.create_string_buffer(length)
        _font_name(handle, ctypes.addressof(buffer), length)
        found = self.font_cache[handle] = (buffer.value.decode("utf-8", "replace"), bool(_font_embedded(handle)))
        return found

    def text(self, obj: int, outer: Matrix) -> None:
        text = self.texts.get(obj)
        if text is None:  # not on the text page (pdfium leaves some out): ask the object itself
            length = _own_text(obj, self.textpage, None, 0)
            buffer = (ctypes.c_ushort * max(length // 2, 1))()
            _own_text(obj, self.textpage, ctypes.addressof(buffer), length)
            text = bytes(buffer)[:max(length - 2, 0)].decode("utf-16-le", "replace")
        text = text.strip()
        if not text:
            return
        mode = _render_mode(obj)
        floats, f0 = self.floats, self.f[0]
        _matrix(obj, f0)
        a, b, c, d, e, f = _multiply(floats[0:6], outer)
        _font_size(obj, f0)
        size = floats[0]
        handle = _font(obj) or 0
        name, embedded = self.font_cache.get(handle) or self.font(handle)
        box = self.bounds(obj, outer)
        run = _new(TextRun)
        run.__dict__.update(
            text=text, x=(a * 0.0 + c * 0.0 + e) * MM_PER_PT, y=(b * 0.0 + d * 0.0 + f) * MM_PER_PT, box=box,
            size_pt=size * math.hypot(a, b), angle=math.degrees(math.atan2(b, a)), font=name, embedded=embedded,
            stroked_only=mode == _STROKE_ONLY, centre=centre_of(box))
        self.read.texts.append(run)

    def path(self, obj: int, outer: Matrix, form_clip: Box | None = None) -> None:
        i, f = self.i, self.f
        _draw_mode(obj, i[0], i[1])
        fill_mode, stroke = self.ints[0], self.ints[1]
        if not fill_mode and not stroke:
            return  # a clipping path or an invisible outline
        count = _count_segments(obj)
        points: tuple[Point, ...] = ()
        m = _multiply(self.matrix(obj), outer)
        if count <= self.points:
            collected = []
            for index in range(count):
                _point(_segment(obj, index), f[0], f[1])
                collected.append(_apply(m, self.floats[0], self.floats[1]))
            points = tuple(collected)
        _stroke_width(obj, f[0])
        width = self.floats[0]
        stroke_scale = math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))
        bounds = self.bounds(obj, outer)
        clip = self.clip_box(obj) if outer == IDENTITY else form_clip
        self.read.shapes.append(_made(Shape, {
            "box": bounds,
            "fill": self.colour(_fill_colour, obj) if fill_mode else None,
            "stroke": self.colour(_stroke_colour, obj) if stroke else None,
            "stroke_width": width * stroke_scale * MM_PER_PT if stroke else 0.0,
            "points": points,
            "visible": _visible(bounds, clip)}))


def _page_text(textpage: raw.FPDF_TEXTPAGE) -> tuple[dict[int, str], list[BadGlyph]]:
    """The text of every text object on the page, read in one pass over the page's characters
    (asking each object for its own text costs a pass per object), and the characters printed
    without a glyph (NUL or U+FFFD: they show as an empty box or nothing)."""
    count = raw.FPDFText_CountChars(textpage)
    if count <= 0:
        return {}, []
    buffer = (ctypes.c_ushort * (count + 1))()
    raw.FPDFText_GetText(textpage, 0, count, buffer)
    codes = buffer[:count]
    owners = list(map(functools.partial(_char_object, _address(textpage)), range(count)))
    bad: list[BadGlyph] = []
    for index in (i for i, code in enumerate(codes) if code in (0, 0xFFFD)):
        if not raw.FPDFText_IsGenerated(textpage, index):
            l, r, b, t = ctypes.c_double(), ctypes.c_double(), ctypes.c_double(), ctypes.c_double()
            raw.FPDFText_GetCharBox(textpage, index, l, r, b, t)
            bad.append(BadGlyph(l.value * MM_PER_PT, b.value * MM_PER_PT, codes[index]))
    # an object's characters follow one another; they are cut out of the page's text a run at a time
    text = "".join(map(chr, codes))
    texts: dict[int, str] = {}
    starts = [0] + [i for i in range(1, count) if owners[i] != owners[i - 1]] + [count]
    for start, end in zip(starts, starts[1:]):
        if owner := owners[start]:
            texts[owner] = texts.get(owner, "") + text[start:end]
    return ({owner: piece.replace("\0", "") for owner, piece in texts.items()} if "\0" in text else texts), bad
