"""`hit-score-wheel.pdf`: every ring's marks at the angle the rules give them around their part's
pivot, the chances beside each hit score, and the range rule's numbers one hex apart.

The parts are found by their pivot crosses; a ring belongs to the pivot around which its marks
stand where the rules put them. Angles are read clockwise from straight up, like the rules'.
"""

from __future__ import annotations

import bisect
import functools
import math
import re
import statistics

from ..rules.dice import p_at_least_one, p_hit, percent
from ..rules.range_rule import range_marks
from ..rules.wheel import PARTS, Ring, Wheel, hit_score_wheel, multi_dice, plain, signed
from ....print.readback.pdfread import PageRead, PdfRead, TextRun
from ....print.readback.places import crosses
from ....print.readback.printready import check_crop_marks
from ....print.readback.report import FileReport
from .credit import check_credit
from .marks import check_page_key
from ....core.marks import MARK

PIVOT_ARMS = (3.0, 8.0)  # mm: the length of each line of a pivot cross
ANGLE_SHARE = 0.35  # of a step: how far from its angle a mark may stand
RADIAL_BAND = 1.5  # mm: marks of one ring stand this close to its radius
RULE_TOLERANCE = 0.3  # mm


def polar(run: TextRun, pivot: tuple[float, float]) -> tuple[float, float]:
    """(radius, degrees clockwise of straight up) of a run's middle around a pivot."""
    dx, dy = run.centre[0] - pivot[0], run.centre[1] - pivot[1]
    return math.hypot(dx, dy), math.degrees(math.atan2(dx, dy)) % 360


class Around:
    """A page's text runs seen from a pivot, by radius: (radius, angle, run), worked out once."""

    def __init__(self, page: PageRead, pivot: tuple[float, float]) -> None:
        self.page, self.pivot = page, pivot
        self.runs = sorted(((*polar(run, pivot), run) for run in page.texts), key=lambda entry: entry[0])
        self.radii = [entry[0] for entry in self.runs]

    def within(self, radius: float, band: float) -> list[tuple[float, float, TextRun]]:
        """The runs whose middle lies ``band`` mm or less off the circle of ``radius``, in page order."""
        low, high = bisect.bisect_left(self.radii, radius - band), bisect.bisect_right(self.radii, radius + band)
        return sorted(self.runs[low:high], key=lambda entry: self._order[id(entry[2])])

    @functools.cached_property
    def _order(self) -> dict[int, int]:
        return {id(run): i for i, run in enumerate(self.page.texts)}


def apart(a: float, b: float) -> float:
    return abs((a - b + 180) % 360 - 180)


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    wheel = hit_score_wheel(game)
    tolerance = float(wheel.step_angle) * ANGLE_SHARE
    for page in pdf.pages:
        check_crop_marks(page, report, edges=False)
        check_page_key(page, report)
    _check_legend(game, pdf, report)
    pivots = [Around(page, pivot) for page in pdf.pages for pivot in crosses(page, *PIVOT_ARMS)]
    report.checked("pivots", len(pivots))
    placed: dict[str, tuple[Around, float]] = {}
    for ring in wheel.rings:
        found = _locate(ring, wheel, pivots, tolerance)
        if found is None:
            report.fail("rings", f"the ring '{ring.title}' ({ring.part}) is not printed around any pivot")
            continue
        around, radius = found
        placed[ring.key] = found
        angles = []
        for mark in ring.marks:
            angle = float(wheel.angle(ring, mark))
            angles.append(angle)
            texts = _at(around, radius, angle, tolerance)
            _compare_mark(ring, mark, texts[0] if texts else "", around.page, _point(around.pivot, radius, angle),
                          report)
        extras = {ring.title.upper()}
        if ring.part in wheel.pointers and ring.part in PARTS:  # the part's own pointer, numbered by its step
            angles.append(float(wheel.pointer_angle(ring.part)))
            extras.add(str(PARTS.index(ring.part)))
        _check_unclaimed(ring, around, radius, angles, extras, tolerance, report)
    _check_chances(game, wheel, placed, tolerance, report)
    _check_pointers(wheel, placed, tolerance, report)
    _check_rule(game, pdf, report)


def _compare_mark(ring: Ring, mark, got: str, page: PageRead, at, report: FileReport) -> None:
    """The line printed on the ring's radius is the start of the mark's words (or, for a long list of
    turns, a run of them)."""
    want = " ".join(mark.lines).split()
    printed = got.split()
    numbers = sum(1 for token in (printed or want[:1]) if any(ch.isdigit() for ch in token))
    report.numbers += numbers
    report.checked("rings")
    if not _reads_as(ring, mark, got):
        report.fail("rings", f"{ring.title}: the mark for {mark.value} reads {got!r}, the data gives "
                    f"{' '.join(want)!r}", page.number, at)


