"""`hit-score-wheel.pdf`: the volvelle kind reads every ring's marks back at the angle the rules give
them round their part's pivot, each pointer and the range rule's numbers one hex apart; here, what
the data gives afresh: the chances beside each hit score worked out from the dice, the legend's
values and marks, each weapon's reach on the rule, the credit and the designer marks' key.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ....core.marks import MARK
from ....kinds.volvelle.readback import locate, pivots, tolerance
from ....kinds.volvelle.verify import check as check_volvelle
from ....print.readback.pdfread import PdfRead
from ....print.readback.printready import check_crop_marks
from ....print.readback.report import FileReport
from ..layout.wheel import wheel_spec
from ....core.numbers import percent
from ..rules.dice import p_at_least_one, p_hit
from ..rules.range_rule import range_marks
from ..rules.wheel import hit_score_wheel, multi_dice, plain, signed
from .credit import check_credit
from .marks import check_page_key

if TYPE_CHECKING:
    from ..loader import Game


def check(game: Game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    spec = wheel_spec(game)
    check_volvelle(spec, pdf, options, report)
    for page in pdf.pages:
        check_crop_marks(page, report, edges=False)
        check_page_key(page, report)
    _check_legend(game, pdf, report)
    _check_chances(game, spec, pdf, report)
    _check_rule(game, pdf, report)


def _check_chances(game: Game, spec, pdf: PdfRead, report: FileReport) -> None:
    """Beside each printed hit score, the chances of a hit worked out afresh from the dice."""
    bands = {band.name: band for band in spec.discs[0].bands}
    found, near = pivots(pdf), tolerance(spec)
    placed = {name: place for name, band in bands.items() if name == "score" or name.startswith("chance-")
              if (place := locate(band, found, near)) is not None}
    if "score" not in placed:
        return  # the kind reports the missing ring
    around, radius = placed["score"]
    sides, wheel = game.info.die.sides, hit_score_wheel(game)
    for mark in wheel.ring("score").marks:
        angle, score = float(wheel.angle(wheel.ring("score"), mark)), mark.value
        shown = around.at(radius, angle, near)
        if not shown or shown[0] != plain(score):
            continue  # reported with the score ring
        want = {"chance-1": percent(p_hit(score, sides))}
        for dice in multi_dice(game):
            want[f"chance-{dice}"] = percent(p_at_least_one(score, dice, sides))
        for key in (k for k in placed if k.startswith("chance-")):
            ring_around, ring_radius = placed[key]
            texts = ring_around.at(ring_radius, angle, near)
            report.compare_number("chances", want.get(key, "?"), texts[0] if texts else "",
                                  f"chance beside hit score {plain(score)} ({key.replace('chance-', '')} dice)",
                                  ring_around.page.number, ring_around.point(ring_radius, angle))


def _check_legend(game: Game, pdf: PdfRead, report: FileReport) -> None:
    """The legend gives each status's STAT and each terrain's TER, marked exactly where the data marks them."""
    page = next((p for p in pdf.pages if any(t.text.startswith("STAT") for t in p.texts)), None)
    if page is None:
        report.fail("legend", "no legend (STAT, TER, DEF) on any page")
        return
    words = " ".join(t.text for t in page.texts)
    values = [(s.name, signed(s.modifier), "modifier" in s.designer) for s in game.statuses.values()]
    values += [(t.name, plain(t.protection), "protection" in t.designer) for t in game.terrain.values()]
    for name, value, chosen in values:
        report.checked("legend")
        want = f"{name.lower()} {value}"
        found = re.search(re.escape(want) + f"({MARK})?(?![0-9])", words)
        if found is None:
            report.fail("legend", f"the legend does not give {want!r}", page.number)
        elif bool(found.group(1)) != chosen:
            report.fail("legend", f"the legend's {want!r} " + ("lacks the designer mark the data gives it" if chosen
                        else "carries the designer mark, but the data gives it as stated"), page.number)


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
