"""An SVG canvas: the drawing calls of reportlab's canvas that ntw-print's renderers (and svglib's
drawings) make, written as SVG with svgwrite. The printed sheet and its SVG come from the same
calls, so they share every coordinate; only the output differs.

Units are those the renderers use (mm, y up from the bottom-left corner); the document flips y
once at its root. Text stays text, in the PDF's font (Bitstream Vera, or a metric twin such as
DejaVu Sans) and pinned to the width the PDF gives it (`textLength`).
"""

from __future__ import annotations

import base64
import io
import math
from dataclasses import dataclass, replace

import svgwrite
from reportlab.lib.colors import Color, toColor
from reportlab.pdfbase import pdfmetrics

from .svg_path import Path, svg_number

FONT_FAMILY = "'Bitstream Vera Sans', 'DejaVu Sans', Verdana, sans-serif"
CAPS = {0: "butt", 1: "round", 2: "square"}
JOINS = {0: "miter", 1: "round", 2: "bevel"}
FILL_EVEN_ODD = 0  # reportlab's default fill rule


@dataclass(frozen=True)
class State:
    fill: str = "#000000"
    fill_alpha: float = 1.0
    stroke: str = "#000000"
    stroke_alpha: float = 1.0
    width: float = 1.0
    cap: int = 0
    join: int = 0
    dash: tuple[tuple[float, ...], float] = ((), 0.0)
    font: str = "Sans"
    size: float = 10.0
    char_space: float = 0.0
    render_mode: int = 0


class TextObject:
    """reportlab's text object: its settings are the canvas's (as in PDF, they outlive it)."""

    def __init__(self, canvas: "SvgCanvas", x: float = 0.0, y: float = 0.0):
        self.canvas = canvas
        self.x, self.y = x, y
        self.runs: list[tuple[float, float, str, State]] = []

    def setTextOrigin(self, x, y) -> None:  # noqa: N802
        self.x, self.y = x, y

    def setFont(self, name, size, leading=None) -> None:  # noqa: N802
        self.canvas.setFont(name, size)

    def setCharSpace(self, space) -> None:  # noqa: N802
        self.canvas._set(char_space=space)

    def setTextRenderMode(self, mode) -> None:  # noqa: N802
        self.canvas._set(render_mode=mode)

    def setFillColor(self, colour, alpha=None) -> None:  # noqa: N802
        self.canvas.setFillColor(colour, alpha)

    def setStrokeColor(self, colour, alpha=None) -> None:  # noqa: N802
        self.canvas.setStrokeColor(colour, alpha)

    def textOut(self, text: str) -> None:  # noqa: N802
        self.runs.append((self.x, self.y, text, self.canvas.state))
        self.x += self.canvas._advance(text)

    def textLine(self, text: str = "") -> None:  # noqa: N802
        self.textOut(text)