def _reads_as(ring: Ring, mark, text: str) -> bool:
    """Whether a line printed at a mark's place is that mark: the start of its words, or, for a turn
    list too long for one step (it wraps and reads from the rim down), any run of its turns."""
    want, printed = " ".join(mark.lines).split(), text.split()
    starts = range(len(want) - len(printed) + 1) if ring.term == "turn" else range(1)
    return bool(printed) and any(printed == want[i:i + len(printed)] for i in starts)


def _check_unclaimed(ring: Ring, around: Around, radius: float, angles: list[float], extras: set[str],
                     tolerance: float, report: FileReport) -> None:
    """Nothing stands on the ring's radius where the data puts no mark (a value the data lacks),
    besides the ring's title and its part's pointer number."""
    for _, at, run in around.within(radius, RADIAL_BAND / 2):
        if run.text.upper() in extras and not run.text.isdigit():
            continue
        if not any(apart(at, a) <= tolerance for a in angles):
            report.fail("rings", f"{ring.title}: '{run.text}' is printed at {at:.1f} degrees, where the data has "
                        "no mark", around.page.number, run.centre)


def _locate(ring: Ring, wheel: Wheel, pivots: list[Around], tolerance: float) -> tuple[Around, float] | None:
    """The pivot (and the ring's radius) around which most of the ring's marks stand where they should."""
    best, best_count = None, -math.inf
    marks = [(mark, float(wheel.angle(ring, mark))) for mark in ring.marks]
    for around in pivots:
        radii = []
        for mark, angle in marks:
            for radius, at, run in around.runs:
                if apart(at, angle) <= tolerance and _reads_as(ring, mark, run.text):
                    radii.append(radius)
        # Rings can print the same words at the same angle (every chance ring reads 100% at the top
        # scores; the score ring carries every number an ATK disc does): the ring is where most of
        # its marks stand and least else does.
        for centre in sorted(radii):
            near = [r for r in radii if abs(r - centre) <= RADIAL_BAND]
            radius = statistics.median(near)
            others = len(around.within(radius, RADIAL_BAND)) - len(near)
            if len(near) - others > best_count:
                best, best_count = (around, radius), len(near) - others
    return best


def _at(around: Around, radius: float, angle: float, tolerance: float) -> list[str]:
    """Texts standing at this angle on this ring, nearest the angle first."""
    found = [(apart(at, angle), run.text) for _, at, run in around.within(radius, RADIAL_BAND)
             if apart(at, angle) <= tolerance]
    return [text for _, text in sorted(found)]


def _point(pivot, radius: float, angle: float) -> tuple[float, float]:
    return (pivot[0] + radius * math.sin(math.radians(angle)), pivot[1] + radius * math.cos(math.radians(angle)))


def _check_pointers(wheel: Wheel, placed, tolerance: float, report: FileReport) -> None:
    """Each disc's pointer, numbered by the step that turns it, stands where the rules put it: the
    angle that makes the turns of all the parts add up to the hit score."""
    for ring in wheel.rings:
        if ring.key not in placed or ring.part not in PARTS[1:-1]:
            continue
        around, _ = placed[ring.key]
        page, pivot = around.page, around.pivot
        number = str(PARTS.index(ring.part))
        want = float(wheel.pointer_angle(ring.part))
        labels = [(r, a) for r, a, t in around.runs if t.text == number]
        near = [(r, a) for r, a in labels if apart(a, want) <= 3 * tolerance]
        report.checked("pointers")
        if not near:
            report.fail("pointers", f"pointer {number} of {ring.part} is not at {want:.1f} degrees, where the sum "
                        "needs it", page.number, _point(pivot, 10.0, want))
        elif min(apart(a, want) for _, a in near) > tolerance:
            got = min(near, key=lambda ra: apart(ra[1], want))[1]
            report.fail("pointers", f"pointer {number} of {ring.part} stands at {got:.1f} degrees; the sum needs "
                        f"{want:.1f}", page.number, _point(pivot, 10.0, want))


def _check_chances(game, wheel: Wheel, placed, tolerance: float, report: FileReport) -> None:
    """Beside each printed hit score, the chances of a hit worked out afresh from the dice."""
    if "score" not in placed:
        return
    around, radius = placed["score"]
    sides = game.info.die.sides
    chance_rings = [key for key in placed if key.startswith("chance-")]
    score_ring = wheel.ring("score")
    for mark in score_ring.marks:
        angle = float(wheel.angle(score_ring, mark))
        shown = _at(around, radius, angle, tolerance)
        if not shown or shown[0] != plain(mark.value):
            continue  # reported with the score ring
        score = mark.value
        want = {"chance-1": percent(p_hit(score, sides))}
        for dice in multi_dice(game):
            want[f"chance-{dice}"] = percent(p_at_least_one(score, dice, sides))
        for key in chance_rings:
            ring_around, ring_radius = placed[key]
            texts = _at(ring_around, ring_radius, angle, tolerance)
            report.compare_number("chances", want.get(key, "?"), texts[0] if texts else "",
                                  f"chance beside hit score {score} ({key.replace('chance-', '')} dice)",
                                  ring_around.page.number, _point(ring_around.pivot, ring_radius, angle))


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

