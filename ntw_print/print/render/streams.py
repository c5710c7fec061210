"""How reportlab turns drawing into a PDF's bytes, made faster.

reportlab encodes every content stream (a board's is half a megabyte of numbers and operators)
through its PDFDocEncoding codec, a character map that costs as much as drawing the board. For
ASCII text that map is the identity, save for eight control characters (0x18 to 0x1F) it has no
code for and refuses; text of ASCII without them is therefore encoded as ASCII (the same bytes),
and anything else goes through reportlab's codec as before (and fails as before).

Then it compresses each stream with zlib at its default level (6); level 4 takes half the time
for files 4 % larger.
"""

from __future__ import annotations

import zlib

from reportlab.pdfbase import pdfdoc

COMPRESSION_LEVEL = 4
_UNMAPPED = tuple(bytes([code]) for code in range(0x18, 0x20))  # not in PDFDocEncoding
_reportlab_encode = pdfdoc.pdfdocEnc


def pdfdoc_bytes(value: str | bytes) -> bytes:
    """`value` in PDFDocEncoding, as reportlab's `pdfdocEnc` gives it (bytes pass through)."""
    if isinstance(value, str) and value.isascii():
        data = value.encode("ascii")
        if not any(code in data for code in _UNMAPPED):
            return data
    encoded: bytes = _reportlab_encode(value)
    return encoded


def compressed(_filter: object, data: str | bytes) -> bytes:
    """A stream's data deflated (text as UTF-8, as reportlab's filter takes it)."""
    return zlib.compress(data.encode("utf-8") if isinstance(data, str) else data, COMPRESSION_LEVEL)


def install() -> None:
    """Have reportlab's document writer encode through `pdfdoc_bytes` and compress through
    `compressed` (it looks both up on each call)."""
    pdfdoc.pdfdocEnc = pdfdoc_bytes
    pdfdoc.PDFStreamFilterZCompress.encode = compressed
