"""`hit-score-wheel.pdf`: the volvelle kind reads every ring's marks back at the angle the rules give
them round their part's pivot, and each pointer; here, what the data gives afresh: the chances beside
each hit score worked out from the dice, the legend's values and marks, the range rule's numbers one
hex apart and each weapon's reach, the credit and the designer marks' key.
"""

from __future__ import annotations

import math
import re
import statistics

from ....core.marks import MARK
from ....kinds.volvelle.readback import locate, pivots, tolerance
from ....kinds.volvelle.verify import check as check_volvelle
from ....print.readback.pdfread import PdfRead, TextRun
from ....print.readback.printready import check_crop_marks
from ....print.readback.report import FileReport
from ..layout.wheel import wheel_spec
from ..rules.dice import p_at_least_one, p_hit, percent
from ..rules.range_rule import range_marks
from ..rules.wheel import hit_score_wheel, multi_dice, plain, signed
from .credit import check_credit
from .marks import check_page_key

RULE_TOLERANCE = 0.3  # mm


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    spec = wheel_spec(game)
    check_volvelle(spec, pdf, options, report)
    for page in pdf.pages:
        check_crop_marks(page, report, edges=False)
        check_page_key(page, report)
    _check_legend(game, pdf, report)
    _check_chances(game, spec, pdf, report)
    _check_rule(game, pdf, report)


def _check_chances(game, spec, pdf: PdfRead, report: FileReport) -> None:
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


def _check_legend(game, pdf: PdfRead, report: FileReport) -> None:
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


def _check_rule(game, pdf: PdfRead, report: FileReport) -> None:
    """The range rule: 0, 1, 2, ... one hex apart along one line; each weapon's range at its number."""
    pitch = game.info.grid.hex_size
    marks = range_marks(game)
    longest = max((m.hexes for m in marks if m.hexes is not None), default=0)
    for page in pdf.pages:
        numbers: dict[int, TextRun] = {}
        for run in page.texts:
            if run.text.isdigit() and run.size_pt >= 10 and abs(run.angle) > 0.5:
                numbers.setdefault(int(run.text), run)
        if 0 not in numbers or 1 not in numbers:
            continue
        zero = numbers[0].centre
        direction = math.radians(numbers[0].angle)
        along = (math.cos(direction), math.sin(direction))
        steps = []
        for n in range(1, longest + 1):
            run = numbers.get(n)
            report.numbers += 1
            report.checked("range rule")
            if run is None:
                report.fail("range rule", f"no {n} on the range rule", page.number)
                continue
            distance = (run.centre[0] - zero[0]) * along[0] + (run.centre[1] - zero[1]) * along[1]
            steps.append(distance / n)
            if abs(distance - n * pitch) > RULE_TOLERANCE:
                report.fail("range rule", f"{n} stands {distance:.2f} mm from 0; {n} hexes of {pitch:g} mm are "
                            f"{n * pitch:.2f} mm", page.number, run.centre)
        if steps:
            report.measured["range rule hex pitch"] = statistics.median(steps)
        labels = {run.text for run in page.texts if abs(run.angle - numbers[0].angle) < 0.5}
        for mark in marks:
            report.checked("range rule")
            if mark.hexes is None:
                if not any(t.startswith(mark.short) and mark.words in t for t in labels):
                    report.fail("range rule", f"{mark.name}: the rule does not say its range is {mark.words}",
                                page.number)
                continue
            report.numbers += 1
            chosen = "range" in next(w for w in game.weapons.values() if w.name == mark.name).designer
            want = f"{mark.short} {mark.hexes}" + (MARK if chosen else "")
            if want not in labels:
                found = sorted(t for t in labels if t.split()[0] == mark.short)
                report.fail("range rule", f"{mark.name}: the rule marks {', '.join(found) or 'nothing'}; the data says "
                            f"{want}" + (" (a designer value, marked)" if chosen else ""), page.number)
        return
    report.fail("range rule", "no range rule (a line of numbers 0, 1, 2, ... one hex apart) in the file")

