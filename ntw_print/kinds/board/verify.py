"""Reads a board back: its sheet and trim at the size the layout gives, every cell's label once, at its
cell (and nothing else written like a label), the distance from cell to cell measured from the labels,
every place name, the words across the board, the legend's names, the rooms' names and notes of the
floor plans, each badge's number in its square, the band's key with each terrain's caption under its
name and its scale, the title, the credit and the designer marks' key; the tiled
file's pages, one per tile after the assembly page, each of the build's paper, read as every tiled board's
are (print/readback/tiled.py: every cell's label whole on some page, neighbours aligned and overlapping).
A game holds its own figures to what is read here (`BoardRead`: which cell a point stands in, the key's
captions)."""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass

from ...core.marks import unmark
from ...print.components import BuildOptions
from ...print.layout.tiling import home_tiling
from ...print.layout.sheet import Box, paper_title
from ...print.render.pdf import measure
from ...print.render.tiled_pages import assembled
from ...print.readback.pdfread import PageRead, PdfRead, TextRun
from ...print.readback.printready import check_paper_size
from ...print.readback.report import FileReport
from ...print.readback.tiled import TiledBoardFacts, check_tiled_pages
from ..readback import check_credit, check_page_key, numbers_in
from .layout import BoardPlan, labels_of, plan
from .plans import BADGE_SIDE, NOTE_BELOW, plan_shapes
from .schema import BoardSheet
from .sheet import board_page

TOLERANCE = 0.3  # mm
NEAR = 1.2  # mm: how far a label's middle may stand from where the layout puts it
PITCH_TOLERANCE = 0.05  # mm
CONTENTS = "board contents"
SLUG = re.compile(r"trim ([\d.]+) × ([\d.]+) mm")


@dataclass(frozen=True)
class BoardRead:
    """A board's sheet as read back: its page, its plan placed on the page's trim, the line printed
    right under each of the band's key names (a terrain's caption, by name) and each badge's number."""

    page: PageRead
    laid: BoardPlan
    trim: Box
    captions: dict[str, TextRun]
    badges: dict[str, TextRun]  # the number read in each badge, by the label of its cell



