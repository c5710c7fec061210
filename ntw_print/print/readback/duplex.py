"""`duplex-test.pdf`: each cross on the front has the zero of a millimetre scale right behind it."""

from __future__ import annotations

from ..components import BuildOptions
from ..layout.sheet import Box, page_flip, paper_size
from .pdfread import PageRead, PdfRead
from .piece_sheets import mirror
from .places import crosses
from .printready import check_paper_size
from .report import FileReport

CROSS_ARM_MM = 6.0
SCALE_REACH_MM = 4  # the back's scales are labelled -4 .. +4 mm
TOLERANCE_MM = 0.3


def check(game: object, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    width, height = paper_size(options.paper)
    for page in pdf.pages:
        check_paper_size(page, options.paper, report)
    if len(pdf.pages) != 2:
        report.fail("pages", f"{len(pdf.pages)} pages; the test is one sheet, front and back (2 pages)")
        return
    front, back = pdf.pages
    points = crosses(front, 2 * CROSS_ARM_MM - 0.1, 2 * CROSS_ARM_MM + 0.1)
    report.checked("crosses", len(points))
    if not points:
        report.fail("crosses", "no registration cross on the front", front.number)
    for x, y in points:
        spot = mirror(_point_box(x, y), width, height, page_flip(options.duplex), (0.0, 0.0))
        _check_scale(back, spot.x, spot.y, report)


def _point_box(x: float, y: float) -> Box:
    return Box(x, y, 0.0, 0.0)


def _check_scale(back: PageRead, x: float, y: float, report: FileReport) -> None:
    """The scale behind a cross: labels -4..+4 placed k mm from its zero, across and up."""
    near = [t for t in back.texts if abs(t.centre[0] - x) < SCALE_REACH_MM + 4 and abs(t.centre[1] - y) < SCALE_REACH_MM + 4]
    for k in [k for k in range(-SCALE_REACH_MM, SCALE_REACH_MM + 1) if k]:
        label = f"{k:+d}"
        across = [t for t in near if t.text.strip() == label and t.centre[1] < y - 1]
        up = [t for t in near if t.text.strip() == label and t.centre[0] > x + 1]
        for runs, axis, what in ((across, 0, "across"), (up, 1, "up")):
            found = min(runs, key=lambda t: abs(t.centre[axis] - ((x, y)[axis] + k)), default=None)
            report.numbers += 1
            report.checked("scale labels")
            if found is None:
                report.fail("scale labels", f"no '{label}' on the {what} scale behind the cross", back.number, (x, y))
            elif abs(found.centre[axis] - ((x, y)[axis] + k)) > TOLERANCE_MM:
                report.fail("scale labels", f"'{label}' on the {what} scale stands {found.centre[axis] - (x, y)[axis]:+.2f} mm"
                            f" from the point behind the cross, not {k:+d} mm", back.number, (found.x, found.y))