class SvgCanvas:
    """A canvas of `width` x `height` (mm) whose drawing calls become an SVG document."""

    def __init__(self, width: float, height: float):
        self.width, self.height = width, height
        self.drawing = svgwrite.Drawing(size=(f"{svg_number(width)}mm", f"{svg_number(height)}mm"), profile="full", debug=False)
        self.drawing["viewBox"] = f"0 0 {svg_number(width)} {svg_number(height)}"
        root = self.drawing.g(transform=f"matrix(1 0 0 -1 0 {svg_number(height)})")
        self.drawing.add(root)
        self.state = State()
        self._parent = root
        self._stack: list[tuple[State, object]] = []
        self._ids = 0
        self._forms: dict[str, str] = {}
        self._form_stack: list[tuple[State, object, list]] = []
        self._fillMode = FILL_EVEN_ODD  # noqa: N815 - read by reportlab's drawing renderer
        self._images: dict[int, str] = {}
        self._extgstate = _NoStates()  # a form's transparency states, which PDF needs named and SVG does not

    # -- state ------------------------------------------------------------------------------------

    @property
    def _fontname(self) -> str:
        return self.state.font

    @property
    def _fontsize(self) -> float:
        return self.state.size

    def _set(self, **changes) -> None:
        self.state = replace(self.state, **changes)

    def _open(self, **attributes):
        group = self.drawing.g(**attributes)
        self._parent.add(group)
        self._parent = group

    def _new_id(self, what: str) -> str:
        self._ids += 1
        return f"{what}{self._ids}"

    def saveState(self) -> None:  # noqa: N802
        self._stack.append((self.state, self._parent))

    def restoreState(self) -> None:  # noqa: N802
        self.state, self._parent = self._stack.pop()

    def transform(self, a, b, c, d, e, f) -> None:
        self._open(transform=f"matrix({' '.join(svg_number(v) for v in (a, b, c, d, e, f))})")

    def translate(self, dx, dy) -> None:
        self.transform(1, 0, 0, 1, dx, dy)

    def scale(self, x, y) -> None:
        self.transform(x, 0, 0, y, 0, 0)

    def rotate(self, degrees) -> None:
        angle = math.radians(degrees)
        self.transform(math.cos(angle), math.sin(angle), -math.sin(angle), math.cos(angle), 0, 0)

    def setFillColor(self, colour, alpha=None) -> None:  # noqa: N802
        value, own = _colour(colour)
        self._set(fill=value, fill_alpha=alpha if alpha is not None else own if own is not None else self.state.fill_alpha)

    def setStrokeColor(self, colour, alpha=None) -> None:  # noqa: N802
        value, own = _colour(colour)
        self._set(stroke=value,
                  stroke_alpha=alpha if alpha is not None else own if own is not None else self.state.stroke_alpha)

    def setFillColorRGB(self, r, g, b, alpha=None) -> None:  # noqa: N802
        self.setFillColor(Color(r, g, b), alpha)

    def setStrokeColorRGB(self, r, g, b, alpha=None) -> None:  # noqa: N802
        self.setStrokeColor(Color(r, g, b), alpha)

    def setFillGray(self, gray, alpha=None) -> None:  # noqa: N802
        self.setFillColor(Color(gray, gray, gray), alpha)

    def setStrokeGray(self, gray, alpha=None) -> None:  # noqa: N802
        self.setStrokeColor(Color(gray, gray, gray), alpha)

    def setFillAlpha(self, alpha) -> None:  # noqa: N802
        self._set(fill_alpha=alpha)

    def setStrokeAlpha(self, alpha) -> None:  # noqa: N802
        self._set(stroke_alpha=alpha)

    def setLineWidth(self, width) -> None:  # noqa: N802
        self._set(width=width)

    def setLineCap(self, cap) -> None:  # noqa: N802
        self._set(cap=cap)

    def setLineJoin(self, join) -> None:  # noqa: N802
        self._set(join=join)

    def setMiterLimit(self, limit) -> None:  # noqa: N802
        pass  # SVG's default limit, 4, is PDF's 10 in effect for the angles drawn here

    def setDash(self, array=(), phase=0) -> None:  # noqa: N802
        if isinstance(array, (int, float)):
            array = (array, phase)
            phase = 0
        self._set(dash=(tuple(array), phase))

    def setFont(self, name, size, leading=None) -> None:  # noqa: N802
        self._set(font=name, size=size)

    def setFillOverprint(self, *args, **kwargs) -> None:  # noqa: N802 - nothing to overprint on screen
        pass

    setStrokeOverprint = setOverprintMask = setFillOverprint

    # -- shapes -----------------------------------------------------------------------------------

    def beginPath(self) -> Path:  # noqa: N802
        return Path()

    def drawPath(self, path: Path, stroke=1, fill=0, fillMode=None) -> None:  # noqa: N802,N803
        self._parent.add(self.drawing.path(d=path.data, **self._paint(stroke, fill, fillMode)))

    def clipPath(self, path: Path, stroke=0, fill=0, fillMode=None) -> None:  # noqa: N802,N803
        if stroke or fill:
            self.drawPath(path, stroke, fill, fillMode)
        clip_id = self._new_id("clip")
        clip = self.drawing.defs.add(self.drawing.clipPath(id=clip_id))
        rule = "evenodd" if (self._fillMode if fillMode is None else fillMode) == FILL_EVEN_ODD else "nonzero"
        clip.add(self.drawing.path(d=path.data, clip_rule=rule))
        self._open(clip_path=f"url(#{clip_id})")

    def _shape(self, build, stroke, fill) -> None:
        path = Path()
        build(path)
        self.drawPath(path, stroke, fill)

    def rect(self, x, y, width, height, stroke=1, fill=0) -> None:
        self._shape(lambda p: p.rect(x, y, width, height), stroke, fill)

    def roundRect(self, x, y, width, height, radius, stroke=1, fill=0) -> None:  # noqa: N802
        self._shape(lambda p: p.roundRect(x, y, width, height, radius), stroke, fill)

    def circle(self, x, y, r, stroke=1, fill=0) -> None:
        self._shape(lambda p: p.circle(x, y, r), stroke, fill)

    def ellipse(self, x1, y1, x2, y2, stroke=1, fill=0) -> None:
        self._shape(lambda p: p.ellipse(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1)), stroke, fill)

    def arc(self, x1, y1, x2, y2, startAng=0, extent=90) -> None:  # noqa: N803
        self._shape(lambda p: p.arc(x1, y1, x2, y2, startAng, extent), 1, 0)

    def line(self, x1, y1, x2, y2) -> None:
        self._shape(lambda p: (p.moveTo(x1, y1), p.lineTo(x2, y2)), 1, 0)

    def lines(self, segments) -> None:
        def build(p: Path) -> None:
            for x1, y1, x2, y2 in segments:
                p.moveTo(x1, y1)
                p.lineTo(x2, y2)
        self._shape(build, 1, 0)

    def _paint(self, stroke, fill, fill_mode=None) -> dict:
        s = self.state
        found = {"fill": s.fill if fill else "none", "stroke": s.stroke if stroke else "none"}
        if fill:
            if s.fill_alpha < 1:
                found["fill_opacity"] = svg_number(s.fill_alpha)
            rule = self._fillMode if fill_mode is None else fill_mode
            if rule == FILL_EVEN_ODD:
                found["fill_rule"] = "evenodd"
        if stroke:
            found["stroke_width"] = svg_number(s.width)
            if s.stroke_alpha < 1:
                found["stroke_opacity"] = svg_number(s.stroke_alpha)
            if s.cap:
                found["stroke_linecap"] = CAPS[s.cap]
            if s.join:
                found["stroke_linejoin"] = JOINS[s.join]
            array, phase = s.dash
            if array:
                found["stroke_dasharray"] = " ".join(svg_number(v) for v in array)
                if phase:
                    found["stroke_dashoffset"] = svg_number(phase)
        return found

    # -- text -------------------------------------------------------------------------------------

    def _advance(self, text: str) -> float:
        return pdfmetrics.stringWidth(text, self.state.font, self.state.size) + self.state.char_space * len(text)

    def drawString(self, x, y, text, mode=None, charSpace=0, **kwargs) -> None:  # noqa: N802,N803
        self._text(x, y, text, self.state)

    def drawCentredString(self, x, y, text, **kwargs) -> None:  # noqa: N802
        self._text(x - self._advance(text) / 2, y, text, self.state)

    def drawRightString(self, x, y, text, **kwargs) -> None:  # noqa: N802
        self._text(x - self._advance(text), y, text, self.state)

    def beginText(self, x=0, y=0) -> TextObject:  # noqa: N802
        return TextObject(self, x, y)

    def drawText(self, text: TextObject) -> None:  # noqa: N802
        for x, y, words, state in text.runs:
            self._text(x, y, words, state)

    def _text(self, x: float, y: float, words: str, s: State) -> None:
        if not words or s.render_mode == 3:
            return
        bold = "bold" in s.font.lower()
        italic = "oblique" in s.font.lower() or "italic" in s.font.lower()
        attributes = {"font_family": FONT_FAMILY, "font_size": svg_number(s.size),
                      "transform": f"matrix(1 0 0 -1 {svg_number(x)} {svg_number(y)})", "xml__space": "preserve",
                      "textLength": svg_number(pdfmetrics.stringWidth(words, s.font, s.size)
                                         + s.char_space * (len(words) - 1)),
                      "lengthAdjust": "spacingAndGlyphs"}
        if bold:
            attributes["font_weight"] = "bold"
        if italic:
            attributes["font_style"] = "italic"
        fill, stroke = s.render_mode in (0, 2), s.render_mode in (1, 2)
        attributes["fill"] = s.fill if fill else "none"
        if fill and s.fill_alpha < 1:
            attributes["fill_opacity"] = svg_number(s.fill_alpha)
        if stroke:
            attributes.update(stroke=s.stroke, stroke_width=svg_number(s.width))
            if s.join:
                attributes["stroke_linejoin"] = JOINS[s.join]
            if s.stroke_alpha < 1:
                attributes["stroke_opacity"] = svg_number(s.stroke_alpha)
        element = self.drawing.text(words, insert=(0, 0), **attributes)
        self._parent.add(element)

    # -- forms and images -------------------------------------------------------------------------

    def hasForm(self, name: str) -> bool:  # noqa: N802
        return name in self._forms

    def beginForm(self, name, lowerx=0, lowery=0, upperx=None, uppery=None) -> None:  # noqa: N802
        form_id = self._new_id("form")
        self._forms[name] = form_id
        group = self.drawing.defs.add(self.drawing.g(id=form_id))
        self._form_stack.append((self.state, self._parent, self._stack))
        self.state, self._parent, self._stack = State(), group, []
        if upperx is not None and uppery is not None:
            box = Path()
            box.rect(lowerx, lowery, upperx - lowerx, uppery - lowery)
            self.clipPath(box)

    def endForm(self, **kwargs) -> None:  # noqa: N802
        self.state, self._parent, self._stack = self._form_stack.pop()

    def doForm(self, name) -> None:  # noqa: N802
        self._parent.add(self.drawing.use(f"#{self._forms[name]}"))

    def drawImage(self, image, x, y, width=None, height=None, mask=None, **kwargs) -> None:  # noqa: N802
        from reportlab.lib.utils import ImageReader

        reader = image if isinstance(image, ImageReader) else ImageReader(image)
        if width is None or height is None:
            width, height = reader.getSize()
        self._parent.add(self.drawing.image(self._image_data(reader), insert=(0, 0), size=(svg_number(width), svg_number(height)),
                                            transform=f"matrix(1 0 0 -1 {svg_number(x)} {svg_number(y + height)})",
                                            preserveAspectRatio="none"))

    drawInlineImage = drawImage

    def _image_data(self, reader) -> str:
        key = id(reader)
        if key not in self._images:
            buffer = io.BytesIO()
            reader._image.save(buffer, format="PNG")
            self._images[key] = "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")
        return self._images[key]

    # -- the document -----------------------------------------------------------------------------

    def svg(self) -> str:
        return self.drawing.tostring()


class _NoStates:
    def getState(self) -> dict:  # noqa: N802 - reportlab's name
        return {}


def _colour(value) -> tuple[str, float | None]:
    """`#rrggbb` and the colour's own alpha (None when it has none): as in reportlab, a colour with
    an alpha sets it."""
    colour = value if isinstance(value, Color) else toColor(value)
    red, green, blue = (max(0, min(255, round(c * 255))) for c in colour.rgb())
    return f"#{red:02x}{green:02x}{blue:02x}", getattr(colour, "alpha", None)
