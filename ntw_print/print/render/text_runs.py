"""Many short words in one text object, written straight as PDF operators: a board's coordinates
are thousands of words, and reportlab's text object spends far more per word than the PDF needs.

Each word moves from the last by `Td` (so a column of coordinates is `0 -18 Td (AA21) Tj`), in the
font subsets reportlab keeps for the document (its documented way to write a TrueType font's text:
`splitString` and `getSubsetInternalName`). Moves are worked out from where the previous word
landed as written, and every few dozen words one is placed outright, so rounding never adds up
down a column. On a canvas that only takes
reportlab's drawing calls (the SVG export's), the same words go through its text object.
"""

from __future__ import annotations

import weakref

from reportlab.lib.colors import CMYKColor, Color
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas


ANCHOR_EVERY = 32
"""Every so many words, one is placed by its full position (`Tm`) rather than moved to (`Td`): a
reader adds the moves up in single precision, and a few thousand of them would drift by microns."""


class TextRuns:
    """Words placed one by one, drawn together by `draw` (stroked only, for a halo, when `outline`)."""

    def __init__(self, canvas: Canvas, outline: bool = False):
        self.canvas = canvas
        self.direct = isinstance(canvas, Canvas)
        self.at = (0.0, 0.0)
        self.shown = 0
        if self.direct:
            self.code = ["BT", "1 Tr"] if outline else ["BT"]
            self.words: dict[tuple[str | None, str], list[tuple[str, str]]] = _WORDS.setdefault(canvas, {})
        else:
            self.text = canvas.beginText()
            if outline:
                self.text.setTextRenderMode(1)
        self.font_name: str | None = None
        self.size: float | None = None
        self.subset: str | None = None

    def font(self, name: str, size: float) -> None:
        """The font and size (in the canvas's units) of the words that follow."""
        if (name, size) == (self.font_name, self.size):
            return
        self.font_name, self.size, self.subset = name, size, None
        if not self.direct:
            self.text.setFont(name, size)

    def colour(self, ink: Color, stroke: bool = False) -> None:
        """The fill (or, for a halo, the stroke) colour of the words that follow."""
        if not self.direct:
            (self.text.setStrokeColor if stroke else self.text.setFillColor)(ink)
            return
        convert = self.canvas._enforceColorSpace  # a print shop's canvas turns colours into its press's CMYK
        ink = convert(ink) if convert else ink
        if isinstance(ink, CMYKColor):
            self.code.append(f"{fp_str(ink.cyan, ink.magenta, ink.yellow, ink.black)} {'K' if stroke else 'k'}")
        else:
            self.code.append(f"{fp_str(ink.red, ink.green, ink.blue)} {'RG' if stroke else 'rg'}")

    def show(self, x: float, y: float, text: str) -> None:
        """`text` starting at (x, y), on its baseline."""
        if not self.direct:
            self.text.setTextOrigin(x, y)
            self.text.textOut(text)
            return
        code = self.code
        self.shown += 1
        if self.shown % ANCHOR_EVERY == 1:  # placed outright now and then: a reader adds moves up in floats
            at = fp_str(x, y)
            ax, ay = at.split()
            self.at = (float(ax), float(ay))
            code.append(f"1 0 0 1 {at} Tm")
        else:
            dx, dy = fp_str(x - self.at[0]), fp_str(y - self.at[1])
            self.at = (self.at[0] + float(dx), self.at[1] + float(dy))  # where the reader puts it
            code.append(f"{dx} {dy} Td")
        for subset_name, chunk in self._chunks(text):
            if subset_name != self.subset:
                self.subset = subset_name
                code.append(f"{subset_name} {fp_str(self.size)} Tf")
            code.append(f"({chunk}) Tj")

    def _chunks(self, text: str) -> list[tuple[str, str]]:
        key = (self.font_name, text)
        found = self.words.get(key)
        if found is None:
            font, doc, escape = pdfmetrics.getFont(self.font_name), self.canvas._doc, self.canvas._escape
            found = self.words[key] = [(font.getSubsetInternalName(subset, doc), escape(chunk))
                                       for subset, chunk in font.splitString(text, doc)]
        return found

    def draw(self) -> None:
        if not self.direct:
            self.canvas.drawText(self.text)
            return
        self.code.append("ET")
        self.canvas.addLiteral(" ".join(self.code))


_WORDS: weakref.WeakKeyDictionary[Canvas, dict[tuple[str | None, str], list[tuple[str, str]]]] = \
    weakref.WeakKeyDictionary()
"""Per canvas: (font, text) -> its chunks as written, [(subset font name, escaped codes)] (a halo and
its ink write the same words)."""
