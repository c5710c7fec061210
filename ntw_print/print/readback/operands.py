"""Numbers in a PDF's drawing that are no numbers: `nan` or `inf` written where a coordinate, a
size or a colour belongs (an SVG 1e309 wide once wrote `-nan -nan cm`). A viewer reads such an
operand as 0 or drops the operator, so the page shows something else than was drawn, and pdfium's
objects no longer tell: the content streams themselves are read (pypdf), each page's and each
form's it draws, once per form. Part of reading a PDF back (`pdffonts.structure`)."""

from __future__ import annotations

import re
import zlib
from typing import Iterator

from pypdf import PageObject, PdfReader
from pypdf.generic import StreamObject
from reportlab.lib.rl_accel import asciiBase85Decode

from ...core.numbers import NOT_FINITE
from .form_walk import through_forms

STRINGS = re.compile(rb"\((?:[^()\\]|\\.)*\)|<[0-9A-Fa-f\s]*>", re.DOTALL)  # text, which may say anything
_OPERAND = re.compile(NOT_FINITE.pattern.encode("ascii"), re.IGNORECASE)
# a word that may be such an operand, in a stream made lower-case: `nan` or `inf` that ends there (not
# the start of `infantry`); the text strings, where it is no operand, are cut out only when there is one
_MAYBE = re.compile(rb"(?:nan|inf(?:inity)?)(?![\w.])")
_REPORTLABS = ["/ASCII85Decode", "/FlateDecode"]


def not_finite_operands(reader: PdfReader, first_pages: int | None = None) -> list[tuple[int, str]]:
    """(page number, operand) for each number that is not finite in what a page draws (its content
    and the forms it places): on every page, or on the first `first_pages`."""
    forms: dict[int, list[str]] = {}
    found = []
    for number, page in enumerate(reader.pages[:first_pages], start=1):
        operands = [o for stream in page_streams(page) for o in _operands(stream)]
        operands += through_forms(page.get("/Resources"), lambda resources: [], _operands, forms)
        found += [(number, operand) for operand in dict.fromkeys(operands)]
    return found


def page_streams(page: PageObject) -> list[StreamObject]:
    """The content streams a page draws itself (not those of the forms it places)."""
    contents = page.get("/Contents")
    contents = contents.get_object() if contents is not None else []
    return [stream.get_object() for stream in (contents if isinstance(contents, list) else [contents])]


def _operands(stream: StreamObject) -> list[str]:
    data = decoded(stream)
    lower = data.lower()  # then two searches: six, for each way of writing the words, took 2.4 times as long
    if (b"nan" not in lower and b"inf" not in lower) or not any(map(_may_stand, _lines_of(data, lower))):
        return []  # most streams
    return [m.decode("ascii") for m in _OPERAND.findall(STRINGS.sub(b"()", data))]


def _lines_of(data: bytes, lower: bytes) -> Iterator[bytes]:
    """The lines of a stream where a word that may be such an operand stands (each line once)."""
    end = 0
    for maybe in _MAYBE.finditer(lower):
        if maybe.start() >= end:
            start = max(data.rfind(b"\n", 0, maybe.start()), data.rfind(b"\r", 0, maybe.start())) + 1
            end = min((i for i in (data.find(b"\n", maybe.end()), data.find(b"\r", maybe.end())) if i >= 0),
                      default=len(data))
            yield data[start:end]


def _may_stand(line: bytes) -> bool:
    """Whether an operand that is not finite stands on the line once its text strings are cut out.
    Cut out of its line alone, a string that runs on over lines is not cut, so this finds more than
    the whole stream holds, never less; the whole stream is read as such only when it finds one (a
    scenario map's 400 kB stream writes `(Inf 2)` a dozen times: cutting its every string out took ten
    times as long as the rest of the search)."""
    return _OPERAND.search(STRINGS.sub(b"()", line)) is not None


def decoded(stream: StreamObject) -> bytes:
    """A stream's bytes; reportlab's own filters (ASCII85, then Flate) undone by its C code, which
    is a hundred times quicker than pypdf's ASCII85."""
    raw = getattr(stream, "_data", None)
    if stream.get("/Filter") == _REPORTLABS and "/DecodeParms" not in stream and isinstance(raw, bytes):
        try:
            return zlib.decompress(asciiBase85Decode(raw))
        except (ValueError, zlib.error):
            pass
    return stream.get_data()