def check(spec: BoardSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    read_back(spec, pdf, options, report)


def read_back(spec: BoardSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> BoardRead | None:
    """What differs from the spec, into the report (`check`); returns the board read back (None: not its
    sheet), for a game to hold its own figures to."""
    check_credit(spec.credit or "", pdf.pages, report)
    laid = plan(spec, measure)
    page_plan = board_page(laid.width, laid.height, options.paper, options.bleed, spec.sheet)
    if len(pdf.pages) != 1:
        report.fail(CONTENTS, f"{len(pdf.pages)} pages; a board is printed on one sheet")
        return None
    page = pdf.pages[0]
    if abs(page.media.width - page_plan.width) > TOLERANCE or abs(page.media.height - page_plan.height) > TOLERANCE:
        report.fail(CONTENTS, f"the sheet is {page.media.width:.1f} x {page.media.height:.1f} mm; the board's is "
                    f"{page_plan.name}, {page_plan.width:.1f} x {page_plan.height:.1f} mm")
    trim = page.trim
    if trim is None or abs(trim.width - laid.width) > TOLERANCE or abs(trim.height - laid.height) > TOLERANCE:
        shown = "none" if trim is None else f"{trim.width:.1f} x {trim.height:.1f} mm"
        report.fail(CONTENTS, f"the trim is {shown}; the board is {laid.width:.1f} x {laid.height:.1f} mm")
        return None
    check_page_key(page, report)
    runs = [run for run in page.texts if abs(run.angle) < 0.5]
    for run in runs:  # the sheet's foot line says the trim the print shop cuts to
        if found := SLUG.search(run.text):
            for got, length, what in ((found.group(1), laid.width, "width"), (found.group(2), laid.height, "height")):
                report.compare_number("print notes", f"{length:.1f}", got, f"the foot line's trim {what}",
                                      page.number, run.centre)
    _check_labels(spec, laid, trim, runs, report)
    printed = {run.text for run in runs}
    wanted = [("place", p.name) for p in laid.places] + [("legend entry", e.words.text) for e in laid.legend]
    wanted += [("board text", words.text) for words in laid.texts]
    wanted += [("title", laid.title.text)] if laid.title else []
    if spec.band is not None:  # the band's words, and the key's names (each name once: entries may share one)
        wanted += [("title", (spec.title or "").upper())] + ([("band", spec.band.subtitle)] if spec.band.subtitle else [])
        used = {cell.terrain for cell in laid.cells}
        wanted += [("key entry", name) for name in dict.fromkeys(t.name for t in spec.terrain if t.id in used)]
        wanted += [("key entry", name) for name in dict.fromkeys(p.name for p in spec.plans)]
        wanted += [("key entry", spec.badges.name)] if spec.badges else []
        scale = [spec.band.scale, f"{laid.cell:g} mm"] if spec.band.scale else []
        wanted += [("the band's hex at full size: its", words) for words in scale]
        report.numbers += sum(numbers_in(words) for words in scale)
    for what, name in wanted:
        if name not in printed:
            report.fail(CONTENTS, f"{what} {name!r} is not printed")
    _rooms(spec, laid, trim, runs, report)
    return BoardRead(page, laid, trim, _captions(spec, laid, runs, report), _badges(spec, laid, page.number, trim, runs, report))


def _check_labels(spec: BoardSheet, laid: BoardPlan, trim: Box, runs: list[TextRun], report: FileReport) -> None:
    """Every cell's label printed once, at its cell (a label's halo, outlined letters behind it, is not
    counted); nothing else written as a label is printed; the labels of neighbouring cells a cell apart."""
    inked = [run for run in runs if not run.stroked_only]
    by_text: dict[str, list[TextRun]] = {}  # the runs of each text: a label is looked for among its own words' runs only
    for run in inked:
        by_text.setdefault(run.text, []).append(run)
    report.numbers += len(laid.labels)
    for words in laid.labels:
        x, y = trim.x + words.x, trim.y + words.y
        found = by_text.get(words.text, [])
        if not any(abs((run.x if words.anchor == "start" else run.centre[0]) - x) < NEAR
                   and abs(run.y - y) < TOLERANCE for run in found):
            report.fail(CONTENTS, f"cell {words.text}: its label is not printed at its cell ({x:.1f}, {y:.1f}) mm")
        if len(found) > 1:
            report.fail(CONTENTS, f"cell {words.text}: its label is printed {len(found)} times")
    naming, labelled = labels_of(spec.grid), {words.text for words in laid.labels}
    for run in inked if labelled else ():
        if run.text not in labelled and naming.written_as_label(run.text):
            report.fail(CONTENTS, f"{run.text!r} is printed at ({run.centre[0]:.1f}, {run.centre[1]:.1f}) mm like a "
                        f"cell's label; the grid's cells are {naming.column_range} x {naming.row_range}")
    _measure_pitch(spec, laid, inked, report)


def _measure_pitch(spec: BoardSheet, laid: BoardPlan, inked: list[TextRun], report: FileReport) -> None:
    """The distance from a cell to the next down its column (along its row on pointy hexes), measured
    between labels standing alike, is the grid's cell; kept as the board's `<shape> pitch`."""
    along = spec.grid.shape == "hex" and spec.grid.orientation == "pointy"
    at = {run.text: run for run in inked}
    naming, steps = labels_of(spec.grid), []
    for cell in laid.cells:
        col, row = (cell.at[0] + 1, cell.at[1]) if along else (cell.at[0], cell.at[1] + 1)
        here, there = at.get(cell.label), at.get(naming.format(col, row)) if naming.in_range(col, row) else None
        if here is not None and there is not None and abs(here.y - there.y if along else here.x - there.x) < 1e-3:
            steps.append(there.x - here.x if along else here.y - there.y)
    if steps:
        pitch = report.measured[f"board {spec.grid.shape} pitch"] = statistics.median(steps)
        report.checked("cell pitch")
        if abs(pitch - laid.cell) > PITCH_TOLERANCE:
            report.fail("cell pitch", f"the labels stand {pitch:.2f} mm from cell to cell; the grid's cells are "
                        f"{laid.cell:g} mm")


def _captions(spec: BoardSheet, laid: BoardPlan, runs: list[TextRun], report: FileReport) -> dict[str, TextRun]:
    """The line right under each name of the band's key, the terrain's caption as the spec gives it."""
    if spec.band is None:
        return {}
    used = {cell.terrain for cell in laid.cells}
    found = {}
    for terrain in (t for t in spec.terrain if t.id in used and t.caption and t.name not in found):
        under = next((below for run in runs if run.text == terrain.name for below in runs
                      if abs(below.x - run.x) < 0.5 and 0 < run.y - below.y < 8), None)
        report.numbers += numbers_in(unmark(terrain.caption))
        if under is None or under.text != terrain.caption:
            report.fail(CONTENTS, f"key entry {terrain.name!r}: its caption {terrain.caption!r} is not printed "
                        "under it" + (f" (it reads {under.text!r})" if under else ""))
        if under is not None:
            found[terrain.name] = under
    return found


def _rooms(spec: BoardSheet, laid: BoardPlan, trim: Box, runs: list[TextRun], report: FileReport) -> None:
    """Each room's name of the floor plans, and its note under it, printed where the plan puts them."""
    for room in (room for shapes in plan_shapes(spec, laid)[0] for room in shapes.rooms) if spec.plans else ():
        x, y = trim.x + room.at[0], trim.y + room.at[1]
        for words, baseline in ((room.name, y), (room.note, y - NOTE_BELOW)):
            if words and not any(run.text == words and abs(run.centre[0] - x) < NEAR
                                 and abs(run.y - baseline) < TOLERANCE for run in runs):
                report.fail(CONTENTS, f"the room {room.name!r}: {words!r} is not printed where the plan puts it "
                            f"({x:.1f}, {baseline:.1f}) mm")
        report.numbers += numbers_in(room.note)


def _badges(spec: BoardSheet, laid: BoardPlan, page: int, trim: Box, runs: list[TextRun],
            report: FileReport) -> dict[str, TextRun]:
    """Each badge's number, read inside its square (a number first), compared with the spec's."""
    found = {}
    half = laid.cell * BADGE_SIDE / 2
    for badge in plan_shapes(spec, laid)[1] if spec.badges else ():
        middle = badge.middle(laid.cell)
        x, y = trim.x + middle[0], trim.y + middle[1]
        inside = sorted((run for run in runs if not run.stroked_only and abs(run.centre[0] - x) < half
                         and abs(run.centre[1] - y) < half), key=lambda run: not run.text.isdigit())
        if not inside:
            report.fail(CONTENTS, f"the badge {badge.value} is not printed in cell {badge.cell.label}", page)
            continue
        report.compare_number("badges", str(badge.value), inside[0].text, f"the badge in cell {badge.cell.label}",
                              page, inside[0].centre)
        found[badge.cell.label] = inside[0]
    return found


def check_tiled(spec: BoardSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    check_credit(spec.credit or "", pdf.pages, report)
    laid = plan(spec, measure)
    tiling = home_tiling(Box(0.0, 0.0, laid.width, laid.height), options.paper)
    if len(pdf.pages) != len(tiling.tiles) + assembled(tiling):
        report.fail(CONTENTS, f"{len(pdf.pages)} pages; the board takes {len(tiling.tiles)} pages of "
                    f"{paper_title(options.paper)}" + (" and the assembly page" if assembled(tiling) else ""))
    if not laid.labels:  # nothing printed on the cells to follow from page to page
        for page in pdf.pages:
            check_paper_size(page, options.paper, report)
        return
    labels = [words.text for words in laid.labels]
    check_tiled_pages(TiledBoardFacts(labels, laid.width, laid.height, laid.cell), pdf, options.paper, report)
