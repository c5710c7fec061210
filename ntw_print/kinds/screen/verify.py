"""Reads screens back: the outside's cut line and folds measured on the page (panel widths and
fold places within 0.2 mm), the inside's folds behind the outside's, the inside's type the right
way up for a standing screen, and every word of every panel inside that panel."""

from __future__ import annotations

from collections import Counter

from ...core.colours import rgb
from ...print.layout.sheet import Box, back_of
from ...print.components import BuildOptions
from ...print.readback.pdfread import PageRead, PdfRead
from ...print.readback.report import FileReport
from ..readback import check_credit, drawn, ruled_boxes, tell
from .layout import Placement, placement
from .schema import Screen, ScreenSheet

TOLERANCE = 0.2  # mm
SPAN = 0.5  # mm: a fold line runs the screen's height within this
CONTENTS = "screen contents"


def check(sheet: ScreenSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    check_credit(sheet.credit, pdf.pages[::2], report)  # at the foot of each screen's outside
    problems: list[str] = []
    if len(pdf.pages) != 2 * len(sheet.screens):
        problems.append(f"{len(pdf.pages)} pages printed, {len(sheet.screens)} screens need "
                        f"{2 * len(sheet.screens)} (each an outside and an inside)")
    for index, screen in enumerate(sheet.screens):
        if 2 * index + 1 >= len(pdf.pages):
            break
        where = placement(screen, options.paper, options.duplex, options.back_offset)
        outside, inside = pdf.pages[2 * index], pdf.pages[2 * index + 1]
        found = _outside(screen, where, outside)
        problems += [f"page {outside.number}, screen {screen.name!r}: {p}" for p in found[0]]
        problems += [f"page {inside.number}, screen {screen.name!r}: {p}"
                     for p in _inside(screen, where, inside, found[1], options.back_offset)]
        for face, page in (("outside", outside), ("inside", inside)):
            problems += [f"page {page.number}, screen {screen.name!r}: {p}" for p in _words(screen, where, face, page)]
            problems += [f"page {page.number}, screen {screen.name!r}: {p}" for p in _band(screen, where, face, page)]
    tell(report, CONTENTS, problems)


def _folds(page: PageRead, height: float) -> list[tuple[float, float, float]]:
    """(x, bottom, top) of each vertical line as tall as the screen, left to right."""
    found = []
    for line in page.lines:
        (x0, y0), (x1, y1) = line.points
        if abs(x0 - x1) < 0.01 and abs(abs(y1 - y0) - height) < SPAN:
            found.append((x0, min(y0, y1), max(y0, y1)))
    return sorted(found)


def _outside(screen: Screen, where: Placement, page: PageRead) -> tuple[list[str], list[tuple[float, float, float]]]:
    folds = _folds(page, screen.height)
    problems = []
    if len(folds) != screen.panels - 1:
        problems.append(f"{len(folds)} fold lines on the outside, {screen.panels} panels need {screen.panels - 1}")
    for x, want in zip((f[0] for f in folds), where.folds):
        if abs(x - want) > TOLERANCE:
            problems.append(f"a fold stands at x = {x:.2f} mm, it belongs at {want:.2f} mm")
    across = screen.panels * screen.width
    cuts = [drawn(s) for s in ruled_boxes(page) if abs(drawn(s).width - across) < 2.0
            and abs(drawn(s).height - screen.height) < 2.0]
    if not cuts:
        return problems + ["no cut line round the outside"], folds
    edges = [cuts[0].x] + [f[0] for f in folds] + [cuts[0].right]
    for number, (a, b) in enumerate(zip(edges, edges[1:]), start=1):
        if abs(b - a - screen.width) > TOLERANCE:
            problems.append(f"outside panel {number} measures {b - a:.2f} mm across, "
                            f"the data says {screen.width:.2f} mm")
    return problems, folds


def _inside(screen: Screen, where: Placement, page: PageRead, outside: list[tuple[float, float, float]],
            offset: tuple[float, float]) -> list[str]:
    """The inside's folds where the outside's land on the back of the sheet, its type upright."""
    axis = "short" if where.turned else "long"
    behind = sorted((back_of(Box(x, y0, 0.0, y1 - y0), where.width, where.height, axis, offset)
                     for x, y0, y1 in outside), key=lambda box: box.x)
    folds = _folds(page, screen.height)
    problems = []
    if len(folds) != len(behind):
        problems.append(f"{len(folds)} fold lines on the inside, the outside has {len(behind)}")
    for (x, y0, _), box in zip(folds, behind):
        if abs(x - box.x) > TOLERANCE or abs(y0 - box.y) > TOLERANCE:
            problems.append(f"the inside's fold at ({x:.2f}, {y0:.2f}) mm is not behind the outside's fold, "
                            f"which lands at ({box.x:.2f}, {box.y:.2f}) mm")
    upright = 180.0 if where.turned else 0.0
    wrong = [t for t in page.texts_in(where.inside) if abs((t.angle - upright + 180.0) % 360.0 - 180.0) > 1.0]
    if wrong:
        problems.append(f"the inside's {wrong[0].text!r} is printed at {wrong[0].angle:.0f}\u00b0, it must be "
                        f"{upright:.0f}\u00b0 to read right way up when the screen stands")
    return problems


def _band(screen: Screen, where: Placement, face: str, page: PageRead) -> list[str]:
    """The band of the screen's colour runs the whole face along its foot (at the top of the page when
    the inside is printed turned)."""
    if not screen.band:
        return []
    trim = where.outside if face == "outside" else where.inside
    turned = face == "inside" and where.turned
    foot = trim.top - screen.band if turned else trim.y
    want = Box(trim.x, foot, trim.width, screen.band)
    found = [s.box for s in page.shapes if s.fill == rgb(screen.colour)
             and all(abs(a - b) <= TOLERANCE for a, b in ((s.box.x, want.x), (s.box.y, want.y),
                                                          (s.box.width, want.width), (s.box.height, want.height)))]
    return [] if found else [f"no {screen.band:g} mm band of {screen.colour} along the foot of the {face}"]


def _words(screen: Screen, where: Placement, face: str, page: PageRead) -> list[str]:
    problems = []
    for number, (blocks, box) in enumerate(zip(screen.face(face), where.panels(face)), start=1):
        wanted = Counter(word for block in blocks for word in block.words())
        printed = Counter(word for run in page.texts_in(box, 0.3) for word in run.text.split())
        missing = sorted((wanted - printed).elements())
        if missing:
            problems.append(f"{face} panel {number} lacks {', '.join(repr(w) for w in missing[:6])}"
                            + (f" and {len(missing) - 6} more" if len(missing) > 6 else ""))
    return problems
