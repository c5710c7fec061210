"""What a page's resources give, with what each form they place gives in turn (forms inside forms,
as deep as is looked), each form read once however many pages or forms place it."""

from __future__ import annotations

from typing import Callable, TypeVar

from pypdf.generic import DictionaryObject, PdfObject, StreamObject

T = TypeVar("T")
MOST_FORMS = 4  # forms inside forms, as deep as is looked


def through_forms(given: PdfObject | None, own: Callable[[DictionaryObject], list[T]],
                  in_form: Callable[[StreamObject], list[T]], known: dict[int, list[T]], depth: int = 0) -> list[T]:
    """`own(resources)`, then for each form the resources (`given`) name `in_form(form)` and what its own
    resources give; `known` keeps each form's by its object number, for the rest of the file."""
    if given is None or depth > MOST_FORMS:
        return []
    resources = given.get_object()
    if not isinstance(resources, DictionaryObject):  # a broken file: read strictly, that is a fault
        raise TypeError(f"a page's or form's resources are not a dictionary ({type(resources).__name__})")
    found = own(resources)
    for reference in (resources.get("/XObject") or {}).values():
        number = getattr(reference, "idnum", None)
        if number is not None and number in known:
            found += known[number]
            continue
        xobject = reference.get_object()
        inner: list[T] = []
        if xobject.get("/Subtype") == "/Form":
            inner = in_form(xobject) + through_forms(xobject.get("/Resources"), own, in_form, known, depth + 1)
        if number is not None:
            known[number] = inner
        found += inner
    return found
