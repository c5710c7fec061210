"""Reads a volvelle laid out on `pages` back: the parts found by their pivot crosses, each band at the
pivot round which its marks stand at the angles the spec gives them, every mark's words there and
nothing else on the band's circle, each pointer's label at its angle, the rule's numbers one hex
apart and its stops, each page's foot line.

Angles are read clockwise from straight up, like the spec's. A game that derives a band's marks
reads the same places (`locate`, `Around.at`; on an adding sheet `beside_totals`) to compare them with
its own figures.
"""

from __future__ import annotations

import bisect
import functools
import math
import statistics
from collections.abc import Iterator

from ...print.readback.pdfread import PageRead, PdfRead, TextRun
from ...print.readback.places import crosses
from ...print.readback.printready import check_crop_marks
from ...print.readback.report import FileReport
from ..readback import check_page_key
from ..ruler.verify import check_hex_rule
from .adding import worked_out
from .schema import Band, BandMark, Pointer, VolvelleSheet

PIVOT_ARMS = (3.0, 8.0)  # mm: the length of each line of a pivot cross
ANGLE_SHARE = 0.35  # of a step: how far from its angle a mark may stand
RADIAL_BAND = 1.5  # mm: marks of one band stand this close to its radius


def apart(a: float, b: float) -> float:
    return abs((a - b + 180) % 360 - 180)


class Around:
    """A page's text runs seen from a pivot, by radius: (radius, angle, run), worked out once."""

    def __init__(self, page: PageRead, pivot: tuple[float, float]) -> None:
        self.page, self.pivot = page, pivot
        self.runs = sorted(((*self.polar(run), run) for run in page.texts), key=lambda entry: entry[0])
        self.radii = [entry[0] for entry in self.runs]

    def polar(self, run: TextRun) -> tuple[float, float]:
        """(radius, degrees clockwise of straight up) of a run's middle."""
        dx, dy = run.centre[0] - self.pivot[0], run.centre[1] - self.pivot[1]
        return math.hypot(dx, dy), math.degrees(math.atan2(dx, dy)) % 360

    def within(self, radius: float, band: float) -> list[tuple[float, float, TextRun]]:
        """The runs whose middle lies ``band`` mm or less off the circle of ``radius``, in page order."""
        low, high = bisect.bisect_left(self.radii, radius - band), bisect.bisect_right(self.radii, radius + band)
        return sorted(self.runs[low:high], key=lambda entry: self._order[id(entry[2])])

    def at(self, radius: float, angle: float, tolerance: float) -> list[str]:
        """Texts standing at this angle on the circle of ``radius``, nearest the angle first."""
        found = [(apart(at, angle), run.text) for _, at, run in self.within(radius, RADIAL_BAND)
                 if apart(at, angle) <= tolerance]
        return [text for _, text in sorted(found)]

    def point(self, radius: float, angle: float) -> tuple[float, float]:
        return (self.pivot[0] + radius * math.sin(math.radians(angle)),
                self.pivot[1] + radius * math.cos(math.radians(angle)))

    @functools.cached_property
    def _order(self) -> dict[int, int]:
        return {id(run): i for i, run in enumerate(self.page.texts)}


def reads_as(band: Band, lines: list[str], text: str) -> bool:
    """Whether a line printed at a mark's place is that mark: the start of its words, or, for a joined
    list too long for one step (it wraps, and may read from the rim down), any run of its words."""
    want, printed = " ".join(lines).split(), text.split()
    starts = range(len(want) - len(printed) + 1) if band.join else range(1)
    return bool(printed) and any(printed == want[i:i + len(printed)] for i in starts)


def pivots(pdf: PdfRead) -> list[Around]:
    return [Around(page, pivot) for page in pdf.pages for pivot in crosses(page, *PIVOT_ARMS)]


def locate(band: Band, found: list[Around], tolerance: float, pointer: Pointer | None = None
           ) -> tuple[Around, float] | None:
    """The pivot (and the band's radius) round which the band's marks stand where they should: the circle
    showing the most of its marks at their angles less what else it prints. The band's title and its disc's
    pointer label (`pointer`) stand on that circle too and count neither way, so a band of two marks is
    not lost to a stray word that reads as one of them round another pivot."""
    best, best_score = None, -math.inf
    for around in found:
        hits: list[tuple[float, int]] = []  # (radius, mark index) of every run standing as one of the marks
        mine: set[int] = set()  # the runs that are the band's: a mark, its title, its pointer's label
        for radius, at, run in around.runs:
            marks = [index for index, mark in enumerate(band.marks) if _stands_as(band, mark, at, run.text, tolerance)]
            hits += [(radius, index) for index in marks]
            if marks or _is_title(band, run.text) or _is_pointer_label(pointer, at, run.text, tolerance):
                mine.add(id(run))
        # Bands can print the same words at the same angle (two bands of chances both read 100% at the
        # top): the band is where most of its marks stand and least else does.
        for centre in sorted(radius for radius, _ in hits):
            near = [(radius, index) for radius, index in hits if abs(radius - centre) <= RADIAL_BAND]
            radius = statistics.median(r for r, _ in near)
            strays = sum(1 for _, _, run in around.within(radius, RADIAL_BAND) if id(run) not in mine)
            score = len({index for _, index in near}) - strays
            if score > best_score:
                best, best_score = (around, radius), score
    return best


def _stands_as(band: Band, mark: BandMark, at: float, text: str, tolerance: float) -> bool:
    """Whether a run at the angle `at` is the mark: its words, at its angle."""
    return apart(at, mark.at) <= tolerance and reads_as(band, mark.lines, text)


def _is_title(band: Band, text: str) -> bool:
    return text.upper() == band.title.upper() and not text.isdigit()


