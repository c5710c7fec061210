"""Reads a volvelle back: every mark of every ring at its angle and radius around its disc's
pivot (the pivot found as the crossing of its two short lines), each disc's name."""

from __future__ import annotations

import math

from ...print.render.pdf import measure
from ...print.components import BuildOptions
from ...print.readback.pdfread import PdfRead
from ...print.readback.report import FileReport
from ..frame import page_count
from ..readback import check_credit, head_problems, numbers_in, tell
from .layout import plan
from .schema import VolvelleSheet
from .render import PIVOT

NEAR = 1.0  # mm
CONTENTS = "volvelle contents"


def check(sheet: VolvelleSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    read_back(sheet, pdf, options, report)


def read_back(sheet: VolvelleSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> dict:
    """What differs from the spec, into the report (`check`); returns where each band of an assembled sheet
    was found (readback.check_assembled), for a game to read its own figures at the same places."""
    check_credit(sheet.credit, pdf.pages, report)
    if sheet.assembled:
        from .readback import check_assembled

        return check_assembled(sheet, pdf, report)
    _, placed = plan(sheet, options.paper, measure)
    problems: list[str] = []
    if len(pdf.pages) != page_count(placed):
        report.fail(CONTENTS, f"{len(pdf.pages)} pages printed, the discs need {page_count(placed)}")
        return {}
    for page in pdf.pages:
        problems += head_problems(page, sheet)
    for disc in placed:
        page = pdf.pages[disc.page]
        pivot = _pivot(page, disc.centre)
        name = f"page {page.number}, disc {disc.plan.disc.name!r}"
        if pivot is None:
            problems.append(f"{name}: no pivot cross at ({disc.centre[0]:.1f}, {disc.centre[1]:.1f}) mm")
            continue
        for mark in disc.plan.marks:
            want = (pivot[0] + mark.at[0], pivot[1] + mark.at[1])
            if not any(run.text == mark.text and math.dist(run.centre, want) < NEAR for run in page.texts):
                problems.append(f"{name}: {mark.text!r} is not printed at {mark.angle:.1f}° on its ring")
            report.numbers += numbers_in(mark.text)
        if not any(run.text == disc.plan.disc.name for run in page.texts):
            problems.append(f"{name}: its name is not printed")
    tell(report, CONTENTS, problems)
    return {}


def _pivot(page, near) -> tuple[float, float] | None:
    """Where a disc's pivot cross stands: the middle of a horizontal line as long as the cross, close by."""
    for line in page.lines:
        (x0, y0), (x1, y1) = line.points
        if abs(y0 - y1) < 0.01 and abs(abs(x1 - x0) - 2 * PIVOT) < 0.05:
            mid = ((x0 + x1) / 2, y0)
            if math.dist(mid, near) < 2.0:
                return mid
    return None
