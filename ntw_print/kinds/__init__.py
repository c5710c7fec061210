"""Printable kinds: each folder holds one kind's schema, layout, renderer and verifier together.

A game's data names a kind (`kind: cards`); the registry below is where that name is looked up.
Each kind package registers itself when it is imported; `kind(name)` imports them all first.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable

from pydantic import BaseModel


@dataclass(frozen=True)
class Kind:
    name: str
    schema: type[BaseModel]
    pages: Callable  # (spec, options, art) -> list[Page]
    check: Callable  # (spec, options, pdf) -> list[str], one line per difference found
    problems: Callable | None = None  # (spec, art) -> [(path in the file, message)]: what build would refuse


KINDS: dict[str, Kind] = {}
PACKAGES = ("pieces", "cards")


def register(kind: Kind) -> Kind:
    KINDS[kind.name] = kind
    return kind


def kind(name: str) -> Kind:
    """The kind called `name`, every kind package imported (so registered) first."""
    for package in PACKAGES:
        importlib.import_module(f"{__name__}.{package}")
    return KINDS[name]
