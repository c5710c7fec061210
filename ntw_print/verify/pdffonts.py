"""A finished PDF opened strictly (pypdf): whether it is valid, and the fonts each page uses, with
whether each is embedded (and, through operands.py, any number that is not finite in its drawing).
Part of reading a PDF back (`pdfread.read_pdf`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class FontRead:
    name: str
    subtype: str
    embedded: bool
    pages: tuple[int, ...]


def structure(path: Path) -> tuple[list[str], list[FontRead], list[tuple[int, str]]]:
    """Why the file is not a valid PDF when read strictly (nothing when it is), its fonts, and the
    numbers that are not finite in what its pages draw (operands.py), by page."""
    import pypdf
    from pypdf.errors import PyPdfError

    from .operands import not_finite_operands

    try:
        reader = pypdf.PdfReader(str(path), strict=True)
        fonts: dict[str, tuple[str, bool, list[int]]] = {}
        known: dict[int, list[tuple[str, str, bool]]] = {}
        for number, page in enumerate(reader.pages, start=1):
            for name, subtype, embedded in _fonts_used(page.get("/Resources"), known, depth=0):
                entry = fonts.setdefault(name, (subtype, embedded, []))
                if number not in entry[2]:
                    entry[2].append(number)
        listed = [FontRead(name, subtype, embedded, tuple(pages))
                  for name, (subtype, embedded, pages) in sorted(fonts.items())]
        return [], listed, not_finite_operands(reader)
    except (PyPdfError, ValueError, KeyError, TypeError, AttributeError, OSError) as exc:
        return [f"not a valid PDF when read strictly: {type(exc).__name__}: {exc}"], [], []


def _fonts_used(resources, known: dict[int, list[tuple[str, str, bool]]], depth: int) -> list[tuple[str, str, bool]]:
    """(name, subtype, embedded) of the fonts named in these resources and in those of the forms
    they use; a form's are read once per file (``known``, by object number), however many pages
    or forms place it."""
    if resources is None or depth > 4:
        return []
    resources = resources.get_object()
    found = []
    for font in (resources.get("/Font") or {}).values():
        font = font.get_object()
        found.append((str(font.get("/BaseFont", "?")), str(font.get("/Subtype", "?")), _embedded(font)))
    for reference in (resources.get("/XObject") or {}).values():
        number = getattr(reference, "idnum", None)
        if number is not None and number in known:
            found += known[number]
            continue
        xobject = reference.get_object()
        inner = _fonts_used(xobject.get("/Resources"), known, depth + 1) if xobject.get("/Subtype") == "/Form" else []
        if number is not None:
            known[number] = inner
        found += inner
    return found


def _embedded(font) -> bool:
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
