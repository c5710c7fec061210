"""`hit-score-wheel.pdf`: the volvelle kind reads every ring's marks back round their part's pivot at the
angle it works out from their values, each pointer and the range rule's numbers one hex apart, the credit and
the designer marks' key; here, what the data gives afresh: the chances beside each hit score worked
out from the dice (read where the kind found their rings), the legend's values and marks, each
weapon's reach on the rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.marks import MARK
from ....core.numbers import percent, plain, signed
from ....kinds.readback import marks_problems
from ....kinds.volvelle.readback import beside_totals
from ....kinds.volvelle.verify import read_back
from ....print.readback.pdfread import PdfRead
from ....print.readback.report import FileReport
from ..layout.wheel import wheel_spec
from ..rules.dice import p_at_least_one, p_hit
from ..rules.range_rule import range_marks

if TYPE_CHECKING:
    from ..loader import Game


def check(game: Game, pdf: PdfRead, options, report: FileReport) -> None:
    spec = wheel_spec(game)
    placed = read_back(spec, pdf, options, report)
    _check_legend(game, pdf, report)
    _check_chances(game, spec, placed, report)
    _check_rule(game, pdf, report)


def _check_chances(game: Game, spec, placed: dict, report: FileReport) -> None:
    """Beside each printed hit score, the chances of a hit worked out afresh from the dice (the kind reads
    what each chance ring prints beside each score)."""
    sides = game.info.die.sides
    for score, key, text, page, where in beside_totals(spec, placed):
        dice = int(key.removeprefix("chance-"))
        chance = p_hit(score, sides) if dice == 1 else p_at_least_one(score, dice, sides)
        report.compare_number("chances", percent(chance), text, f"chance beside hit score {plain(score)} ({dice} dice)",
                              page, where)


def _check_legend(game: Game, pdf: PdfRead, report: FileReport) -> None:
    """The legend gives each status's STAT and each terrain's TER, marked exactly where the data marks them."""
    page = next((p for p in pdf.pages if any(t.text.startswith("STAT") for t in p.texts)), None)
    if page is None:
        report.fail("legend", "no legend (STAT, TER, DEF) on any page")
        return
    values = [(s.name, signed(s.modifier, "-"), "modifier" in s.designer) for s in game.statuses.values()]
    values += [(t.name, str(t.protection), "protection" in t.designer) for t in game.terrain.values()]
    report.checked("legend", len(values))
    words = " ".join(t.text for t in page.texts).replace("\u2212", "-")
    wanted = [(f"the legend's '{name.lower()} {value}'", f"{name.lower()} {value}", chosen) for name, value, chosen in values]
    for problem in marks_problems(words, wanted):
        report.fail("legend", problem, page.number)


def _check_rule(game: Game, pdf: PdfRead, report: FileReport) -> None:
    """Each weapon's reach on the range rule as its data gives it (the kind reads the rule's numbers one
    hex apart): its hexes, marked when the designer chose them; an unlimited one said in words."""
    texts = [(page.number, run.text) for page in pdf.pages for run in page.texts]
    for mark in range_marks(game):
        report.checked("range rule")
        if mark.hexes is None:
            if not any(t.startswith(mark.short) and mark.words in t for _, t in texts):
                report.fail("range rule", f"{mark.name}: the rule does not say its range is {mark.words}")
            continue
        chosen = "range" in next(w for w in game.weapons.values() if w.name == mark.name).designer
        want = f"{mark.short} {mark.hexes}" + (MARK if chosen else "")
        if not any(t == want for _, t in texts):
            found = sorted((n, t) for n, t in texts if t.split()[:1] == [mark.short])
            report.fail("range rule", f"{mark.name}: the rule marks {', '.join(t for _, t in found) or 'nothing'}; "
                        f"the data says {want}" + (" (a designer value, marked)" if chosen else ""),
                        found[0][0] if found else None)
