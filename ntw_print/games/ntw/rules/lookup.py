"""Finding a record by id, with an error that lists the ids that do exist."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from ....core.errors import unknown

T = TypeVar("T")
K = TypeVar("K")  # what a record is found by: an id, a turn number


class UnknownId(LookupError):
    """An id that names no record of its kind; the message lists the known ids."""

    def __init__(self, kind: str, value: object, known: Iterable[Any]):
        self.kind = kind
        self.value = value
        known = sorted(known)
        self.known = [str(k) for k in known]
        super().__init__(unknown(kind, value, known))


def lookup(kind: str, records: Mapping[K, T], key: K) -> T:
    """``records[key]``, or ``UnknownId`` naming ``kind`` and every known id."""
    try:
        return records[key]
    except KeyError:
        raise UnknownId(kind, key, records) from None
