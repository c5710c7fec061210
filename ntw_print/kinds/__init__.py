"""Printable kinds: what a game's data can ask to print (`kind: table`), each kind one folder.

A kind keeps its four parts together: `schema.py` (the YAML it reads: the shape of the data only),
`layout.py` (pure geometry in mm), `render.py` (`pages(spec, options, art)`) and `verify.py`
(`check(spec, pdf, options, report)`, which writes what it finds into the file's report, as every
checker of a printed file does). Whether a sheet fits the paper is found by laying it out in its
`problems` hook, never in a schema's validator (which would import the layout back into the schema).
Its package registers it in `KINDS`. The renderer and the checker are imported only when called,
so that reading and checking data loads no drawing library; each kind itself (its schema) is
imported when `KINDS` is first asked for it, so that a game loads only the kinds it uses (New Techno
War's reference card imports the table kind, not the board's or the cards').
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from collections.abc import Iterator, Mapping
from typing import Any, Callable

from pydantic import BaseModel

from ..core.deferred import deferred  # each kind's package names its parts by it


@dataclass(frozen=True)
class Kind:
    name: str
    schema: type[BaseModel]
    pages: Callable[..., list]  # (spec, options, art) -> list[Page]
    check: Callable[..., None]  # (spec, pdf read back, options, the file's report): what is wrong, into the report
    # (spec, art) -> [(path in the file, message)]: what a build would refuse, found when the data loads by
    # laying the sheet out (a paper it does not fit, a word too long for its box)
    problems: Callable[..., list] | None = None
    # More files one spec gives, by the word added to its file's name, each (pages, check) as above:
    # a board's `{"tiled": ...}` prints `<name>-tiled.pdf` beside `<name>.pdf`.
    also: dict[str, tuple[Callable[..., list], Callable[..., None]]] = field(default_factory=dict)
    art: bool = False  # its pages draw the game's symbols/*.svg and pictures/*
    gives: Callable[[Any], tuple[str, ...]] | None = None  # (spec) -> which of `also` this spec gives (all)
    # (spec, options, art) -> [DigitalPiece | DigitalBoard] (render/digital.py): what it gives for play on
    # screen; a kind without it is shown as its pages (a chart, an aid)
    digital: Callable[..., list] | None = None
    # its faces may print the print stamp (`{stamp}`): its `problems` take the game's version as a third
    # argument ("" for a game.yaml with none), to measure the widest stamp it can print
    stamped: bool = False
    # (spec, options, art) -> [PrintDeck] (render/digital.py): its decks as a print-on-demand service takes them
    print_decks: Callable[..., list] | None = None
    # its pages are each a whole board on one large sheet (Component.whole_sheet), and its further files
    # (`also`) a home printer's forms of it (Component.home_only): a print shop takes the sheet alone
    whole_sheet: bool = False
    # roughly how long a sheet of it takes to draw beside the others (Component.effort: a first build
    # starts the longest first): pieces and cards lay out and draw every face, with the checks of their fit
    effort: float = 1.0

    def extra_outputs(self, spec) -> tuple[str, ...]:
        """The words of the further files this spec gives."""
        return tuple(self.also) if self.gives is None else self.gives(spec)


_REGISTERED: dict[str, Kind] = {}


def register(kind: Kind) -> Kind:
    _REGISTERED[kind.name] = kind
    return kind


NAMES = ("board", "cards", "pieces", "ruler", "screen", "table", "track", "volvelle")
"""Every kind, as its package is named (each registers itself when imported)."""


class _Kinds(Mapping[str, Kind]):
    """Every kind by name: a kind's package is imported (and registers itself) the first time it is asked
    for by name (a turn recorder imports the track's schema, not the board's). Only the names in NAMES
    are ever imported, whatever name is asked for."""

    def __getitem__(self, name: str) -> Kind:
        if name not in NAMES:
            raise KeyError(name)
        if name not in _REGISTERED:
            importlib.import_module(f"{__name__}.{name}")
        return _REGISTERED[name]

    def __iter__(self) -> Iterator[str]:
        return iter(NAMES)

    def __len__(self) -> int:
        return len(NAMES)


KINDS: Any = _Kinds()  # a Mapping[str, Kind], typed Any as before: callers index it with what data says
