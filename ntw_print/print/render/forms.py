"""Art drawn once per PDF and placed many times: PDF form XObjects.

A form is drawn the first time a page asks for it, in its own coordinates (mm when the page is
scaled to mm), and every later use is one short instruction: a hex texture placed on a thousand
hexes, a board side shown on sixteen tiled pages. Names are chosen by the caller and must say
everything the drawing depends on (two drawings under one name would show the first twice).
Forms may use other forms, transparency and fonts; their resources are written in full.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase.pdfdoc import PDFResourceDictionary
from reportlab.pdfgen.canvas import Canvas

from ..layout.sheet import Box


SYMBOL_MARK = "Symbol"  # the marked-content tag a placed symbol carries its name in

_SHORT: weakref.WeakKeyDictionary[Canvas, dict[str, str]] = weakref.WeakKeyDictionary()
"""Per canvas: each form's name -> the short name it has in the PDF (F0, F1... in the order first
drawn), since a hex texture's name is written once for every hex it lies on."""


def form(canvas: Canvas, name: str, bounds: Box, draw: Callable[[Canvas], None]) -> str:
    """The form ``name`` of the canvas's document, drawn by ``draw`` the first time (everything it
    draws must lie within ``bounds``); returns the name to give ``canvas.doForm`` or ``place``."""
    short = _SHORT.setdefault(canvas, {})
    if name in short:
        return short[name]
    short[name] = pdf_name = f"F{len(short)}"
    canvas.beginForm(pdf_name, bounds.x, bounds.y, bounds.right, bounds.top)
    draw(canvas)
    if not isinstance(canvas, Canvas):  # another canvas taking reportlab's drawing calls (an SVG one)
        canvas.endForm()
        return pdf_name
    resources = PDFResourceDictionary()  # reportlab names fonts and forms only: add the rest
    resources.basicFonts()
    resources.ExtGState = canvas._extgstate.getState() or {}
    if canvas._formsinuse:
        resources.XObject = canvas._doc.xobjDict(sorted(set(canvas._formsinuse)))
    canvas.endForm(Resources=resources)
    return pdf_name


def place(canvas: Canvas, name: str, x: float, y: float, label: str | None = None) -> None:
    """Draw form ``name`` with its origin at (x, y): what ``saveState``, ``translate``, ``doForm``
    and ``restoreState`` write, without their bookkeeping (a texture is placed on every hex).
    ``label``: what the form shows, marked on it in the PDF (marked content ``/Symbol`` with
    ``/Name``) for verify to read back where each symbol stands."""
    if not isinstance(canvas, Canvas):
        canvas.saveState()
        canvas.translate(x, y)
        canvas.doForm(name)
        canvas.restoreState()
        return
    if label is not None:
        canvas.addLiteral(f"/{SYMBOL_MARK} <</Name {_pdf_string(label)}>> BDC")
    canvas.addLiteral(f"q\n1 0 0 1 {fp_str(x, y)} cm")
    canvas.doForm(name)
    canvas.addLiteral("Q")
    if label is not None:
        canvas.addLiteral("EMC")


def _pdf_string(text: str) -> str:
    """A PDF literal string of the label in ASCII: Python's escapes for anything else (\\xb1), undone
    by `label_of` (pdfium hands marked-content strings back byte by byte)."""
    ascii_text = text.encode("unicode_escape").decode("ascii")
    return "(" + ascii_text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def label_of(read: str) -> str:
    """The label `place` marked a form with, from the string read back."""
    return read.encode("ascii", "backslashreplace").decode("unicode_escape")