def _is_pointer_label(pointer: Pointer | None, at: float, text: str, tolerance: float) -> bool:
    """Whether a run is the disc's pointer label, at the pointer's angle."""
    return pointer is not None and text == pointer.label and apart(at, pointer.at) <= tolerance


def tolerance(sheet: VolvelleSheet) -> float:
    return 360 / sheet.steps * ANGLE_SHARE


def check_assembled(sheet: VolvelleSheet, pdf: PdfRead, report: FileReport) -> dict[str, tuple[Around, float]]:
    """Every band's marks read back round its pivot, each pointer's label, each page's foot, crop marks and
    designer marks' key. Returns where each band was found (its name: the pivot and the radius), for a game
    to read its own figures at the same places. An adding sheet is read where adding.py puts its marks."""
    sheet = worked_out(sheet)
    placed: dict[str, tuple[Around, float]] = {}
    if len(pdf.pages) != len(sheet.pages):
        report.fail("pages", f"{len(pdf.pages)} pages printed, the sheet has {len(sheet.pages)}")
        return placed
    for number, (page, spec) in enumerate(zip(pdf.pages, sheet.pages), start=1):
        foot = f"{sheet.title}, sheet {number} of {len(sheet.pages)}: {spec.label}"
        report.checked("foot")
        if not any(t.text.startswith(foot) for t in page.texts):
            report.fail("foot", f"the foot line {foot!r} is missing", page.number)
        check_crop_marks(page, report, edges=False)
        check_page_key(page, report)
    for page, spec in zip(pdf.pages, sheet.pages):
        if "rule" in spec.parts and sheet.rule:
            check_hex_rule(sheet.rule, page, report)
    found = pivots(pdf)
    report.checked("pivots", len(found))
    if len(found) != len(sheet.discs) + 1:
        report.fail("pivots", f"{len(found)} pivot crosses printed, the discs and the arm need {len(sheet.discs) + 1}")
    near = tolerance(sheet)
    for disc in sheet.discs:
        pointer = disc.pointer if isinstance(disc.pointer, Pointer) else None
        for band in disc.bands:
            place = locate(band, found, near, pointer)
            if place is None:
                report.fail("rings", f"the band '{band.title or band.name}' of {disc.name} is not printed round "
                            "any pivot")
                continue
            placed[band.name] = place
            _check_band(band, pointer, *place, near, report)
            if pointer and band is disc.bands[0]:
                _check_pointer(disc.name, pointer, place[0], near, report)
    return placed


def beside_totals(sheet: VolvelleSheet, placed: dict[str, tuple[Around, float]]
                  ) -> Iterator[tuple[int, str, str, int, tuple[float, float]]]:
    """For a game that derives the words of an adding sheet's total bands, to check them afresh: beside each
    total whose mark on the first total band reads right (a wrong one the kind reports), what each further
    total band prints there, as (total, band, words read or "", page, place); `placed` as check_assembled
    found the bands."""
    sheet = worked_out(sheet)
    near = tolerance(sheet)
    bands = [b for b in sheet.discs[0].bands if b.adds == "total"]
    if not bands or bands[0].name not in placed:
        return
    first, others = bands[0], bands[1:]
    around, radius = placed[first.name]
    for mark in first.marks:
        shown = around.at(radius, mark.at, near)
        if not shown or not reads_as(first, mark.lines, shown[0]):
            continue
        for band in (b for b in others if b.name in placed):
            ring, ring_radius = placed[band.name]
            texts = ring.at(ring_radius, mark.at, near)
            yield mark.value, band.name, texts[0] if texts else "", ring.page.number, ring.point(ring_radius, mark.at)


def _check_band(band: Band, pointer: Pointer | None, around: Around, radius: float, near: float,
                report: FileReport) -> None:
    """Each mark's words at its angle, and nothing else on the band's circle but its title and the
    label of its disc's pointer."""
    for mark in band.marks:
        texts = around.at(radius, mark.at, near)
        got = texts[0] if texts else ""
        report.numbers += sum(1 for token in (got.split() or mark.lines[0].split()[:1])
                              if any(ch.isdigit() for ch in token))
        report.checked("rings")
        if not reads_as(band, mark.lines, got):
            report.fail("rings", f"{band.title or band.name}: the mark at {mark.at:.1f} degrees reads {got!r}, the "
                        f"data gives {' '.join(mark.lines)!r}", around.page.number, around.point(radius, mark.at))
    angles = [m.at for m in band.marks] + ([pointer.at] if pointer else [])
    for _, at, run in around.within(radius, RADIAL_BAND / 2):
        if _is_title(band, run.text):
            continue
        if not any(apart(at, a) <= near for a in angles):
            report.fail("rings", f"{band.title or band.name}: '{run.text}' is printed at {at:.1f} degrees, where the "
                        "data has no mark", around.page.number, run.centre)


def _check_pointer(disc: str, pointer: Pointer, around: Around, near: float, report: FileReport) -> None:
    """The disc's pointer, with its label, stands at the angle the spec gives it."""
    labels = [a for _, a, t in around.runs if t.text == pointer.label and apart(a, pointer.at) <= 3 * near]
    report.checked("pointers")
    where = around.point(10.0, pointer.at)
    if not labels:
        report.fail("pointers", f"pointer {pointer.label} of {disc} is not at {pointer.at:.1f} degrees",
                    around.page.number, where)
    elif min(apart(a, pointer.at) for a in labels) > near:
        got = min(labels, key=lambda a: apart(a, pointer.at))
        report.fail("pointers", f"pointer {pointer.label} of {disc} stands at {got:.1f} degrees, not at "
                    f"{pointer.at:.1f}", around.page.number, where)
