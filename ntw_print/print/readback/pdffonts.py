"""A finished PDF opened strictly (pypdf): whether it is valid, and the fonts each page uses, with
whether each is embedded (and, through operands.py, any number that is not finite in its drawing).
Part of reading a PDF back (`pdfread.read_pdf`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pypdf.generic import DictionaryObject, StreamObject


@dataclass(frozen=True)
class FontRead:
    name: str
    subtype: str
    embedded: bool
    pages: tuple[int, ...]


def structure(path: Path, first_pages: int | None = None) -> tuple[list[str], list[FontRead], list[tuple[int, str]]]:
    """Why the file is not a valid PDF when read strictly (nothing when it is), its fonts, and the
    numbers that are not finite in what its pages draw (operands.py), by page: every page's, or the
    first `first_pages`'."""
    import pypdf
    from pypdf.errors import PyPdfError

    from .form_walk import through_forms
    from .operands import not_finite_operands

    try:
        reader = pypdf.PdfReader(str(path), strict=True)
        fonts: dict[str, tuple[str, bool, list[int]]] = {}
        known: dict[int, list[tuple[str, str, bool]]] = {}
        for number, page in enumerate(reader.pages, start=1):
            # a form's fonts are read once per file (`known`), however many pages or forms place it
            for name, subtype, embedded in through_forms(page.get("/Resources"), _fonts_named, _nothing, known):
                entry = fonts.setdefault(name, (subtype, embedded, []))
                if number not in entry[2]:
                    entry[2].append(number)
        listed = [FontRead(name, subtype, embedded, tuple(pages))
                  for name, (subtype, embedded, pages) in sorted(fonts.items())]
        return [], listed, not_finite_operands(reader, first_pages)
    except (PyPdfError, ValueError, KeyError, TypeError, AttributeError, OSError) as exc:
        return [f"not a valid PDF when read strictly: {type(exc).__name__}: {exc}"], [], []


def _nothing(form: StreamObject) -> list[tuple[str, str, bool]]:
    return []


def _fonts_named(resources: DictionaryObject) -> list[tuple[str, str, bool]]:
    """(name, subtype, embedded) of the fonts these resources name."""
    return [(str(font.get("/BaseFont", "?")), str(font.get("/Subtype", "?")), _embedded(font))
            for font in (font.get_object() for font in (resources.get("/Font") or {}).values())]


def _embedded(font: DictionaryObject) -> bool:
    if font.get("/Subtype") == "/Type0":
        descendants = font.get("/DescendantFonts") or []
        return bool(descendants) and all(_embedded(d.get_object()) for d in descendants)
    if font.get("/Subtype") == "/Type3":
        return True
    descriptor = font.get("/FontDescriptor")
    if descriptor is None:
        return False
    descriptor = descriptor.get_object()
    return any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))
