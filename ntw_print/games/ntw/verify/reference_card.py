"""`reference-card.pdf`: the table kind reads its cards back against the spec; this re-derives from the
data what they must print: on each side's turn-sequence card the hexes each kind of unit moves, on its
hit-score card each terrain's protection and each status's STAT (each marked where the data marks it
designer) and the weapons DEF does not count against; the rules summary and its worked examples
(rules_summary.py); the credit."""

from __future__ import annotations

import re

from ....core.marks import MARK, marked, unmark
from ....kinds import KINDS
from ....kinds.readback import read_tables
from ....print.readback.pdfread import PdfRead
from ....print.readback.report import FileReport
from ..render.reference_card import reference_spec
from ..rules.reference import movement_rows
from .credit import check_credit
from .marks import hold_mark
from .rules_summary import check as check_summary

IGNORED = "DEF does not count against the "  # the hit-score card's line on the weapons that ignore DEF


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    report.checked("table contents")
    KINDS["table"].check(reference_spec(game), pdf, options, report)
    check_credit(game, pdf, report)
    rows = [(page.number, row) for page in pdf.pages for table in read_tables(page) for row in table]
    moves = [(m.name, [("off_road", "off road", m.off_road), ("on_road", "road", m.on_road),
                       ("city_off_road", "city", m.city_off_road)], m.chosen) for m in movement_rows(game)]
    values = [(t.name, [("protection", "protection", t.protection)], set(t.designer)) for t in game.terrain.values()]
    values += [(s.name, [("modifier", "STAT", f"{s.modifier:+d}" if s.modifier else "0")], set(s.designer))
               for s in game.statuses.values()]
    for name, want, chosen in moves + values:
        found = [(number, row) for number, row in rows if row and row[0] == name]
        report.checked("rows")
        if len(found) != len(game.sides):
            report.fail("rows", f"{len(found)} cards carry a row for {name}, {len(game.sides)} should", pdf.pages[0].number)
        for number, row in found:
            for (field, label, value), got in zip(want, row[1:]):
                what = f"{name}, {label}"
                if value is None:  # the rules make no difference there: nothing printed
                    report.checked("values")
                    if got:
                        report.fail("values", f"{what}: prints {got!r} where the rules give nothing", number)
                    continue
                hold_mark(report, got, field in chosen, what, number, None)
                report.compare_number("values", str(value), unmark(got), what, number, None)
    for page in pdf.pages:
        words = " ".join(t.text for t in page.texts)
        for line in re.findall(re.escape(IGNORED) + r"[^.]*\.", words):
            for weapon in (w for w in game.weapons.values() if w.ignores_defence):
                report.checked("designer marks")
                want = marked(weapon.name.lower(), "ignores_defence" in weapon.designer)
                if not re.search(re.escape(want) + f"(?!{MARK})", line):
                    report.fail("designer marks", f"the line on DEF should name {want!r}: {line!r}", page.number)
    check_summary(game, pdf, report)
