"""NATO land-unit symbols (APP-6 / MIL-STD-2525 style) drawn from a short code, as vectors.

A face box writes `symbol: nato:infantry`, `nato:hostile:armour+mechanised:xx` or a 20-digit SIDC
(`nato:10031000001211000000`); `codes.py` reads the code, `geometry.py` turns it into marks (paths in
the standard's 200-unit square) and `render.py` strokes them once per PDF as a form. The tables are
data: frames and colours per affiliation (`frames.py`), the icons (`icons.py`), the sector modifiers
(`modifiers.py`), echelons and amplifiers (`echelons.py`), letters for the icons that are words
(`letters.py`). `ntw-print symbols` prints them all (`catalogue.py`).

Why not a library: military-symbol 2.0.2 (MIT, measured November 2026) does not import on Python
3.11 (its f-strings need 3.12, its modules import each other as top-level names), needs freetype,
lxml, svgpathtools and thefuzz, and hands back SVG text that would be parsed again; the standard's
land-unit geometry is small enough to keep here as data.
"""

from .codes import is_code, parse, placed_name
from .symbol import PREFIX, CodeError, Symbol

__all__ = ["PREFIX", "CodeError", "Symbol", "is_code", "parse", "placed_name"]
