"""Reads a board back: its sheet and trim at the size the layout gives, every cell's label at its
cell, every place name, the words across the board, the legend's names and the title; the tiled
file's pages, one per tile after the assembly page, each of the build's paper, read as every tiled board's
are (print/readback/tiled.py: every cell's label whole on some page, neighbours aligned and overlapping)."""

from __future__ import annotations

import re

from ...print.components import BuildOptions
from ...print.layout.tiling import home_tiling
from ...print.layout.sheet import Box, paper_title
from ...print.render.pdf import measure
from ...print.render.tiled_pages import assembled
from ...print.readback.pdfread import PdfRead, TextRun
from ...print.readback.printready import check_paper_size
from ...print.readback.report import FileReport
from ...print.readback.tiled import TiledBoardFacts, check_tiled_pages
from ..readback import numbers_in
from .layout import plan
from .schema import BoardSheet
from .sheet import board_page

TOLERANCE = 0.3  # mm
NEAR = 1.2  # mm: how far a label's middle may stand from where the layout puts it
CONTENTS = "board contents"
SLUG = re.compile(r"trim ([\d.]+) × ([\d.]+) mm")


def check(spec: BoardSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
    laid = plan(spec, measure)
    page_plan = board_page(laid.width, laid.height, options.paper, options.bleed, spec.sheet)
    if len(pdf.pages) != 1:
        report.fail(CONTENTS, f"{len(pdf.pages)} pages; a board is printed on one sheet")
        return
    page = pdf.pages[0]
    if abs(page.media.width - page_plan.width) > TOLERANCE or abs(page.media.height - page_plan.height) > TOLERANCE:
        report.fail(CONTENTS, f"the sheet is {page.media.width:.1f} x {page.media.height:.1f} mm; the board's is "
                    f"{page_plan.name}, {page_plan.width:.1f} x {page_plan.height:.1f} mm")
    trim = page.trim
    if trim is None or abs(trim.width - laid.width) > TOLERANCE or abs(trim.height - laid.height) > TOLERANCE:
        shown = "none" if trim is None else f"{trim.width:.1f} x {trim.height:.1f} mm"
        report.fail(CONTENTS, f"the trim is {shown}; the board is {laid.width:.1f} x {laid.height:.1f} mm")
        return
    report.numbers += sum(numbers_in(words.text) for words in laid.labels)
    runs = [run for run in page.texts if abs(run.angle) < 0.5]
    for run in runs:  # the sheet's foot line says the trim the print shop cuts to
        if found := SLUG.search(run.text):
            for got, length, what in ((found.group(1), laid.width, "width"), (found.group(2), laid.height, "height")):
                report.compare_number("print notes", f"{length:.1f}", got, f"the foot line's trim {what}",
                                      page.number, run.centre)
    by_text: dict[str, list[TextRun]] = {}  # the runs of each text: a label is looked for among its own words' runs only
    for run in runs:
        by_text.setdefault(run.text, []).append(run)
    for words in laid.labels:
        x, y = trim.x + words.x, trim.y + words.y
        if not any(abs((run.x if words.anchor == "start" else run.centre[0]) - x) < NEAR
                   and abs(run.y - y) < TOLERANCE for run in by_text.get(words.text, ())):
            report.fail(CONTENTS, f"cell {words.text}: its label is not printed at its cell ({x:.1f}, {y:.1f}) mm")
    printed = {run.text for run in runs}
    wanted = [("place", p.name) for p in laid.places] + [("legend entry", e.words.text) for e in laid.legend]
    wanted += [("board text", words.text) for words in laid.texts]
    wanted += [("title", laid.title.text)] if laid.title else []
    if spec.band is not None:  # the band's words, and the key's names (each name once: entries may share one)
        wanted += [("title", (spec.title or "").upper())] + ([("band", spec.band.subtitle)] if spec.band.subtitle else [])
        used = {cell.terrain for cell in laid.cells}
        wanted += [("key entry", name) for name in dict.fromkeys(t.name for t in spec.terrain if t.id in used)]
    for what, name in wanted:
        if name not in printed:
            report.fail(CONTENTS, f"{what} {name!r} is not printed")


def check_tiled(spec: BoardSheet, pdf: PdfRead, options: BuildOptions, report: FileReport) -> None:
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
