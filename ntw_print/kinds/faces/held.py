"""A face read back box by box and held to the words a game works out for each box from its own data
(not from the rows the sheet was drawn from): each designer-mark spot (a box whose text is a
`{mark:...}`) carries the mark exactly where the game says; each box the game gives words prints those
words, its numbers compared one by one; a box it leaves empty prints nothing; and nothing else is
printed on the face.

Boxes overlap (words standing over a number's place), so each run of text counts for one box only: the
mark spots are read first, then the boxes the game gives words, then those it leaves empty.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ...core.marks import MARK
from ...print.layout.sheet import Box
from ...print.readback.places import TextLedger, centre, shifted
from ...print.readback.report import FileReport
from .layout import Placed, box_named

INTEGER = re.compile(r"[+\-\u2212]?\d+")
MARKS = re.compile(r"\{mark:([A-Za-z_-]+?)(?=[\d#}])")  # a mark spot's text, naming the field whose mark it shows


@dataclass(frozen=True)
class Held:
    """How a game's expected words are held to a face's boxes, by each box's base name (`ammo` for
    `ammo[1,2]`): the report's check it counts under (a box with none is read, so its words are accounted
    for, but not compared), how a message names its value (default: the base name; a mark spot's, the
    field its `{mark:field}` names), and those whose numbers may print in any order."""

    checks: dict[str, str]
    names: dict[str, str] = field(default_factory=dict)
    unordered: frozenset[str] = frozenset()


def hold_face(boxes: list[Placed], want: dict[str, str], ledger: TextLedger, trim: Box, what: str,
              held: Held, report: FileReport) -> None:
    """Each box of the face cut at `trim` against `want` (box name -> its words, "" where none; a mark
    spot's: the mark or ""; "#2": how messages name what row 2 of a repeated box shows)."""
    page = ledger.page.number
    spots = {p.name for p in boxes if "{mark:" in (p.content.text or "")}
    for placed in sorted(boxes, key=lambda p: (p.name not in spots, not want.get(p.name))):
        base, place = box_named(placed.name), shifted(placed.box, trim)
        row = want.get("#" + placed.name.partition("[")[2].split(",")[0].rstrip("]"))
        value = held.names.get(base) or (MARKS.findall(placed.content.text)[0] if placed.name in spots else base)
        named = f"{what} {row + ' ' if row else ''}{held.names.get(value, value)}"
        if placed.name in spots:
            got = ledger.take(place, 0.0, fresh=True)
            report.checked("designer marks")
            if (MARK in got) != (want.get(placed.name) == MARK):
                report.fail("designer marks", f"{named}: " + ("the designer mark is missing (the data marks it "
                            "designer)" if MARK not in got else "carries the designer mark, but the data gives it "
                            "as stated"), page, centre(place))
            continue
        got = ledger.take(place, fresh=True).replace(MARK, "").replace("\u2212", "-").strip()
        if base in held.checks and placed.content.text:
            _compare(held.checks[base], want.get(placed.name, ""), got, base in held.unordered, named, page,
                     centre(place), report)
    for run in ledger.unaccounted():
        report.fail("pieces", f"{what}: '{run.text.strip()}' is printed where the face has no value for it", page,
                    (run.x, run.y))


def _compare(check: str, expected: str, got: str, unordered: bool, named: str, page: int,
             at: tuple[float, float], report: FileReport) -> None:
    """A box's words: its numbers counted and compared (in any order when `unordered`), other words as
    they are."""
    if unordered:
        got = " ".join(sorted(INTEGER.findall(got), key=int))
    if INTEGER.search(expected) or unordered:
        report.numbers += max(len(INTEGER.findall(expected)), 1) - 1
        report.compare_number(check, expected, got, named, page, at)
    elif report.checked(check) or got != expected:
        report.fail(check, f"{named}: prints {got!r}, the data says {expected!r}", page, at)
