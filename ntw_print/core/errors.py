"""Faults in game data, reported as `file:line:col: path: message`, all of them in one run."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, order=True)
class Fault:
    """One thing wrong with the data, at one place in one file."""

    file: str
    line: int
    column: int
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}:{self.column}"
        return f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}"


class DataError(Exception):
    """The game data has one or more faults; nothing was built from it."""

    def __init__(self, faults: list[Fault]):
        self.faults = sorted(set(faults))
        super().__init__("\n".join(str(f) for f in self.faults))


class FaultAt(ValueError):
    """A fault a model's validator finds in one of its own values (a row of a table, a cell of a
    row): `path` leads from the model to that value, so the fault stands at its line."""

    def __init__(self, path: tuple[str | int, ...], message: str):
        super().__init__(message)
        self.path = path


class LayoutError(Exception):
    """A piece does not fit its box (text too long, too many parts for a sheet)."""


class BuildError(Exception):
    """A build that cannot be made as asked (an unknown component, one ntw-print cannot draw)."""


def unknown(kind: str, value: object, known: Iterable[Any]) -> str:
    """`unknown unit 'red-infantri' (did you mean 'red-infantry'? known: ...)`: the closest id first."""
    names = [str(k) for k in sorted(known)]
    close = difflib.get_close_matches(value, names, n=1) if isinstance(value, str) else []
    hint = f"did you mean '{close[0]}'? " if close else ""
    return f"unknown {kind} '{value}' ({hint}known: {', '.join(names) or 'none'})"
